import { eventStream, parseStreamEntries } from "@memory/jobs";
import { waitFor } from "@memory/testing";
import { startTestWorkers } from "@memory/worker/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Json, startTestApiWithWorkers, type TestApiWithWorkers, type TestWorkers } from "./support.ts";

// Two worker processes' worth of workers (each its own services and Redis connections) on one
// stack, each taking two imports at a time: three imports of one file really run at once.
let api: TestApiWithWorkers;
let second: TestWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers({ FILE_IMPORT_WAIT_MS: "0" });
  second = await startTestWorkers(api.stack, {});
});
afterAll(async () => {
  await second?.close();
  await api?.close();
});

/** A memory export of `count` distinct facts (3 import batches of 200 for 600). */
function exportFile(count: number): string {
  const at = "2025-05-01T09:00:00.000Z";
  const header = { type: "header", format: "memory-service-export", version: 1, exported_at: at };
  const memories = Array.from({ length: count }, (_, i) => ({
    type: "memory",
    id: `m-${i}`,
    content: `Fact ${i}: I keep a notebook of the birds I saw on walk number ${i * 7}.`,
    category: "interests",
    memory_type: "semantic",
    importance: 0.5,
    metadata: { n: i },
    created_at: at,
    updated_at: at,
  }));
  return `${[header, ...memories].map((l) => JSON.stringify(l)).join("\n")}\n`;
}

const finished = (key: string, statusUrl: string) =>
  waitFor(
    "the import to end",
    async () => {
      const s = await (await api.json("GET", statusUrl, undefined, { "x-api-key": key })).json();
      return s.status === "completed" || s.status === "failed" ? s : undefined;
    },
    { timeoutMs: 180_000 },
  );

/** The `memory.created` events of one user in the events stream the workers write. */
async function createdEvents(userId: string) {
  const entries = (await api.services.redis.xrange(eventStream(api.env.QUEUE_PREFIX), "-", "+")) as [
    string,
    string[],
  ][];
  return parseStreamEntries(entries).filter(
    (e) => e.event.event === "memory.created" && e.event.data.user_id === userId,
  );
}

describe("concurrent imports of the same export", () => {
  it("announce each memory once: memory.created events = rows written", async () => {
    const anna = await api.keyedUser();
    const file = exportFile(600);
    const answers: Json[] = await Promise.all(
      [1, 2, 3].map(async () => {
        const res = await api.request("/v1/import", {
          method: "POST",
          headers: { "x-api-key": anna.key, "content-type": "application/x-ndjson" },
          body: file,
        });
        expect([201, 202]).toContain(res.status);
        return res.json();
      }),
    );
    const ends = await Promise.all(answers.map((a) => finished(anna.key, a.status_url)));
    expect(ends.map((s) => s.status)).toEqual(["completed", "completed", "completed"]);

    const [rows] = await api.services.db
      .sql`select count(*)::int as n, count(distinct content_hash)::int as distinct from memories where user_id = ${anna.userId}`;
    expect(rows).toEqual({ n: 600, distinct: 600 });
    const events = await createdEvents(anna.userId);
    const ids = events.map((e) => (e.event.data as { memory_id: string }).memory_id);
    expect(new Set(ids).size).toBe(600);
    expect(events).toHaveLength(600);
    // Each import counts the memories it wrote and those it indexed for a concurrent import of the
    // same export (docs/hardening.md): every row is counted by one import at least, none beyond 600.
    const counted = ends.map((s) => s.stats.memories_created as number);
    for (const n of counted) expect(n).toBeLessThanOrEqual(600);
    expect(counted.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(600);
  });
});
