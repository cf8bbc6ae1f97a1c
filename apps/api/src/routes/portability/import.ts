import { createRoute, z } from "@hono/zod-openapi";
import {
  appendFileUploadChunk,
  createFileUpload,
  deleteIntegration,
  findIntegration,
  type IntegrationRow,
  insertIntegration,
  listIntegrationErrors,
  newId,
  setFileUploadSize,
  UPLOAD_CHUNK_BYTES,
} from "@memory/db";
import { headerProblem, MAX_EXPORT_LINE_BYTES, MAX_IMPORT_BYTES } from "@memory/jobs";
import type { Context } from "hono";
import type { App } from "../../app-type.ts";
import type { AppEnv } from "../../context.ts";
import { ApiError, validationError } from "../../errors.ts";
import { UploadLiveness } from "../../lib/upload-liveness.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { tooLarge } from "../../middleware/request-body.ts";
import { integrationResult } from "../integrations/job-result.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";

const PATH = "/v1/import";
/** Content types of a JSON Lines body. */
export const IMPORT_CONTENT_TYPES = [
  "application/x-ndjson",
  "application/jsonl",
  "application/json-lines",
  "application/octet-stream",
];
export const IMPORT_PLATFORM = "memory-export";

const MemoryImportResponse = z
  .object({
    integration_id: z.string(),
    status: z.enum(["uploaded", "processing", "completed", "error"]),
    status_url: z.string(),
    file_size: z.number().int(),
    stats: z.object({
      lines_read: z.number().int(),
      memories_restored: z.number().int(),
      duplicates_skipped: z.number().int(),
      parse_errors: z.number().int(),
      lines_skipped: z.number().int().openapi({
        description:
          "Valid lines not applied, each with an error entry: a `privacy` or `bio` line sent with a key without `profile:write` (FORBIDDEN), a memory the database refused (PROCESSING_ERROR)",
      }),
    }),
    errors: z
      .array(z.object({ code: z.string(), message: z.string(), item_id: z.string().optional() }))
      .optional()
      .openapi({ description: "At most 100 entries here; all of them in the status view" }),
    created_at: z.string(),
    completed_at: z.string().optional(),
  })
  .openapi("MemoryImport", {
    example: {
      integration_id: "01936f3e-8a5b-7c2d-9e4f-1a2b3c4d5e6f",
      status: "completed",
      status_url: "/v1/integrations/01936f3e-8a5b-7c2d-9e4f-1a2b3c4d5e6f/status",
      file_size: 48213,
      stats: {
        lines_read: 123,
        memories_restored: 118,
        duplicates_skipped: 2,
        parse_errors: 1,
        lines_skipped: 0,
      },
      errors: [
        { code: "PARSE_ERROR", message: "line 57 is not valid JSON (truncated or garbled)", item_id: "57" },
      ],
      created_at: "2026-11-22T04:30:00.000Z",
      completed_at: "2026-11-22T04:30:02.417Z",
    },
  });

const route = createRoute({
  operationId: "importMemories",
  method: "post",
  path: PATH,
  tags: ["Portability"],
  summary: "Restore a memory export (JSON Lines) into the caller's account",
  description: [
    "The body is a file written by GET /v1/export (any deployment of this service), sent as it is with content type `application/x-ndjson` (or `application/jsonl`, `application/octet-stream`). It is streamed into PostgreSQL staging in 1 MiB rows (a worker on any machine reads it; it is deleted when the import ends), at most 100 MiB (413 **PAYLOAD_TOO_LARGE** with `max_size_bytes`). The first line is checked at once: a file that is not a `memory-service-export` or has another major version is refused with 400 **INVALID_FORMAT** and nothing is stored.",
    "",
    "A worker (`import.memories` job; an integration of type `file`, platform `memory-export`, steps `upload` → `parsing` → `memory_creation`) validates each line, restores each memory with its content, category, type, importance, metadata, slot, search context, timestamps and history, embeds it with this deployment's model and indexes it. Nothing is duplicated: a memory's id derives from its id in the export and the target user, and a memory whose content the account already has is skipped (`duplicates_skipped`), so importing the same file twice adds nothing. A line that is not valid JSON, not a valid line, or holds text PostgreSQL cannot store (a NUL character, a lone UTF-16 surrogate) becomes a PARSE_ERROR entry with `item_id` = its line number, and the rest goes on; a memory the database still refuses (a date out of range) becomes a PROCESSING_ERROR entry the same way; the import ends `completed` with `errors_count`. A leading UTF-8 byte order mark is accepted. Privacy settings are applied and an exported manual bio is applied when the account has none, both only when the key also has `profile:write`: with a key without it, the `privacy` and `bio` lines are skipped, each with a FORBIDDEN entry naming the scope, and the memories are restored (counted in `lines_skipped`). Lines of unknown type are ignored.",
    "",
    "Waits up to FILE_IMPORT_WAIT_MS (default 5 s): finished → **201** `completed`; else **202** `uploaded`/`processing` with `status_url` (GET /v1/integrations/{id}/status shows progress; POST /v1/integrations/{id}/cancel stops it); failed → **422** `error` with `errors`. Scope `memories:write` (with `profile:write` for the settings lines); integrations rate limit (10/min).",
  ].join("\n"),
  security: [{ apiKey: [] }],
  request: {
    body: { required: true, content: { "application/x-ndjson": { schema: z.string() } } },
  },
  responses: {
    201: {
      description: "Restored within the wait",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: MemoryImportResponse } },
    },
    202: {
      description: "Staged; still processing: follow status_url",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: MemoryImportResponse } },
    },
    422: {
      description: "The import failed (status `error`; see `errors`)",
      content: { "application/json": { schema: MemoryImportResponse } },
    },
    ...errorResponses(["FORBIDDEN", "INVALID_FORMAT", "PAYLOAD_TOO_LARGE"]),
  },
});

export function registerImport(app: App) {
  app.openAPIRegistry.registerPath(route);
  app.post(PATH, requireApiKey("memories:write"), rateLimit("integrations"), async (c) => {
    const { db, jobs, env } = c.get("services");
    const userId = c.get("caller").userId;
    const declared = Number(c.req.header("content-length") ?? Number.NaN);
    if (Number.isFinite(declared) && declared > MAX_IMPORT_BYTES) throw tooLarge(MAX_IMPORT_BYTES);
    const body = c.req.raw.body;
    if (!body) throw validationError("body", "required: send the export file as the request body");

    const integrationId = newId();
    let started = false;
    const discard = async () => {
      // Cascades to the staged rows: nothing of a refused request stays.
      if (started) await deleteIntegration(db.orm, integrationId).catch(() => undefined);
    };
    let size = 0;
    const liveness = new UploadLiveness(db, integrationId);
    try {
      let seq = 0;
      let pending: Uint8Array[] = [];
      let pendingBytes = 0;
      const flush = async (all: boolean) => {
        while (pendingBytes >= UPLOAD_CHUNK_BYTES || (all && pendingBytes > 0)) {
          const joined = Buffer.concat(pending, pendingBytes);
          const take = Math.min(UPLOAD_CHUNK_BYTES, joined.length);
          await appendFileUploadChunk(db.orm, integrationId, seq++, joined.subarray(0, take));
          const rest = joined.subarray(take);
          pending = rest.length > 0 ? [rest] : [];
          pendingBytes = rest.length;
        }
      };
      const start = async () => {
        // The header decides before anything is stored: a wrong file is refused at once.
        const joined = Buffer.concat(pending, pendingBytes);
        const end = joined.indexOf(0x0a);
        // TextDecoder drops a leading UTF-8 byte order mark (editors on Windows add one), as the worker's reader does.
        const first = new TextDecoder().decode(joined.subarray(0, end === -1 ? joined.length : end));
        const problem =
          first.trim() === ""
            ? "the body is empty: send a file written by GET /v1/export"
            : headerProblem(first);
        if (problem)
          throw new ApiError("INVALID_FORMAT", `Not a memory export this service reads: ${problem}.`);
        await insertIntegration(db.orm, {
          id: integrationId,
          userId,
          type: "file",
          platform: IMPORT_PLATFORM,
          status: "pending",
          currentStep: "upload",
        });
        started = true;
        await createFileUpload(db.orm, { integrationId, filename: "memory-export.jsonl" });
      };
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        pending.push(chunk);
        pendingBytes += chunk.byteLength;
        if (!started && (pending.some((p) => p.includes(0x0a)) || pendingBytes > MAX_EXPORT_LINE_BYTES))
          await start();
        if (started) {
          await flush(false);
          await liveness.arrived();
        }
      }
      if (!started) await start();
      await flush(true);
      await setFileUploadSize(db.orm, integrationId, size);
    } catch (error) {
      await discard();
      throw error;
    }
    let job: Awaited<ReturnType<typeof jobs.enqueue<"import.memories">>>;
    try {
      job = await jobs.enqueue(
        "import.memories",
        { integrationId, userId, requestId: c.get("requestId"), scopes: [...c.get("caller").scopes] },
        { jobId: integrationId, removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 } },
      );
    } catch (error) {
      await discard();
      throw error;
    }
    if (env.FILE_IMPORT_WAIT_MS > 0) {
      const events = await jobs.queueEvents("import");
      await job.waitUntilFinished(events, env.FILE_IMPORT_WAIT_MS).catch(() => undefined);
    }
    const row = await findIntegration(db.orm, userId, integrationId);
    if (!row) throw new Error(`integration ${integrationId} vanished`);
    const answer = await importAnswer(c, row, size);
    const status = answer.status === "completed" ? 201 : answer.status === "error" ? 422 : 202;
    return c.json(answer, status);
  });
}

async function importAnswer(
  c: Context<AppEnv>,
  row: IntegrationRow,
  size: number,
): Promise<z.output<typeof MemoryImportResponse>> {
  const result = integrationResult(c, "import.memories", row);
  const status =
    row.status === "completed"
      ? "completed"
      : row.status === "failed" || row.status === "cancelled"
        ? "error"
        : row.status === "pending"
          ? "uploaded"
          : "processing";
  const errors =
    row.errorsCount > 0 || status === "error"
      ? await listIntegrationErrors(c.get("services").db.orm, row.id)
      : [];
  return {
    integration_id: row.id,
    status,
    status_url: `/v1/integrations/${row.id}/status`,
    file_size: size,
    stats: {
      lines_read: result.lines_read ?? 0,
      memories_restored: result.memories_restored ?? 0,
      duplicates_skipped: result.duplicates_skipped ?? 0,
      parse_errors: result.parse_errors ?? 0,
      lines_skipped: result.lines_skipped ?? 0,
    },
    ...(errors.length > 0
      ? {
          errors: errors.slice(0, 100).map((e) => ({
            code: e.code,
            message: e.message,
            ...(e.itemId ? { item_id: e.itemId } : {}),
          })),
        }
      : {}),
    created_at: row.createdAt.toISOString(),
    ...(row.completedAt ? { completed_at: row.completedAt.toISOString() } : {}),
  };
}
