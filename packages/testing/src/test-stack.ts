import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import postgres from "postgres";
import { inject } from "vitest";
import { withDatabase } from "./stack-info.ts";

export interface TestStack {
  databaseUrl: string;
  redisUrl: string;
  qdrantUrl: string;
  /** A BullMQ prefix no other test file uses. */
  queuePrefix: string;
  /** A Qdrant collection name no other test file uses. */
  collection: string;
  /** Drops the database, the collection and every Redis key under the prefix. */
  cleanup(): Promise<void>;
}

/** The databases of the stacks this process made and has not cleaned up yet. */
const open = new Set<string>();

/** Which test stacks this process has made and not yet cleaned up (a test file runs in one process). */
export function openTestStacks(): string[] {
  return [...open];
}

/**
 * Isolated real services for one test file: a fresh database cloned from the migrated template,
 * a unique BullMQ prefix and a unique Qdrant collection name. Call in `beforeAll`, and call
 * `cleanup()` in `afterAll`.
 */
export async function createTestStack(): Promise<TestStack> {
  const { postgresUrl, templateDatabase, redisUrl, qdrantUrl } = inject("stack");
  const suffix = randomBytes(5).toString("hex");
  const database = `memory_t_${suffix}`;
  const admin = postgres(withDatabase(postgresUrl, "postgres"), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${database}" template "${templateDatabase}"`);
    open.add(database);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const queuePrefix = `test-${suffix}`;
  const collection = `test_${suffix}`;
  return {
    databaseUrl: withDatabase(postgresUrl, database),
    redisUrl,
    qdrantUrl,
    queuePrefix,
    collection,
    async cleanup() {
      const sql = postgres(withDatabase(postgresUrl, "postgres"), { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`drop database if exists "${database}" with (force)`);
        open.delete(database);
      } finally {
        await sql.end({ timeout: 5 });
      }
      await fetch(`${qdrantUrl}/collections/${collection}`, {
        method: "DELETE",
        headers: { "accept-encoding": "identity" },
      }).catch(() => undefined);
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      try {
        let cursor = "0";
        do {
          const [next, keys] = await redis.scan(cursor, "MATCH", `${queuePrefix}:*`, "COUNT", 1000);
          cursor = next;
          if (keys.length > 0) await redis.del(...keys);
        } while (cursor !== "0");
      } finally {
        redis.disconnect();
      }
    },
  };
}
