import { getIntegration } from "@memory/db";
import { waitFor } from "@memory/testing";
import { createQdrant } from "@memory/vector";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatExport } from "../chat-data.ts";
import { ChatImportHarness, KILL_TEST_LOCK_MS } from "../chat-import-harness.ts";

let h: ChatImportHarness;
beforeAll(async () => {
  h = await ChatImportHarness.start();
});
afterAll(async () => {
  await h?.close();
});

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
    const userId = await h.newUser("kill");
    const first = h.spawnWorker({ lockMs: KILL_TEST_LOCK_MS });
    const id = await h.submit(userId, movingChat(1200));
    await waitFor(
      "the import to be under way",
      async () => ((await getIntegration(h.db.orm, id))?.percentage ?? 0) > 20,
      {
        timeoutMs: 60_000,
        intervalMs: 20,
      },
    );
    await h.kill(first);
    h.spawnWorker({ lockMs: KILL_TEST_LOCK_MS });
    const done = await waitFor(
      "the import to complete on the second worker",
      async () => {
        const row = await getIntegration(h.db.orm, id);
        if (row?.status === "failed") throw new Error("import failed");
        return row?.status === "completed" ? row : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 100 },
    );

    const rows = await h.db.sql<
      { id: string; content: string; processing_status: string; version: number }[]
    >`
      select id, content, processing_status, version from memories where user_id = ${userId}`;
    expect(rows.filter((r) => r.processing_status !== "ready")).toEqual([]);
    expect(new Set(rows.map((r) => r.content)).size).toBe(rows.length);
    const residence = rows.filter((r) => /^I live in/.test(r.content));
    expect(residence).toHaveLength(1);
    expect(residence[0]?.version).toBeGreaterThan(2);
    expect(done.status).toBe("completed");
    const { points } = await createQdrant({ url: h.stack.qdrantUrl }).scroll(h.stack.collection, {
      filter: { must: [{ key: "user_id", match: { value: userId } }] },
      limit: 100_000,
      with_payload: false,
      with_vector: false,
    });
    expect(points.map((p) => String(p.id)).sort()).toEqual(rows.map((r) => r.id).sort());
  }, 240_000);
});
