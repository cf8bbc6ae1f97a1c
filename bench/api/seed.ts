import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { contentHash, newId } from "@memory/db";
import type { Classification, ModelProvider } from "@memory/models";
import { type IndexedMemory, type QdrantClient, upsertMemoryPoints } from "@memory/vector";
import type postgres from "postgres";
import { MEMORY_TEMPLATES, memoryText, picker, rng } from "./corpus.ts";

/**
 * Seeds search-scale data directly but faithfully: `memories` rows as the worker writes them
 * (ready, content hash, provenance metadata), and Qdrant points written by `upsertMemoryPoints`
 * itself with the local model's dense and sparse vectors and the pipeline's payload.
 */
export interface SeedContext {
  sql: postgres.Sql;
  qdrant: QdrantClient;
  collection: string;
  models: ModelProvider;
  /** The local model's classification of one sentence of each template. */
  classes: Classification[];
}

/** Classifies one sentence of each template with the local model (classify takes ~1 ms, too slow for 1M). */
export async function classifyTemplates(models: ModelProvider): Promise<Classification[]> {
  const p = picker(rng(7));
  const out: Classification[] = [];
  for (let t = 0; t < MEMORY_TEMPLATES.length; t++) out.push(await models.classify(memoryText(p, t)));
  return out;
}

/** Users in bulk (the users table only needs an id and a unique e-mail). */
export async function seedUsers(sql: postgres.Sql, n: number, label: string): Promise<string[]> {
  const ids = Array.from({ length: n }, () => newId());
  for (let i = 0; i < ids.length; i += 5000) {
    const chunk = ids.slice(i, i + 5000);
    await sql`
      insert into users (id, email)
      select id, id || ${`@${label}.bench.invalid`} from unnest(${sql.array(chunk)}::text[]) as t(id)`;
  }
  return ids;
}

const COLUMNS =
  "id, user_id, content, category, memory_type, importance, metadata, processing_status, content_hash, version, created_at, updated_at";

const tsv = (v: string) =>
  v.replaceAll("\\", "\\\\").replaceAll("\t", "\\t").replaceAll("\n", "\\n").replaceAll("\r", "\\r");

interface Row {
  memory: IndexedMemory;
  content: string;
  contentHash: string;
}

function copyLine(r: Row): string {
  const m = r.memory;
  const created = m.createdAt.toISOString();
  return `${[
    m.id,
    m.userId,
    tsv(r.content),
    m.category,
    m.memoryType,
    String(m.importance),
    tsv(JSON.stringify(m.metadata)),
    "ready",
    r.contentHash,
    "1",
    created,
    created,
  ].join("\t")}\n`;
}

/** Runs at most `limit` tasks at once; `drain()` waits for all and rethrows the first failure. */
class Limiter {
  private readonly running = new Set<Promise<void>>();
  private failure: unknown;
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  async run(task: () => Promise<void>): Promise<void> {
    while (this.running.size >= this.limit) await Promise.race(this.running);
    if (this.failure) throw this.failure;
    const p: Promise<void> = task()
      .catch((error: unknown) => {
        this.failure ??= error;
      })
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  async drain(): Promise<void> {
    await Promise.all(this.running);
    if (this.failure) throw this.failure;
  }
}

export interface SeedPlan {
  userId: string;
  count: number;
}

const QDRANT_BATCH = 1000;
const PG_BATCH = 10_000;
const DAY_MS = 86_400_000;

/**
 * Writes `count` memories for each user of the plan: COPY into `memories` (batches of 10k) and
 * `upsertMemoryPoints` (batches of 1k, several in flight), vectors from the local model.
 */
export async function seedMemories(
  ctx: SeedContext,
  plan: SeedPlan[],
  seed: number,
  onProgress?: (done: number, total: number) => void,
): Promise<{ rows: number; ms: number; embedMs: number }> {
  const started = performance.now();
  const total = plan.reduce((a, b) => a + b.count, 0);
  const random = rng(seed);
  const p = picker(random);
  const qdrantLimiter = new Limiter(3);
  const pgLimiter = new Limiter(1);
  const now = Date.now();
  let pgRows: Row[] = [];
  let batchRows: Row[] = [];
  let done = 0;
  let embedMs = 0;

  const flushPoints = async (rows: Row[]) => {
    const t = performance.now();
    const dense = await ctx.models.embed(rows.map((r) => r.content));
    const items = rows.map((r, i) => ({
      memory: r.memory,
      vectors: { dense: dense[i] ?? [], sparse: ctx.models.sparse(r.content) },
    }));
    embedMs += performance.now() - t;
    await qdrantLimiter.run(() => upsertMemoryPoints(ctx.qdrant, ctx.collection, items));
  };
  const flushRows = async (rows: Row[]) => {
    await pgLimiter.run(async () => {
      const writable = await ctx.sql.unsafe(`copy memories (${COLUMNS}) from stdin`).writable();
      await pipeline(Readable.from(rows.map(copyLine)), writable);
    });
  };

  for (const { userId, count } of plan) {
    for (let i = 0; i < count; i++) {
      const template = Math.floor(random() * MEMORY_TEMPLATES.length);
      const cls = ctx.classes[template];
      if (!cls) throw new Error(`no class for template ${template}`);
      const content = memoryText(p, template);
      const createdAt = new Date(now - Math.floor(random() * 730 * DAY_MS));
      const row: Row = {
        content,
        contentHash: contentHash(content),
        memory: {
          id: newId(),
          userId,
          category: cls.category,
          categories: cls.categories,
          memoryType: cls.memoryType,
          importance: cls.importance,
          createdAt,
          metadata: {
            timestamp: createdAt.toISOString(),
            source: "chat",
            agent_id: "bench-agent",
            thread_id: `thread-${Math.floor(random() * 500)}`,
            message_ids: [0],
            store_id: newId(),
            categories: cls.categories,
            language: "en",
          },
        },
      };
      batchRows.push(row);
      pgRows.push(row);
      if (batchRows.length >= QDRANT_BATCH) {
        await flushPoints(batchRows);
        batchRows = [];
        done += QDRANT_BATCH;
        onProgress?.(done, total);
      }
      if (pgRows.length >= PG_BATCH) {
        await flushRows(pgRows);
        pgRows = [];
      }
    }
  }
  if (batchRows.length > 0) await flushPoints(batchRows);
  if (pgRows.length > 0) await flushRows(pgRows);
  await Promise.all([qdrantLimiter.drain(), pgLimiter.drain()]);
  onProgress?.(total, total);
  return { rows: total, ms: performance.now() - started, embedMs };
}

/**
 * Qdrant's bulk-load mode: no HNSW building while points arrive (`indexing_threshold: 0`), so
 * segments are indexed once instead of again after every merge. Returns a function restoring the
 * collection's own threshold, which starts the index build that `waitForIndex` then times.
 */
export async function pauseIndexing(qdrant: QdrantClient, collection: string): Promise<() => Promise<void>> {
  const info = await qdrant.getCollection(collection);
  const original = info.config.optimizer_config.indexing_threshold ?? 10_000;
  await qdrant.updateCollection(collection, { optimizers_config: { indexing_threshold: 0 } });
  return async () => {
    await qdrant.updateCollection(collection, { optimizers_config: { indexing_threshold: original } });
  };
}

/**
 * Waits until Qdrant has applied and indexed everything: status green with the optimizers idle
 * on several consecutive polls (an optimization can start a moment after the last write).
 */
export async function waitForIndex(
  qdrant: QdrantClient,
  collection: string,
  timeoutMs = 30 * 60_000,
): Promise<{ ms: number; points: number; indexed: number; segments: number }> {
  const started = performance.now();
  let greenStreak = 0;
  for (;;) {
    const info = await qdrant.getCollection(collection);
    const idle = info.status === "green" && info.optimizer_status === "ok";
    greenStreak = idle ? greenStreak + 1 : 0;
    if (greenStreak >= 3) {
      return {
        ms: performance.now() - started,
        points: info.points_count ?? 0,
        indexed: info.indexed_vectors_count ?? 0,
        segments: info.segments_count,
      };
    }
    if (performance.now() - started > timeoutMs) {
      throw new Error(`Qdrant collection ${collection} still ${info.status} after ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
