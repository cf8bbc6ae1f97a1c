import type { MemoryRow } from "@memory/db";
import {
  CONTEXT_WORD_WEIGHT,
  contentWords,
  eventDateIn,
  isStopWord,
  kinRelations,
  type QueryAnalysis,
  slotTopics,
  stem,
  type WordRelatedness,
  wholeWords,
  words,
} from "@memory/models";
import type { Candidate } from "@memory/vector";

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
 *   0.52 → 0.07).
 * - meaning: the cosine similarity of the dense vectors (a memory's vector is made from its text
 *   and its search context, `embeddingText`), mapped linearly from 0.25 (unrelated) … 0.75 (same
 *   meaning) onto 0 … 1.
 * - person: +0.15 when the query names the person the memory is about (`metadata.subject`, or the
 *   user of a chat import, `metadata.user_participant`; a remark said to the other person of a
 *   two-person chat, "Lucía: you always said …" or "Lucía: Tomás always said …", is about them; a conversation digest is about each
 *   of its participants), +0.05 when it only mentions them,
 *   −0.1 when the memory is about someone else the query does not name.
 * - slot: +0.2 when the query asks for a single-valued attribute ("What is my name?", "Where does
 *   Melanie live?") and the memory holds it (its `slot`); +0.15 when its text is about that
 *   attribute, said another way ("I moved on …, a small flat in Mangwon-dong", "I'm quitting
 *   Pluma", "Kofi is 6": `slotTopics`; never a conversation digest).
 * - time: for a dated query ("in May 2023", "last summer"), +0.2 when `metadata.event_date` falls in
 *   the range; for a "when" question, +0.05 for memories that carry an event date.
 * - feedback: up to +0.25 for sharing the words of the three best results (not digests, each
 *   scoring at least 0.3) that the query does not have, weighted by rarity (`withFeedback`), so
 *   the second fact a question needs ("and where did he live before?") comes up with the first.
 * - repeat: a result all of whose source messages (`metadata.message_ids`) a better result already
 *   came from says nothing new; its score is multiplied by 0.6 (`orderResults`), so the first
 *   results cover more of what was said.
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
}

/** The weights documented above (one place, so the documentation and the code agree). */
export const RANK_WEIGHTS = {
  words: 0.65,
  meaning: 0.35,
  meaningFloor: 0.25,
  meaningSpan: 0.5,
  personAbout: 0.15,
  personMentioned: 0.05,
  personOther: -0.1,
  dateInRange: 0.2,
  whenDated: 0.05,
  slot: 0.2,
  slotTopic: 0.15,
  softFloor: 0.4,
  softCredit: 0.35,
  context: CONTEXT_WORD_WEIGHT,
  compound: 0.5,
  repeat: 0.6,
  feedback: 0.25,
  feedbackFrom: 3,
  feedbackMinScore: 0.3,
};

/** How rare a word is among `n` candidates, `df` of which have it (IDF). */
const rarity = (n: number, df: number) => Math.log(1 + (n + 1) / (1 + df));
/** A score as returned: clipped to 0..1, four decimals. */
const asScore = (raw: number) => Math.round(Math.min(1, Math.max(0, raw)) * 10_000) / 10_000;

/**
 * One word is part of the other, a compound's head or its first half ("beehives" / "hives",
 * "headteacher" / "head", "grandmother" / "mother"): the shorter word at least four letters and the
 * rest at least three, so an ending ("teach" / "teacher") or a short word ("day" / "sunday") is no
 * compound.
 */
export function compoundOf(word: string, words: ReadonlySet<string>): boolean {
  for (const m of words) {
    const [long, short] = m.length > word.length ? [m, word] : [word, m];
    if (short.length < 4 || long.length - short.length < 3) continue;
    if (long.startsWith(short) || long.endsWith(short)) return true;
  }
  return false;
}

/** Questions about a single-valued attribute ("What is my name?", "Where does Melanie live?"). */
const SLOT_QUESTIONS: Array<[RegExp, string[]]> = [
  [/\b(?:name|called|heißt|heiße|appelle|llama)\b/iu, ["name"]],
  [/\b(?:live|lives|(?<!for a )living|home|based|moved|wohnt|wohne|habite|vit|vive)\b/iu, ["residence"]],
  [
    /\b(?:work|works|working|job|employer|company|profession|occupation|for a living|arbeitet|travaille|trabaja)\b/iu,
    ["employer", "job_title"],
  ],
  [/\b(?:old|age|birthday|alt|âge|edad)\b/iu, ["age"]],
  [
    /\b(?:married|single|engaged|partner|relationship|dating|girlfriend|boyfriend|husband|wife)\b/iu,
    ["relationship_status"],
  ],
];

/**
 * A stronger stemmer than the index's (which must stay stable for stored vectors): "climbing",
 * "climbed", "climbs" and "climb" meet. Used only to compare a query with its candidates.
 */
export function matchStem(word: string): string {
  let w = stem(word);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith("es") && !w.endsWith("ies")) w = w.slice(0, -2);
  // "running" → "runn" → "run"; "hiking" → "hik", "hiked" → "hik".
  if (/([bdfgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** `matchStem` of the words searches meet again and again (bounded: the words of recent searches). */
const stems = new Map<string, string>();
function cachedStem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = matchStem(word);
    if (stems.size > 50_000) stems.clear();
    stems.set(word, s);
  }
  return s;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : undefined;
}

function list(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string").map((v) => v.toLowerCase())
    : [];
}

/**
 * Who a memory is about: its subject, else the chat import's user, else nobody known (the user).
 * A remark said to the other person of a two-person chat ("Lucía: Tomás always said Tomás would
 * never leave Madrid", from "you always said you'd never …") is about them.
 */
function aboutOf(row: MemoryRow): string | undefined {
  const speaker = text(row.metadata.subject) ?? text(row.metadata.user_participant);
  if (!speaker) return undefined;
  const remark = REMARK.exec(row.content);
  const saidBy = remark?.[1]?.trim().toLowerCase();
  const others = list(row.metadata.conversation_participants).filter((p) => p !== speaker);
  const other = others.length === 1 ? others[0] : undefined;
  if (saidBy !== speaker || !other || !remark) return speaker;
  const rest = (remark[2] ?? "").toLowerCase();
  return SAID_TO_YOU.test(rest) || rest.startsWith(`${other} `) || rest.startsWith(`${other}'s `)
    ? other
    : speaker;
}
/**
 * Everyone a memory is about: a conversation digest is about each of its participants (the user's
 * friend as much as the user); any other memory about the one person `aboutOf` names.
 */
function aboutAll(row: MemoryRow, about: string | undefined): string[] {
  if (row.metadata.kind === "conversation") return list(row.metadata.conversation_participants);
  return about ? [about] : [];
}

/** The words of a stored search context (lower-case content words joined by spaces). */
function contextWords(searchContext: string): string[] {
  return searchContext.split(" ").filter((w) => w.length > 0 && !isStopWord(w));
}

/** "Lucía: …": a remark and its speaker. */
const REMARK = /^([^:]{1,60}):\s+(.*)$/su;
/** A remark said to the other person: "you always said …", or, as stored since, "Tomás always said …". */
const SAID_TO_YOU = /^(?:you|you're|you've|you'll|you'd|your|u|ur)\b/iu;

/** What ranking reads of a memory's text: its words, their stems, and its search context's stems. */
interface AnalysedText {
  words: ReadonlySet<string>;
  /** The attributes its text is about (`slotTopics`). */
  topics: readonly string[];
  stems: ReadonlySet<string>;
  context: ReadonlySet<string>;
  /** The family relations its words name ("baba" → father, `kinRelations`). */
  kin: ReadonlySet<string>;
}
/**
 * `AnalysedText` of recently ranked memories, by their text and search context: searches meet the
 * same memories again and again, and tokenizing them was a fifth of the ranking's time.
 */
const analysedTexts = new Map<string, AnalysedText>();
function analysed(row: MemoryRow): AnalysedText & { about: string | undefined } {
  const key = `${row.content}\u0000${row.searchContext}`;
  let out = analysedTexts.get(key);
  if (!out) {
    const words = contentWords(row.content);
    out = {
      words: new Set(words),
      topics: slotTopics(row.content),
      stems: new Set(words.map(cachedStem)),
      // Stored as content words joined by spaces (`searchContexts`): no need to tokenize it again.
      context: new Set(contextWords(row.searchContext).map(cachedStem)),
      kin: new Set(words.flatMap(kinRelations)),
    };
    // Bounded: about 2.6 KB each (13 MB in all), the memories of recent searches.
    if (analysedTexts.size > 5_000) analysedTexts.clear();
    analysedTexts.set(key, out);
  }
  return { ...out, about: aboutOf(row) };
}

export function rankCandidates(
  query: QueryAnalysis,
  candidates: readonly Candidate[],
  rows: ReadonlyMap<string, MemoryRow>,
  related?: WordRelatedness,
): Ranked[] {
  const pool = candidates.flatMap((c) => {
    const row = rows.get(c.id);
    return row ? [{ c, row, ...analysed(row) }] : [];
  });
  // People the candidates know by name; the query names some of them.
  const people = new Set<string>();
  for (const { row, about } of pool) {
    if (about) people.add(about);
    for (const p of list(row.metadata.participants)) people.add(p);
  }
  // Whole names, also hyphenated or of several words ("Jae-won", "Marta Kowalski"), which the
  // tokenizer splits: the query names a person when their name appears in it between word boundaries.
  const queryText = query.text.normalize("NFKC").toLowerCase();
  const named = new Set([...people].filter((p) => wholeWords([p]).test(queryText)));
  const nameWords = new Map([...named].map((n) => [n, words(n).map(matchStem)] as const));
  const nameStems = new Set([...nameWords.values()].flat());
  const queryWords = new Map<string, string>();
  for (const word of query.keywords) {
    const s = matchStem(word);
    if (!nameStems.has(s) && !queryWords.has(s)) queryWords.set(s, word);
  }
  const queryStems = [...queryWords.keys()];
  /** Query word → memory word → cosine, computed once per search. */
  const similarities = new Map<string, Map<string, number>>();
  /** Partial credit for a query word the memory says differently ("illness" → "malaria"). */
  const softMatch = (s: string, words: ReadonlySet<string>): number => {
    const q = queryWords.get(s);
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
    const { softFloor, softCredit } = RANK_WEIGHTS;
    return best <= softFloor ? 0 : (softCredit * (best - softFloor)) / (1 - softFloor);
  };
  /** The family relations each query word names ("father", "parents"), by stem. */
  const queryKin = new Map(
    queryStems.flatMap((s) => {
      const relations = kinRelations(queryWords.get(s) ?? s);
      return relations.length > 0 ? [[s, relations] as const] : [];
    }),
  );
  /** The memory has query word `s`, or names the family relation it names ("father" / "baba"). */
  const has = (s: string, stems: ReadonlySet<string>, kin: ReadonlySet<string>) =>
    stems.has(s) || (queryKin.get(s)?.some((relation) => kin.has(relation)) ?? false);
  const df = new Map<string, number>();
  for (const { stems, kin } of pool)
    for (const s of queryStems) if (has(s, stems, kin)) df.set(s, (df.get(s) ?? 0) + 1);
  const w = RANK_WEIGHTS;
  const weight = (s: string) => rarity(pool.length, df.get(s) ?? 0);
  const total = queryStems.reduce((sum, s) => sum + weight(s), 0);
  const askedSlots = new Set(SLOT_QUESTIONS.flatMap(([cue, slots]) => (cue.test(query.text) ? slots : [])));

  /** How much of query word `s` the memory has: all of it, said in its context, or said differently. */
  const found = (
    s: string,
    stems: ReadonlySet<string>,
    context: ReadonlySet<string>,
    memoryWords: ReadonlySet<string>,
    kin: ReadonlySet<string>,
  ) =>
    has(s, stems, kin)
      ? 1
      : Math.max(
          context.has(s) ? w.context : 0,
          compoundOf(queryWords.get(s) ?? s, memoryWords) ? w.compound : 0,
          softMatch(s, memoryWords),
        );

  return pool.map(({ c, row, about, words: memoryWords, stems, context, topics, kin }) => {
    const words =
      total > 0
        ? queryStems.reduce((sum, s) => sum + weight(s) * found(s, stems, context, memoryWords, kin), 0) /
          total
        : 0;
    const meaning = Math.min(1, Math.max(0, (c.dense - w.meaningFloor) / w.meaningSpan));
    let score = w.words * words + w.meaning * meaning;
    if (named.size > 0) {
      if (aboutAll(row, about).some((p) => named.has(p))) score += w.personAbout;
      else if (
        [...nameWords.values()].some((parts) => parts.every((part) => stems.has(part))) ||
        list(row.metadata.participants).some((p) => named.has(p))
      )
        score += w.personMentioned;
      else if (about) score += w.personOther;
    }
    // The memory holding the attribute asked about ("residence", "person:melanie:residence").
    const slot = row.slot?.split(":").at(-1);
    if (slot && askedSlots.has(slot)) score += w.slot;
    // Not a digest: it touches on every topic of its conversation.
    else if (row.metadata.kind !== "conversation" && topics.some((t) => askedSlots.has(t)))
      score += w.slotTopic;
    const eventDate = text(row.metadata.event_date);
    if (query.dates.length > 0 && eventDate && eventDateIn(eventDate, query.dates)) score += w.dateInRange;
    else if (query.asksWhen && eventDate) score += w.whenDated;
    return { row, score: asScore(score), raw: score };
  });
}

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
    return { row: r.row, score, raw: (r.raw ?? r.score) * RANK_WEIGHTS.repeat };
  });
  return out.sort(byScore);
}

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
    return { row: r.row, score: asScore(raw), raw };
  });
}
