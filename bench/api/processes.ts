/**
 * Issue 30, item 4: search throughput of one API port served by 1, 2 and 4 processes
 * (API_PROCESSES, a Node cluster), with one worker, the bundled Qdrant and the local PostgreSQL and
 * Redis. Each round: CLIENTS concurrent keep-alive clients search for SECONDS; prints requests/s and
 * latency per process count. The clients run in this process, on the same machine: what they use
 * of its cores is part of what the figures show.
 *   cd bench && node api/processes.ts        (BENCH_SCALE=small: 4 s rounds)
 */
import { createDb } from "@memory/db";
import {
  startApi,
  startStack,
  startWorkers,
  stopProcess,
  type Teardown,
  withTeardown,
} from "@memory/testing/service-stack";
import { keyedUser } from "../lib/keyed-user.ts";
import { ms, summarize, table } from "../lib/stats.ts";

const SECONDS = process.env.BENCH_SCALE === "small" ? 4 : 10;
const CLIENTS = 32;
const FACTS = 100;
const QUERIES = ["What do I play?", "Where do I live?", "What do I do for a living?", "Who is my sister?"];

await withTeardown(main);

async function main(teardown: Teardown) {
  const stack = await startStack(teardown, "procs");
  await startWorkers(teardown, stack, 1);
  const db = createDb(stack.databaseUrl, { max: 2 });
  teardown.add("close bench database pool", () => db.close());
  const user = await keyedUser(db.orm, "processes@bench.invalid");
  const rows: string[][] = [];
  let seeded = false;
  for (const processes of [1, 2, 4]) {
    const env = { ...stack.env, API_PROCESSES: String(processes), RATE_LIMIT_SEARCH: "1000000" };
    const api = await startApi(teardown, { ...stack, env: { ...env, RATE_LIMIT_STORE: "1000000" } });
    if (!seeded) {
      await seed(api.baseUrl, user.apiKey);
      seeded = true;
    }
    await load(api.baseUrl, user.apiKey, 2); // warm every process
    const round = await load(api.baseUrl, user.apiKey, SECONDS);
    const s = summarize(round.latencies);
    rows.push([
      String(processes),
      (round.latencies.length / SECONDS).toFixed(0),
      ms(s.p50),
      ms(s.p95),
      String(round.errors),
    ]);
    await stopProcess(api.proc.child);
  }
  console.log(
    `\nsearch through HTTP, ${CLIENTS} keep-alive clients, ${SECONDS} s a round, ${FACTS} memories`,
  );
  console.log(table(["API processes", "searches/s", "p50", "p95", "errors"], rows));
}

async function seed(baseUrl: string, apiKey: string) {
  const facts = ["I play the cello.", "I live in Ghent.", "I work as a nurse.", "My sister is called Anna."];
  for (let i = 0; i < FACTS; i++) {
    const content = `${facts[i % facts.length]?.replace(".", "")} (note ${i}).`;
    const res = await fetch(`${baseUrl}/v1/memories`, {
      method: "POST",
      headers: { "x-api-key": apiKey, "content-type": "application/json" },
      body: JSON.stringify({
        messages: [{ role: "user", content }],
        agent_id: "a",
        thread_id: "t",
        source: "chat",
      }),
    });
    if (res.status !== 201 && res.status !== 202)
      throw new Error(`seed store: ${res.status} ${await res.text()}`);
  }
}

/** CLIENTS loops of searches for `seconds`; the latency of each answer, and how many were not 200. */
async function load(baseUrl: string, apiKey: string, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = c; performance.now() < end; i++) {
        const started = performance.now();
        const res = await fetch(`${baseUrl}/v1/memories/search`, {
          method: "POST",
          headers: { "x-api-key": apiKey, "content-type": "application/json" },
          body: JSON.stringify({ query: QUERIES[i % QUERIES.length], limit: 5 }),
        });
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(performance.now() - started);
        else errors++;
      }
    }),
  );
  return { latencies, errors };
}
