import { randomUUID } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createTestStack, type TestStack } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryPoints } from "../src/client.ts";
import {
  createQdrant,
  ensureCollection,
  isMissingCollection,
  memoryFilter,
  upsertMemoryPoints,
} from "../src/index.ts";
import { pointsQueryOver } from "../src/points-query.ts";
import { indexedMemory } from "./indexed-memory.ts";

let stack: TestStack;
beforeAll(async () => {
  stack = await createTestStack();
});
afterAll(async () => {
  await stack?.cleanup();
});

describe("queryPoints over createQdrant's own transport", () => {
  it("answers what the REST client answers to the same query", async () => {
    const qdrant = createQdrant({ url: stack.qdrantUrl });
    await ensureCollection(qdrant, stack.collection, { model: "local:test", dimension: 2 });
    const userId = randomUUID();
    const points = [indexedMemory(userId), indexedMemory(userId), indexedMemory(userId)];
    await upsertMemoryPoints(
      qdrant,
      stack.collection,
      points.map((m, i) => ({
        memory: m,
        vectors: { dense: [1, i], sparse: { indices: [i + 1], values: [1] } },
      })),
    );
    const filter = memoryFilter(userId);
    const body = {
      prefetch: [
        { query: [1, 0], using: "dense", limit: 2, filter },
        { query: { indices: [3], values: [1] }, using: "sparse", limit: 2, filter },
      ],
      query: [1, 0],
      using: "dense",
      limit: 4,
      with_payload: false,
    };
    const lean = await queryPoints(qdrant, stack.collection, body);
    expect(lean.points).toHaveLength(3);
    expect(lean).toEqual(await qdrant.query(stack.collection, body));
  });

  it("throws Qdrant's 404 for a missing collection as the REST client does, so a search waits out an alias switch", async () => {
    const qdrant = createQdrant({ url: stack.qdrantUrl });
    const missing = `${stack.collection}_missing`;
    const error = await queryPoints(qdrant, missing, { query: [1, 0], limit: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404 });
    expect(isMissingCollection(error)).toBe(true);
  });

  it("sends the API key and keeps the URL's path prefix", async () => {
    let seen: { url?: string; headers?: IncomingHttpHeaders } = {};
    const server = createServer((req, res) => {
      seen = { url: req.url, headers: req.headers };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ result: { points: [{ id: "p1", score: 0.5 }] }, status: "ok" }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const qdrant = createQdrant({ url: `http://127.0.0.1:${port}/qdrant/`, apiKey: "secret-key" });
      const answer = await queryPoints(qdrant, "memories", { query: [1, 0], limit: 1 });
      expect(answer).toEqual({ points: [{ id: "p1", score: 0.5 }] });
      expect(seen.url).toBe("/qdrant/collections/memories/points/query");
      expect(seen.headers?.["api-key"]).toBe("secret-key");
      expect(seen.headers?.["accept-encoding"]).toBeUndefined();
    } finally {
      server.close();
    }
  });

  it("fails a query that gets no answer in time, and one whose answer is not Qdrant's", async () => {
    let silent = true;
    const server = createServer((_req, res) => {
      if (silent) return; // never answers
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<html>a proxy's page</html>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const query = pointsQueryOver({ url: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      await expect(query("memories", { query: [1, 0], limit: 1 })).rejects.toThrow(
        /did not answer a query within 200 ms/,
      );
      silent = false;
      await expect(query("memories", { query: [1, 0], limit: 1 })).rejects.toMatchObject({
        status: 200,
        data: "<html>a proxy's page</html>",
      });
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
