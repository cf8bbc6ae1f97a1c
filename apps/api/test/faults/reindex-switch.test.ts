import { execFile } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { waitFor } from "@memory/testing";
import { createQdrant, nameState } from "@memory/vector";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reindex } from "../../../cli/src/commands/reindex.ts";
import { loadCliEnv } from "../../../cli/src/env.ts";
import { apiEnvFor, startTestApiWithWorkers, type TestApiWithWorkers } from "../support.ts";
import { expectConsistent } from "./consistency.ts";
import { storeFact } from "./flows.ts";

const run = promisify(execFile);
const REPO_ROOT = join(fileURLToPath(import.meta.url), "..", "..", "..", "..", "..");

let api: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers({ RATE_LIMIT_SEARCH: "100000", RATE_LIMIT_STORE: "100000" });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

/** `pnpm cli reindex --to <target>` as a real process against the test's stack. */
async function reindexTo(target: string) {
  const env = { ...process.env, ...apiEnvFor(api.stack) };
  const { stdout } = await run(process.execPath, ["apps/cli/src/main.ts", "reindex", "--to", target], {
    cwd: REPO_ROOT,
    env,
  });
  return JSON.parse(stdout);
}

/** The same command in this process, with what the services change just before the switch. */
function reindexInProcess(target: string, beforeSwitch: () => Promise<void>) {
  const env = loadCliEnv({ ...process.env, ...apiEnvFor(api.stack) });
  return reindex(env, { to: target, beforeSwitch, log: () => {} });
}

/** Searches in `n` loops until `stop()`; counts the answers and keeps every failure. */
function searchLoad(k: string, n: number) {
  let running = true;
  const failures: string[] = [];
  let answered = 0;
  const loops = Array.from({ length: n }, async () => {
    while (running) {
      const res = await api.json(
        "POST",
        "/v1/memories/search",
        { query: "What do I play?", limit: 3 },
        { "x-api-key": k },
      );
      if (res.status === 200 && ((await res.json()).results as unknown[]).length > 0) answered++;
      else failures.push(`${res.status} ${await res.text()}`);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { answered, failures };
    },
  };
}

describe("pnpm cli reindex --to under load", () => {
  it("switches twice (collection -> alias, alias -> alias) while searches and stores go on: none fails, nothing lost", async () => {
    const u = await api.keyedUser();
    for (let i = 0; i < 40; i++)
      expect((await storeFact(api, u.key, `I play the cello in orchestra ${i}.`)).status).toBe(201);
    const qdrant = createQdrant({ url: api.env.QDRANT_URL });
    const name = api.env.QDRANT_COLLECTION;

    const ids = (
      await api.services.db.sql<{ id: string }[]>`select id from memories where user_id = ${u.userId}`
    ).map((r) => r.id);
    const headers = { "x-api-key": u.key };
    // What the services change after the new collection is filled and before the switch: the
    // catch-up must carry it over (deleted points removed, changed ones rewritten).
    const changeMeanwhile = async () => {
      for (const id of ids.splice(0, 3))
        expect((await api.json("DELETE", `/v1/memories/${id}`, undefined, headers)).status).toBe(200);
      for (const id of ids.slice(0, 3)) {
        const res = await api.json(
          "PATCH",
          `/v1/memories/${id}`,
          { content: `I play the viola, ${id}.` },
          headers,
        );
        expect(res.status).toBe(200);
      }
    };
    const switches: [string, (target: string) => Promise<{ alias?: string }>][] = [
      [`${name}_v2`, reindexTo],
      [`${name}_v3`, (target) => reindexInProcess(target, changeMeanwhile)],
    ];

    for (const [target, switchTo] of switches) {
      const load = searchLoad(u.key, 4);
      const storing = (async () => {
        for (let i = 0; i < 10; i++)
          expect((await storeFact(api, u.key, `I sing in choir ${target} ${i}.`)).status).toBe(201);
      })();
      const result = await switchTo(target);
      await storing;
      const { answered, failures } = await load.stop();
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(0);
      expect(result).toMatchObject({ alias: name });
      expect(await nameState(qdrant, name)).toEqual({ kind: "alias", target });
      await waitFor("the new collection to hold exactly PostgreSQL's memories", async () =>
        expectConsistent(api.services.db.sql, { url: api.env.QDRANT_URL, collection: name }, [
          u.userId,
        ]).catch(() => undefined),
      );
    }
  });
});
