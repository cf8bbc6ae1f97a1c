import { createTestStack, type TestStack } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createQdrant,
  DENSE_VECTOR,
  EmbeddingMismatchError,
  ensureCollection,
  SPARSE_VECTOR,
} from "../src/index.ts";

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack();
});
afterAll(async () => {
  await stack?.cleanup();
});

describe("ensureCollection", () => {
  it("creates dense + sparse (IDF) vectors, payload indexes and records the model", async () => {
    const qdrant = createQdrant({ url: stack.qdrantUrl });
    const spec = { model: "local:test", dimension: 8 };
    await Promise.all([
      ensureCollection(qdrant, stack.collection, spec),
      ensureCollection(qdrant, stack.collection, spec),
    ]);
    const info = await qdrant.getCollection(stack.collection);
    expect(info.config.params.vectors).toMatchObject({ [DENSE_VECTOR]: { size: 8, distance: "Cosine" } });
    expect(info.config.params.sparse_vectors).toMatchObject({ [SPARSE_VECTOR]: { modifier: "idf" } });
    expect((info.config as { metadata?: object }).metadata).toEqual({
      embedding_model: "local:test",
      embedding_dimension: 8,
    });
    expect(Object.keys(info.payload_schema).sort()).toEqual([
      "categories",
      "category",
      "created_at",
      "importance",
      "memory_type",
      "user_id",
    ]);
    expect(info.payload_schema.user_id).toMatchObject({ data_type: "keyword", params: { is_tenant: true } });
    // Idempotent on an existing collection.
    await ensureCollection(qdrant, stack.collection, spec);
  });

  it("refuses a collection built for another model or dimension, naming both and the way out", async () => {
    const qdrant = createQdrant({ url: stack.qdrantUrl });
    await ensureCollection(qdrant, stack.collection, { model: "local:test", dimension: 8 });
    await expect(
      ensureCollection(qdrant, stack.collection, { model: "local:test", dimension: 16 }),
    ).rejects.toThrow(EmbeddingMismatchError);
    await expect(
      ensureCollection(qdrant, stack.collection, { model: "openai:other", dimension: 8 }),
    ).rejects.toThrow(/built for embedding model local:test with dimension 8.*openai:other.*reindex/s);
  });

  it("talks to Qdrant without compressed replies", async () => {
    const qdrant = createQdrant({ url: stack.qdrantUrl });
    const started = performance.now();
    for (let i = 0; i < 20; i++) await qdrant.collectionExists(stack.collection);
    // With gzip replies every call waits ~40 ms for a delayed ACK; uncompressed calls take ~1 ms.
    expect((performance.now() - started) / 20).toBeLessThan(20);
  });
});
