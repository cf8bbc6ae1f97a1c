import { availableParallelism } from "node:os";
import { fileImportEnv, modelEnv, parseEnv, socialEnv, storageEnv, withSecretFiles, z } from "@memory/config";
import { type QueueName, queueNames } from "@memory/jobs";

const bounded = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/**
 * Bounds of one file import's parsing, so that no file can take a worker past its heap (see
 * docs/file-import.md, "Limits"). A file over one fails at once with FILE_TOO_COMPLEX, not retried.
 */
export const fileLimitsEnv = {
  /** A DOCX (zip) package: the bytes all its entries inflate to, counted while inflating. */
  FILE_MAX_UNPACKED_MB: bounded(1, 4096, 256),
  /** One XML part of a DOCX (word/document.xml, …): mammoth builds a DOM of it (~45 MB of heap per MB). */
  FILE_MAX_XML_MB: bounded(1, 1024, 8),
  /** Elements (start tags) of one XML part of a DOCX. */
  FILE_MAX_XML_ELEMENTS: bounded(1000, 50_000_000, 250_000),
  /** Pages of a PDF, read from the document before any page is parsed. */
  FILE_MAX_PAGES: bounded(1, 1_000_000, 2000),
  /**
   * One FlateDecode stream of a PDF (a page's content, a font; not an image), inflated: a page of
   * 16 MB of text operators takes pdf.js ~14 s and ~300 MB.
   */
  FILE_MAX_PDF_STREAM_MB: bounded(1, 4096, 16),
  /**
   * Pixels of one image in a PDF that pdf.js decodes (larger ones are skipped: a 20,000 × 20,000
   * image packs into a few KB and decodes to 1.6 GB), and of a page rendered for OCR (its scale is
   * lowered to fit). 16 MP holds an A4 page scanned at 400 DPI (15.5 MP).
   */
  FILE_MAX_IMAGE_MEGAPIXELS: bounded(1, 1000, 16),
  /** How deep the elements of an HTML page may nest (Readability's time grows steeply with depth). */
  FILE_MAX_HTML_DEPTH: bounded(16, 100_000, 256),
};

/**
 * How OCR of a PDF's image-only pages is bounded and shared (docs/file-import.md, "Limits"). A page
 * over its time is not the file's failure: it is skipped and listed in the import's errors.
 */
export const fileOcrEnv = {
  /**
   * Seconds tesseract may spend on one page (decimals allowed); past it the page's worker is ended
   * (its thread and memory with it) and the page listed as OCR_TIMEOUT. A dense A4 page takes ~3 s.
   */
  FILE_OCR_PAGE_SECONDS: z.coerce.number().min(0.001).max(3600).default(60),
  /** Tesseract workers (threads) one import reads pages with at once: by default 2 where the machine has 2 cores. */
  FILE_OCR_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(() => Math.min(2, availableParallelism())),
};

export const workerEnvSchema = z.object({
  ...storageEnv,
  ...modelEnv,
  ...socialEnv,
  ...fileImportEnv,
  ...fileLimitsEnv,
  ...fileOcrEnv,
  /** Which queues this process serves (comma-separated); run one process per group to scale a kind alone. */
  WORKER_QUEUES: z
    .string()
    .default(queueNames.join(","))
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(queueNames as [QueueName, ...QueueName[]])).min(1)),
  /**
   * Overrides every queue's job lock (and the stalled-job check): a crashed worker's jobs come back
   * after about this long. Unset: the per-queue values of the job catalog (30–60 s). Tests shorten it.
   */
  JOB_LOCK_DURATION_MS: z.coerce.number().int().min(500).max(600_000).optional(),
  /** OCR (tesseract.js, packaged English data) of PDF pages without a text layer during file imports. */
  FILE_IMPORT_OCR: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  /**
   * A file touched every 5 s while Redis is connected and every queue worker runs: Docker's
   * healthcheck reads its age (the worker has no HTTP port). Unset: no heartbeat.
   */
  WORKER_HEARTBEAT_FILE: z.string().min(1).optional(),
  /**
   * A memory import (POST /v1/import) writes and indexes a batch once its lines reach this many
   * bytes (or 200 lines): one Qdrant upsert carries the batch's metadata, and Qdrant refuses
   * requests over its max_request_size_mb (32 MiB by default). A line is at most 4 MiB, so keep this
   * plus 4 MiB under that limit.
   */
  MEMORY_IMPORT_BATCH_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(256 * 1024 * 1024)
    .default(8 * 1024 * 1024),
  /** Webhooks may target loopback, private and link-local addresses, and plain http (self-hosters on one network; tests). */
  WEBHOOK_ALLOW_PRIVATE_URLS: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** Encrypts webhook signing secrets at rest (AES-256-GCM); the worker needs the same value. Unset: stored as is. */
  WEBHOOK_SECRET_KEY: z.string().min(32).optional(),
  /** Attempts per webhook delivery (the first included). With the base below: about 24 h of retries. */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(30).default(12),
  /** First retry delay of a webhook delivery, doubling after each failed attempt (tests shorten it). */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(42_000),
  /** An endpoint is disabled after this many consecutive deliveries failed all their attempts. */
  WEBHOOK_DISABLE_AFTER: z.coerce.number().int().min(1).max(1000).default(5),
  /** How long one webhook attempt waits for the endpoint's answer. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How long SIGTERM waits for in-flight jobs before handing them back to the queue. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).default(25_000),
});

export type WorkerEnv = z.output<typeof workerEnvSchema>;

export function loadWorkerEnv(env: Record<string, string | undefined>): WorkerEnv {
  return parseEnv(workerEnvSchema, withSecretFiles(env, ["SOCIAL_TOKEN_KEY"]));
}
