import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  createDb,
  createUser,
  type DbHandle,
  getIntegration,
  insertIntegration,
  listIntegrationErrors,
  newId,
} from "@memory/db";
import { createRedis, JobProducer, type Redis, StagedChatReader, stageChatMessages } from "@memory/jobs";
import { createTestStack, type TestStack, waitFor } from "@memory/testing";
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
    // A 1 s job lock: a killed worker's job counts as stalled about a second later.
    env: {
      ...process.env,
      ...workerEnvFor(stack, { JOB_LOCK_DURATION_MS: "1000", WORKER_QUEUES: "import" }),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

async function kill(child: ChildProcess) {
  child.kill("SIGKILL");
  if (child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve));
}

describe("a chat import whose job stalls more often than BullMQ allows", () => {
  it("ends failed with a clear error and its staged messages deleted, instead of staying processing", async () => {
    const user = await createUser(db.orm, { email: `stalled-${newId()}@example.com` });
    if (!user) throw new Error("no user");
    const items = chatExport({ messages: 30_000, seed: 11 });
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
    const job = async () => producer.queue("import").getJob(id);
    // Killed as soon as a new worker runs it, four times: BullMQ's limit is three stalls
    // (maxStalledCount). A new run is a new `processedOn` (the job stays "active" until the stall
    // check of the next worker notices the dead one's lock has lapsed).
    let lastRun = 0;
    for (let round = 0; round < 4; round++) {
      const worker = spawnWorker();
      await waitFor(
        "a new run of the import job",
        async () => {
          const j = await job();
          return (await j?.getState()) === "active" && (j?.processedOn ?? 0) > lastRun ? j : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 20 },
      ).then((j) => {
        lastRun = j.processedOn ?? 0;
      });
      await kill(worker);
    }
    spawnWorker();
    const ended = await waitFor(
      "the import to end",
      async () => {
        const row = await getIntegration(db.orm, id);
        return row && row.status !== "processing" && row.status !== "pending" ? row : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    expect(ended.status).toBe("failed");
    const errors = await listIntegrationErrors(db.orm, id);
    expect(errors.map((e) => e.message).join(" ")).toMatch(/stalled.*import again/i);
    expect(await new StagedChatReader(redis, stack.queuePrefix, id).length()).toBe(0);
  }, 240_000);
});
