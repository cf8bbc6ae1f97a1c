import type { QueryAnalysis } from "../query/analyse.ts";
import { kinRelations } from "../text/kin.ts";
import type { WordRelatedness } from "../types.ts";
import type { AnalysedText } from "./memory-text.ts";
import { RANK_WEIGHTS, rarity } from "./weights.ts";
import { compoundOf, matchStem } from "./word-match.ts";

/** How a memory has a query word: the word itself, a family word for the same relation, … */
export type MatchKind = "word" | "family" | "context" | "compound" | "similar";

/** A query word the memory has, how, and the share of the word's weight it earned (0..1). */
export interface MatchedTerm {
  term: string;
  match: MatchKind;
  credit: number;
}

/** The words part of the score: the share of the query's content words a memory has, weighted by rarity. */
export interface WordScorer {
  /** 0..1: 1 = every content word of the query (names left to the person boost) is in the memory. */
  share(memory: AnalysedText): number;
  /** The query words the memory has, each with how and its credit (for `explain`). */
  matches(memory: AnalysedText): MatchedTerm[];
}

/** The query's content words by stem (the first word of each stem), names left out. */
function queryWordsOf(query: QueryAnalysis, nameStems: ReadonlySet<string>): Map<string, string> {
  const queryWords = new Map<string, string>();
  for (const word of query.keywords) {
    const s = matchStem(word);
    if (!nameStems.has(s) && !queryWords.has(s)) queryWords.set(s, word);
  }
  return queryWords;
}

/**
 * Partial credit for a query word the memory says differently ("illness" → "malaria"): the best
 * cosine of the two word vectors mapped from `softFloor` → 0 to 1 → `softCredit`. Cosines are
 * computed once per search.
 */
function softMatcher(related: WordRelatedness | undefined) {
  const similarities = new Map<string, Map<string, number>>();
  const { softFloor, softCredit } = RANK_WEIGHTS;
  return (q: string | undefined, words: ReadonlySet<string>): number => {
    if (!related || !q) return 0;
    let known = similarities.get(q);
    if (!known) {
      known = new Map();
      similarities.set(q, known);
    }
    let best = 0;
    for (const w of words) {
      let sim = known.get(w);
      if (sim === undefined) {
        sim = related.similarity(q, w);
        known.set(w, sim);
      }
      if (sim > best) best = sim;
    }
    return best <= softFloor ? 0 : (softCredit * (best - softFloor)) / (1 - softFloor);
  };
}

/** The family relations each query word names ("father", "parents"), by stem. */
function queryKinOf(queryWords: ReadonlyMap<string, string>): Map<string, readonly string[]> {
  return new Map(
    [...queryWords].flatMap(([s, word]) => {
      const relations = kinRelations(word);
      return relations.length > 0 ? [[s, relations] as const] : [];
    }),
  );
}

/**
 * The words part of the ranking for one query over its candidates (`pool`): each query word
 * weighted by its rarity among them; found whole (1), or, for part of its weight, only in the
 * memory's search context (`context`), as part of a compound (`compound`) or said differently
 * (the word vectors, `softMatcher`).
 */
export function wordScorer(
  query: QueryAnalysis,
  pool: readonly AnalysedText[],
  nameStems: ReadonlySet<string>,
  related?: WordRelatedness,
): WordScorer {
  const w = RANK_WEIGHTS;
  const queryWords = queryWordsOf(query, nameStems);
  const queryStems = [...queryWords.keys()];
  const queryKin = queryKinOf(queryWords);
  const soft = softMatcher(related);
  /** The memory has query word `s`, or names the family relation it names ("father" / "baba"). */
  const has = (s: string, m: AnalysedText) =>
    m.stems.has(s) || (queryKin.get(s)?.some((relation) => m.kin.has(relation)) ?? false);
  const df = new Map<string, number>();
  for (const m of pool) for (const s of queryStems) if (has(s, m)) df.set(s, (df.get(s) ?? 0) + 1);
  const weight = (s: string) => rarity(pool.length, df.get(s) ?? 0);
  const total = queryStems.reduce((sum, s) => sum + weight(s), 0);
  /** Part of a word's credit, for a memory without the word itself: each way, and what it earns. */
  const partial: Array<[MatchKind, (s: string, m: AnalysedText) => number]> = [
    ["context", (s, m) => (m.context.has(s) ? w.context : 0)],
    ["compound", (s, m) => (compoundOf(queryWords.get(s) ?? s, m.words) ? w.compound : 0)],
    ["similar", (s, m) => soft(queryWords.get(s), m.words)],
  ];
  /** How much of query word `s` the memory has: all of it, said in its context, or said differently. */
  const found = (s: string, m: AnalysedText) => {
    if (has(s, m)) return 1;
    let best = 0;
    for (const [, credit] of partial) best = Math.max(best, credit(s, m));
    return best;
  };
  /** The way that earns the most of a word the memory does not have itself, and its credit. */
  const bestPartial = (s: string, m: AnalysedText): [MatchKind, number] => {
    let best: [MatchKind, number] = ["context", 0];
    for (const [match, credit] of partial) {
      const c = credit(s, m);
      if (c > best[1]) best = [match, c];
    }
    return best;
  };
  return {
    share: (m) => (total > 0 ? queryStems.reduce((sum, s) => sum + weight(s) * found(s, m), 0) / total : 0),
    matches: (m) =>
      queryStems.flatMap((s): MatchedTerm[] => {
        const term = queryWords.get(s) ?? s;
        if (has(s, m)) return [{ term, match: m.stems.has(s) ? "word" : "family", credit: 1 }];
        const [match, credit] = bestPartial(s, m);
        return credit > 0 ? [{ term, match, credit: Math.round(credit * 10_000) / 10_000 }] : [];
      }),
  };
}
