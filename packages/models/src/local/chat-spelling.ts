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

export function standardSpelling(text: string): string {
  return text
    .replace(NEGATIONS, (_, stem: string) => `${stem}n't`)
    .replace(PRONOUNS, (word) => {
      const standard = PRONOUN_FORMS[word.toLowerCase()] ?? word;
      return /^\p{Lu}/u.test(word) || standard.startsWith("I") ? capitalise(standard) : standard;
    })
    .replace(LOWER_I, "I");
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
