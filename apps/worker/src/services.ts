import { createDb, type DbHandle } from "@memory/db";
import { createRedis, type Redis } from "@memory/jobs";
import type { Logger } from "@memory/runtime";
import { createQdrant, type QdrantClient } from "@memory/vector";
import type { WorkerEnv } from "./env.ts";

export interface WorkerServices {
  env: WorkerEnv;
  logger: Logger;
  db: DbHandle;
  redis: Redis;
  qdrant: QdrantClient;
}

export function buildWorkerServices(env: WorkerEnv, logger: Logger): WorkerServices {
  return {
    env,
    logger,
    db: createDb(env.DATABASE_URL),
    redis: createRedis(env.REDIS_URL, "worker"),
    qdrant: createQdrant({ url: env.QDRANT_URL, apiKey: env.QDRANT_API_KEY }),
  };
}
