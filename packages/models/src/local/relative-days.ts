import { COUNTING_WORDS } from "./counting-words.ts";
import { overlaps } from "./date-phrases.ts";
import type { Found } from "./date-types.ts";
import { DAY_MS, dateWords } from "./date-words.ts";
import type { Language } from "./language.ts";
import { oneOf } from "./languages/patterns.ts";

/**
 * RELATIVE_DAY_WORDS: the days, hours and weekends said relative to now that chrono's parsers miss
 * or misread, from each language's own words (its dictionary's adverbs of time and the prepositions
 * that count time from now):
 *
 * - a day two away: "avant-hier" / "après-demain", "anteayer" / "pasado mañana", "l'altro ieri",
 *   "eergisteren" / "overmorgen" (chrono read the "hier" or "mañana" inside and broke the sentence:
 *   "Après-le 2025-05-02"); a part of today: "ce matin", "esta tarde", "stamattina", "this morning";
 * - hours from now, where the language has a preposition that only counts from now: French "dans",
 *   Spanish "dentro de", Italian "tra"/"fra", Dutch "over", English "from now" ("dans trois heures",
 *   "over 3 uur" → that day); English and German "in three hours" / "in drei Stunden" stay as said,
 *   since they also tell how long something took ("I ran it in three hours"); hours ago in every
 *   language ("an hour ago", "vor einer Stunde", "hace una hora");
 * - a weekend: this one or the last as its week ("el fin de semana pasado" → "la semana del …"),
 *   the next one left as said (whether it is the coming one or the one after is not in the words).
 *
 * Portuguese, whose sentences are kept as said episodes, has its own: "anteontem", "depois de
 * amanhã", "há duas semanas", "daqui a três horas", "na semana passada", "no mês passado", "na
 * sexta-feira passada".
 *
 * Some phrases only keep chrono away (`asWords`): the Spanish noun "la mañana" (the morning, not
 * "mañana", tomorrow), a next weekend. What after a phrase makes it no time (an amount that goes
 * on, the other senses of "il y a", "hace", "tra", "vor", "há") was found by three reviewers'
 * sentences.
 */

/** A phrase and what it means: a shift from now in days or minutes, a week shift, or no date. */
type Meaning =
  | { days: number }
  | { minutes: number }
  | { weeks: number; thisOne?: boolean }
  | { months: number }
  | { years: number }
  | { weekday: "last" | "next" }
  | "words";
/** A pattern, its meaning, and what after it makes it no time (the phrase is then left as said). */
type Rule = [RegExp, (match: RegExpMatchArray) => Meaning, RegExp?];

/** A count: digits or a counting word of `language` (longest first, so "einer" is not "ein"). */
const count = (language: Language) =>
  `(\\d{1,3}|${oneOf(Object.keys(COUNTING_WORDS[language] ?? {}).sort((a, b) => b.length - a.length))})`;
const amount = (language: Language, word: string | undefined) =>
  Number(word) || (COUNTING_WORDS[language]?.[(word ?? "").toLowerCase()] ?? 1);
/** Minutes in `n` of the unit whose word is `unit` (hours unless it names minutes or a quarter). */
const minutes = (n: number, unit: string | undefined) =>
  /^min/iu.test(unit ?? "") ? n : /kwartier|viertel/iu.test(unit ?? "") ? 15 * n : 60 * n;

/** A phrase as a whole word: no letter (or apostrophe-joined letter) right before or after it. */
const phrase = (source: string) => new RegExp(`(?<![\\p{L}'’-])(?:${source})(?![\\p{L}-])`, "giu");

/** Every language's counting words, and the halves and quarters that add to a count. */
const ANY_COUNT = oneOf([
  ...new Set(Object.values(COUNTING_WORDS).flatMap((words) => Object.keys(words ?? {}))),
  "demie",
  "media",
  "mezz[oa]",
  "quart",
  "cuarto",
  "quarto",
  "half",
  "halb\\p{L}*",
  "halve",
  "anderhalf",
  "mei[oa]",
  "\\d",
]);
/**
 * What may follow a count of hours and make it another thing (the reviewers' sentences): an amount
 * that goes on or is one of two ("une heure et demie", "una hora y media", "due ore e mezza", "zwei
 * Stunden und zehn Minuten", "een uur of twee", "deux heures environ"), left as said rather than cut
 * in two. "Il y a 2 heures et j'ai dormi" goes on with a clause: the time is read.
 */
const GOES_ON = String.raw`\s+(?:(?:et|y|e|und|and|en|of|ou|o|oder|or)\s+(?:${ANY_COUNT})(?![\p{L}'’])|(?:environ|circa|ongeveer|etwa|o más|ou plus)\b)`;
/** What after an hours phrase makes it no time: an amount that goes on, or `other` (case-insensitive unless `cased`). */
const unless = (other = "", cased = false) =>
  new RegExp(`^(?:${GOES_ON}${other ? `|${other}` : ""})`, cased ? "u" : "iu");

/** "Angst vor einer Stunde (allein)", "Respekt vor …": after a noun of fear, "vor" is "of", not "ago". */
const NOT_A_TIME_BEFORE: Partial<Record<Language, RegExp>> = {
  de: /\b(?:Angst|Respekt|Furcht|Panik|Sorge|Bammel|Schiss)\s+$/iu,
};

/** "Angst vor einer Stunde Prüfung": a noun (capitalised) after it makes "vor" "of", not "ago". */
const GERMAN_NOUN_NEXT = unless(String.raw`\s+\p{Lu}`, true);

const days = (n: number) => (): Meaning => ({ days: n });
const weeks = (n: number) => (): Meaning => ({ weeks: n });
const words = (): Meaning => "words";

/** A Portuguese weekday, with or without "-feira". */
const PT_DAYS = "(?:(?:segunda|ter[cç]a|quarta|quinta|sexta)(?:-feira)?|s[áa]bado|domingo)";
/** No article before it: "a semana passada foi dura" makes the phrase the subject. */
const NO_ARTICLE = String.raw`(?<!(?:^|\s)(?:a|o)\s)`;
/**
 * A Portuguese past (pretérito perfeito): "-ei", "-ou", "-eu", "-iu", "-i" and the strong verbs
 * ("fui", "estive", "tive", "fiz"), not the present that ends the same ("sei", "sou", "estou",
 * "vou", "dou") nor "ou" (or), "eu", "meu", "seu", "teu", "lei", "aqui".
 */
const PT_PAST = new RegExp(
  [
    String.raw`(?<!\p{L})(?!(?:sei|sou|estou|vou|dou|ou|eu|meu|seu|teu|lei|rei)(?!\p{L}))\p{L}*(?:ei|ou|eu|iu|aste|aram|eram|iram)(?:-(?:me|se|te|nos|o|a))?(?!\p{L})`,
    String.raw`(?<!\p{L})(?:fui|foi|foram|estive|esteve|tive|teve|fiz|fez|disse|vi|pus|pôs)(?!\p{L})`,
    // "-er"/"-ir" verbs in the first person: "pedi", "nasci", "vendi", "saí"; not "aqui", "ali", "si".
    String.raw`(?<!\p{L})(?!(?:aqui|ali|daqui|dali|ai|aí|si|ti)(?!\p{L}))\p{L}{2,}[ií](?:-(?:me|se|te|nos|o|a))?(?!\p{L})`,
  ].join("|"),
  "iu",
);

/** The sentence of `text` around `index`. */
function sentenceAt(text: string, index: number): string {
  const from = Math.max(0, text.slice(0, index).search(/[^.!?]*$/u));
  const to = text.slice(index).search(/[.!?]/u);
  return text.slice(from, to < 0 ? text.length : index + to);
}

const RULES: Partial<Record<Language, Rule[]>> = {
  en: [
    [phrase("this (?:morning|afternoon)"), days(0)],
    [phrase("half an hour (?:ago|from now)"), half],
    // "from now on" is no time.
    [
      phrase(`${count("en")} (hours?|hrs?|minutes?|mins?) (?:ago|from now)`),
      counted("en"),
      unless(String.raw`\s+on\b`),
    ],
  ],
  de: [
    // "Angst vor einer Stunde Prüfung": a noun after it makes "vor" "of", not "ago".
    [phrase(`vor ${count("de")} (Stunden?|Minuten?|Viertelstunden?)`), counted("de", -1), GERMAN_NOUN_NEXT],
    [phrase("vor einer halben Stunde"), () => ({ minutes: -30 }), GERMAN_NOUN_NEXT],
    [phrase("(?:letztes|vergangenes) Wochenende"), weeks(-1)],
    [phrase("dieses Wochenende"), thisWeekend],
    [phrase("(?:nächstes|kommendes) Wochenende"), words],
  ],
  fr: [
    // "la veille" is the day before another day ("la veille du mariage") or a tech watch, never
    // yesterday; "d'aujourd'hui", "qu'aujourd'hui": of today, nowadays.
    [phrase("(?:l['’]avant-)?veille"), words],
    [phrase("(?:d|qu|jusqu)['’]aujourd['’]hui"), words],
    [phrase("avant-hier"), days(-2)],
    [phrase("apr[eè]s-demain"), days(2)],
    // "Ce soir là on a dansé" (that evening), as "ce soir-là".
    [phrase("ce matin|cet après-midi|ce soir"), days(0), unless(String.raw`\s+l[àa](?!\p{L})`)],
    [phrase(`dans ${count("fr")} (heures?|minutes?)`), counted("fr"), unless(String.raw`\s+(?:de\b|d['’])`)],
    // "Il y a deux heures de route", "… par jour", "… pour tout": "there are"; "il y a deux heures
    // que j'attends": a time that has lasted.
    [
      phrase(`il y a ${count("fr")} (heures?|minutes?)`),
      counted("fr", -1),
      unless(String.raw`\s+(?:de\b|d['’]|que\b|qu['’]|par\b|pour\b|à(?!\p{L})|entre\b)`),
    ],
    [phrase("dans une demi-heure"), () => ({ minutes: 30 })],
    [phrase("il y a une demi-heure"), () => ({ minutes: -30 })],
    [phrase("le week-?end (?:dernier|passé)"), weeks(-1)],
    [phrase("ce week-?end"), thisWeekend],
    [phrase("le week-?end prochain|le prochain week-?end"), words],
  ],
  es: [
    [phrase("anteayer|antes de ayer"), days(-2)],
    [phrase("pasado ma[ñn]ana"), days(2)],
    [phrase("mañana por la (?:mañana|tarde|noche)"), days(1)],
    [phrase("esta (?:mañana|tarde|noche)"), days(0)],
    // "Dentro de dos horas de trabajo": after two hours of it, not from now.
    [phrase(`dentro de ${count("es")} (horas?|minutos?)`), counted("es"), unless(String.raw`\s+de\b`)],
    // "Hace dos horas que espero": a time that has lasted; "Mi hermana hace dos horas de yoga", "hace
    // tres horas extras", "hace una hora al día": "hace" is "does".
    [
      phrase(`hace ${count("es")} (horas?|minutos?)`),
      counted("es", -1),
      unless(
        String.raw`\s+(?:que|de|extras?|al día|a la semana|diarias?|semanales?|en coche|a pie)(?!\p{L})`,
      ),
    ],
    [phrase("dentro de media hora"), () => ({ minutes: 30 })],
    [phrase("hace media hora"), () => ({ minutes: -30 })],
    [phrase("el fin de semana pasado|el pasado fin de semana"), weeks(-1)],
    [phrase("este fin de semana"), thisWeekend],
    [phrase("el (?:próximo )?fin de semana(?: que viene| próximo)?"), words],
    // The noun: "por la mañana", "cada mañana" (the morning); "mañana" alone is tomorrow.
    [phrase("(?:la|una|cada|toda la|esa|aquella) mañana"), words],
  ],
  it: [
    [phrase("l'altro ieri|ieri l'altro|l'altroieri|altroieri"), days(-2)],
    [phrase("stamattina|stamani|stamane|oggi pomeriggio"), days(0)],
    // "tra tre ore di lezione", "tra un minuto e l'altro": "tra" is "between".
    [
      phrase(`(?:tra|fra) ${count("it")} ?(ore|ora|minuti|minuto)`),
      counted("it"),
      unless(String.raw`\s+(?:di\b|d['’])`),
    ],
    [phrase(`${count("it")} ?(ore|ora|minuti|minuto) fa`), counted("it", -1), unless()],
    [phrase("(?:tra|fra) mezz'ora"), () => ({ minutes: 30 })],
    [phrase("mezz'ora fa"), () => ({ minutes: -30 })],
    [
      phrase(
        "lo scorso (?:fine settimana|weekend)|il (?:fine settimana|weekend) scorso|questo (?:fine settimana|weekend)",
      ),
      (m) => (/^questo/iu.test(m[0]) ? thisWeekend() : { weeks: -1 }),
    ],
    [phrase("il prossimo (?:fine settimana|weekend)|il (?:fine settimana|weekend) prossimo"), words],
  ],
  pt: [
    [phrase("anteontem|antes de ontem"), days(-2)],
    [phrase("depois de amanh[ãa]"), days(2)],
    [phrase("amanh[ãa] (?:de manh[ãa]|[àa] tarde|[àa] noite)"), days(1)],
    [phrase("esta (?:manh[ãa]|tarde|noite)|hoje (?:de manh[ãa]|[àa] tarde|[àa] noite)"), days(0)],
    // "Há duas horas de fila", "há três dias que não durmo", "só há duas horas por semana": "there
    // are", a time that has lasted; "Trabalho aqui há dois anos" (present): a time up to now. Only in
    // a past clause is it "ago" ("Mudei-me há dois anos").
    [
      phrase(`h[áa] ${count("pt")} (horas?|minutos?|dias?|semanas?|m[eê]s(?:es)?|anos?)(?: atr[áa]s)?`),
      (m) => (PT_PAST.test(sentenceAt(m.input ?? "", m.index ?? 0)) ? period("pt", -1)(m) : "words"),
      unless(String.raw`\s+(?:que|de|por|livres?|seguid\p{L}*|sem)(?!\p{L})`),
    ],
    [
      phrase(`(?:daqui a|dentro de) ${count("pt")} (horas?|minutos?|dias?|semanas?|m[eê]s(?:es)?|anos?)`),
      period("pt", 1),
      unless(String.raw`\s+de\b`),
    ],
    // Brazilian Portuguese drops the article ("semana passada"); not after "a"/"o", where the
    // phrase is the subject ("A semana passada foi dura").
    [phrase(`(?:(?:na|da) |${NO_ARTICLE})semana passada|na última semana`), weeks(-1)],
    [
      phrase(`(?:(?:na|da) )?pr[óo]xima semana|(?:(?:na|da) |${NO_ARTICLE})semana que vem|para a semana`),
      weeks(1),
      unless(String.raw`\s+(?:de|que)\b`),
    ],
    [phrase("(?:nesta|esta) semana"), weeks(0), unless(String.raw`\s+de\b`)],
    [phrase(`(?:(?:no|do) |${NO_ARTICLE})m[eê]s passado`), () => ({ months: -1 })],
    [
      phrase(`(?:(?:no|do) )?pr[óo]ximo m[eê]s|(?:(?:no|do) |${NO_ARTICLE})m[eê]s que vem`),
      () => ({ months: 1 }),
    ],
    [phrase("(?:neste|este) m[eê]s"), () => ({ months: 0 }), unless(String.raw`\s+de\b`)],
    [phrase(`(?:(?:no|do) |${NO_ARTICLE})ano passado`), () => ({ years: -1 })],
    [
      phrase(`(?:(?:no|do) )?pr[óo]ximo ano|(?:(?:no|do) |${NO_ARTICLE})ano que vem|para o ano`),
      () => ({ years: 1 }),
      unless(String.raw`\s+(?:de|seguinte|que)\b`),
    ],
    [phrase("(?:neste|este) ano"), () => ({ years: 0 }), unless(String.raw`\s+de\b`)],
    [phrase("(?:neste|este) fim de semana"), thisWeekend],
    [phrase("(?:no|do) fim de semana passado|no último fim de semana"), weeks(-1)],
    [phrase("(?:no )?pr[óo]ximo fim de semana|(?:no )?fim de semana que vem"), words],
    [
      phrase(`(?:(?:na|no) )?(?:${PT_DAYS} (?:passad[oa]|que vem)|pr[óo]xim[oa] ${PT_DAYS})`),
      (m) => ({ weekday: /passad[oa]/iu.test(m[0]) ? "last" : "next" }),
    ],
  ],
  nl: [
    [phrase("eergisteren"), days(-2)],
    [phrase("overmorgen"), days(2)],
    // "over" is also "about" ("we hadden het over twee uur", "het gaat over twee uur", "ik deed er
    // over twee uur"), wherever it stands but first: only a clause that opens with it ("Over twee
    // uur vertrekt mijn trein", the verb second) counts from now.
    [
      phrase(String.raw`(?<=^|[.!?,;:]\s*)over ${count("nl")} (uur|uren|minuten|minuut|kwartier)`),
      counted("nl"),
      unless(),
    ],
    [phrase(`${count("nl")} (uur|minuten|minuut|kwartier) geleden`), counted("nl", -1), unless()],
    [phrase(String.raw`(?<=^|[.!?,;:]\s*)over een half uur`), () => ({ minutes: 30 })],
    [phrase("een half uur geleden"), () => ({ minutes: -30 })],
    [phrase("(?:vorig|afgelopen) weekend"), weeks(-1)],
    [phrase("dit weekend"), thisWeekend],
    [phrase("(?:volgend|komend) weekend"), words],
  ],
};

/** Portuguese weekdays, Sunday first ("segunda" is Monday, with or without "-feira"). */
const PT_WEEKDAYS = ["domingo", "segunda", "ter[cç]a", "quarta", "quinta", "sexta", "s[áa]bado"];

/** A count of any unit, from now ("daqui a dois meses") or back ("há duas semanas"): its own granularity. */
function period(language: Language, sign: number) {
  return (m: RegExpMatchArray): Meaning => {
    const n = sign * amount(language, m[1]);
    const unit = (m[2] ?? "").toLowerCase();
    if (/^(?:hora|min)/u.test(unit)) return { minutes: minutes(n, unit) };
    if (/^dia/u.test(unit)) return { days: n };
    if (/^semana/u.test(unit)) return { days: 7 * n };
    return /^m[eê]s/u.test(unit) ? { months: n } : { years: n };
  };
}

/** "na sexta-feira passada" (the last one before today), "na próxima sexta" (the first after it): days from `wall`. */
function ptWeekday(phrase: string, which: "last" | "next", wall: Date): number {
  const target = PT_WEEKDAYS.findIndex((d) => new RegExp(d, "iu").test(phrase));
  const today = wall.getUTCDay();
  return which === "last" ? -((today - target + 7) % 7 || 7) : (target - today + 7) % 7 || 7;
}

/** A count of hours or minutes (the count's group first, the unit's second): ahead, or back with `sign` −1. */
function counted(language: Language, sign = 1) {
  return (m: RegExpMatchArray): Meaning => {
    const back = sign < 0 || /\bago$/iu.test(m[0]);
    return { minutes: (back ? -1 : 1) * minutes(amount(language, m[1]), m[2]) };
  };
}

/** This weekend: this week's, or, in a past clause said Monday to Wednesday, the one just gone. */
function thisWeekend(): Meaning {
  return { weeks: 0, thisOne: true };
}

/** "half an hour ago", "half an hour from now". */
function half(m: RegExpMatchArray): Meaning {
  return { minutes: /ago$/iu.test(m[0]) ? -30 : 30 };
}

/**
 * The phrases of `text` in `language` (RELATIVE_DAY_WORDS), resolved against `wall` (the
 * reference as wall-clock time): a day, or a week for a weekend; `asWords` for those left as said.
 */
export function relativeDays(text: string, language: Language, wall: Date): Found[] {
  const found: Found[] = [];
  for (const [pattern, meaning, noTime] of RULES[language] ?? []) {
    for (const m of text.matchAll(pattern)) {
      const after = text.slice((m.index ?? 0) + m[0].length);
      const before = text.slice(0, m.index ?? 0);
      const read = noTime?.test(after) || NOT_A_TIME_BEFORE[language]?.test(before) ? "words" : meaning(m);
      const f = foundOf(m, justGone(read, text, m.index ?? 0, language, wall), wall);
      if (!overlaps(found, f)) found.push(f);
    }
  }
  return found;
}

/**
 * "Dieses Wochenende habe ich die Küche gestrichen", said Monday to Friday: the weekend just gone
 * (the reviewers' sentences had been given the coming week).
 */
function justGone(meaning: Meaning, text: string, index: number, language: Language, wall: Date): Meaning {
  if (meaning === "words" || !("thisOne" in meaning)) return meaning;
  const day = wall.getUTCDay();
  if (day < 1 || day > 5) return meaning;
  const sentence = sentenceAt(text, index);
  const past = language === "pt" ? PT_PAST.test(sentence) : dateWords(language).isPast(sentence);
  return past ? { weeks: -1 } : meaning;
}

function foundOf(m: RegExpMatchArray, meaning: Meaning, wall: Date): Found {
  const at = { index: m.index ?? 0, text: m[0] };
  if (meaning === "words") return { ...at, date: wall, granularity: "day", asWords: true };
  if ("months" in meaning || "years" in meaning) {
    const date = new Date(wall);
    if ("months" in meaning) date.setUTCMonth(date.getUTCMonth() + meaning.months, 1);
    else date.setUTCFullYear(date.getUTCFullYear() + meaning.years);
    return { ...at, date, granularity: "months" in meaning ? "month" : "year" };
  }
  if ("weeks" in meaning)
    return { ...at, date: new Date(wall.getTime() + 7 * meaning.weeks * DAY_MS), granularity: "week" };
  const shift =
    "weekday" in meaning
      ? ptWeekday(m[0], meaning.weekday, wall) * DAY_MS
      : "days" in meaning
        ? meaning.days * DAY_MS
        : meaning.minutes * 60_000;
  return { ...at, date: new Date(wall.getTime() + shift), granularity: "day" };
}
