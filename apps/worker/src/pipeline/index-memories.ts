import { type Category, getMemory, lockUserMemories, type MemoryRow, markReadyAtVersion } from "@memory/db";
import { memoryCategories } from "@memory/db/schema";
import { embeddingText } from "@memory/models";
import { toIndexedMemory, upsertMemoryPoints } from "@memory/vector";
import type { WorkerServices } from "../services.ts";

/** How often a memory rewritten while it was being indexed is indexed again before giving up. */
const MAX_ROUNDS = 5;

/**
 * Writes the memories' current state to Qdrant and marks them ready, but only at the version that
 * was indexed: a memory changed meanwhile (a concurrent supersede or PATCH) is read again and
 * indexed again, so the index never keeps an older text than PostgreSQL once all writers are done.
 */
export async function indexMemories(
  services: WorkerServices,
  items: { row: MemoryRow; categories: Category[] }[],
): Promise<void> {
  let todo = items;
  for (let round = 0; todo.length > 0; round += 1) {
    if (round >= MAX_ROUNDS)
      throw new Error(`memories kept changing while they were indexed: ${todo.length}`);
    const dense = await services.models.embed(
      todo.map((s) => embeddingText(s.row.content, s.row.searchContext)),
    );
    await upsertMemoryPoints(
      services.qdrant,
      services.env.QDRANT_COLLECTION,
      todo.map((s, i) => ({
        memory: toIndexedMemory(s.row, s.categories),
        vectors: {
          dense: dense[i] ?? [],
          sparse: services.models.sparse(s.row.content, s.row.searchContext),
        },
      })),
    );
    const ready = await markReady(services, todo);
    const next: typeof items = [];
    for (const s of todo) {
      if (ready.has(s.row.id)) continue;
      const row = await getMemory(services.db.orm, s.row.id);
      // Gone (deleted), or already indexed by whoever changed it last: nothing left to do.
      if (!row || row.processingStatus === "ready") continue;
      next.push({ row, categories: categoriesOf(row) });
    }
    todo = next;
  }
}

/**
 * Marks the memories ready at the versions indexed, under their user's lock: a store writing the
 * same user's memories meanwhile (an import's next batch refreshes and supersedes rows of this
 * one) would otherwise lock the same rows in another order, and PostgreSQL would abort one of the
 * two as a deadlock.
 */
async function markReady(services: WorkerServices, items: { row: MemoryRow }[]): Promise<Set<string>> {
  const ready = new Set<string>();
  for (const userId of new Set(items.map((s) => s.row.userId))) {
    const mine = items
      .filter((s) => s.row.userId === userId)
      .map((s) => ({ id: s.row.id, version: s.row.version }));
    // One row: the statement holds no lock while it waits, so it cannot close a cycle (a single
    // store, the hot path of POST /v1/memories, saves the transaction's three round trips).
    const marked =
      mine.length === 1
        ? await markReadyAtVersion(services.db.orm, mine)
        : await services.db.orm.transaction(async (tx) => {
            await lockUserMemories(tx, userId);
            return markReadyAtVersion(tx, mine);
          });
    for (const id of marked) ready.add(id);
  }
  return ready;
}

export function categoriesOf(row: MemoryRow): Category[] {
  return memoryCategories(row);
}
