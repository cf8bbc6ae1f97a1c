import { createTestStack, type TestStack } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQdrant, ensureCollection, upsertMemoryPoints } from "../src/index.ts";
import { indexedMemory } from "./indexed-memory.ts";
import { qdrantProxy } from "./qdrant-proxy.ts";

let stack: TestStack;
let proxy: Awaited<ReturnType<typeof qdrantProxy>>;
let timeouts = 0;

/**
 * The proxy answers the first write with `408 Request Timeout` without passing it on, as Qdrant's
 * HTTP server does when a request's body is too slow to arrive (a loaded machine): the write was
 * not applied, and an upsert is safe to send again.
 */
beforeAll(async () => {
  stack = await createTestStack();
  proxy = await qdrantProxy(stack.qdrantUrl, (socket, first) => {
    if (timeouts > 0 || !first.toString("latin1").startsWith("PUT ")) return false;
    timeouts += 1;
    socket.end("HTTP/1.1 408 Request Timeout\r\ncontent-length: 0\r\nconnection: close\r\n\r\n");
    return true;
  });
});
afterAll(async () => {
  proxy?.close();
  await stack?.cleanup();
});

describe("a write Qdrant answered with 408 Request Timeout", () => {
  it("is sent again and applied once", async () => {
    const direct = createQdrant({ url: stack.qdrantUrl });
    await ensureCollection(direct, stack.collection, { model: "local:test", dimension: 4 });
    const client = createQdrant({ url: proxy.url });
    const memory = indexedMemory("u1");
    const vectors = { dense: [1, 0, 0, 0], sparse: { indices: [], values: [] } };
    await upsertMemoryPoints(client, stack.collection, [{ memory, vectors }]);
    expect(timeouts).toBe(1);
    const { count } = await direct.count(stack.collection, { exact: true });
    expect(count).toBe(1);
  });
});
