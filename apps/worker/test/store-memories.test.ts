import { createUser, newId } from "@memory/db";
import { createLogger } from "@memory/runtime";
import { createTestStack, type TestStack } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWorkerEnv } from "../src/env.ts";
import { storeMemories } from "../src/pipeline/store-memories.ts";
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
});
