import { isNotAName } from "./entities.ts";
import { oneOf } from "./languages/patterns.ts";

/** A leading "he"/"she" named by the one person the context names. */

const LEADING_PRONOUN = /^(?:he|she)(?:'s|'ll|'d| is| was| has| had)?\b/iu;
const CONTRACTED = { s: "is", ll: "will", d: "would" } as Record<string, string>;
const PARTICIPLE_NEXT =
  /^\s+(?:(?:already|just|never|always|finally|also|really)\s+)?(?:been|got|gotten|gone|done|made|had|seen|taken|given|known|told|left|found|\p{L}+ed)\b/iu;
const NOT_A_PERSON_WORDS = [
  "I",
  "Im",
  "Ok",
  "Okay",
  "Yes",
  "No",
  "Oh",
  "Haha",
  "Lol",
  "Please",
  "Thanks",
  "Thank",
  "Sorry",
  "Well",
  "So",
  "But",
  "And",
  "Also",
  "Then",
  "Hi",
  "Hey",
  "Hello",
  "Maybe",
  "Just",
  "Really",
  "Sure",
  "Good",
  "Great",
  "Nice",
  "Wow",
  "Yeah",
  "Is",
  "Are",
  "Was",
  "Were",
  "Do",
  "Does",
  "Did",
  "Has",
  "Have",
  "Had",
  "Can",
  "Could",
  "Will",
  "Would",
  "Should",
  "What",
  "How",
  "When",
  "Where",
  "Why",
  "Who",
  "Which",
  "Happy",
  "Merry",
  "Congrats",
  "Congratulations",
  "Love",
  "Dear",
  "Bye",
  "Night",
  "Morning",
  "Welcome",
  "Cheers",
  "Hope",
  "Let",
  "Look",
  "Guess",
  "Poor",
  "Lucky",
  "Same",
  "Exactly",
  "Absolutely",
  "Definitely",
  "Perfect",
  "Amazing",
  "Awesome",
  "Cool",
  "Fine",
  "Right",
  "True",
  "Totally",
  "Honestly",
  "Seriously",
  "Anyway",
  "Btw",
];
/** Capitalised words that open a sentence and are no one: answers, fillers, a question's first word. */
const NOT_A_PERSON = new RegExp(`^${oneOf(NOT_A_PERSON_WORDS)}$`, "");
/** A capitalised word after one of these is a place ("in Bengaluru"), not a person a pronoun stands for. */
const PLACE_PREPOSITION = /\b(?:in|at|to|from|near|into|via|of|around|across)\s+$/iu;

/** The alternatives of `PERSON_OF`, one a line. */
const PERSON_OF_WORDS = [
  "mum",
  "mom",
  "mother",
  "dad",
  "father",
  "parents",
  "sister",
  "brother",
  "wife",
  "husband",
  "partner",
  "boyfriend",
  "girlfriend",
  "friend",
  "boss",
  "son",
  "daughter",
  "kids?",
  "baby",
  "nephew",
  "niece",
  "aunt",
  "auntie",
  "uncle",
  "cousin",
  "grandma",
  "grandmother",
  "grandpa",
  "grandfather",
  "nan",
  "gran",
  "colleague",
  "fiancée?",
  "team",
  "family",
];
/** A name's person ("Niamh's mum", "Tariq's wife"), named or not ("Doug's nephew Liam"). */
const PERSON_OF = new RegExp(
  String.raw`^'s\s+(?:\p{Ll}+\s+)?(?:${PERSON_OF_WORDS.join("|")})\b(\s+\p{Lu}\p{Ll}+)?`,
  "u",
);
/** "what does leila think?", "what did sam say": a person's view asked for, the name in lower case. */
const ASKED_WHAT_SOMEONE_THINKS =
  /\b(?:what|how)\s+(?:does|did|do|would|will)\s+(\p{Ll}{3,})\s+(?:think|feel|say|reckon|want)\b/gu;
const NOT_SOMEONE_WORDS = [
  "she",
  "him",
  "her",
  "they",
  "them",
  "you",
  "your",
  "his",
  "the",
  "that",
  "this",
  "it",
  "its",
  "everyone",
  "everybody",
  "anyone",
  "anybody",
  "someone",
  "somebody",
  "nobody",
  "mum",
  "mom",
  "dad",
  "mother",
  "father",
  "sis",
  "bro",
  "grandma",
  "grandpa",
  "nan",
  "gran",
  "boss",
  "baby",
  "kid",
  "kids",
  "wife",
  "husband",
  "partner",
  "family",
  "people",
];
/** Lower-case words in that place that are no one's name. */
const NOT_SOMEONE = new RegExp(`^${oneOf(NOT_SOMEONE_WORDS)}$`, "u");

/** A statement that opens with "he" or "she", the only ones `resolvePronoun` names. */
export function leadsWithPronoun(statement: string): boolean {
  return LEADING_PRONOUN.test(statement.replace(/[’`]/g, "'"));
}

/**
 * RECENT_ANTECEDENT: how far back a leading "he"/"she" looks for the person it stands for: the last
 * sentences before it, as a pronoun's antecedent is in the utterances just before (centering,
 * Grosz, Joshi and Weinstein 1995), and never all of a long message (looking over every sentence
 * before each one made a message of 10,000 short sentences take 11 s).
 */
export const RECENT_ANTECEDENT = { sentences: 12, characters: 2_000 };

/** The context a pronoun is resolved in: the last RECENT_ANTECEDENT sentences of each part, then its last characters. */
export function recentContext(...parts: ReadonlyArray<string | readonly string[]>): string {
  const { sentences, characters } = RECENT_ANTECEDENT;
  return parts
    .map((part) => (typeof part === "string" ? part.slice(-characters) : part.slice(-sentences).join(" ")))
    .filter((part) => part.length > 0)
    .join(" ")
    .slice(-characters);
}

/**
 * "He's good, busy with the new term" after "How's Sam?": a leading he/she names the one person the
 * context (the previous message, the sentences before: `recentContext`) mentions, when there is
 * exactly one.
 */
export function resolvePronoun(statement: string, context: string, speakers: readonly string[]): string {
  const match = LEADING_PRONOUN.exec(statement.replace(/[’`]/g, "'"));
  if (!match) return statement;
  const candidates = new Set<string>();
  let unnamed = false;
  // Every capitalised word, also at the start of a sentence ("Inês is thrilled"): a word that is
  // not a name only adds a candidate, which makes the pronoun stay unresolved, never wrong.
  // A name with 's counts too ("it's Misha's birthday. He's turning 5").
  for (const m of context.matchAll(/(?<![\p{L}-])(\p{Lu}\p{Ll}+(?:-\p{L}+)?)(?![\p{L}-]|'(?!s\b))/gu)) {
    const word = m[1] ?? "";
    if (PLACE_PREPOSITION.test(context.slice(0, m.index))) continue;
    // A sentence of one word ("Busy.", "Honestly,"), or a verb telling someone ("Tell her to …"):
    // an answer, a filler or a request, not a person.
    const at = m.index ?? 0;
    if (
      /(?:^|[.!?…]\s*)$/u.test(context.slice(0, at)) &&
      /^(?:[.,!?…]|\s+(?:her|him|them|me|us|it)\b)/u.test(context.slice(at + word.length))
    )
      continue;
    // PLURAL_NOUN_FIRST: "Dogs are smarter": a plural noun opens the sentence ("James is" is a name).
    if (/s$/u.test(word) && /^\s+(?:are|were|have|do|don't)\b/u.test(context.slice(at + word.length)))
      continue;
    // "Niamh's mum": someone unnamed "she" may be as much as Niamh; "Doug's nephew Liam" names him.
    const personOf = PERSON_OF.exec(context.slice(at + word.length));
    if (personOf) {
      if (!personOf[1]) unnamed = true;
      continue;
    }
    if (!isNotAName(word) && !speakers.includes(word) && !NOT_A_PERSON.test(word)) candidates.add(word);
  }
  // "what does leila think?": chat writes names in lower case too; this question asks about a person.
  for (const m of context.matchAll(ASKED_WHAT_SOMEONE_THINKS)) {
    const word = m[1] ?? "";
    if (!NOT_SOMEONE.test(word)) candidates.add(word.charAt(0).toUpperCase() + word.slice(1));
  }
  if (candidates.size !== 1 || unnamed) return statement;
  const [name] = [...candidates];
  const verb = match[0].split(/\s+|'/).slice(1).join(" ");
  const rest = statement.slice(match[0].length);
  // "she's made it twice": 's is "has" before a past participle.
  const has = verb === "s" && PARTICIPLE_NEXT.test(rest);
  return `${name} ${has ? "has" : (CONTRACTED[verb] ?? verb)}${rest}`.replace(/\s+/g, " ").trim();
}
