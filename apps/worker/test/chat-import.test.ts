import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, createUser, type DbHandle, getIntegration, insertIntegration, newId } from "@memory/db";
import { chatStageKey, createRedis, JobProducer, type Redis, stageChatMessages } from "@memory/jobs";
import { createTestStack, type TestStack, waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatItem, chatExport } from "./chat-data.ts";
import { workerEnvFor } from "./support.ts";

const WORKER_DIR = join(fileURLToPath(import.meta.url), "..", "..");

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

/** A real worker process serving the import queue; `lockMs` short so a killed one's job comes back soon. */
function spawnWorker(lockMs = 2000): ChildProcess {
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: WORKER_DIR,
    env: {
      ...process.env,
      ...workerEnvFor(stack, { WORKER_QUEUES: "import", JOB_LOCK_DURATION_MS: String(lockMs) }),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

/** Peak resident memory of a process (VmHWM), in MiB. */
function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function newUser() {
  const user = await createUser(db.orm, { email: `chat-${newId()}@example.com` });
  if (!user) throw new Error("no user");
  return user.id;
}

/** What POST /v1/integrations/chat does: an integration row, staged messages, an id-only job. */
async function submit(userId: string, items: ChatItem[]) {
  const id = newId();
  await insertIntegration(db.orm, {
    id,
    userId,
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
      ...(m.message_id ? { id: m.message_id } : {}),
    })),
  );
  await producer.enqueue(
    "import.chat",
    {
      integrationId: id,
      userId,
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
  return id;
}

const completed = (id: string, timeoutMs: number) =>
  waitFor(
    `import ${id} to complete`,
    async () => {
      const row = await getIntegration(db.orm, id);
      if (row?.status === "failed") throw new Error("import failed");
      return row?.status === "completed" ? row : undefined;
    },
    { timeoutMs, intervalMs: 100 },
  );

async function memoriesOf(userId: string) {
  return db.sql<{ content: string; content_hash: string }[]>`
    select content, content_hash from memories where user_id = ${userId} order by content`;
}

describe("chat import on real worker processes", () => {
  it("imports 50,000 messages with bounded worker memory and progress that moves", async () => {
    const worker = spawnWorker(30_000);
    const userId = await newUser();
    const id = await submit(userId, chatExport({ messages: 50_000, seed: 7 }));
    const seen: { percentage: number; step: string }[] = [];
    let row = await getIntegration(db.orm, id);
    const started = Date.now();
    let baseline = 0;
    while (row?.status !== "completed" && Date.now() - started < 240_000) {
      if (row?.status === "failed") throw new Error("import failed");
      // The worker has loaded its model when it starts the job: its memory then is the baseline.
      if (row?.status === "processing" && baseline === 0) baseline = peakRssMiB(worker.pid ?? 0);
      if (row) seen.push({ percentage: row.percentage, step: row.currentStep });
      await new Promise((r) => setTimeout(r, 200));
      row = await getIntegration(db.orm, id);
    }
    expect(row?.status).toBe("completed");
    const peak = peakRssMiB(worker.pid ?? 0);
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `50k import: ${seconds.toFixed(1)} s, worker peak RSS ${peak} MiB (${baseline} MiB when the job started), ${seen.length} progress samples`,
    );
    worker.kill("SIGTERM");

    // Progress moved through the steps and never went back.
    const percentages = seen.map((s) => s.percentage);
    expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
    expect(new Set(percentages.filter((p) => p > 10 && p < 95)).size).toBeGreaterThan(2);
    expect(new Set(seen.map((s) => s.step))).toContain("content_extraction");
    expect(row?.itemsProcessed).toBe(50_000);
    expect(row?.result).toMatchObject({ total_messages: 50_000, conversations_identified: 1250 });
    // The whole import is staged in Redis (≈10 MB); the worker holds a page of it, not all of it.
    expect(baseline).toBeGreaterThan(0);
    expect(peak - baseline).toBeLessThan(250);
    expect(await redis.exists(chatStageKey(stack.queuePrefix, id))).toBe(0);
    const rows = await memoriesOf(userId);
    expect(rows.length).toBe(row?.memoriesCreated);
    expect(new Set(rows.map((r) => r.content_hash)).size).toBe(rows.length);
  }, 300_000);

  it("survives a worker killed mid-import: another resumes it, and no memory is stored twice", async () => {
    const items = chatExport({ messages: 3000, perConversation: 20, factEvery: 2, seed: 11 });
    const first = spawnWorker();
    const userId = await newUser();
    const id = await submit(userId, items);
    await waitFor(
      "the first worker to be half-way",
      async () => {
        const row = await getIntegration(db.orm, id);
        return (row?.percentage ?? 0) > 30;
      },
      { timeoutMs: 60_000, intervalMs: 20 },
    );
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    const interrupted = await getIntegration(db.orm, id);
    expect(interrupted?.status).toBe("processing");

    const second = spawnWorker();
    // Every chunk also writes its conversation digest: allow for a loaded machine.
    const done = await completed(id, 180_000);
    const rows = await memoriesOf(userId);
    expect(new Set(rows.map((r) => r.content_hash)).size).toBe(rows.length);
    expect(done.memoriesCreated).toBe(rows.length);
    const [logs] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from integration_logs where integration_id = ${id} and message like 'Resumed%'`;
    // Once per lapsed lock: a worker starved of CPU past its (test-short) lock is resumed again.
    expect(logs?.n).toBeGreaterThanOrEqual(1);

    // The same export imported without interruption stores exactly the same memories.
    const reference = await newUser();
    await completed(await submit(reference, items), 180_000);
    expect((await memoriesOf(reference)).map((r) => r.content)).toEqual(rows.map((r) => r.content));
    second.kill("SIGTERM");
  }, 480_000);
});
