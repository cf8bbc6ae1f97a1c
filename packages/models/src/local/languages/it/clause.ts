import { unicodeBoundaries } from "../../../text/regex.ts";
import { oneOf } from "../patterns.ts";
import { MONTHS } from "./dates.ts";

/**
 * Italian fragments. From the closed classes of Italian grammar (Maiden and Robustelli, "A
 * Reference Grammar of Modern Italian", 2nd ed.: subject pronouns ch. 7, possessives ch. 6,
 * coordinating conjunctions ch. 19). Words another rule language spells alike are left out where
 * the lists are merged across languages (junk.ts): "mia" (the English name Mia: "Mia called." would
 * be a fragment), "e" and "ma" at the end ("vitamin e", "love you ma").
 */

/** Verbs that say nothing without their complement after "io" ("Io abito.", "Io penso."). */
export const NEEDS_COMPLEMENT = ["abito", "sono", "ho", "vado", "faccio", "penso", "credo"];
/** Subjects before such a verb. */
export const FIRST_PERSON_SUBJECTS = ["io", "noi"];
/** Possessives before a lone noun: "Mio padre." */
export const POSSESSIVES = ["mio", "miei", "mie"];
/** Conjunctions a sentence cut off before its second half ends with ("… però"). */
export const CONJUNCTIONS = ["però", "eppure"];
/**
 * Where one sentence holds two first-person clauses: "Mi chiamo Giulia e vivo a Torino". Italian
 * drops the subject, so the verb after "e", "ma" or "però" opens the second clause.
 */
export const CLAUSE_SPLIT =
  /(?:\s*,\s*|\s+)(?:e|ma|però)\s+(?=(?:io|mi|mio|mia|miei|mie|ho|sono|abito|vivo|lavoro|studio|non)\b)|\s*;\s*/iu;

/**
 * Italian drops the pronoun too: its first-person pronouns and possessives, the first person plural
 * of every verb ("-iamo": "ci sposiamo"), and the first person singular of "essere", "avere", the
 * irregular verbs and the verbs of where one lives, works and studies; only in Italian ("sono" is
 * also "they are"; "ho", "mi" and "so" are words elsewhere).
 */
const FIRST_PERSON_WORDS = [
  // pronouns and possessives
  "io",
  "mi",
  "me",
  "mio",
  "mia",
  "miei",
  "mie",
  "noi",
  "nostro",
  "nostra",
  "nostri",
  "nostre",
  // the first person plural of every verb
  "\\p{L}+iamo",
  // "essere", "avere", irregular verbs, where one lives, works and studies
  "sono",
  "ero",
  "ho",
  "avevo",
  "vado",
  "faccio",
  "sto",
  "devo",
  "posso",
  "voglio",
  "vengo",
  "esco",
  "so",
  "abito",
  "abitavo",
  "vivo",
  "vivevo",
  "lavoro",
  "lavoravo",
  "studio",
  "studiavo",
  // a negated verb in the first person singular present, which ends in -o ("non mangio", "non bevo")
  "non \\p{L}+o",
];
/** "Ci sposiamo", "ho due figli", "mio padre": the speaker (or "we") in Italian. */
export const FIRST_PERSON = unicodeBoundaries(new RegExp(`\\b${oneOf(FIRST_PERSON_WORDS)}\\b`, "iu"));

/**
 * The first person singular present of everyday verbs that are nouns too ("il gioco", "l'inizio",
 * "il viaggio", "la guida"): a verb only where a clause opens with it, since an Italian noun there
 * takes its article (Maiden and Robustelli: the regular present in -o, and the article).
 */
export const EVERYDAY_VERBS = [
  "gioco",
  "inizio",
  "comincio",
  "corro",
  "nuoto",
  "suono",
  "cucino",
  "leggo",
  "insegno",
  "guido",
  "frequento",
  "pratico",
  "cammino",
  "viaggio",
  "torno",
  "parto",
  "dormo",
  "mangio",
  "bevo",
  "ascolto",
  "seguo",
];
/** A month named after its preposition, with the year the dates add ("a marzo 2027", "da gennaio"). */
export const MONTH_LEAD = `(?:a|ad|in|da|dal|a fine|a inizio|a metà) ${oneOf(MONTHS)}(?: \\d{4})?`;
/** PRO_DROP_OPENING: "Gioco a calcio", "A marzo 2027 inizio un nuovo lavoro": the verb opens the clause. */
export const FIRST_PERSON_OPENING = unicodeBoundaries(
  new RegExp(`^(?:${MONTH_LEAD},?\\s+)?${oneOf(EVERYDAY_VERBS)}\\b`, "iu"),
);
