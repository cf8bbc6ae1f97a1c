import { getIntegration, listIntegrationErrors } from "@memory/db";
import { StagedChatReader } from "@memory/jobs";
import { waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatExport } from "../chat-data.ts";
import { ChatImportHarness } from "../chat-import-harness.ts";

let h: ChatImportHarness;
beforeAll(async () => {
  h = await ChatImportHarness.start();
});
afterAll(async () => {
  await h?.close();
});

/** A 1 s job lock: a killed worker's job counts as stalled about a second later. */
const spawnWorker = () => h.spawnWorker({ lockMs: 1000, queues: "import" });

describe("a chat import whose worker dies under it twice (a poison job)", () => {
  it("ends failed at the second stall with a clear error and its staged messages deleted, instead of staying processing", async () => {
    const userId = await h.newUser("stalled");
    const id = await h.submit(userId, chatExport({ messages: 30_000, seed: 11 }));
    const job = async () => h.producer.queue("import").getJob(id);
    // Killed as soon as a new worker runs it, twice: an import comes back after one stall
    // (QUEUES.import.maxStalledCount). A new run is a new `processedOn` (the job stays "active"
    // until the stall check of the next worker notices the dead one's lock has lapsed).
    let lastRun = 0;
    for (let round = 0; round < 2; round++) {
      const worker = spawnWorker();
      const run = await waitFor(
        "a new run of the import job",
        async () => {
          const j = await job();
          return (await j?.getState()) === "active" && (j?.processedOn ?? 0) > lastRun ? j : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 20 },
      );
      lastRun = run.processedOn ?? 0;
      await h.kill(worker);
    }
    spawnWorker();
    const ended = await waitFor(
      "the import to end",
      async () => {
        const row = await getIntegration(h.db.orm, id);
        return row && row.status !== "processing" && row.status !== "pending" ? row : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    expect(ended.status).toBe("failed");
    const errors = await listIntegrationErrors(h.db.orm, id);
    expect(errors.map((e) => e.message).join(" ")).toMatch(
      /^This import stopped a worker twice .*import it again in smaller parts/,
    );
    expect(await new StagedChatReader(h.redis, h.stack.queuePrefix, id).length()).toBe(0);
  }, 240_000);
});
