import { getDocumentProxy } from "unpdf";
import { isGarbled } from "./garbled.ts";
import { tooComplex } from "./limits.ts";
import { renderPageForOcr } from "./page-image.ts";
import type { ParseOptions } from "./parse.ts";
import { checkPdfStreams } from "./pdf-streams.ts";
import { PDFJS_WASM_URL, usePdfjsWithDecoders } from "./pdfjs.ts";
import { type Block, FileRejected, type ParsedDocument } from "./types.ts";

/** `ocr`: for pages without a text layer (and pages whose text is garbled); null turns it off. */
export type PdfOptions = ParseOptions;

/** Below this many letters a page counts as having no text layer. */
const MIN_PAGE_LETTERS = 3;

/**
 * Reads a PDF page by page with unpdf (pdf.js), releasing each page before the next, so a
 * 1,000-page file holds one page's objects at a time. Encrypted files with an empty user password
 * open as they are; with a password they need the `password` form field. Broken cross-reference
 * tables are recovered by pdf.js's reconstruction. Pages without text go to OCR when it is on.
 * Bounded before any page is read: the page count (FILE_MAX_PAGES) and every inflated stream
 * (FILE_MAX_PDF_STREAM_MB, which bounds a page's text work too: pdf.js reads a page's content
 * in one go, without yielding, so a time limit per page could not interrupt it).
 */
export async function parsePdf(bytes: Uint8Array, options: PdfOptions): Promise<ParsedDocument> {
  const { filename, limits } = options;
  checkPdfStreams(bytes, filename, limits);
  const pdf = await open(bytes, options.password, filename, limits.maxImagePixels);
  const total = pdf.numPages;
  if (total > limits.maxPages) {
    await close(pdf);
    throw tooComplex(
      filename,
      `it has ${total.toLocaleString("en")} pages, more than ${limits.maxPages.toLocaleString("en")}`,
      "FILE_MAX_PAGES",
    );
  }
  const blocks: Block[] = [];
  const warnings: ParsedDocument["warnings"] = [];
  let ocrPages = 0;
  let garbledPages = 0;
  let emptyPages = 0;

  /** Ends a page whose text (and OCR, if it needed one) is in: its blocks, warnings and progress. */
  const finish = async (page: PreparedPage): Promise<boolean> => {
    let text = page.text;
    if (page.needsOcr) {
      if (page.garbled) garbledPages++;
      const ocrText = page.ocr ? await page.ocr : null;
      if (
        ocrText !== null &&
        (ocrText.match(/\p{L}/gu) ?? []).length >= MIN_PAGE_LETTERS &&
        !isGarbled(ocrText)
      ) {
        text = ocrText;
        ocrPages++;
      } else {
        if (page.garbled) {
          warnings.push({
            code: "GARBLED_TEXT",
            message: `Page ${page.n}: its text extracts as unreadable characters (a font without a Unicode map)${options.ocr ? " and OCR found nothing readable" : "; OCR is off"}: the page was skipped.`,
            itemId: `page ${page.n}`,
          });
        } else emptyPages++;
        text = "";
      }
    }
    blocks.push(...pageBlocks(text, page.n));
    return (await options.onProgress?.(page.n, total)) !== false;
  };

  // Pipelined: page N+1 is read and rendered while tesseract (its own thread) reads page N.
  let last: PreparedPage | null = null;
  try {
    for (let n = 1; n <= total; n++) {
      const page = await preparePage(pdf, n, options.ocr !== null ? limits.maxImagePixels : null);
      const previous = last;
      last = page;
      if (previous && !(await finish(previous))) return done();
      if (page.image && options.ocr) {
        page.ocr = options.ocr.recognize(page.image);
        // Awaited in finish(); a failure meanwhile is not an unhandled rejection.
        page.ocr.catch(() => undefined);
        page.image = null;
      }
    }
    if (last) await finish(last);
  } finally {
    // An OCR still running when something failed is waited for, so its worker goes back idle.
    await last?.ocr?.catch(() => undefined);
    await close(pdf);
  }
  return done();

  function done(): ParsedDocument {
    if (emptyPages > 0 && blocks.length > 0) {
      warnings.push({
        code: "NO_TEXT",
        message: `${emptyPages} page(s) have no text layer${options.ocr ? " and OCR found no text on them" : " (OCR is off: FILE_IMPORT_OCR)"}.`,
      });
    }
    if (blocks.length === 0) {
      if (garbledPages > 0) {
        throw new FileRejected(
          "GARBLED_TEXT",
          `The PDF's text extracts as unreadable characters (its fonts have no Unicode map)${options.ocr ? " and OCR found nothing readable" : "; turn OCR on (FILE_IMPORT_OCR=true) or export the PDF again with embedded Unicode fonts"}.`,
        );
      }
      throw new FileRejected(
        "NO_TEXT",
        options.ocr
          ? "The PDF has no text: no page has a text layer and OCR recognised nothing."
          : "The PDF has no text layer (a scan?) and OCR is off (FILE_IMPORT_OCR=false): turn it on or upload a PDF with text.",
      );
    }
    return {
      kind: "pdf",
      blocks,
      totalPages: total,
      metadata: { ocr_pages: ocrPages, garbled_pages: garbledPages },
      warnings,
    };
  }
}

interface PreparedPage {
  n: number;
  text: string;
  garbled: boolean;
  /** No text layer (or a garbled one): the page's text comes from OCR, if it is on. */
  needsOcr: boolean;
  /** The rendered page until it is handed to OCR. */
  image: Uint8Array | null;
  ocr?: Promise<string>;
}

/**
 * A page's text layer, and its rendering for OCR (at most `ocrPixels`; null: OCR is off) when the
 * text layer has nothing readable.
 */
async function preparePage(pdf: Pdf, n: number, ocrPixels: number | null): Promise<PreparedPage> {
  const page = await pdf.getPage(n);
  let text = "";
  try {
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!("str" in item)) continue;
      text += item.str;
      if (item.hasEOL) text += "\n";
    }
  } finally {
    page.cleanup();
  }
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const garbled = letters >= MIN_PAGE_LETTERS && isGarbled(text);
  const needsOcr = letters < MIN_PAGE_LETTERS || garbled;
  const image = needsOcr && ocrPixels !== null ? await renderPageForOcr(pdf, n, ocrPixels) : null;
  return { n, text, garbled, needsOcr, image };
}

type Pdf = Awaited<ReturnType<typeof getDocumentProxy>>;

async function close(pdf: Pdf): Promise<void> {
  await pdf.cleanup().catch(() => undefined);
  await pdf.loadingTask?.destroy().catch(() => undefined);
}

async function open(
  bytes: Uint8Array,
  password: string | undefined,
  filename: string,
  maxImagePixels: number,
): Promise<Pdf> {
  await usePdfjsWithDecoders();
  try {
    // pdf.js takes ownership of the buffer it is given: hand it a copy.
    return await getDocumentProxy(new Uint8Array(bytes), {
      ...(password ? { password } : {}),
      stopAtErrors: false,
      // Larger images are skipped, not decoded (FILE_MAX_IMAGE_MEGAPIXELS).
      maxImageSize: maxImagePixels,
      // JBIG2, CCITT and JPX scans are decoded by pdf.js's WASM decoders (./pdfjs.ts).
      wasmUrl: PDFJS_WASM_URL,
    });
  } catch (error) {
    const e = error as { name?: string; code?: number; message?: string };
    if (e.name === "PasswordException") {
      throw new FileRejected(
        "FILE_ENCRYPTED",
        e.code === 2
          ? `${filename}: the PDF's password is incorrect: send the right one in the \`password\` form field.`
          : `${filename}: the PDF is protected by a password: send it in the \`password\` form field, or upload an unprotected copy.`,
      );
    }
    throw new FileRejected(
      "FILE_CORRUPT",
      `${filename}: the PDF cannot be read: it is damaged or truncated; export it again and upload the new copy.`,
    );
  }
}

/** A page's text as paragraphs: blank lines separate them, line breaks inside one are joined (hyphens mended). */
function pageBlocks(text: string, page: number): Block[] {
  return text
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .replace(/(\p{L})-\n(\p{Ll})/gu, "$1$2")
        .replace(/\s*\n\s*/g, " ")
        .replace(/[ \t]+/g, " ")
        .trim(),
    )
    .filter((p) => p.length > 0)
    .map((p) => ({ type: "text" as const, text: p, page }));
}
