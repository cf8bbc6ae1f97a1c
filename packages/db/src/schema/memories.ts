import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps, tstz } from "./columns.ts";
import type { Category, MemoryType, ProcessingStatus } from "./enums.ts";
import type { MemoryMetadata } from "./memory-metadata.ts";
import { users } from "./users.ts";

/** The source of truth for memories; Qdrant holds a rebuildable search index of the same rows. */
export const memories = pgTable(
  "memories",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    category: text("category").$type<Category>().notNull(),
    memoryType: text("memory_type").$type<MemoryType>().notNull(),
    importance: real("importance").notNull().default(0.5),
    metadata: jsonb("metadata").$type<MemoryMetadata>().notNull().default(sql`'{}'::jsonb`),
    processingStatus: text("processing_status").$type<ProcessingStatus>().notNull().default("queued"),
    /** Hash of the normalised content, for duplicate detection per user. */
    contentHash: text("content_hash").notNull(),
    /** A single-valued attribute of the user (`residence`, `employer`…): a newer fact in the same slot supersedes this one. */
    slot: text("slot"),
    /**
     * Search context: the content words (sorted, no stop words, no order to read back) of the
     * messages the fact came from and of the two before them, that its text does not have; the
     * search reads them at half weight ("It's on the 24th" after "when's Marta's wedding?"). See
     * `searchContexts` in @memory/models. Never returned by the API.
     */
    searchContext: text("search_context").notNull().default(""),
    version: integer("version").notNull().default(1),
    ...timestamps,
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("memories_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("memories_user_hash_idx").on(t.userId, t.contentHash),
    index("memories_user_slot_idx").on(t.userId, t.slot),
  ],
);

/** Every earlier state of a memory, written before each update (audit history). */
export const memoryVersions = pgTable(
  "memory_versions",
  {
    id: id(),
    memoryId: uuid("memory_id").notNull(),
    userId: text("user_id").notNull(),
    version: integer("version").notNull(),
    content: text("content").notNull(),
    category: text("category").$type<Category>().notNull(),
    memoryType: text("memory_type").$type<MemoryType>().notNull(),
    importance: real("importance").notNull(),
    metadata: jsonb("metadata").$type<MemoryMetadata>().notNull(),
    /** Why this version was replaced: `update` (PATCH) or `supersede` (a newer fact). */
    reason: text("reason").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("memory_versions_memory_version_key").on(t.memoryId, t.version)],
);

/** A row as a JSON column holds it: its dates as ISO strings. */
export type JsonRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** Keys of a memory that a backup written by an earlier version of the service may lack. */
type LaterKeys = "metadata" | "slot" | "searchContext" | "version" | "updatedAt";
type JsonMemory = JsonRow<typeof memories.$inferSelect>;
type JsonVersion = JsonRow<typeof memoryVersions.$inferSelect>;

/** What a backup keeps: the deleted memory and its history, as `deleteMemoryWithBackup` wrote them. */
export interface MemoryBackupSnapshot {
  memory: Omit<JsonMemory, LaterKeys> & Partial<Pick<JsonMemory, LaterKeys>>;
  versions?: (Omit<JsonVersion, "metadata"> & Partial<Pick<JsonVersion, "metadata">>)[];
}

/** Snapshots taken before a deletion, kept 30 days and purged by a repeatable job. */
export const memoryBackups = pgTable(
  "memory_backups",
  {
    id: id(),
    memoryId: uuid("memory_id").notNull(),
    userId: text("user_id").notNull(),
    snapshot: jsonb("snapshot").$type<MemoryBackupSnapshot>().notNull(),
    ...timestamps,
    expiresAt: tstz("expires_at").notNull(),
  },
  (t) => [index("memory_backups_expires_idx").on(t.expiresAt)],
);

export type MemoryRow = typeof memories.$inferSelect;
export type MemoryVersionRow = typeof memoryVersions.$inferSelect;
