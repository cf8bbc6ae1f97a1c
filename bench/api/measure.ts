import { type Database, findReadyMemories, newId } from "@memory/db";
import type { ModelProvider } from "@memory/models";
import { type QdrantClient, searchMemoryPoints, upsertMemoryPoints } from "@memory/vector";
import { type Summary, summarize } from "../lib/stats.ts";
import { picker, queries, rng, storeMessage } from "./corpus.ts";
import { type RateLimitReset, request } from "./http.ts";

export interface Caller {
  userId: string;
  apiKey: string;
}

export interface Env {
  baseUrl: string;
  models: ModelProvider;
  qdrant: QdrantClient;
  collection: string;
  db: Database;
  rl: RateLimitReset;
}

export interface SearchFigures {
  memories: number;
  http: Summary;
  /** `processing_time` reported by the API (handler only). */
  server: Summary;
  /** `searchMemoryPoints` (one Qdrant query) with the same vectors and filter, from this process. */
  qdrant: Summary;
  /** The local model's embed + sparse of the query, in this process. */
  embed: Summary;
  /** `findReadyMemories` (the PostgreSQL join) of the same ids, in this process. */
  pg: Summary;
  avgResults: number;
}

interface SearchBody {
  results?: unknown[];
  processing_time?: string;
  error?: unknown;
}

/**
 * Warm-up, then `n` different queries: each goes once through HTTP and, right after, through the
 * same steps in this process (embed, Qdrant query, PostgreSQL join) so they can be compared.
 */
export async function measureSearch(
  env: Env,
  caller: Caller,
  memories: number,
  n: number,
  warmup: number,
  seed: number,
): Promise<SearchFigures> {
  const list = queries(warmup + n, seed);
  const http: number[] = [];
  const server: number[] = [];
  const qdrant: number[] = [];
  const embed: number[] = [];
  const pg: number[] = [];
  let results = 0;
  for (const [i, query] of list.entries()) {
    await env.rl.before("search", caller.userId);
    const res = await request<SearchBody>(env.baseUrl, "POST", "/v1/memories/search", caller.apiKey, {
      query,
      limit: 10,
    });
    if (res.status !== 200) {
      throw new Error(`search answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    let t = performance.now();
    const [dense] = await env.models.embed([query]);
    const sparse = env.models.sparse(query);
    const embedMs = performance.now() - t;
    t = performance.now();
    const points = await searchMemoryPoints(env.qdrant, env.collection, {
      userId: caller.userId,
      vectors: { dense: dense ?? [], sparse },
      limit: 10,
    });
    const qdrantMs = performance.now() - t;
    t = performance.now();
    await findReadyMemories(
      env.db,
      caller.userId,
      points.map((p) => p.id),
    );
    const pgMs = performance.now() - t;
    if (i < warmup) continue;
    http.push(res.ms);
    server.push(Number.parseFloat(res.body.processing_time ?? "NaN") * 1000);
    qdrant.push(qdrantMs);
    embed.push(embedMs);
    pg.push(pgMs);
    results += res.body.results?.length ?? 0;
  }
  return {
    memories,
    http: summarize(http),
    server: summarize(server),
    qdrant: summarize(qdrant),
    embed: summarize(embed),
    pg: summarize(pg),
    avgResults: results / n,
  };
}

/** Latency floors: a bare GET /health, and a search that passes auth and the rate limit then fails validation. */
export async function measureFloors(env: Env, caller: Caller, n: number) {
  const health: number[] = [];
  const authed: number[] = [];
  let authedStatus = 0;
  for (let i = 0; i < n + 20; i++) {
    const h = await request(env.baseUrl, "GET", "/health", undefined);
    await env.rl.before("search", caller.userId);
    const a = await request(env.baseUrl, "POST", "/v1/memories/search", caller.apiKey, {
      query: "x",
      limit: 1000,
    });
    authedStatus = a.status;
    if (i < 20) continue;
    health.push(h.ms);
    authed.push(a.ms);
  }
  return { health: summarize(health), authed: summarize(authed), authedStatus };
}

export interface StoreFigures {
  sequential: Summary;
  /** `processing_time` of the 201 answers. */
  server: Summary;
  throughput: number;
  concurrency: number;
  seconds: number;
  completed: number;
  underLoad: Summary;
  accepted202: number;
  memoriesPerStore: number;
}

interface StoreBody {
  memories_created?: number;
  processing_time?: string;
}

const storeBody = (content: string, i: number) => ({
  messages: [{ role: "user", content }],
  agent_id: "bench-agent",
  thread_id: `bench-thread-${i % 50}`,
  source: "chat",
});

/** `sequential` stores one after another (after 20 warm-up), then `concurrency` in flight for `seconds`. */
export async function measureStore(
  env: Env,
  callers: Caller[],
  sequential: number,
  concurrency: number,
  seconds: number,
  seed: number,
): Promise<StoreFigures> {
  const p = picker(rng(seed));
  const seq: number[] = [];
  const server: number[] = [];
  let created = 0;
  let msg = 0;
  const one = async (caller: Caller) => {
    const i = msg++;
    await env.rl.before("store", caller.userId);
    const res = await request<StoreBody>(
      env.baseUrl,
      "POST",
      "/v1/memories",
      caller.apiKey,
      storeBody(storeMessage(p, i), i),
    );
    if (res.status !== 201 && res.status !== 202) {
      throw new Error(`store answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    return res;
  };
  const first = callers[0];
  if (!first) throw new Error("no caller");
  for (let i = 0; i < sequential + 20; i++) {
    const res = await one(first);
    if (i < 20) continue;
    seq.push(res.ms);
    server.push(Number.parseFloat(res.body.processing_time ?? "NaN") * 1000);
    created += res.body.memories_created ?? 0;
  }

  const underLoad: number[] = [];
  let completed = 0;
  let accepted = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const caller = callers[next++ % callers.length] ?? first;
        const res = await one(caller);
        if (res.status === 201) {
          completed++;
          underLoad.push(res.ms);
        } else accepted++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    sequential: summarize(seq),
    server: summarize(server),
    throughput: completed / elapsed,
    concurrency,
    seconds: elapsed,
    completed,
    underLoad: summarize(underLoad),
    accepted202: accepted,
    memoriesPerStore: created / sequential,
  };
}

/** Pieces of the store path measured alone in this process: the local model, one point upsert (wait: true). */
export async function measureStoreParts(env: Env, userId: string, n: number, seed: number) {
  const p = picker(rng(seed));
  const model: number[] = [];
  const upsert: number[] = [];
  for (let i = 0; i < n; i++) {
    const content = storeMessage(p, i);
    let t = performance.now();
    const facts = await env.models.extract({ messages: [{ role: "user", content }] });
    const dense = await env.models.embed(facts.map((f) => f.content));
    const sparse = facts.map((f) => env.models.sparse(f.content));
    model.push(performance.now() - t);
    const fact = facts[0];
    if (!fact) continue;
    t = performance.now();
    await upsertMemoryPoints(env.qdrant, env.collection, [
      {
        memory: {
          id: newId(),
          userId,
          category: fact.category,
          categories: fact.categories,
          memoryType: fact.memoryType,
          importance: fact.importance,
          createdAt: new Date(),
          metadata: { source: "chat", message_ids: [0], store_id: newId(), categories: fact.categories },
        },
        vectors: { dense: dense[0] ?? [], sparse: sparse[0] ?? { indices: [], values: [] } },
      },
    ]);
    upsert.push(performance.now() - t);
  }
  return { model: summarize(model), upsert: summarize(upsert) };
}
