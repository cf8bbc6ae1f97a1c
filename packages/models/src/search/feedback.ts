import type { MemoryRow } from "@memory/db";
import type { QueryAnalysis } from "../query/analyse.ts";
import type { Boost } from "./boosts.ts";
import { withBoost } from "./explanation.ts";
import { analysed } from "./memory-text.ts";
import type { Ranked } from "./rank-candidates.ts";
import { asScore, RANK_WEIGHTS, rarity } from "./weights.ts";
import { cachedStem, matchStem } from "./word-match.ts";

/**
 * Feedback from the best results ("pseudo-relevance feedback"): the words of the top
 * `feedbackFrom` memories (not digests, each scoring at least `feedbackMinScore`) that the query
 * does not have count as a second, weaker query, worth up to `feedback`, weighted by rarity among
 * the candidates. "Where does Jae-won live now, and where did he live before?" finds the move to
 * Seoul, whose words ("moved", "flat", "Mangwon-dong") lead to the other flat. A query that matches
 * nothing well gets no feedback.
 */
export function withFeedback(query: QueryAnalysis, ranked: readonly Ranked[]): Ranked[] {
  const w = RANK_WEIGHTS;
  const asked = new Set(query.keywords.map(matchStem));
  const sources = [...ranked]
    .filter((r) => r.row.metadata.kind !== "conversation" && r.score >= w.feedbackMinScore)
    .sort((a, b) => b.score - a.score)
    .slice(0, w.feedbackFrom);
  const terms = [...new Set(sources.flatMap((r) => [...analysed(r.row).stems]))].filter((s) => !asked.has(s));
  if (terms.length === 0) return [...ranked];
  const df = new Map<string, number>();
  for (const r of ranked)
    for (const s of terms) if (analysed(r.row).stems.has(s)) df.set(s, (df.get(s) ?? 0) + 1);
  const weight = (s: string) => rarity(ranked.length, df.get(s) ?? 0);
  const total = terms.reduce((sum, s) => sum + weight(s), 0);
  return ranked.map((r) => {
    const stems = analysed(r.row).stems;
    const share = terms.reduce((sum, s) => sum + (stems.has(s) ? weight(s) : 0), 0) / total;
    const raw = (r.raw ?? r.score) + w.feedback * share;
    const fed: Ranked = { row: r.row, score: asScore(raw), raw };
    if (r.explanation && share > 0) {
      const boost = feedbackBoost(r.row, new Set(terms), w.feedback * share);
      fed.explanation = withBoost(r.explanation, boost, fed.score, raw);
    } else if (r.explanation) fed.explanation = r.explanation;
    return fed;
  });
}

/** The feedback step of an explanation, naming the memory's words that the best results have and the query lacks. */
function feedbackBoost(row: MemoryRow, terms: ReadonlySet<string>, value: number): Boost {
  const shared = [...analysed(row).words].filter((word) => terms.has(cachedStem(word)));
  return {
    reason: "feedback",
    operation: "add",
    value,
    detail: `shares words of the best results that the query does not have: ${shared.join(", ")}`,
  };
}
