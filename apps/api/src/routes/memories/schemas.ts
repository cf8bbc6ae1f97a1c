import { z } from "@hono/zod-openapi";
import { CATEGORIES, MEMORY_TYPES, type MemoryRow, PROCESSING_STATUSES } from "@memory/db";
import { StoredMemory, StoreJobResult } from "@memory/db/schema";
import { isoDate, parseIsoDate } from "../../lib/iso-date.ts";
import {
  memoryExample,
  memoryPageExample,
  storeAcceptedExample,
  storeRequestExample,
  storeResponseExample,
} from "./examples.ts";

export const MemoryId = z
  .string()
  .min(1)
  .max(100)
  .openapi({ param: { name: "memory_id", in: "path" } });

export const Memory = z
  .object({
    memory_id: z.string(),
    content: z.string(),
    category: z.enum(CATEGORIES),
    memory_type: z.enum(MEMORY_TYPES),
    importance: z.number().min(0).max(1),
    metadata: z.record(z.string(), z.unknown()).openapi({
      description:
        "Free-form: the caller's keys, and the provenance the service writes (`source`, `agent_id`, `thread_id`, " +
        "`message_ids`, `categories`, an import's keys …). `sources` (extension) is where the memory came from: " +
        "`[{role, excerpt, timestamp?}]`, an excerpt of each message it was extracted from, at most 5 messages of " +
        "at most 280 characters (cut at a word with '…'), as the extraction read them (a chat import's names and " +
        "numbers masked when it anonymises, sentences holding a secret dropped); `timestamp` is the message's time, " +
        "else the conversation's. Kept in the memory's row and deleted with it (the chat data itself is not kept). " +
        "Absent on memories made without messages (file imports, topic memories). `category_score` (extension, " +
        "0..1) is how sure the classifier was of the primary category; a profile section holds only memories " +
        "scored at least 0.6 (or not scored: a category set by the caller, a PATCH of the category drops it).",
    }),
    processing_status: z
      .enum(PROCESSING_STATUSES)
      .openapi({ description: "Extension: queued, embedding_generation, ready or failed" }),
    version: z.number().int().openapi({ description: "Extension: 1 for a new memory, +1 on every update" }),
    created_at: z.string(),
    updated_at: z.string(),
    embeddings: z
      .array(z.number())
      .optional()
      .openapi({ description: "Dense vector of the content; only when asked for" }),
  })
  .openapi("Memory", { example: memoryExample });

export const Pagination = z
  .object({
    page: z.number().int(),
    page_size: z.number().int(),
    total_items: z.number().int(),
    total_pages: z.number().int(),
    has_next: z.boolean(),
    has_previous: z.boolean(),
  })
  .openapi("Pagination");

export const MemoryPage = z
  .object({ data: z.array(Memory), pagination: Pagination })
  .openapi("MemoryPage", { example: memoryPageExample });

export const ListMemoriesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  category: z.enum(CATEGORIES).optional(),
  memory_type: z.enum(MEMORY_TYPES).optional(),
  created_after: isoDate.optional().openapi({ type: "string", format: "date-time" }),
  created_before: isoDate.optional().openapi({ type: "string", format: "date-time" }),
});

export function toMemory(row: MemoryRow, embeddings?: number[]): z.output<typeof Memory> {
  return {
    memory_id: row.id,
    content: row.content,
    category: row.category,
    memory_type: row.memoryType,
    importance: row.importance,
    metadata: row.metadata,
    processing_status: row.processingStatus,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(embeddings ? { embeddings } : {}),
  };
}

export const StoreMessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string().min(1).max(20_000),
});

export const MAX_STORE_MESSAGES = 200;

export const StoreRequest = z
  .object({
    messages: z.array(StoreMessageSchema).min(1, "at least one message is required").max(MAX_STORE_MESSAGES),
    agent_id: z.string().min(1).max(200),
    thread_id: z.string().min(1).max(200),
    source: z.string().min(1).max(100).openapi({ example: "chat" }),
    metadata: z
      .object({
        timestamp: z
          .string()
          .refine((v) => parseIsoDate(v) !== null, "must be an ISO 8601 timestamp of a real calendar date")
          .optional()
          .openapi({ description: "When the conversation happened; relative dates resolve against it" }),
        platform: z.string().max(100).optional(),
        session_id: z.string().max(200).optional(),
      })
      .catchall(z.unknown())
      .optional(),
  })
  .openapi("StoreMemoriesRequest", { example: storeRequestExample });

/** One created memory: the store job's `StoredMemory` (packages/db job-results.ts), documented. */
// Rebuilt with the API's `z` so that `.openapi()` is there whichever zod build loaded the package.
export const ExtractedMemory = z
  .object(StoredMemory.shape)
  .openapi("ExtractedMemory", { example: storeResponseExample.memories[0] });

/** The 201 body: the store job's result (one definition), plus `success` and the API's `processing_time`. */
export const StoreResponse = z
  .object({
    success: z.literal(true),
    memories_created: StoreJobResult.shape.memories_created,
    processing_time: z.string().openapi({ example: "0.021s" }),
    categories_detected: StoreJobResult.shape.categories_detected,
    memories: z.array(ExtractedMemory),
  })
  .openapi("StoreMemoriesResponse", { example: storeResponseExample });
export type StoreResponse = z.output<typeof StoreResponse>;

/** The HTTP answer to a store from its job's result; `startedAt` is the request's `performance.now()`. */
export function storeResponse(result: StoreJobResult, startedAt: number): StoreResponse {
  return {
    success: true,
    memories_created: result.memories_created,
    processing_time: `${((performance.now() - startedAt) / 1000).toFixed(3)}s`,
    categories_detected: result.categories_detected,
    memories: result.memories,
  };
}

export const StoreAccepted = z
  .object({
    success: z.literal(true),
    status: z.literal("processing"),
    integration_id: z.string(),
    status_url: z.string(),
  })
  .openapi("StoreMemoriesAccepted", { example: storeAcceptedExample });
