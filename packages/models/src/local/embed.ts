import { fnv1a, isStopWord, isWordSized, words } from "../text/tokenize.ts";
import type { LengthBias } from "../types.ts";
import { addWordVector, type WordVectors } from "./word-vectors.ts";

/**
 * Sentence embedding from word vectors: a weighted mean of the (unit) vectors of the content
 * words, then L2-normalised.
 * - Weight ≈ IDF estimated from the word's frequency rank (Zipf: -log p(w) ≈ log(rank) + c), so
 *   "football" counts more than "good".
 * - Words missing from the (English) vocabulary — other languages, typos, names — contribute
 *   hashed character trigrams projected onto pseudo-random ±1 directions, so two texts sharing
 *   rare words or word parts still come out close.
 * - A text with no content word at all (empty, only stop words) still gets a valid unit vector:
 *   the hashed features of its raw words, or of the empty string.
 */
export function embedText(vectors: WordVectors, text: string): number[] {
  const dims = vectors.dimensions;
  const sum = new Float64Array(dims);
  const tokens = words(text);
  const maxWeight = Math.log(vectors.count + 10);
  let used = 0;
  for (const token of tokens) {
    if (isStopWord(token)) continue;
    const row = vectors.rows.get(token);
    if (row !== undefined) {
      addWordVector(vectors, row, Math.log(row + 10), sum);
      used++;
    } else if (isWordSized(token)) {
      addTrigrams(token, 0.8 * maxWeight, sum);
      used++;
    }
  }
  if (used === 0) {
    for (const token of tokens) addTrigrams(token, 1, sum);
    if (tokens.length === 0) addHashed(fnv1a(text), 1, sum);
  }
  return normalise(sum);
}

/**
 * The length bias of these embeddings (LENGTH_CALIBRATED_MEANING): the mean cosine between the
 * tuning half's questions and the memories of the other tuning conversations (unrelated pairs)
 * rises from 0.23 at 2 content words to 0.36 at 25 and stays there, about 0.054 × ln(words); a memory of
 * 7 words (a typical fact) is the pivot. Measured with `node eval/src/length-bias.ts <dump dir>`.
 */
export const LENGTH_BIAS: LengthBias = { slope: 0.054, pivot: 7, cap: 25 };

/** Unit-length copy; a zero vector (impossible here, but guarded) becomes the first basis vector. */
export function normalise(vector: ArrayLike<number>): number[] {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += (vector[i] ?? 0) ** 2;
  norm = Math.sqrt(norm);
  const out = Array.from({ length: vector.length }, (_, i) =>
    norm > 0 ? (vector[i] ?? 0) / norm : i === 0 ? 1 : 0,
  );
  return out;
}

function addTrigrams(token: string, weight: number, target: Float64Array): void {
  const padded = `#${token}#`;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  if (grams.length === 0) grams.push(padded);
  // Each gram adds a random direction of norm 1/sqrt(#grams), so the word's weight stays comparable.
  const share = weight / Math.sqrt(grams.length);
  for (const gram of grams) addHashed(fnv1a(gram), share, target);
}

/** Adds `weight` × a pseudo-random unit ±1/sqrt(d) vector seeded by `seed` (mulberry32). */
function addHashed(seed: number, weight: number, target: Float64Array): void {
  let state = seed >>> 0;
  const unit = weight / Math.sqrt(target.length);
  for (let d = 0; d < target.length; d++) {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const bit = ((t ^ (t >>> 14)) >>> 0) & 1;
    target[d] = (target[d] ?? 0) + (bit ? unit : -unit);
  }
}
