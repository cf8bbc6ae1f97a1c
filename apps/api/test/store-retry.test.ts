import { waitFor } from "@memory/testing";
import { createQdrant } from "@memory/vector";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers();
});
afterAll(async () => {
  await api?.close();
});

describe("a store job that fails half-way", () => {
  it("is retried and completes with every fact stored once", async () => {
    const u = await api.keyedUser();
    const working = api.workers.services.qdrant;
    api.workers.services.qdrant = createQdrant({ url: "http://127.0.0.1:9" }); // Qdrant down: the first attempt fails after PostgreSQL
    const res = await api.json(
      "POST",
      "/v1/memories",
      {
        messages: [
          {
            role: "user",
            content: "I am a vegetarian. I play the cello in an orchestra. My brother lives in Oslo.",
          },
        ],
        agent_id: "a",
        thread_id: "t",
        source: "chat",
      },
      { "x-api-key": u.key, prefer: "respond-async" },
    );
    expect(res.status).toBe(202);
    const { integration_id: id } = await res.json();
    const job = await api.services.jobs.queue("memory").getJob(id);
    await waitFor("the first attempt to fail", async () =>
      (await job?.getState()) === "delayed" ? true : undefined,
    );
    const during = await api.services.db.sql<{ processing_status: string }[]>`
      select processing_status from memories where user_id = ${u.userId}`;
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((r) => r.processing_status === "embedding_generation")).toBe(true);
    // Search never shows memories whose vectors are not written.
    const search = await (
      await api.json("POST", "/v1/memories/search", { query: "cello" }, { "x-api-key": u.key })
    ).json();
    expect(search.results).toEqual([]);

    api.workers.services.qdrant = working;
    const status = await waitFor(
      "the retry to complete",
      async () => {
        const s = await (
          await api.json("GET", `/v1/integrations/${id}/status`, undefined, { "x-api-key": u.key })
        ).json();
        return s.status === "completed" ? s : undefined;
      },
      { timeoutMs: 20_000 },
    );
    const rows = await api.services.db.sql<{ content: string; processing_status: string }[]>`
      select content, processing_status from memories where user_id = ${u.userId}`;
    expect(rows.length).toBe(status.stats.memories_created);
    expect(new Set(rows.map((r) => r.content)).size).toBe(rows.length);
    expect(rows.every((r) => r.processing_status === "ready")).toBe(true);
    const found = await (
      await api.json("POST", "/v1/memories/search", { query: "cello orchestra" }, { "x-api-key": u.key })
    ).json();
    expect(found.results[0].content).toMatch(/cello/);
  });
});
