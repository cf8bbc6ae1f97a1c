import { createUser, lockUserMemories, newId, refreshRepeatedMemories } from "@memory/db";
import { createLogger } from "@memory/runtime";
import { createTestStack, type TestStack } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWorkerEnv } from "../src/env.ts";
import { indexStores, storeMemories, writeStores } from "../src/pipeline/store-memories.ts";
import { buildWorkerServices, type WorkerServices } from "../src/services.ts";
import { workerEnvFor } from "./support.ts";

let stack: TestStack;
let services: WorkerServices;
beforeAll(async () => {
  stack = await createTestStack();
  const env = loadWorkerEnv(workerEnvFor(stack));
  services = await buildWorkerServices(env, createLogger("worker", env.LOG_LEVEL));
});
afterAll(async () => {
  await services?.jobs.close();
  await services?.models.close();
  await services?.db.close();
  services?.redis.disconnect();
  await stack?.cleanup();
});

async function newUser() {
  const row = await createUser(services.db.orm, { email: `${newId()}@example.com` });
  if (!row) throw new Error("user exists");
  return row.id;
}
const input = (userId: string, content: string, storeId = newId()) => ({
  storeId,
  userId,
  messages: [{ role: "user", content }],
  source: "chat",
  metadata: {},
});
const rowsOf = (userId: string) =>
  services.db.sql<{ id: string; content: string; version: number; processing_status: string }[]>`
    select id, content, version, processing_status from memories where user_id = ${userId}`;

describe("storeMemories under concurrency", () => {
  it("stores a fact sent by eight stores at the same moment once", async () => {
    const userId = await newUser();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () =>
        storeMemories(services, input(userId, "I play the cello in an orchestra.")),
      ),
    );
    expect(await rowsOf(userId)).toHaveLength(1);
    expect(outcomes.reduce((n, o) => n + o.stored.length, 0)).toBe(1);
  });

  it("supersedes one holder in turn when stores for the same attribute race", async () => {
    const userId = await newUser();
    await storeMemories(services, input(userId, "I live in Paris."));
    await Promise.all(
      ["Vienna", "Oslo", "Rome", "Madrid"].map((c) =>
        storeMemories(services, input(userId, `I live in ${c}.`)),
      ),
    );
    expect(await rowsOf(userId)).toEqual([
      expect.objectContaining({ version: 5, processing_status: "ready" }),
    ]);
  });

  it("completes a retried store of same-slot facts without writing them twice", async () => {
    const userId = await newUser();
    await storeMemories(services, input(userId, "I live in Paris."));
    const storeId = newId();
    await storeMemories(services, input(userId, "I live in Vienna. I live in Oslo.", storeId));
    const again = await storeMemories(services, input(userId, "I live in Vienna. I live in Oslo.", storeId));
    expect(again.stored.map((s) => s.row.content)).toEqual([expect.stringMatching(/Oslo/)]);
    expect(await rowsOf(userId)).toEqual([
      expect.objectContaining({
        content: expect.stringMatching(/Oslo/),
        version: 3,
        processing_status: "ready",
      }),
    ]);
  });

  it("writes several stores in one transaction as if one after another (dedupe, supersede in order)", async () => {
    const userId = await newUser();
    const written = await writeStores(services, [
      input(userId, "I live in Vienna. I play the cello in an orchestra."),
      input(userId, "I live in Oslo. I play the cello in an orchestra."),
    ]);
    expect(written.map((w) => w.duplicates)).toEqual([0, 1]);
    await indexStores(services, written);
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(
      expect.objectContaining({
        content: expect.stringMatching(/Oslo/),
        version: 2,
        processing_status: "ready",
      }),
    );
    expect(rows.every((r) => r.processing_status === "ready")).toBe(true);
  });

  it("indexes a batch while a store of the same user rewrites its rows, without a deadlock", async () => {
    const userId = await newUser();
    const [written] = await writeStores(services, [
      input(userId, "I play the cello in an orchestra. I keep bees in my garden."),
    ]);
    const [first, second] = written?.stored.map((s) => s.row.id) ?? [];
    if (!written || !first || !second) throw new Error("the store wrote fewer than two memories");
    // A store of the same user in flight (an import's next batch): its lock, then it refreshes
    // the second row as a repeat, with the store's own statements.
    let indexing: Promise<unknown> | undefined;
    await services.db.orm.transaction(async (tx) => {
      await lockUserMemories(tx, userId);
      await refreshRepeatedMemories(tx, [{ id: second, importance: 0 }]);
      // Without the user's lock, marking ready takes the first row and waits for the second.
      indexing = indexStores(services, [written]);
      indexing.catch(() => undefined);
      await waitForLockWait();
      // … and the store now wants the first: PostgreSQL would abort one of the two as a deadlock.
      await refreshRepeatedMemories(tx, [{ id: first, importance: 0 }]);
    });
    await indexing;
    expect(await rowsOf(userId)).toEqual([
      expect.objectContaining({ processing_status: "ready" }),
      expect.objectContaining({ processing_status: "ready" }),
    ]);
  });
});

/** Until a session of this database waits for a lock (the indexing, blocked by the open store). */
async function waitForLockWait() {
  for (let i = 0; i < 200; i++) {
    const [row] = await services.db.sql<{ n: number }[]>`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`;
    if ((row?.n ?? 0) > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the indexing never waited for the store's lock");
}
