import type { FileLimits } from "./limits.ts";
import type { PageOcr } from "./ocr.ts";
import { type DocumentKind, FileRejected, type ParsedDocument, type ParseProgress } from "./types.ts";

export interface ParseOptions {
  /** The file's name, for the messages of a file the import refuses. */
  filename: string;
  limits: FileLimits;
  password?: string | undefined;
  ocr: Pick<PageOcr, "recognize"> | null;
  onProgress?: ParseProgress;
}

const NAMES: Record<DocumentKind, string> = {
  pdf: "PDF",
  docx: "Word document",
  html: "HTML page",
  md: "Markdown file",
  txt: "text file",
};

/**
 * Parses a document of a kind `classifyFile` decided; parse failures are `FileRejected` errors.
 * Each parser (pdf.js, mammoth, Readability, marked) is loaded on first use, so a worker that
 * serves no file import never holds them.
 *
 * A parser that throws on the file's bytes (pdf.js's "Maximum call stack size exceeded" on a
 * damaged PDF, a nesting too deep for a recursive parser) fails the same way on every try: it is
 * FILE_CORRUPT at once, not retried, and its message names the file, never the library's words.
 * Errors of the services the parse calls (progress written to PostgreSQL, OCR) are not the file's
 * fault and pass through as they are (retried).
 */
export async function parseDocument(
  kind: DocumentKind,
  bytes: Uint8Array,
  options: ParseOptions,
): Promise<ParsedDocument> {
  const ours = new WeakSet<object>();
  const passThrough = <T>(promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => {
      if (typeof error === "object" && error !== null) ours.add(error);
      throw error;
    });
  const { onProgress, ocr } = options;
  const guarded: ParseOptions = {
    ...options,
    ocr: ocr && { recognize: (image, timeoutMs) => passThrough(ocr.recognize(image, timeoutMs)) },
    ...(onProgress
      ? { onProgress: (done, total) => passThrough(Promise.resolve(onProgress(done, total))) }
      : {}),
  };
  try {
    return await parseWith(kind, bytes, guarded);
  } catch (error) {
    if (error instanceof FileRejected || (typeof error === "object" && error !== null && ours.has(error))) {
      throw error;
    }
    throw new FileRejected(
      "FILE_CORRUPT",
      `${options.filename}: the ${NAMES[kind]} cannot be read: it is damaged or built in a way this import cannot parse; save or export it again (or as another format) and upload the new copy.`,
    );
  }
}

async function parseWith(
  kind: DocumentKind,
  bytes: Uint8Array,
  options: ParseOptions,
): Promise<ParsedDocument> {
  switch (kind) {
    case "pdf":
      return (await import("./pdf.ts")).parsePdf(bytes, options);
    case "docx":
      return (await import("./docx.ts")).parseDocx(bytes, options.filename, options.limits);
    case "html":
      return (await import("./html.ts")).parseHtml(bytes, options.filename, options.limits);
    case "md":
      return (await import("./markdown.ts")).parseMarkdown(bytes);
    case "txt":
      return (await import("./txt.ts")).parseTxt(bytes);
  }
}
