/**
 * The personal pronouns of each language the rules read, from the pronoun tables of its grammar
 * (not from the words of any conversation): who a sentence is about or speaks to.
 */

export interface Pronouns {
  /** First person singular: the speaker alone ("I", "my"). */
  singular: readonly string[];
  /** First person plural: the speaker and others ("we", "our"); in a group, the group. */
  plural: readonly string[];
  /** Second person, singular and plural. */
  second: readonly string[];
  /** Words that address the members of a group ("anyone", "everyone", "guys"). */
  members: readonly string[];
}

const PRONOUNS: Record<string, Pronouns> = {
  en: {
    singular: ["i", "i'm", "i've", "i'll", "i'd", "me", "my", "mine", "myself"],
    plural: ["we", "we're", "we've", "we'll", "we'd", "us", "let's", "our", "ours", "ourselves"],
    second: [
      "you",
      "you're",
      "you've",
      "you'll",
      "you'd",
      "your",
      "yours",
      "yourself",
      "yourselves",
      "y'all",
      "u",
      "ur",
    ],
    members: ["everyone", "everybody", "anyone", "anybody", "guys", "folks"],
  },
  fr: {
    singular: ["je", "j'", "me", "m'", "moi", "mon", "ma", "mes"],
    plural: ["nous", "notre", "nos", "nôtre", "nôtres", "on"],
    second: ["tu", "te", "t'", "toi", "ton", "ta", "tes", "vous", "votre", "vos", "vôtre"],
    members: ["quelqu'un"],
  },
  de: {
    singular: ["ich", "mich", "mir", "mein", "meine", "meinen", "meinem", "meiner", "meines"],
    plural: ["wir", "uns", "unser", "unsere", "unseren", "unserem", "unserer", "unseres"],
    second: [
      ...["du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines"],
      ...["euch", "euer", "eure", "euren", "eurem", "eurer"],
    ],
    members: ["jemand", "leute"],
  },
  es: {
    singular: ["yo", "me", "mí", "mi", "mis", "conmigo"],
    plural: ["nosotros", "nosotras", "nos", "nuestro", "nuestra", "nuestros", "nuestras"],
    second: [
      ...["tú", "ti", "te", "tu", "tus", "contigo", "usted", "ustedes"],
      ...["vosotros", "vosotras", "os", "vuestro", "vuestra", "vuestros", "vuestras"],
    ],
    members: ["alguien"],
  },
  nl: {
    singular: ["ik", "mij", "me", "mijn"],
    plural: ["wij", "we", "ons", "onze"],
    second: ["jij", "je", "jou", "jouw", "jullie", "u", "uw"],
    members: ["iedereen"],
  },
};

/** Words with their elided pronoun kept ("j'habite" → "j'", "habite"; "we're" stays whole). */
function pronounWords(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .replace(/[’`]/g, "'")
      .match(/\p{L}+(?:'\p{L}+)?|\p{L}'/gu) ?? [];
  return words.flatMap((w) => {
    const elided = /^([jmtlcnsd]'|qu')(\p{L}+)$/u.exec(w);
    return elided?.[1] && elided[2] ? [elided[1], elided[2]] : [w];
  });
}

/** The pronoun table of `language`, none for a language the rules do not read. */
export const pronounsOf = (language: string): Pronouns | undefined => PRONOUNS[language];

/** Whether `text` has a word of `list` (pronoun words: "j'habite" reads as "j'" and "habite"). */
export function hasPronoun(text: string, list: readonly string[]): boolean {
  const words = new Set(pronounWords(text));
  return list.some((w) => words.has(w));
}
