import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeBody } from "./route-body.ts";
import { startTestApiWithWorkers, type TestApi, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
let alice: Awaited<ReturnType<TestApi["keyedUser"]>>;
let bob: Awaited<ReturnType<TestApi["keyedUser"]>>;

const say = (key: string, content: string, thread = "t1") =>
  api.json(
    "POST",
    "/v1/memories",
    { messages: [{ role: "user", content }], agent_id: "a", thread_id: thread, source: "chat" },
    { "x-api-key": key },
  );

beforeAll(async () => {
  api = await startTestApiWithWorkers();
  alice = await api.keyedUser();
  bob = await api.keyedUser();
  for (const text of [
    "I love playing football with my friends.",
    "I work as a software engineer at a bank.",
    "My sister Anna lives in Madrid.",
    "I am learning to play the piano.",
  ]) {
    expect((await say(alice.key, text)).status).toBe(201);
  }
  expect((await say(alice.key, "I went hiking in the Alps last summer.", "t2")).status).toBe(201);
  expect((await say(bob.key, "I love playing football on Sundays.")).status).toBe(201);
});
afterAll(async () => {
  await api?.close();
});

const search = (key: string, body: unknown) =>
  api.json("POST", "/v1/memories/search", body, { "x-api-key": key });

describe("POST /v1/memories/search", () => {
  it("finds the most relevant memory first, with scores between 0 and 1", async () => {
    const res = await search(alice.key, { query: "Which sport do I love?", limit: 3 });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-ratelimit-limit")).toBe("50");
    const body = await routeBody(api, "searchMemories", res);
    expect(body.query).toBe("Which sport do I love?");
    expect(body.processing_time).toMatch(/^\d+\.\d+s$/);
    expect(body.total).toBe(body.results.length);
    expect(body.results[0].content).toMatch(/football/);
    for (const r of body.results) {
      expect(r.score).toBeGreaterThan(0);
      expect(r.score).toBeLessThanOrEqual(1);
      expect(r).not.toHaveProperty("embeddings");
      expect(r).toHaveProperty("memory_id");
    }
    const scores = body.results.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("ranks by meaning and words without stop words, and names first", async () => {
    const carol = await api.keyedUser();
    for (const text of [
      "I'm Daniel.",
      "I go to the cinema on Fridays.",
      "I climb at the Boulderhaus in Pankow.",
    ]) {
      expect((await say(carol.key, text)).status).toBe(201);
    }
    const name = await (await search(carol.key, { query: "What is my name?", limit: 10 })).json();
    expect(name.results[0]?.content).toBe("I'm Daniel.");
    // "go" is a stop word: the cinema habit shares nothing else with the question.
    const climbing = await (await search(carol.key, { query: "Where do I go climbing?", limit: 10 })).json();
    expect(climbing.results[0]?.content).toMatch(/Boulderhaus/);
    const cinema = climbing.results.find((r: { content: string }) => /cinema/.test(r.content));
    expect(cinema === undefined || cinema.score < 0.3).toBe(true);
    // An unrelated query does not fill `limit` with whatever exists.
    const none = await (
      await search(carol.key, { query: "quantum chromodynamics lattice", limit: 10 })
    ).json();
    expect(none.results).toEqual([]);
  });

  it("finds an answer by the words of the question it answers, without showing them", async () => {
    const dave = await api.keyedUser();
    expect((await say(dave.key, "I went to a wedding in Rome last year.")).status).toBe(201);
    expect((await say(dave.key, "I collect old maps of Spain.")).status).toBe(201);
    const answer = await api.json(
      "POST",
      "/v1/memories",
      {
        messages: [
          { role: "assistant", content: "When is your sister Marta's wedding?" },
          {
            role: "user",
            content: "I booked my flights to Zaragoza for the 23rd of May, the whole family is going.",
          },
        ],
        agent_id: "a",
        thread_id: "t3",
        source: "chat",
      },
      { "x-api-key": dave.key },
    );
    expect(answer.status).toBe(201);
    const body = await (await search(dave.key, { query: "When is Marta's wedding?", limit: 10 })).json();
    expect(body.results[0]?.content).toMatch(/Zaragoza/);
    // The context is a search aid, not part of the memory: never in an answer.
    expect(JSON.stringify(body.results)).not.toMatch(/marta|search_context|searchContext/i);
  });

  it("returns only the caller's memories", async () => {
    const body = await (
      await search(bob.key, { query: "football piano engineer sister hiking", limit: 100 })
    ).json();
    expect(body.results.map((r: { content: string }) => r.content)).toEqual([
      expect.stringMatching(/Sundays/),
    ]);
    const aliceBody = await (await search(alice.key, { query: "football on Sundays", limit: 100 })).json();
    expect(aliceBody.results.some((r: { content: string }) => /Sundays/.test(r.content))).toBe(false);
  });

  it("applies category, type, metadata and importance filters", async () => {
    const careers = await (
      await search(alice.key, { query: "work", filters: { categories: ["career"] } })
    ).json();
    expect(careers.results.length).toBeGreaterThan(0);
    for (const r of careers.results) expect(r.category).toBe("career");

    const episodic = await (
      await search(alice.key, { query: "hiking", filters: { memory_type: "episodic" } })
    ).json();
    for (const r of episodic.results) expect(r.memory_type).toBe("episodic");
    expect(episodic.results.some((r: { content: string }) => /Alps/.test(r.content))).toBe(true);

    const thread2 = await (
      await search(alice.key, { query: "hiking trip", filters: { metadata: { thread_id: "t2" } } })
    ).json();
    expect(thread2.results.map((r: { content: string }) => r.content)).toEqual([
      expect.stringMatching(/Alps/),
    ]);

    const none = await (
      await search(alice.key, { query: "football", filters: { min_importance: 1 } })
    ).json();
    for (const r of none.results) expect(r.importance).toBe(1);
  });

  it("drops results under the threshold", async () => {
    const all = await (await search(alice.key, { query: "piano", limit: 10 })).json();
    const top = all.results[0].score;
    const strict = await (await search(alice.key, { query: "piano", limit: 10, threshold: top })).json();
    expect(strict.results.length).toBeGreaterThan(0);
    for (const r of strict.results) expect(r.score).toBeGreaterThanOrEqual(top);
    expect(strict.results.length).toBeLessThan(all.results.length);
  });

  it("rejects bad input with VALIDATION_ERROR", async () => {
    for (const [body, field] of [
      [{}, "query"],
      [{ query: "" }, "query"],
      [{ query: "x".repeat(2001) }, "query"],
      [{ query: "x", limit: 0 }, "limit"],
      [{ query: "x", limit: 101 }, "limit"],
      [{ query: "x", threshold: 1.5 }, "threshold"],
      [{ query: "x", filters: { categories: ["hobbies"] } }, "filters.categories.0"],
      [{ query: "x", filters: { created_after: "soon" } }, "filters.created_after"],
    ] as const) {
      const res = await search(alice.key, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", details: { field } });
    }
  });

  it("needs a key with memories:read", async () => {
    expect((await search("msk_nope", { query: "x" })).status).toBe(401);
    const writer = await api.keyedUser(["memories:write"]);
    const res = await search(writer.key, { query: "x" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "FORBIDDEN", required_scope: "memories:read" });
  });
});

describe("GET /v1/memories/search", () => {
  it("is the same search with q, limit and category in the query string", async () => {
    const res = await api.json(
      "GET",
      "/v1/memories/search?q=sister%20Madrid&limit=2&category=relationships",
      undefined,
      {
        "x-api-key": alice.key,
      },
    );
    expect(res.status).toBe(200);
    const body = await routeBody(api, "searchMemoriesByQuery", res);
    expect(body.results[0].content).toMatch(/Anna/);
    for (const r of body.results) expect(r.category).toBe("relationships");
    const bad = await api.json("GET", "/memories/search?q=x&category=hobbies", undefined, {
      "x-api-key": alice.key,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "VALIDATION_ERROR", details: { field: "category" } });
  });

  it("takes the text as `query`, like the POST body, with `q` kept as an alias", async () => {
    const headers = { "x-api-key": alice.key };
    const byQuery = await api.json(
      "GET",
      "/v1/memories/search?query=sister%20Madrid&limit=2",
      undefined,
      headers,
    );
    const byQ = await api.json("GET", "/v1/memories/search?q=sister%20Madrid&limit=2", undefined, headers);
    expect(byQuery.status).toBe(200);
    const [a, b] = [await byQuery.json(), await byQ.json()];
    expect(a.query).toBe("sister Madrid");
    expect(a.results.map((r: { memory_id: string }) => r.memory_id)).toEqual(
      b.results.map((r: { memory_id: string }) => r.memory_id),
    );
    const missing = await api.json("GET", "/v1/memories/search?limit=2", undefined, headers);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: "VALIDATION_ERROR", details: { field: "query" } });
  });
});
