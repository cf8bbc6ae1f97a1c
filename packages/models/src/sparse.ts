import { contentWords, fnv1a, stem } from "./text/tokenize.ts";
import type { SparseVector } from "./types.ts";

/**
 * Sparse lexical vector for Qdrant's `idf` modifier: one entry per distinct content word (stop
 * words out, light stemming), index = FNV-1a hash of the stem (uint32), value = term frequency.
 * Qdrant multiplies by IDF at query time, so the values stay raw counts. Indices are unique
 * (colliding stems add up) and sorted ascending. Pure and synchronous; both providers use it.
 */
export function sparseVector(text: string): SparseVector {
  const counts = new Map<number, number>();
  for (const word of contentWords(text)) {
    const id = fnv1a(stem(word));
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const indices = [...counts.keys()].sort((a, b) => a - b);
  return { indices, values: indices.map((i) => counts.get(i) ?? 0) };
}
