import { z } from "@memory/config";
import { fileLimitsEnv, fileOcrEnv, type WorkerEnv } from "../../env.ts";
import { FileRejected } from "./types.ts";

/** The bounds of one file's parsing, in bytes and counts (from the environment: `fileLimitsEnv`). */
export interface FileLimits {
  maxUnpackedBytes: number;
  maxXmlBytes: number;
  maxXmlElements: number;
  maxPages: number;
  maxPdfStreamBytes: number;
  maxHtmlDepth: number;
  maxImagePixels: number;
  /** Time of one page's OCR (FILE_OCR_PAGE_SECONDS): past it the page is skipped and listed. */
  ocrPageMs: number;
  /** Pages of one import read by OCR at once, each on its own tesseract worker (FILE_OCR_WORKERS). */
  ocrWorkers: number;
}

const MIB = 1024 * 1024;

export function fileLimits(
  env: Pick<WorkerEnv, keyof typeof fileLimitsEnv | keyof typeof fileOcrEnv> = z
    .object({ ...fileLimitsEnv, ...fileOcrEnv })
    .parse({}),
): FileLimits {
  return {
    maxUnpackedBytes: env.FILE_MAX_UNPACKED_MB * MIB,
    maxXmlBytes: env.FILE_MAX_XML_MB * MIB,
    maxXmlElements: env.FILE_MAX_XML_ELEMENTS,
    maxPages: env.FILE_MAX_PAGES,
    maxPdfStreamBytes: env.FILE_MAX_PDF_STREAM_MB * MIB,
    maxHtmlDepth: env.FILE_MAX_HTML_DEPTH,
    maxImagePixels: env.FILE_MAX_IMAGE_MEGAPIXELS * 1_000_000,
    ocrPageMs: env.FILE_OCR_PAGE_SECONDS * 1000,
    ocrWorkers: env.FILE_OCR_WORKERS,
  };
}

/** A limit's value as the message shows it: "64 MB", "2,000 pages". */
export const megabytes = (bytes: number) => `${Math.round(bytes / MIB).toLocaleString("en")} MB`;

/**
 * A file over one of the limits: FILE_TOO_COMPLEX (never retried), naming the file, what went
 * past which limit and its setting, and what to do, e.g. "report.docx: word/document.xml inflates
 * past 8 MB (FILE_MAX_XML_MB); split the document into smaller files and import them one by one".
 */
export function tooComplex(
  filename: string,
  what: string,
  setting: keyof typeof fileLimitsEnv,
): FileRejected {
  return new FileRejected(
    "FILE_TOO_COMPLEX",
    `${filename}: ${what} (${setting}); split the document into smaller files and import them one by one.`,
  );
}
