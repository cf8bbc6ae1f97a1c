import type { Boost } from "./boosts.ts";
import type { MatchedTerm } from "./query-words.ts";

/**
 * Why a result scored what it did (`explain: true` on search): each step of the ranking as it was
 * applied to this memory, so that
 *
 *   score = min(1, max(0, sum)) × each `multiply` boost,   sum = 0.65 × words + 0.35 × meaning + each `add` boost
 *
 * (four decimals). Keys are snake_case: the API returns this object as it is.
 */
export interface Explanation {
  /** 0..1: the share of the query's content words the memory has, weighted by rarity (× 0.65). */
  words: number;
  /** The query words the memory has, how, and the part of the word's weight each earned. */
  matched_terms: MatchedTerm[];
  /** The cosine similarity of the query's and the memory's dense vectors (−1..1). */
  dense_cosine: number;
  /** 0..1: `dense_cosine` mapped from 0.25 (unrelated) … 0.75 (same meaning), moved by length with the local model (× 0.35). */
  meaning: number;
  /** The other steps, in the order the ranking applied them (name, slot, date, feedback, repeat). */
  boosts: Boost[];
  /** 0.65 × words + 0.35 × meaning + the `add` boosts, before clipping to 0..1. */
  sum: number;
  /** The result's score. */
  score: number;
}

/** Four decimals, as scores are returned. */
export const rounded = (n: number) => Math.round(n * 10_000) / 10_000;

/** The explanation with one more step applied, and the score (and, for an `add` boost, the sum) after it. */
export function withBoost(
  explanation: Explanation,
  boost: Boost,
  score: number,
  sum = explanation.sum,
): Explanation {
  const step = { ...boost, value: rounded(boost.value) };
  return { ...explanation, boosts: [...explanation.boosts, step], sum: rounded(sum), score };
}
