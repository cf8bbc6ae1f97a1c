/**
 * The search ranking: candidates from the dense and sparse indexes (`@memory/vector`) joined with
 * their ready rows, scored (`rankCandidates`: words, meaning, name, slot and date boosts), lifted
 * by the best results' words (`withFeedback`) and ordered with repeats demoted (`orderResults`).
 */
import type { MemoryRow } from "@memory/db";
import type { Candidate } from "@memory/vector";
import type { QueryAnalysis } from "../query/analyse.ts";
import type { WordRelatedness } from "../types.ts";
import { withFeedback } from "./feedback.ts";
import { orderResults } from "./order-results.ts";
import { type Ranked, type RankOptions, rankCandidates } from "./rank-candidates.ts";

export type { Boost } from "./boosts.ts";
export type { Explanation } from "./explanation.ts";
export { withFeedback } from "./feedback.ts";
export { orderResults } from "./order-results.ts";
export type { MatchedTerm, MatchKind } from "./query-words.ts";
export { type Ranked, type RankOptions, rankCandidates } from "./rank-candidates.ts";
export { RANK_WEIGHTS } from "./weights.ts";
export { compoundOf, matchStem } from "./word-match.ts";

/**
 * Every step of the ranking, best first: what a search answers before its threshold and limit,
 * each result with its `explanation` when `options.explain`.
 */
export function rankSearch(
  query: QueryAnalysis,
  candidates: readonly Candidate[],
  rows: ReadonlyMap<string, MemoryRow>,
  related?: WordRelatedness,
  options: RankOptions = {},
): Ranked[] {
  return orderResults(withFeedback(query, rankCandidates(query, candidates, rows, related, options)));
}
