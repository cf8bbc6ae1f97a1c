/**
 * Issue 30, item 6: what one memory costs, measured, for the sizing model of docs/scaling.md.
 *   - PostgreSQL: bytes per memory of `memories` (table, TOAST and indexes), seeded as the worker
 *     writes rows (bench/api/seed.ts), and of `memory_versions` per edit is left out (rare).
 *   - Qdrant: resident memory and disk per point, each layout on its own fresh bundled Qdrant:
 *     the local model's 100 dimensions as we store them (dense + sparse + payload), and 1,536
 *     dimensions (an OpenAI-size model) in RAM, scalar-quantized, and quantized with the
 *     originals on disk.
 * Memory and disk do not depend on how busy the machine is; times are not reported.
 *   cd bench && node api/sizing.ts          (BENCH_SCALE=small: 10k points, else 50k)
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb } from "@memory/db";
import { startQdrant } from "@memory/local-stack";
import { createLocalModelProvider } from "@memory/models";
import { startStack, type Teardown, withTeardown } from "@memory/testing/service-stack";
import { type CollectionLayout, createQdrant, ensureCollection, upsertMemoryPoints } from "@memory/vector";
import { readMemory } from "../lib/rss.ts";
import { table } from "../lib/stats.ts";
import { classifyTemplates, pauseIndexing, seedMemories, seedUsers, waitForIndex } from "./seed.ts";

/**
 * Two sizes: what grows between them is the cost of a point (a fresh Qdrant's fixed costs, the
 * write-ahead log and segment files, would dominate a division by one size).
 */
const SIZES = process.env.BENCH_SCALE === "small" ? [5_000, 15_000] : [20_000, 60_000];
const N1 = SIZES[0] ?? 0;
const N2 = SIZES[1] ?? 0;
const USERS = 100;

await withTeardown(main);

async function main(teardown: Teardown) {
  const rows: string[][] = [];
  rows.push(await local100d(teardown));
  for (const [label, layout] of [
    ["1,536-d, float32 in RAM", {}],
    ["1,536-d, scalar int8 in RAM, originals in RAM", { quantization: "scalar" }],
    ["1,536-d, scalar int8 in RAM, originals on disk", { quantization: "scalar", onDisk: true }],
  ] as const) {
    rows.push(await synthetic(label, 1536, layout));
  }
  console.log(
    `\nCost of one more point from ${N1} to ${N2} (${USERS} tenants, indexed): Qdrant and PostgreSQL`,
  );
  console.log(table(["what", "Qdrant RSS / point", "Qdrant disk / point", "PostgreSQL / memory"], rows));
}

/** The local model's vectors and the pipeline's payload, and the PostgreSQL rows beside them. */
async function local100d(teardown: Teardown): Promise<string[]> {
  const stack = await startStack(teardown, "sizing");
  const db = createDb(stack.databaseUrl, { max: 2 });
  teardown.add("close database pool", () => db.close());
  const models = await createLocalModelProvider();
  const qdrant = createQdrant({ url: stack.qdrantUrl });
  await ensureCollection(qdrant, stack.collection, {
    model: models.embeddingModel,
    dimension: models.dimension,
  });
  await db.sql`select 1`; // postgres.js loads the array types on its first query; seedUsers sends arrays
  const users = await seedUsers(db.sql, USERS, "sizing");
  const ctx = {
    sql: db.sql,
    qdrant,
    collection: stack.collection,
    models,
    classes: await classifyTemplates(models),
  };
  const measure = async (count: number, seed: number) => {
    const resume = await pauseIndexing(qdrant, stack.collection);
    await seedMemories(
      ctx,
      users.map((userId) => ({ userId, count: count / USERS })),
      seed,
    );
    await resume();
    await waitForIndex(qdrant, stack.collection);
    const [pg] = await db.sql<{ bytes: string }[]>`select pg_total_relation_size('memories') as bytes`;
    return {
      rss: rssOf(stack.qdrant.process.pid),
      disk: duBytes(tmpdir(), stack.collection),
      pg: Number(pg?.bytes ?? 0),
    };
  };
  const a = await measure(N1, 11);
  const b = await measure(N2 - N1, 12);
  return [
    "local 100-d dense + sparse + payload",
    perPoint(b.rss - a.rss),
    perPoint(b.disk - a.disk),
    perPoint(b.pg - a.pg),
  ];
}

/** Random unit vectors of `dimension` on a fresh Qdrant with `layout`; no PostgreSQL. */
async function synthetic(label: string, dimension: number, layout: CollectionLayout): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "sizing-qdrant-"));
  const server = await startQdrant({ dataDir, timeoutMs: 30_000 });
  try {
    const qdrant = createQdrant({ url: server.url });
    await ensureCollection(qdrant, "sized", { model: "synthetic", dimension }, layout);
    let loaded = 0;
    const measure = async (count: number) => {
      const resume = await pauseIndexing(qdrant, "sized");
      for (; loaded < count; loaded += 500)
        await upsertBatch(qdrant, dimension, loaded, Math.min(500, count - loaded));
      await resume();
      await waitForIndex(qdrant, "sized");
      return { rss: rssOf(server.process.pid), disk: duBytes(dataDir, "storage") };
    };
    const a = await measure(N1);
    const b = await measure(N2);
    return [label, perPoint(b.rss - a.rss), perPoint(b.disk - a.disk), "–"];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function upsertBatch(
  qdrant: ReturnType<typeof createQdrant>,
  dimension: number,
  start: number,
  n: number,
) {
  const items = Array.from({ length: n }, (_, i) => {
    const dense = Array.from({ length: dimension }, () => Math.random() - 0.5);
    const norm = Math.hypot(...dense);
    return {
      memory: {
        id: `00000000-0000-4000-8000-${String(start + i).padStart(12, "0")}`,
        userId: `user-${(start + i) % USERS}`,
        category: "career",
        categories: ["career"],
        memoryType: "semantic",
        importance: 0.5,
        createdAt: new Date(),
        metadata: { source: "chat", agent_id: "a", thread_id: "t", message_ids: [0], categories: ["career"] },
      },
      vectors: {
        dense: dense.map((v) => v / norm),
        sparse: { indices: [1, 7, 42, 99, 1234, 5678], values: [0.3, 0.2, 0.5, 0.1, 0.4, 0.2] },
      },
    };
  });
  await upsertMemoryPoints(qdrant, "sized", items);
}

function rssOf(pid: number | undefined): number {
  return (readMemory(pid ?? 0)?.rss ?? 0) * 1024 * 1024;
}

/** Bytes on disk (blocks, not the apparent size of preallocated files) under `dir/…name…`. */
function duBytes(dir: string, name: string): number {
  const out = execFileSync(
    "sh",
    [
      "-c",
      `du -sk $(find ${dir} -maxdepth 4 -type d -name '${name}*' 2>/dev/null) 2>/dev/null | awk '{s+=$1} END {print s*1024}'`,
    ],
    { encoding: "utf8" },
  );
  return Number(out.trim());
}

/** What one more point (or memory) costs: the growth between the two sizes. */
function perPoint(bytes: number): string {
  return `${Math.round(bytes / (N2 - N1))} B`;
}
