/**
 * Profile and bio benchmark: the API and one worker as real processes, memories seeded like the
 * search benchmark (rows as the worker writes them, points through upsertMemoryPoints), requests
 * over HTTP.
 *
 *   node api/profile.ts                                (100, 1k and 10k memories)
 *   BENCH_SCALE=small node api/profile.ts              (100 and 1k: a quick run)
 *   BENCH_PROFILE_SIZES=100,1000,100000 node api/profile.ts (the sizes given)
 *
 * Figures per size: the generation work alone (queries + derivation, in this process), profile generation (GET /v1/profile?refresh=true, API → queue → worker →
 * answer), fresh bio (GET /v1/profile/bio?refresh=true, same path), cached GET /v1/profile and
 * cached GET /v1/profile/bio (p50 / p95 over 200 requests each).
 */
import { computeProfileStats, createDb, listProfileMemories } from "@memory/db";
import { createLocalModelProvider } from "@memory/models";
import { deriveCategoryProfiles, deriveInsights, deriveTraits, writeLocalBio } from "@memory/models/profile";
import { startApi, startStack, startWorkers, Teardown } from "@memory/testing/service-stack";
import { createQdrant } from "@memory/vector";
import { Redis } from "ioredis";
import { keyedUser } from "../lib/keyed-user.ts";
import { count, ms, summarize, table } from "../lib/stats.ts";
import { request } from "./http.ts";
import { classifyTemplates, type SeedContext, seedMemories } from "./seed.ts";

const SIZES = (
  process.env.BENCH_PROFILE_SIZES ?? (process.env.BENCH_SCALE === "small" ? "100,1000" : "100,1000,10000")
)
  .split(",")
  .map(Number);
const CACHED_REQUESTS = 200;
const FRESH_RUNS = 5;

const log = (message: string) =>
  console.log(`[profile-bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const teardown = new Teardown();

try {
  await main();
} catch (error) {
  console.error(`benchmark failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  await teardown.run();
}

async function main() {
  const stack = await startStack(teardown);
  const api = await startApi(teardown, stack);
  await startWorkers(teardown, stack, 1);
  const models = await createLocalModelProvider();
  teardown.add("close model", () => models.close());
  const qdrant = createQdrant({ url: stack.qdrantUrl });
  const db = createDb(stack.databaseUrl, { max: 4 });
  teardown.add("close bench database pool", () => db.close());
  const redis = new Redis(stack.redisUrl, { maxRetriesPerRequest: 1 });
  teardown.add("close bench Redis", () => redis.disconnect());
  const ctx: SeedContext = {
    sql: db.sql,
    qdrant,
    collection: stack.collection,
    models,
    classes: await classifyTemplates(models),
  };

  const rows: string[][] = [];
  for (const size of SIZES) {
    const user = await keyedUser(db.orm, `profile-${size}@bench.invalid`);
    log(`seeding ${count(size)} memories`);
    await seedMemories(ctx, [{ userId: user.userId, count: size }], size);
    await db.sql`analyze memories`;

    // Outside the timed requests: lift the per-minute limit and the 10-minute refresh cooldown.
    const unthrottle = () =>
      redis.del(
        `${stack.queuePrefix}:rl:standard:${user.userId}`,
        `${stack.queuePrefix}:refresh:profile:${user.userId}`,
        `${stack.queuePrefix}:refresh:bio:${user.userId}`,
      );
    const timed = async (path: string, runs: number, fresh: boolean) => {
      const samples: number[] = [];
      for (let i = 0; i < runs; i++) {
        if (fresh || i % 40 === 0) await unthrottle();
        const res = await request<{ code?: string }>(api.baseUrl, "GET", path, user.apiKey);
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
        samples.push(res.ms);
      }
      return summarize(samples);
    };
    // The generation work alone, in this process: the same queries and derivations the worker runs.
    const work: number[] = [];
    for (let i = 0; i < FRESH_RUNS; i++) {
      const started = performance.now();
      const [memories] = await Promise.all([
        listProfileMemories(db.orm, user.userId),
        computeProfileStats(db.orm, user.userId),
      ]);
      deriveCategoryProfiles(memories);
      deriveInsights(memories);
      deriveTraits(memories);
      writeLocalBio(memories, { format: "short", style: "narrative" });
      work.push(performance.now() - started);
    }
    const generationWork = summarize(work);
    const generation = await timed("/v1/profile?refresh=true", FRESH_RUNS, true);
    const freshBio = await timed("/v1/profile/bio?format=full&refresh=true", FRESH_RUNS, true);
    await timed("/v1/profile/bio", 5, false);
    const cachedProfile = await timed("/v1/profile", CACHED_REQUESTS, false);
    const cachedBio = await timed("/v1/profile/bio", CACHED_REQUESTS, false);
    rows.push([
      count(size),
      ms(generationWork.p50),
      ms(generation.p50),
      ms(freshBio.p50),
      `${ms(cachedProfile.p50)} / ${ms(cachedProfile.p95)}`,
      `${ms(cachedBio.p50)} / ${ms(cachedBio.p95)}`,
    ]);
    log(`${count(size)} done`);
  }
  console.log(
    `\n${table(
      [
        "memories of the caller",
        "generation work (p50, in-process)",
        "profile generation (p50, HTTP)",
        "fresh bio, full (p50, HTTP)",
        "cached GET /profile p50 / p95",
        "cached GET /profile/bio p50 / p95",
      ],
      rows,
    )}\n`,
  );
}
