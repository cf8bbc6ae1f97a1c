import { describe, expect, it } from "vitest";
import { fileLimits } from "../src/pipeline/files/limits.ts";
import { PageOcr } from "../src/pipeline/files/ocr.ts";
import { parseDocument } from "../src/pipeline/files/parse.ts";
import type { DocumentKind } from "../src/pipeline/files/types.ts";
import {
  hugePagePdf,
  imageBombPdf,
  inflatingDocx,
  lyingZipBomb,
  manyPagesPdf,
  nestedDocx,
  nestedHtml,
  nestedPdf,
  ordinaryDocx,
  streamBombPdf,
} from "./hostile-files.ts";

const limits = fileLimits();
const parse = (kind: DocumentKind, filename: string, bytes: Uint8Array, overrides = {}) =>
  parseDocument(kind, bytes, { filename, limits: { ...limits, ...overrides }, ocr: null });
/** The code and message a file is refused with. */
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    (): Error & { code?: string } => new Error("the file was parsed"),
    (e: unknown) => e as Error & { code?: string },
  );
  return { code: error.code, message: error.message };
};

describe("DOCX bounds (a small file whose XML inflates to tens of MB crashed every worker)", () => {
  it("refuses a 107 KB DOCX whose document.xml inflates to 30 MB before mammoth parses it", async () => {
    const bytes = await inflatingDocx(30);
    expect(bytes.length).toBeLessThan(200 * 1024);
    const before = process.memoryUsage().heapUsed;
    const error = await refusal(parse("docx", "report.docx", bytes));
    expect(error).toEqual({
      code: "FILE_TOO_COMPLEX",
      message:
        "report.docx: word/document.xml inflates past 8 MB (FILE_MAX_XML_MB); split the document into smaller files and import them one by one.",
    });
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(100 * 1024 * 1024);
  });
  it("counts XML elements against FILE_MAX_XML_ELEMENTS", async () => {
    const error = await refusal(
      parse("docx", "list.docx", await ordinaryDocx(3000), { maxXmlElements: 5000 }),
    );
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.message).toMatch(
      /^list\.docx: word\/document\.xml has more than 5,000 XML elements \(FILE_MAX_XML_ELEMENTS\)/,
    );
  });
  it("inflates a zip whose headers lie about its sizes only up to FILE_MAX_UNPACKED_MB", async () => {
    const bomb = await lyingZipBomb(64);
    const error = await refusal(parse("docx", "bomb.docx", bomb, { maxUnpackedBytes: 32 * 1024 * 1024 }));
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.message).toMatch(/^bomb\.docx: the package inflates past 32 MB \(FILE_MAX_UNPACKED_MB\)/);
  });
  it("still reads a document of 3,000 paragraphs", async () => {
    const doc = await parse("docx", "ok.docx", await ordinaryDocx(3000));
    expect(doc.blocks).toHaveLength(3000);
  });
  it("fails a DOCX nested past mammoth's stack with FILE_CORRUPT, without the library's words", async () => {
    const error = await refusal(parse("docx", "deep.docx", await nestedDocx(20_000)));
    expect(error.code).toBe("FILE_CORRUPT");
    expect(error.message).toMatch(/^deep\.docx: the Word document cannot be read/);
    expect(error.message).not.toMatch(/stack|Error|undefined/);
  });
});

describe("PDF bounds", () => {
  it("refuses a 100,000-page PDF from its page count, before reading a page", async () => {
    const started = performance.now();
    const error = await refusal(parse("pdf", "huge.pdf", manyPagesPdf(100_000)));
    expect(error).toEqual({
      code: "FILE_TOO_COMPLEX",
      message:
        "huge.pdf: it has 100,000 pages, more than 2,000 (FILE_MAX_PAGES); split the document into smaller files and import them one by one.",
    });
    expect(performance.now() - started).toBeLessThan(20_000);
  });
  it("refuses a PDF whose content stream inflates to 1 GiB before pdf.js inflates it", async () => {
    const bytes = await streamBombPdf(1024);
    expect(bytes.length).toBeLessThan(5 * 1024 * 1024);
    const before = process.memoryUsage().rss;
    const error = await refusal(parse("pdf", "bomb.pdf", bytes));
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.message).toBe(
      "bomb.pdf: a stream of the PDF inflates past 16 MB (FILE_MAX_PDF_STREAM_MB); split the document into smaller files and import them one by one.",
    );
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });
  it("reads a PDF whose streams stay under the limit", async () => {
    const doc = await parse("pdf", "small.pdf", await streamBombPdf(1));
    expect(doc.blocks.length).toBeGreaterThan(0);
  });
  it("fails a PDF that throws inside pdf.js (a stack overflow) with FILE_CORRUPT naming the file, not the library's words", async () => {
    const error = await refusal(parse("pdf", "nested.pdf", nestedPdf(100_000)));
    expect(error.code).toBe("FILE_CORRUPT");
    expect(error.message).toMatch(/^nested\.pdf: the PDF cannot be read/);
    expect(error.message).not.toMatch(/Maximum call stack|RangeError/);
  });
});

describe("PDF images and pages rendered for OCR", () => {
  const withOcr = async (filename: string, bytes: Uint8Array) => {
    const ocr = new PageOcr();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    try {
      const error = await refusal(parseDocument("pdf", bytes, { filename, limits, ocr }));
      return { error, grewMiB: (peak - before) / 1024 / 1024 };
    } finally {
      clearInterval(sampler);
      await ocr.close();
    }
  };
  it("skips a 20,000 × 20,000 image (400 KB packed, 1.6 GB decoded) instead of decoding it", async () => {
    const { error, grewMiB } = await withOcr("image.pdf", imageBombPdf(20_000));
    expect(error.code).toBe("NO_TEXT");
    expect(grewMiB).toBeLessThan(400);
  });
  it("renders a page of 200,000 × 200,000 pt for OCR at most FILE_MAX_IMAGE_MEGAPIXELS large", async () => {
    const { error, grewMiB } = await withOcr("poster.pdf", hugePagePdf(200_000));
    expect(error.code).toBe("NO_TEXT");
    expect(grewMiB).toBeLessThan(400);
  });
});

describe("HTML bounds", () => {
  it("refuses a page nested 100,000 levels deep at once (Readability took 6 minutes on it)", async () => {
    const started = performance.now();
    const error = await refusal(parse("html", "deep.html", nestedHtml(100_000)));
    expect(error).toEqual({
      code: "FILE_TOO_COMPLEX",
      message:
        "deep.html: its elements nest more than 256 levels deep (FILE_MAX_HTML_DEPTH); split the document into smaller files and import them one by one.",
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });
  it("reads a page nested 200 levels deep", async () => {
    const doc = await parse("html", "ok.html", nestedHtml(200));
    expect(doc.blocks.map((b) => b.text).join(" ")).toMatch(/quarterly revenue/);
  });
});
