import { createLogger } from "@memory/runtime";
import type { TestStack } from "@memory/testing";
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
