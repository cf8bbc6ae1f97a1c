import { spawn } from "node:child_process";
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createDb, createUser, type DbHandle, insertApiKey } from "@memory/db";
import { createRedis, JobProducer, jobId } from "@memory/jobs";
import { createTestStack, type TestStack, waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workerEnvFor } from "./support.ts";

const WORKER_DIR = join(fileURLToPath(import.meta.url), "..", "..");

let stack: TestStack;
let db: DbHandle;
let producer: JobProducer;
let redis: ReturnType<typeof createRedis>;

beforeAll(async () => {
  stack = await createTestStack();
  db = createDb(stack.databaseUrl);
  redis = createRedis(stack.redisUrl, "test");
  producer = new JobProducer(redis, stack.queuePrefix);
});
afterAll(async () => {
  await producer?.close();
  redis?.disconnect();
  await db?.close();
  await stack?.cleanup();
});

async function seedKey() {
  const user = await createUser(db.orm, { email: `w${Date.now()}@example.com` });
  if (!user) throw new Error("no user");
  return insertApiKey(db.orm, {
    userId: user.id,
    name: "k",
    prefix: "msk_x",
    keyHash: `${Date.now()}${Math.random()}`,
    scopes: ["memories:read"],
    expiresAt: new Date(Date.now() + 60_000),
  });
}

describe("the worker process", () => {
  it("runs queued jobs and beats its heartbeat file, then shuts down cleanly on SIGTERM", async () => {
    const key = await seedKey();
    const heartbeat = join(mkdtempSync(join(tmpdir(), "worker-heartbeat-")), "heartbeat");
    const startedAt = Date.now();
    const child = spawn(process.execPath, ["src/main.ts"], {
      cwd: WORKER_DIR,
      env: {
        ...process.env,
        ...workerEnvFor(stack, { LOG_LEVEL: "info", WORKER_HEARTBEAT_FILE: heartbeat }),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => {
      output += d.toString();
    });
    child.stderr.on("data", (d: Buffer) => {
      output += d.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const usedAt = new Date("2026-01-02T03:04:05.000Z");
    await producer.enqueue(
      "apikey.touch",
      { apiKeyId: key.id, usedAt: usedAt.toISOString() },
      { jobId: jobId("t", key.id) },
    );
    const lastUsed = await waitFor(
      "the worker process to write last_used",
      async () => {
        const [r] = await db.sql<
          { last_used_at: string | null }[]
        >`select last_used_at from api_keys where id = ${key.id}`;
        return r?.last_used_at ?? undefined;
      },
      { timeoutMs: 20_000 },
    );
    expect(new Date(lastUsed).toISOString()).toBe(usedAt.toISOString());
    // Docker's healthcheck (docker-compose.yml) reads the file's age.
    const beat = await waitFor("the heartbeat file", () => {
      try {
        return statSync(heartbeat).mtimeMs;
      } catch {
        return undefined;
      }
    });
    expect(beat).toBeGreaterThanOrEqual(startedAt - 1000);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("shut down cleanly");
  });

  it("refuses to start with a bad variable and names it", async () => {
    const child = spawn(process.execPath, ["src/main.ts"], {
      cwd: WORKER_DIR,
      env: {
        ...process.env,
        ...workerEnvFor(stack),
        REDIS_URL: "mysql://nope",
        WORKER_QUEUES: "maintenance,unknown",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("REDIS_URL");
    expect(stderr).toContain("WORKER_QUEUES");
  });
});

describe("job catalog", () => {
  it("fails a job with an invalid payload at once, without retries", async () => {
    const { startTestWorkers } = await import("./support.ts");
    const workers = await startTestWorkers(stack);
    try {
      const queue = producer.queue("maintenance");
      // Bypass the typed producer to simulate a payload written by an older or broken release.
      const job = await queue.add(
        "apikey.touch",
        { apiKeyId: "not-a-uuid" },
        { attempts: 3, jobId: "bad-payload" },
      );
      const failed = await waitFor("the job to fail", async () => {
        const state = await job.getState();
        return state === "failed" ? queue.getJob("bad-payload") : undefined;
      });
      expect(failed?.attemptsMade).toBe(1);
      expect(failed?.failedReason).toMatch(/invalid payload/);
    } finally {
      await workers.close();
    }
  });

  it("adds a job with a given id only once", async () => {
    const key = await seedKey();
    const payload = { apiKeyId: key.id, usedAt: new Date().toISOString() };
    const a = await producer.enqueue("apikey.touch", payload, { jobId: "same-id", delay: 60_000 });
    const b = await producer.enqueue("apikey.touch", payload, { jobId: "same-id", delay: 60_000 });
    expect(a.id).toBe("same-id");
    expect(b.id).toBe("same-id");
    // Only ours: a worker started earlier in this file may have scheduled the hourly backups.purge.
    const delayed = await producer.queue("maintenance").getDelayed();
    expect(delayed.filter((j) => j.name === "apikey.touch").map((j) => j.id)).toEqual(["same-id"]);
  });
});
