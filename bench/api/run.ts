/**
 * Issue 3 benchmark: search and store through the real HTTP path, raw Qdrant beside it, resident
 * memory of the real processes, growth 10k → 100k → 1M memories, and mem0's OSS SDK as the peer.
 *
 *   pnpm bench                                   (root: turbo run bench)
 *   cd bench && node api/run.ts                  (this benchmark only)
 *   BENCH_SCALE=small node api/run.ts            (10k / 20k among 100k, quick)
 *   BENCH_MEM0=0 …                               (skip the mem0 peer)
 *   BENCH_NODE_OPTIONS="--max-semi-space-size=1" … (NODE_OPTIONS of the API and workers, to try a fix)
 *
 * Needs the local PostgreSQL and Redis (defaults); starts the bundled Qdrant, an API and two
 * workers as real processes, and removes everything it created at the end.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb } from "@memory/db";
import { createLocalModelProvider } from "@memory/models";
import { startApi, startStack, startWorkers, Teardown } from "@memory/testing/service-stack";
import { createQdrant } from "@memory/vector";
import { Redis } from "ioredis";
import { keyedUser } from "../lib/keyed-user.ts";
import { RssSampler } from "../lib/rss.ts";
import { count, duration, mb, ms, type Summary, table } from "../lib/stats.ts";
import { RateLimitReset } from "./http.ts";
import {
  type Caller,
  type Env,
  measureFloors,
  measureSearch,
  measureStore,
  measureStoreParts,
  type SearchFigures,
  type StoreFigures,
} from "./measure.ts";
import type { Mem0Figures, Mem0PeerSettings } from "./mem0-peer.ts";
import {
  classifyTemplates,
  pauseIndexing,
  type SeedContext,
  seedMemories,
  seedUsers,
  waitForIndex,
} from "./seed.ts";

const SCALES = {
  full: { a: 10_000, b: 100_000, total: 1_000_000, others: 1000, storeSeconds: 20 },
  small: { a: 10_000, b: 20_000, total: 100_000, others: 100, storeSeconds: 10 },
} as const;
const scaleName = process.env.BENCH_SCALE === "small" ? "small" : "full";
const SCALE = SCALES[scaleName];
const QUERIES = 300;
const WARMUP = 50;
const STORE_SEQUENTIAL = 200;
const STORE_CONCURRENCY = 16;
const STORE_USERS = 32;
const WORKERS = 2;
const RUN_MEM0 = process.env.BENCH_MEM0 !== "0";

const log = (message: string) =>
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

interface Phase {
  name: string;
  total: number;
  seedMs: number;
  indexMs: number;
  points: number;
  searchA: SearchFigures;
  searchB?: SearchFigures;
  store: StoreFigures;
  rss: Record<string, { peakRss: number; rss: number; hwm: number }>;
}

const teardown = new Teardown();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: tearing down`);
    void teardown.run().then(() => process.exit(130));
  });
}

const runStarted = performance.now();
try {
  await main();
} catch (error) {
  console.error(`benchmark failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  log("tearing down");
  await teardown.run();
}

async function main() {
  log(`scale ${scaleName}: A ${count(SCALE.a)}, B ${count(SCALE.b)}, ${count(SCALE.total)} in all`);
  const stack = await startStack(teardown);
  log(`database ${stack.databaseUrl}, Qdrant ${stack.qdrantUrl}, prefix ${stack.queuePrefix}`);
  const api = await startApi(teardown, stack);
  const workers = await startWorkers(teardown, stack, WORKERS);
  log(`api pid ${api.proc.pid} on ${api.baseUrl}; workers ${workers.map((w) => w.pid).join(", ")}`);
  const rss = new RssSampler({
    api: api.proc.pid,
    ...Object.fromEntries(workers.map((w, i) => [`worker ${i + 1}`, w.pid])),
  });
  teardown.add("stop RSS sampler", () => rss.stop());
  const startupRss = rss.mark();

  const models = await createLocalModelProvider();
  const qdrant = createQdrant({ url: stack.qdrantUrl });
  const db = createDb(stack.databaseUrl, { max: 4 });
  teardown.add("close bench database pool", () => db.close());
  const redis = new Redis(stack.redisUrl, { maxRetriesPerRequest: 1 });
  teardown.add("close bench Redis", () => redis.disconnect());
  const env: Env = {
    baseUrl: api.baseUrl,
    models,
    qdrant,
    collection: stack.collection,
    db: db.orm,
    rl: new RateLimitReset(redis, stack.queuePrefix),
  };

  const caller = (label: string): Promise<Caller> => keyedUser(db.orm, `${label}@bench.invalid`);
  const userA = await caller("user-a");
  const userB = await caller("user-b");
  const storeCallers: Caller[] = [];
  for (let i = 0; i < STORE_USERS; i++) storeCallers.push(await caller(`store-${i}`));

  const ctx: SeedContext = {
    sql: db.sql,
    qdrant,
    collection: stack.collection,
    models,
    classes: await classifyTemplates(models),
  };
  const phases: Phase[] = [];
  let total = 0;

  const runPhase = async (
    name: string,
    plan: { userId: string; count: number }[],
    seed: number,
    measureB: boolean,
  ) => {
    const added = plan.reduce((a, b) => a + b.count, 0);
    log(`${name}: seeding ${count(added)} memories for ${plan.length} user(s)`);
    let lastLog = 0;
    const resumeIndexing = await pauseIndexing(qdrant, stack.collection);
    const seeded = await seedMemories(ctx, plan, seed, (done, all) => {
      if (performance.now() - lastLog > 10_000) {
        lastLog = performance.now();
        log(`  ${count(done)} / ${count(all)}`);
      }
    });
    total += added;
    await resumeIndexing();
    log(
      `  seeded in ${duration(seeded.ms)} (model ${duration(seeded.embedMs)}); waiting for Qdrant to index`,
    );
    const index = await waitForIndex(qdrant, stack.collection);
    await db.sql`analyze memories`;
    log(
      `  indexed in ${duration(index.ms)}: ${index.points} points, ${index.indexed} in HNSW, ${index.segments} segments`,
    );
    log(`  search as A (${count(SCALE.a)})`);
    const searchA = await measureSearch(env, userA, SCALE.a, QUERIES, WARMUP, seed + 1);
    let searchB: SearchFigures | undefined;
    if (measureB) {
      log(`  search as B (${count(SCALE.b)})`);
      searchB = await measureSearch(env, userB, SCALE.b, QUERIES, WARMUP, seed + 2);
    }
    log(
      `  store: ${STORE_SEQUENTIAL} sequential, then ${STORE_CONCURRENCY} in flight for ${SCALE.storeSeconds} s`,
    );
    const store = await measureStore(
      env,
      storeCallers,
      STORE_SEQUENTIAL,
      STORE_CONCURRENCY,
      SCALE.storeSeconds,
      seed + 3,
    );
    const phase: Phase = {
      name,
      total,
      seedMs: seeded.ms,
      indexMs: index.ms,
      points: index.points,
      searchA,
      ...(searchB ? { searchB } : {}),
      store,
      rss: rss.mark(),
    };
    phases.push(phase);
    log(
      `  search A p50 ${ms(searchA.http.p50)}${searchB ? `, B p50 ${ms(searchB.http.p50)}` : ""}; store p50 ${ms(store.sequential.p50)}, ${store.throughput.toFixed(0)} msg/s`,
    );
    return phase;
  };

  const first = await runPhase(count(SCALE.a), [{ userId: userA.userId, count: SCALE.a }], 1000, false);
  const floors = await measureFloors(env, userA, 200);
  const storeParts = await measureStoreParts(env, "bench-parts", 100, 77);

  let mem0: Mem0Figures | { error: string } | undefined;
  if (RUN_MEM0) {
    log(`mem0 peer: ${count(SCALE.a)} memories in its own collection on the same Qdrant`);
    mem0 = await runMem0Peer(stack.qdrantUrl, `${stack.collection}_mem0`, SCALE.a);
    if ("error" in mem0) log(`  mem0 peer failed: ${mem0.error}`);
  }

  await runPhase(count(SCALE.a + SCALE.b), [{ userId: userB.userId, count: SCALE.b }], 2000, true);
  const others = await seedUsers(db.sql, SCALE.others, "others");
  const rest = SCALE.total - SCALE.a - SCALE.b;
  const each = Math.floor(rest / others.length);
  const plan = others.map((userId, i) => ({
    userId,
    count: i === others.length - 1 ? rest - each * (others.length - 1) : each,
  }));
  const last = await runPhase(count(SCALE.total), plan, 3000, true);
  const finalRss = rss.mark();

  report({ first, last, phases, floors, storeParts, mem0, startupRss, finalRss, stack });
}

function runMem0Peer(qdrantUrl: string, collection: string, memories: number) {
  return new Promise<Mem0Figures | { error: string }>((resolve) => {
    const home = mkdtempSync(join(tmpdir(), "memory-bench-mem0-home-"));
    const settings: Mem0PeerSettings = {
      qdrantUrl,
      collection,
      memories,
      queries: QUERIES,
      warmup: WARMUP,
      storeSequential: STORE_SEQUENTIAL,
    };
    const peer = new URL("./mem0-peer.ts", import.meta.url).pathname;
    const child = spawn(process.execPath, [peer, JSON.stringify(settings)], {
      env: { ...process.env, HOME: home, MEM0_TELEMETRY: "false" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 15 * 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      rmSync(home, { recursive: true, force: true });
      const line = out.trim().split("\n").at(-1) ?? "";
      try {
        resolve(JSON.parse(line) as Mem0Figures | { error: string });
      } catch {
        resolve({ error: `mem0 peer exited with code ${code} and no result` });
      }
    });
  });
}

interface ReportInput {
  first: Phase;
  last: Phase;
  phases: Phase[];
  floors: Awaited<ReturnType<typeof measureFloors>>;
  storeParts: Awaited<ReturnType<typeof measureStoreParts>>;
  mem0: Mem0Figures | { error: string } | undefined;
  startupRss: Record<string, { peakRss: number; rss: number; hwm: number }>;
  finalRss: Record<string, { peakRss: number; rss: number; hwm: number }>;
  stack: { queuePrefix: string };
}

function report(r: ReportInput) {
  const { first, last } = r;
  const lastB = last.searchB;
  const pass = (ok: boolean) => (ok ? "PASS" : "FAIL");
  const hwm = (name: string) => r.finalRss[name]?.hwm ?? Number.NaN;
  const workerNames = Object.keys(r.finalRss).filter((n) => n.startsWith("worker"));
  const workerHwm = Math.max(...workerNames.map(hwm));
  const rows: string[][] = [
    [
      `search HTTP p50, ${count(SCALE.a)} for the caller (${count(first.total)} in all)`,
      "≤ 8 ms",
      ms(first.searchA.http.p50),
      `raw Qdrant ${ms(first.searchA.qdrant.p50)}`,
      pass(first.searchA.http.p50 <= 8),
    ],
    [
      `search HTTP p95, ${count(SCALE.a)} for the caller (${count(first.total)} in all)`,
      "≤ 15 ms",
      ms(first.searchA.http.p95),
      `raw Qdrant ${ms(first.searchA.qdrant.p95)}`,
      pass(first.searchA.http.p95 <= 15),
    ],
    [
      `search HTTP p50, ${count(SCALE.b)} for the caller among ${count(last.total)}`,
      "≤ 20 ms",
      ms(lastB?.http.p50),
      `raw Qdrant ${ms(lastB?.qdrant.p50)}`,
      pass((lastB?.http.p50 ?? Number.POSITIVE_INFINITY) <= 20),
    ],
    [
      `search HTTP p95, ${count(SCALE.b)} for the caller among ${count(last.total)}`,
      "≤ 50 ms",
      ms(lastB?.http.p95),
      `raw Qdrant ${ms(lastB?.qdrant.p95)}`,
      pass((lastB?.http.p95 ?? Number.POSITIVE_INFINITY) <= 50),
    ],
    [
      `store HTTP p50, sync, ${WORKERS} workers (${count(last.total)} in all)`,
      "≤ 35 ms",
      ms(last.store.sequential.p50),
      `p95 ${ms(last.store.sequential.p95)}`,
      pass(last.store.sequential.p50 <= 35),
    ],
    [
      `store throughput, ${last.store.concurrency} in flight, ${WORKERS} workers`,
      "≥ 100 msg/s",
      `${last.store.throughput.toFixed(0)} msg/s`,
      `p50 under load ${ms(last.store.underLoad.p50)}`,
      pass(last.store.throughput >= 100),
    ],
    ["api resident memory (VmHWM, whole run)", "≤ 300 MB", mb(hwm("api")), "", pass(hwm("api") <= 300)],
    [
      "worker resident memory (max VmHWM of the workers)",
      "≤ 500 MB",
      mb(workerHwm),
      workerNames.map((n) => `${n} ${mb(hwm(n))}`).join(", "),
      pass(workerHwm <= 500),
    ],
  ];
  const mem0 = r.mem0;
  const peer: string[][] = [];
  if (mem0 && !("error" in mem0)) {
    peer.push(
      [
        `mem0 ${mem0.version} add() p50, in-process (measured here)`,
        "peer",
        ms(mem0.addAtScale.p50),
        `ours: store HTTP p50 ${ms(first.store.sequential.p50)} (at ${count(first.total)})`,
        first.store.sequential.p50 <= mem0.addAtScale.p50 ? "ours faster" : "mem0 faster",
      ],
      [
        `mem0 ${mem0.version} search p50 / p95, ${count(mem0.memories)} (measured here)`,
        "peer",
        `${ms(mem0.search.p50)} / ${ms(mem0.search.p95)}`,
        `ours: HTTP ${ms(first.searchA.http.p50)} / ${ms(first.searchA.http.p95)}`,
        first.searchA.http.p50 <= mem0.search.p50 ? "ours faster" : "mem0 faster",
      ],
    );
  } else {
    peer.push(
      [
        "mem0 add() p50 (reference, not measured here)",
        "peer",
        "35 ms",
        `ours ${ms(first.store.sequential.p50)}`,
        "",
      ],
      [
        "mem0 search p50 / p95, 10k (reference, not measured here)",
        "peer",
        "8.7 ms / 14 ms",
        `ours ${ms(first.searchA.http.p50)} / ${ms(first.searchA.http.p95)}`,
        "",
      ],
    );
  }

  const out: string[] = [];
  const say = (s = "") => out.push(s);
  say(`# Memory service benchmark (issue 3), scale ${scaleName}`);
  say();
  say("Command: pnpm bench   (= turbo run bench → cd bench && node api/run.ts)");
  say(`Machine: ${os()}`);
  say(
    `Setup: API + ${WORKERS} workers as real processes (node apps/{api,worker}/src/main.ts, LOG_LEVEL=warn, MODEL_PROVIDER=local), ` +
      "bundled Qdrant 1.16 in a temp dir, fresh PostgreSQL database, HTTP over keep-alive fetch to 127.0.0.1.",
  );
  say(
    `Throttling: the API ran with its own QUEUE_PREFIX (${r.stack.queuePrefix}); the benchmark deleted each caller's ` +
      "rate-limit counter (<prefix>:rl:<bucket>:<user>) in Redis every 40 requests, outside the timed requests, " +
      `and spread concurrent stores over ${STORE_USERS} users; no request was throttled (any 429 aborts the run).`,
  );
  say(
    `Search: ${WARMUP} warm-up then ${QUERIES} different queries per phase, limit 10; "raw Qdrant" = searchMemoryPoints ` +
      "(one hybrid query) with the same vectors and filter from the benchmark process. Seeding: PostgreSQL COPY + " +
      "upsertMemoryPoints with the local model's vectors, HNSW indexing paused during the upload (indexing_threshold 0) and " +
      "then restored; measured only after Qdrant reported green with the optimizers idle.",
  );
  say();
  say("## Targets");
  say();
  say(table(["figure", "target", "measured", "beside it", "result"], [...rows, ...peer]));
  if (mem0 && "error" in mem0) say(`\nmem0 could not be measured here: ${mem0.error}`);
  say();
  say("## Growth");
  say();
  const cols = r.phases.map((p) => `${count(p.total)} in all`);
  const line = (label: string, f: (p: Phase) => string) => [label, ...r.phases.map(f)];
  const pair = (s: Summary | undefined) => (s ? `${ms(s.p50)} / ${ms(s.p95)}` : "–");
  say(
    table(
      ["figure (p50 / p95)", ...cols],
      [
        line("seeding (PG COPY + Qdrant upsert)", (p) => duration(p.seedMs)),
        line("Qdrant index build (paused during upload)", (p) => duration(p.indexMs)),
        line(`search A (${count(SCALE.a)}): HTTP`, (p) => pair(p.searchA.http)),
        line(`search A: API processing_time`, (p) => pair(p.searchA.server)),
        line(`search A: raw Qdrant query`, (p) => pair(p.searchA.qdrant)),
        line(`search A: PostgreSQL join`, (p) => pair(p.searchA.pg)),
        line(`search B (${count(SCALE.b)}): HTTP`, (p) => pair(p.searchB?.http)),
        line(`search B: API processing_time`, (p) => pair(p.searchB?.server)),
        line(`search B: raw Qdrant query`, (p) => pair(p.searchB?.qdrant)),
        line(`search B: PostgreSQL join`, (p) => pair(p.searchB?.pg)),
        line("query embed + sparse (local model)", (p) => pair(p.searchA.embed)),
        line(`store HTTP, sequential (${STORE_SEQUENTIAL})`, (p) => pair(p.store.sequential)),
        line("store: API processing_time", (p) => pair(p.store.server)),
        line(`store under load (${STORE_CONCURRENCY} in flight)`, (p) => pair(p.store.underLoad)),
        line(
          "store throughput",
          (p) =>
            `${p.store.throughput.toFixed(0)} msg/s (${p.store.completed} in ${p.store.seconds.toFixed(0)} s)`,
        ),
        line("stores answered 202 (wait ran out)", (p) => String(p.store.accepted202)),
        ...Object.keys(last.rss).map((name) =>
          line(`${name} peak VmRSS in phase`, (p) => mb(p.rss[name]?.peakRss)),
        ),
      ],
    ),
  );
  say();
  say("## Where the time goes (p50)");
  say();
  say(
    table(
      ["piece", "p50", "p95"],
      [
        ["HTTP floor: GET /health", ms(r.floors.health.p50), ms(r.floors.health.p95)],
        [
          `HTTP + API-key auth + rate limit (search rejected by validation, ${r.floors.authedStatus})`,
          ms(r.floors.authed.p50),
          ms(r.floors.authed.p95),
        ],
        [`query embed + sparse (local model)`, ms(first.searchA.embed.p50), ms(first.searchA.embed.p95)],
        [
          `Qdrant hybrid query, ${count(SCALE.a)}`,
          ms(first.searchA.qdrant.p50),
          ms(first.searchA.qdrant.p95),
        ],
        [
          `Qdrant hybrid query, ${count(SCALE.b)} among ${count(last.total)}`,
          ms(lastB?.qdrant.p50),
          ms(lastB?.qdrant.p95),
        ],
        ["PostgreSQL join of 10 ids", ms(first.searchA.pg.p50), ms(first.searchA.pg.p95)],
        [
          "store: local model extract + embed + sparse",
          ms(r.storeParts.model.p50),
          ms(r.storeParts.model.p95),
        ],
        [
          `store: one Qdrant upsert, wait: true (${count(first.total)} in all)`,
          ms(r.storeParts.upsert.p50),
          ms(r.storeParts.upsert.p95),
        ],
      ],
    ),
  );
  say();
  say("## Resident memory (MB)");
  say();
  say(
    table(
      ["process", "VmRSS after start", "VmRSS at end", "VmHWM (peak)"],
      Object.keys(r.finalRss).map((name) => [
        name,
        mb(r.startupRss[name]?.rss),
        mb(r.finalRss[name]?.rss),
        mb(r.finalRss[name]?.hwm),
      ]),
    ),
  );
  if (mem0 && !("error" in mem0)) {
    say();
    say(`## mem0 ${mem0.version} (OSS Memory, in-process, same Qdrant, instant fake models)`);
    say();
    say(mem0.notes);
    say();
    say(
      table(
        ["figure", "p50", "p95", "n"],
        [
          ["add(), empty store", ms(mem0.addEmpty.p50), ms(mem0.addEmpty.p95), String(mem0.addEmpty.n)],
          [
            `add(), ${count(mem0.memories)} stored`,
            ms(mem0.addAtScale.p50),
            ms(mem0.addAtScale.p95),
            String(mem0.addAtScale.n),
          ],
          [
            `search(), ${count(mem0.memories)} stored`,
            ms(mem0.search.p50),
            ms(mem0.search.p95),
            String(mem0.search.n),
          ],
          [
            `seeding ${count(mem0.memories)} with add() (concurrency ${mem0.seedConcurrency})`,
            duration(mem0.seedMs),
            "",
            "",
          ],
        ],
      ),
    );
  }
  say();
  say(`Total run time ${duration(performance.now() - runStarted)}.`);
  console.log(out.join("\n"));
}

function os(): string {
  // Avoid importing os twice under different names in the same module.
  const cpus = process.env.BENCH_CPUS ?? String(navigator.hardwareConcurrency);
  return `${cpus} cores, Node ${process.versions.node}, ${process.platform}`;
}
