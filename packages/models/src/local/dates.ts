import * as chrono from "chrono-node";
import { unicodeBoundaries } from "../text/regex.ts";
import type { Language } from "./language.ts";
import * as IT_DATES from "./languages/it/dates.ts";
import { withMonthNames } from "./month-names.ts";

export type DateGranularity = "day" | "week" | "month" | "year";

export interface ResolvedDate {
  /** YYYY-MM-DD (day and week: the Monday of the week), YYYY-MM or YYYY. */
  iso: string;
  granularity: DateGranularity;
  /** The phrase as written by the user. */
  phrase: string;
}

/**
 * A date an earlier message named ("We fly to Osaka on the 18th of October"): a day of the month said
 * later without its month ("fly in on the 14th") belongs to it when it lies ahead.
 */
export interface DateAnchor {
  iso: string;
  granularity: "day" | "month";
  /**
   * Only when the text names the anchor's day again ("I'd propose 3 November" / "I'll make the case
   * for the 3rd"; "on to Osaka on the 17th instead of the 18th"): a bare day in another message
   * usually means this month's, whatever was said before ("it's Misha's birthday on the 21st").
   */
  onlyForItsDay?: boolean;
}

export interface DateResolution {
  text: string;
  dates: ResolvedDate[];
}

const PARSERS: Record<Language, chrono.Chrono> = {
  en: chrono.en.casual,
  de: withMonthNames(chrono.de.casual, "de"),
  fr: withMonthNames(chrono.fr.casual, "fr"),
  es: chrono.es.casual,
  it: chrono.it.casual,
  nl: chrono.nl.casual,
  pt: withMonthNames(chrono.pt.casual, "pt"),
};

/** Prepositions we put in front of a resolved date, per language and granularity. */
const PREPOSITION: Record<Language, Record<DateGranularity, string>> = {
  en: { day: "on", week: "in the week of", month: "in", year: "in" },
  de: { day: "am", week: "in der Woche vom", month: "im", year: "im Jahr" },
  fr: { day: "le", week: "la semaine du", month: "en", year: "en" },
  es: { day: "el", week: "la semana del", month: "en", year: "en" },
  it: { day: "il", week: "la settimana del", month: "a", year: "nel" },
  nl: { day: "op", week: "in de week van", month: "in", year: "in" },
  pt: { day: "em", week: "na semana de", month: "em", year: "em" },
};

/** A range of days: "from 2026-08-08 to 2026-08-15". */
const RANGE: Record<Language, [string, string]> = {
  en: ["from", "to"],
  de: ["vom", "bis"],
  fr: ["du", "au"],
  es: ["del", "al"],
  it: ["dal", "al"],
  nl: ["van", "tot"],
  pt: ["de", "a"],
};

/** Days a weekday was moved by (±7), the year moves aside: the date as resolved against chrono's. */
function dayShift(date: Date, start: chrono.ParsedComponents): number {
  const parsed = Date.UTC(date.getUTCFullYear(), (start.get("month") ?? 1) - 1, start.get("day") ?? 1);
  return Math.round((date.getTime() - parsed) / 86_400_000);
}

const LEADING_PREPOSITION = /^(?:on|in|at|am|im|an|le|la|el|en|au|à|a|il|op|em|no|na)\s+/i;
const PRECEDING_PREPOSITION =
  /(?:^|\s)(?:on the|in the|the|on|in|at|since|until|by|for|from|before|after|till|to|of|about|around|during|over|am|im|an|seit|bis|ab|anfang|ende|mitte|le|depuis|jusqu'au|jusqu'en|dès|début|fin|pour|el|en|desde|hasta|il|op|em|no|na|até|de)\s+$/i;
const RECURRING = /(?:every|each|jeden|jede|jedem|chaque|tous les|toutes les|cada|todos los|todas las)\s+$/i;
/** "your weekend", "my last day", "ton week-end": a possessive makes the phrase a thing, not a date. */
const POSSESSIVE =
  /(?:^|[^\p{L}])(?:my|your|his|her|our|their|its|mon|ma|ton|ta|son|sa|notre|votre|leur|mein|meine|meinem|dein|deine|deinem|sein|seine|unser|unsere|mi|tu|su|nuestro|nuestra)\s+$/iu;
/** "one weekend a month", "a long weekend", "another week": a counted or described period, not a date. */
const COUNTED_PERIOD =
  /(?:^|[^\p{L}])(?:a|an|one|two|three|four|five|another|other|long|whole|entire|same|full|first|second|third|fourth|fifth)\s+$/iu;
const FREQUENCY_AFTER = /^\s+(?:a|per|each|every)\s+(?:week|month|year)\b/iu;
/**
 * "for 5 years"; an age or a length: "mon fils de 5 ans", "mi hijo de 5 años", "un contrat de 2
 * ans" (chrono's French and Spanish read "de 5 ans" as "in 5 years").
 */
const DURATION =
  /^(?:for|während|pendant|durante)\s|^after\s+(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifteen|thirty)\s+(?:years?|months?|weeks?|days?|hours?)\b|^(?:de|di)\s+(?:\d+|un|une|uno|una|um|deux|dos|dois|due|trois|tres|três|tre|quatre|cuatro|quatro|cinq|cinco|six|seis|sept|siete|sete|huit|ocho|oito|neuf|nueve|nove|dix|diez|dez)\s+(?:ans?|années?|mois|semaines?|jours?|heures?|minutes?|años?|anos?|meses|mes|mês|semanas?|días?|dias?|horas?|minutos?|anni|anno|mesi|mese|settimane?|giorni|giorno|ore|minuti)\b/iu;
/**
 * "first … in 3 years", "haven't … in years", "the worst thing I have eaten in 41 years", "the
 * coldest winter in 30 years": "in" counts a span up to now, not a date ahead.
 */
const SPAN_UNTIL_NOW =
  /\b(?:first|n't|not|never|no one|nobody|nothing|best|worst|most|least|biggest|longest|hardest|coldest|hottest|warmest|busiest|happiest|craziest|greatest|largest|oldest|youngest|fastest|slowest|highest|lowest|nicest|funniest|scariest|weirdest|wettest|driest|(?:have|has|'ve)\s+(?:ever\s+)?(?:been|had|done|seen|put|eaten|made|gone|\p{L}+ed))\b|n't\b/iu;
/**
 * PAST_SPAN (English grammar: a time span that ends now is a noun phrase "the past/last/previous +
 * [count] + unit"): "the past few months", "over the last two weeks", "the previous couple of days",
 * "in the past month". It says how long, not when; "last month" alone stays one month.
 */
const PAST_SPAN_COUNT =
  /(?:few|several|many|couple(?:\s+of)?|\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)/;
const PAST_SPAN = new RegExp(
  `^(?:past|last|previous)\\s+(?:${PAST_SPAN_COUNT.source}\\s+)?(?:days|weeks|months|years|decades)\\b|^past\\s+(?:day|week|month|year|decade)\\b`,
  "iu",
);
/** The article before a span: "the last month" is a span where "last month" is a date. */
const SPAN_ARTICLE = /\bthe\s+$/iu;
const SPAN_UNIT = /^(?:last|previous)\s+(?:day|week|month|year|decade)$/iu;
const NOW = /^(?:now|right now|jetzt|maintenant|ahora|agora|adesso|nu)$/i;
const THIS_WEEK =
  /^(?:this week|diese woche|cette semaine|esta semana|questa settimana|deze week|esta semana)$/iu;
const WEEK_WORD = /\b(?:week|woche|semaine|semana|settimana|week)\b/i;
/** The sentence speaks of the past: a bare weekday ("on Saturday") then means the last one. */
const PAST = unicodeBoundaries(
  /\b(?:went|was|were|had|did|met|saw|visited|got|took|came|bought|began|ran|made|found|gave|told|felt|became|broke|wrote|sold|won|lost|paid|sent|spent|fell|flew|drove|ate|drank|heard|thought|knew|grew|wore|held|kept|slept|sat|taught|caught|brought|built|quit|said|born|ago|\p{L}{2,}(?<!e)ed|agreed|freed|war|waren|hatte|(?:habe|hab|hat|haben|bin|bist|ist|sind|seid)\b[^.!?]*?\b(?!(?:gehen|geben|gegen|genießen|gewinnen)\b)ge\p{L}{2,}(?:t|en)|j'ai|je suis (?:allée?|partie?|venue?)|était|fui|fuimos|fue|fueron|estuve|estuvimos|estuvo|tuve|tuvimos|tuvo|hice|hicimos|hizo|\p{L}+é(?:e|s|es)?)\b/iu,
);
/** A clock time before or after the date in one chrono result ("3:45 last Sunday", "on Friday at 3pm"). */
const TIME =
  "(?:at\\s+|around\\s+|by\\s+)?(?:\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|h)|\\d{1,2}:\\d{2}|noon|midnight)";
const TIME_FIRST = new RegExp(`^${TIME}\\s+(?=\\p{L})`, "iu");
const TIME_LAST = new RegExp(`,?\\s+${TIME}$`, "iu");
/** "1st december, 15% more money": chrono takes a number after a comma for a two-digit year. */
const SHORT_YEAR_LAST = /,\s*'?\d{2}$/u;
const CLOCK_UNITS =
  /\b(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|stunden?|minuten?|sekunden?|heures?|secondes?|horas?|minutos?|segundos?|uur|uren|minuut|seconden|ore|minuti|secondi)\b|\d+\s*h\s*\d*\b/iu;
const HABITUAL_CUE = unicodeBoundaries(
  /\b(?:usually|always|often|normally|generally|typically|every|each|most|sometimes|regularly|normalerweise|meistens|immer|oft|jeden|d'habitude|toujours|souvent|généralement|chaque|normalmente|siempre|cada|suelo)\b/iu,
);
/** "… to the first week of", "… until", "… for": the date a change or a booking points to. */
const MOVED_TO =
  /\b(?:to|until|till|for)\s+(?:the\s+)?(?:(?:first|second|third|fourth|last|end|middle|beginning|start)\s+(?:week\s+)?of\s+)?$|\bfor\s+(?:the|a|an|my|our)\s+[^,.;!?]{1,40}?\s+(?:(?:on|in)\s+(?:the\s+)?)?$/iu;
/** Verbs of rescheduling or booking: the date they name is the event's, ahead ("registered for the race on 20 June"). */
const RESCHEDULED =
  /\b(?:moved|postponed|pushed|rescheduled|delayed|booked|changed|put off|brought|registered|signed up|entered|enrolled|reserved)\b/iu;
/** A date offered or set ("they offered 2nd of december", "we set the 14th"): the event's, ahead. */
const OFFERED =
  /\b(?:offered|proposed|suggested|gave|scheduled|set|picked|chose|planned|fixed|confirmed)\s+(?:(?:me|us|him|her|them|you)\s+)?(?:the\s+)?$/iu;
const SINCE =
  /(?:since|seit|depuis|desde)\s+(?:(?:early|late|mid|the end of|the beginning of|début|fin|ende|anfang)\s+)?$/iu;
const NOT_PAST = unicodeBoundaries(
  // French nouns and adjectives that end like a past participle ("le bébé", "cette année", "prévu").
  /\b(?:(?:i|you|we|they)'ve got|(?:he|she|it)'s got|ha(?:ve|s) got|(?:is|are|am|'s|'re|'m)\s+(?:(?:all|now|finally|already|officially)\s+)?\p{L}+ed|(?:i|we) (?:was|were) (?:thinking|wondering|hoping|planning|considering)|(?:i|we) (?:thought|figured)(?= (?:we|i|you|maybe|about|of)\b)|tired|excited|married|engaged|interested|bored|scared|worried|used|supposed|based|retired|pleased|stressed|exhausted|obsessed|scheduled|planned|booked|expected|bébés?|cafés?|thé|télé|clés?|été|santé|société|université|qualité|activités?|réalité|vérité|liberté|beauté|années?|journées?|soirées?|matinées?|idées?|entrées?|musées?|lycées?|durée|pensées?|prévue?s?|fatiguée?s?|occupée?s?|mariée?s?|fiancée?s?|pressée?s?|désolée?s?)\b/giu,
);
/** A name that ends like a French past participle ("Inés", "José", "André"; case-sensitive). */
const NAME_LIKE_PARTICIPLE = /(?<!\p{L})\p{Lu}\p{Ll}*é(?:e|s|es)?(?!\p{L})/gu;

/** The clause speaks of the past (`PAST`), its adjectives and names that look like participles aside. */
function isPastClause(clause: string): boolean {
  return PAST.test(clause.replace(NOT_PAST, "").replace(NAME_LIKE_PARTICIPLE, " "));
}

const FUTURE = unicodeBoundaries(
  /\b(?:due|will|would|'d be|'d like|'d love|going to|gonna|plan|planning|next|'ll|werde|wird|nächste|vais|allons|prochain|prochaine|voy a|vamos a|próximo)\b/iu,
);
/** The words around a date that tell how to read it, for one language. */
interface DateWords {
  /** "last Friday", "sabato scorso": the phrase says itself which one it is. */
  QUALIFIED: RegExp;
  RECURRING: RegExp;
  SINCE: RegExp;
  DURATION: RegExp;
  COUNTED_PERIOD: RegExp;
  PRECEDING_PREPOSITION: RegExp;
  isPast: (clause: string) => boolean;
  FUTURE: RegExp;
}

/** The patterns of en, de, fr, es, nl and pt, side by side (written before languages had files). */
const SHARED_WORDS: DateWords = {
  QUALIFIED: /(?:last|next|this|letzte|nächste|dernier|prochain|pasado|próximo)/i,
  RECURRING,
  SINCE,
  DURATION,
  COUNTED_PERIOD,
  PRECEDING_PREPOSITION,
  isPast: isPastClause,
  FUTURE,
};
/** Languages with date words of their own (`languages/<code>/dates.ts`), read alone. */
const OWN_WORDS: Partial<Record<Language, DateWords>> = {
  it: { ...IT_DATES, isPast: (clause) => IT_DATES.PAST.test(clause) },
};
const dateWords = (language: Language): DateWords => OWN_WORDS[language] ?? SHARED_WORDS;

/**
 * A clause with no word besides its date, times and numbers ("thursday night! 11:52pm") has no
 * tense to follow: chrono's nearest weekday stands.
 */
const TENSELESS =
  /^(?:[\s\p{P}\p{S}\d]|\b(?:on|at|the|around|about|night|morning|evening|afternoon|am|pm|a\.m\.|p\.m\.)\b)*$/iu;
/** "that weekend", "that day": a date said before, pointed back to; nothing to resolve from now. */
const ANAPHORIC = /\b(?:that|those|the same)\s+(?:(?:whole|entire|same)\s+)?$/iu;
/** A day named without a year and at most this many days ago is that day, whatever the tense. */
const RECENT_DAYS = 31;
const DAY_MS = 86_400_000;
const COUNTED = /\d|\b(?:ago|vor|il y a|hace|two|three|zwei|drei|deux|trois|dos|tres)\b/i;

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/*
 * All arithmetic below is on "wall-clock" dates: a Date whose UTC fields are the local calendar
 * fields of the conversation's time zone (taken from the timestamp's offset), so the result never
 * depends on the server's TZ.
 */
function isoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();
const startOfDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

function mondayOf(date: Date): Date {
  const monday = new Date(date);
  monday.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return monday;
}

function format(date: Date, granularity: DateGranularity): string {
  if (granularity === "year") return String(date.getUTCFullYear());
  if (granularity === "month") return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
  return isoDay(granularity === "week" ? mondayOf(date) : date);
}

/** Offset in minutes of an ISO 8601 timestamp ("Z" or none → 0, "+02:00" → 120). */
export function timestampOffsetMinutes(timestamp: string): number {
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(timestamp.trim());
  if (!m) return 0;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

interface Found {
  index: number;
  text: string;
  date: Date;
  granularity: DateGranularity;
  /** The last day of a range of days ("8th to 15th august"). */
  end?: Date;
  /** A day of the month said without its month ("on the 14th"). */
  bare?: boolean;
}

const ES_NUMBERS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};
const ES_WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

/** Spanish relative phrases chrono's `es` parser misses ("hace dos semanas", "el viernes pasado", "la semana pasada"). */
function spanishPhrases(text: string, ref: Date): Found[] {
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
    const n = Number(m[1]) || ES_NUMBERS[(m[1] ?? "").toLowerCase()] || 1;
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
 * "We land in Faro on 4 July, and stay from the 11th to the 18th", "the talk is on 13 November, the
 * symposium runs from the 12th to the 14th": a day without its month, after a day named ahead in
 * another month, is in that day's month (the next one when that would be more than a week before it).
 */
function anchorBareDay(f: Found, found: readonly Found[], wall: Date, context?: DateAnchor): void {
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

function overlaps(found: readonly Found[], f: Found): boolean {
  return found.some((g) => f.index < g.index + g.text.length && g.index < f.index + f.text.length);
}

/** "(Friday) the 14th of next month": chrono reads only "next month". */
function dayOfRelativeMonth(text: string, ref: Date): Found[] {
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
function namesDayOf(text: string, anchor: DateAnchor): boolean {
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

/** "on the 14th", "by the 3rd", "from the 8th to the 10th" (no month named): chrono reads none. */
const BARE_DAY =
  /\b(?:on|by|until|till|from|since|before|after|to|for)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|next|this|last|time|place|floor|row|round|century|grade|year|week|day|birthday|anniversary)\w*)/giu;

/**
 * "I'm flying to Berlin on the 14th": that day of this month, or of the next one when it has gone
 * (of the last one when it is ahead, in a past-tense clause).
 */
function bareDayOfMonth(text: string, ref: Date): Found[] {
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
const WEEKDAY_AND_DAY =
  /\b(sun|mon|tue|wed|thu|fri|sat)(?:day|s|nesday|rsday|urday|sday|r|rs|t)?,?\s+(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|next|this|last)\w*)/giu;

/**
 * "sat 8th", "Friday the 14th": the nearest date ahead (or, in a past-tense clause, behind) that is
 * that day of the month and falls on that weekday.
 */
function weekdayWithDay(text: string, ref: Date): Found[] {
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

/** The clause around a phrase: from the punctuation or "and"/"but" before it to the punctuation after. */
function clauseAround(text: string, index: number, length: number): string {
  const before = text.slice(0, index);
  const starts = [...before.matchAll(/[,;:.!?]\s|\s(?:and|but|und|aber|et|mais|y|pero)\s/giu)];
  const from = starts.length > 0 ? (starts.at(-1)?.index ?? 0) + 1 : 0;
  const rest = text.slice(index + length);
  const end = rest.search(/[,;:.!?](?:\s|$)|\s(?:and|but|und|aber|et|mais|y|pero)\s/iu);
  return text.slice(from, end < 0 ? text.length : index + length + end);
}

function granularityOf(result: Pick<chrono.ParsedResult, "text" | "start">): DateGranularity | null {
  const start = result.start;
  // "this week" (chrono makes it certain of nothing): the week of the reference.
  if (THIS_WEEK.test(result.text.trim())) return "week";
  const hasDay = start.isCertain("day") || start.isCertain("weekday");
  if (hasDay) return WEEK_WORD.test(result.text) && !COUNTED.test(result.text) ? "week" : "day";
  if (start.isCertain("month")) return "month";
  if (start.isCertain("year")) return "year";
  return null;
}

/**
 * Finds date expressions with chrono (locale parser of `language`), resolves them against
 * `reference` and rewrites them as absolute ISO dates in the user's language:
 * "Last Friday I went hiking" → "On 2026-11-13 I went hiking", "letzte Woche" → "in der Woche vom
 * 2026-11-09", "le mois prochain" → "en 2026-12". Recurring ("every Monday"), durations ("for 5
 * years"), bare times ("at 5pm") and "now" are left alone. `earlier`: a date an earlier message
 * named, whose month a day said without one ("on the 14th") belongs to when it lies ahead.
 */
export function resolveDates(
  text: string,
  language: Language,
  reference: Date,
  offsetMinutes = 0,
  earlier?: DateAnchor,
): DateResolution {
  const wall = new Date(reference.getTime() + offsetMinutes * 60_000);
  const words = dateWords(language);
  const context = earlier?.onlyForItsDay && !namesDayOf(text, earlier) ? undefined : earlier;
  const found: Found[] =
    language === "es"
      ? spanishPhrases(text, wall)
      : language === "en"
        ? [...dayOfRelativeMonth(text, wall), ...weekdayWithDay(text, wall)]
        : [];
  if (language === "en") for (const f of bareDayOfMonth(text, wall)) if (!overlaps(found, f)) found.push(f);
  const taken = (index: number, length: number) =>
    found.some((f) => index < f.index + f.text.length && f.index < index + length);
  // Sentence by sentence: "all next week. 15 years married" is not "next week 15".
  const parsed: Array<Pick<chrono.ParsedResult, "index" | "text" | "start" | "end">> = [];
  for (const [from, to] of sentenceSpans(text)) {
    const sentence = text.slice(from, to);
    const options = { instant: reference, timezone: offsetMinutes };
    for (const r of PARSERS[language].parse(sentence, options)) {
      // "she turned 10 on Tuesday": chrono reads "10 on Tuesday" as the 10th; the number is an age.
      // "the end of April": chrono makes it April 30; the month is the date, "end of" stays words.
      // "3:45 last Sunday", "at 3pm on Friday", "on Friday at 3pm": the time stays as written, beside the date.
      const prefix =
        /^(?:\d{1,3}\s+(?=(?:on|at)\s)|end\s+of\s+)/iu.exec(r.text)?.[0] ?? TIME_FIRST.exec(r.text)?.[0];
      const suffix = prefix ? undefined : (TIME_LAST.exec(r.text)?.[0] ?? SHORT_YEAR_LAST.exec(r.text)?.[0]);
      if (prefix || suffix) {
        const rest = prefix
          ? r.text.slice(prefix.length)
          : r.text.slice(0, r.text.length - (suffix?.length ?? 0));
        for (const again of PARSERS[language].parse(rest, options)) {
          const index = r.index + from + (prefix?.length ?? 0) + again.index;
          parsed.push({ index, text: again.text, start: again.start, end: again.end });
        }
        continue;
      }
      parsed.push({ index: r.index + from, text: r.text, start: r.start, end: r.end });
    }
  }
  for (const raw of parsed) {
    // chrono's "last weekend," takes the comma after the phrase; the comma stays in the sentence.
    const result = { ...raw, text: raw.text.replace(/[\s,;:]+$/u, "") };
    if (taken(result.index, result.text.length)) continue;
    const before = text.slice(0, result.index);
    if (
      words.RECURRING.test(before) ||
      POSSESSIVE.test(before) ||
      ANAPHORIC.test(before) ||
      words.COUNTED_PERIOD.test(before) ||
      FREQUENCY_AFTER.test(text.slice(result.index + result.text.length)) ||
      words.DURATION.test(result.text) ||
      NOW.test(result.text.trim())
    )
      continue;
    // "three days of them sat in my office", "we sat in the sun", "the Midnight Sun Marathon": an
    // English word, not a weekday, unless introduced as a day ("on sat", "next sat").
    if (
      /^(?:(?:midnight|noon)\s+)?(?:sat|sun|wed|mar|may)$/iu.test(result.text) &&
      !/\b(?:on|next|last|this|every|till|until|by|in|since|from|early|late|mid)[\s-]+$/iu.test(before)
    )
      continue;
    if (PAST_SPAN.test(result.text) || (SPAN_ARTICLE.test(before) && SPAN_UNIT.test(result.text))) continue;
    // "in 2 hours 5 minutes" is a duration (or a time of day), not a calendar date.
    if (CLOCK_UNITS.test(result.text)) continue;
    // "the first christmas home in 3 years", "I haven't seen her in 2 years": a span up to now.
    if (/^in\s/iu.test(result.text) && SPAN_UNTIL_NOW.test(clauseAround(text, result.index, 0))) continue;
    const after = text.slice(result.index + result.text.length);
    const weekdayOnly = result.start.isCertain("weekday") && !result.start.isCertain("day");
    // "2 months before the baby", "3 days after the wedding": counted from an event, not from now.
    if (/\b(?:before|after|vor|nach|avant|après|antes|después)$/iu.test(result.text.trim())) continue;
    // "last week of july": the week belongs to the month, which is resolved on its own.
    if (/^\s+of\s+\p{L}/u.test(after) && WEEK_WORD.test(result.text)) continue;
    // "no Monday meetings": a kind of thing, not a day.
    if (weekdayOnly && /\bno\s+$/iu.test(before)) continue;
    // "the Friday before", "the Monday after": counted from another day, left as written.
    if (weekdayOnly && /^\s+(?:before|after)\b/iu.test(after)) continue;
    // "Friday the 14th": the day of the month that follows is the date.
    if (weekdayOnly && /^,?\s+the\s+\d{1,2}(?:st|nd|rd|th)?\b/iu.test(after)) continue;
    // "sunday night is game night": a weekday that is the subject of "is" names a habit.
    if (
      weekdayOnly &&
      /^(?:\s+(?:night|morning|evening|afternoon)s?)?\s+(?:is|are)\b/iu.test(
        text.slice(
          result.index + result.text.replace(/\s+(?:night|morning|evening|afternoon)s?$/iu, "").length,
        ),
      )
    )
      continue;
    // "on Tuesdays", "on Tuesday evenings", "usually on Tuesday": a habit, not one day.
    if (weekdayOnly) {
      if (/^s\b|^\s+(?:evenings|mornings|afternoons|nights)\b/iu.test(after) || HABITUAL_CUE.test(text))
        continue;
    }
    // "los martes", "le lundi", "martes y jueves": a bare weekday in es/fr is a habit unless introduced by "el".
    if (
      weekdayOnly &&
      (language === "es" || language === "fr") &&
      !/\bel\s+$/i.test(before) &&
      !/^el\s/i.test(result.text)
    ) {
      if (!/(?:dernier|dernière|prochain|prochaine)/i.test(result.text)) continue;
    }
    const granularity = granularityOf(result);
    if (!granularity) continue;
    const start = result.start;
    const date = THIS_WEEK.test(result.text.trim())
      ? new Date(startOfDay(wall))
      : new Date(Date.UTC(start.get("year") ?? 0, (start.get("month") ?? 1) - 1, start.get("day") ?? 1));
    const unqualified = !words.QUALIFIED.test(result.text);
    // The tense that counts is the date's own clause's: "I got the job, I start on Monday".
    // The date's own words say nothing of the tense ("on Sat" is not "sat").
    const clause = clauseAround(text, result.index, result.text.length)
      .replace(result.text, " ")
      .replace(/[’`]/g, "'");
    const pastClause = words.isPast(clause);
    const futureClause = words.FUTURE.test(clause);
    if (
      weekdayOnly &&
      unqualified &&
      date.getTime() > wall.getTime() &&
      words.isPast(clause) &&
      !futureClause
    ) {
      date.setUTCDate(date.getUTCDate() - 7);
    } else if (
      weekdayOnly &&
      unqualified &&
      date.getTime() < startOfDay(wall) &&
      (futureClause || (!pastClause && !TENSELESS.test(clause)))
    ) {
      // "I start on Monday" (said on a Wednesday): the coming Monday, not the one just gone.
      date.setUTCDate(date.getUTCDate() + 7);
    }
    // "out of hospital since tuesday", said on a Tuesday: the one before, never today or ahead.
    if (weekdayOnly && unqualified && words.SINCE.test(before) && date.getTime() >= startOfDay(wall)) {
      while (date.getTime() >= startOfDay(wall)) date.setUTCDate(date.getUTCDate() - 7);
    }
    // An itinerary ("friday oct 10 at pearson, flying back monday"): a weekday after a day named
    // ahead is the first one after that day.
    const previousDay = found.findLast((f) => f.index < result.index && f.granularity === "day");
    // Bare days before it first, in order ("from the 12th to the 14th": the 14th reads the 12th).
    if (previousDay?.bare)
      for (const f of [...found].sort((a, b) => a.index - b.index))
        if (f.bare && f.index <= previousDay.index) anchorBareDay(f, found, wall, context);
    const anchor = previousDay?.date;
    if (weekdayOnly && unqualified && anchor && anchor.getTime() > wall.getTime()) {
      while (date.getTime() < anchor.getTime()) date.setUTCDate(date.getUTCDate() + 7);
    }
    // "since March", "seit Mai", "depuis mars" and past-tense sentences ("we met on 3 March") never
    // point into the future.
    const sincePhrase = words.SINCE.test(before);
    const namedMonth =
      !result.start.isCertain("year") &&
      result.start.isCertain("month") &&
      (granularity === "month" || granularity === "day");
    // "approved the 3 November launch": a date naming a thing has no tense; the nearest one stands.
    const namesThing =
      /\b(?:the|our|my|his|her|their|your)\s+$/iu.test(before) &&
      /^\s+(?!(?:of|and|or|to|in|at|on|for|with|is|was|are|were)\b)\p{Ll}{3,}/u.test(after);
    if (namesThing) {
      // chrono's reading is the nearest day or month.
    } else if (namedMonth && date.getTime() > wall.getTime()) {
      // "moved the recording to the first week of April", "postponed the visit to April": the
      // date something was moved to lies ahead whatever the tense.
      if (
        sincePhrase ||
        (pastClause &&
          !futureClause &&
          !(MOVED_TO.test(before) && RESCHEDULED.test(clause)) &&
          !OFFERED.test(before))
      ) {
        date.setUTCFullYear(date.getUTCFullYear() - 1);
      }
    }
    // "The opening is in December", "we will come in April": a month named without a year in a
    // sentence that is not about the past is the next one, not the one just gone (chrono takes the nearest).
    else if (
      namedMonth &&
      !sincePhrase &&
      (granularity === "month" ? monthIndex(date) < monthIndex(wall) : date.getTime() < startOfDay(wall)) &&
      (futureClause ||
        // "Dr. Patel moved my surgery to Jan 5th" (said in March): the date it was moved to is ahead.
        (MOVED_TO.test(before) && RESCHEDULED.test(clause)) ||
        (!pastClause &&
          // "we're in. 20th feb" (said on 1 March): a day of the last few weeks is that day, not next year's.
          !(granularity === "day" && startOfDay(wall) - date.getTime() <= RECENT_DAYS * DAY_MS)))
    ) {
      date.setUTCFullYear(date.getUTCFullYear() + 1);
    }
    // "8th to 15th august": the range's end moves with its start (same year, same weekday shift).
    const last = result.end;
    const end =
      granularity === "day" && last?.isCertain("day")
        ? new Date(
            Date.UTC(
              (last.get("year") ?? 0) + date.getUTCFullYear() - (start.get("year") ?? 0),
              (last.get("month") ?? 1) - 1,
              (last.get("day") ?? 1) + dayShift(date, start),
            ),
          )
        : undefined;
    // "next June": chrono reads "June"; the qualifier goes with it ("in 2026-06", not "next in 2026-06").
    const qualifier = namedMonth ? /\b(?:next|this|last)\s+$/iu.exec(before)?.[0] : undefined;
    found.push({
      index: result.index - (qualifier?.length ?? 0),
      text: `${qualifier ?? ""}${result.text}`,
      date,
      granularity,
      ...(end && end.getTime() > date.getTime() ? { end } : {}),
    });
  }
  found.sort((a, b) => a.index - b.index);
  for (const f of found) if (f.bare) anchorBareDay(f, found, wall, context);

  let out = "";
  let cursor = 0;
  const dates: ResolvedDate[] = [];
  for (const f of found) {
    const iso = format(f.date, f.granularity);
    // "yesterday's edition" → "the 2025-10-28 edition"; "last week's meeting" stays as said;
    // "tuesday's the day" is "is" → "2025-11-18 is the day".
    const apostrophe = /^['’]s\s+(\p{L}+)/u.exec(text.slice(f.index + f.text.length));
    const contracted = apostrophe !== null && IS_AFTER.test(apostrophe[1] ?? "");
    const possessive = apostrophe !== null && !contracted;
    if (possessive && f.granularity === "week") continue;
    dates.push({ iso, granularity: f.granularity, phrase: f.text });
    let replacement = f.text;
    if (contracted) {
      replacement = `${/^\p{Lu}/u.test(f.text) ? capitaliseFirst(iso) : iso} is`;
    } else if (possessive) {
      const sentenceStart = /(?:^|[.!?…]\s+)$/u.test(text.slice(0, f.index));
      replacement = `${sentenceStart ? "The" : "the"} ${iso}`;
    } else if (!/^\d{4}-\d{2}(?:-\d{2})?$/.test(f.text.trim())) {
      const before = text.slice(0, f.index);
      // "in mid-March" → "in mid-2026-03": the prefix keeps the preposition before it.
      // "nov 8 is a saturday", "tomorrow is my birthday": the date is the subject, no preposition.
      const subject = /^\s+(?:is|was|will be|falls|fell)\b/iu.test(text.slice(f.index + f.text.length));
      const hasPreposition =
        LEADING_PREPOSITION.test(f.text) ||
        (!subject &&
          !(OFFERED.test(before) && /\d/.test(f.text)) &&
          !(words.PRECEDING_PREPOSITION.test(before) || /\b(?:mid|early|late)[-\s]$/iu.test(before)));
      const [from, to] = RANGE[language];
      replacement = f.end
        ? `${hasPreposition ? `${from} ` : ""}${iso} ${to} ${format(f.end, "day")}`
        : hasPreposition
          ? `${PREPOSITION[language][f.granularity]} ${iso}`
          : iso;
      // "… was huge. Last month the bill …" → "… was huge. In 2025-09 the bill …" (as it was written).
      if (/^\p{Lu}/u.test(f.text) && /[.!?…]\s+$/u.test(before)) replacement = capitaliseFirst(replacement);
    }
    // "on the Friday evening" → "on 2025-11-14", not "on the 2025-11-14"; "the due date is the 20th
    // of March" → "is 2026-03-20", but "approved the 3 November launch" keeps its "the".
    const lead = text.slice(cursor, f.index);
    const nounNext =
      /^\s+\p{Ll}{3,}/u.test(text.slice(f.index + f.text.length)) &&
      !/^\s+(?:and|but|or|at|in|on|for|to|with|from|until|till|so|because|then|when|if|is|was|will|we|he|she|they|you|before|after)\b/iu.test(
        text.slice(f.index + f.text.length),
      );
    out +=
      (/^\d/.test(replacement)
        ? lead
            .replace(/(\b(?:on|by|until|till|from|since|for)\s+)the\s+$/iu, "$1")
            .replace(/\bthe\s+$/u, nounNext ? "the " : "")
        : lead) + replacement;
    cursor = f.index + f.text.length + (apostrophe ? 2 : 0);
  }
  out += text.slice(cursor);
  return { text: capitaliseFirst(out), dates };
}

/** Words after a date's "'s" that make it "is" ("tuesday's the day", "friday's fine"), not a possessive. */
const IS_AFTER =
  /^(?:the|a|an|my|your|his|her|our|their|fine|good|ok|okay|great|bad|better|worse|perfect|free|busy|off|over|done|when|not|also|still|going|gonna|all|too|so|very|really|just|no|on|in|at|out|booked|confirmed|set|cancelled|canceled)$/iu;

/** The start of a month's name in the languages read here ("Mai", "März", "janvier", "agosto"). */
const MONTH_START =
  /^(?:jan|feb|fév|mär|mar|apr|avr|abr|mai|may|jun|jui|jul|aug|aoû|ago|sep|set|okt|oct|out|nov|dez|déc|dec|dic|ene|gen|lug|mag|giu)/iu;

/**
 * [start, end) of each sentence: a period, "!" or "?" before a space ends one, unless it ends a
 * month's abbreviation ("Nov. 3"), an initial or a number (a German ordinal, "3. Mai").
 */
function sentenceSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let from = 0;
  for (const m of text.matchAll(/[.!?]+\s+/gu)) {
    const before = text.slice(from, m.index);
    const end = m.index + m[0].length;
    // "3. Mai" (a German ordinal before its month) goes on; "at 8. Last week" ends a sentence.
    const ordinal =
      /(?:^|\s)\d+$/u.test(before) && (/^\p{Ll}/u.test(text.slice(end)) || MONTH_START.test(text.slice(end)));
    if (
      m[0].startsWith(".") &&
      (ordinal || /(?:^|\s)(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|\p{L})$/iu.test(before))
    )
      continue;
    spans.push([from, end]);
    from = end;
  }
  if (from < text.length) spans.push([from, text.length]);
  return spans;
}

function capitaliseFirst(text: string): string {
  const first = text.charAt(0);
  return first.toLocaleUpperCase() === first ? text : first.toLocaleUpperCase() + text.slice(1);
}
