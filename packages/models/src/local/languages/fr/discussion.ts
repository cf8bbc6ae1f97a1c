import { oneOf, rx } from "../patterns.ts";

/**
 * French, a member of a group chat on the matter the group discusses (ON_THE_MATTER, as in
 * English): a stance on a proposal, or a statement that points into the thread.
 */

const DEGREE = oneOf([
  "pas",
  "plutôt",
  "tout à fait",
  "totalement",
  "assez",
  "très",
  "vraiment",
  "complètement",
  "aussi",
  "toujours",
]);
/** Being for, against, convinced or agreed (Grevisse, Le Bon Usage § 358, adjectifs et locutions attributs). */
const STANCE_WORDS = oneOf([
  "d'accord",
  "convaincue?s?",
  "partante?s?",
  "favorables?",
  "ouverte?s? à",
  "pour (?:la|le|les|l'|ce|cette|cet|ces|ça)",
  "contre (?:la|le|les|l'|ce|cette|cet|ces|ça)",
]);
const STANCE_OF_ONE = rx`^je (?:ne |n')?(?:suis|serais) (?:${DEGREE} )*${STANCE_WORDS}`;
const ONES_VOTE = rx`^(?:mon|ma) (?:vote|avis|position|préférence) (?:est|serait|c'est)\b`;
export const STANCE_ON_A_PROPOSAL = [STANCE_OF_ONE, ONES_VOTE];

/** Nouns of the discourse and of the matter at hand, as in English ("cette remarque", "ce point", "cette partie du code"). */
const DISCOURSE_NOUNS = oneOf([
  "remarques?",
  "commentaires?",
  "points?",
  "questions?",
  "réponses?",
  "messages?",
  "fils?",
  "discussions?",
  "sujets?",
  "idées?",
  "propositions?",
  "parties?",
  "aspects?",
  "sections?",
  "chapitres?",
  "étapes?",
  "cas",
  "exemples?",
  "trucs?",
  "choses?",
  "contexte",
]);
/** "ce point", "cette partie du code", "ces étapes"; "ici" after a clause of the task ("quoi chercher ici"). */
const DEMONSTRATIVE = `\\b(?:ce|cet|cette|ces) (?:\\p{L}+ )?${DISCOURSE_NOUNS}\\b`;
const ICI_IN_THE_TASK = "\\b(?:quoi|que|comment|où|pourquoi|à \\p{L}+er)\\b[^.!?,;]{0,40}\\bici";
export const POINTING_AT_THE_THREAD = [
  rx`^(?=[^.!?,;]*\b(?:je|j'))[^.!?,;]*${DEMONSTRATIVE}`,
  rx`${ICI_IN_THE_TASK}\s*[.!?…]*$`,
];

export const ON_THE_MATTER = [...STANCE_ON_A_PROPOSAL, ...POINTING_AT_THE_THREAD];
