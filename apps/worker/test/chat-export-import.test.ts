import { fixture } from "@memory/chat-exports/testing";
import { createDb, createUser, type DbHandle, getIntegration, insertIntegration, newId } from "@memory/db";
import { chatStageKey, createRedis, JobProducer, type Redis, StagedChatReader } from "@memory/jobs";
import { createTestStack, type TestStack, waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stageChatExport } from "../src/pipeline/chat/stage-export.ts";
import { startTestWorkers } from "./support.ts";

let stack: TestStack;
let db: DbHandle;
let redis: Redis;
let producer: JobProducer;
let workers: Awaited<ReturnType<typeof startTestWorkers>>;

beforeAll(async () => {
  stack = await createTestStack();
  db = createDb(stack.databaseUrl);
  redis = createRedis(stack.redisUrl, "test");
  producer = new JobProducer(redis, stack.queuePrefix);
  workers = await startTestWorkers(stack, { WORKER_QUEUES: "import" });
}, 60_000);
afterAll(async () => {
  await workers?.close();
  await producer?.close();
  redis?.disconnect();
  await db?.close();
  await stack?.cleanup();
});

async function newUser() {
  const user = await createUser(db.orm, { email: `export-${newId()}@example.com` });
  if (!user) throw new Error("no user");
  return user.id;
}

/** Stages a native export and runs it through `import.chat`, with the detected owner as user_name. */
async function importExport(userId: string, bytes: Uint8Array, filename: string, owner?: string) {
  const id = newId();
  await insertIntegration(db.orm, { id, userId, type: "chat", platform: "pending", itemsTotal: 0 });
  const staged = await stageChatExport(redis, stack.queuePrefix, id, bytes, {
    filename,
    ...(owner ? { owner } : {}),
  });
  await db.sql`update integrations set platform = ${staged.platform}, items_total = ${staged.total} where id = ${id}`;
  await producer.enqueue(
    "import.chat",
    {
      integrationId: id,
      userId,
      platform: staged.platform,
      extractMode: "conversations",
      minLength: 10,
      groupByTopic: true,
      includeSystemMessages: false,
      timeGapThresholdSeconds: 3600,
      autoCategorize: true,
      anonymize: false,
      ...(staged.owner ? { userName: staged.owner } : {}),
    },
    { jobId: id, removeOnComplete: true },
  );
  const row = await waitFor(
    `import ${id} to complete`,
    async () => {
      const r = await getIntegration(db.orm, id);
      if (r?.status === "failed") throw new Error("import failed");
      return r?.status === "completed" ? r : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 100 },
  );
  const memories = await db.sql<{ content: string; metadata: Record<string, unknown> }[]>`
    select content, metadata from memories where user_id = ${userId} order by content`;
  return { id, staged, row, memories };
}

describe("native chat exports through the chat import", () => {
  it("stages a WhatsApp export in processing order with the conversation key and message ids", async () => {
    const id = newId();
    const staged = await stageChatExport(
      redis,
      stack.queuePrefix,
      id,
      fixture("whatsapp/android-en-rwhatsapp.txt"),
      {
        filename: "WhatsApp Chat with Test.txt",
      },
    );
    expect(staged).toMatchObject({ platform: "whatsapp", owner: "Johannes Gruber", total: 6 });
    const records = [];
    for await (const { message } of new StagedChatReader(redis, stack.queuePrefix, id).scan())
      records.push(message);
    expect(records.map((r) => r?.role)).toEqual([
      "Johannes Gruber",
      "Test",
      "Johannes Gruber",
      "Johannes Gruber",
      "Johannes Gruber",
      "Johannes Gruber",
    ]);
    expect(records[1]).toMatchObject({
      content: "It's fun doing text analysis with R\nisn't it?",
      conversationKey: "whatsapp:Test",
    });
    expect(records[1]?.timestamp).toBe(Date.parse("2017-07-13T09:12:00Z"));
    await redis.del(chatStageKey(stack.queuePrefix, id));
  });

  it("imports a Telegram result.json: the owner's messages become memories, staged messages are deleted", async () => {
    const userId = await newUser();
    const { id, staged, row, memories } = await importExport(
      userId,
      fixture("telegram/supergroup-2020.json"),
      "result.json",
    );
    expect(staged.platform).toBe("telegram");
    expect(row.itemsTotal).toBe(4);
    expect(memories.length).toBeGreaterThan(0);
    expect(
      memories.every((m) => m.metadata.platform === "telegram" && m.metadata.integration_id === id),
    ).toBe(true);
    expect(await redis.exists(chatStageKey(stack.queuePrefix, id))).toBe(0);
  }, 90_000);

  it("imports a WhatsApp .txt: the named owner's messages become first-person memories", async () => {
    const userId = await newUser();
    const { id, staged, row, memories } = await importExport(
      userId,
      fixture("whatsapp/android-en-pm.txt"),
      "WhatsApp Chat with Test.txt",
      "Mummy Ji 💓💯",
    );
    expect(staged).toMatchObject({
      platform: "whatsapp",
      owner: "Mummy Ji 💓💯",
      participants: ["Mayank", "Mummy Ji 💓💯"],
    });
    expect(row.status).toBe("completed");
    expect(row.memoriesCreated).toBe(memories.length);
    expect(memories.length).toBeGreaterThan(0);
    expect(
      memories.every((m) => m.metadata.platform === "whatsapp" && m.metadata.integration_id === id),
    ).toBe(true);
  }, 90_000);
});
