import type { JobPayload } from "@memory/jobs";

export type FileImportPayload = JobPayload<"import.file">;

/** How a file import ended, as the job returns it. */
export interface FileImportSummary {
  integrationId: string;
  status: "completed" | "cancelled" | "skipped" | "failed";
  memoriesCreated: number;
  chunks: number;
  pages: number;
}

/** The document kinds the file import parses itself (chat exports are recognised in detect.ts). */
export const DOCUMENT_KINDS = ["pdf", "docx", "txt", "md", "html"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** One structural piece of a parsed document, in reading order. */
export interface Block {
  type: "heading" | "text" | "code";
  text: string;
  /** Heading level 1..6 (headings only). */
  level?: number;
  /** 1-based page (PDF); 1 for documents without pages. */
  page: number;
}

export interface ParsedDocument {
  kind: DocumentKind;
  blocks: Block[];
  totalPages: number;
  /** What the parser learnt about the file (encoding, front matter, title, OCR pages, …). */
  metadata: Record<string, unknown>;
  /** Problems that did not stop the import (a garbled page, an OCR page that gave nothing): logged and listed as errors. */
  warnings: { code: string; message: string; itemId?: string }[];
}

/**
 * A file the import cannot use: the message says what to do next. `code` is the error code in
 * the status view (INVALID_FILE_TYPE, FILE_ENCRYPTED, FILE_CORRUPT, EMPTY_FILE, NO_TEXT).
 */
export class FileRejected extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = "FileRejected";
    this.code = code;
  }
}

/** Progress callback of a parser: `done` of `total` pages (or 1 of 1 for documents without pages). */
export type ParseProgress = (
  done: number,
  total: number,
) => Promise<boolean | undefined> | boolean | undefined;
