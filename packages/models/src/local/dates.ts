import * as chrono from "chrono-node";
import { capitaliseFirst } from "../text/case.ts";
import { dayShift, format, monthIndex, startOfDay } from "./calendar.ts";
import {
  anchorBareDay,
  bareDayOfMonth,
  clauseAround,
  clausesAfter,
  dayOfRelativeMonth,
  monthOfRelativeYear,
  namesDayOf,
  overlaps,
  spanishPhrases,
  weekdayWithDay,
  yearOrMonthPhrases,
} from "./date-phrases.ts";
import type { DateAnchor, DateGranularity, DateResolution, Found, ResolvedDate } from "./date-types.ts";
import * as W from "./date-words.ts";
import type { Language } from "./language.ts";
import { MONTHS as IT_MONTHS } from "./languages/it/dates.ts";
import { germanMonthName, withMonthNames } from "./month-names.ts";
import { relativeDays } from "./relative-days.ts";

/** How far back the checks of what precedes a date read: its last few words. */
const BEFORE_WINDOW = 160;

/**
 * The text just before `index`, at most `BEFORE_WINDOW` characters and from a word's start: every
 * check of what precedes a date ("the", "since", "every", "moved to") reads its last few words, and
 * a message of thousands of dates is read in linear time (the whole text before each had made
 * 80 kB take 6 s).
 */
function textBefore(text: string, index: number): string {
  const from = Math.max(0, index - BEFORE_WINDOW);
  const window = text.slice(from, index);
  return from === 0 ? window : window.replace(/^\S*/u, "");
}

export { timestampOffsetMinutes } from "./calendar.ts";
export type { DateAnchor, DateGranularity, DateResolution, ResolvedDate } from "./date-types.ts";

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

/**
 * MONTH_BY_NAME: German and Italian write a month by its name with its year ("im Januar 2027", "a
 * gennaio 2027"): "im" and "nel" fuse the preposition with an article, and "a" and "da" stand before
 * a month's name, so an ISO month after them breaks the sentence ("im 2027-01"). `metadata.event_date`
 * keeps the ISO month. The date as the text writes it: ISO, or a German or Italian month by its name.
 */
function written(language: Language, f: Found): string {
  const month = f.date.getUTCMonth();
  const name =
    f.granularity !== "month"
      ? undefined
      : language === "de"
        ? germanMonthName(month)
        : language === "it"
          ? IT_MONTHS[month]
          : undefined;
  return name ? `${name} ${f.date.getUTCFullYear()}` : format(f.date, f.granularity);
}

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

function granularityOf(result: Pick<chrono.ParsedResult, "text" | "start">): DateGranularity | null {
  const start = result.start;
  // "this week" (chrono makes it certain of nothing): the week of the reference.
  if (W.THIS_WEEK.test(result.text.trim())) return "week";
  const hasDay = start.isCertain("day") || start.isCertain("weekday");
  if (hasDay) return W.WEEK_WORD.test(result.text) && !W.COUNTED.test(result.text) ? "week" : "day";
  if (start.isCertain("month")) return "month";
  if (start.isCertain("year")) return "year";
  return null;
}

/** What chrono read: where, the words, and the date's components. */
type Parsed = Pick<chrono.ParsedResult, "index" | "text" | "start" | "end">;

/** One text being read for dates: what it is, against when, and the dates found so far. */
interface DateReading {
  text: string;
  language: Language;
  /** The reference as wall-clock time in the conversation's time zone. */
  wall: Date;
  /** The date of an earlier message a day said without its month belongs to. */
  context: DateAnchor | undefined;
  words: W.DateWords;
  found: Found[];
  /** [start, end) of each sentence of `text`, read when first needed. */
  sentences?: Array<[number, number]>;
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
  const context = earlier?.onlyForItsDay && !namesDayOf(text, earlier) ? undefined : earlier;
  const phrases = phraseDates(text, language, wall);
  const reading: DateReading = {
    text,
    language,
    wall,
    context,
    words: W.dateWords(language),
    found: phrases,
  };
  for (const parsed of chronoDates(text, language, { instant: reference, timezone: offsetMinutes }))
    readParsed(reading, parsed);
  // Phrases left as words have kept chrono away; they are no date.
  const found = phrases.filter((f) => !f.asWords).sort((a, b) => a.index - b.index);
  reading.found = found;
  for (const f of found) if (f.bare) anchorBareDay(f, found, wall, context);
  return rewritten(reading);
}

/** The phrases chrono misses, found first (chrono's results that overlap them are left out). */
function phraseDates(text: string, language: Language, wall: Date): Found[] {
  const found = relativeDays(text, language, wall);
  const own: Found[] =
    language === "es"
      ? spanishPhrases(text, wall)
      : language === "en"
        ? [
            ...dayOfRelativeMonth(text, wall),
            ...monthOfRelativeYear(text, wall),
            ...weekdayWithDay(text, wall),
          ]
        : [];
  for (const f of own) if (!overlaps(found, f)) found.push(f);
  if (language === "en") for (const f of bareDayOfMonth(text, wall)) if (!overlaps(found, f)) found.push(f);
  for (const f of yearOrMonthPhrases(text, language, wall)) if (!overlaps(found, f)) found.push(f);
  return found;
}

/** chrono's results, sentence by sentence: "all next week. 15 years married" is not "next week 15". */
function chronoDates(text: string, language: Language, options: chrono.ParsingReference): Parsed[] {
  const parsed: Parsed[] = [];
  for (const [from, to] of sentenceSpans(text)) {
    const sentence = text.slice(from, to);
    for (const r of PARSERS[language].parse(sentence, options)) {
      // "she turned 10 on Tuesday": chrono reads "10 on Tuesday" as the 10th; the number is an age.
      // "the end of April": chrono makes it April 30; the month is the date, "end of" stays words.
      // "3:45 last Sunday", "at 3pm on Friday", "on Friday at 3pm": the time stays as written, beside the date.
      const prefix =
        /^(?:\d{1,3}\s+(?=(?:on|at)\s)|end\s+of\s+)/iu.exec(r.text)?.[0] ??
        W.TIME_FIRST.exec(r.text)?.[0] ??
        W.dateWords(language).WORD_FIRST?.exec(r.text)?.[0];
      const suffix = prefix
        ? undefined
        : (W.TIME_LAST.exec(r.text)?.[0] ?? W.SHORT_YEAR_LAST.exec(r.text)?.[0]);
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
  return parsed;
}

/** A phrase that starts or ends inside a word (a letter right before or after it, in any script). */
function insideAWord(text: string, index: number, length: number): boolean {
  return (
    /\p{L}/u.test(text.charAt(index + length)) ||
    /\p{L}/u.test(text.charAt(index - 1)) ||
    // A compound: "dix-sept" (seventeen, not September), "pre-9/11"; "mid-March", "mi-mars" name part of it.
    (/\p{L}-$/u.test(text.slice(Math.max(0, index - 2), index)) &&
      !/(?:^|[^\p{L}])(?:mid|early|late|mi)-$/iu.test(text.slice(Math.max(0, index - 7), index)))
  );
}

/** One of chrono's results: left as words, or resolved and added to the dates found. */
function readParsed(reading: DateReading, raw: Parsed): void {
  // chrono's "last weekend," takes the comma after the phrase; the comma stays in the sentence.
  const result = { ...raw, text: raw.text.replace(/[\s,;:]+$/u, "") };
  const { found } = reading;
  // chrono's word ends are ASCII: "dans un hôpital" read "dans un h" (in an hour) before the "ô".
  if (insideAWord(reading.text, result.index, result.text.length)) return;
  if (
    found.some((f) => result.index < f.index + f.text.length && f.index < result.index + result.text.length)
  )
    return;
  if (leftAsWords(reading, result)) return;
  const weekdayOnly = result.start.isCertain("weekday") && !result.start.isCertain("day");
  if (weekdayOnly && weekdayLeftAsWords(reading, result)) return;
  const granularity = granularityOf(result);
  if (!granularity) return;
  if (isNamedMonth(result, granularity)) {
    // YEARLY_OCCASION: "my birthday is on March 3", "I was born in May" (date-words.ts); the future
    // is read in the whole sentence ("… and I will be 40").
    const { clause, past } = tenseAround(reading, result);
    const future = () => reading.words.FUTURE.test(sentenceAround(reading, result.index));
    if (W.isYearlyOccasion(reading.language, { clause, past, future })) return;
  }
  const date = resolvedDate(reading, result, granularity, weekdayOnly);
  // "8th to 15th august": the range's end moves with its start (same year, same weekday shift).
  const { start, end: last } = result;
  const end =
    granularity === "day" && last && !last.isCertain("day") && last.isCertain("weekday")
      ? weekdayAfter(date, start.get("weekday") ?? 0, last.get("weekday") ?? 0)
      : granularity === "day" && last?.isCertain("day")
        ? new Date(
            Date.UTC(
              (last.get("year") ?? 0) + date.getUTCFullYear() - (start.get("year") ?? 0),
              (last.get("month") ?? 1) - 1,
              (last.get("day") ?? 1) + dayShift(date, start),
            ),
          )
        : undefined;
  // "next June": chrono reads "June"; the qualifier goes with it ("in 2026-06", not "next in 2026-06").
  const before = textBefore(reading.text, result.index);
  const qualifier = isNamedMonth(result, granularity)
    ? /\b(?:next|this|last)\s+$/iu.exec(before)?.[0]
    : reading.words.QUALIFIER_BEFORE?.exec(before)?.[0];
  found.push({
    index: result.index - (qualifier?.length ?? 0),
    text: `${qualifier ?? ""}${result.text}`,
    date,
    granularity,
    ...(end && end.getTime() > date.getTime() ? { end } : {}),
  });
}

/**
 * MONTH_NAME_AS_A_WORD (English): a month's name alone that the grammar makes a word or a name:
 * "march" after an article, a modal or a subject ("We will march to the town hall" had become "We
 * will in 2027-03 to the town hall", "The march was huge" "The 2026-03 was huge"), and a
 * capitalised month after a possessive and a noun ("My sister June is visiting" had become "My
 * sister 2027-06 is visiting"). Bare months stay dates ("probably June", "flights for July").
 */
function monthNameIsAWord(result: Parsed, before: string): boolean {
  // Lower case: "the March issue" is the month's.
  if (/^march$/u.test(result.text))
    return /\b(?:the|a|will|to|'ll|we|they|i|you|can|must|shall|would|should|did|let's|lets)\s+$/iu.test(
      before,
    );
  return (
    /^(?:January|February|April|June|July|August|September|October|November|December)$/u.test(result.text) &&
    /\b(?:my|our|his|her|their|your)\s+\p{L}+\s+$/iu.test(before)
  );
}

/**
 * SHORT_FORM_IS_A_WORD (French, Spanish, Italian, Dutch, Portuguese): a weekday's or a month's short
 * form that is also a common word (SHORT_FORMS_THAT_ARE_WORDS: Portuguese "ter" to have, "dom" a
 * gift, "dez" ten; Spanish and Italian "mar" the sea; French "mer"; Dutch "zo", "ma", "Jan") is a
 * date only with a day's number read with it ("3 de mar"); another short form ("sáb", "mié", "za")
 * is one when a word introduces it as a day ("nos vemos el sáb", "op za") or a time follows it
 * ("qua às 19h"). "mai" and "mei" are whole names of May, "hoy" a whole word.
 */
function shortFormIsAWord(text: string, result: Parsed, before: string): boolean {
  const names = result.text.match(/\p{L}+/gu) ?? [];
  if (names.length === 0 || names.some((n) => n.length > 3 || /^(?:mai|mei|hoy)$/iu.test(n))) return false;
  // The number must be the date's own, read with it ("3 de mar"), not one beside it ("ter 30 pessoas").
  if (/\d/u.test(result.text)) return false;
  if (names.some((n) => SHORT_FORMS_THAT_ARE_WORDS.has(n.toLowerCase()))) return true;
  const after = text.slice(result.index + result.text.length);
  // The introducing word may be part of what chrono read ("op za").
  const lead = before + result.text.slice(0, result.text.length - (names.at(-1)?.length ?? 0));
  const introduced =
    /(?:^|\s)(?:el|il|op|no|na|em|le|la|al|ao|del|dal|tot|vanaf)\s+$/iu.test(lead) ||
    /^\s*(?:às|as|alle|a las|à|a|om)\s+\d/iu.test(after);
  return !introduced;
}

const SHORT_FORMS_THAT_ARE_WORDS = new Set(
  "mar ter set out dom sex dez qui so zo ma di do mer sam jan jun jul gen mag ven lun".split(" "),
);

/**
 * GERMAN_SHORT_WEEKDAY: "so" ("so", "such", among German's commonest words), "Mo" (a name), "Mi",
 * "Fr" are words unless they name a day: after a preposition of time or a day's qualifier ("am So",
 * "bis mo", "nächsten Fr"), or capitalised before a time or a date ("So um 10", "Mi, 3.12."; not
 * a bare number: "So 20 Leute kommen"). "Das ist so schön!" had become "Das ist am 2026-11-22 schön!".
 */
function germanShortWeekdayIsAWord(text: string, result: Parsed, before: string): boolean {
  const short = /^(?:mo|di|mi|do|fr|sa|so)(?![\p{L}])/iu.exec(result.text);
  if (!short) return false;
  const rest = text.slice(result.index + short[0].length);
  const namesADay =
    /(?:^|\s)(?:am|ab|bis|seit|vom|zum|jeden|nächsten|letzten|diesen|kommenden)\s+$/iu.test(before) ||
    (/^\p{Lu}/u.test(result.text) && /^\.?,?\s*(?:\d{1,2}\.\d{1,2}\.|um\s)/u.test(rest));
  return !namesADay;
}

/** "from Thursday to Tuesday": the span's last weekday, after its first (a week on when they are the same). */
function weekdayAfter(start: Date, fromWeekday: number, toWeekday: number): Date {
  const days = (toWeekday - fromWeekday + 7) % 7 || 7;
  return new Date(start.getTime() + days * 86_400_000);
}

/** A month (or a day of a month) named without its year. */
function isNamedMonth(result: Parsed, granularity: DateGranularity): boolean {
  return (
    !result.start.isCertain("year") &&
    result.start.isCertain("month") &&
    (granularity === "month" || granularity === "day")
  );
}

/** A weekday or a month alone, or with its part of the day ("a crisp October morning"). */
const DAY_ALONE = /^\p{L}+(?:\s+(?:morning|afternoon|evening|night))?$/u;
/** A_DESCRIBED_DAY and a day's name ("a rainy Sunday", "Good Friday"): a bare weekday or month stays a word. */
const describedOrNamed = (before: string, day: string) =>
  W.DESCRIBED_DAY.test(before) || W.NAMED_WEEKDAY.test(`${before}${day.trim()}`);

/** A habit, a duration, a span up to now, a thing named like a date: no date to resolve. */
function leftAsWords(reading: DateReading, result: Parsed): boolean {
  const { text, words } = reading;
  const before = textBefore(text, result.index);
  if (
    words.RECURRING.test(before) ||
    W.POSSESSIVE.test(before) ||
    W.ANAPHORIC.test(before) ||
    words.COUNTED_PERIOD.test(before) ||
    W.FREQUENCY_AFTER.test(text.slice(result.index + result.text.length)) ||
    words.DURATION.test(result.text) ||
    W.NOW.test(result.text.trim())
  )
    return true;
  // "three days of them sat in my office", "we sat in the sun", "the Midnight Sun Marathon": an
  // English word, not a weekday, unless introduced as a day ("on sat", "next sat").
  if (
    /^(?:(?:midnight|noon)\s+)?(?:sat|sun|wed|mar|may)$/iu.test(result.text) &&
    !/\b(?:on|next|last|this|every|till|until|by|in|since|from|early|late|mid)[\s-]+$/iu.test(before)
  )
    return true;
  if (reading.language === "en" && monthNameIsAWord(result, before)) return true;
  if (
    reading.language === "en" &&
    DAY_ALONE.test(result.text.trim()) &&
    describedOrNamed(before, result.text)
  )
    return true;
  if (reading.language === "de" && germanShortWeekdayIsAWord(text, result, before)) return true;
  if (reading.language !== "en" && reading.language !== "de" && shortFormIsAWord(text, result, before))
    return true;
  if (words.NOT_A_DAY?.test(result.text)) return true;
  if (W.PAST_SPAN.test(result.text) || (W.SPAN_ARTICLE.test(before) && W.SPAN_UNIT.test(result.text)))
    return true;
  // ALL_OF_A_PERIOD: "all weekend", "all day" is a duration ("I worked all weekend on the report").
  if (
    /(?:^|[^\p{L}])all\s+$/iu.test(before) &&
    /^(?:day|night|week|weekend|month|year)\b/iu.test(result.text.trim())
  )
    return true;
  // "in 2 hours 5 minutes" is a duration (or a time of day), not a calendar date.
  if (W.CLOCK_UNITS.test(result.text)) return true;
  // "the first christmas home in 3 years", "I haven't seen her in 2 years": a span up to now.
  if (/^in\s/iu.test(result.text) && W.SPAN_UNTIL_NOW.test(clauseAround(text, result.index, 0))) return true;
  // "2 months before the baby", "3 days after the wedding": counted from an event, not from now.
  if (/\b(?:before|after|vor|nach|avant|après|antes|después)$/iu.test(result.text.trim())) return true;
  // "last week of july": the week belongs to the month, which is resolved on its own.
  const after = text.slice(result.index + result.text.length);
  return /^\s+of\s+\p{L}/u.test(after) && W.WEEK_WORD.test(result.text);
}

const WEEKDAY = "(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?";
const TO_A_DAY = "(?:to|till|til|'til|thru|through|-|–)";
/** "Monday to Friday", "Tuesday through Sunday": a span of weekdays. */
const WEEKDAY_SPAN = new RegExp(`^${WEEKDAY}\\s*${TO_A_DAY}\\s*${WEEKDAY}$`, "iu");

/**
 * WORKING_WEEK: a span of weekdays with nothing that makes it one week ("from", "this", "next",
 * "on", "between"): "I work Monday to Friday", "open Tuesday through Sunday" is a schedule.
 */
function isWorkingWeek(text: string, result: Parsed): boolean {
  const before = textBefore(text, result.index);
  if (/\b(?:from|this|next|last|on|between|coming)\s+$/iu.test(before)) return false;
  if (WEEKDAY_SPAN.test(result.text.trim())) return true;
  const after = text.slice(result.index + result.text.length);
  return (
    new RegExp(`^\\s*${TO_A_DAY}\\s*${WEEKDAY}\\b`, "iu").test(after) ||
    new RegExp(`\\b${WEEKDAY}\\s*${TO_A_DAY}\\s*$`, "iu").test(before)
  );
}

/**
 * Words of the closed classes (pronouns, relatives, prepositions, conjunctions, auxiliaries,
 * determiners) and the parts of a day and adverbs a weekday takes ("the Friday we met", "the Sunday
 * after", "the Monday morning", "the Friday just gone"): after one of them a weekday is the head.
 */
const NOT_A_NOUN_AFTER_A_WEEKDAY = [
  "i|me|we|us|you|he|him|she|her|they|them|it|i'm|we're|you're|he's|she's|they're|it's|i'd|we'd",
  "that|which|who|whom|whose|when|where|why|what",
  "of|in|on|at|after|before|by|for|from|to|with|until|till|through|during|since|around|about|just|then",
  "and|or|but|so|too|again|there|coming|gone|following|prior|is|are|was|were|will|would|can|could",
  "should|might|must|did|do|does|has|have|had|the|a|an|this|that|my|your|his|our|their|night|nights",
  "morning|mornings|afternoon|afternoons|evening|evenings|lunchtime|noon|midday|week|weekend|off|free",
].join("|");
/**
 * WEEKDAY_AS_A_MODIFIER (English): "the" + weekday + noun names a weekly thing by its day ("the
 * Thursday class", "the Friday market", "the Monday meeting"; Quirk et al. 17.104: a noun as a
 * premodifier), not a date: "the Thursday class in Stoneybatter" had become "The 2026-11-19 class".
 * So after a possessive noun ("my mum's Sunday dinners"; "my Sunday" is POSSESSIVE's).
 */
const NOUN_AFTER_A_WEEKDAY = new RegExp(
  `^\\s+(?!(?:${NOT_A_NOUN_AFTER_A_WEEKDAY})(?![\\p{L}'-]))\\p{L}[\\p{L}-]+`,
  "iu",
);
function isWeekdayAsAModifier(before: string, after: string): boolean {
  return /(?:^|[^\p{L}])the\s+$|\p{L}'s\s+$/iu.test(before) && NOUN_AFTER_A_WEEKDAY.test(after);
}

/** A weekday alone that names a kind of day or a habit, or is counted from another day. */
function weekdayLeftAsWords({ text, language }: DateReading, result: Parsed): boolean {
  const before = textBefore(text, result.index);
  const after = text.slice(result.index + result.text.length);
  if (language === "en" && isWorkingWeek(text, result)) return true;
  // "no Monday meetings": a kind of thing, not a day.
  if (/\bno\s+$/iu.test(before)) return true;
  if (language === "en" && isWeekdayAsAModifier(before, after)) return true;
  // "the Friday before", "the Monday after": counted from another day, left as written.
  if (/^\s+(?:before|after)\b/iu.test(after)) return true;
  // "Friday the 14th": the day of the month that follows is the date.
  if (/^,?\s+the\s+\d{1,2}(?:st|nd|rd|th)?\b/iu.test(after)) return true;
  // "sunday night is game night": a weekday that is the subject of "is" names a habit.
  const weekday = result.text.replace(/\s+(?:night|morning|evening|afternoon)s?$/iu, "");
  if (
    /^(?:\s+(?:night|morning|evening|afternoon)s?)?\s+(?:is|are)\b/iu.test(
      text.slice(result.index + weekday.length),
    )
  )
    return true;
  // "on Tuesdays", "on Tuesday evenings", "usually on Tuesday": a habit, not one day.
  if (/^s\b|^\s+(?:evenings|mornings|afternoons|nights)\b/iu.test(after) || W.HABITUAL_CUE.test(text))
    return true;
  if (language === "fr") return frenchWeekdayIsNoDay(result, before, after);
  // "los martes", "martes y jueves": a Spanish weekday is a habit unless introduced by "el".
  return language === "es" && !/\bel\s+$/i.test(before) && !/^el\s/i.test(result.text);
}

/**
 * FRENCH_WEEKDAY: a French weekday's name without a determiner is one day ("Je viens lundi",
 * "Samedi, je suis allé …"); with one it is a repeated day ("le lundi", "un dimanche sur deux",
 * "du lundi au vendredi", "le premier lundi du mois"), unless "dernier" or "prochain" says which.
 * French writes weekdays in lower case: capitalised past a sentence's start, it is a name or a
 * title ("Robinson et Vendredi"); "mardi gras" is a feast; "lundi-vendredi" opening hours; a short
 * form is a word ("au niveau 1 du jeu", "la mer").
 */
function frenchWeekdayIsNoDay(result: Parsed, before: string, after: string): boolean {
  const name = /(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)/iu.exec(result.text);
  if (!name) return true;
  if (/(?:dernier|dernière|prochain|prochaine)/iu.test(result.text)) return false;
  const capitalisedInside = /^\p{Lu}/u.test(result.text) && !/(?:^|[.!?…]\s*|\n\s*)$/u.test(before);
  return (
    capitalisedInside ||
    /(?:^|[^\p{L}'])(?:le|les|un|une|du|au|chaque|tous|toutes|premier|première|dernier|deuxième|troisième)\s+$/iu.test(
      before,
    ) ||
    /^le\s/iu.test(result.text) ||
    /^\s*(?:gras\b|saint\b|sur\s+deux\b|du\s+mois\b|[-–]\s*\p{L})/iu.test(after)
  );
}

/** The tense of the date's own clause: "I got the job, I start on Monday" (the date's words aside: "on Sat" is not "sat"). */
function tenseAround(
  reading: DateReading,
  result: Parsed,
): { past: boolean; future: boolean; clause: string } {
  const { text, words } = reading;
  const clause = clauseAround(text, result.index, result.text.length)
    .replace(result.text, " ")
    .replace(/[’`]/g, "'");
  const own = { past: words.isPast(clause), future: words.FUTURE.test(clause), clause };
  if (own.past && reading.language === "en" && W.planAfterPastVerb(sentenceBefore(reading, result.index)))
    return { past: false, future: true, clause };
  if (own.past || own.future || !W.VERBLESS.test(clause)) return own;
  // VERBLESS_PHRASE: "On Saturday, I went to the cinema" is as past as the clause it stands before.
  const head = listHead(reading, result.index);
  const borrowed = [
    ...clausesAfter(text, result.index + result.text.length),
    head ? clauseAround(text, head.index, head.text.length).replace(head.text, " ") : "",
  ]
    .map((c) => ({ past: words.isPast(c), future: words.FUTURE.test(c), clause: c }))
    .find((t) => t.past || t.future);
  return borrowed ?? own;
}

/**
 * LIST_OF_DAYS: the first date of the list a date ends ("Monday, Wednesday and Thursday", "Tuesday
 * or Wednesday"): it shares that one's clause and tense. Undefined when the date is no list's.
 */
function listHead({ text, found }: DateReading, index: number): Found | undefined {
  let at = index;
  let head: Found | undefined;
  for (const f of [...found].sort((a, b) => b.index - a.index)) {
    if (f.index >= at) continue;
    if (!/^\s*,?\s*(?:(?:and|or|&)\s+)?(?:on\s+)?$/iu.test(text.slice(f.index + f.text.length, at))) break;
    head = f;
    at = f.index;
  }
  return head;
}

/** chrono's date, moved to the day or year the sentence means. */
function resolvedDate(
  reading: DateReading,
  result: Parsed,
  granularity: DateGranularity,
  weekdayOnly: boolean,
): Date {
  const { start } = result;
  const date = W.THIS_WEEK.test(result.text.trim())
    ? new Date(startOfDay(reading.wall))
    : new Date(Date.UTC(start.get("year") ?? 0, (start.get("month") ?? 1) - 1, start.get("day") ?? 1));
  const tense = tenseAround(reading, result);
  if (weekdayOnly && !reading.words.QUALIFIED.test(result.text)) shiftWeekday(reading, result, date, tense);
  // An itinerary ("friday oct 10 at pearson, flying back monday"): a weekday after a day named
  // ahead is the first one after that day.
  const { found, wall, context } = reading;
  const previousDay = found.findLast((f) => f.index < result.index && f.granularity === "day");
  // Bare days before it first, in order ("from the 12th to the 14th": the 14th reads the 12th).
  if (previousDay?.bare)
    for (const f of [...found].sort((a, b) => a.index - b.index))
      if (f.bare && f.index <= previousDay.index) anchorBareDay(f, found, wall, context);
  const anchor = previousDay?.date;
  if (
    weekdayOnly &&
    !reading.words.QUALIFIED.test(result.text) &&
    anchor &&
    anchor.getTime() > wall.getTime()
  ) {
    while (date.getTime() < anchor.getTime()) date.setUTCDate(date.getUTCDate() + 7);
  }
  if (isNamedMonth(result, granularity)) shiftNamedMonth(reading, result, date, granularity, tense);
  return date;
}

/** A weekday alone: the one the tense of its clause means, never ahead after "since". */
function shiftWeekday(
  { text, wall, words, language }: DateReading,
  result: Parsed,
  date: Date,
  tense: { past: boolean; future: boolean; clause: string },
): void {
  const said = weekdaySaidOf(text, result, tense.clause, language);
  if (said === "gone") {
    while (date.getTime() > startOfDay(wall)) date.setUTCDate(date.getUTCDate() - 7);
    return;
  }
  if (said === "ahead") {
    while (date.getTime() < startOfDay(wall)) date.setUTCDate(date.getUTCDate() + 7);
    return;
  }
  if (date.getTime() > wall.getTime() && tense.past && !tense.future) {
    date.setUTCDate(date.getUTCDate() - 7);
  } else if (
    date.getTime() < startOfDay(wall) &&
    (tense.future || (!tense.past && !W.TENSELESS.test(tense.clause)))
  ) {
    // "I start on Monday" (said on a Wednesday): the coming Monday, not the one just gone.
    date.setUTCDate(date.getUTCDate() + 7);
  }
  // "out of hospital since tuesday", said on a Tuesday: the one before, never today or ahead.
  if (words.SINCE.test(textBefore(text, result.index)) && date.getTime() >= startOfDay(wall)) {
    while (date.getTime() >= startOfDay(wall)) date.setUTCDate(date.getUTCDate() - 7);
  }
}

/**
 * Which weekday a bare one is, by what governs it (thanks in every language, the rest in English):
 * - A_DAY_THANKED: thanks for a day are for one gone ("Thanks for Saturday!"), not "in advance";
 * - A_DAY_APOLOGISED: an apology for a day is for one gone ("Sorry for Wednesday, I was …"),
 *   unless the sentence says one cannot come ("Sorry about Saturday, I can't make it");
 * - A_DAY_MOVED_TO: the day something is moved to lies ahead ("moved my appointment to Monday").
 */
function weekdaySaidOf(
  text: string,
  result: Parsed,
  clause: string,
  language: Language,
): "gone" | "ahead" | undefined {
  const before = textBefore(text, result.index);
  const after = text.slice(result.index + result.text.length, result.index + result.text.length + 200);
  const sentenceRest = after.split(/[.!?](?:\s|$)/u)[0] ?? "";
  if (W.THANKED_FOR.test(before)) return /\bin advance\b/iu.test(sentenceRest) ? "ahead" : "gone";
  if (language !== "en") return undefined;
  if (W.APOLOGY_FOR.test(before)) return W.CANNOT_COME.test(sentenceRest) ? "ahead" : "gone";
  if (/\b(?:to|until|till)\s+$/iu.test(before) && W.RESCHEDULED_TO.test(clause)) return "ahead";
  return undefined;
}

/** A month named without its year: last year's in the past tense or after "since", next year's ahead. */
function shiftNamedMonth(
  { text, wall, words }: DateReading,
  result: Parsed,
  date: Date,
  granularity: DateGranularity,
  tense: { past: boolean; future: boolean; clause: string },
): void {
  const before = textBefore(text, result.index);
  const after = text.slice(result.index + result.text.length);
  // "approved the 3 November launch": a date naming a thing has no tense; the nearest one stands.
  const namesThing =
    /\b(?:the|our|my|his|her|their|your)\s+$/iu.test(before) &&
    /^\s+(?!(?:of|and|or|to|in|at|on|for|with|is|was|are|were)\b)\p{Ll}{3,}/u.test(after);
  if (namesThing) return;
  const since = words.SINCE.test(before);
  // "Dr. Patel moved my surgery to Jan 5th": the date something was moved to lies ahead whatever the tense.
  const moved = W.MOVED_TO.test(before) && W.RESCHEDULED.test(tense.clause);
  if (date.getTime() > wall.getTime()) {
    // "since March", "seit Mai", "depuis mars" and past-tense sentences ("we met on 3 March") never
    // point into the future.
    if (since || (tense.past && !tense.future && !moved && !W.OFFERED.test(before)))
      date.setUTCFullYear(date.getUTCFullYear() - 1);
    return;
  }
  // "The opening is in December", "we will come in April": a month named without a year in a
  // sentence that is not about the past is the next one, not the one just gone (chrono takes the nearest).
  const gone =
    granularity === "month" ? monthIndex(date) < monthIndex(wall) : date.getTime() < startOfDay(wall);
  // "we're in. 20th feb" (said on 1 March): a day of the last few weeks is that day, not next year's.
  const recent = granularity === "day" && startOfDay(wall) - date.getTime() <= W.RECENT_DAYS * W.DAY_MS;
  if (!since && gone && (tense.future || moved || (!tense.past && !recent)))
    date.setUTCFullYear(date.getUTCFullYear() + 1);
}

/** The text with each date found written as an ISO date, in the words of its language. */
function rewritten(reading: DateReading): DateResolution {
  const { text, found } = reading;
  let out = "";
  let cursor = 0;
  const dates: ResolvedDate[] = [];
  for (const f of found) {
    const iso = format(f.date, f.granularity);
    // "yesterday's edition" → "the 2025-10-28 edition"; "last week's meeting" stays as said;
    // "tuesday's the day" is "is" → "2025-11-18 is the day".
    const apostrophe = /^['’]s\s+(\p{L}+)/u.exec(text.slice(f.index + f.text.length));
    const contracted = apostrophe !== null && W.IS_AFTER.test(apostrophe[1] ?? "");
    const possessive = apostrophe !== null && !contracted;
    if (possessive && f.granularity === "week") continue;
    dates.push({ iso, granularity: f.granularity, phrase: f.text });
    const date = written(reading.language, f);
    const replacement = contracted
      ? `${/^\p{Lu}/u.test(f.text) ? capitaliseFirst(date) : date} is`
      : possessive
        ? `${/(?:^|[.!?…]\s+)$/u.test(text.slice(0, f.index)) ? "The" : "the"} ${date}`
        : /^\d{4}-\d{2}(?:-\d{2})?$/.test(f.text.trim())
          ? f.text
          : withPreposition(reading, f, date);
    const lead = leadBefore(text.slice(cursor, f.index), replacement, text.slice(f.index + f.text.length));
    out += reading.language === "fr" ? contractedInFrench(lead, replacement) : lead + replacement;
    cursor = f.index + f.text.length + (apostrophe ? 2 : 0);
  }
  out += text.slice(cursor);
  return { text: capitaliseFirst(out), dates };
}

/** "nov 8 is a saturday", "tomorrow is my birthday": the date is the subject of the verb after it. */
const DATE_IS_SUBJECT = /^\s+(?:is|was|will be|falls|fell)\b/iu;

/**
 * "in mid-March", "early 2027": the word names a part of the month or year, and the date keeps no
 * preposition of its own. Before a day or a week it is an adverb of the verb (EARLY_AS_AN_ADVERB:
 * "leave early today" → "leave early on 2026-11-20", not "leave early 2026-11-20").
 */
const partOfThePeriod = (before: string, granularity: Found["granularity"]) =>
  /\b(?:mid|early|late)[-\s]$/iu.test(before) && granularity !== "day" && granularity !== "week";

/** The ISO date (or range), with the language's preposition when the text has none before it. */
function withPreposition({ text, language, words }: DateReading, f: Found, iso: string): string {
  const before = textBefore(text, f.index);
  // "in mid-March" → "in mid-2026-03": the prefix keeps the preposition before it.
  // "nov 8 is a saturday", "tomorrow is my birthday": the date is the subject, no preposition.
  const subject = (words.DATE_IS_SUBJECT ?? DATE_IS_SUBJECT).test(text.slice(f.index + f.text.length));
  const hasPreposition =
    W.LEADING_PREPOSITION.test(f.text) ||
    (!subject &&
      !(W.OFFERED.test(before) && /\d/.test(f.text)) &&
      !(words.PRECEDING_PREPOSITION.test(before) || partOfThePeriod(before, f.granularity)));
  const [from, to] = RANGE[language];
  const replacement = f.end
    ? `${hasPreposition ? `${from} ` : ""}${iso} ${to} ${format(f.end, "day")}`
    : hasPreposition
      ? `${PREPOSITION[language][f.granularity]} ${iso}`
      : iso;
  // "… was huge. Last month the bill …" → "… was huge. In 2025-09 the bill …" (as it was written).
  return /^\p{Lu}/u.test(f.text) && /[.!?…]\s+$/u.test(before) ? capitaliseFirst(replacement) : replacement;
}

/** Words of the end of a verb phrase or a conjunction: no noun follows the date. */
const NO_NOUN_NEXT =
  /^\s+(?:and|but|or|at|in|on|for|to|with|from|until|till|so|because|then|when|if|is|was|will|we|he|she|they|you|before|after)\b/iu;

/**
 * The words between the last date and this one: "on the Friday evening" → "on 2025-11-14", not "on
 * the 2025-11-14"; "the due date is the 20th of March" → "is 2026-03-20", but "approved the 3
 * November launch" keeps its "the".
 */
/**
 * French contracts "de le" and "à le" ("la panne d'hier" → "la panne du 2026-11-19", not "d'le"),
 * and writes "qu'" out before a consonant ("qu'hier" → "que le …").
 */
function contractedInFrench(lead: string, replacement: string): string {
  if (!/^le\s/u.test(replacement)) return lead + replacement;
  const rest = replacement.slice(3);
  const de = /(?:^|(?<=[^\p{L}]))([dD])(?:e\s+|['’])$/u.exec(lead);
  if (de) return `${lead.slice(0, de.index)}${de[1]}u ${rest}`;
  const a = /(?:^|(?<=[^\p{L}]))([àÀ])\s+$/u.exec(lead);
  if (a) return `${lead.slice(0, a.index)}${a[1] === "À" ? "Au" : "au"} ${rest}`;
  return lead.replace(/(qu|jusqu|lorsqu|puisqu)['’]$/iu, "$1e ") + replacement;
}

function leadBefore(lead: string, replacement: string, after: string): string {
  if (!/^\d/.test(replacement)) return lead;
  const nounNext = /^\s+\p{Ll}{3,}/u.test(after) && !NO_NOUN_NEXT.test(after);
  return lead
    .replace(/(\b(?:on|by|until|till|from|since|for)\s+)the\s+$/iu, "$1")
    .replace(/\bthe\s+$/u, nounNext ? "the " : "");
}

/** Characters read around a date for the tense of its sentence: a sentence can be a whole long message. */
const SENTENCE_WINDOW = 200;

/** The sentence of the character at `index`, up to `SENTENCE_WINDOW` characters either side (spans read once a text). */
function sentenceAround(reading: DateReading, index: number): string {
  const [from, to] = sentenceSpanOf(reading, index);
  return reading.text.slice(Math.max(from, index - SENTENCE_WINDOW), Math.min(to, index + SENTENCE_WINDOW));
}

/** The sentence up to `index`, at most `SENTENCE_WINDOW` characters of it. */
function sentenceBefore(reading: DateReading, index: number): string {
  const [from] = sentenceSpanOf(reading, index);
  return reading.text.slice(Math.max(from, index - SENTENCE_WINDOW), index);
}

/** [start, end) of the sentence of the character at `index`. */
function sentenceSpanOf(reading: DateReading, index: number): [number, number] {
  reading.sentences ??= sentenceSpans(reading.text);
  const spans = reading.sentences;
  let lo = 0;
  let hi = spans.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((spans[mid]?.[1] ?? 0) <= index) lo = mid + 1;
    else hi = mid;
  }
  return spans[lo] ?? [0, reading.text.length];
}

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
      /(?:^|\s)\d+$/u.test(before) &&
      (/^\p{Ll}/u.test(text.slice(end)) || W.MONTH_START.test(text.slice(end)));
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
