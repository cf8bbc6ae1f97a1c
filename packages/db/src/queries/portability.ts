import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../client.ts";
import { contentHash } from "../content-hash.ts";
import { fileUploadChunks } from "../schema/file-uploads.ts";
import {
  type MemoryRow,
  type MemoryVersionRow,
  memories,
  memoryBackups,
  memoryVersions,
} from "../schema/memories.ts";
import type { MemoryMetadata } from "../schema/memory-metadata.ts";

/** Number of the user's memories (the export header's count, taken when the export starts). */
export async function countUserMemories(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memories).where(eq(memories.userId, userId));
  return row?.n ?? 0;
}

/**
 * One page of the user's memories in id order (UUIDv7: creation order) after `afterId`, each with
 * its earlier versions oldest first: the export reads the account page by page, never all of it.
 */
export async function exportPage(
  db: Executor,
  userId: string,
  params: { afterId?: string | undefined; limit: number },
): Promise<{ row: MemoryRow; versions: MemoryVersionRow[] }[]> {
  const rows = await db
    .select()
    .from(memories)
    .where(and(eq(memories.userId, userId), params.afterId ? gt(memories.id, params.afterId) : undefined))
    .orderBy(asc(memories.id))
    .limit(params.limit);
  if (rows.length === 0) return [];
  const versions = await db
    .select()
    .from(memoryVersions)
    .where(
      and(
        eq(memoryVersions.userId, userId),
        inArray(
          memoryVersions.memoryId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(memoryVersions.memoryId), asc(memoryVersions.version));
  const byMemory = new Map<string, MemoryVersionRow[]>();
  for (const v of versions) {
    const list = byMemory.get(v.memoryId) ?? [];
    list.push(v);
    byMemory.set(v.memoryId, list);
  }
  return rows.map((row) => ({ row, versions: byMemory.get(row.id) ?? [] }));
}

/** The staged bytes of an upload one row (≤ 1 MiB) at a time, in order: a reader never holds the whole file. */
export async function* fileUploadParts(db: Executor, integrationId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [row] = await db
      .select({ data: fileUploadChunks.data })
      .from(fileUploadChunks)
      .where(and(eq(fileUploadChunks.integrationId, integrationId), eq(fileUploadChunks.seq, seq)));
    if (!row) return;
    yield row.data;
  }
}

export interface RestoredMemory {
  id: string;
  content: string;
  category: MemoryRow["category"];
  memoryType: MemoryRow["memoryType"];
  importance: number;
  metadata: MemoryMetadata;
  slot: string | null;
  /** The memory's search context (words of the messages around it); "" when the source had none. */
  searchContext: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  versions: {
    id: string;
    version: number;
    content: string;
    category: MemoryRow["category"];
    memoryType: MemoryRow["memoryType"];
    importance: number;
    metadata: MemoryMetadata;
    reason: string;
    createdAt: Date;
  }[];
}

/**
 * Writes memories restored from an export or a backup, with their history, for `userId`, under the
 * user's lock (callers run it in a transaction after `lockUserMemories`). A memory whose id exists
 * is left alone unless it is still waiting for its index (a retried import then indexes it again);
 * a memory whose content the user already has (same content hash) is skipped. Returns the rows to
 * index and how many were skipped as duplicates.
 */
export async function writeRestoredMemories(
  tx: Executor,
  userId: string,
  items: RestoredMemory[],
): Promise<{ toIndex: MemoryRow[]; duplicates: number }> {
  if (items.length === 0) return { toIndex: [], duplicates: 0 };
  const ids = items.map((i) => i.id);
  const existing = await tx.select().from(memories).where(inArray(memories.id, ids));
  const byId = new Map(existing.map((r) => [r.id, r]));
  const hashes = items.map((i) => contentHash(i.content));
  const sameContent = await tx
    .select({ id: memories.id, hash: memories.contentHash })
    .from(memories)
    .where(and(eq(memories.userId, userId), inArray(memories.contentHash, hashes)));
  const taken = new Set(sameContent.filter((r) => !ids.includes(r.id)).map((r) => r.hash));
  const toIndex: MemoryRow[] = [];
  let duplicates = 0;
  const fresh: (RestoredMemory & { hash: string })[] = [];
  items.forEach((item, i) => {
    const hash = hashes[i] ?? contentHash(item.content);
    const row = byId.get(item.id);
    if (row) {
      // Ours from an earlier attempt: index it if it never got there; anything else is a duplicate.
      if (row.userId === userId && row.processingStatus !== "ready") toIndex.push(row);
      else duplicates += 1;
      return;
    }
    if (taken.has(hash)) {
      duplicates += 1;
      return;
    }
    taken.add(hash);
    fresh.push({ ...item, hash });
  });
  if (fresh.length === 0) return { toIndex, duplicates };
  const inserted = await tx
    .insert(memories)
    .values(
      fresh.map((m) => ({
        id: m.id,
        userId,
        content: m.content,
        category: m.category,
        memoryType: m.memoryType,
        importance: m.importance,
        metadata: m.metadata,
        processingStatus: "embedding_generation" as const,
        contentHash: m.hash,
        slot: m.slot,
        searchContext: m.searchContext,
        version: m.version,
        createdAt: m.createdAt,
        updatedAt: m.updatedAt,
      })),
    )
    .onConflictDoNothing({ target: memories.id })
    .returning();
  const versions = fresh.flatMap((m) => m.versions.map((v) => ({ ...v, memoryId: m.id, userId })));
  for (let i = 0; i < versions.length; i += 500) {
    await tx
      .insert(memoryVersions)
      .values(versions.slice(i, i + 500))
      .onConflictDoNothing();
  }
  toIndex.push(...inserted);
  return { toIndex, duplicates };
}

export type BackupRow = typeof memoryBackups.$inferSelect;

export async function getBackup(db: Executor, backupId: string): Promise<BackupRow | null> {
  const [row] = await db.select().from(memoryBackups).where(eq(memoryBackups.id, backupId)).limit(1);
  return row ?? null;
}

/** A backup's snapshot (as `deleteMemoryWithBackup` wrote it, dates as JSON strings) as a restorable memory. */
export function backupToRestored(backup: BackupRow): RestoredMemory {
  const { memory: m, versions = [] } = backup.snapshot;
  return {
    id: m.id,
    content: m.content,
    category: m.category,
    memoryType: m.memoryType,
    importance: m.importance,
    metadata: m.metadata ?? {},
    slot: m.slot ?? null,
    // Backups written before the search context existed have none.
    searchContext: m.searchContext ?? "",
    version: m.version ?? 1,
    createdAt: new Date(m.createdAt),
    updatedAt: new Date(m.updatedAt ?? m.createdAt),
    versions: versions.map((v) => ({
      id: v.id,
      version: v.version,
      content: v.content,
      category: v.category,
      memoryType: v.memoryType,
      importance: v.importance,
      metadata: v.metadata ?? {},
      reason: v.reason,
      createdAt: new Date(v.createdAt),
    })),
  };
}

export type RestoreOutcome =
  | { kind: "restored"; row: MemoryRow }
  | { kind: "unknown" }
  | { kind: "expired"; expiredAt: Date }
  | { kind: "exists"; memoryId: string }
  | { kind: "duplicate"; memoryId: string; existingId: string };

/**
 * Puts a deleted memory back from its backup (same id, content, history and timestamps) in one
 * transaction, as `embedding_generation` for the caller to index. The backup is kept until it
 * expires, so a second restore finds the memory already there and changes nothing.
 */
export async function restoreBackup(
  db: Database,
  backupId: string,
  now = new Date(),
): Promise<RestoreOutcome> {
  return db.transaction(async (tx) => {
    const backup = await getBackup(tx, backupId);
    if (!backup) return { kind: "unknown" };
    if (backup.expiresAt.getTime() <= now.getTime()) return { kind: "expired", expiredAt: backup.expiresAt };
    const restored = backupToRestored(backup);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`memories:${backup.userId}`}, 0))`);
    const [present] = await tx.select({ id: memories.id }).from(memories).where(eq(memories.id, restored.id));
    if (present) return { kind: "exists", memoryId: restored.id };
    const [same] = await tx
      .select({ id: memories.id })
      .from(memories)
      .where(and(eq(memories.userId, backup.userId), eq(memories.contentHash, contentHash(restored.content))))
      .limit(1);
    if (same) return { kind: "duplicate", memoryId: restored.id, existingId: same.id };
    const { toIndex } = await writeRestoredMemories(tx, backup.userId, [restored]);
    const row = toIndex[0];
    if (!row) return { kind: "exists", memoryId: restored.id };
    return { kind: "restored", row };
  });
}
