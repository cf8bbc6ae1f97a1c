import { readFileSync } from "node:fs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { chunkBlocks } from "../src/pipeline/files/chunk.ts";
import { classifyFile } from "../src/pipeline/files/detect.ts";
import { chunkFacts, SummaryBuilder } from "../src/pipeline/files/facts.ts";
import { isGarbled } from "../src/pipeline/files/garbled.ts";
import { fileLimits } from "../src/pipeline/files/limits.ts";
import { PageOcr } from "../src/pipeline/files/ocr.ts";
import { parseDocument } from "../src/pipeline/files/parse.ts";
import { type Block, FileRejected } from "../src/pipeline/files/types.ts";
import { makeScannedPdf, makeTextPdf } from "./file-data.ts";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/files/${name}`, import.meta.url)));
const parse = async (name: string, bytes: Uint8Array = fixture(name), password?: string) => {
  const c = classifyFile(bytes, name);
  if (c.type !== "document") throw new Error(`not a document: ${JSON.stringify(c)}`);
  return parseDocument(c.kind, bytes, { filename: name, limits: fileLimits(), ocr: null, password });
};
const text = (blocks: Block[]) => blocks.map((b) => b.text).join("\n");
const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FileRejected);
  return error as FileRejected;
};

describe("PDF", () => {
  it("reads a real paper's text layer with page numbers", async () => {
    const doc = await parse("tracemonkey_a11y.pdf");
    expect(doc.kind).toBe("pdf");
    expect(text(doc.blocks)).toMatch(/Trace-based Just-in-Time Type Specialization/);
    expect(doc.blocks.every((b) => b.page === 1)).toBe(true);
  });

  it("keeps each page's number on its text", async () => {
    const doc = await parse("gen.pdf", await makeTextPdf(3));
    expect(doc.totalPages).toBe(3);
    expect(doc.blocks.find((b) => b.text.includes("page 2, item 1"))?.page).toBe(2);
    expect(doc.blocks.find((b) => b.text.includes("page 3, item 1"))?.page).toBe(3);
  });

  it("opens a PDF encrypted with an empty user password", async () => {
    const doc = await parse("issue7665.pdf");
    expect(text(doc.blocks)).toMatch(/Issue 7665/);
  });

  it("asks for the password of a protected PDF, refuses a wrong one and opens with the right one", async () => {
    const none = await rejection(parse("issue6010_1.pdf"));
    expect(none.code).toBe("FILE_ENCRYPTED");
    expect(none.message).toMatch(/password/);
    const wrong = await rejection(parse("issue6010_1.pdf", undefined, "nope"));
    expect(wrong.message).toMatch(/incorrect/);
    const right = await parse("issue6010_1.pdf", undefined, "abc");
    expect(text(right.blocks)).toMatch(/Issue 6010/);
  });

  it("recovers a PDF whose cross-reference table is broken", async () => {
    const doc = await parse("xref_command_missing.pdf");
    expect(text(doc.blocks)).toMatch(/Reduced test-case/);
  });

  it("fails a truncated PDF with FILE_CORRUPT or NO_TEXT, never a crash", async () => {
    const bytes = fixture("tracemonkey_a11y.pdf").subarray(0, 2000);
    const error = await rejection(parse("cut.pdf", bytes));
    expect(["FILE_CORRUPT", "NO_TEXT"]).toContain(error.code);
  });

  it("reads an image-only scan with OCR, page by page, and says so without OCR", async () => {
    const bytes = await makeScannedPdf(2);
    const off = await rejection(parse("scan.pdf", bytes));
    expect(off.code).toBe("NO_TEXT");
    expect(off.message).toMatch(/OCR is off/);
    const ocr = new PageOcr();
    const pages: number[] = [];
    try {
      const doc = await parseDocument("pdf", bytes, {
        filename: "scan.pdf",
        limits: fileLimits(),
        ocr,
        onProgress: (done) => {
          pages.push(done);
          return true;
        },
      });
      expect(pages).toEqual([1, 2]);
      expect(doc.metadata.ocr_pages).toBe(2);
      expect(text(doc.blocks)).toMatch(/timesheets|onboarding|Security reviews|offline mode/i);
      expect(doc.blocks.some((b) => b.page === 2)).toBe(true);
    } finally {
      await ocr.close();
    }
  }, 60_000);

  it.each([
    ["ocrmypdf-jbig2.pdf", "JBIG2"],
    ["ocrmypdf-ccitt.pdf", "CCITT G4"],
    ["linn-dct.pdf", "DCT (the scanner's JPEG)"],
    ["linn-jpx.pdf", "JPX (JPEG 2000)"],
  ])(
    "reads a real %s scan (%s) with OCR: ≥ 90 % of its known words",
    async (name) => {
      // pdf.js decodes these with its WASM decoders; without them the page was blank (NO_TEXT).
      const known = readFileSync(new URL("./fixtures/files/ocrmypdf-linn.txt", import.meta.url), "utf8");
      const wordsOf = (t: string) => new Set(t.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
      const ocr = new PageOcr();
      try {
        const doc = await parseDocument("pdf", fixture(name), { filename: name, limits: fileLimits(), ocr });
        const read = wordsOf(text(doc.blocks));
        const wanted = [...wordsOf(known)];
        expect(wanted.filter((w) => read.has(w)).length / wanted.length).toBeGreaterThanOrEqual(0.9);
      } finally {
        await ocr.close();
      }
    },
    120_000,
  );

  it("reads a French scan with the French model (rule OCR_LANGUAGE): ≥ 90 % of its words, accents included", async () => {
    // OCRmyPDF's francais.pdf, the French pangram; English OCR loses its accents (intérieure, côté, qualité …).
    const known = readFileSync(new URL("./fixtures/files/ocrmypdf-francais.txt", import.meta.url), "utf8");
    const wordsOf = (t: string) => new Set(t.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
    const ocr = new PageOcr();
    try {
      const name = "ocrmypdf-francais.pdf";
      const doc = await parseDocument("pdf", fixture(name), { filename: name, limits: fileLimits(), ocr });
      const read = wordsOf(text(doc.blocks));
      const wanted = [...wordsOf(known)];
      expect(ocr.readWith).toBe("fra");
      expect(wanted.filter((w) => read.has(w)).length / wanted.length).toBeGreaterThanOrEqual(0.9);
    } finally {
      await ocr.close();
    }
  }, 120_000);

  it("detects a real PDF whose text is mojibake (no ToUnicode map): reported, not stored; OCR reads it", async () => {
    const garbled = await rejection(parse("font_ascent_descent.pdf"));
    expect(garbled.code).toBe("GARBLED_TEXT");
    expect(garbled.message).toMatch(/unreadable characters/);
    const ocr = new PageOcr();
    try {
      const doc = await parseDocument("pdf", fixture("font_ascent_descent.pdf"), {
        filename: "font_ascent_descent.pdf",
        limits: fileLimits(),
        ocr,
      });
      expect(doc.metadata).toMatchObject({ garbled_pages: 1, ocr_pages: 1 });
      expect(text(doc.blocks)).toMatch(/Odfjell Drilling/);
    } finally {
      await ocr.close();
    }
  }, 60_000);

  it("detects mojibake (glyph codes instead of letters)", () => {
    expect(
      isGarbled(
        "\uE001\uE002\uE003 \uE004\uE005\uE006 \uE007\uE008 \uE009\uE00A\uE00B\uE00C \uE00D\uE00E\uE00F\uE010 \uE011\uE012 \uE013\uE014\uE015",
      ),
    ).toBe(true);
    expect(
      isGarbled(
        "Xkq Zrtp bcdf ghjk lmnp qrst vwxz bcdf ghjk lmnp qrst vwxz bcdf ghjk lmnp qrst vwxz bcdf ghj kkk",
      ),
    ).toBe(true);
    expect(
      isGarbled("The quarterly revenue grew by 18 percent compared to the previous year in every region."),
    ).toBe(false);
  });
});

describe("DOCX", () => {
  it("includes footnotes and endnotes", async () => {
    const all = text((await parse("footnotes.docx")).blocks);
    expect(all).toMatch(/Ouch/);
    expect(all).toMatch(/A tachyon walks into a bar/);
  });
  it("includes text boxes, tracked insertions (not deletions) and headings as structure", async () => {
    expect(text((await parse("text-box.docx")).blocks)).toMatch(/Datum plane/);
    const tracked = await parse("track-changes.docx");
    expect(tracked.blocks[0]).toMatchObject({ type: "heading", level: 1, text: "Track Changes Test" });
    expect(text(tracked.blocks)).toMatch(/This is new content, that I suggest\./);
  });
  it("includes headers and footers", async () => {
    const all = text((await parse("header-footer.docx")).blocks);
    expect(all).toMatch(/Header text/);
    expect(all).toMatch(/Footer text/);
  });
  it("reads ISO 29500 Strict documents", async () => {
    const doc = await parse("strict-format.docx");
    expect(doc.metadata.strict).toBe(true);
    expect(text(doc.blocks)).toMatch(/Test/);
  });
  it("fails a truncated zip and a password-protected (OLE) document with clear errors", async () => {
    const full = fixture("track-changes.docx");
    const cut = await rejection(parse("cut.docx", full.subarray(0, Math.floor(full.length * 0.6))));
    expect(cut.code).toBe("FILE_CORRUPT");
    const ole = new Uint8Array(2048);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    ole.set(Buffer.from("EncryptedPackage", "utf16le"), 600);
    const encrypted = classifyFile(ole, "secret.docx");
    expect(encrypted).toMatchObject({ type: "unsupported", code: "FILE_ENCRYPTED" });
  });
  it("refuses a zip bomb before inflating it", async () => {
    const bomb = await rejection(parse("zip-bomb.docx"));
    expect(bomb.code).toBe("FILE_TOO_COMPLEX");
    expect(bomb.message).toMatch(
      /^zip-bomb\.docx: the package declares 600 MB unpacked, more than 256 MB \(FILE_MAX_UNPACKED_MB\)/,
    );
  });
  it("refuses a zip that is not a DOCX, and JSON, that no chat-export parser recognised", async () => {
    const zip = new JSZip();
    zip.file("notes.txt", "hello");
    const bytes = await zip.generateAsync({ type: "uint8array" });
    expect(classifyFile(bytes, "export.zip")).toMatchObject({
      type: "unsupported",
      code: "INVALID_FILE_TYPE",
    });
    expect(classifyFile(Buffer.from('[{"a":1}]'), "result.json")).toMatchObject({
      type: "unsupported",
      code: "INVALID_FILE_TYPE",
    });
    expect(classifyFile(fixture("footnotes.docx"), "a.docx")).toMatchObject({ kind: "docx" });
  });
});

describe("HTML, Markdown, text", () => {
  it("keeps an HTML page's main content and headings, drops scripts, styles and navigation", async () => {
    const html = `<!doctype html><html><head><title>Team handbook</title><style>p{color:red}</style><script>var secret = "do not import";</script></head>
<body><nav><a href="/">Home</a> <a href="/about">About us and our menu links</a></nav>
<article><h1>Team handbook</h1><p>All contractors must submit their timesheets before Friday noon, every single week of the year.</p>
<h2>Security</h2><p>Security reviews are required for every change that touches authentication or payment code paths.</p>
<p>The support team answered 4,200 tickets in October with a satisfaction score of 92 percent overall.</p></article>
<footer>Copyright 2025 Example Corp</footer></body></html>`;
    const doc = await parse("page.html", Buffer.from(html));
    const all = text(doc.blocks);
    expect(all).toMatch(/timesheets before Friday noon/);
    expect(all).not.toMatch(/do not import|color:red|About us and our menu/);
    expect(doc.blocks.find((b) => b.text === "Security")).toMatchObject({ type: "heading", level: 2 });
  });
  it("reads an HTML page in windows-1255 that declares no charset, and one whose declared charset is wrong", async () => {
    const hebrew = await parse("windows-1255-hebrew__chromium_windows-1255_with_no_encoding_specified.html");
    expect(text(hebrew.blocks)).toMatch(/הביטחון/);
    const wrong = Buffer.concat([
      Buffer.from('<html><head><meta charset="windows-1252"><title>x</title></head><body><p>'),
      Buffer.from("Привет, мир! Это документ в кодировке UTF-8, хотя заявлена другая.", "utf8"),
      Buffer.from("</p></body></html>"),
    ]);
    expect(text((await parse("wrong.html", wrong)).blocks)).toMatch(/Привет, мир/);
  });
  it("reads Markdown: front matter as metadata, headings, code blocks whole", async () => {
    const md =
      "---\ntitle: Release notes\ntags: [mobile, offline]\n---\n# Version 5.2\n\nThe mobile app **now** supports offline mode for every user.\n\n```sh\nnpm install\n\nnpm run build\n```\n";
    const doc = await parse("notes.md", Buffer.from(md));
    expect(doc.metadata.front_matter).toEqual({ title: "Release notes", tags: ["mobile", "offline"] });
    expect(doc.blocks[0]).toMatchObject({ type: "heading", level: 1, text: "Version 5.2" });
    expect(doc.blocks.find((b) => b.type === "code")?.text).toBe("npm install\n\nnpm run build");
    expect(text(doc.blocks)).toMatch(/The mobile app now supports offline mode/);
  });
  it.each([
    ["utf-8-sig__ude_4.txt", "UTF-8", /プロジェクト/],
    ["UTF-16LE_nobom-utf16le.txt", "UTF-16LE", /DateTime,Bid,Ask/],
    ["SHIFT_JIS__ude_2.txt", "Shift_JIS", /プロジェクト/],
    ["windows-1251-russian__ude_1.txt", "Windows-1251", /В гимназии он не был/],
    ["windows-1252__ude_2.txt", "Windows-1252", /Stipan Arkadiewitsch/],
    ["windows-1255-hebrew__ude_he2.txt", "Windows-1255", /העברית היא שפה/],
    ["iso-8859-9-turkish__ude_1.txt", "ISO-8859-9", /gerçekleştiren/],
  ])("detects the encoding of %s", async (name, encoding, expected) => {
    const doc = await parse(name);
    expect(doc.kind).toBe("txt");
    expect(doc.metadata.encoding).toBe(encoding);
    expect(text(doc.blocks)).toMatch(expected);
  });
  it("decides the kind from the content, not the name", async () => {
    expect(classifyFile(await makeTextPdf(1), "report.docx")).toEqual({ type: "document", kind: "pdf" });
    expect(classifyFile(fixture("footnotes.docx"), "notes.pdf")).toEqual({ type: "document", kind: "docx" });
    expect(classifyFile(Buffer.from("<!DOCTYPE html><html><body><p>Hi</p></body></html>"), "a.txt")).toEqual({
      type: "document",
      kind: "html",
    });
  });
  it("refuses binary data and reports an empty file", () => {
    expect(classifyFile(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 1, 2, 3]), "a.txt")).toMatchObject({
      code: "INVALID_FILE_TYPE",
    });
    expect(classifyFile(new Uint8Array(), "a.txt")).toMatchObject({ code: "EMPTY_FILE" });
  });
});

describe("chunking and extract modes", () => {
  const blocks: Block[] = [
    { type: "heading", text: "Quarterly report", level: 1, page: 1 },
    {
      type: "text",
      text: "This report covers the third quarter. The weather in the city was mild and pleasant. The quarterly revenue grew by 18 percent compared to the previous year. We recommend migrating the billing service to PostgreSQL 16 before the summer.",
      page: 1,
    },
    { type: "heading", text: "Team", level: 2, page: 2 },
    {
      type: "text",
      text: "Maria Lopez leads the data platform team and reports to the CTO. The team had lunch together on several occasions. All contractors must submit their timesheets before Friday noon.",
      page: 2,
    },
    { type: "code", text: "SELECT *\nFROM revenue\nWHERE quarter = 3;", page: 2 },
  ];

  it("cuts on sentence and heading boundaries, keeps code whole and overlaps within a section", () => {
    const chunks = chunkBlocks(blocks, 200, 100);
    expect(chunks.every((c) => c.code || c.text.length <= 200 + 100)).toBe(true);
    expect(chunks.find((c) => c.code)?.text).toBe("SELECT *\nFROM revenue\nWHERE quarter = 3;");
    for (const c of chunks) expect(c.sentences.every((s) => /[.!?;]$/.test(s.text))).toBe(true);
    expect(new Set(chunks.map((c) => c.section))).toEqual(
      new Set(["Quarterly report", "Quarterly report > Team"]),
    );
    const second = chunks[1];
    const first = chunks[0];
    if (!first || !second) throw new Error("expected two chunks");
    expect(second.text.startsWith(first.sentences.at(-1)?.text ?? "?")).toBe(true);
    expect(chunks.find((c) => c.text.includes("Maria"))?.page).toBe(2);
  });

  it("keeps a passage's best sentences in smart mode in a language whose cue words it lacks (rule CUES_OF_ITS_LANGUAGE)", () => {
    const japanese: Block[] = [
      { type: "heading", text: "会社の紹介", level: 1, page: 1 },
      {
        type: "text",
        text: "私たちの会社は京都にある小さな印刷所です。祖父が創業し、今は父と私で経営しています。毎年春に地元の作家の詩集を出版しています。",
        page: 1,
      },
    ];
    const smart = chunkBlocks(japanese, 1000, 200).flatMap((c) => chunkFacts(c, "smart"));
    expect(smart.length).toBeGreaterThan(0);
    expect(smart.length).toBeLessThanOrEqual(2);
    expect(smart.every((f) => /[\p{Script=Han}\p{Script=Hiragana}]/u.test(f.content))).toBe(true);
  });

  it("gives different memories per mode", () => {
    const chunks = chunkBlocks(blocks, 1000, 200);
    const comprehensive = chunks.flatMap((c) => chunkFacts(c, "comprehensive"));
    const smart = chunks.flatMap((c) => chunkFacts(c, "smart"));
    const highlights = chunks.flatMap((c) => chunkFacts(c, "highlights"));
    const summary = new SummaryBuilder();
    for (const c of chunks) summary.add(c);
    const summarised = summary.build("report.pdf");
    // comprehensive: every passage, including the code and the small talk
    expect(comprehensive).toHaveLength(3);
    expect(comprehensive.map((f) => f.content).join(" ")).toMatch(/weather in the city was mild/);
    // smart: the most important sentences of each passage, not the filler
    expect(smart.map((f) => f.content)).toEqual([
      "The quarterly revenue grew by 18 percent compared to the previous year.",
      "We recommend migrating the billing service to PostgreSQL 16 before the summer.",
      "Maria Lopez leads the data platform team and reports to the CTO.",
      "All contractors must submit their timesheets before Friday noon.",
    ]);
    // highlights: findings and actions only
    expect(highlights.map((f) => f.content)).toEqual([
      "The quarterly revenue grew by 18 percent compared to the previous year.",
      "We recommend migrating the billing service to PostgreSQL 16 before the summer.",
      "All contractors must submit their timesheets before Friday noon.",
    ]);
    // summary: one memory
    expect(summarised).toHaveLength(1);
    expect(summarised[0]?.content).toMatch(/^Summary of report\.pdf: .*revenue grew by 18 percent/);
    expect(smart.find((f) => f.content.startsWith("Maria"))).toMatchObject({
      page: 2,
      section: "Quarterly report > Team",
    });
    expect(highlights.every((f) => f.importance >= 0.6)).toBe(true);
  });
});
