import type { Boost } from "./boosts.ts";
import { withBoost } from "./explanation.ts";
import type { Ranked } from "./rank-candidates.ts";
import { asScore, RANK_WEIGHTS } from "./weights.ts";

const REPEAT: Boost = {
  reason: "repeat",
  operation: "multiply",
  value: RANK_WEIGHTS.repeat,
  detail: "every source message of this memory (metadata.message_ids) is one a better result came from",
};

/**
 * Results best first, where one that only repeats what better results already came from (all its
 * `metadata.message_ids` among theirs: a fact after the digest that condenses it) is demoted to
 * `repeat` × its score. Equal scores go by the sums before clipping (two results may both reach 1),
 * then importance, then recency.
 */
export function orderResults(ranked: Ranked[]): Ranked[] {
  const byScore = (a: Ranked, b: Ranked) =>
    b.score - a.score ||
    (b.raw ?? b.score) - (a.raw ?? a.score) ||
    b.row.importance - a.row.importance ||
    b.row.createdAt.getTime() - a.row.createdAt.getTime();
  const seen = new Set<string>();
  const out = [...ranked].sort(byScore).map((r) => {
    const ids = Array.isArray(r.row.metadata.message_ids) ? r.row.metadata.message_ids.map(String) : [];
    const repeat = ids.length > 0 && ids.every((id) => seen.has(id));
    for (const id of ids) seen.add(id);
    if (!repeat) return r;
    const score = asScore(r.score * RANK_WEIGHTS.repeat);
    const demoted: Ranked = { row: r.row, score, raw: (r.raw ?? r.score) * RANK_WEIGHTS.repeat };
    if (r.explanation) demoted.explanation = withBoost(r.explanation, REPEAT, score);
    return demoted;
  });
  return out.sort(byScore);
}
