import type { QdrantClient } from "@qdrant/js-client-rest";
import { queryPoints } from "./client.ts";
import { DENSE_VECTOR, SPARSE_VECTOR } from "./collection.ts";
import { resilient } from "./retry.ts";

/** What the search index keeps of a memory: enough to filter; PostgreSQL keeps the rest. */
export interface IndexedMemory {
  id: string;
  userId: string;
  category: string;
  categories: string[];
  memoryType: string;
  importance: number;
  createdAt: Date;
  metadata: Record<string, unknown>;
}

export interface MemoryVectors {
  dense: number[];
  sparse: { indices: number[]; values: number[] };
}

/**
 * A point's payload. The metadata's `sources` (the excerpts of the source messages, up to ~1.4 KB a
 * memory) stay in PostgreSQL only: no filter reads them, and the index would hold every excerpt
 * a second time.
 */
export function memoryPayload(memory: IndexedMemory) {
  const { sources: _excerpts, ...metadata } = memory.metadata;
  return {
    user_id: memory.userId,
    category: memory.category,
    categories: memory.categories,
    memory_type: memory.memoryType,
    importance: memory.importance,
    created_at: memory.createdAt.toISOString(),
    metadata,
  };
}

/** Writes (or rewrites) memories' points; waits until Qdrant has applied them. */
export async function upsertMemoryPoints(
  client: QdrantClient,
  collection: string,
  items: { memory: IndexedMemory; vectors: MemoryVectors }[],
): Promise<void> {
  if (items.length === 0) return;
  const points = items.map(({ memory, vectors }) => ({
    id: memory.id,
    vector: { [DENSE_VECTOR]: vectors.dense, [SPARSE_VECTOR]: vectors.sparse },
    payload: memoryPayload(memory),
  }));
  await resilient(() => client.upsert(collection, { wait: true, points }));
}

/** Changes the filterable fields of a memory's point without touching its vectors. */
export async function updateMemoryPayload(
  client: QdrantClient,
  collection: string,
  memory: IndexedMemory,
): Promise<void> {
  const payload = memoryPayload(memory);
  await resilient(() => client.setPayload(collection, { wait: true, points: [memory.id], payload }));
}

export async function deleteMemoryPoints(
  client: QdrantClient,
  collection: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  await resilient(() => client.delete(collection, { wait: true, points: ids }));
}

export interface SearchFilters {
  categories?: string[];
  memoryType?: string;
  createdAfter?: Date;
  createdBefore?: Date;
  minImportance?: number;
  /** Exact matches on metadata keys. */
  metadata?: Record<string, string | number | boolean>;
}

/** Qdrant filter for one user's memories: the tenant condition first, then the caller's filters. */
export function memoryFilter(userId: string, filters: SearchFilters = {}) {
  const must: Record<string, unknown>[] = [{ key: "user_id", match: { value: userId } }];
  // The primary category, the one a memory shows: filters and the listed `category` always agree.
  if (filters.categories?.length) must.push({ key: "category", match: { any: filters.categories } });
  if (filters.memoryType) must.push({ key: "memory_type", match: { value: filters.memoryType } });
  if (filters.createdAfter || filters.createdBefore) {
    must.push({
      key: "created_at",
      range: {
        ...(filters.createdAfter ? { gte: filters.createdAfter.toISOString() } : {}),
        ...(filters.createdBefore ? { lt: filters.createdBefore.toISOString() } : {}),
      },
    });
  }
  if (filters.minImportance !== undefined)
    must.push({ key: "importance", range: { gte: filters.minImportance } });
  for (const [key, value] of Object.entries(filters.metadata ?? {})) {
    must.push({ key: `metadata.${key}`, match: { value } });
  }
  return { must };
}

export interface ScoredPoint {
  id: string;
  /**
   * 0..1: Qdrant's reciprocal-rank fusion of the dense and sparse rankings, Σ 1 / (1 + rank) over
   * the two lists with rank from 1: first in both = 1, first in one only = 0.5, second in one = 0.33.
   */
  score: number;
}

/**
 * Hybrid search in Qdrant: a dense and a sparse prefetch, both restricted to the user first,
 * fused by reciprocal rank (see ScoredPoint.score).
 */
export async function searchMemoryPoints(
  client: QdrantClient,
  collection: string,
  params: { userId: string; vectors: MemoryVectors; limit: number; filters?: SearchFilters },
): Promise<ScoredPoint[]> {
  const filter = memoryFilter(params.userId, params.filters);
  const candidates = Math.max(params.limit * 2, 20);
  const prefetch = [
    { query: params.vectors.dense, using: DENSE_VECTOR, limit: candidates, filter },
    ...(params.vectors.sparse.indices.length > 0
      ? [{ query: params.vectors.sparse, using: SPARSE_VECTOR, limit: candidates, filter }]
      : []),
  ];
  const res = await resilient(() =>
    queryPoints(client, collection, {
      prefetch,
      query: { fusion: "rrf" },
      filter,
      limit: params.limit,
      with_payload: false,
    }),
  );
  return res.points.map((p) => ({ id: String(p.id), score: Math.min(1, p.score) }));
}

/** The columns of a memory row that the index needs (structural, so this package needs no db types). */
export interface MemoryRowLike {
  id: string;
  userId: string;
  category: string;
  memoryType: string;
  importance: number;
  createdAt: Date;
  metadata: Record<string, unknown>;
}

/**
 * What the index keeps of a memory row. `categories` are the fact's categories (kept in
 * metadata.categories), always led by the primary category.
 */
export function toIndexedMemory(row: MemoryRowLike, categories?: string[]): IndexedMemory {
  const listed =
    categories ?? (Array.isArray(row.metadata.categories) ? (row.metadata.categories as string[]) : []);
  return {
    id: row.id,
    userId: row.userId,
    category: row.category,
    categories: [row.category, ...listed.filter((c) => c !== row.category)],
    memoryType: row.memoryType,
    importance: row.importance,
    createdAt: row.createdAt,
    metadata: row.metadata,
  };
}

export interface Candidate {
  id: string;
  /** Cosine similarity of the dense vectors (-1..1), for the candidates of both lists. */
  dense: number;
}

/**
 * The candidates of a search before ranking: the `perList` nearest by meaning and the `perList`
 * best by words (both restricted to the user first), each with its cosine similarity to the query,
 * in one query: both lists are prefetched and their union is scored by the dense vector, so a
 * memory found only by its words is not ranked as if it meant nothing. Best cosine first, which
 * puts the meaning list (the nearest of all) before the word-only candidates. One query instead of
 * a batch of two (the word list rescored on its own): the same candidates and cosines, 15 % less
 * time in Qdrant (1.60 vs 1.89 ms p50 at 10k memories, bench/api/search-stages.ts).
 * The caller ranks them (see the API's search ranking).
 */
export async function searchMemoryCandidates(
  client: QdrantClient,
  collection: string,
  params: { userId: string; vectors: MemoryVectors; perList: number; filters?: SearchFilters },
): Promise<Candidate[]> {
  const filter = memoryFilter(params.userId, params.filters);
  const { dense, sparse } = params.vectors;
  const limit = params.perList;
  const prefetch = [
    { query: dense, using: DENSE_VECTOR, limit, filter },
    ...(sparse.indices.length > 0 ? [{ query: sparse, using: SPARSE_VECTOR, limit, filter }] : []),
  ];
  const res = await resilient(() =>
    queryPoints(client, collection, {
      prefetch,
      query: dense,
      using: DENSE_VECTOR,
      limit: limit * prefetch.length,
      with_payload: false,
    }),
  );
  return res.points.map((p) => ({ id: String(p.id), dense: p.score }));
}
