import { type RedisWithSentinel, startRedisSentinel } from "@memory/local-stack";
import { waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApiWithWorkers, type TestApiWithWorkers } from "../support.ts";
import { expectConsistent } from "./consistency.ts";
import { importOneFact, NURSE_FACT, storeFact } from "./flows.ts";

// Redis as a master, a replica and a Sentinel (the machine's redis-server); the API, the rate
// limiter, BullMQ and the workers find the master through the Sentinel.
let redis: RedisWithSentinel;
let api: TestApiWithWorkers;
beforeAll(async () => {
  redis = await startRedisSentinel();
  api = await startTestApiWithWorkers({
    REDIS_URL: "redis://127.0.0.1:6379/0",
    REDIS_SENTINELS: redis.sentinels,
    REDIS_SENTINEL_MASTER: redis.master,
    CHAT_IMPORT_WAIT_MS: "0",
    STORE_WAIT_TIMEOUT_MS: "2000",
  });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await redis?.stop();
});

describe("Redis with a Sentinel, its master killed", () => {
  it("follows the failover: no job lost, stores, imports and the rate limiter keep working", async () => {
    const before = await redis.masterPort();
    const u = await api.keyedUser();
    for (const fact of ["I play the cello.", "I live in Ghent."])
      expect((await storeFact(api, u.key, fact)).status).toBe(201);

    await redis.killMaster();
    expect(await redis.masterPort()).not.toBe(before);
    // Sent while the connections still point at the dead master: they wait for the new one.
    const during = await Promise.all(
      ["I am a vegetarian.", "My sister is called Anna."].map((f) => storeFact(api, u.key, f)),
    );
    for (const res of during) expect([201, 202]).toContain(res.status);
    await importOneFact(api, u.key);

    const rows = await waitFor(
      "every memory ready and indexed",
      async () =>
        expectConsistent(
          api.services.db.sql,
          { url: api.env.QDRANT_URL, collection: api.env.QDRANT_COLLECTION },
          [u.userId],
        ).catch(() => undefined),
      { timeoutMs: 60_000 },
    );
    expect(rows.map((r) => r.content).sort()).toEqual(
      [
        "I am a vegetarian.",
        "I live in Ghent.",
        "I play the cello.",
        "My sister is called Anna.",
        NURSE_FACT,
      ].sort(),
    );
  });
});
