import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, createUser, type DbHandle, getIntegration, insertIntegration, newId } from "@memory/db";
import { createRedis, JobProducer, type Redis, stageChatMessages } from "@memory/jobs";
import { createTestStack, type TestStack, waitFor } from "@memory/testing";
import { createQdrant } from "@memory/vector";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatExport } from "../chat-data.ts";
import { workerEnvFor } from "../support.ts";

const WORKER_DIR = join(fileURLToPath(import.meta.url), "..", "..", "..");

let stack: TestStack;
let db: DbHandle;
let redis: Redis;
let producer: JobProducer;
const children: ChildProcess[] = [];

beforeAll(async () => {
  stack = await createTestStack();
  db = createDb(stack.databaseUrl);
  redis = createRedis(stack.redisUrl, "test");
  producer = new JobProducer(redis, stack.queuePrefix);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await producer?.close();
  redis?.disconnect();
  await db?.close();
  await stack?.cleanup();
});

function spawnWorker(): ChildProcess {
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: WORKER_DIR,
    env: { ...process.env, ...workerEnvFor(stack, { JOB_LOCK_DURATION_MS: "3000" }) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

const CITIES = ["Vienna", "Oslo", "Lisbon", "Kyoto", "Prague", "Dublin"];

/** A synthetic export where every conversation moves the user twice: same-slot facts in one chunk. */
function movingChat(messages: number) {
  const items = chatExport({ messages, perConversation: 20, factEvery: 3, seed: 5 });
  for (let i = 0; i < items.length; i += 20) {
    const a = CITIES[(i / 20) % CITIES.length];
    const b = CITIES[(i / 20 + 1) % CITIES.length];
    const first = items[i];
    const second = items[i + 4];
    if (first) first.content = `I live in ${a} now, and honestly the city already feels like home to me.`;
    if (second) second.content = `I live in ${b} now, I moved there last month for a new position at work.`;
  }
  return items;
}

describe("a worker killed with SIGKILL mid-import, with same-slot facts in every chunk", () => {
  it("resumes on another worker: one residence memory, nothing stuck, search matches PostgreSQL", async () => {
    const user = await createUser(db.orm, { email: `kill-${newId()}@example.com` });
    if (!user) throw new Error("no user");
    const items = movingChat(1200);
    const id = newId();
    await insertIntegration(db.orm, {
      id,
      userId: user.id,
      type: "chat",
      platform: "chatgpt",
      itemsTotal: items.length,
    });
    await stageChatMessages(
      redis,
      stack.queuePrefix,
      id,
      items.map((m, i) => ({
        index: i,
        timestamp: Date.parse(m.timestamp),
        role: m.role,
        content: m.content,
        id: m.message_id,
      })),
    );
    const first = spawnWorker();
    await producer.enqueue(
      "import.chat",
      {
        integrationId: id,
        userId: user.id,
        platform: "chatgpt",
        extractMode: "all",
        minLength: 50,
        groupByTopic: true,
        includeSystemMessages: false,
        timeGapThresholdSeconds: 3600,
        autoCategorize: true,
        anonymize: false,
      },
      { jobId: id, removeOnComplete: true },
    );
    await waitFor(
      "the import to be under way",
      async () => ((await getIntegration(db.orm, id))?.percentage ?? 0) > 20,
      {
        timeoutMs: 60_000,
        intervalMs: 20,
      },
    );
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    spawnWorker();
    const done = await waitFor(
      "the import to complete on the second worker",
      async () => {
        const row = await getIntegration(db.orm, id);
        if (row?.status === "failed") throw new Error("import failed");
        return row?.status === "completed" ? row : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 100 },
    );

    const rows = await db.sql<{ id: string; content: string; processing_status: string; version: number }[]>`
      select id, content, processing_status, version from memories where user_id = ${user.id}`;
    expect(rows.filter((r) => r.processing_status !== "ready")).toEqual([]);
    expect(new Set(rows.map((r) => r.content)).size).toBe(rows.length);
    const residence = rows.filter((r) => /^I live in/.test(r.content));
    expect(residence).toHaveLength(1);
    expect(residence[0]?.version).toBeGreaterThan(2);
    expect(done.status).toBe("completed");
    const { points } = await createQdrant({ url: stack.qdrantUrl }).scroll(stack.collection, {
      filter: { must: [{ key: "user_id", match: { value: user.id } }] },
      limit: 100_000,
      with_payload: false,
      with_vector: false,
    });
    expect(points.map((p) => String(p.id)).sort()).toEqual(rows.map((r) => r.id).sort());
  }, 240_000);
});
