import { type PgBouncer, pgbouncerInstalled, startPgBouncer } from "@memory/local-stack";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApiWithWorkers, type TestApiWithWorkers } from "../support.ts";
import { expectConsistent } from "./consistency.ts";
import { importOneFact, storeFact } from "./flows.ts";

// PostgreSQL behind Debian's PgBouncer 1.18 (.ci/run installs it), as a deployment with many API
// and worker processes would run it. 1.18 keeps no named prepared statements across the server
// connections of transaction pooling: `?prepare=false` on DATABASE_URL turns them off.
const key = (k: string) => ({ "x-api-key": k });

async function exercise(api: TestApiWithWorkers) {
  const u = await api.keyedUser();
  const facts = ["I play the cello.", "I live in Ghent.", "I am a vegetarian.", "My sister is called Anna."];
  for (const content of facts) expect((await storeFact(api, u.key, content)).status, content).toBe(201);
  // Many searches and reads: each takes a pooled server connection, rarely the one it had before.
  for (let i = 0; i < 20; i++) {
    const res = await api.json(
      "POST",
      "/v1/memories/search",
      { query: "What do I play?", limit: 3 },
      key(u.key),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()).results as { content: string }[])[0]?.content).toBe("I play the cello.");
  }
  const list = await api.json("GET", "/v1/memories?page=1&page_size=10", undefined, key(u.key));
  expect((await list.json()).data).toHaveLength(4);
  await importOneFact(api, u.key);
  await expectConsistent(
    api.services.db.sql,
    { url: api.env.QDRANT_URL, collection: api.env.QDRANT_COLLECTION },
    [u.userId],
  );
}

describe.skipIf(!pgbouncerInstalled())("PostgreSQL behind PgBouncer", () => {
  for (const mode of ["transaction", "session"] as const) {
    describe(`${mode} pooling`, () => {
      let bouncer: PgBouncer;
      let api: TestApiWithWorkers;
      beforeAll(async () => {
        bouncer = await startPgBouncer({ mode });
        api = await startTestApiWithWorkers((stack) => ({
          DATABASE_URL: `${bouncer.urlOf(stack.databaseUrl)}?prepare=false`,
          CHAT_IMPORT_WAIT_MS: "0",
        }));
      }, 60_000);
      afterAll(async () => {
        await api?.close();
        await bouncer?.stop();
      });

      it("stores, searches, lists and imports with prepared statements off", async () => {
        expect(api.env.DATABASE_URL).toContain(`:${bouncer.port}/`);
        await exercise(api);
      });
    });
  }
});
