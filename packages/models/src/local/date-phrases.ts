import { monthIndex, startOfDay } from "./calendar.ts";
import { COUNTING_WORDS } from "./counting-words.ts";
import type { DateAnchor, DateGranularity, Found } from "./date-types.ts";
import { DAY_MS, FUTURE, isPastClause } from "./date-words.ts";
import { oneOf } from "./languages/patterns.ts";

/**
 * Phrases chrono's parsers miss, found by rules of our own: Spanish and French relative phrases, English days
 * of the month said without it ("on the 14th", "sat 8th", "the 14th of next month"), and the month
 * such a day belongs to.
 */

const ES_WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

/** Spanish relative phrases chrono's `es` parser misses ("hace dos semanas", "el viernes pasado", "la semana pasada"). */
export function spanishPhrases(text: string, ref: Date): Found[] {
  const found: Found[] = [];
  const shifted = (unit: string, amount: number): { date: Date; granularity: DateGranularity } => {
    const date = new Date(ref);
    if (unit.startsWith("d")) date.setUTCDate(date.getUTCDate() + amount);
    else if (unit.startsWith("semana")) date.setUTCDate(date.getUTCDate() + 7 * amount);
    else if (unit.startsWith("mes")) date.setUTCMonth(date.getUTCMonth() + amount);
    else date.setUTCFullYear(date.getUTCFullYear() + amount);
    const granularity: DateGranularity = unit.startsWith("d")
      ? "day"
      : unit.startsWith("semana")
        ? "week"
        : unit.startsWith("mes")
          ? "month"
          : "year";
    return { date, granularity };
  };
  for (const m of text.matchAll(
    /\bhace\s+(\d+|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\s+(días?|semanas?|mes(?:es)?|años?)\b/giu,
  )) {
    const n = Number(m[1]) || COUNTING_WORDS.es?.[(m[1] ?? "").toLowerCase()] || 1;
    const unit = (m[2] ?? "").toLowerCase();
    const { date, granularity } = shifted(unit, -n);
    found.push({
      index: m.index,
      text: m[0],
      date,
      granularity: granularity === "week" ? "day" : granularity,
    });
  }
  for (const m of text.matchAll(
    /\b(?:(?:la|el)\s+)?(?:(próxim[oa])\s+)?(semana|mes|año)(?:\s+(pasad[oa]|anterior|que viene|próxim[oa]))?\b/giu,
  )) {
    const before = m[1];
    const after = m[3];
    if (!before && !after) continue;
    const direction = after && /pasad|anterior/i.test(after) ? -1 : 1;
    found.push({ index: m.index, text: m[0], ...shifted((m[2] ?? "").toLowerCase(), direction) });
  }
  for (const m of text.matchAll(
    /\b(?:el\s+)?(?:(próximo)\s+)?(lunes|martes|miércoles|jueves|viernes|sábado|domingo)(?:\s+(pasado|que viene|próximo))?\b/giu,
  )) {
    if (!m[1] && !m[3]) continue;
    const target = ES_WEEKDAYS.indexOf((m[2] ?? "").toLowerCase());
    const date = new Date(ref);
    const past = Boolean(m[3] && /pasado/i.test(m[3]));
    const delta = past ? -((ref.getUTCDay() - target + 7) % 7 || 7) : (target - ref.getUTCDay() + 7) % 7 || 7;
    date.setUTCDate(date.getUTCDate() + delta);
    found.push({ index: m.index, text: m[0], date, granularity: "day" });
  }
  return found;
}

/**
 * THIS_YEAR_AND_MONTH: the year and the month said relative to now that chrono's parsers miss,
 * the first group the year's shift, else the month: French "cette année", "l'an dernier", "l'an
 * passé", "l'an prochain", "ce mois-ci" (FRENCH_YEAR_AND_MONTH; chrono reads "l'année dernière");
 * German "dieses Jahr", "diesen Monat"; Spanish "este año", "este mes". "Cette année-là" is a year
 * of the story, not now.
 */
const YEAR_OR_MONTH: Partial<Record<string, Array<[RegExp, "year" | "month", number]>>> = {
  fr: [
    [/(?<![\p{L}])cette année(?!-là)(?![\p{L}-])/giu, "year", 0],
    [/(?<![\p{L}])l'an (?:dernier|passé)(?![\p{L}-])/giu, "year", -1],
    [/(?<![\p{L}])l'an prochain(?![\p{L}-])/giu, "year", 1],
    [/(?<![\p{L}])ce mois-ci(?![\p{L}-])/giu, "month", 0],
  ],
  de: [
    [/(?<![\p{L}])dieses Jahr(?![\p{L}-])/giu, "year", 0],
    [/(?<![\p{L}])diesen Monat(?![\p{L}-])/giu, "month", 0],
  ],
  es: [
    [/(?<![\p{L}])este año(?![\p{L}-])/giu, "year", 0],
    [/(?<![\p{L}])este mes(?![\p{L}-])/giu, "month", 0],
  ],
};

export function yearOrMonthPhrases(text: string, language: string, ref: Date): Found[] {
  const found: Found[] = [];
  for (const [pattern, granularity, shift] of YEAR_OR_MONTH[language] ?? []) {
    for (const m of text.matchAll(pattern)) {
      const date = new Date(ref);
      if (granularity === "year") date.setUTCFullYear(date.getUTCFullYear() + shift);
      else date.setUTCMonth(date.getUTCMonth() + shift);
      found.push({ index: m.index, text: m[0], date, granularity });
    }
  }
  return found;
}

/**
 * "We land in Faro on 4 July, and stay from the 11th to the 18th", "the talk is on 13 November, the
 * symposium runs from the 12th to the 14th": a day without its month, after a day named ahead in
 * another month, is in that day's month (the next one when that would be more than a week before it).
 */
export function anchorBareDay(f: Found, found: readonly Found[], wall: Date, context?: DateAnchor): void {
  const previous =
    found.findLast((g) => g.index < f.index && (g.granularity === "day" || g.granularity === "month")) ??
    (context ? anchorFound(context) : undefined);
  // "Jean is 80 next month, the party is on the 14th": that month's 14th.
  if (previous?.granularity === "month") {
    if (monthIndex(previous.date) <= monthIndex(wall)) return;
    const date = new Date(
      Date.UTC(previous.date.getUTCFullYear(), previous.date.getUTCMonth(), f.date.getUTCDate()),
    );
    if (date.getUTCDate() === f.date.getUTCDate()) f.date = date;
    return;
  }
  const anchor = previous?.date;
  if (!anchor || anchor.getTime() <= wall.getTime()) return;
  const sameMonth = monthIndex(f.date) === monthIndex(anchor);
  if (sameMonth && f.date.getTime() >= anchor.getTime() - 7 * DAY_MS) return;
  const day = f.date.getUTCDate();
  for (let k = 0; k <= 2; k++) {
    const date = new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + k, day));
    if (date.getUTCDate() === day && date.getTime() >= anchor.getTime() - 7 * DAY_MS) {
      f.date = date;
      return;
    }
  }
}

export function overlaps(found: readonly Found[], f: Found): boolean {
  return found.some((g) => f.index < g.index + g.text.length && g.index < f.index + f.text.length);
}

const ENGLISH_MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
/**
 * MONTH_OF_A_RELATIVE_YEAR: "June next year", "March this year", "September of last year", "last
 * year in May": one month of the year said relative to now (chrono reads the month and the year
 * apart: "in 2027-06 in 2027", and "May last year" as this May).
 */
const MONTH_NAME =
  "january|jan|february|feb|march|mar|april|apr|may|june|jun|july|jul|august|aug|september|sept|sep|october|oct|november|nov|december|dec";
const MONTH_OF_A_RELATIVE_YEAR = new RegExp(
  `(?<![\\p{L}-])(?:(${MONTH_NAME})\\.?\\s+(?:of\\s+)?(next|this|last)\\s+year|(next|this|last)\\s+year,?\\s+in\\s+(${MONTH_NAME})(?![\\p{L}-]))\\b`,
  "giu",
);
const MAY_AS_A_MONTH =
  /(?:^|[^\p{L}])(?:in|by|from|until|till|since|of|early|late|mid|end of|start of)\s+$/iu;
export function monthOfRelativeYear(text: string, ref: Date): Found[] {
  const found: Found[] = [];
  for (const m of text.matchAll(MONTH_OF_A_RELATIVE_YEAR)) {
    // "I may next year": the modal, unless written as a name or introduced as a month.
    if (m[1] === "may" && !MAY_AS_A_MONTH.test(text.slice(0, m.index))) continue;
    const month = ENGLISH_MONTHS.indexOf((m[1] ?? m[4] ?? "").slice(0, 3).toLowerCase());
    const shift = { next: 1, this: 0, last: -1 }[(m[2] ?? m[3] ?? "").toLowerCase()] ?? 0;
    const date = new Date(Date.UTC(ref.getUTCFullYear() + shift, month, 1));
    found.push({ index: m.index, text: m[0], date, granularity: "month" });
  }
  return found;
}

/** "(Friday) the 14th of next month": chrono reads only "next month". */
export function dayOfRelativeMonth(text: string, ref: Date): Found[] {
  const found: Found[] = [];
  for (const m of text.matchAll(
    /\b(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)?\s+of\s+(next|this|last)\s+month\b/giu,
  )) {
    const shift = { next: 1, this: 0, last: -1 }[(m[2] ?? "").toLowerCase()] ?? 0;
    const date = new Date(Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth() + shift, Number(m[1])));
    found.push({ index: m.index, text: m[0], date, granularity: "day" });
  }
  return found;
}

/** "the 18th", "18th": `text` names the day of the month of `anchor` (a day) without its month. */
export function namesDayOf(text: string, anchor: DateAnchor): boolean {
  const day = anchor.granularity === "day" ? Number(anchor.iso.slice(8, 10)) : Number.NaN;
  return Number.isInteger(day) && new RegExp(`\\b(?:the\\s+)?${day}(?:st|nd|rd|th)\\b`, "iu").test(text);
}

/** A context anchor as a date found before the text's first word. */
function anchorFound(anchor: DateAnchor): Found | undefined {
  const [year, month, day] = anchor.iso.split("-").map(Number);
  if (!year || !month) return undefined;
  const date = new Date(Date.UTC(year, month - 1, anchor.granularity === "day" ? (day ?? 1) : 1));
  return Number.isNaN(date.getTime())
    ? undefined
    : { index: -1, text: "", date, granularity: anchor.granularity };
}

/** A month's abbreviation or a relative word: the day of the month before it is no bare day. */
const MONTH_OR_RELATIVE = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
  "next",
  "this",
  "last",
];
/** Words after "the 14th" that make it no day of a month ("the 14th of May", "the 3rd floor"). */
const NOT_A_BARE_DAY_AFTER = [
  ...MONTH_OR_RELATIVE,
  "time",
  "place",
  "floor",
  "row",
  "round",
  "century",
  "grade",
  "year",
  "week",
  "day",
  "birthday",
  "anniversary",
];
/** "on the 14th", "by the 3rd", "from the 8th to the 10th" (no month named): chrono reads none. */
const BARE_DAY = new RegExp(
  String.raw`\b(?:on|by|until|till|from|since|before|after|to|for)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?${oneOf(NOT_A_BARE_DAY_AFTER)}\w*)`,
  "giu",
);

/**
 * "I'm flying to Berlin on the 14th": that day of this month, or of the next one when it has gone
 * (of the last one when it is ahead, in a past-tense clause).
 */
export function bareDayOfMonth(text: string, ref: Date): Found[] {
  const found: Found[] = [];
  for (const m of text.matchAll(BARE_DAY)) {
    const day = Number(m[1]);
    if (day < 1 || day > 31) continue;
    const phrase = m[0].slice(m[0].search(/the\s/iu));
    const index = m.index + m[0].length - phrase.length;
    const clause = clauseAround(text, m.index, m[0].length).replace(m[0], " ").replace(/[’`]/g, "'");
    const back = isPastClause(clause) && !FUTURE.test(clause);
    const today = startOfDay(ref);
    // This month's, else the next (or last) month that has that day ("by the 31st" said in November).
    for (let k = 0; k <= 2; k++) {
      const date = new Date(Date.UTC(ref.getUTCFullYear(), ref.getUTCMonth() + (back ? -k : k), day));
      if (date.getUTCDate() !== day || (back ? date.getTime() > today : date.getTime() < today)) continue;
      found.push({ index, text: phrase, date, granularity: "day", bare: true });
      break;
    }
  }
  return found;
}

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
/** "sat 8th", "Friday the 14th" (no month named): chrono reads only the weekday. */
const WEEKDAY_AND_DAY = new RegExp(
  String.raw`\b(sun|mon|tue|wed|thu|fri|sat)(?:day|s|nesday|rsday|urday|sday|r|rs|t)?,?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?${oneOf(MONTH_OR_RELATIVE)}\w*)`,
  "giu",
);

/**
 * "sat 8th", "Friday the 14th": the nearest date ahead (or, in a past-tense clause, behind) that is
 * that day of the month and falls on that weekday.
 */
export function weekdayWithDay(text: string, ref: Date): Found[] {
  const found: Found[] = [];
  for (const m of text.matchAll(WEEKDAY_AND_DAY)) {
    const weekday = WEEKDAYS.indexOf((m[1] ?? "").toLowerCase());
    const day = Number(m[2]);
    if (weekday < 0 || day < 1 || day > 31) continue;
    const clause = clauseAround(text, m.index, m[0].length).replace(m[0], " ").replace(/[’`]/g, "'");
    const back = isPastClause(clause) && !FUTURE.test(clause);
    const today = startOfDay(ref);
    for (let k = 0; k <= 14; k++) {
      const month = ref.getUTCMonth() + (back ? -k : k);
      const date = new Date(Date.UTC(ref.getUTCFullYear(), month, day));
      if (date.getUTCDate() !== day || date.getUTCDay() !== weekday) continue;
      if (back ? date.getTime() > today : date.getTime() < today) continue;
      found.push({ index: m.index, text: m[0], date, granularity: "day" });
      break;
    }
  }
  return found;
}

/** "and"/"but" in the languages with rules, which open a clause as punctuation does. */
const CLAUSE_LINK = String.raw`\s(?:and|but|und|aber|et|mais|y|pero)\s`;
const CLAUSE_START = new RegExp(String.raw`[,;:.!?]\s|${CLAUSE_LINK}`, "giu");
const CLAUSE_END = new RegExp(String.raw`[,;:.!?](?:\s|$)|${CLAUSE_LINK}`, "iu");

/** The clause around a phrase: from the punctuation or "and"/"but" before it to the punctuation after. */
export function clauseAround(text: string, index: number, length: number): string {
  // A clause is read at most CLAUSE_REACH characters either side: linear in a long message.
  const windowStart = Math.max(0, index - CLAUSE_REACH);
  const before = text.slice(windowStart, index);
  const starts = [...before.matchAll(CLAUSE_START)];
  const from = windowStart + (starts.length > 0 ? (starts.at(-1)?.index ?? 0) + 1 : 0);
  const windowEnd = Math.min(text.length, index + length + CLAUSE_REACH);
  const rest = text.slice(index + length, windowEnd);
  const end = rest.search(CLAUSE_END);
  return text.slice(from, end < 0 ? windowEnd : index + length + end);
}

/**
 * The clauses after the one that ends after `index`, in the same sentence, at most three ("On
 * Saturday, after the game, we went …": the tense is the third's); none when the sentence ends first.
 */
export function clausesAfter(text: string, index: number): string[] {
  const clauses: string[] = [];
  let rest = text.slice(index, index + CLAUSE_REACH);
  while (clauses.length < 3) {
    const end = CLAUSE_END.exec(rest);
    if (!end || /^[.!?]/u.test(end[0])) break;
    rest = rest.slice(end.index + end[0].length);
    const stop = rest.search(CLAUSE_END);
    clauses.push((stop < 0 ? rest : rest.slice(0, stop)).replace(/[’`]/g, "'"));
  }
  return clauses;
}

/** How far a clause around a date phrase reaches either side of it. */
const CLAUSE_REACH = 300;
