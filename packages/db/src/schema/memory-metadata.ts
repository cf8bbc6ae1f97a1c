import { z } from "zod";
import { CATEGORIES, type Category } from "./enums.ts";

/** A key the service writes: read as absent when a caller's own metadata gave it another type. */
const key = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const text = key(z.string());
const count = key(z.number());

/** At most this many source messages are kept with a memory (`metadata.sources`), the first it came from. */
export const MAX_SOURCE_MESSAGES = 5;
/** At most this many characters of each source message are kept (cut at a word, ending in "…"). */
export const MAX_SOURCE_EXCERPT_CHARS = 280;

/**
 * Where a memory came from, kept with it (`metadata.sources`, in the row, so deleting the memory
 * deletes it, and the 30-day backup and the export hold it like the rest): a bounded excerpt of a
 * message it was extracted from, as the extraction read it (a chat import's names masked when it
 * anonymises, sentences that hold a secret dropped), its `role` (`user`, `assistant`, or a chat
 * participant's name, masked likewise) and, when known, when it was said.
 */
export const MemorySource = z.object({
  role: z.string(),
  excerpt: z.string().max(MAX_SOURCE_EXCERPT_CHARS),
  timestamp: z.string().optional(),
});
export type MemorySource = z.output<typeof MemorySource>;

/**
 * The `metadata` of a memory: the keys the service writes (provenance of the store, of a chat,
 * file or social import, the classifier's categories …) and the caller's own keys, passed through
 * untouched. Read it with `readMemoryMetadata` rather than `md.key` plus a typeof test or a cast.
 * Reading never fails: a known key holding another type (a caller's own `start_time: 3`) reads as
 * absent, and the caller's value stays in the row.
 */
export const MemoryMetadata = z
  .object({
    // Every store (store-memories.ts).
    source: text,
    agent_id: text,
    thread_id: text,
    store_id: text,
    message_ids: key(z.array(z.union([z.string(), z.number()]))),
    sources: key(z.array(MemorySource).max(MAX_SOURCE_MESSAGES)),
    categories: key(z.array(z.enum(CATEGORIES))),
    /** How sure the classifier was of the primary category, 0..1 (`Classification.categoryScore`). */
    category_score: count,
    subject: text,
    kind: text,
    participants: key(z.array(z.string())),
    location: text,
    event_date: text,
    language: text,
    supersedes_version: count,
    // Chat imports (import-chat.ts).
    platform: text,
    integration_id: text,
    conversation_topic: text,
    conversation_participants: key(z.array(z.string())),
    conversation_index: count,
    conversation_count: count,
    start_time: text,
    end_time: text,
    timestamp: text,
    user_participant: text,
    // File imports (import-file.ts).
    filename: text,
    file_kind: text,
    extract_mode: text,
    page_number: count,
    chunk_index: count,
    section: text,
    front_matter: key(z.record(z.string(), z.unknown())),
    // Social imports (social/sync.ts).
    source_url: text,
    item_id: text,
    content_kind: text,
    social_source: text,
  })
  .catchall(z.unknown());
/**
 * The type of the `metadata` columns (memories, memory_versions): the service's keys with the types
 * it writes, the caller's own keys as `unknown`. Metadata is free-form for a caller, who may have
 * sent a known key with another type (`location` as an object): the service keeps it as sent, so a
 * read that relies on a known key goes through `readMemoryMetadata`, which reads it as absent then.
 */
export type MemoryMetadata = z.output<typeof MemoryMetadata>;
export type MemoryMetadataView = MemoryMetadata;

/** The typed view of a memory's metadata (never throws; see `MemoryMetadata`). */
export function readMemoryMetadata(metadata: unknown): MemoryMetadataView {
  const read = MemoryMetadata.safeParse(metadata ?? {});
  return read.success ? read.data : {};
}

/**
 * A memory's categories: the ones its metadata lists (primary first), else its primary category
 * alone (a caller's own `categories` that are not all categories read as absent).
 */
export function memoryCategories(row: { category: Category; metadata: unknown }): Category[] {
  const list = readMemoryMetadata(row.metadata).categories;
  return list && list.length > 0 ? list : [row.category];
}
