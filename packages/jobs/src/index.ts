export { JOBS, type JobName, type JobPayload, jobId, QUEUES, type QueueName } from "./catalog.ts";
export { createRedis, type Redis } from "./connection.ts";
export { JobProducer, queueNames } from "./producer.ts";
export {
  createQueueWorker,
  type JobContext,
  type JobHandler,
  type QueueHandlers,
  UnrecoverableError,
} from "./worker.ts";
