import { unicodeBoundaries } from "../text/regex.ts";
import { IRREGULAR_PAST } from "./english-verb-forms.ts";
import type { Language } from "./language.ts";
import * as IT_DATES from "./languages/it/dates.ts";
import * as NL_DATES from "./languages/nl/dates.ts";
import { oneOf } from "./languages/patterns.ts";

/**
 * The words around a date that tell how to read it: a preposition before it, a habit, a duration,
 * the tense of its clause. en, de, fr, es, nl and pt share these patterns; a language with its own
 * (`languages/<code>/dates.ts`) reads only its own (`dateWords`).
 */

export const LEADING_PREPOSITION = /^(?:on|in|at|am|im|an|le|la|el|en|au|à|a|il|op|em|no|na)\s+/i;
const WORDS_BEFORE_A_DATE = [
  "on the",
  "in the",
  "the",
  "on",
  "in",
  "at",
  "since",
  "until",
  "by",
  "for",
  "from",
  "before",
  "after",
  "till",
  "til",
  "'til",
  "thru",
  "through",
  "to",
  "of",
  "about",
  "around",
  "during",
  "over",
  "am",
  "im",
  "an",
  "seit",
  "bis",
  "ab",
  "anfang",
  "ende",
  "mitte",
  "le",
  "depuis",
  "jusqu'au",
  "jusqu'en",
  "dès",
  "début",
  "fin",
  "pour",
  "el",
  "en",
  "desde",
  "hasta",
  "il",
  "op",
  "em",
  "no",
  "na",
  "até",
  "de",
  // Prepositions that govern a date and take no other ("für am 2026-11-21" broke "Danke für Samstag").
  "für",
  "auf",
  "vor",
  "nach",
  "zum",
  "zur",
  "vom",
  "gegen",
  "avant",
  "après",
  "pendant",
  "por",
  "para",
  "pelo",
  "pela",
];
const PRECEDING_PREPOSITION = new RegExp(String.raw`(?:^|\s)${oneOf(WORDS_BEFORE_A_DATE)}\s+$`, "i");
const RECURRING = /(?:every|each|jeden|jede|jedem|chaque|tous les|toutes les|cada|todos los|todas las)\s+$/i;
/** "your weekend", "my last day", "ton week-end": a possessive makes the phrase a thing, not a date. */
export const POSSESSIVE =
  /(?:^|[^\p{L}])(?:my|your|his|her|our|their|its|mon|ma|ton|ta|son|sa|notre|votre|leur|mein|meine|meinem|dein|deine|deinem|sein|seine|unser|unsere|mi|tu|su|nuestro|nuestra)\s+$/iu;
/** "one weekend a month", "a long weekend", "another week": a counted or described period, not a date. */
const COUNTED_PERIOD =
  /(?:^|[^\p{L}])(?:a|an|one|two|three|four|five|another|other|long|whole|entire|same|full|first|second|third|fourth|fifth)\s+$/iu;
/**
 * A_DESCRIBED_DAY (English): a weekday or a month with an adjective before it is a noun phrase that
 * names a kind of day ("a rainy Sunday", "a perfect Saturday", "a really cold January", "Happy
 * Friday!", "our usual Monday standup"), not a date adverbial; rewriting it as "on <date>" broke the
 * sentence ("Plan a rainy on 2026-11-22"). A determiner before the adjectives (an indefinite
 * article, "next", a possessive, "such a", "what a"), or the clause's start; an adverb of degree
 * may come before each ("really", "unusually"). The adjectives: weather, light and temperature,
 * mood, pace, and how typical a day is.
 */
const DAY_ADJECTIVES = [
  // Weather, light and temperature.
  "rainy sunny snowy cloudy windy stormy foggy misty drizzly muggy humid wet dry cold chilly freezing frosty icy",
  "crisp hot warm mild balmy grey gray dark bright bleak dreary",
  // Mood.
  "lazy sleepy cozy cosy quiet calm peaceful restful relaxed relaxing chill chilled mellow lonely gloomy glum sad",
  "miserable awful terrible horrible bad rough tough hard stressful happy lovely nice pleasant good great fine fun",
  "perfect beautiful wonderful glorious festive magical",
  // Pace, and how typical a day is.
  "slow long busy hectic crazy manic productive boring dull typical normal usual ordinary random proper classic special free",
].join(" ");
const DAY_ADJECTIVE = `(?:(?:really|very|so|pretty|quite|super|\\p{L}+ly)\\s+)?(?:${DAY_ADJECTIVES.split(" ").join("|")})\\s+`;
const DAY_DETERMINER = "(?:a|an|one|another|next|such a|what a|my|our|your|his|her|their)";
export const DESCRIBED_DAY = new RegExp(
  `(?:(?:^|[^\\p{L}])${DAY_DETERMINER}\\s+|(?:^|[.!?;:,(]\\s*))(?:${DAY_ADJECTIVE}){1,2}$`,
  "iu",
);
/** Days named with their weekday (the Christian calendar, the shops' and the media's): "Good Friday", "Black Friday", "Cyber Monday". */
export const NAMED_WEEKDAY =
  /(?:^|[^\p{L}])(?:good friday|black friday|cyber monday|easter (?:sunday|monday)|ash wednesday|(?:holy|maundy) thursday|holy saturday|palm sunday|blue monday|shrove tuesday|whit (?:sunday|monday)|plough monday|super bowl sunday)$/iu;
export const FREQUENCY_AFTER = /^\s+(?:a|per|each|every)\s+(?:week|month|year)\b/iu;
/** The alternatives of `DURATION`, one a line. */
const DURATION_WORDS = [
  "ans?",
  "années?",
  "mois",
  "semaines?",
  "jours?",
  "heures?",
  "minutes?",
  "años?",
  "anos?",
  "meses",
  "mes",
  "mês",
  "semanas?",
  "días?",
  "dias?",
  "horas?",
  "minutos?",
  "anni",
  "anno",
  "mesi",
  "mese",
  "settimane?",
  "giorni",
  "giorno",
  "ore",
  "minuti",
];
/** One to ten in French, Spanish, Portuguese and Italian, as a length is counted (`DURATION`). */
const SMALL_NUMBERS = [
  "un|une|uno|una|um",
  "deux|dos|dois|due",
  "trois|tres|três|tre",
  "quatre|cuatro|quatro",
  "cinq|cinco",
  "six|seis",
  "sept|siete|sete",
  "huit|ocho|oito",
  "neuf|nueve|nove",
  "dix|diez|dez",
];
/**
 * "for 5 years"; an age or a length: "mon fils de 5 ans", "mi hijo de 5 años", "un contrat de 2
 * ans" (chrono's French and Spanish read "de 5 ans" as "in 5 years").
 */
const DURATION = new RegExp(
  [
    String.raw`^(?:for|während|pendant|durante)\s`,
    String.raw`^after\s+(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifteen|thirty)\s+(?:years?|months?|weeks?|days?|hours?)\b`,
    String.raw`^(?:de|di)\s+(?:\d+|${SMALL_NUMBERS.join("|")})\s+(?:${DURATION_WORDS.join("|")})\b`,
  ].join("|"),
  "iu",
);
/** The alternatives of `SPAN_UNTIL_NOW`, one a line. */
const SPAN_UNTIL_NOW_WORDS = [
  "first",
  "n't",
  "not",
  "never",
  "no one",
  "nobody",
  "nothing",
  "best",
  "worst",
  "most",
  "least",
  "biggest",
  "longest",
  "hardest",
  "coldest",
  "hottest",
  "warmest",
  "busiest",
  "happiest",
  "craziest",
  "greatest",
  "largest",
  "oldest",
  "youngest",
  "fastest",
  "slowest",
  "highest",
  "lowest",
  "nicest",
  "funniest",
  "scariest",
  "weirdest",
  "wettest",
  "driest",
  String.raw`(?:have|has|'ve)\s+(?:ever\s+)?(?:been|had|done|seen|put|eaten|made|gone|\p{L}+ed)`,
];
/**
 * "first … in 3 years", "haven't … in years", "the worst thing I have eaten in 41 years", "the
 * coldest winter in 30 years": "in" counts a span up to now, not a date ahead.
 */
export const SPAN_UNTIL_NOW = new RegExp(
  [String.raw`\b(?:${SPAN_UNTIL_NOW_WORDS.join("|")})\b`, String.raw`n't\b`].join("|"),
  "iu",
);
/**
 * PAST_SPAN (English grammar: a time span that ends now is a noun phrase "the past/last/previous +
 * [count] + unit"): "the past few months", "over the last two weeks", "the previous couple of days",
 * "in the past month". It says how long, not when; "last month" alone stays one month.
 */
const PAST_SPAN_COUNT =
  /(?:few|several|many|couple(?:\s+of)?|\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)/;
export const PAST_SPAN = new RegExp(
  `^(?:past|last|previous)\\s+(?:${PAST_SPAN_COUNT.source}\\s+)?(?:days|weeks|months|years|decades)\\b|^past\\s+(?:day|week|month|year|decade)\\b`,
  "iu",
);
/** The article before a span: "the last month" is a span where "last month" is a date. */
export const SPAN_ARTICLE = /\bthe\s+$/iu;
export const SPAN_UNIT = /^(?:last|previous)\s+(?:day|week|month|year|decade)$/iu;
export const NOW = /^(?:now|right now|jetzt|maintenant|ahora|agora|adesso|nu)$/i;
export const THIS_WEEK =
  /^(?:this week|diese woche|cette semaine|esta semana|questa settimana|deze week|esta semana)$/iu;
export const WEEK_WORD = /\b(?:week|woche|semaine|semana|settimana|week)\b/i;
const GERMAN_AUXILIARIES = ["habe", "hab", "hat", "haben", "bin", "bist", "ist", "sind", "seid"];
/**
 * English simple pasts that are no other word as well (PAST_OF_ANY_VERB): IRREGULAR_PAST without
 * the forms the present, a noun or an adjective shares ("let me know by Friday", "two days left",
 * "fed up", "a rose"). "woke", "swam", "lay" and "froze" were no past tense to the date reader.
 */
const SAME_AS_ANOTHER_WORD = new Set(
  "read put set cut hit let hurt cost bet cast beat shut split spread burst bound ground wound rose fed left lit led bore".split(
    " ",
  ),
);
const ENGLISH_PASTS = [...IRREGULAR_PAST].filter((verb) => !SAME_AS_ANOTHER_WORD.has(verb));
/** The alternatives of `PAST`, one a line: English's irregular pasts, then what they leave out. */
const PAST_WORDS = [
  ...ENGLISH_PASTS,
  "visited",
  "born",
  "ago",
  String.raw`\p{L}{2,}(?<!e)ed`,
  "agreed",
  "freed",
  "war",
  "waren",
  "hatte",
  String.raw`${oneOf(GERMAN_AUXILIARIES)}\b[^.!?]*?\b(?!(?:gehen|geben|gegen|genießen|gewinnen)\b)ge\p{L}{2,}(?:t|en)`,
  "j'ai",
  "je suis (?:allée?|partie?|venue?)",
  "était",
  "fui",
  "fuimos",
  "fue",
  "fueron",
  "estuve",
  "estuvimos",
  "estuvo",
  "tuve",
  "tuvimos",
  "tuvo",
  "hice",
  "hicimos",
  "hizo",
  String.raw`\p{L}+é(?:e|s|es)?`,
];
/** The sentence speaks of the past: a bare weekday ("on Saturday") then means the last one. */
const PAST = unicodeBoundaries(new RegExp(String.raw`\b(?:${PAST_WORDS.join("|")})\b`, "iu"));
/** A clock time before or after the date in one chrono result ("3:45 last Sunday", "on Friday at 3pm"). */
const TIME =
  "(?:at\\s+|around\\s+|by\\s+)?(?:\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.|h)|\\d{1,2}:\\d{2}|noon|midnight)";
export const TIME_FIRST = new RegExp(`^${TIME}\\s+(?=\\p{L})`, "iu");
export const TIME_LAST = new RegExp(`,?\\s+${TIME}$`, "iu");
const HABIT_WORDS = [
  "usually",
  "always",
  "often",
  "normally",
  "generally",
  "typically",
  "every",
  "each",
  "most",
  "sometimes",
  "regularly",
  "normalerweise",
  "meistens",
  "immer",
  "oft",
  "jeden",
  "d'habitude",
  "toujours",
  "souvent",
  "généralement",
  "generalement",
  "en g[ée]n[ée]ral",
  "toutes les semaines",
  "chaque",
  "normalmente",
  "siempre",
  "cada",
  "suelo",
];
/** "1st december, 15% more money": chrono takes a number after a comma for a two-digit year. */
export const SHORT_YEAR_LAST = /,\s*'?\d{2}$/u;
export const CLOCK_UNITS =
  /\b(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|stunden?|minuten?|sekunden?|heures?|secondes?|horas?|minutos?|segundos?|uur|uren|minuut|seconden|ore|minuti|secondi)\b|\d+\s*h\s*\d*\b/iu;
export const HABITUAL_CUE = unicodeBoundaries(new RegExp(String.raw`\b${oneOf(HABIT_WORDS)}\b`, "iu"));
const PART_OF_A_PERIOD = [
  "first",
  "second",
  "third",
  "fourth",
  "last",
  "end",
  "middle",
  "beginning",
  "start",
];
/** "… to the first week of", "… until", "… for": the date a change or a booking points to. */
export const MOVED_TO = new RegExp(
  String.raw`\b(?:to|until|till|for)\s+(?:the\s+)?(?:${oneOf(PART_OF_A_PERIOD)}\s+(?:week\s+)?of\s+)?$|\bfor\s+(?:the|a|an|my|our)\s+[^,.;!?]{1,40}?\s+(?:(?:on|in)\s+(?:the\s+)?)?$`,
  "iu",
);
/** Verbs of rescheduling or booking: the date they name is the event's, ahead ("registered for the race on 20 June"). */
export const RESCHEDULED =
  /\b(?:moved|postponed|pushed|rescheduled|delayed|booked|changed|put off|brought|registered|signed up|entered|enrolled|reserved)\b/iu;
/** The alternatives of `NOT_PAST`, one a line. */
const NOT_PAST_WORDS = [
  "(?:i|you|we|they)'ve got",
  "(?:he|she|it)'s got",
  "ha(?:ve|s) got",
  String.raw`(?:is|are|am|'s|'re|'m)\s+(?:(?:all|now|finally|already|officially)\s+)?\p{L}+ed`,
  "(?:i|we) (?:was|were) (?:thinking|wondering|hoping|planning|considering)",
  "won't",
  String.raw`(?:i|we) (?:thought|figured)(?= (?:we|i|you|maybe|about|of)\b)`,
  "tired",
  "excited",
  // A_LIFE_STATE_VERB: "married" and "retired" are adjectives after a determiner or a linking verb
  // ("a married couple", "I'm retired", "got married"); after their subject they are past verbs
  // ("I retired in March", "My dad finally retired in May").
  String.raw`(?<=\b(?:a|an|the|my|our|his|her|their|your|is|are|am|was|were|be|been|being|become|became|get|got|gets|getting|'m|'re|'s)\s+(?:\p{L}+ly\s+)?)(?:married|retired)`,
  "engaged",
  "interested",
  "bored",
  "scared",
  "worried",
  "used",
  "supposed",
  "based",
  "pleased",
  "stressed",
  "exhausted",
  "obsessed",
  "scheduled",
  "planned",
  "booked",
  "expected",
  "bébés?",
  "cinés?",
  "marchés?",
  "côtés?",
  "cités?",
  "cafés?",
  "thé",
  "télé",
  "clés?",
  "été",
  "santé",
  "société",
  "université",
  "qualité",
  "activités?",
  "réalité",
  "vérité",
  "liberté",
  "beauté",
  "années?",
  "journées?",
  "soirées?",
  "matinées?",
  "idées?",
  "entrées?",
  "musées?",
  "lycées?",
  "durée",
  "pensées?",
  "prévue?s?",
  "fatiguée?s?",
  "occupée?s?",
  "mariée?s?",
  "fiancée?s?",
  "pressée?s?",
  "désolée?s?",
];
/**
 * VERBLESS_PHRASE: a clause of a date with no verb, only a preposition of time and links ("On
 * Saturday, I went …", "El sábado, fuimos …"): it has the tense of the clause it stands before.
 * Not "for" ("For Saturday, I bought a dress": the day bought for).
 */
export const VERBLESS =
  /^[\s\p{P}]*(?:(?:on|this|that|from|until|till|by|and|so|but|then|oh|ok|okay|anyway|btw|also|again|too|really|am|el|il|le|op|no|na)[\s\p{P}]*)*$/iu;
/** "Sorry for Wednesday": "for" of cause, after an apology, points to no booked day (its sentence's tense tells which). */
export const APOLOGY_FOR =
  /\b(?:sorry|apologies|apologi[sz]e)(?:\s+(?:again|so|very|much|all))*\s+(?:for|about)\s+$/iu;
/** "I can't make it", "I won't be able to come": the day apologised for is still ahead. */
export const CANNOT_COME =
  /\b(?:can't|cannot|can not|won't be able|will not be able|not able|unable|won't make|not going to make|can't make)\b/iu;
/** Verbs of moving a date: the day something is moved "to" lies ahead ("pushed the party back to Thursday"). */
export const RESCHEDULED_TO =
  /\b(?:moved|postponed|pushed|rescheduled|delayed|changed|put off|brought|bumped)\b/iu;
/**
 * A_DAY_THANKED: thanks for a day are for one gone ("Thanks for Saturday!", "thank you so much for
 * Sunday", "Danke für Samstag", "Gracias por el sábado", "Grazie per sabato", "Bedankt voor
 * zaterdag", "Obrigado pelo sábado"): each language's thanks, its "for" and an article.
 */
export const THANKED_FOR =
  /(?:\b(?:thanks|thank\s+you|thx|cheers)(?:\s+(?:again|so|very|much|a lot|loads|all|both|everyone))*\s+for|(?<!\p{L})(?:danke|vielen\s+dank|merci|gracias|muchas\s+gracias|grazie|bedankt|dank\s+je(?:\s+wel)?|dank\s+u(?:\s+wel)?|(?:muito\s+)?obrigad[oa]|valeu)(?:\s+(?:nochmal|noch\s+mal|nochmals|encore|de\s+nuevo|otra\s+vez|ancora|mille|nogmaals|mais\s+uma\s+vez))?\s+(?:für|pour|por|per|voor|pelo|pela))(?:\s+(?:el|il|lo|le|den|de|het|o|a))?\s+$/iu; /** A date offered or set ("they offered 2nd of december", "we set the 14th"): the event's, ahead. */
export const OFFERED =
  /\b(?:offered|proposed|suggested|gave|scheduled|set|picked|chose|planned|fixed|confirmed)\s+(?:(?:me|us|him|her|them|you)\s+)?(?:the\s+)?$/iu;
const SINCE =
  /(?:since|seit|depuis|desde)\s+(?:(?:early|late|mid|the end of|the beginning of|début|fin|ende|anfang)\s+)?$/iu;
const NOT_PAST = unicodeBoundaries(
  // French nouns and adjectives that end like a past participle ("le bébé", "cette année", "prévu").
  new RegExp(String.raw`\b(?:${NOT_PAST_WORDS.join("|")})\b`, "giu"),
);
/** A name that ends like a French past participle ("Inés", "José", "André"; case-sensitive). */
const NAME_LIKE_PARTICIPLE = /(?<!\p{L})\p{Lu}\p{Ll}*é(?:e|s|es)?(?!\p{L})/gu;

const PAST_ANYWHERE = new RegExp(PAST.source, "giu");
/** A present progressive ("I'm moving", "she's starting"): with a date, a plan ahead (Quirk et al. 4.34). */
const PRESENT_PROGRESSIVE =
  /\b(?:i'm|i am|we're|we are|you're|you are|he's|she's|they're|they are|it's|is|are|am)\s+(?:(?:still|just|now|\p{L}+ly)\s+)?\p{L}{2,}ing\b/giu;
const lastAt = (pattern: RegExp, text: string): number =>
  Math.max(-1, ...[...text.matchAll(pattern)].map((m) => m.index));
/**
 * THE_NEAREST_VERB (English): in "I told my landlord I'm moving out in July" the date is the
 * reported plan's, whose present progressive comes after the past verb; in "I'm still thinking
 * about the trip we took in March" the past verb is the nearer one. `before`: the sentence up to
 * the date.
 */
export function planAfterPastVerb(before: string): boolean {
  const text = before.replace(/[’`]/g, "'");
  const past = lastAt(PAST_ANYWHERE, text.replace(NOT_PAST, " "));
  return past >= 0 && lastAt(PRESENT_PROGRESSIVE, text) > past;
}

/** The clause speaks of the past (`PAST`), its adjectives and names that look like participles aside. */
export function isPastClause(clause: string): boolean {
  return PAST.test(clause.replace(NOT_PAST, "").replace(NAME_LIKE_PARTICIPLE, " "));
}

export const FUTURE = unicodeBoundaries(
  /\b(?:due|will|would|'d be|'d like|'d love|going to|gonna|plan|planning|next|'ll|werde|wird|nächste|vais|allons|prochain|prochaine|voy a|vamos a|próximo)\b/iu,
);
/** The words around a date that tell how to read it, for one language. */
export interface DateWords {
  /** "last Friday", "sabato scorso": the phrase says itself which one it is. */
  QUALIFIED: RegExp;
  RECURRING: RegExp;
  SINCE: RegExp;
  DURATION: RegExp;
  COUNTED_PERIOD: RegExp;
  PRECEDING_PREPOSITION: RegExp;
  isPast: (clause: string) => boolean;
  FUTURE: RegExp;
  /** A word before a weekday that goes with it ("afgelopen vrijdag"), where chrono reads the weekday alone. */
  QUALIFIER_BEFORE?: RegExp;
  /** What chrono reads as a day and is a word of the language when alone ("zo", "vrij"). */
  NOT_A_DAY?: RegExp;
  /** Such a word at the start of what chrono read, before the date ("zat gisteren"): read after it. */
  WORD_FIRST?: RegExp;
  /** The verb after the date that makes the date its subject ("tomorrow is my birthday"); English's by default. */
  DATE_IS_SUBJECT?: RegExp;
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
  nl: { ...NL_DATES, isPast: (clause) => NL_DATES.PAST.test(clause) },
};
export const dateWords = (language: Language): DateWords => OWN_WORDS[language] ?? SHARED_WORDS;

/**
 * A clause with no word besides its date, times and numbers ("thursday night! 11:52pm") has no
 * tense to follow: chrono's nearest weekday stands.
 */
export const TENSELESS =
  /^(?:[\s\p{P}\p{S}\d]|\b(?:on|at|the|around|about|night|morning|evening|afternoon|am|pm|a\.m\.|p\.m\.)\b)*$/iu;
/** "that weekend", "that day": a date said before, pointed back to; nothing to resolve from now. */
export const ANAPHORIC = /\b(?:that|those|the same)\s+(?:(?:whole|entire|same)\s+)?$/iu;
/** A day named without a year and at most this many days ago is that day, whatever the tense. */
export const RECENT_DAYS = 31;
export const DAY_MS = 86_400_000;
export const COUNTED = /\d|\b(?:ago|vor|il y a|hace|two|three|zwei|drei|deux|trois|dos|tres)\b/i;

const WORDS_AFTER_IS = [
  "the",
  "a",
  "an",
  "my",
  "your",
  "his",
  "her",
  "our",
  "their",
  "fine",
  "good",
  "ok",
  "okay",
  "great",
  "bad",
  "better",
  "worse",
  "perfect",
  "free",
  "busy",
  "off",
  "over",
  "done",
  "when",
  "not",
  "also",
  "still",
  "going",
  "gonna",
  "all",
  "too",
  "so",
  "very",
  "really",
  "just",
  "no",
  "on",
  "in",
  "at",
  "out",
  "booked",
  "confirmed",
  "set",
  "cancelled",
  "canceled",
];
/** Words after a date's "'s" that make it "is" ("tuesday's the day", "friday's fine"), not a possessive. */
export const IS_AFTER = new RegExp(`^${oneOf(WORDS_AFTER_IS)}$`, "iu");

/** The start of a month's name in the languages read here ("Mai", "März", "janvier", "agosto"). */
export const MONTH_START =
  /^(?:jan|feb|fév|mär|mar|apr|avr|abr|mai|may|jun|jui|jul|aug|aoû|ago|sep|set|okt|oct|out|nov|dez|déc|dec|dic|ene|gen|lug|mag|giu)/iu;

/** A birth, in each language with rules: its date said without a year is no date of this year. */
const BORN_WORDS: Partial<Record<Language, string[]>> = {
  en: ["born"],
  de: ["geboren"],
  fr: ["née?s?"],
  es: ["nac[ií]", "naciste", "naci[óo]", "nacid[oa]s?"],
  it: ["nat[oaie]"],
  pt: ["nasci", "nasceu", "nascid[oa]s?"],
  nl: ["geboren"],
};
/** A day that comes back every year: a birthday, a wedding anniversary, a name day. */
const YEARLY_DAY_WORDS: Partial<Record<Language, string[]>> = {
  en: ["birthday", "anniversary", "name ?day"],
  de: ["geburtstag", "jahrestag", "hochzeitstag", "namenstag"],
  fr: ["anniversaire"],
  es: ["cumpleaños", "aniversario"],
  it: ["compleanno", "anniversario", "onomastico"],
  pt: ["aniversário"],
  nl: ["verjaardag", "trouwdag"],
};
/** "birthday party", "fiesta de cumpleaños", "fête d'anniversaire": an event held once, on one day of one year. */
const ONE_EVENT_AFTER = String.raw`(?!\s+(?:party|parties|dinner|lunch|drinks|present|presents|gift|gifts|cake|card|celebration|trip|weekend|meal|plans?)\b)`;
const ONE_EVENT_BEFORE = String.raw`(?<!\b(?:fiesta|festa|fête|soirée|cena|comida|regalo|cadeau|feestje)\s+(?:de|di|d'|del|della|do|da|van)\s*)`;

/** One pattern per language of the words of `words`, built once. */
function patternsOf(words: Partial<Record<Language, string[]>>, before = "", after = "") {
  return new Map(
    Object.entries(words).map(([language, list]) => [
      language,
      unicodeBoundaries(new RegExp(`${before}\\b(?:${list.join("|")})\\b${after}`, "iu")),
    ]),
  );
}
const BORN = patternsOf(BORN_WORDS);
const YEARLY_DAY = patternsOf(YEARLY_DAY_WORDS, ONE_EVENT_BEFORE, ONE_EVENT_AFTER);

/**
 * YEARLY_OCCASION: "I was born on March 3", "my birthday is in May", "unser Hochzeitstag ist am 5.
 * Juni": a day that comes back every year (or a birth whose year is not said) has no year to give
 * it; a month named without a year in such a clause stays as said. A past birthday ("my birthday
 * was on May 3"), a coming one with what it brings ("am 12. Dezember habe ich Geburtstag und werde
 * 40") and an event on the day ("my birthday party is on May 3") are one day of one year.
 */
export function isYearlyOccasion(
  language: Language,
  { clause, past, future }: { clause: string; past: boolean; future: () => boolean },
): boolean {
  if (BORN.get(language)?.test(clause)) return true;
  return !past && (YEARLY_DAY.get(language)?.test(clause) ?? false) && !future();
}
