import type { MemoryRow } from "@memory/db";
import type { Candidate } from "@memory/vector";
import type { QueryAnalysis } from "../query/analyse.ts";
import type { LengthBias, WordRelatedness } from "../types.ts";
import { askedSlots, type Boost, dateBoost, personBoost, slotBoost } from "./boosts.ts";
import { type Explanation, rounded } from "./explanation.ts";
import { analysed } from "./memory-text.ts";
import { namedPeople } from "./people.ts";
import { wordScorer } from "./query-words.ts";
import { asScore, RANK_WEIGHTS } from "./weights.ts";

/**
 * The relevance of a memory to a query, 0..1, from parts a reader can check:
 *
 *   score = 0.65 × words + 0.35 × meaning + person + slot + time + feedback   (clipped to 0..1)
 *
 * - words: the share of the query's content words (stop words never count; light stemming) that
 *   the memory contains, each weighted by how rare it is among the candidates (IDF), names left
 *   to `person`. 1 = every word of the query is there; a family word naming the same relation
 *   counts as the word ("father" / "baba" / "dad", "parents" / "mum": `kinRelations`). A word found only in the memory's search
 *   context (the words of the messages around the fact, see `searchContexts`) counts 0.5. With the local
 *   model, a query word the memory says differently counts partly, by the cosine of the two word
 *   vectors mapped from 0.4 → 0 to 1 → 0.35 ("work" / "job" 0.73 → 0.19, "illness" / "malaria"
 *   0.52 → 0.07). (`wordScorer`)
 * - meaning: the cosine similarity of the dense vectors (a memory's vector is made from its text
 *   and its search context, `embeddingText`), mapped linearly from 0.25 (unrelated) … 0.75 (same
 *   meaning) onto 0 … 1. With a provider's length bias (the local model's, `LENGTH_BIAS`) both ends
 *   move by slope × ln(words / pivot): a longer text's vector comes nearer to any query, so a
 *   25-word digest needs a cosine 0.07 higher than a 7-word fact for the same meaning
 *   (LENGTH_CALIBRATED_MEANING; Chinese and Japanese texts, hashed features, have none).
 * - person: +0.15 when the query names the person the memory is about (`metadata.subject`, or the
 *   user of a chat import, `metadata.user_participant`; a remark said to the other person of a
 *   two-person chat, "Lucía: you always said …" or "Lucía: Tomás always said …", is about them; a conversation digest is about each
 *   of its participants), +0.05 when it only mentions them,
 *   −0.1 when the memory is about someone else the query does not name. (`personBoost`)
 * - slot: +0.2 when the query asks for a single-valued attribute ("What is my name?", "Where does
 *   Melanie live?") and the memory holds it (its `slot`); +0.15 when its text is about that
 *   attribute, said another way ("I moved on …, a small flat in Mangwon-dong", "I'm quitting
 *   Pluma", "Kofi is 6": `slotTopics`; never a conversation digest). (`slotBoost`)
 * - time: for a dated query ("in May 2023", "last summer"), +0.2 when `metadata.event_date` falls in
 *   the range; for a "when" question, +0.05 for memories that carry an event date. (`dateBoost`)
 * - feedback: up to +0.25 for sharing the words of the three best results (not digests, each
 *   scoring at least 0.3) that the query does not have, weighted by rarity (`withFeedback`), so
 *   the second fact a question needs ("and where did he live before?") comes up with the first.
 * - repeat: a result all of whose source messages (`metadata.message_ids`) a better result already
 *   came from says nothing new; its score is multiplied by 0.6 (`orderResults`), so the first
 *   results cover more of what was said; by 0.85 only when the better one is a conversation digest,
 *   which says it less precisely (rule FACT_OVER_DIGEST).
 *
 * Words weigh most because they are the surer evidence (the local word-vector embeddings are
 * weak; the split was chosen on the tuning half of the dev set, see docs/memory-quality.md). So
 * 0.5 means "about half the query's words, weighted by rarity, with a related meaning", and a
 * memory sharing no word and no meaning with the query scores 0. `threshold` cuts on this score.
 */
export interface Ranked {
  row: MemoryRow;
  /** The score as returned, 0..1. */
  score: number;
  /** The sum before clipping, which orders results that both reach 1 (default: `score`). */
  raw?: number;
  /** Why it scored so, when the search asked (`explain`). */
  explanation?: Explanation;
}

/** What a ranking is asked for beside the scores. */
export interface RankOptions {
  /** Give each result its `explanation` (costs a little: the matched words are listed again). */
  explain?: boolean;
  /** The provider's length bias (`ModelProvider.lengthBias`): the meaning floor follows a memory's length. */
  lengthBias?: LengthBias | undefined;
}

/**
 * The meaning part: the dense cosine mapped from the floor … floor + `meaningSpan` onto 0..1. The
 * floor is `meaningFloor` for a memory of the pivot's length; with a length bias it rises by
 * `slope` × ln(words / pivot) for a longer one (up to `cap` words) and falls for a shorter one
 * (LENGTH_CALIBRATED_MEANING: what an unrelated query's cosine would be for that length).
 */
export function meaningOf(dense: number, words?: number, bias?: LengthBias): number {
  const shift =
    bias && words !== undefined
      ? bias.slope * (Math.log(Math.min(Math.max(words, 1), bias.cap)) - Math.log(bias.pivot))
      : 0;
  const floor = RANK_WEIGHTS.meaningFloor + shift;
  return Math.min(1, Math.max(0, (dense - floor) / RANK_WEIGHTS.meaningSpan));
}

/** Each candidate found in `rows` (PostgreSQL's ready memories), scored as documented above, before feedback. */
export function rankCandidates(
  query: QueryAnalysis,
  candidates: readonly Candidate[],
  rows: ReadonlyMap<string, MemoryRow>,
  related?: WordRelatedness,
  options: RankOptions = {},
): Ranked[] {
  const pool = candidates.flatMap((c) => {
    const row = rows.get(c.id);
    return row ? [{ c, row, memory: analysed(row) }] : [];
  });
  const people = namedPeople(
    query,
    pool.map(({ row, memory }) => ({ row, about: memory.about })),
  );
  const words = wordScorer(
    query,
    pool.map((p) => p.memory),
    people.nameStems,
    related,
  );
  const asked = askedSlots(query.text);
  const w = RANK_WEIGHTS;
  return pool.map(({ c, row, memory }) => {
    const boosts = [
      personBoost(row, memory, people),
      slotBoost(row, memory.topics, asked),
      dateBoost(row, query),
    ];
    const share = words.share(memory);
    const meaning = meaningOf(c.dense, memory.length, options.lengthBias);
    let score = w.words * share + w.meaning * meaning;
    for (const b of boosts) if (b) score += b.value;
    const ranked: Ranked = { row, score: asScore(score), raw: score };
    if (options.explain) {
      ranked.explanation = {
        words: rounded(share),
        matched_terms: words.matches(memory),
        dense_cosine: rounded(c.dense),
        meaning: rounded(meaning),
        boosts: boosts.filter((b): b is Boost => b !== undefined),
        sum: rounded(score),
        score: ranked.score,
      };
    }
    return ranked;
  });
}
