import { contentWords, fnv1a, stem } from "./text/tokenize.ts";
import type { SparseVector } from "./types.ts";

/** What a word of a memory's search context counts for, against 1 for a word of its text. */
export const CONTEXT_WORD_WEIGHT = 0.5;

/**
 * Sparse lexical vector for Qdrant's `idf` modifier: one entry per distinct content word (stop
 * words out, light stemming), index = FNV-1a hash of the stem (uint32), value = term frequency.
 * Qdrant multiplies by IDF at query time, so the values stay raw counts. The words of `context`
 * (a memory's search context) that the text does not have count `CONTEXT_WORD_WEIGHT` each.
 * Indices are unique (colliding stems add up) and sorted ascending. Pure and synchronous; both
 * providers use it.
 */
export function sparseVector(text: string, context = ""): SparseVector {
  const counts = new Map<number, number>();
  for (const word of contentWords(text)) {
    const id = fnv1a(stem(word));
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  for (const id of new Set(contentWords(context).map((word) => fnv1a(stem(word))))) {
    if (!counts.has(id)) counts.set(id, CONTEXT_WORD_WEIGHT);
  }
  const indices = [...counts.keys()].sort((a, b) => a - b);
  return { indices, values: indices.map((i) => counts.get(i) ?? 0) };
}
