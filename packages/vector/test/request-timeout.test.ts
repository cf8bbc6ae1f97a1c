import type { AddressInfo } from "node:net";
import { connect, createServer, type Server } from "node:net";
import { createTestStack, type TestStack } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQdrant, ensureCollection, upsertMemoryPoints } from "../src/index.ts";
import { indexedMemory } from "./indexed-memory.ts";

let stack: TestStack;
let proxy: Server;
let timeouts = 0;
let port: number;

/**
 * A TCP proxy to the real Qdrant that answers the first write with `408 Request Timeout` without
 * passing it on, as Qdrant's HTTP server does when a request's body is too slow to arrive (a loaded
 * machine): the write was not applied, and an upsert is safe to send again.
 */
beforeAll(async () => {
  stack = await createTestStack();
  const target = new URL(stack.qdrantUrl);
  proxy = createServer((socket) => {
    const upstream = connect(Number(target.port), target.hostname);
    let decided = false;
    socket.on("data", (chunk) => {
      if (!decided && timeouts === 0 && /^PUT /.test(chunk.toString("latin1"))) {
        decided = true;
        timeouts += 1;
        socket.end("HTTP/1.1 408 Request Timeout\r\ncontent-length: 0\r\nconnection: close\r\n\r\n");
        upstream.destroy();
        return;
      }
      decided = true;
      upstream.write(chunk);
    });
    upstream.pipe(socket);
    socket.on("error", () => upstream.destroy());
    upstream.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  port = (proxy.address() as AddressInfo).port;
});
afterAll(async () => {
  proxy?.close();
  await stack?.cleanup();
});

describe("a write Qdrant answered with 408 Request Timeout", () => {
  it("is sent again and applied once", async () => {
    const direct = createQdrant({ url: stack.qdrantUrl });
    await ensureCollection(direct, stack.collection, { model: "local:test", dimension: 4 });
    const client = createQdrant({ url: `http://127.0.0.1:${port}` });
    const memory = indexedMemory("u1");
    const vectors = { dense: [1, 0, 0, 0], sparse: { indices: [], values: [] } };
    await upsertMemoryPoints(client, stack.collection, [{ memory, vectors }]);
    expect(timeouts).toBe(1);
    const { count } = await direct.count(stack.collection, { exact: true });
    expect(count).toBe(1);
  });
});
