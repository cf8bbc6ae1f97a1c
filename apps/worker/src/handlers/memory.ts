import {
  addIntegrationError,
  addIntegrationLog,
  finishIntegration,
  getMemory,
  insertIntegration,
} from "@memory/db";
import {
  IDEMPOTENCY_TTL_SECONDS,
  idempotencyRedisKey,
  jobResult,
  type QueueHandlers,
  UnrecoverableError,
} from "@memory/jobs";
import { ModelOutputError } from "@memory/models";
import { deleteMemoryPoints } from "@memory/vector";
import { categoriesOf, indexMemories } from "../pipeline/index-memories.ts";
import { announceEnd } from "../pipeline/integration-ended.ts";
import { refreshProfileLater } from "../pipeline/profile/refresh-later.ts";
import { storeMemories } from "../pipeline/store-memories.ts";
import { abandonFailedStore, publishCreated } from "../pipeline/store-outcome.ts";
import { userFacingError } from "../pipeline/user-facing-error.ts";
import type { WorkerServices } from "../services.ts";

export function memoryHandlers(services: WorkerServices): QueueHandlers<"memory"> {
  const { db, env, redis } = services;
  return {
    "memory.store": async (payload, { job, finalAttempt }) => {
      try {
        const outcome = await storeMemories(services, {
          storeId: payload.storeId,
          userId: payload.userId,
          messages: payload.messages,
          source: payload.source,
          agentId: payload.agentId,
          threadId: payload.threadId,
          metadata: payload.metadata,
        });
        const result = jobResult("memory.store", {
          memories_created: outcome.stored.length,
          categories_detected: [...new Set(outcome.stored.flatMap((s) => s.categories))],
          memories: outcome.stored.map((s) => ({
            id: s.row.id,
            memory: s.row.content,
            categories: s.categories,
            type: s.row.memoryType,
            created_at: s.row.createdAt.toISOString(),
          })),
        });
        await publishCreated(services, payload.userId, outcome);
        if (outcome.stored.length > 0) await refreshProfileLater(services, payload.userId);
        if (payload.idempotencyKey) {
          await redis.set(
            idempotencyRedisKey(env.QUEUE_PREFIX, payload.userId, payload.idempotencyKey),
            JSON.stringify(result),
            "EX",
            IDEMPOTENCY_TTL_SECONDS,
          );
        }
        // The caller may have stopped waiting (202): the `api` integration then reports the answer.
        await announceEnd(
          services,
          await finishIntegration(db.orm, payload.storeId, {
            status: "completed",
            itemsProcessed: payload.messages.length,
            itemsTotal: payload.messages.length,
            memoriesCreated: result.memories_created,
            result,
          }),
        );
        return result;
      } catch (error) {
        const permanent = error instanceof ModelOutputError;
        const reason = (error as Error).message;
        if (permanent || finalAttempt) {
          await abandonFailedStore(services, payload.userId, payload.storeId);
          await addIntegrationError(db.orm, {
            integrationId: payload.storeId,
            code: "PROCESSING_ERROR",
            message: permanent ? reason : "The store failed for good after its retries; nothing was stored.",
          }).catch(() => undefined);
          await announceEnd(services, await finishIntegration(db.orm, payload.storeId, { status: "failed" }));
        } else {
          // The status view shows the attempt: our words, the error itself only in the operator log.
          const shown = userFacingError(error, services.logger, { storeId: payload.storeId });
          await reportRetry(services, payload, job.attemptsMade + 1, job.opts.attempts ?? 1, shown);
        }
        if (permanent) throw new UnrecoverableError(reason);
        if (finalAttempt) {
          // The job's failure reason reaches the caller: a library's or the database's own message never does.
          services.logger.error({ err: error, storeId: payload.storeId }, "store failed for good");
          throw new Error(
            `storage or model unavailable through ${job.opts.attempts ?? 1} attempts; nothing was stored`,
          );
        }
        throw error;
      }
    },
    "memory.index": async ({ memoryId }) => {
      const row = await getMemory(db.orm, memoryId);
      // Deleted since, or indexed by a newer change: nothing to do.
      if (!row || row.processingStatus === "ready") return { indexed: 0 };
      await indexMemories(services, [{ row, categories: categoriesOf(row) }]);
      return { indexed: 1 };
    },
    "memory.purge-points": async ({ collection, ids }) => {
      await deleteMemoryPoints(services.qdrant, collection, ids);
      return { purged: ids.length };
    },
  };
}

/**
 * A store attempt failed and will be retried: its `api` integration (created here if the caller is
 * still waiting) says so, so a caller answered 202 sees why it is taking long.
 */
async function reportRetry(
  services: WorkerServices,
  payload: { storeId: string; userId: string; source: string },
  attempt: number,
  attempts: number,
  reason: string,
) {
  const { db } = services;
  try {
    await insertIntegration(db.orm, {
      id: payload.storeId,
      userId: payload.userId,
      type: "api",
      platform: payload.source,
      status: "processing",
      currentStep: "memory_creation",
      itemsTotal: 1,
    });
    await addIntegrationLog(db.orm, {
      integrationId: payload.storeId,
      level: "warning",
      step: "memory_creation",
      message: `Attempt ${attempt} of ${attempts} failed (${reason}); it is retried with backoff.`,
    });
  } catch (error) {
    services.logger.warn({ err: error, storeId: payload.storeId }, "could not report a store retry");
  }
}
