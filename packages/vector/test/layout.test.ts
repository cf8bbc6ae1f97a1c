import { createTestStack, type TestStack } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQdrant, ensureCollection, LayoutError, layoutFromEnv } from "../src/index.ts";

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack();
});
afterAll(async () => {
  await stack?.cleanup();
});

const spec = { model: "local:test", dimension: 8 };

describe("layoutFromEnv", () => {
  it("takes what is set and leaves the rest to Qdrant", () => {
    expect(layoutFromEnv({})).toEqual({});
    expect(
      layoutFromEnv({
        QDRANT_SHARDS: 6,
        QDRANT_REPLICATION_FACTOR: 2,
        QDRANT_WRITE_CONSISTENCY: 2,
        QDRANT_ON_DISK: true,
      }),
    ).toEqual({ shards: 6, replicationFactor: 2, writeConsistency: 2, onDisk: true });
  });

  it("refuses a write consistency above the copies, saying what to change", () => {
    expect(() => layoutFromEnv({ QDRANT_REPLICATION_FACTOR: 2, QDRANT_WRITE_CONSISTENCY: 3 })).toThrow(
      LayoutError,
    );
    expect(() => layoutFromEnv({ QDRANT_WRITE_CONSISTENCY: 2 })).toThrow(
      /QDRANT_WRITE_CONSISTENCY=2 is more than the 1 copy .*at most 1/,
    );
  });
});

describe("ensureCollection with a layout", () => {
  it("creates the collection with its shards, copies, write consistency, on-disk vectors and quantization", async () => {
    const qdrant = createQdrant({ url: stack.qdrantUrl });
    const name = `${stack.collection}_layout`;
    const layout = layoutFromEnv({
      QDRANT_SHARDS: 3,
      QDRANT_REPLICATION_FACTOR: 1,
      QDRANT_WRITE_CONSISTENCY: 1,
      QDRANT_ON_DISK: true,
      QDRANT_QUANTIZATION: "scalar",
    });
    expect(await ensureCollection(qdrant, name, spec, layout)).toEqual([]);
    const info = await qdrant.getCollection(name);
    expect(info.config.params).toMatchObject({
      shard_number: 3,
      replication_factor: 1,
      write_consistency_factor: 1,
      on_disk_payload: true,
    });
    expect(info.config.params.vectors).toMatchObject({ dense: { on_disk: true } });
    expect(info.config.quantization_config).toMatchObject({ scalar: { type: "int8" } });
    await qdrant.deleteCollection(name);
  });

  it("on an existing collection: notes the shard count it cannot change, and keeps working", async () => {
    const qdrant = createQdrant({ url: stack.qdrantUrl });
    const name = `${stack.collection}_reshard`;
    await ensureCollection(qdrant, name, spec, { shards: 1 });
    const notes = await ensureCollection(qdrant, name, spec, { shards: 4 });
    expect(notes).toEqual([
      expect.stringMatching(/QDRANT_SHARDS=4, but the collection has 1 shard.*pnpm cli reindex/),
    ]);
    expect((await qdrant.getCollection(name)).config.params.shard_number).toBe(1);
    await qdrant.deleteCollection(name);
  });
});
