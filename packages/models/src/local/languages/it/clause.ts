import { unicodeBoundaries } from "../../../text/regex.ts";
import { oneOf } from "../patterns.ts";

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
