import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeBody } from "./route-body.ts";
import { startTestApiWithWorkers, type TestApi, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
let alice: Awaited<ReturnType<TestApi["keyedUser"]>>;
let bob: Awaited<ReturnType<TestApi["keyedUser"]>>;

const say = (key: string, content: string) =>
  api.json(
    "POST",
    "/v1/memories",
    { messages: [{ role: "user", content }], agent_id: "a", thread_id: "t1", source: "chat" },
    { "x-api-key": key },
  );
const search = (key: string, body: unknown) =>
  api.json("POST", "/v1/memories/search", body, { "x-api-key": key });

beforeAll(async () => {
  api = await startTestApiWithWorkers();
  alice = await api.keyedUser();
  bob = await api.keyedUser();
  for (const text of ["I love playing football with my friends.", "My sister Anna lives in Madrid."]) {
    expect((await say(alice.key, text)).status).toBe(201);
  }
  expect((await say(bob.key, "I am learning to play the piano.")).status).toBe(201);
});
afterAll(async () => {
  await api?.close();
});

interface Explained {
  content: string;
  score: number;
  explanation?: {
    matched_terms: { term: string; match: string; credit: number }[];
    boosts: { reason: string; operation: string; value: number; detail: string }[];
    sum: number;
    score: number;
  };
}

describe("POST /v1/memories/search with explain", () => {
  it("gives each result the ranking's reasons, naming the query words it matched", async () => {
    const res = await search(alice.key, { query: "Which sport do I love playing?", explain: true });
    expect(res.status).toBe(200);
    const body = await routeBody(api, "searchMemories", res);
    const [top] = body.results as Explained[];
    expect(top?.content).toMatch(/football/);
    const matched = top?.explanation?.matched_terms ?? [];
    expect(matched).toContainEqual({ term: "love", match: "word", credit: 1 });
    // A word matched as itself is in the memory; "sport" may count partly as a word of related meaning.
    for (const t of matched.filter((m) => m.match === "word"))
      expect(top?.content.toLowerCase()).toContain(t.term);
    for (const r of body.results as Explained[]) {
      expect(r.explanation?.score).toBe(r.score);
      const multiplied = (r.explanation?.boosts ?? [])
        .filter((b) => b.operation === "multiply")
        .reduce((s, b) => s * b.value, Math.min(1, Math.max(0, r.explanation?.sum ?? 0)));
      expect(multiplied).toBeCloseTo(r.score, 3);
    }
  });

  it("names the slot boost when the question asks for an attribute the memory is about", async () => {
    const res = await search(alice.key, { query: "Where does Anna live?", explain: true });
    const [top] = (await routeBody(api, "searchMemories", res)).results as Explained[];
    expect(top?.content).toMatch(/Madrid/);
    expect(top?.explanation?.boosts).toContainEqual(
      expect.objectContaining({
        reason: "slot",
        operation: "add",
        detail: expect.stringMatching(/residence/),
      }),
    );
  });

  it("answers as before without explain, or with explain: false", async () => {
    const query = { query: "Which sport do I love playing?", limit: 5 };
    const before = await routeBody(api, "searchMemories", await search(alice.key, query));
    const off = await routeBody(api, "searchMemories", await search(alice.key, { ...query, explain: false }));
    const on = await routeBody(api, "searchMemories", await search(alice.key, { ...query, explain: true }));
    const shape = (body: typeof before) => ({ ...body, processing_time: "" });
    expect(shape(off)).toEqual(shape(before));
    expect(Object.keys(before)).toEqual(["query", "results", "total", "processing_time"]);
    for (const r of before.results) expect(r).not.toHaveProperty("explanation");
    // The same results and scores: explaining changes nothing of the ranking.
    expect(on.results.map((r: Explained) => [r.content, r.score])).toEqual(
      before.results.map((r: Explained) => [r.content, r.score]),
    );
  });

  it("rejects an explain that is not a boolean with VALIDATION_ERROR", async () => {
    for (const explain of ["yes", 1, null]) {
      const res = await search(alice.key, { query: "football", explain });
      expect(res.status, JSON.stringify(explain)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", details: { field: "explain" } });
    }
  });

  it("explains only the caller's memories: another user's key sees nothing of the first user's", async () => {
    const query = "Where does Anna live? football";
    const mine = await routeBody(api, "searchMemories", await search(alice.key, { query, explain: true }));
    expect(mine.results.length).toBeGreaterThan(0);
    const res = await search(bob.key, { query, explain: true, limit: 100 });
    const body = await routeBody(api, "searchMemories", res);
    const ids = new Set(mine.results.map((r: { memory_id: string }) => r.memory_id));
    for (const r of body.results) expect(ids.has(r.memory_id)).toBe(false);
    // Nothing of Alice's memories, in the results or their reasons (the query's own words aside).
    const text = JSON.stringify(body.results).toLowerCase();
    for (const word of ["madrid", "sister", "friends", "playing"]) expect(text).not.toContain(word);
    for (const r of body.results as Explained[]) expect(r.content).toMatch(/piano/);
  });
});
