import { createTestStack, type TestStack } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQdrant, ensureCollection, searchMemoryPoints } from "../src/index.ts";
import { qdrantProxy } from "./qdrant-proxy.ts";

let stack: TestStack;
let proxy: Awaited<ReturnType<typeof qdrantProxy>>;
let resets = 0;

/**
 * The proxy drops the first request's connection without answering, as Qdrant does when it closes
 * an idle keep-alive connection just as a request goes out on it.
 */
beforeAll(async () => {
  stack = await createTestStack();
  proxy = await qdrantProxy(stack.qdrantUrl, (socket) => {
    if (resets > 0) return false;
    resets += 1;
    socket.resetAndDestroy();
    return true;
  });
});
afterAll(async () => {
  proxy?.close();
  await stack?.cleanup();
});

describe("a search on a connection the server reset", () => {
  it("is retried once and answers", async () => {
    const direct = createQdrant({ url: stack.qdrantUrl });
    await ensureCollection(direct, stack.collection, { model: "local:test", dimension: 4 });
    const client = createQdrant({ url: proxy.url });
    const points = await searchMemoryPoints(client, stack.collection, {
      userId: "u1",
      vectors: { dense: [1, 0, 0, 0], sparse: { indices: [], values: [] } },
      limit: 5,
    });
    expect(resets).toBe(1);
    expect(points).toEqual([]);
  });
});
