import type { WordVectors } from "./word-vectors.ts";

/** Above any vocabulary row (the vocabulary has 341k words), so a pair of rows is one number. */
const PAIR_BASE = 2 ** 22;

/**
 * How close two words are in meaning: the cosine of their word vectors ("illness" / "malaria"
 * 0.52, "work" / "job" 0.73, "go" / "climbing" 0.37), 0 when either word is not in the vocabulary.
 * Used by search to give partial credit to a memory that says the query's words differently.
 * Norms are computed once per row and cached (int8 vectors: the per-row scale cancels out).
 */
export class WordSimilarity {
  readonly #vectors: WordVectors;
  readonly #norms = new Map<number, number>();
  /** word → row (-1: not in the vocabulary); the vocabulary's own index hashes bytes on every call. */
  readonly #rows = new Map<string, number>();
  /** Cosines of row pairs, keyed by smaller row × PAIR_BASE + larger row. */
  readonly #pairs = new Map<number, number>();

  constructor(vectors: WordVectors) {
    this.#vectors = vectors;
  }

  /** The vocabulary row of `word`, or undefined. */
  row(word: string): number | undefined {
    let row = this.#rows.get(word);
    if (row === undefined) {
      row = this.#vectors.rows.get(word) ?? -1;
      // Bounded like the norms: the words of recent searches.
      if (this.#rows.size > 50_000) this.#rows.clear();
      this.#rows.set(word, row);
    }
    return row < 0 ? undefined : row;
  }

  /** Cosine of two vocabulary rows (see `row`); remembered, searches meet the same pairs again. */
  cosineOfRows(a: number, b: number): number {
    if (a === b) return 1;
    const key = a < b ? a * PAIR_BASE + b : b * PAIR_BASE + a;
    let cosine = this.#pairs.get(key);
    if (cosine === undefined) {
      const { values, dimensions } = this.#vectors;
      const baseA = a * dimensions;
      const baseB = b * dimensions;
      let dot = 0;
      for (let d = 0; d < dimensions; d++)
        dot += (values[baseA + d] as number) * (values[baseB + d] as number);
      const norm = this.#norm(a) * this.#norm(b);
      cosine = norm > 0 ? dot / norm : 0;
      // Bounded: the word pairs of recent searches (about 50 bytes each, 5 MB in all).
      if (this.#pairs.size > 100_000) this.#pairs.clear();
      this.#pairs.set(key, cosine);
    }
    return cosine;
  }

  similarity(a: string, b: string): number {
    const ra = this.row(a);
    const rb = this.row(b);
    return ra === undefined || rb === undefined ? 0 : this.cosineOfRows(ra, rb);
  }

  #norm(row: number): number {
    let norm = this.#norms.get(row);
    if (norm === undefined) {
      const { values, dimensions } = this.#vectors;
      let sum = 0;
      for (let d = row * dimensions; d < (row + 1) * dimensions; d++) sum += (values[d] ?? 0) ** 2;
      norm = Math.sqrt(sum);
      // Bounded: the words of recent searches (a few thousand rows at most in practice).
      if (this.#norms.size > 50_000) this.#norms.clear();
      this.#norms.set(row, norm);
    }
    return norm;
  }
}
