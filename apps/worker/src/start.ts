import { createQueueWorker, type QueueName } from "@memory/jobs";
import type { Worker } from "bullmq";
import { importHandlers } from "./handlers/import.ts";
import { maintenanceHandlers } from "./handlers/maintenance.ts";
import { memoryHandlers } from "./handlers/memory.ts";
import { webhookHandlers } from "./handlers/webhook.ts";
import { startHeartbeat } from "./heartbeat.ts";
import { closeOcrWorkers } from "./pipeline/files/ocr.ts";
import { sweepEveryMs } from "./pipeline/files/sweep-uploads.ts";
import { endImportOfFailedJob } from "./pipeline/import-job-failed.ts";
import { startWebhookDispatcher } from "./pipeline/webhooks/dispatcher.ts";
import type { WorkerServices } from "./services.ts";

export interface RunningWorkers {
  workers: Worker[];
  /** Stops taking jobs, waits for in-flight ones, then closes every connection. */
  close(): Promise<void>;
}

/** Backups are purged hourly; one scheduler entry however many workers start it. */
const BACKUP_PURGE_EVERY_MS = 3_600_000;

/** Starts one BullMQ worker per queue this process serves. Tests call this in-process. */
export async function startWorkers(services: WorkerServices): Promise<RunningWorkers> {
  const { env, logger } = services;
  const options = {
    connection: services.redis,
    prefix: env.QUEUE_PREFIX,
    ...(env.JOB_LOCK_DURATION_MS !== undefined ? { lockDurationMs: env.JOB_LOCK_DURATION_MS } : {}),
  };
  const start = (queue: QueueName): Worker => {
    switch (queue) {
      case "memory":
        return createQueueWorker("memory", memoryHandlers(services), options);
      case "maintenance":
        return createQueueWorker("maintenance", maintenanceHandlers(services), options);
      case "import":
        return createQueueWorker("import", importHandlers(services), options);
      case "webhook":
        return createQueueWorker("webhook", webhookHandlers(services), options);
    }
  };
  const workers = env.WORKER_QUEUES.map((queue) => {
    const worker = start(queue);
    worker.on("failed", (job, error) => {
      logger.warn(
        { jobId: job?.id, jobName: job?.name, attempt: job?.attemptsMade, err: error },
        "job failed",
      );
      // An import that stalled out never ran its own error path: end its integration here.
      if (job && queue === "import") {
        endImportOfFailedJob(services, job, error).catch((err: unknown) =>
          logger.error({ err, jobId: job.id }, "could not end the import of a failed job"),
        );
      }
    });
    worker.on("error", (error) => logger.error({ err: error, queue }, "worker error"));
    return worker;
  });
  if (env.WORKER_QUEUES.includes("maintenance")) {
    const maintenance = services.jobs.queue("maintenance");
    await maintenance.upsertJobScheduler(
      "backups.purge",
      { every: BACKUP_PURGE_EVERY_MS },
      { name: "backups.purge", data: {} },
    );
    // The first run comes at once: uploads abandoned while no worker ran are swept at start.
    await maintenance.upsertJobScheduler(
      "uploads.sweep",
      { every: sweepEveryMs(env.FILE_UPLOAD_STALE_AFTER_MS) },
      { name: "uploads.sweep", data: {}, opts: { removeOnComplete: true, removeOnFail: { age: 24 * 3600 } } },
    );
  }
  // The processes that deliver webhooks also read the events stream that feeds them.
  const dispatcher = env.WORKER_QUEUES.includes("webhook") ? await startWebhookDispatcher(services) : null;
  logger.info({ queues: env.WORKER_QUEUES, model: services.models.embeddingModel }, "worker started");
  const healthy = () => services.redis.status === "ready" && workers.every((w) => w.isRunning());
  const heartbeat = startHeartbeat(env.WORKER_HEARTBEAT_FILE, healthy);
  return {
    workers,
    async close() {
      heartbeat.stop();
      await dispatcher?.stop();
      await Promise.all(workers.map((w) => w.close()));
      await closeOcrWorkers();
      await services.jobs.close();
      await services.models.close();
      await services.db.close();
      services.redis.disconnect();
    },
  };
}
