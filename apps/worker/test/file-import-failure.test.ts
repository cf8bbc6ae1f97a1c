import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createUser, getIntegration, newId } from "@memory/db";
import { createQdrant, type QdrantClient } from "@memory/vector";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importFile } from "../src/pipeline/files/import-file.ts";
import type { WorkerServices } from "../src/services.ts";
import { openTestServices, stageTestUpload } from "./support.ts";

let opened: Awaited<ReturnType<typeof openTestServices>>;
let services: WorkerServices;
let proxy: Server;
beforeAll(async () => {
  opened = await openTestServices();
  services = opened.services;
  proxy = await upsertFailingProxy(services.env.QDRANT_URL);
});
afterAll(async () => {
  proxy?.close();
  await opened?.close();
});

/**
 * Qdrant in front of which every points upsert is carried out but answered 500, as when the
 * connection drops after Qdrant wrote them: the import fails with points already in the index.
 */
async function upsertFailingProxy(target: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const answer = await fetch(new URL(req.url ?? "/", target), {
      method: req.method ?? "GET",
      headers: { "content-type": req.headers["content-type"] ?? "application/json" },
      ...(body ? { body } : {}),
    });
    const text = await answer.text();
    const upsert = req.method === "PUT" && /\/points(\?|$)/.test(req.url ?? "");
    res.writeHead(upsert ? 500 : answer.status, { "content-type": "application/json" });
    res.end(upsert ? JSON.stringify({ status: { error: "connection dropped" } }) : text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

async function pointsOf(qdrant: QdrantClient, userId: string) {
  const { points } = await qdrant.scroll(services.env.QDRANT_COLLECTION, {
    filter: { must: [{ key: "user_id", match: { value: userId } }] },
    limit: 100,
  });
  return points.length;
}

describe("a file import whose store fails for good", () => {
  it("deletes its unfinished memories and their points from Qdrant, and ends failed", async () => {
    const user = await createUser(services.db.orm, { email: `${newId()}@example.com` });
    if (!user) throw new Error("user exists");
    const text =
      "The lighthouse keeper logs the weather every morning at six. " +
      "Storm warnings are raised when the barometer falls below 990 hectopascals. " +
      "Supply boats arrive on the first Monday of each month.";
    const id = await stageTestUpload(services, user.id, "lighthouse.txt", text);
    const real = services.qdrant;
    const { port } = proxy.address() as AddressInfo;
    services.qdrant = createQdrant({ url: `http://127.0.0.1:${port}` });
    try {
      const payload = {
        integrationId: id,
        userId: user.id,
        filename: "lighthouse.txt",
        extractMode: "smart" as const,
        chunkSize: 1000,
        chunkOverlap: 200,
        autoCategorize: false,
      };
      await expect(importFile(services, payload, { finalAttempt: true })).rejects.toThrow();
    } finally {
      services.qdrant = real;
    }
    expect((await getIntegration(services.db.orm, id))?.status).toBe("failed");
    const rows = await services.db.sql`select id from memories where user_id = ${user.id}`;
    expect(rows).toHaveLength(0);
    expect(await pointsOf(real, user.id)).toBe(0);
  }, 60_000);
});
