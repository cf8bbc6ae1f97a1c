import { abandonStore } from "@memory/db";
import { jobId, type MemoryCreatedEvent, publishEvents } from "@memory/jobs";
import { deleteMemoryPoints } from "@memory/vector";
import type { WorkerServices } from "../services.ts";
import type { StoreOutcome } from "./store-memories.ts";

/**
 * The two ends of every store (POST /v1/memories and each chunk of an import) share these, so a
 * store and an import publish and clean up the same way.
 */

/** Publishes `memory.created` for the memories the stores created (not for superseded ones), in one call. */
export async function publishCreated(services: WorkerServices, userId: string, ...outcomes: StoreOutcome[]) {
  const at = new Date().toISOString();
  const events: MemoryCreatedEvent[] = outcomes
    .flatMap((o) => o.stored)
    .filter((s) => s.isNew)
    .map((s) => ({
      event: "memory.created",
      data: { memory_id: s.row.id, user_id: userId, categories: s.categories },
      timestamp: at,
    }));
  await publishEvents(services.redis, services.env.QUEUE_PREFIX, events);
}

/**
 * Undoes a store that failed for good: its unfinished new memories are deleted from PostgreSQL and
 * their points from Qdrant (when Qdrant is unreachable, by a `memory.purge-points` job that keeps
 * trying); memories it was superseding are marked failed and queued for indexing (see `abandonStore`).
 */
export async function abandonFailedStore(services: WorkerServices, userId: string, storeId: string) {
  const { db, env } = services;
  const { deleted, failed } = await abandonStore(db.orm, userId, storeId);
  // Superseded memories keep their new text: a `memory.index` job (retried for minutes) makes them
  // searchable again once Qdrant answers, so none stays `failed`.
  for (const memoryId of failed) {
    await services.jobs.enqueue(
      "memory.index",
      { memoryId },
      { jobId: jobId("index", memoryId, "abandoned", storeId) },
    );
  }
  if (deleted.length === 0) return;
  try {
    await deleteMemoryPoints(services.qdrant, env.QDRANT_COLLECTION, deleted);
  } catch {
    await services.jobs.enqueue(
      "memory.purge-points",
      { collection: env.QDRANT_COLLECTION, ids: deleted },
      { jobId: jobId("purge", storeId) },
    );
  }
}
