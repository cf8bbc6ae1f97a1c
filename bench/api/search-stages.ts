/**
 * Where a search's time goes (issue 30, item 5): the same 10k memories of one caller, the same
 * queries, and for each query every stage of the search timed alone, one after the other, so the
 * stages of one run compare fairly on a busy machine (trust the ratios more than the figures).
 *
 *   cd bench && node api/search-stages.ts                 (10k memories, 3 rounds of 200 queries)
 *   BENCH_STAGES_ROUNDS=5 BENCH_STAGES_MEMORIES=20000 node api/search-stages.ts
 *   BENCH_STAGES_ONLY='^HTTP: search$' BENCH_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=/tmp/p" …   (profile the API)
 *
 * Through the real API process (HTTP, keep-alive fetch): the search, `GET /health` and a search
 * refused by validation after authentication and the rate limit. In this process, on services
 * built by the API's own `buildApiServices`: the whole app without a socket (`app.request`), then
 * each stage the handler runs (key lookup, rate limit, embedding, the Qdrant query it sends, the
 * raw Qdrant query `api/run.ts` compares with, the PostgreSQL join, the ranking, JSON).
 * The search bucket's limit is lifted to 1,000,000 a minute so the limiter still runs but never refuses.
 */
import { join } from "node:path";
import { createApp } from "@memory/api/app";
import { loadApiEnv } from "@memory/api/env";
import { type ApiServices, buildApiServices } from "@memory/api/services";
import { hashApiKeySecret } from "@memory/auth";
import { findReadyMemories, getApiKeyByHash, type MemoryRow } from "@memory/db";
import { freePort } from "@memory/local-stack";
import { analyseQuery } from "@memory/models";
import { rankSearch } from "@memory/models/search";
import {
  type BenchStack,
  startApi,
  startProcess,
  startStack,
  type Teardown,
  waitUntil,
  withTeardown,
} from "@memory/testing/service-stack";
import { type Candidate, searchMemoryCandidates, searchMemoryPoints } from "@memory/vector";
import { keyedUser } from "../lib/keyed-user.ts";
import { count, ms, type Summary, summarize, table } from "../lib/stats.ts";
import { queries } from "./corpus.ts";
import { request } from "./http.ts";
import { classifyTemplates, pauseIndexing, seedMemories, waitForIndex } from "./seed.ts";

const MEMORIES = Number(process.env.BENCH_STAGES_MEMORIES ?? 10_000);
const ROUNDS = Number(process.env.BENCH_STAGES_ROUNDS ?? 3);
const QUERIES = 200;
const WARMUP = 30;
/** What the API asks Qdrant for: 60 candidates per list (CANDIDATES_PER_LIST of the search route). */
const PER_LIST = 60;
/** Only the stages whose name matches (e.g. `^HTTP: search$` while profiling the API process). */
const ONLY = new RegExp(process.env.BENCH_STAGES_ONLY ?? "");
/** Another checkout (e.g. /work/main) whose API serves the same stack too: its search is timed beside ours. */
const BASELINE = process.env.BENCH_BASELINE_ROOT;

const log = (message: string) =>
  process.stderr.write(`[stages ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

type Stage = (query: string) => Promise<unknown>;

/** `processing_time` of our API's searches (its handler alone), past the warm-up. */
const handlerMs: number[] = [];
let pastWarmup = false;

interface Setup {
  baseUrl: string;
  baselineUrl: string | undefined;
  services: ApiServices;
  app: ReturnType<typeof createApp>;
  userId: string;
  apiKey: string;
}

await withTeardown(main);

async function main(teardown: Teardown) {
  const stack = await startStack(teardown, "stages");
  stack.env.RATE_LIMIT_SEARCH = "1000000";
  const api = await startApi(teardown, stack);
  const baselineUrl = BASELINE ? await startApiFrom(teardown, stack, BASELINE) : undefined;
  const services = await inProcessServices(teardown, stack);
  const user = await keyedUser(services.db.orm, "stages@bench.invalid");
  await seed(stack, services, user.userId);
  const setup: Setup = { baseUrl: api.baseUrl, baselineUrl, services, app: createApp(services), ...user };
  const stages = new Map([...stagesOf(setup)].filter(([name]) => ONLY.test(name)));
  const samples = new Map<string, number[]>([...stages.keys()].map((k) => [k, []]));
  for (let round = 0; round < ROUNDS; round++) {
    log(`round ${round + 1} of ${ROUNDS}: ${QUERIES} queries, every stage of each`);
    const list = queries(WARMUP + QUERIES, 100 + round);
    for (const [i, query] of list.entries()) {
      pastWarmup = i >= WARMUP;
      for (const [name, stage] of inTurn([...stages], i)) {
        const started = performance.now();
        await stage(query);
        if (i >= WARMUP) samples.get(name)?.push(performance.now() - started);
      }
    }
  }
  const figures = new Map([...samples].map(([k, v]) => [k, summarize(v)]));
  if (handlerMs.length > 0) figures.set("HTTP: search, the handler's processing_time", summarize(handlerMs));
  report(figures);
}

/**
 * The stages in their order, but the two searches through HTTP (ours and the baseline's) swap
 * places every other query: the second of two requests in a row runs while the first API process
 * still finishes its work (measured: 8 % slower with the same code in both).
 */
function inTurn(stages: [string, Stage][], i: number): [string, Stage][] {
  const [first, second, ...rest] = stages;
  if (!BASELINE || i % 2 === 0 || !first || !second) return stages;
  return [second, first, ...rest];
}

/** The API of another checkout on the same stack, as a real process; its base URL. */
async function startApiFrom(teardown: Teardown, stack: BenchStack, root: string): Promise<string> {
  const port = await freePort();
  const env = { ...stack.env, PORT: String(port), HOST: "127.0.0.1" };
  const proc = startProcess(teardown, `API of ${root}`, join(root, "apps/api/src/main.ts"), env);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(`the API of ${root}`, async () => {
    if (proc.child.exitCode !== null) throw new Error(`the API of ${root} exited: ${proc.stderr()}`);
    return (await fetch(`${baseUrl}/ready`).catch(() => null))?.ok === true;
  });
  log(`baseline: the API of ${root} on ${baseUrl}`);
  return baseUrl;
}

/** The API's own services (its env parsing, pools, model and limiter) in this process. */
async function inProcessServices(teardown: Teardown, stack: BenchStack): Promise<ApiServices> {
  const env = loadApiEnv({ ...stack.env, HOST: "127.0.0.1", PORT: "1", LOG_LEVEL: "warn" });
  const services = await buildApiServices(env);
  teardown.add("close in-process services", () => services.close());
  return services;
}

async function seed(stack: BenchStack, services: ApiServices, userId: string) {
  log(`seeding ${count(MEMORIES)} memories`);
  const ctx = {
    sql: services.db.sql,
    qdrant: services.qdrant,
    collection: stack.collection,
    models: services.models,
    classes: await classifyTemplates(services.models),
  };
  const resume = await pauseIndexing(services.qdrant, stack.collection);
  await seedMemories(ctx, [{ userId, count: MEMORIES }], 1000);
  await resume();
  const index = await waitForIndex(services.qdrant, stack.collection);
  await services.db.sql`analyze memories`;
  log(`indexed: ${index.points} points, ${index.indexed} in HNSW, ${index.segments} segments`);
}

/** Each stage, keyed by the name it is reported under, in the order they run per query. */
function stagesOf(s: Setup): Map<string, Stage> {
  const { services, userId, apiKey } = s;
  const { models, qdrant, db, env } = services;
  const collection = env.QDRANT_COLLECTION;
  const vectors = async (query: string) => ({
    dense: (await models.embed([query]))[0] ?? [],
    sparse: models.sparse(query),
  });
  const candidates = async (query: string) =>
    searchMemoryCandidates(qdrant, collection, { userId, vectors: await vectors(query), perList: PER_LIST });
  // Each stage reads what the one before it produced for the same query, so it times itself alone.
  const answers = new Map<string, unknown>();
  const found = new Map<string, Candidate[]>();
  const joined = new Map<string, Map<string, MemoryRow>>();
  const join = async (query: string) => {
    const ids = (found.get(query) ?? []).map((c) => c.id);
    joined.set(query, new Map((await findReadyMemories(db.orm, userId, ids)).map((r) => [r.id, r])));
  };
  const rank = async (query: string) =>
    rankSearch(analyseQuery(query), found.get(query) ?? [], joined.get(query) ?? new Map(), models.words, {
      lengthBias: models.lengthBias,
    });
  return new Map<string, Stage>([
    ...requestStages(s, answers),
    ["auth: hash + key lookup (PostgreSQL)", () => getApiKeyByHash(db.orm, hashApiKeySecret(apiKey))],
    ["rate limit: consume (Redis)", () => services.rateLimits.consume("search", userId)],
    ["embed: dense (local model)", (q) => models.embed([q])],
    ["embed: sparse", async (q) => models.sparse(q)],
    ["Qdrant: the API's query (2 lists × 60)", async (q) => found.set(q, await candidates(q))],
    [
      "Qdrant: raw query of api/run.ts (RRF, 10)",
      async (q) => searchMemoryPoints(qdrant, collection, { userId, vectors: await vectors(q), limit: 10 }),
    ],
    ["PostgreSQL: join of the candidates", join],
    ["ranking: analyseQuery + rankSearch", rank],
    ["JSON: stringify the answer", async (q) => JSON.stringify(answers.get(q))],
  ]);
}

/** The stages that are whole requests: through HTTP to the API processes, and to the app in this process. */
function requestStages(s: Setup, answers: Map<string, unknown>): [string, Stage][] {
  const { apiKey } = s;
  const headers = { "x-api-key": apiKey, "content-type": "application/json" };
  const post = (query: string, limit: number) =>
    s.app.request("/v1/memories/search", { method: "POST", headers, body: JSON.stringify({ query, limit }) });
  return [
    [
      "HTTP: search",
      async (q) => {
        const { body } = await search(s.baseUrl, apiKey, q);
        answers.set(q, body);
        if (pastWarmup) handlerMs.push(Number.parseFloat(body.processing_time ?? "NaN") * 1000);
      },
    ],
    ...baselineStage(s.baselineUrl, apiKey),
    ["HTTP: GET /health", () => request(s.baseUrl, "GET", "/health", undefined)],
    ["HTTP: search refused (400 after auth + rate limit)", (q) => refused(s.baseUrl, apiKey, q)],
    ["in-process app.request: search", async (q) => (await post(q, 10)).json()],
    ["in-process app.request: GET /health", async () => s.app.request("/health")],
    ["in-process app.request: refused search", async (q) => post(q, 1000)],
  ];
}

function baselineStage(baseUrl: string | undefined, apiKey: string): [string, Stage][] {
  return baseUrl ? [["HTTP: search, baseline API", (q) => search(baseUrl, apiKey, q)]] : [];
}

async function search(baseUrl: string, apiKey: string, query: string) {
  const res = await request<{ results?: unknown[]; processing_time?: string }>(
    baseUrl,
    "POST",
    "/v1/memories/search",
    apiKey,
    {
      query,
      limit: 10,
    },
  );
  if (res.status !== 200)
    throw new Error(`search answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return res;
}

async function refused(baseUrl: string, apiKey: string, query: string) {
  const res = await request(baseUrl, "POST", "/v1/memories/search", apiKey, { query, limit: 1000 });
  if (res.status !== 400) throw new Error(`the refused search answered ${res.status}, not 400`);
  return res;
}

function report(figures: Map<string, Summary>) {
  const http = figures.get("HTTP: search")?.p50 ?? Number.NaN;
  const ours = figures.get("Qdrant: the API's query (2 lists × 60)")?.p50 ?? Number.NaN;
  const raw = figures.get("Qdrant: raw query of api/run.ts (RRF, 10)")?.p50 ?? Number.NaN;
  const rows = [...figures].map(([name, f]) => [
    name,
    ms(f.p50),
    ms(f.p95),
    `${((f.p50 / http) * 100).toFixed(0)} %`,
  ]);
  console.log(`\n${table(["stage (each alone, same queries)", "p50", "p95", "of HTTP p50"], rows)}\n`);
  console.log(
    `${count(MEMORIES)} memories, ${ROUNDS} × ${QUERIES} queries: HTTP search p50 = ${(http / raw).toFixed(2)} × the raw query of api/run.ts, ${(http / ours).toFixed(2)} × the API's own Qdrant query`,
  );
}
