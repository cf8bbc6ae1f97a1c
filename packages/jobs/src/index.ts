export {
  chatStageKey,
  JOBS,
  type JobName,
  type JobPayload,
  type JobResult,
  type JobWithResult,
  jobId,
  jobResult,
  QUEUES,
  type QueueName,
  readJobResult,
  STORE_RETRY_WINDOW_MS,
  WEBHOOK_RETRIES,
  webhookRetryWindowMs,
} from "./catalog.ts";
export { CHAT_IMPORT_DEFAULTS } from "./chat-defaults.ts";
export { createRedis, type Redis } from "./connection.ts";
export {
  eventStream,
  type IntegrationEndedEvent,
  MAX_EVENTS,
  type MemoryCreatedEvent,
  type MemoryDeletedEvent,
  type MemoryUpdatedEvent,
  type ProfileUpdatedEvent,
  parseStreamEntries,
  publishEvents,
  publishIntegrationEnded,
  type ServiceEvent,
  type StreamedEvent,
} from "./events.ts";
export { IDEMPOTENCY_TTL_SECONDS, idempotencyRedisKey } from "./idempotency.ts";
export {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  ExportBio,
  ExportHeader,
  ExportLine,
  ExportMemory,
  ExportPrivacy,
  headerProblem,
  MAX_EXPORT_LINE_BYTES,
  MAX_IMPORT_BYTES,
  readLines,
} from "./memory-export.ts";
export { JobProducer, queueNames } from "./producer.ts";
export { scheduleProfileRefresh } from "./profile-refresh.ts";
export { scheduleSocialSync, socialSchedulerId, unscheduleSocialSync } from "./social-schedule.ts";
export {
  deleteStagedChat,
  isBotMessage,
  isDirectMessage,
  orderStagedMessages,
  STAGE_TTL_SECONDS,
  StagedChatMessage,
  StagedChatReader,
  stageChatMessages,
} from "./staging.ts";
export { openWebhookSecret, sealWebhookSecret } from "./webhook-secret.ts";
export { checkWebhookUrl, guardedLookup, isPrivateAddress, type UrlCheck } from "./webhook-url.ts";
export {
  createQueueWorker,
  type JobContext,
  type JobHandler,
  type QueueHandlers,
  UnrecoverableError,
} from "./worker.ts";
