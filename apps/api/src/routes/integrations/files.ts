import { createRoute } from "@hono/zod-openapi";
import {
  deleteFileUpload,
  deleteIntegration,
  findIntegration,
  finishIntegration,
  type IntegrationRow,
  listIntegrationErrors,
  listIntegrationMemories,
  newId,
  setFileUploadPassword,
  setFileUploadSize,
} from "@memory/db";
import { type FileImportResult, readMemoryMetadata } from "@memory/db/schema";
import type { Context } from "hono";
import type { z } from "zod";
import type { App } from "../../app-type.ts";
import type { AppEnv } from "../../context.ts";
import { ApiError, validationError } from "../../errors.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { MAX_ANSWER_MEMORIES } from "./chat.ts";
import { CHAT_PLATFORMS } from "./chat-schemas.ts";
import {
  FileImportFields,
  FileImportForm,
  FileImportResponse,
  MAX_FILE_BYTES,
  MAX_FILE_MB,
  SUPPORTED_TYPES,
} from "./file-schemas.ts";
import { streamUpload } from "./file-upload.ts";
import { integrationResult } from "./job-result.ts";

const PATH = "/v1/integrations/files";

/** The route as the OpenAPI document shows it; the handler reads the form as a stream (no buffering validator). */
const route = createRoute({
  operationId: "importFile",
  method: "post",
  path: PATH,
  tags: ["Integrations"],
  summary: "Import a file (PDF, DOCX, TXT, Markdown, HTML): its passages become memories",
  description: [
    "Multipart upload, streamed: the key and the rate limit (integrations, 10/min) are checked before the body is read, and the bytes go to PostgreSQL in 1 MiB rows as they arrive (a worker on any machine reads them; they are deleted when the import ends, while its status and stats stay). Above 50 MB the upload stops with 413 **FILE_TOO_LARGE** (`max_size_mb`, `file_size_mb`: the declared Content-Length, or what was read of a chunked upload).",
    "",
    "**Type** is decided from the content, never from the name alone: the API refuses what is plainly not a document (images, audio, executables, …) with 415 **INVALID_FILE_TYPE** (`supported_types`); the worker then classifies the bytes for good (PDF; a zip holding `word/document.xml` is DOCX; text is HTML, Markdown or plain text). A zip or JSON file that is not a document is refused by the worker (a failed import whose error is INVALID_FILE_TYPE; within the wait the answer is that 415).",
    "",
    "**Native chat exports** are recognised from their content and imported as a chat (the chat import's conversations, privacy and memory metadata, with `platform` set and the exporting user, when the format names them, as `user_name`): ChatGPT and Claude exports (zip or `conversations.json`; Claude's `memories.json` and `projects.json`), Telegram Desktop `result.json`, WhatsApp `.txt`/`.zip` (iOS and Android, any locale), Slack export zips and DiscordChatExporter JSON. `extract_mode` maps onto the chat modes (comprehensive → all, smart → conversations, highlights → insights, summary → topics); messages shorter than 10 characters are not considered. The answer then carries `platform` and `chat_stats`; the status view shows the chat import's steps. A damaged export fails with FILE_CORRUPT, one without any text message with NO_TEXT.",
    "",
    "**Steps** (status view): `upload` → `parsing` (progress per page) → `chunking` → `memory_creation` (progress per chunk). Cancel with POST /v1/integrations/{id}/cancel. Waits up to FILE_IMPORT_WAIT_MS (default 5 s): finished by then → **201** `completed` with the memories (at most 1000; all are in GET /v1/memories with `metadata.integration_id`); else **202** `processing` (or `uploaded` while queued) with `status_url`; a file that cannot be used → **422** `status: error` with `errors`.",
    "",
    "**Parsing**: PDF with unpdf (pdf.js): `page_number` on every memory; encrypted with an empty user password opens; with a password send the `password` field (else error FILE_ENCRYPTED); damaged cross-reference tables are rebuilt; pages without a text layer are read by OCR (tesseract.js, English; FILE_IMPORT_OCR, on by default; JBIG2, CCITT and JPEG 2000 scans are decoded by pdf.js's WebAssembly decoders); text that extracts as unreadable characters (fonts without a Unicode map) is reported (GARBLED_TEXT) and never stored. DOCX with mammoth: headings, footnotes/endnotes, text boxes, tracked insertions, headers/footers, Strict OOXML; a password-protected Office file (FILE_ENCRYPTED) or a damaged zip (FILE_CORRUPT) fails with a clear error. HTML with Readability over linkedom (main content only; the charset the bytes really have wins over a wrong declaration). Markdown with marked (front matter becomes `metadata.front_matter`, code blocks stay whole). Text in UTF-8 (with or without BOM), UTF-16, Shift_JIS, windows-125x, ISO-8859-x … (jschardet + iconv-lite).",
    "",
    '**Limits** (the worker\'s environment; docs/file-import.md "Limits"): a DOCX package inflates to at most FILE_MAX_UNPACKED_MB (256), one XML part to FILE_MAX_XML_MB (8) and FILE_MAX_XML_ELEMENTS (250,000); a PDF has at most FILE_MAX_PAGES (2,000) pages and no stream inflating past FILE_MAX_PDF_STREAM_MB (16); images past FILE_MAX_IMAGE_MEGAPIXELS (16) are skipped; HTML nests at most FILE_MAX_HTML_DEPTH (256) levels; OCR spends at most FILE_OCR_PAGE_SECONDS (60) on one page, a page past it (or whose image cannot be decoded) is skipped and listed in `errors` as OCR_TIMEOUT / OCR_FAILED / PAGE_UNREADABLE with `item_id` `page N`, the other pages go on. A file over a limit fails at once, not retried, with **FILE_TOO_COMPLEX** naming the file, the limit and what to do; a file its parser cannot read is **FILE_CORRUPT**. A file that stops a worker twice fails with PROCESSING_ERROR naming it.',
    "",
    "**Chunks and modes**: text is cut into chunks of at most `chunk_size` characters on sentence boundaries, a heading always starting a new one, each repeating up to `chunk_overlap` characters of the previous one. `comprehensive`: one memory per passage; `smart` (default): the one or two most important sentences of each passage; `highlights`: only findings and actionable statements (results, decisions, recommendations, obligations, deadlines); `summary`: one memory summarising the document. Importance comes from the content (figures, names, findings, actions). `category` is every memory's category (auto_categorize adds the classifier's as secondary); without it the classifier decides, or `learning` when auto_categorize is false. Each memory's metadata carries `page_number`, `chunk_index`, `section`, `filename`, `file_kind`, `extract_mode`, `integration_id` and the `metadata` field's keys.",
  ].join("\n"),
  security: [{ apiKey: [] }],
  request: {
    body: { required: true, content: { "multipart/form-data": { schema: FileImportForm } } },
  },
  responses: {
    201: {
      description: "Imported within the wait",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: FileImportResponse } },
    },
    202: {
      description: "Uploaded; still processing: follow status_url",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: FileImportResponse } },
    },
    422: {
      description: "The file could not be imported (status `error`; see `errors`)",
      content: { "application/json": { schema: FileImportResponse } },
    },
    ...errorResponses(["FORBIDDEN", "INVALID_FILE_TYPE", "FILE_TOO_LARGE"]),
  },
});

type FileImportBody = z.output<typeof FileImportResponse>;

const invalidType = (message: string, integrationId?: string) =>
  new ApiError("INVALID_FILE_TYPE", message, {
    extras: {
      supported_types: [...SUPPORTED_TYPES],
      ...(integrationId ? { integration_id: integrationId } : {}),
    },
  });

const tooLarge = (bytes: number) =>
  new ApiError(
    "FILE_TOO_LARGE",
    `The file is larger than ${MAX_FILE_MB} MB: split it or compress its images.`,
    {
      extras: { max_size_mb: MAX_FILE_MB, file_size_mb: Math.round((bytes / (1024 * 1024)) * 10) / 10 },
    },
  );

export function registerFileImport(app: App) {
  app.openAPIRegistry.registerPath(route);
  app.post(PATH, requireApiKey("integrations:write"), rateLimit("integrations"), async (c) => {
    const { db, jobs, env } = c.get("services");
    const userId = c.get("caller").userId;
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    // The multipart envelope adds a few hundred bytes: a declared length well above the limit cannot fit.
    if (Number.isFinite(declared) && declared > MAX_FILE_BYTES + 64 * 1024) throw tooLarge(declared);
    const body = c.req.raw.body;
    if (!body) throw validationError("file", "required: send the file as the multipart field `file`");

    const integrationId = newId();
    const discard = async () => {
      // Cascades to the staged upload; nothing of a refused request stays.
      await finishIntegration(db.orm, integrationId, { status: "failed" }).catch(() => undefined);
      await deleteIntegration(db.orm, integrationId).catch(() => undefined);
    };
    const outcome = await streamUpload({
      body,
      headers: Object.fromEntries(c.req.raw.headers),
      db,
      integrationId,
      userId,
      maxBytes: MAX_FILE_BYTES,
    }).catch(async (error: unknown) => {
      await discard();
      throw error;
    });
    if (outcome.kind !== "staged") {
      await discard();
      if (outcome.kind === "too-large")
        throw tooLarge(Number.isFinite(declared) ? declared : outcome.counted + 1);
      if (outcome.kind === "wrong-type") {
        throw invalidType(
          `Unsupported file type (${outcome.detected}): upload a PDF, DOCX, TXT, Markdown or HTML file.`,
        );
      }
      if (outcome.kind === "malformed")
        throw validationError("body", `not a readable multipart form: ${outcome.reason}`);
      throw validationError("file", "required: send the file as the multipart field `file`");
    }
    const parsed = FileImportFields.safeParse(outcome.fields);
    if (!parsed.success) {
      await discard();
      const issue = parsed.error.issues[0];
      throw validationError(issue?.path.join(".") || "form", issue?.message ?? "invalid value");
    }
    const fields = parsed.data;
    if (outcome.size === 0) {
      await discard();
      throw validationError("file", "the file is empty");
    }
    let job: Awaited<ReturnType<typeof jobs.enqueue<"import.file">>>;
    try {
      await setFileUploadSize(db.orm, integrationId, outcome.size);
      if (fields.password) await setFileUploadPassword(db.orm, integrationId, fields.password);
      job = await jobs.enqueue(
        "import.file",
        {
          integrationId,
          userId,
          filename: outcome.filename,
          ...(fields.category ? { category: fields.category } : {}),
          extractMode: fields.extract_mode,
          chunkSize: fields.chunk_size,
          chunkOverlap: fields.chunk_overlap,
          autoCategorize: fields.auto_categorize,
          ...(fields.metadata ? { metadata: fields.metadata } : {}),
          requestId: c.get("requestId"),
        },
        { jobId: integrationId, removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 } },
      );
    } catch (error) {
      await deleteFileUpload(db.orm, integrationId).catch(() => undefined);
      await discard();
      throw error;
    }
    if (env.FILE_IMPORT_WAIT_MS > 0) {
      const events = await jobs.queueEvents("import");
      await job.waitUntilFinished(events, env.FILE_IMPORT_WAIT_MS).catch(() => undefined);
    }
    const row = await findIntegration(db.orm, userId, integrationId);
    if (!row) throw new Error(`integration ${integrationId} vanished`);
    const answer = await fileImportAnswer(c, row, outcome.filename, outcome.size);
    if (answer.status === "error" && answer.errors?.some((e) => e.code === "INVALID_FILE_TYPE")) {
      throw invalidType(
        answer.errors.find((e) => e.code === "INVALID_FILE_TYPE")?.message ?? "unknown",
        integrationId,
      );
    }
    const status = answer.status === "completed" ? 201 : answer.status === "error" ? 422 : 202;
    return c.json(answer, status);
  });
}

async function fileImportAnswer(
  c: Context<AppEnv>,
  row: IntegrationRow,
  filename: string,
  size: number,
): Promise<FileImportBody> {
  const { db } = c.get("services");
  const result = integrationResult(c, "import.file", row);
  const status =
    row.status === "completed"
      ? "completed"
      : row.status === "failed" || row.status === "cancelled"
        ? "error"
        : row.status === "pending"
          ? "uploaded"
          : "processing";
  const memories =
    status === "completed"
      ? await listIntegrationMemories(db.orm, row.userId, row.id, { limit: MAX_ANSWER_MEMORIES })
      : [];
  const errors = status === "error" || row.errorsCount > 0 ? await listIntegrationErrors(db.orm, row.id) : [];
  return {
    integration_id: row.id,
    filename,
    file_size: size,
    status,
    extraction_stats: {
      total_pages: result.total_pages ?? 0,
      text_length: result.text_length ?? 0,
      chunks_created: result.chunks_created ?? 0,
      memories_extracted: row.memoriesCreated,
      categories_detected: result.categories_detected ?? [],
    },
    memories: memories.map((m) => ({
      memory_id: m.id,
      content: m.content,
      category: m.category,
      importance: m.importance,
      page_number: readMemoryMetadata(m.metadata).page_number ?? 1,
    })),
    ...chatExportStats(row, result),
    created_at: row.createdAt.toISOString(),
    ...(row.completedAt ? { completed_at: row.completedAt.toISOString() } : {}),
    status_url: `/v1/integrations/${row.id}/status`,
    ...(errors.length > 0
      ? {
          errors: errors.map((e) => ({
            code: e.code,
            message: e.message,
            ...(e.itemId ? { item_id: e.itemId } : {}),
          })),
        }
      : {}),
  };
}

/** A native chat export ran through the chat import: its platform and what the import found. */
function chatExportStats(
  row: IntegrationRow,
  result: Partial<FileImportResult>,
): Pick<FileImportBody, "platform" | "chat_stats"> {
  const platform = CHAT_PLATFORMS.find((p) => p === row.platform);
  if (!platform) return {};
  return {
    platform,
    chat_stats: {
      total_messages: row.itemsTotal,
      conversations_identified: result.conversations_identified ?? 0,
      topics_detected: result.topics_detected ?? [],
      date_range: result.date_range ?? { start: null, end: null },
    },
  };
}
