import type { Gender } from "./gender.ts";
import { toThirdPersonVerbSecond, type VerbSecondGrammar } from "./verb-second.ts";

/**
 * A German fact in the first person rewritten about its subject in the third person, for a German
 * bio: "Ich wohne in Berlin." → "Anna wohnt in Berlin.", "Seit 2019 lerne ich Japanisch." → "Seit
 * 2019 lernt Anna Japanisch.", "Meine Schwester wohnt in Hamburg." → "Annas Schwester wohnt in
 * Hamburg.". What the rewrite cannot say without a guess (a pronoun or a possessive whose form
 * depends on the user's gender, "sein" or "ihr", "ihn" or "sie"; "wir", "uns", "unser") is no
 * sentence (null): a bio says less rather than something wrong.
 */

/** First persons whose third person no ending gives: sein, haben, werden, wissen, tun, the modals (Duden-Grammatik). */
const IRREGULAR: Record<string, string> = {
  bin: "ist",
  habe: "hat",
  hab: "hat",
  werde: "wird",
  weiß: "weiß",
  tue: "tut",
  kann: "kann",
  muss: "muss",
  will: "will",
  darf: "darf",
  soll: "soll",
  mag: "mag",
  möchte: "möchte",
  würde: "würde",
  wäre: "wäre",
};

/** Strong verbs whose vowel changes in the second and third person singular present (Duden-Grammatik). */
const VOWEL_CHANGE: Record<string, string> = {
  fahre: "fährt",
  lese: "liest",
  spreche: "spricht",
  esse: "isst",
  gebe: "gibt",
  nehme: "nimmt",
  sehe: "sieht",
  laufe: "läuft",
  schlafe: "schläft",
  trage: "trägt",
  helfe: "hilft",
  treffe: "trifft",
  halte: "hält",
  lasse: "lässt",
  vergesse: "vergisst",
  empfehle: "empfiehlt",
  werfe: "wirft",
  wachse: "wächst",
  fange: "fängt",
  falle: "fällt",
  gefalle: "gefällt",
  backe: "bäckt",
  lade: "lädt",
  rate: "rät",
  brate: "brät",
  trete: "tritt",
  messe: "misst",
  breche: "bricht",
  stehle: "stiehlt",
  gelte: "gilt",
  sterbe: "stirbt",
  werbe: "wirbt",
  wasche: "wäscht",
  schlage: "schlägt",
  stoße: "stößt",
};
/** Prefixes a strong verb keeps in the first person of a main clause ("ich erhalte" → "erhält"). */
const PREFIXES = ["", "be", "er", "ent", "ver", "zer", "ge", "unter", "über", "wider"];
/**
 * Verbs whose present stem ends in "t": their first person "-te" is the present ("ich arbeite" →
 * "arbeitet"). Any other first person in "-te" is a weak preterite ("ich wohnte"), which the third
 * person shares.
 */
const T_STEMS = new Set([
  "arbeite",
  "warte",
  "starte",
  "teste",
  "bitte",
  "leite",
  "rette",
  "miete",
  "biete",
  "reite",
  "gestalte",
  "unterrichte",
  "beobachte",
  "achte",
  "richte",
  "antworte",
  "bereite",
  "berichte",
  "streite",
  "verbreite",
  "begleite",
  "betrachte",
  "fürchte",
  "heirate",
  "verwalte",
  "veranstalte",
  "bearbeite",
  "leiste",
  "koste",
  "faste",
  "bete",
  "chatte",
  "poste",
  "texte",
  "rüste",
  "zelte",
  "schalte",
]);
/** A t-stem's first person, also with a prefix ("vermiete", "bearbeite"). */
const isTStem = (verb: string) =>
  PREFIXES.some((prefix) => verb.startsWith(prefix) && T_STEMS.has(verb.slice(prefix.length)));

/**
 * The third person singular of a German first person singular, present or preterite: "-e" → "-t"
 * ("wohne" → "wohnt"), "-et" after a "t" or "d" stem and after a consonant with "m" or "n"
 * ("arbeite" → "arbeitet", "rede" → "redet", "atme" → "atmet"), "-elt" for "-le" after a
 * consonant ("sammle" → "sammelt"); the vowel changes of the strong verbs; a weak preterite
 * ("wohnte", "arbeitete") and a strong one ("ging", "war") stay. Null for what is no such form.
 */
export function thirdPersonOfDe(verb: string): string | null {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular;
  for (const prefix of PREFIXES) {
    const changed = lower.startsWith(prefix) ? VOWEL_CHANGE[lower.slice(prefix.length)] : undefined;
    if (changed) return `${prefix}${changed}`;
  }
  if (!/e$/u.test(lower))
    return /^(?:war|ging|kam|hatte|wurde|blieb|fuhr|sah|las|aß)$/u.test(lower) ? lower : null;
  if (/te$/u.test(lower) && !isTStem(lower)) return lower;
  const stem = lower.slice(0, -1);
  // "-le" after a consonant ("lächle", "sammle"); not after a lengthening h ("fühle" → "fühlt").
  if (/(?:[^aeiouäöülrh]|[cs]h)l$/u.test(stem)) return `${stem.slice(0, -1)}elt`;
  if (/[td]$|(?:[^aeiouäöülrhmn]|[cs]h)[mn]$/u.test(stem)) return `${stem}et`;
  return `${stem}t`;
}

/** A pronoun of the first person left after the rewrite: its third person needs the user's gender or is a group. */
const FIRST_PERSON_LEFT =
  /(?<!\p{L})(?:ich|mich|mir|mein(?:e[mnrs]?)?|wir|uns|unser(?:e[mnrs]?)?)(?!\p{L})/iu;

/** "Annas", "Hans'": the genitive of a name before its noun. */
export function genitiveOf(name: string): string {
  return /[sßxz]$/u.test(name) ? `${name}'` : `${name}s`;
}

/** Lower-case words ending in "-e" after "und" that are no verb: determiners, pronouns, adverbs, adjectives. */
const NO_PREDICATE = new Set(
  "eine keine seine ihre deine diese jede jene welche solche manche alle beide viele wenige einige andere mehrere die ohne gerne lange heute müde leise böse weise nahe ganze halbe".split(
    " ",
  ),
);

/** German for the verb-second writer (verb-second.ts). */
const GERMAN: VerbSecondGrammar = {
  pronoun: "Ich",
  reflexive: "mich|mir",
  reflexiveThird: "sich",
  thirdPersonOf: thirdPersonOfDe,
  irregular: IRREGULAR,
  // Conjunctions, particles and pronouns that may stand before "ich" and are no verb ("so wie ich …").
  notAVerb:
    "(?:und|aber|oder|denn|sondern|dass|weil|wenn|als|ob|obwohl|bevor|nachdem|während|seit|seitdem|bis|damit|sodass|wie|wo|was|wer|die|der|das|ohne|ehe)",
  // A preposition, a time word, a number ("Seit 2019", "Jeden Morgen").
  adverbialFront:
    /^(?:\d|(?:seit|im|am|um|in|an|auf|vor|nach|bei|mit|von|zum|zur|bis|ab|während|wegen|für|durch|über|unter|als|letztes|letzten|letzte|nächstes|nächsten|nächste|jeden|jede|jedes|heute|gestern|morgen|früher|damals|dann|jetzt|inzwischen|manchmal|oft|immer|meistens|eigentlich|leider|zweimal|dreimal|einmal|montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|morgens|abends|nachts|mittags|dieses jahr|diesen sommer|diesen winter|diesen monat|diese woche|dieses wochenende)(?!\p{L}))/iu,
  coordinators: "und|aber|oder|sondern",
  // German writes nouns with a capital: a lower-case word in "-e" may be the verb ("und wohne") or
  // an inflected adjective ("und klassische Musik"), which only a dictionary tells apart.
  mayBeVerb: (word) => /e$/u.test(word) && !NO_PREDICATE.has(word),
  possessiveOpening: /^Meine? (?=\p{Lu})/u,
  genitiveOf,
  firstPersonLeft: FIRST_PERSON_LEFT,
  ownedBy: (text, gender) =>
    text.replace(/(?<!\p{L})([Mm])ein(e[mnrs]?)?(?!\p{L})/gu, (_w, m: string, ending = "") => {
      const own = gender === "f" ? "ihr" : "sein";
      return `${m === "M" ? own.charAt(0).toUpperCase() + own.slice(1) : own}${ending}`;
    }),
};

/** The sentence about `subject` in the third person, or null when it cannot be said without a guess. */
export function toThirdPersonDe(
  sentence: string,
  subject: string,
  named: boolean,
  gender: Gender | null = null,
): string | null {
  return toThirdPersonVerbSecond(sentence, subject, named, GERMAN, gender);
}

/** The user's name from a German identity fact ("Ich heiße Anna", "Mein Name ist Anna"). */
export const GERMAN_NAME_FACT =
  /(?<!\p{L})(?:[Ii]ch heiße|[Mm]ein (?:Vor)?[Nn]ame ist)\s+(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?)/u;
