import { getDocumentProxy } from "unpdf";
import { isGarbled } from "./garbled.ts";
import { type FileLimits, tooComplex } from "./limits.ts";
import { PageOcrFailed } from "./ocr.ts";
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
  const pages = new PdfPages(options, total);
  try {
    await readPages(pdf, total, options, pages);
  } finally {
    await close(pdf);
  }
  return pages.document();
}

/**
 * Reads the pages in order, pipelined: while up to FILE_OCR_WORKERS pages are read by tesseract
 * (each worker its own thread), the next page's text layer is read and the page rendered. Pages
 * end in order (their blocks, warnings and progress); a cancellation stops at the next page.
 */
async function readPages(pdf: Pdf, total: number, options: PdfOptions, pages: PdfPages): Promise<void> {
  const { ocr, limits } = options;
  const parallel = ocr ? limits.ocrWorkers : 1;
  const inflight: PreparedPage[] = [];
  const finishOldest = async () => {
    const oldest = inflight.shift();
    return oldest ? pages.finish(oldest) : true;
  };
  try {
    for (let n = 1; n <= total; n++) {
      const page = await preparePage(pdf, n, ocr ? limits.maxImagePixels : null);
      while (inflight.length >= parallel) if (!(await finishOldest())) return;
      if (page.image && ocr) {
        page.ocr = ocr.recognize(page.image, limits.ocrPageMs);
        // Awaited in finish(); a failure meanwhile is not an unhandled rejection.
        page.ocr.catch(() => undefined);
        page.image = null;
      }
      inflight.push(page);
    }
    while (inflight.length > 0) if (!(await finishOldest())) return;
  } finally {
    // OCR still running when something failed is waited for, so its workers go back idle.
    await Promise.all(inflight.map((p) => p.ocr?.catch(() => undefined)));
  }
}

/** What the pages gave: blocks in reading order, warnings (the errors list), and the counts. */
class PdfPages {
  private readonly blocks: Block[] = [];
  private readonly warnings: ParsedDocument["warnings"] = [];
  private ocrPages = 0;
  private garbledPages = 0;
  private emptyPages = 0;
  private unreadablePages = 0;
  private readonly options: PdfOptions;
  private readonly total: number;

  constructor(options: PdfOptions, total: number) {
    this.options = options;
    this.total = total;
  }

  /** Ends a page whose text (and OCR, if it needed one) is in; false: the import was cancelled. */
  async finish(page: PreparedPage): Promise<boolean> {
    let text = page.text;
    if (page.needsOcr) {
      if (page.garbled) this.garbledPages++;
      const read = await this.ocrText(page);
      if (read !== null) {
        text = read;
        this.ocrPages++;
      } else {
        text = "";
      }
    }
    this.blocks.push(...pageBlocks(text, page.n));
    return (await this.options.onProgress?.(page.n, this.total)) !== false;
  }

  /** The page's OCR text when it has readable letters; else null, with the page's warning. */
  private async ocrText(page: PreparedPage): Promise<string | null> {
    const ocrOn = this.options.ocr !== null;
    const failure =
      page.unreadable ??
      (await page.ocr?.then(
        () => undefined,
        (e: unknown) => e,
      ));
    if (failure !== undefined) {
      // A tesseract that cannot start is the service's fault, not the page's: retried.
      if (page.unreadable === undefined && !(failure instanceof PageOcrFailed)) throw failure;
      this.unreadablePages++;
      this.warnings.push(unreadablePage(page.n, failure, this.options.limits));
      return null;
    }
    const read = page.ocr ? await page.ocr : null;
    if (read !== null && (read.match(/\p{L}/gu) ?? []).length >= MIN_PAGE_LETTERS && !isGarbled(read))
      return read;
    if (page.garbled) {
      this.warnings.push({
        code: "GARBLED_TEXT",
        message: `Page ${page.n}: its text extracts as unreadable characters (a font without a Unicode map)${ocrOn ? " and OCR found nothing readable" : "; OCR is off"}: the page was skipped.`,
        itemId: `page ${page.n}`,
      });
    } else this.emptyPages++;
    return null;
  }

  document(): ParsedDocument {
    const ocrOn = this.options.ocr !== null;
    const { blocks, warnings } = this;
    if (this.emptyPages > 0 && blocks.length > 0) {
      warnings.push({
        code: "NO_TEXT",
        message: `${this.emptyPages} page(s) have no text layer${ocrOn ? " and OCR found no text on them" : " (OCR is off: FILE_IMPORT_OCR)"}.`,
      });
    }
    if (blocks.length === 0) throw this.noText();
    return {
      kind: "pdf",
      blocks,
      totalPages: this.total,
      metadata: { ocr_pages: this.ocrPages, garbled_pages: this.garbledPages },
      warnings,
    };
  }

  private noText(): FileRejected {
    const ocrOn = this.options.ocr !== null;
    if (this.unreadablePages > 0) {
      return new FileRejected(
        "NO_TEXT",
        `The PDF has no text: no page has a text layer, and OCR could not read ${this.unreadablePages} of its ${this.total} page(s). ${this.warnings[0]?.message ?? ""}`.trim(),
      );
    }
    if (this.garbledPages > 0) {
      return new FileRejected(
        "GARBLED_TEXT",
        `The PDF's text extracts as unreadable characters (its fonts have no Unicode map)${ocrOn ? " and OCR found nothing readable" : "; turn OCR on (FILE_IMPORT_OCR=true) or export the PDF again with embedded Unicode fonts"}.`,
      );
    }
    return new FileRejected(
      "NO_TEXT",
      ocrOn
        ? "The PDF has no text: no page has a text layer and OCR recognised nothing."
        : "The PDF has no text layer (a scan?) and OCR is off (FILE_IMPORT_OCR=false): turn it on or upload a PDF with text.",
    );
  }
}

/** The errors-list entry of a page OCR could not read: what happened, and what to do. */
function unreadablePage(n: number, failure: unknown, limits: FileLimits): ParsedDocument["warnings"][number] {
  const itemId = `page ${n}`;
  if (failure instanceof PageOcrFailed && failure.timedOut) {
    return {
      code: "OCR_TIMEOUT",
      message: `Page ${n}: OCR ran past ${limits.ocrPageMs / 1000} s (FILE_OCR_PAGE_SECONDS) and was stopped; the page was skipped. Raise FILE_OCR_PAGE_SECONDS, or upload the page again as a cleaner or smaller scan.`,
      itemId,
    };
  }
  if (failure instanceof PageOcrFailed) {
    return {
      code: "OCR_FAILED",
      message: `Page ${n}: OCR failed on the page's image; the page was skipped. Scan or export the page again and upload it on its own.`,
      itemId,
    };
  }
  return {
    code: "PAGE_UNREADABLE",
    message: `Page ${n}: its image could not be decoded for OCR (a damaged or unsupported image); the page was skipped. Scan or export the page again and upload it on its own.`,
    itemId,
  };
}

interface PreparedPage {
  n: number;
  text: string;
  garbled: boolean;
  /** No text layer (or a garbled one): the page's text comes from OCR, if it is on. */
  needsOcr: boolean;
  /** The rendered page until it is handed to OCR. */
  image: Uint8Array | null;
  /** Why the page could not be rendered for OCR (its image failed to decode). */
  unreadable?: unknown;
  ocr?: Promise<string>;
}

/**
 * A page's text layer, and its rendering for OCR (at most `ocrPixels`; null: OCR is off) when the
 * text layer has nothing readable. A rendering that fails (an image pdf.js cannot decode) marks
 * the page unreadable; the other pages go on.
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
  const prepared: PreparedPage = { n, text, garbled, needsOcr, image: null };
  if (needsOcr && ocrPixels !== null) {
    try {
      prepared.image = await renderPageForOcr(pdf, n, ocrPixels);
    } catch (error) {
      prepared.unreadable = error;
    }
  }
  return prepared;
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
