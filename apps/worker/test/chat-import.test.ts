import { readFileSync } from "node:fs";
import { getIntegration } from "@memory/db";
import { chatStageKey } from "@memory/jobs";
import { waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatExport } from "./chat-data.ts";
import { ChatImportHarness, KILL_TEST_LOCK_MS } from "./chat-import-harness.ts";

let h: ChatImportHarness;
beforeAll(async () => {
  h = await ChatImportHarness.start();
});
afterAll(async () => {
  await h?.close();
});

/** A real worker process serving the import queue; `lockMs` short so a killed one's job comes back soon. */
const spawnWorker = (lockMs: number) => h.spawnWorker({ lockMs, queues: "import" });

/** Peak resident memory of a process (VmHWM), in MiB. */
function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const newUser = () => h.newUser();
const submit: ChatImportHarness["submit"] = (userId, items) => h.submit(userId, items);

const completed = (id: string, timeoutMs: number) =>
  waitFor(
    `import ${id} to complete`,
    async () => {
      const row = await getIntegration(h.db.orm, id);
      if (row?.status === "failed") throw new Error("import failed");
      return row?.status === "completed" ? row : undefined;
    },
    { timeoutMs, intervalMs: 100 },
  );

async function memoriesOf(userId: string) {
  return h.db.sql<{ content: string; content_hash: string }[]>`
    select content, content_hash from memories where user_id = ${userId} order by content`;
}

describe("chat import on real worker processes", () => {
  it("imports 50,000 messages with bounded worker memory and progress that moves", async () => {
    const worker = spawnWorker(30_000);
    const userId = await newUser();
    const id = await submit(userId, chatExport({ messages: 50_000, seed: 7 }));
    const seen: { percentage: number; step: string }[] = [];
    let row = await getIntegration(h.db.orm, id);
    const started = Date.now();
    let baseline = 0;
    while (row?.status !== "completed" && Date.now() - started < 240_000) {
      if (row?.status === "failed") throw new Error("import failed");
      // The worker has loaded its model when it starts the job: its memory then is the baseline.
      if (row?.status === "processing" && baseline === 0) baseline = peakRssMiB(worker.pid ?? 0);
      if (row) seen.push({ percentage: row.percentage, step: row.currentStep });
      await new Promise((r) => setTimeout(r, 200));
      row = await getIntegration(h.db.orm, id);
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
    expect(await h.redis.exists(chatStageKey(h.stack.queuePrefix, id))).toBe(0);
    const rows = await memoriesOf(userId);
    expect(rows.length).toBe(row?.memoriesCreated);
    expect(new Set(rows.map((r) => r.content_hash)).size).toBe(rows.length);
  }, 300_000);

  it("survives a worker killed mid-import: another resumes it, and no memory is stored twice", async () => {
    const items = chatExport({ messages: 3000, perConversation: 20, factEvery: 2, seed: 11 });
    const first = spawnWorker(KILL_TEST_LOCK_MS);
    const userId = await newUser();
    const id = await submit(userId, items);
    await waitFor(
      "the first worker to be half-way",
      async () => {
        const row = await getIntegration(h.db.orm, id);
        return (row?.percentage ?? 0) > 30;
      },
      { timeoutMs: 60_000, intervalMs: 20 },
    );
    first.kill("SIGKILL");
    await new Promise((resolve) => first.once("exit", resolve));
    const interrupted = await getIntegration(h.db.orm, id);
    expect(interrupted?.status).toBe("processing");

    const second = spawnWorker(KILL_TEST_LOCK_MS);
    // Every chunk also writes its conversation digest: allow for a loaded machine.
    const done = await completed(id, 180_000);
    const rows = await memoriesOf(userId);
    expect(new Set(rows.map((r) => r.content_hash)).size).toBe(rows.length);
    expect(done.memoriesCreated).toBe(rows.length);
    const [logs] = await h.db.sql<{ n: number }[]>`
      select count(*)::int as n from integration_logs where integration_id = ${id} and message like 'Resumed%'`;
    // Resumed once, by the second worker (a second lapse of the lock would have failed the import).
    expect(logs?.n).toBe(1);

    // The same export imported without interruption stores exactly the same memories.
    const reference = await newUser();
    await completed(await submit(reference, items), 180_000);
    expect((await memoriesOf(reference)).map((r) => r.content)).toEqual(rows.map((r) => r.content));
    second.kill("SIGTERM");
  }, 480_000);
});
