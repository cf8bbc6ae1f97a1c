import { Redis } from "ioredis";

/**
 * An ioredis connection for BullMQ. Workers block on Redis, so BullMQ requires
 * `maxRetriesPerRequest: null`; producers use the same settings for simplicity.
 */
export function createRedis(url: string, name: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, connectionName: name });
  // Errors surface through the commands that fail; ioredis keeps reconnecting meanwhile.
  redis.on("error", () => {});
  return redis;
}

export type { Redis };
