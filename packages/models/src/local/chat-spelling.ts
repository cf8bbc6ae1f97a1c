import { HEDGE_ADJECTIVES, HEDGE_DEGREE } from "./languages/en/clause.ts";
import { oneOf } from "./languages/patterns.ts";

/**
 * English chat spelling read as the words it stands for: "i dont even want it" → "I don't even
 * want it", "im tired" → "I'm tired", "havent smoked" → "haven't smoked". Every rule after this
 * (third person, a dropped subject, fillers) knows the standard spelling only, so "i dont" had
 * become "Callum dont". Only forms that are no other English word: "ill", "its", "well", "were",
 * "id", "hell", "lets" and "shell" stay as written.
 */
const NEGATIONS = /\b(do|does|did|ca|could|would|should|is|was|are|were|have|has|had|wo|must|need)nt\b/giu;
const PRONOUN_FORMS: Record<string, string> = {
  im: "I'm",
  ive: "I've",
  youre: "you're",
  theyre: "they're",
  thats: "that's",
  whats: "what's",
  shes: "she's",
  theres: "there's",
};
const PRONOUNS = /\b(?:im|ive|youre|theyre|thats|whats|shes|theres)\b/giu;
/** "i" alone or before its contraction ("i'm"), not "i.e." nor a list's "i)". */
const LOWER_I = /(?<![\p{L}\p{N}.'’-])i(?=$|[\s,;:!?"”]|['’]\p{L})/gu;

/**
 * TRANSPOSED_HEDGE: a hedge adjective after "I'm" typed with two neighbouring letters swapped
 * ("I'm worreid the …", "I'm pretty suer …"), the commonest single typing error (Damerau 1964, "A
 * technique for computer detection and correction of spelling errors"): read as the adjective, so
 * ADJECTIVE_HEDGE sees it. Only these adjectives, only after "I'm" or "I am".
 */
const TRANSPOSED: ReadonlyMap<string, string> = new Map(
  HEDGE_ADJECTIVES.flatMap((word) =>
    [...word.slice(1)].map(
      (_, i) => [`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`, word] as const,
    ),
  ).filter(([typo, word]) => typo !== word),
);
const AFTER_I_AM = new RegExp(String.raw`\b(I(?:['’]m| am)\s+(?:${oneOf(HEDGE_DEGREE)}\s+)*)(\p{L}+)`, "giu");

/**
 * COMMENT_CLAUSE_COMMA: a comment clause closing a sentence ("Good, I think.", Quirk et al. 15.54)
 * is set off by a comma that chat leaves out ("Good I think", "moving to Lisbon I guess"): written
 * back, so the rules that read comment clauses see it. Not after a word that makes "I think" the
 * clause's own part ("what I think", "than I thought", "so do I"), and only before the sentence's
 * end (a chat particle may follow).
 */
const MAKES_IT_THE_CLAUSES_PART = [
  "what",
  "that",
  "which",
  "who",
  "whom",
  "than",
  "as",
  "so",
  "if",
  "because",
  "how",
  "when",
  "where",
  "why",
  "do",
  "don't",
  "did",
  "didn't",
  "and",
  "but",
  "or",
  "more",
  "less",
  "not",
];
const COMMENT_WITHOUT_COMMA = new RegExp(
  String.raw`(?<=[\p{L}\d])(?<!\b${oneOf(MAKES_IT_THE_CLAUSES_PART)})\s+(?=I (?:think|guess|suppose|reckon)(?:\s+(?:lol|tbh|haha+))?\s*(?:[.!?…]+(?:\s|$)|$))`,
  "giu",
);

export function standardSpelling(text: string): string {
  return text
    .replace(NEGATIONS, (_, stem: string) => `${stem}n't`)
    .replace(PRONOUNS, (word) => {
      const standard = PRONOUN_FORMS[word.toLowerCase()] ?? word;
      return /^\p{Lu}/u.test(word) || standard.startsWith("I") ? capitalise(standard) : standard;
    })
    .replace(LOWER_I, "I")
    .replace(COMMENT_WITHOUT_COMMA, ", ")
    .replace(AFTER_I_AM, (whole, lead: string, word: string) => {
      const meant = TRANSPOSED.get(word.toLowerCase());
      return meant ? `${lead}${meant}` : whole;
    });
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
