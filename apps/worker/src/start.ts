import { createQueueWorker, type QueueName } from "@memory/jobs";
import type { Worker } from "bullmq";
import { maintenanceHandlers } from "./handlers/maintenance.ts";
import type { WorkerServices } from "./services.ts";

export interface RunningWorkers {
  workers: Worker[];
  /** Stops taking jobs, waits for in-flight ones, then closes every connection. */
  close(): Promise<void>;
}

/** Starts one BullMQ worker per queue this process serves. Tests call this in-process. */
export function startWorkers(services: WorkerServices): RunningWorkers {
  const { env, logger } = services;
  const start = (queue: QueueName): Worker => {
    switch (queue) {
      case "maintenance":
        return createQueueWorker("maintenance", maintenanceHandlers(services), {
          connection: services.redis,
          prefix: env.QUEUE_PREFIX,
        });
    }
  };
  const workers = env.WORKER_QUEUES.map((queue) => {
    const worker = start(queue);
    worker.on("failed", (job, error) => {
      logger.warn(
        { jobId: job?.id, jobName: job?.name, attempt: job?.attemptsMade, err: error },
        "job failed",
      );
    });
    worker.on("error", (error) => logger.error({ err: error, queue }, "worker error"));
    return worker;
  });
  logger.info({ queues: env.WORKER_QUEUES }, "worker started");
  return {
    workers,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await services.db.close();
      services.redis.disconnect();
    },
  };
}
