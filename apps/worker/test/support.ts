import { appendFileUploadChunk, createFileUpload, insertIntegration, newId } from "@memory/db";
import { createLogger } from "@memory/runtime";
import { createTestStack, type TestStack } from "@memory/testing";
import { loadWorkerEnv, type WorkerEnv } from "../src/env.ts";
import { buildWorkerServices, type WorkerServices } from "../src/services.ts";
import { type RunningWorkers, startWorkers } from "../src/start.ts";

/** The environment a worker needs to serve a test file's isolated stack. */
export function workerEnvFor(
  stack: TestStack,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: stack.databaseUrl,
    REDIS_URL: stack.redisUrl,
    QDRANT_URL: stack.qdrantUrl,
    QDRANT_COLLECTION: stack.collection,
    QUEUE_PREFIX: stack.queuePrefix,
    LOG_LEVEL: "silent",
    ...overrides,
  };
}

/** Runs the real workers in this process against the test file's stack. */
export async function startTestWorkers(
  stack: TestStack,
  overrides: Record<string, string> = {},
): Promise<RunningWorkers & { env: WorkerEnv; services: WorkerServices }> {
  const env = loadWorkerEnv(workerEnvFor(stack, overrides));
  const services = await buildWorkerServices(env, createLogger("worker", env.LOG_LEVEL));
  const running = await startWorkers(services);
  return { ...running, env, services };
}

/** The workers' services without any queue worker, on a fresh isolated stack; `close()` ends both. */
export async function openTestServices(overrides: Record<string, string> = {}) {
  const stack = await createTestStack();
  const env = loadWorkerEnv(workerEnvFor(stack, overrides));
  const services = await buildWorkerServices(env, createLogger("worker", env.LOG_LEVEL));
  return {
    services,
    async close() {
      await services.jobs.close();
      await services.models.close();
      await services.db.close();
      services.redis.disconnect();
      await stack.cleanup();
    },
  };
}

/** A file upload as the API stages it (integration `pending` at `upload`, one staged row of at most 1 MiB), by id. */
export async function stageTestUpload(
  services: WorkerServices,
  userId: string,
  filename: string,
  content: string | Uint8Array,
) {
  const id = newId();
  const db = services.db.orm;
  await insertIntegration(db, { id, userId, type: "file", platform: "file", currentStep: "upload" });
  await createFileUpload(db, { integrationId: id, filename });
  await appendFileUploadChunk(db, id, 0, Buffer.from(content));
  return id;
}
