import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers();
});
afterAll(async () => {
  await api?.close();
});

type Found = { memory_id: string; content: string; metadata: Record<string, unknown> };
type Version = { version: number; content: string; reason: string; replaced_at: string };

const conversation = (content: string) => ({
  messages: [{ role: "user", content }],
  agent_id: "a",
  thread_id: "t",
  source: "chat",
});

async function storeAll(key: string, texts: string[]) {
  for (const text of texts) {
    const res = await api.json("POST", "/v1/memories", conversation(text), { "x-api-key": key });
    expect(res.status).toBe(201);
  }
}

async function search(key: string, query: string): Promise<Found[]> {
  const res = await api.json("POST", "/v1/memories/search", { query }, { "x-api-key": key });
  expect(res.status).toBe(200);
  return (await res.json()).results;
}

async function history(key: string, id: string): Promise<Version[]> {
  const res = await api.json("GET", `/v1/memories/${id}/history`, undefined, { "x-api-key": key });
  return (await res.json()).versions;
}

/**
 * Stores `older` then `newer` (two requests) and asks "Where do I work?": the first result must be the
 * newer fact, the older one no result of its own but the memory's earlier version, with when it ended.
 */
async function expectSuperseded(older: string, newer: string) {
  const u = await api.keyedUser();
  await storeAll(u.key, [older, newer]);
  const results = await search(u.key, "Where do I work?");
  expect(results[0]?.content).toBe(newer.replace(/^.*?: /, ""));
  expect(results.map((r) => r.content)).not.toContain(older);
  // The result says it replaced an older version, kept in its history with the time it stopped being current.
  expect(results[0]?.metadata.supersedes_version).toBe(1);
  expect(await history(u.key, results[0]?.memory_id ?? "")).toEqual([
    expect.objectContaining({
      version: 1,
      content: older,
      reason: "supersede",
      replaced_at: expect.any(String),
    }),
  ]);
}

describe("a new job said in other words supersedes the stored one", () => {
  it("answers 'Where do I work?' with the new job first; the old one is its earlier version", async () => {
    await expectSuperseded(
      "I work as a nurse at St. Mary's hospital.",
      "Big news: I now work as a head nurse at Lisbon General Hospital.",
    );
  });

  it("replaces a job title said alone with the role at a workplace said later", async () => {
    await expectSuperseded(
      "I work as a nurse.",
      "Finally: I've started as a head nurse at Alder Bay Clinic.",
    );
  });

  it("leaves the user's job alone when a sister's job or a past job is told", async () => {
    const u = await api.keyedUser();
    await storeAll(u.key, [
      "I'm a pharmacist at Riverside Clinic.",
      "My sister works as a nurse at Harbour View Hospital.",
      "I used to work as a cashier at Kwik Mart.",
    ]);
    const results = await search(u.key, "Where do I work?");
    const job = results.find((r) => /Riverside Clinic/.test(r.content));
    expect(job).toBeDefined();
    expect(job?.metadata.supersedes_version).toBeUndefined();
    expect(await history(u.key, job?.memory_id ?? "")).toEqual([]);
  });
});
