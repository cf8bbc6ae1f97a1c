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
const IN_A_DIGEST: Boost = {
  reason: "repeat",
  operation: "multiply",
  value: RANK_WEIGHTS.digestRepeat,
  detail: "every source message of this memory is one a better conversation digest condenses",
};

const messageIds = (r: Ranked): string[] =>
  Array.isArray(r.row.metadata.message_ids) ? r.row.metadata.message_ids.map(String) : [];

/**
 * Results best first, where one that only repeats what better results already came from (all its
 * `metadata.message_ids` among theirs) is demoted to `repeat` × its score; a fact after the
 * conversation digest that condenses it, only to `digestRepeat` ×: the fact says precisely, from
 * one message, what the digest says among twenty (honest provenance: rule FACT_OVER_DIGEST). Equal
 * scores go by the sums before clipping (two results may both reach 1), then importance, then recency.
 */
export function orderResults(ranked: Ranked[]): Ranked[] {
  const byScore = (a: Ranked, b: Ranked) =>
    b.score - a.score ||
    (b.raw ?? b.score) - (a.raw ?? a.score) ||
    b.row.importance - a.row.importance ||
    b.row.createdAt.getTime() - a.row.createdAt.getTime();
  /** Messages better results came from: facts and remarks, and conversation digests. */
  const seen = new Set<string>();
  const digested = new Set<string>();
  const out = [...ranked].sort(byScore).map((r) => {
    const ids = messageIds(r);
    const repeat = ids.length > 0 && ids.every((id) => seen.has(id));
    const inDigest = !repeat && ids.length > 0 && ids.every((id) => seen.has(id) || digested.has(id));
    for (const id of ids) (r.row.metadata.kind === "conversation" ? digested : seen).add(id);
    if (!repeat && !inDigest) return r;
    const boost = repeat ? REPEAT : IN_A_DIGEST;
    const score = asScore(r.score * boost.value);
    const demoted: Ranked = { row: r.row, score, raw: (r.raw ?? r.score) * boost.value };
    if (r.explanation) demoted.explanation = withBoost(r.explanation, boost, score);
    return demoted;
  });
  return out.sort(byScore);
}
