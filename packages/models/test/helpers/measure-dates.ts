/**
 * Run in a fresh process: `node test/helpers/measure-dates.ts`. chrono-node's parsers alone against
 * `resolveDates` (the same parsers with our rules on top):
 * - the "when" questions of the tuning dev set (`eval/data/tuning`, never the held-out half): a
 *   question is resolved right when a date read from its evidence messages, against the time each
 *   was said, is the day or month of its reference answer (a range counts by its first day);
 * - a labelled set of date phrases in de, fr, es, it, nl, pt (the tuning set has none: 2,468 of its
 *   2,499 messages are English), written from each language's words for time, read on Wednesday
 *   2026-11-18: yesterday, last Friday, next Monday, two weeks ago, March ahead, since March, 3 May,
 *   last week (right when the day is in the week of 2026-11-09), tomorrow, and since 2026-11-29 the
 *   day before yesterday, the day after tomorrow, this morning and an hour ago (RELATIVE_DAY_WORDS);
 * - speed over every message of the tuning set, and the heap each adds once loaded.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type * as Chrono from "chrono-node";

const heapBefore = process.memoryUsage().heapUsed;
const chrono = await import("chrono-node");
const heapChrono = process.memoryUsage().heapUsed;
const { resolveDates } = await import("../../src/local/dates.ts");
const { detectLanguage } = await import("../../src/local/language.ts");
const heapRules = process.memoryUsage().heapUsed;

type Language = "en" | "de" | "fr" | "es" | "it" | "nl" | "pt";
const PARSERS: Record<Language, Chrono.Chrono> = {
  en: chrono.en.casual,
  de: chrono.de.casual,
  fr: chrono.fr.casual,
  es: chrono.es.casual,
  it: chrono.it.casual,
  nl: chrono.nl.casual,
  pt: chrono.pt.casual,
};
const pad = (n: number | null) => String(n ?? 1).padStart(2, "0");

/** chrono's reading of `text` as ISO dates, at the granularity it is certain of. */
function chronoDates(text: string, language: Language, at: Date, offset: number): string[] {
  return PARSERS[language].parse(text, { instant: at, timezone: offset }).map(({ start: s }) => {
    if (s.isCertain("day") || s.isCertain("weekday"))
      return `${s.get("year")}-${pad(s.get("month"))}-${pad(s.get("day"))}`;
    return s.isCertain("month") ? `${s.get("year")}-${pad(s.get("month"))}` : String(s.get("year"));
  });
}

const rulesDates = (text: string, language: Language, at: Date, offset: number) =>
  resolveDates(text, language, at, offset).dates.map((d) => d.iso);

const MONTHS = "january february march april may june july august september october november december".split(
  " ",
);
const MONTH = `(${MONTHS.join("|")})`;
/** The day or month of a reference answer ("Friday 14 March 2025", "18 to 20 November 2025"). */
function goldOf(answer: string): string | undefined {
  const a = answer.toLowerCase();
  const month = (name: string | undefined) => pad(MONTHS.indexOf(name ?? "") + 1);
  let m = new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?(?: to \\d{1,2})? ${MONTH} (\\d{4})`).exec(a);
  if (m) return `${m[3]}-${month(m[2])}-${pad(Number(m[1]))}`;
  m = new RegExp(`${MONTH} (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})`).exec(a);
  if (m) return `${m[3]}-${month(m[1])}-${pad(Number(m[2]))}`;
  m = new RegExp(`${MONTH} (\\d{4})`).exec(a);
  return m ? `${m[2]}-${month(m[1])}` : undefined;
}

const offsetOf = (timestamp: string) => {
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(timestamp);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
};

interface Message {
  message_id: string;
  timestamp: string;
  content: string;
}
interface Conversation {
  messages: Message[];
  questions: { kind: string; answer: string; evidence: string[] }[];
}

const tuning = fileURLToPath(new URL("../../../../eval/data/tuning/", import.meta.url));
const conversations = readdirSync(tuning)
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(`${tuning}${f}`, "utf8")) as Conversation);

/** How many "when" questions each reader resolves right from their evidence messages. */
function whenQuestions() {
  const right = { rules: 0, chrono: 0, total: 0 };
  for (const c of conversations) {
    const byId = new Map(c.messages.map((m) => [m.message_id, m]));
    for (const q of c.questions.filter((q) => q.kind === "when")) {
      const gold = goldOf(q.answer);
      if (!gold) continue;
      right.total++;
      const evidence = q.evidence.flatMap((id) => byId.get(id) ?? []);
      const read = (reader: typeof rulesDates) =>
        evidence.some((m) =>
          reader(m.content, detectLanguage(m.content), new Date(m.timestamp), offsetOf(m.timestamp)).includes(
            gold,
          ),
        );
      if (read(rulesDates)) right.rules++;
      if (read(chronoDates)) right.chrono++;
    }
  }
  return right;
}

const REFERENCE = new Date("2026-11-18T12:00:00Z");
const GOLD: Array<[string, "day" | "week" | "month"]> = [
  ["2026-11-17", "day"],
  ["2026-11-13", "day"],
  ["2026-11-23", "day"],
  ["2026-11-04", "day"],
  ["2027-03", "month"],
  ["2026-03", "month"],
  ["2027-05-03", "day"],
  ["2026-11-09", "week"],
  ["2026-11-19", "day"],
  // RELATIVE_DAY_WORDS (2026-11-29): the day before yesterday, the day after tomorrow, this morning, an hour ago.
  ["2026-11-16", "day"],
  ["2026-11-20", "day"],
  ["2026-11-18", "day"],
  ["2026-11-18", "day"],
];
/* biome-ignore format: one sentence per gold date, in its order */
const PHRASES: Partial<Record<Language, string[]>> = {
  de: ["Gestern war ich beim Arzt.", "Letzten Freitag bin ich umgezogen.", "Nächsten Montag fange ich an.", "Vor zwei Wochen habe ich geheiratet.", "Im März ziehe ich nach Wien.", "Seit März wohne ich in Köln.", "Am 3. Mai habe ich Geburtstag.", "Letzte Woche war ich krank.", "Morgen fliege ich nach Rom.", "Vorgestern habe ich gekündigt.", "Übermorgen fliege ich nach Oslo.", "Heute Morgen habe ich gekündigt.", "Vor einer Stunde habe ich gekündigt."],
  fr: ["Hier je suis allée au cinéma.", "Vendredi dernier j'ai déménagé.", "Lundi prochain je commence.", "Il y a deux semaines je me suis mariée.", "En mars je déménage à Lyon.", "J'habite ici depuis mars.", "Le 3 mai c'est mon anniversaire.", "La semaine dernière j'étais malade.", "Demain je pars à Rome.", "Avant-hier j'ai démissionné.", "Après-demain je pars à Oslo.", "Ce matin j'ai démissionné.", "Il y a une heure j'ai démissionné."],
  es: ["Ayer fui al médico.", "El viernes pasado me mudé.", "El próximo lunes empiezo.", "Hace dos semanas me casé.", "En marzo me mudo a Sevilla.", "Vivo aquí desde marzo.", "El 3 de mayo es mi cumpleaños.", "La semana pasada estuve enfermo.", "Mañana vuelo a Roma.", "Anteayer dejé mi trabajo.", "Pasado mañana vuelo a Oslo.", "Esta mañana dejé mi trabajo.", "Hace una hora dejé mi trabajo."],
  it: ["Ieri sono andata dal medico.", "Venerdì scorso ho traslocato.", "Lunedì prossimo comincio.", "Due settimane fa mi sono sposata.", "A marzo mi trasferisco a Roma.", "Abito qui da marzo.", "Il 3 maggio è il mio compleanno.", "La settimana scorsa ero malata.", "Domani volo a Roma.", "L'altro ieri mi sono licenziata.", "Dopodomani volo a Oslo.", "Stamattina mi sono licenziata.", "Un'ora fa mi sono licenziata."],
  nl: ["Gisteren ben ik naar de dokter geweest.", "Afgelopen vrijdag ben ik verhuisd.", "Volgende maandag begin ik.", "Twee weken geleden ben ik getrouwd.", "In maart verhuis ik naar Utrecht.", "Ik woon hier sinds maart.", "Op 3 mei ben ik jarig.", "Vorige week was ik ziek.", "Morgen vlieg ik naar Rome.", "Eergisteren heb ik ontslag genomen.", "Overmorgen vlieg ik naar Oslo.", "Vanochtend heb ik ontslag genomen.", "Een uur geleden heb ik ontslag genomen."],
  pt: ["Ontem fui ao médico.", "Na sexta-feira passada mudei de casa.", "Na próxima segunda-feira começo.", "Há duas semanas casei-me.", "Em março mudo-me para o Porto.", "Moro aqui desde março.", "No dia 3 de maio faço anos.", "Na semana passada estive doente.", "Amanhã voo para Roma.", "Anteontem pedi demissão.", "Depois de amanhã voo para Oslo.", "Esta manhã pedi demissão.", "Há uma hora pedi demissão."],
};

/** A date read right: the gold day or month; for a week, a day in it (chrono) or its Monday (ours). */
function isRight(iso: string | undefined, [gold, granularity]: [string, string]): boolean {
  if (!iso || granularity !== "week") return iso === gold;
  const day = Date.parse(iso);
  return iso.length === 10 && day >= Date.parse(gold) && day < Date.parse(gold) + 7 * 86_400_000;
}

function labelledPhrases() {
  const rows: Record<string, { rules: number; chrono: number; total: number }> = {};
  for (const [language, sentences] of Object.entries(PHRASES) as Array<[Language, string[]]>) {
    const row = { rules: 0, chrono: 0, total: sentences.length };
    sentences.forEach((text, i) => {
      const gold = GOLD[i] ?? ["", "day"];
      if (isRight(rulesDates(text, language, REFERENCE, 0)[0], gold)) row.rules++;
      if (isRight(chronoDates(text, language, REFERENCE, 0)[0], gold)) row.chrono++;
    });
    rows[language] = row;
  }
  return rows;
}

/** Microseconds per message over every message of the tuning set (two warm-up rounds). */
function speed(): { rules: number; chrono: number; messages: number } {
  const messages = conversations.flatMap((c) => c.messages);
  const read = messages.map((m) => ({
    ...m,
    language: detectLanguage(m.content),
    at: new Date(m.timestamp),
    offset: offsetOf(m.timestamp),
  }));
  const time = (reader: typeof rulesDates) => {
    for (let round = 0; round < 2; round++)
      for (const m of read) reader(m.content, m.language, m.at, m.offset);
    const started = performance.now();
    for (const m of read) reader(m.content, m.language, m.at, m.offset);
    return ((performance.now() - started) * 1000) / read.length;
  };
  const round = (n: number) => Math.round(n);
  return { rules: round(time(rulesDates)), chrono: round(time(chronoDates)), messages: read.length };
}

console.log(
  JSON.stringify(
    {
      when: whenQuestions(),
      phrases: labelledPhrases(),
      microsecondsPerMessage: speed(),
      heapMiB: {
        chrono: Number(((heapChrono - heapBefore) / 2 ** 20).toFixed(1)),
        rulesBesides: Number(((heapRules - heapChrono) / 2 ** 20).toFixed(1)),
      },
    },
    null,
    1,
  ),
);
