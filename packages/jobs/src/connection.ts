import { Redis, type RedisOptions } from "ioredis";

/** Where Redis is: a URL, or the Sentinels that name the current master (failover, issue 30). */
export interface RedisTarget {
  REDIS_URL: string;
  /** `host:port` of each Sentinel, comma-separated; set, the master is asked of them. */
  REDIS_SENTINELS?: string | undefined;
  /** The master's name in the Sentinels' configuration. */
  REDIS_SENTINEL_MASTER?: string | undefined;
}

/**
 * An ioredis connection for BullMQ. Workers block on Redis, so BullMQ requires
 * `maxRetriesPerRequest: null`; producers use the same settings for simplicity. With Sentinels,
 * ioredis asks them for the master and, after a failover, reconnects to the new one; a command
 * sent meanwhile waits (it is not lost), and so does every connection duplicated from this one.
 */
export function createRedis(target: string | RedisTarget, name: string): Redis {
  const options: RedisOptions = { maxRetriesPerRequest: null, enableReadyCheck: true, connectionName: name };
  const redis = typeof target === "string" ? new Redis(target, options) : connect(target, options);
  // Errors surface through the commands that fail; ioredis keeps reconnecting meanwhile.
  redis.on("error", () => {});
  return redis;
}

function connect(target: RedisTarget, options: RedisOptions): Redis {
  if (!target.REDIS_SENTINELS) return new Redis(target.REDIS_URL, options);
  // The URL still gives the database number and the password of the master.
  const url = new URL(target.REDIS_URL);
  return new Redis({
    ...options,
    sentinels: target.REDIS_SENTINELS.split(",").map((entry) => {
      const [host, port] = entry.trim().split(":");
      return { host: host ?? "127.0.0.1", port: Number(port ?? 26379) };
    }),
    name: target.REDIS_SENTINEL_MASTER ?? "mymaster",
    db: Number(url.pathname.slice(1) || 0),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    sentinelRetryStrategy: (times) => Math.min(times * 100, 1000),
    // A master demoted in a planned failover answers READONLY: reconnect (asking the Sentinels for
    // the new master) and send the command again. (ioredis's failoverDetector was tried: it
    // disconnects while a reconnect is under way, and the commands waiting then failed with
    // "Connection is closed", 500s in the failover test under load.)
    reconnectOnError: (error) => (error.message.startsWith("READONLY") ? 2 : false),
  });
}

export type { Redis };
