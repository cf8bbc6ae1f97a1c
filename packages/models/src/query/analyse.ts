import * as chrono from "chrono-node";
import { contentWords, stem, words } from "../text/tokenize.ts";

/** A calendar range a query asks about, as ISO prefixes compared with `metadata.event_date`. */
export interface DateRange {
  /** Inclusive, YYYY-MM-DD. */
  from: string;
  /** Inclusive, YYYY-MM-DD. */
  to: string;
}

export interface QueryAnalysis {
  /** The query as written. */
  text: string;
  /** Lower-cased words of the query (stop words included), to find names. */
  words: string[];
  /**
   * The query's content words (stop words never match), without the words of its question phrase
   * ("on what date", "what kind of", "in the end"), which say how to answer, not what about.
   */
  keywords: string[];
  /** Stems of `keywords`. */
  stems: string[];
  /** "When …?", "what date", "quand", "wann", "cuándo": the answer is a date. */
  asksWhen: boolean;
  /** Dates the query names ("in May 2023", "last summer", "2024"). */
  dates: DateRange[];
}

const WHEN =
  /^(?:(?:on|in|at|by|from|since|until)\s+)?(?:when|what (?:date|day|year|month|time)|which (?:date|day|year|month)|how long ago|since when|quand|depuis quand|wann|seit wann|cuándo|cuando|desde cuándo)\b/iu;
/** Question phrases whose words are no keywords: how to answer, not what the answer is about. */
const QUESTION_PHRASES =
  /\b(?:(?:on|in|at|by|from|since|until)\s+)?(?:what|which)\s+(?:date|day|year|month|time)s?\b|\b(?:what|which)\s+(?:kinds?|sorts?|types?)\s+of\b|\bin\s+the\s+end\b|\bend(?:s|ed)?\s+up\b/giu;
/**
 * The interrogative pronouns and adverbs of Japanese and Chinese (closed classes of their grammars,
 * as the segmenter cuts them: ICU keeps "谁是" and "什么时候" whole): how to answer, not what the
 * answer is about, as "what" and "when" are English stop words (rule CJK_INTERROGATIVES).
 */
const CJK_INTERROGATIVES = new Set(
  (
    "何 なに なん 何時 誰 だれ どなた どこ いつ どう どんな どの どれ どちら どっち なぜ 何故 どうして いくつ いくら " +
    "谁 誰 谁是 什么 什麼 什么时候 啥 哪 哪里 哪裡 哪儿 哪个 哪個 几 幾 多少 怎么 怎麼 怎样 怎樣 为什么 為什麼 何时"
  ).split(" "),
);
/** Idioms whose words say nothing of their meaning: "do for a living" is about work, not "living". */
const IDIOM_WORDS: Record<string, string> = { "for a living": "work job" };
const IDIOMS = /\bfor a living\b/giu;
/** Words chrono reads as a date that mean "at present" in a question ("Where does she live now?"). */
const PRESENT = /^(?:(?:right|just)\s+)?(?:now|nowadays|currently|at the moment|maintenant|jetzt|ahora)$/iu;
/** "since March", "from May 2025 (onwards)", "after 2020", "before 2024", "until June": open ranges. */
const OPEN_BEFORE = /\b(since|from|after|before|until|till|up to|depuis|seit)\s+(?:the\s+)?$/iu;
const OPEN_AFTER = /^\s*(?:onwards?|and later|or later|and after)\b/iu;
const START_OF_TIME = "0000-01-01";
const END_OF_TIME = "9999-12-31";

function shiftDay(day: string, by: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
}

const SEASONS: Record<string, [number, number]> = {
  spring: [3, 5],
  summer: [6, 8],
  autumn: [9, 11],
  fall: [9, 11],
  winter: [12, 14],
  printemps: [3, 5],
  été: [6, 8],
  automne: [9, 11],
  hiver: [12, 14],
  frühling: [3, 5],
  sommer: [6, 8],
  herbst: [9, 11],
};

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function monthRange(year: number, fromMonth: number, toMonth: number): DateRange {
  const endYear = year + Math.floor((toMonth - 1) / 12);
  const endMonth = ((toMonth - 1) % 12) + 1;
  const last = new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate();
  return { from: `${year}-${pad(fromMonth)}-01`, to: `${endYear}-${pad(endMonth)}-${pad(last)}` };
}

/** Reads a search query: its content stems, whether it asks "when", and the dates it names. */
export function analyseQuery(query: string, now: Date = new Date()): QueryAnalysis {
  const dates: DateRange[] = [];
  /** Where the seasons named are ("summer 2026"), so their year is not read again on its own. */
  const seasons: Array<[number, number]> = [];
  for (const m of query.matchAll(
    /\b(?:(last|this|next)\s+)?(spring|summer|autumn|fall|winter|printemps|été|automne|hiver|frühling|sommer|herbst)(?:\s+(?:of\s+)?(\d{4}))?\b/giu,
  )) {
    const [from, to] = SEASONS[(m[2] ?? "").toLowerCase()] ?? [6, 8];
    let year = m[3] ? Number(m[3]) : now.getUTCFullYear();
    if (!m[3] && m[1]?.toLowerCase() === "last") year -= now.getUTCMonth() + 1 > to ? 0 : 1;
    if (!m[3] && m[1]?.toLowerCase() === "next") year += now.getUTCMonth() + 1 < from ? 0 : 1;
    dates.push(monthRange(year, from, to));
    seasons.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  /** Each date the query names: where, its words, the days it covers, and where a range ends. */
  const found = chrono.casual
    .parse(query, now)
    .filter((r) => !PRESENT.test(r.text.trim()))
    .map((r) => ({
      index: r.index,
      text: r.text,
      range: componentsRange(r.start, now),
      end: r.end ? componentsRange(r.end, now) : undefined,
    }));
  // chrono reads no year on its own ("in 2024", "before 2024"): a plausible year outside its results.
  for (const m of query.matchAll(/\b(?:19|20)\d\d\b/gu)) {
    const index = m.index ?? 0;
    const spans = [...found.map((r): [number, number] => [r.index, r.index + r.text.length]), ...seasons];
    if (spans.some(([from, to]) => index >= from && index < to)) continue;
    found.push({ index, text: m[0], range: { from: `${m[0]}-01-01`, to: `${m[0]}-12-31` }, end: undefined });
  }
  for (const { index, text, range, end } of found) {
    if (!range) continue;
    if (end) range.to = end.to;
    const before = OPEN_BEFORE.exec(query.slice(0, index))?.[1]?.toLowerCase();
    const onwards = OPEN_AFTER.test(query.slice(index + text.length));
    if (!end && (before === "before" || before === "until" || before === "till" || before === "up to")) {
      dates.push({ from: START_OF_TIME, to: before === "before" ? shiftDay(range.from, -1) : range.to });
    } else if (!end && (before || onwards)) {
      dates.push({ from: before === "after" ? shiftDay(range.to, 1) : range.from, to: END_OF_TIME });
    } else {
      dates.push(range);
    }
  }
  const keywords = contentWords(
    query.replace(IDIOMS, (m) => IDIOM_WORDS[m.toLowerCase()] ?? m).replace(QUESTION_PHRASES, " "),
  ).filter((w) => !CJK_INTERROGATIVES.has(w));
  return {
    text: query,
    words: words(query),
    keywords,
    stems: [...new Set(keywords.map(stem))],
    asksWhen: WHEN.test(query.trim()),
    dates,
  };
}

/** The days a parsed date covers: one day, a month or a year, as certain as the query says. */
function componentsRange(c: chrono.ParsedComponents, now: Date): DateRange | undefined {
  if (c.isCertain("day")) {
    const d = `${c.get("year")}-${pad(c.get("month") ?? 1)}-${pad(c.get("day") ?? 1)}`;
    return { from: d, to: d };
  }
  if (c.isCertain("month")) {
    return monthRange(c.get("year") ?? now.getUTCFullYear(), c.get("month") ?? 1, c.get("month") ?? 1);
  }
  if (c.isCertain("year")) {
    const y = c.get("year") ?? now.getUTCFullYear();
    return { from: `${y}-01-01`, to: `${y}-12-31` };
  }
  return undefined;
}

/** Whether an `event_date` (YYYY, YYYY-MM or YYYY-MM-DD) falls in one of the ranges. */
export function eventDateIn(eventDate: string, ranges: readonly DateRange[]): boolean {
  const from =
    eventDate.length === 4 ? `${eventDate}-01-01` : eventDate.length === 7 ? `${eventDate}-01` : eventDate;
  const to =
    eventDate.length === 4 ? `${eventDate}-12-31` : eventDate.length === 7 ? `${eventDate}-31` : eventDate;
  return ranges.some((r) => from <= r.to && to >= r.from);
}
