import { z } from "zod";
import { CATEGORIES, MEMORY_TYPES } from "./enums.ts";

/**
 * What the jobs write to `integrations.result` (and what a `memory.store` job returns). The
 * workers parse what they write with these schemas and the API safe-parses what it reads, so both
 * sides of the boundary share one definition. Every field is optional: a progress update writes the
 * figures known so far, and rows written before a field existed still parse.
 */
const count = z.number().int().min(0);

/** Figures of a chat import (`import.chat`, and a file import of a native chat export). */
export const ChatImportResult = z.object({
  total_messages: count.optional(),
  valid_messages: count.optional(),
  conversations_identified: count.optional(),
  topics_detected: z.array(z.string()).optional(),
  date_range: z.object({ start: z.string().nullable(), end: z.string().nullable() }).optional(),
  user_participant: z.string().nullable().optional(),
  user_participant_source: z.enum(["user_name", "role", "inferred"]).optional(),
  memories_extracted: count.optional(),
});
export type ChatImportResult = z.output<typeof ChatImportResult>;

/** Figures of a file import (`import.file`); a chat export adds the chat import's figures. */
export const FileImportResult = ChatImportResult.extend({
  filename: z.string().optional(),
  file_kind: z.string().optional(),
  total_pages: count.optional(),
  text_length: count.optional(),
  chunks_created: count.optional(),
  encoding: z.string().optional(),
  ocr_pages: count.optional(),
  categories_detected: z.array(z.enum(CATEGORIES)).optional(),
});
export type FileImportResult = z.output<typeof FileImportResult>;

/** Figures of a memory export's restore (`import.memories`). */
export const MemoryImportResult = z.object({
  lines_read: count.optional(),
  memories_restored: count.optional(),
  duplicates_skipped: count.optional(),
  parse_errors: count.optional(),
  lines_skipped: count.optional(),
});
export type MemoryImportResult = z.output<typeof MemoryImportResult>;

/** One memory a `memory.store` job created. */
export const StoredMemory = z.object({
  id: z.string(),
  memory: z.string(),
  categories: z.array(z.enum(CATEGORIES)),
  type: z.enum(MEMORY_TYPES),
  created_at: z.string(),
});

/**
 * What a `memory.store` job returns (and remembers under an Idempotency-Key, and writes to its
 * `api` integration): the memories it created. The API builds the HTTP 201 body from it, adding
 * `success` and its own `processing_time`.
 */
export const StoreJobResult = z.object({
  memories_created: count,
  categories_detected: z.array(z.enum(CATEGORIES)),
  memories: z.array(StoredMemory),
});
export type StoreJobResult = z.output<typeof StoreJobResult>;

/** Any value of `integrations.result`; read it back with the schema of the integration's job. */
export type IntegrationResult = ChatImportResult | FileImportResult | MemoryImportResult | StoreJobResult;
