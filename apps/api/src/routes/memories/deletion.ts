import { deleteMemoryWithBackup, type MemoryRow } from "@memory/db";
import { deleteMemoryPoints } from "@memory/vector";
import { publishMemoryEvent } from "../../lib/memory-events.ts";
import type { ApiServices } from "../../services.ts";
import { cascadeIntoProfile } from "../profile/cascade.ts";
import { refreshProfileLater } from "../profile/refresh-later.ts";

export interface DeletionResult {
  memoryId: string;
  deletedAt: Date;
  backupId?: string;
  cascade: { profile_updates: number; derived_insights: number; embeddings: number };
}

export type DeletionOutcome =
  | { kind: "deleted"; result: DeletionResult }
  | { kind: "busy"; processingStatus: string }
  | { kind: "gone" }
  | { kind: "failed"; error: unknown };

/**
 * Deletes one memory with nothing left half-deleted. PostgreSQL, the source of truth, goes
 * first in one transaction (backup, history, row): once it commits, the memory is gone from get,
 * list and search (search joins PostgreSQL). Its Qdrant point goes next; if Qdrant fails, a
 * `memory.purge-points` job keeps trying, and the answer says 0 embeddings removed so far.
 * With `cascade`, derived insights, cached bios, statistics and the category profile follow at
 * once (see cascadeIntoProfile); either way the debounced profile check is scheduled.
 */
export async function deleteMemory(
  services: ApiServices,
  row: MemoryRow,
  options: { backup: boolean; cascade: boolean },
): Promise<DeletionOutcome> {
  if (row.processingStatus !== "ready" && row.processingStatus !== "failed") {
    return { kind: "busy", processingStatus: row.processingStatus };
  }
  const deletedAt = new Date();
  let deleted: Awaited<ReturnType<typeof deleteMemoryWithBackup>>;
  try {
    deleted = await deleteMemoryWithBackup(services.db.orm, row, { backup: options.backup, now: deletedAt });
  } catch (error) {
    return { kind: "failed", error };
  }
  if (!deleted) return { kind: "gone" };
  let embeddings = 1;
  try {
    await deleteMemoryPoints(services.qdrant, services.env.QDRANT_COLLECTION, [row.id]);
  } catch (error) {
    embeddings = 0;
    services.logger.warn({ err: error, memoryId: row.id }, "Qdrant point not deleted yet; a job will retry");
    await services.jobs
      .enqueue(
        "memory.purge-points",
        { collection: services.env.QDRANT_COLLECTION, ids: [row.id] },
        { jobId: `purge-${row.id}` },
      )
      .catch((e: unknown) =>
        services.logger.error({ err: e, memoryId: row.id }, "could not schedule point purge"),
      );
  }
  let derived = { profile_updates: 0, derived_insights: 0 };
  if (options.cascade) {
    derived = await cascadeIntoProfile(services, row).catch((error: unknown) => {
      // The memory is gone; its derived data is refreshed by the next profile generation.
      services.logger.error({ err: error, memoryId: row.id }, "profile cascade failed");
      return derived;
    });
  }
  await refreshProfileLater(services, row.userId);
  await publishMemoryEvent(services, "memory.deleted", row);
  return {
    kind: "deleted",
    result: {
      memoryId: row.id,
      deletedAt,
      ...(deleted.backupId ? { backupId: deleted.backupId } : {}),
      cascade: { ...derived, embeddings },
    },
  };
}
