import { randomUUID } from "node:crypto";
import { createTestStack, type TestStack } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQdrant, ensureCollection, searchMemoryCandidates, upsertMemoryPoints } from "../src/index.ts";
import { indexedMemory } from "./indexed-memory.ts";

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack();
});
afterAll(async () => {
  await stack?.cleanup();
});

describe("searchMemoryCandidates", () => {
  it("gives every candidate its cosine, also one found only by its words", async () => {
    const qdrant = createQdrant({ url: stack.qdrantUrl });
    await ensureCollection(qdrant, stack.collection, { model: "local:test", dimension: 2 });
    const userId = randomUUID();
    const [near, close, wordsOnly] = [indexedMemory(userId), indexedMemory(userId), indexedMemory(userId)];
    await upsertMemoryPoints(qdrant, stack.collection, [
      { memory: near, vectors: { dense: [1, 0], sparse: { indices: [1], values: [1] } } },
      { memory: close, vectors: { dense: [0.8, 0.6], sparse: { indices: [2], values: [1] } } },
      { memory: wordsOnly, vectors: { dense: [0.6, 0.8], sparse: { indices: [7], values: [1] } } },
    ]);
    // One per list: the meaning list has `near`; the word list has `wordsOnly`, far from the query.
    const candidates = await searchMemoryCandidates(qdrant, stack.collection, {
      userId,
      vectors: { dense: [1, 0], sparse: { indices: [7], values: [1] } },
      perList: 1,
    });
    const byId = new Map(candidates.map((c) => [c.id, c.dense]));
    expect([...byId.keys()].sort()).toEqual([near.id, wordsOnly.id].sort());
    expect(byId.get(near.id)).toBeCloseTo(1, 5);
    expect(byId.get(wordsOnly.id)).toBeCloseTo(0.6, 5);
  });

  it("lists the meaning neighbours best first, then the word-only ones, each once", async () => {
    const qdrant = createQdrant({ url: stack.qdrantUrl });
    await ensureCollection(qdrant, stack.collection, { model: "local:test", dimension: 2 });
    const userId = randomUUID();
    const [a, b, c, d] = [
      indexedMemory(userId),
      indexedMemory(userId),
      indexedMemory(userId),
      indexedMemory(userId),
    ];
    const other = indexedMemory(randomUUID());
    await upsertMemoryPoints(qdrant, stack.collection, [
      { memory: a, vectors: { dense: [1, 0], sparse: { indices: [3], values: [1] } } },
      { memory: b, vectors: { dense: [0.8, 0.6], sparse: { indices: [7], values: [0.5] } } },
      { memory: c, vectors: { dense: [0, 1], sparse: { indices: [7], values: [1] } } },
      { memory: d, vectors: { dense: [0.6, 0.8], sparse: { indices: [7], values: [0.9] } } },
      // Another user's point, the nearest in both lists: never a candidate.
      { memory: other, vectors: { dense: [1, 0], sparse: { indices: [7], values: [2] } } },
    ]);
    const query = { dense: [1, 0], sparse: { indices: [7], values: [1] } };
    const both = await searchMemoryCandidates(qdrant, stack.collection, {
      userId,
      vectors: query,
      perList: 2,
    });
    // Meaning: a, b; words: c, d (b is fourth by words); c and d come after, best cosine first.
    expect(both.map((x) => x.id)).toEqual([a.id, b.id, d.id, c.id]);
    expect(both.map((x) => x.dense)).toEqual([1, 0.8, 0.6, 0].map((v) => expect.closeTo(v, 5)));

    const meaningOnly = await searchMemoryCandidates(qdrant, stack.collection, {
      userId,
      vectors: { dense: [1, 0], sparse: { indices: [], values: [] } },
      perList: 3,
    });
    expect(meaningOnly.map((x) => x.id)).toEqual([a.id, b.id, d.id]);
  });
});
