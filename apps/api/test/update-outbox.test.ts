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

async function remember(key: string, content: string) {
  const res = await api.json(
    "POST",
    "/v1/memories",
    { messages: [{ role: "user", content }], agent_id: "a", thread_id: "t", source: "chat" },
    { "x-api-key": key },
  );
  expect(res.status).toBe(201);
  return (await res.json()).memories[0].id as string;
}
const patch = (key: string, id: string, body: unknown) =>
  api.json("PATCH", `/v1/memories/${id}`, body, { "x-api-key": key });
const statusOf = async (id: string) =>
  (
    await api.services.db.sql<{ processing_status: string }[]>`
    select processing_status from memories where id = ${id}`
  )[0]?.processing_status;
const searchContents = async (key: string, query: string) =>
  (
    await (await api.json("POST", "/v1/memories/search", { query, limit: 100 }, { "x-api-key": key })).json()
  ).results.map((r: { content: string }) => r.content);

describe("PATCH when the search index cannot be written", () => {
  it("saves the change, and a retried job indexes it once Qdrant is back: never stuck", async () => {
    const u = await api.keyedUser();
    const id = await remember(u.key, "I drive a red bicycle to work.");
    const working = { api: api.services.qdrant, worker: api.workers.services.qdrant };
    const down = createQdrant({ url: "http://127.0.0.1:9" });
    api.services.qdrant = down;
    api.workers.services.qdrant = down;
    try {
      const res = await patch(u.key, id, { content: "I drive a blue scooter to work." });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ content: "I drive a blue scooter to work." });
      expect(await statusOf(id)).toBe("embedding_generation");
    } finally {
      api.services.qdrant = working.api;
      api.workers.services.qdrant = working.worker;
    }
    await waitFor(
      "the index job to mark it ready",
      async () => ((await statusOf(id)) === "ready" ? true : undefined),
      {
        timeoutMs: 20_000,
      },
    );
    expect(await searchContents(u.key, "blue scooter")).toContain("I drive a blue scooter to work.");
    // And it can be edited again.
    expect((await patch(u.key, id, { importance: 0.9 })).status).toBe(200);
  });
});
