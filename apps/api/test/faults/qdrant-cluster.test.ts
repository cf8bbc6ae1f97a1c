import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type QdrantCluster, startQdrantCluster } from "@memory/local-stack";
import { createQdrant } from "@memory/vector";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApiWithWorkers, type TestApiWithWorkers } from "../support.ts";
import { expectConsistent } from "./consistency.ts";
import { importOneFact, NURSE_FACT, storeFact } from "./flows.ts";

// A three-node Qdrant cluster on loopback (the bundled binary in cluster mode); the API and the
// workers connect to the first node and lay the collection out as three shards of two copies each.
let dataDir: string;
let cluster: QdrantCluster;
let api: TestApiWithWorkers;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "fault-qdrant-cluster-"));
  cluster = await startQdrantCluster({ dataDir, size: 3 });
  api = await startTestApiWithWorkers({
    QDRANT_URL: cluster.url,
    QDRANT_SHARDS: "3",
    QDRANT_REPLICATION_FACTOR: "2",
    QDRANT_WRITE_CONSISTENCY: "1",
    CHAT_IMPORT_WAIT_MS: "0",
  });
}, 120_000);
afterAll(async () => {
  await api?.close();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const key = (k: string) => ({ "x-api-key": k });
const search = async (k: string, query: string) => {
  const res = await api.json("POST", "/v1/memories/search", { query, limit: 5 }, key(k));
  expect(res.status, `search "${query}"`).toBe(200);
  return ((await res.json()).results as { content: string }[]).map((r) => r.content);
};

describe("a Qdrant cluster with a node stopped and restarted", () => {
  it("lays the collection out as asked", async () => {
    const info = await createQdrant({ url: cluster.url }).getCollection(api.env.QDRANT_COLLECTION);
    expect(info.config.params).toMatchObject({
      shard_number: 3,
      replication_factor: 2,
      write_consistency_factor: 1,
    });
  });

  it("keeps storing, importing and finding while a node is down; loses nothing", async () => {
    const u = await api.keyedUser();
    for (const fact of ["I play the cello.", "I live in Ghent."])
      expect((await storeFact(api, u.key, fact)).status).toBe(201);

    await cluster.nodes[2]?.stop();
    for (const fact of ["I am a vegetarian.", "My sister is called Anna."])
      expect((await storeFact(api, u.key, fact)).status).toBe(201);
    await importOneFact(api, u.key);
    expect(await search(u.key, "What instrument do I play?")).toContain("I play the cello.");
    expect(await search(u.key, "Where do I work?")).toEqual(expect.arrayContaining([NURSE_FACT]));

    await cluster.restart(2);
    expect(await search(u.key, "What is my sister called?")).toContain("My sister is called Anna.");
    const rows = await expectConsistent(
      api.services.db.sql,
      { url: cluster.url, collection: api.env.QDRANT_COLLECTION },
      [u.userId],
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
  });
});
