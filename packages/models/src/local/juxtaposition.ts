import { straightApostrophes } from "./junk.ts";
import type { Language } from "./language.ts";
import * as DE from "./languages/de/discourse.ts";
import * as EN_CHAT from "./languages/en/assistant-chat.ts";
import * as EN from "./languages/en/discourse.ts";
import * as ES from "./languages/es/discourse.ts";
import * as FR_CHAT from "./languages/fr/assistant-chat.ts";
import * as FR from "./languages/fr/discourse.ts";
import * as IT from "./languages/it/discourse.ts";
import { oneOf, opening, startingWith } from "./languages/patterns.ts";
import { isFirstPerson } from "./sentences.ts";

/**
 * A sentence made of two conjuncts, a statement about the person and then a question or a request
 * to the assistant: the question mark or the imperative belongs to the last conjunct only, so the
 * first one, in the first person and in declarative order, is a statement of its own.
 *
 * - DECLARATIVE_BEFORE_QUESTION: joined by "and", "but" or "so" ("I have two cats, but which
 *   plants are safe for them?").
 * - JUXTAPOSED_REQUEST: joined by a comma or a semicolon alone (asyndetic coordination, the
 *   everyday way of writing it in chat, in English and French alike): "I have a dentist
 *   appointment on Thursday, what should I ask?", "Je n'arrive pas à me lever tôt, tu as des
 *   astuces ?", "Mon frère se marie en août, aide-moi à écrire un discours.".
 *
 * What the statement then says is read like any other sentence: task talk ("I get an error when
 * I run the build, …") and bare conjuncts ("I don't understand, …") stay no fact.
 */

/** The first conjunct opens with a first-person subject or possessive (English, French, German). */
const FIRST_PERSON_OPENING = startingWith(
  "(?:i|i'm|i've|i'd|i'll|my|we|we're|we've|our)\\b",
  "(?:je|mon|ma|mes|nous|notre|nos)\\b",
  "j'(?=\\p{L})",
  "(?:ich|mein|meine|meinen|wir|unser|unsere)\\b",
);
/** Spanish and Italian drop the subject: the first conjunct's verb ending says its first person. */
const PRO_DROP: ReadonlySet<Language> = new Set(["es", "it"]);
/**
 * Question words of Spanish, German and Italian beside their discourse openers: the plural and
 * quantity forms, German's "wieso", "woher", a modal before "ich" ("soll ich").
 */
const OTHER_QUESTION_WORDS = [
  "cuáles",
  "cuánto",
  "cuánta",
  "cuántos",
  "cuántas",
  "welchen",
  "welchem",
  "wieso",
  "weshalb",
  "woher",
  "wohin",
  "(?:soll|sollte|muss|darf|kann) ich",
  "che",
  "come",
  "dove",
  "quando",
  "perché",
  "quanto",
  "quanti",
  "quante",
  "quanta",
];
/** French question words beside the openers every rule shares (plural and pronoun forms). */
const FR_QUESTION_WORDS = [
  "quels",
  "quelles",
  "que",
  "combien",
  "lequel",
  "laquelle",
  "lesquels",
  "lesquelles",
];
/** The conjunction between the two, when there is one. */
const CONJUNCTION = /^(?:and|but|so|et|mais|donc|alors)\s+/iu;
/**
 * How the last conjunct opens as a question: a question word, an auxiliary before its subject
 * ("can you", "should I", "is it"), "any" ("any tips?"), a French verb with its subject after a
 * hyphen ("peux-tu", "dois-je") or "tu"/"vous" in declarative order ("tu as des astuces ?").
 */
const QUESTION_OPENING = opening(
  oneOf([
    ...EN.QUESTION_OPENERS,
    ...FR.QUESTION_OPENERS,
    ...FR_QUESTION_WORDS,
    ...ES.QUESTION_OPENERS,
    ...DE.QUESTION_OPENERS,
    ...IT.QUESTION_OPENERS,
    ...OTHER_QUESTION_WORDS,
  ]),
  "(?:can|could|would|will|should|shall|do|does|did|is|are|was|were|have|has|may|might)\\s+(?:you|u|i|we|it|this|that|there|they|he|she)",
  "any",
  "\\p{L}+-(?:tu|vous|je|il|elle|on|t-il|t-elle)",
  "(?:tu|vous)",
);
/** How the last conjunct opens as a request: an imperative to the assistant ("help me", "aide-moi"). */
const REQUEST_OPENING = new RegExp(
  `^(?:(?:please|pls)\\s+)?${oneOf([
    ...EN_CHAT.REQUEST_VERBS,
    "recommend",
    "propose",
    ...FR_CHAT.REQUEST_VERBS,
    "\\p{L}+-(?:moi|nous)",
    // Imperatives with their clitic, as Spanish, Italian and German write them ("ayúdame", "dimmi", "hilf mir").
    "ayúdame|recomiéndame|dime|dame|explícame|sugiéreme|escríbeme|hazme",
    "aiutami|dimmi|consigliami|spiegami|suggeriscimi|scrivimi|fammi|dammi",
    "(?:hilf|gib|empfiehl|sag|schreib|erklär|erkläre|zeig) mir",
  ])}(?![\\p{L}'-])`,
  "iu",
);
/**
 * A question without its mark: a question word and the auxiliary before its subject (Quirk et al.
 * 11.14, inversion after a wh-element) say it as well ("I'm on Fedora, how do I install that").
 */
const WH_INVERSION =
  /^(?:how|what|which|where|when|why|who)\s+(?:[\p{L}-]+\s+)?(?:do|does|did|can|could|should|would|will|is|are|was|were)\s+(?:i|you|u|we|it|they|he|she)\b/iu;
const CONJUNCT_BREAK = /\s*[,;]\s+/gu;

/** How much of the last conjunct its opening is read from. */
const OPENING_LENGTH = 80;

/**
 * A question opened by its inverted mark, as Spanish writes it ("Tengo una hija de 3 años, ¿qué
 * libros me recomiendas?": the "¿" says where the question starts).
 */
const INVERTED_QUESTION_MARK = /^¿/u;

/** The first conjunct of `sentence` as a statement ("I have two cats."), or undefined. */
export function declarativeBeforeRequest(sentence: string, language: Language = "en"): string | undefined {
  const text = straightApostrophes(sentence).trim();
  const proDrop = PRO_DROP.has(language);
  if (!proDrop && !FIRST_PERSON_OPENING.test(text)) return undefined;
  const question = text.endsWith("?");
  const firstQuestionMark = text.indexOf("?");
  // Each gap reads only the opening after it: linear in the sentence, however many commas it has.
  for (const gap of text.matchAll(CONJUNCT_BREAK)) {
    if (firstQuestionMark >= 0 && firstQuestionMark < gap.index) return undefined;
    const after = gap.index + gap[0].length;
    const opening = text.slice(after, after + OPENING_LENGTH);
    const joined = CONJUNCTION.exec(opening);
    const last = joined ? opening.slice(joined[0].length) : opening;
    // Joined by "and"/"but"/"so", the last conjunct is the question when it holds the only "?".
    const asks =
      INVERTED_QUESTION_MARK.test(last) ||
      (question &&
        (QUESTION_OPENING.test(last) || (joined !== null && firstQuestionMark === text.length - 1))) ||
      (firstQuestionMark < 0 && WH_INVERSION.test(last));
    if (!asks && !REQUEST_OPENING.test(last)) continue;
    const first = sentence.trim().slice(0, gap.index);
    // Spanish and Italian: only a first conjunct in the first person, by its verb or pronoun.
    if (proDrop && !isFirstPerson(first, language)) return undefined;
    return `${first}.`;
  }
  return undefined;
}
