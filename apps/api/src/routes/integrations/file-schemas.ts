import { z } from "@hono/zod-openapi";
import { CATEGORIES } from "@memory/db";
import { findJsonProblem, textProblem } from "../../lib/json-guard.ts";
import { CHAT_PLATFORMS } from "./chat-schemas.ts";

export const SUPPORTED_TYPES = ["pdf", "docx", "txt", "md", "html"] as const;
export const MAX_FILE_MB = 50;
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;

const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", "on", "off"])
    .default(fallback ? "true" : "false")
    .transform((v) => ["true", "1", "yes", "on"].includes(v));

/**
 * The JSON form fields get the checks of a JSON body (`findJsonProblem`): what PostgreSQL cannot
 * store is a 400 naming the field (`metadata.note`), never a failed import with SQL in its status.
 */
function metadataObject(v: string | undefined, ctx: z.RefinementCtx): Record<string, unknown> | undefined {
  if (v === undefined || v.trim() === "") return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    // reported below
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    ctx.addIssue({ code: "custom", message: 'must be a JSON object, e.g. {"project":"alpha"}' });
    return z.NEVER;
  }
  const problem = findJsonProblem(parsed);
  if (problem) {
    ctx.addIssue({ code: "custom", message: problem.reason, path: problem.field.split(".") });
    return z.NEVER;
  }
  return parsed as Record<string, unknown>;
}

/** A text form field that must be storable as it is (no NUL, no lone surrogate). */
const storableText = (max: number) =>
  z
    .string()
    .max(max)
    .superRefine((v, ctx) => {
      const reason = textProblem(v);
      if (reason) ctx.addIssue({ code: "custom", message: reason });
    });

/** The text fields of the multipart form (the `file` part is streamed, not validated here). */
export const FileImportFields = z
  .object({
    category: z.enum(CATEGORIES).optional().openapi({ description: "Default category of the memories" }),
    extract_mode: z.enum(["comprehensive", "smart", "highlights", "summary"]).default("smart"),
    chunk_size: z.coerce.number().int().min(100).max(10_000).default(1000),
    chunk_overlap: z.coerce.number().int().min(0).max(9_999).default(200),
    auto_categorize: bool(true),
    metadata: z.string().max(16_384).optional().transform(metadataObject),
    password: storableText(1024).optional(),
  })
  .refine((f) => f.chunk_overlap < f.chunk_size, {
    message: "must be smaller than chunk_size",
    path: ["chunk_overlap"],
  });

/** The form as documented in the OpenAPI description (the route reads it as a stream). */
export const FileImportForm = z
  .object({
    file: z.string().openapi({
      type: "string",
      format: "binary",
      description: "PDF, DOCX, TXT, MD or HTML, at most 50 MB",
    }),
    category: z.enum(CATEGORIES).optional(),
    extract_mode: z
      .enum(["comprehensive", "smart", "highlights", "summary"])
      .optional()
      .openapi({ default: "smart" }),
    chunk_size: z.number().int().min(100).max(10_000).optional().openapi({ default: 1000 }),
    chunk_overlap: z
      .number()
      .int()
      .min(0)
      .optional()
      .openapi({ default: 200, description: "0 .. chunk_size-1" }),
    auto_categorize: z.boolean().optional().openapi({ default: true }),
    metadata: z.string().optional().openapi({
      description:
        "A JSON object (as a string) copied onto every memory. Checked like a JSON body: a NUL character (\\u0000) or a lone UTF-16 surrogate in a key or value, or nesting deeper than 32 levels, is 400 VALIDATION_ERROR naming the field (`metadata.note`)",
    }),
    password: z.string().optional().openapi({
      description:
        "Password of an encrypted PDF; deleted with the file. No NUL character (400 VALIDATION_ERROR)",
    }),
  })
  .openapi("FileImportForm");

export const FileImportMemory = z.object({
  memory_id: z.string(),
  content: z.string(),
  category: z.enum(CATEGORIES),
  importance: z.number(),
  page_number: z.number().int(),
});

export const FileImportResponse = z
  .object({
    integration_id: z.string(),
    filename: z.string(),
    file_size: z.number().int().openapi({ description: "Bytes" }),
    status: z.enum(["uploaded", "processing", "completed", "error"]),
    extraction_stats: z.object({
      total_pages: z.number().int(),
      text_length: z.number().int(),
      chunks_created: z.number().int(),
      memories_extracted: z.number().int(),
      categories_detected: z.array(z.string()),
    }),
    memories: z.array(FileImportMemory),
    platform: z.enum(CHAT_PLATFORMS).optional().openapi({
      description: "Set when the file was a native chat export, imported as a chat (see chat_stats)",
    }),
    chat_stats: z
      .object({
        total_messages: z.number().int(),
        conversations_identified: z.number().int(),
        topics_detected: z.array(z.string()),
        date_range: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
      })
      .optional()
      .openapi({ description: "For a native chat export: what the chat import found" }),
    created_at: z.string(),
    completed_at: z.string().optional(),
    status_url: z.string(),
    errors: z
      .array(z.object({ code: z.string(), message: z.string(), item_id: z.string().optional() }))
      .optional()
      .openapi({
        description: "Why the import failed, or what was skipped (pages without text, garbled pages)",
      }),
  })
  .openapi("FileImportResponse", {
    example: {
      integration_id: "01a20148-f3a3-71bc-b61a-0f40a3a339dc",
      filename: "handbook.pdf",
      file_size: 482133,
      status: "completed",
      extraction_stats: {
        total_pages: 12,
        text_length: 31822,
        chunks_created: 34,
        memories_extracted: 21,
        categories_detected: ["career", "learning"],
      },
      memories: [
        {
          memory_id: "0f8e2c4a-6b1d-4e7a-9c3f-2a5b8d1e6f40",
          content: "New staff complete the safety training within their first two weeks.",
          category: "career",
          importance: 0.6,
          page_number: 3,
        },
      ],
      created_at: "2025-06-01T08:00:00.000Z",
      completed_at: "2025-06-01T08:00:04.000Z",
      status_url: "/v1/integrations/01a20148-f3a3-71bc-b61a-0f40a3a339dc/status",
    },
  });
