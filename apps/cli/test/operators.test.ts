import { execFile } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createDb, insertApiKey } from "@memory/db";
import { createTestStack, type TestStack } from "@memory/testing";
import { Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const CLI_DIR = join(fileURLToPath(import.meta.url), "..", "..");
const SECRET = "cli-test-secret-cli-test-secret-0123456789";

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack();
});
afterAll(async () => {
  await stack?.cleanup();
});

const cli = async (...args: string[]) => {
  const { stdout } = await run(process.execPath, ["src/main.ts", ...args], {
    cwd: CLI_DIR,
    env: {
      ...process.env,
      DATABASE_URL: stack.databaseUrl,
      REDIS_URL: stack.redisUrl,
      QUEUE_PREFIX: stack.queuePrefix,
      JWT_SECRET: SECRET,
    },
  });
  return JSON.parse(stdout);
};

describe("operator commands", () => {
  it("lists users with their counts, and lists and revokes a user's keys", async () => {
    const alice = await cli("user", "create", "--email", "alice@example.com");
    const bob = await cli("user", "create", "--email", "bob@example.com");
    const { orm: db, close } = createDb(stack.databaseUrl, { max: 1 });
    const key = await insertApiKey(db, {
      userId: alice.user_id,
      name: "app",
      prefix: "msk_abcdefgh",
      keyHash: "hash-1",
      scopes: ["memories:read"],
      expiresAt: new Date(Date.now() + 3600_000),
    });
    await close();

    const users = await cli("users", "list");
    expect(users.total).toBe(2);
    expect(users.users.map((u: { email: string }) => u.email)).toEqual([
      "bob@example.com",
      "alice@example.com",
    ]);
    expect(users.users[1]).toMatchObject({ user_id: alice.user_id, memories: 0, active_keys: 1 });

    const keys = await cli("keys", "list", "--user", alice.user_id);
    expect(keys.api_keys).toEqual([
      expect.objectContaining({
        api_key_id: key.id,
        name: "app",
        key_prefix: "msk_abcdefgh",
        status: "active",
      }),
    ]);
    expect(JSON.stringify(keys)).not.toContain("hash-1");
    expect((await cli("keys", "list", "--user", bob.user_id)).api_keys).toEqual([]);

    // Bob cannot lose Alice's key through a wrong --user.
    await expect(cli("keys", "revoke", "--user", bob.user_id, "--key", key.id)).rejects.toMatchObject({
      stderr: expect.stringMatching(/has no live key/),
    });
    expect((await cli("keys", "revoke", "--user", alice.user_id, "--key", key.id)).api_key_id).toBe(key.id);
    expect((await cli("keys", "list", "--user", alice.user_id)).api_keys[0].status).toBe("revoked");
    await expect(cli("keys", "list", "--user", "nobody")).rejects.toMatchObject({
      stderr: expect.stringMatching(/no user nobody.*users list/),
    });
  });

  it("reports deployment stats and retries failed jobs", async () => {
    const connection = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue("maintenance", { connection, prefix: stack.queuePrefix });
    await queue.add("backups.purge", {}, { attempts: 1 });
    const failedOnce = new Promise<void>((resolve) => {
      const worker = new Worker(
        "maintenance",
        async () => {
          throw new Error("boom");
        },
        { connection: connection.duplicate(), prefix: stack.queuePrefix },
      );
      worker.on("failed", () => void worker.close().then(resolve));
    });
    await failedOnce;

    const before = await cli("stats");
    expect(before.queues.maintenance.failed).toBe(1);
    expect(before.memories).toEqual({ total: 0, by_processing_status: {} });
    expect(before).toHaveProperty("integrations");

    await expect(cli("jobs", "retry-failed", "--queue", "nope")).rejects.toMatchObject({
      stderr: expect.stringMatching(/unknown queue "nope"; queues: memory, maintenance, import/),
    });
    expect(await cli("jobs", "retry-failed")).toEqual({
      retried: { memory: 0, maintenance: 1, import: 0, webhook: 0 },
    });
    const after = await cli("stats");
    expect(after.queues.maintenance.failed).toBe(0);
    expect(after.queues.maintenance.waiting).toBe(1);
    await queue.close();
    connection.disconnect();
  });
});
