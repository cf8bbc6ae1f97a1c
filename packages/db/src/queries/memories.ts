import { and, asc, count, desc, eq, gt, gte, inArray, lt, notInArray, type SQL, sql } from "drizzle-orm";
import { TransactionRollbackError } from "drizzle-orm/errors";
import type { Database, Executor } from "../client.ts";
import type { Category, MemoryType, ProcessingStatus } from "../schema/enums.ts";
import { type JsonRow, type MemoryRow, memories, memoryBackups, memoryVersions } from "../schema/memories.ts";
import { rowReader } from "./row-reader.ts";

export interface MemoryListFilters {
  category?: Category;
  memoryType?: MemoryType;
  createdAfter?: Date;
  createdBefore?: Date;
}

function listConditions(userId: string, filters: MemoryListFilters): SQL | undefined {
  return and(
    eq(memories.userId, userId),
    filters.category ? eq(memories.category, filters.category) : undefined,
    filters.memoryType ? eq(memories.memoryType, filters.memoryType) : undefined,
    filters.createdAfter ? gte(memories.createdAt, filters.createdAfter) : undefined,
    filters.createdBefore ? lt(memories.createdAt, filters.createdBefore) : undefined,
  );
}

/** One page of the user's memories, newest first, with the total count for the pagination envelope. */
export async function listMemories(
  db: Executor,
  userId: string,
  params: MemoryListFilters & { limit: number; offset: number },
) {
  const where = listConditions(userId, params);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(memories)
      .where(where)
      .orderBy(desc(memories.createdAt), desc(memories.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(memories).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * A memory by id regardless of owner: the caller compares `userId` to answer 403 for another
 * user's memory (memory ids are not secret across users, docs/api.md).
 */
export async function getMemory(db: Executor, memoryId: string) {
  const [row] = await db.select().from(memories).where(eq(memories.id, memoryId)).limit(1);
  return row ?? null;
}

const memoryRows = rowReader(memories);
const FIND_READY_MEMORIES = `select ${memoryRows.columns} from memories
  where user_id = $1 and id = any($2::uuid[]) and processing_status = 'ready'`;

/**
 * The caller's ready memories among `ids` (search results are joined here: PostgreSQL decides
 * what exists). One array parameter, not one per id: the same prepared statement whatever the
 * number of ids.
 */
export async function findReadyMemories(db: Database, userId: string, ids: string[]): Promise<MemoryRow[]> {
  if (ids.length === 0) return [];
  return memoryRows.read(db, FIND_READY_MEMORIES, [userId, ids]);
}

/** The user's stored memories with any of these content hashes (other than `exceptIds`), by hash. */
export async function findByContentHashes(
  db: Executor,
  userId: string,
  hashes: string[],
  exceptIds: string[] = [],
) {
  if (hashes.length === 0) return new Map<string, MemoryRow>();
  const rows = await db
    .select()
    .from(memories)
    .where(
      and(
        eq(memories.userId, userId),
        inArray(memories.contentHash, hashes),
        exceptIds.length > 0 ? notInArray(memories.id, exceptIds) : undefined,
      ),
    )
    .orderBy(asc(memories.createdAt));
  const byHash = new Map<string, MemoryRow>();
  for (const row of rows) if (!byHash.has(row.contentHash)) byHash.set(row.contentHash, row);
  return byHash;
}

/**
 * The user's current memory for a single-valued attribute (`residence`, `employer`…), if any, in
 * whatever state: a memory another store is still indexing is superseded too (callers hold the
 * user's lock, see `lockUserMemories`, so they take turns).
 */
export async function findSlotHolder(db: Executor, userId: string, slot: string, exceptIds: string[] = []) {
  const [row] = await db
    .select()
    .from(memories)
    .where(
      and(
        eq(memories.userId, userId),
        eq(memories.slot, slot),
        exceptIds.length > 0 ? notInArray(memories.id, exceptIds) : undefined,
      ),
    )
    .orderBy(desc(memories.updatedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Serialises the writers of one user's memories until the transaction ends (a PostgreSQL advisory
 * lock), so that duplicate detection and superseding are decided on what the others committed.
 */
export async function lockUserMemories(tx: Executor, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`memories:${userId}`}, 0))`);
}

export type NewMemory = typeof memories.$inferInsert;

/**
 * Inserts memories; rows whose id exists already (a retried job) are left as they are. Their
 * `created_at` is the statement's time, not the transaction's: stores written in one transaction
 * (an import's batch) keep their order, which search uses last among equal scores (recency).
 */
export async function insertMemories(db: Executor, rows: NewMemory[]) {
  if (rows.length === 0) return [];
  const timed = rows.map((row) => ({ createdAt: sql`statement_timestamp()`, ...row }));
  return db.insert(memories).values(timed).onConflictDoNothing({ target: memories.id }).returning();
}

export async function setProcessingStatus(db: Executor, ids: string[], status: ProcessingStatus) {
  if (ids.length === 0) return;
  await db.update(memories).set({ processingStatus: status }).where(inArray(memories.id, ids));
}

/**
 * Marks memories ready, each only if it is still at the version that was indexed; returns the ids
 * marked (the others changed meanwhile and must be indexed again).
 */
export async function markReadyAtVersion(db: Executor, items: { id: string; version: number }[]) {
  if (items.length === 0) return [];
  const rows = await db.execute<{ id: string }>(sql`
    update memories m set processing_status = 'ready'
    from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as v(id uuid, version int)
    where m.id = v.id and m.version = v.version
    returning m.id`);
  return [...rows].map((r) => r.id);
}

export type MemoryChanges = Partial<
  Pick<
    NewMemory,
    | "content"
    | "category"
    | "memoryType"
    | "importance"
    | "metadata"
    | "contentHash"
    | "slot"
    | "searchContext"
    | "processingStatus"
  >
>;

/**
 * Applies `changes` as a new version: the row moves to version + 1, guarded by the version read
 * (two concurrent updates cannot both win; returns null when the row changed meanwhile), and the
 * state it replaced is written to memory_versions (the audit trail), in one transaction.
 */
export async function updateMemoryVersioned(
  db: Executor,
  current: MemoryRow,
  changes: MemoryChanges,
  reason: "update" | "supersede",
): Promise<MemoryRow | null> {
  return nullOnRollback(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(memories)
        .set({ ...changes, version: current.version + 1, updatedAt: new Date() })
        .where(and(eq(memories.id, current.id), eq(memories.version, current.version)))
        .returning();
      if (!row) tx.rollback();
      await tx.insert(memoryVersions).values({
        memoryId: current.id,
        userId: current.userId,
        version: current.version,
        content: current.content,
        category: current.category,
        memoryType: current.memoryType,
        importance: current.importance,
        metadata: current.metadata,
        reason,
      });
      return row ?? null;
    }),
  );
}

/** `tx.rollback()` throws to abort; for these queries an aborted transaction simply means "no row". */
async function nullOnRollback<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  }
}

/** Earlier versions of a memory, oldest first. */
export async function listMemoryVersions(db: Executor, memoryId: string) {
  return db
    .select()
    .from(memoryVersions)
    .where(eq(memoryVersions.memoryId, memoryId))
    .orderBy(asc(memoryVersions.version));
}

export const BACKUP_RETENTION_DAYS = 30;

/** A row with its dates as ISO strings, as a JSON column keeps it (`JsonRow`). */
function jsonRow<T extends object>(row: T): JsonRow<T> {
  const entries = Object.entries(row).map(([key, value]) => [
    key,
    value instanceof Date ? value.toISOString() : value,
  ]);
  return Object.fromEntries(entries) as JsonRow<T>;
}

/**
 * Deletes a memory and its history in one transaction, after writing a backup (row + history)
 * kept 30 days when asked. Only a row still in a deletable state is deleted; returns null when
 * it was gone or became busy meanwhile.
 */
export async function deleteMemoryWithBackup(
  db: Database,
  memory: MemoryRow,
  options: { backup: boolean; now?: Date },
) {
  const now = options.now ?? new Date();
  return nullOnRollback(() =>
    db.transaction(async (tx) => {
      const versions = await tx.select().from(memoryVersions).where(eq(memoryVersions.memoryId, memory.id));
      let backupId: string | undefined;
      if (options.backup) {
        const [backup] = await tx
          .insert(memoryBackups)
          .values({
            memoryId: memory.id,
            userId: memory.userId,
            snapshot: { memory: jsonRow(memory), versions: versions.map(jsonRow) },
            expiresAt: new Date(now.getTime() + BACKUP_RETENTION_DAYS * 86_400_000),
          })
          .returning({ id: memoryBackups.id });
        backupId = backup?.id;
      }
      const deleted = await tx
        .delete(memories)
        .where(and(eq(memories.id, memory.id), inArray(memories.processingStatus, ["ready", "failed"])))
        .returning({ id: memories.id });
      if (deleted.length === 0) tx.rollback();
      await tx.delete(memoryVersions).where(eq(memoryVersions.memoryId, memory.id));
      return { backupId, versionsDeleted: versions.length };
    }),
  );
}

export async function purgeExpiredBackups(db: Executor, now = new Date()) {
  const rows = await db
    .delete(memoryBackups)
    .where(lt(memoryBackups.expiresAt, now))
    .returning({ id: memoryBackups.id });
  return rows.length;
}

/** Memories in id order, in pages, for rebuilding the search index. */
export async function memoriesAfter(
  db: Executor,
  params: { afterId?: string; userId?: string; limit: number },
) {
  return db
    .select()
    .from(memories)
    .where(
      and(
        params.userId ? eq(memories.userId, params.userId) : undefined,
        params.afterId ? gt(memories.id, params.afterId) : undefined,
      ),
    )
    .orderBy(asc(memories.id))
    .limit(params.limit);
}

/** Memories changed (or created) in [from, to), in id order, in pages: what a reindex catches up on. */
export async function memoriesChangedBetween(
  db: Executor,
  params: { from: Date; to: Date; afterId?: string; limit: number },
) {
  return db
    .select()
    .from(memories)
    .where(
      and(
        gte(memories.updatedAt, params.from),
        lt(memories.updatedAt, params.to),
        params.afterId ? gt(memories.id, params.afterId) : undefined,
      ),
    )
    .orderBy(asc(memories.id))
    .limit(params.limit);
}

/** Ids of the memories deleted since `since` (each deletion keeps a backup row). */
export async function memoriesDeletedSince(db: Executor, since: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: memoryBackups.memoryId })
    .from(memoryBackups)
    .where(gte(memoryBackups.createdAt, since));
  return rows.map((r) => r.id);
}

/** PostgreSQL's clock: the one `updated_at` and backups are written with. */
export async function databaseNow(db: Executor): Promise<Date> {
  const [row] = await db.execute<{ now: Date | string }>(sql`select now() as now`);
  return new Date(row?.now ?? Date.now());
}

/** Facts stated again: the stored memories stay, their importance rises to the larger of both, updated_at moves. */
export async function refreshRepeatedMemories(db: Executor, repeats: { id: string; importance: number }[]) {
  if (repeats.length === 0) return;
  // One statement for all of them: the pairs travel as one JSON parameter.
  await db.execute(sql`
    update memories m set importance = greatest(m.importance, v.importance), updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(repeats)}::jsonb) as v(id uuid, importance real)
    where m.id = v.id`);
}

/**
 * Undoes what a store that failed for good had written: its new, unfinished memories are deleted
 * (returned, so their points can go too) and superseded memories it was re-embedding are marked
 * failed (their new text stays, with its history; returned, so they can be indexed again later).
 */
export async function abandonStore(db: Executor, userId: string, storeId: string) {
  const mine = and(
    eq(memories.userId, userId),
    sql`${memories.metadata}->>'store_id' = ${storeId}`,
    inArray(memories.processingStatus, ["queued", "embedding_generation"]),
  );
  const deleted = await db
    .delete(memories)
    .where(and(mine, eq(memories.version, 1)))
    .returning({ id: memories.id });
  const failed = await db
    .update(memories)
    .set({ processingStatus: "failed" })
    .where(mine)
    .returning({ id: memories.id });
  return { deleted: deleted.map((r) => r.id), failed: failed.map((r) => r.id) };
}
