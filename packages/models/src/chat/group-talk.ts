import { isPersonalStatement } from "../local/junk.ts";

/**
 * What a member says to a group chat that is no statement about themself, read from the personal
 * pronouns of each language (the pronoun tables of its grammar, not words of any conversation).
 * Used by the chat import for the user's own facts in a group chat (three or more people).
 */

interface Pronouns {
  /** First person singular: the speaker alone ("I", "my"). */
  singular: readonly string[];
  /** First person plural: the speaker and others ("we", "our"); in a group, the group. */
  plural: readonly string[];
  /** Second person, singular and plural, and the words that address a whole group. */
  addressed: readonly string[];
}

const PRONOUNS: Record<string, Pronouns> = {
  en: {
    singular: ["i", "i'm", "i've", "i'll", "i'd", "me", "my", "mine", "myself"],
    plural: ["we", "we're", "we've", "we'll", "we'd", "us", "let's", "our", "ours", "ourselves"],
    addressed: [
      ...["you", "you're", "you've", "you'll", "you'd", "your", "yours", "yourself", "yourselves"],
      ...["y'all", "u", "ur", "everyone", "everybody", "anyone", "anybody", "guys", "folks"],
    ],
  },
  fr: {
    singular: ["je", "j'", "me", "m'", "moi", "mon", "ma", "mes"],
    plural: ["nous", "notre", "nos", "nôtre", "nôtres", "on"],
    addressed: ["tu", "te", "t'", "toi", "ton", "ta", "tes", "vous", "votre", "vos", "vôtre", "quelqu'un"],
  },
  de: {
    singular: ["ich", "mich", "mir", "mein", "meine", "meinen", "meinem", "meiner", "meines"],
    plural: ["wir", "uns", "unser", "unsere", "unseren", "unserem", "unserer", "unseres"],
    addressed: [
      ...["du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines"],
      ...["euch", "euer", "eure", "euren", "eurem", "eurer", "jemand", "leute"],
    ],
  },
  es: {
    singular: ["yo", "me", "mí", "mi", "mis", "conmigo"],
    plural: ["nosotros", "nosotras", "nos", "nuestro", "nuestra", "nuestros", "nuestras"],
    addressed: [
      ...["tú", "ti", "te", "tu", "tus", "contigo", "usted", "ustedes"],
      ...["vosotros", "vosotras", "os", "vuestro", "vuestra", "vuestros", "vuestras", "alguien"],
    ],
  },
  nl: {
    singular: ["ik", "mij", "me", "mijn"],
    plural: ["wij", "we", "ons", "onze"],
    addressed: ["jij", "je", "jou", "jouw", "jullie", "u", "uw", "iedereen"],
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

/**
 * Why a statement of the user's in a group chat speaks for or to the group rather than about the
 * user, or undefined when it may be about them:
 * - WE_FOR_THE_GROUP: first person plural and no singular ("We'll meet at the station at 6"):
 *   in a group, "we" is the group, or some of it, not the person.
 * - ADDRESSED_TO_THE_GROUP: the second person or a word addressing the members ("I'll send you
 *   the slides", "Does anyone have a charger?").
 * - NOT_ABOUT_THEMSELF: a group talks about its own business, as a task session with an assistant
 *   does; only a statement that opens by saying who the person is, where they live or work, what
 *   they have or like (the assistant chat's personal statements) is theirs.
 */
export function groupTalk(text: string, language: string): string | undefined {
  // A language without a pronoun table here: no rule reads it.
  const pronouns = PRONOUNS[language];
  if (!pronouns) return undefined;
  const words = new Set(pronounWords(text));
  const has = (list: readonly string[]) => list.some((w) => words.has(w));
  if (has(pronouns.addressed)) return "ADDRESSED_TO_THE_GROUP";
  if (has(pronouns.plural) && !has(pronouns.singular)) return "WE_FOR_THE_GROUP";
  if (!isPersonalStatement(text)) return "NOT_ABOUT_THEMSELF";
  return undefined;
}
