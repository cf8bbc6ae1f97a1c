import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedis, type Redis } from "../src/connection.ts";
import { eventStream, parseStreamEntries, publishEvents, type ServiceEvent } from "../src/events.ts";

describe("publishEvents", () => {
  let redis: Redis;
  const prefix = `test-events-${randomBytes(4).toString("hex")}`;
  beforeAll(() => {
    redis = createRedis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", "events-test");
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const event = (name: "memory.created" | "memory.deleted", memoryId: string): ServiceEvent => ({
    event: name,
    data: { memory_id: memoryId, user_id: "u1", categories: ["interests"] },
    timestamp: new Date().toISOString(),
  });
  const streamed = async () =>
    parseStreamEntries((await redis.xrange(eventStream(prefix), "-", "+")) as [string, string[]][]).map(
      (e) => `${e.event.event} ${(e.event.data as { memory_id: string }).memory_id}`,
    );

  it("announces a memory once whoever publishes it, again after its deletion, and keeps other events", async () => {
    const a = randomUUID();
    const b = randomUUID();
    // Three publishers of the same memory at once, one of them twice in its batch.
    await Promise.all([
      publishEvents(redis, prefix, [event("memory.created", a), event("memory.created", a)]),
      publishEvents(redis, prefix, [event("memory.created", a), event("memory.created", b)]),
      publishEvents(redis, prefix, [event("memory.created", b)]),
    ]);
    await publishEvents(redis, prefix, [event("memory.deleted", a), event("memory.deleted", a)]);
    await publishEvents(redis, prefix, [event("memory.created", a)]);
    expect((await streamed()).sort()).toEqual(
      [
        `memory.created ${a}`,
        `memory.created ${b}`,
        `memory.deleted ${a}`,
        `memory.deleted ${a}`,
        `memory.created ${a}`,
      ].sort(),
    );
    expect(await redis.ttl(`${prefix}:announced:${b}`)).toBeGreaterThan(0);
  });
});
