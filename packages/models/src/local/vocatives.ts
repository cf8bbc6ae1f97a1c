import { escapeRegExp, TRAILING_PICTOGRAPHS } from "../text/regex.ts";
import { oneOf } from "./languages/patterns.ts";

/**
 * Vocatives: whom a sentence speaks to ("Thanks, Melanie.", "my love, I …", "morning mama") is
 * no part of what it says about anyone.
 */

/** Terms of endearment used as a vocative ("my love, I have to sleep", "ok babe."). */
const ENDEARMENT =
  "(?:my love|my dear|love|babe|baby|honey|darling|sweetie|sweetheart|dear|mate|bro|dude|hun)";
const ENDEARMENT_FIRST = new RegExp(`^(?:oh |hey |ok |okay )?${ENDEARMENT}\\s*[,!:]\\s*`, "iu");
/**
 * ENDEARMENT_BEFORE_ITS_SUBJECT: chat leaves out the comma after a vocative before the clause's
 * subject, "I" or "we" ("mate i tore my calf", "babe we got the flat"); not "love you too", whose
 * "love" is the verb.
 */
const ENDEARMENT_BEFORE_ITS_SUBJECT = new RegExp(
  `^(?:oh |hey |ok |okay )?${ENDEARMENT}\\s+(?=(?:i|i'm|i've|i'll|i'd|im|ive|we|we're|we've|we'll)(?![\\p{L}'-]))`,
  "iu",
);
/** A letter's salutation: "Dear Ananya, good morning." */
const SALUTATION = /^(?:my\s+)?dear(?:est)?\s+\p{L}+(?:\s+\p{L}+)?\s*[,!:]\s*/iu;
/** Words a vocative follows without a comma ("ok babe", "thanks Melanie", "Woohoo Melanie"). */
const GREETING_WORDS =
  "(?:ok|okay|thanks|thank you|thx|ty|hey|hi|hello|bye|night|goodnight|morning|cheers|congrats|sorry|yes|yeah|no|sure|haha|lol|wow|omg|woohoo|yay|love you|miss you)";
const ENDEARMENT_LAST = new RegExp(
  `(?:\\s*[,–—-]\\s*|(?<=^${GREETING_WORDS})\\s+)${ENDEARMENT}\\s*([.!?…]*)\\s*$`,
  "iu",
);
const WORDS_BEFORE_AN_OBJECT = [
  "a",
  "an",
  "the",
  "my",
  "our",
  "your",
  "his",
  "her",
  "their",
  "to",
  "with",
  "for",
  "of",
  "about",
  "in",
  "on",
  "at",
  "from",
  "like",
  "and",
  "or",
  "love",
  "loves",
  "miss",
  "misses",
  "had",
  "have",
  "has",
];
/**
 * Pet names chat puts at the end without a comma ("I know my love", "night babe"), not as an object
 * ("my darling"); "baby" and "honey" without a comma are things ("savage about honey"), and a
 * greeting before them is read by `ENDEARMENT_LAST`.
 */
const PET_NAME_LAST = new RegExp(
  String.raw`(?<!\b${oneOf(WORDS_BEFORE_AN_OBJECT)}\s*)\s+(?:my love|my dear|babe|darling|sweetie|sweetheart|hun)\s*([.!?…]*)\s*$`,
  "iu",
);

/** What a child calls a parent when speaking to them. */
const PARENT = "(?:mama|mum|mom|mam|mummy|mommy|dad|daddy|papa|baba|amma)";
/** Words after which a parent is spoken of, not to (`KIN_LAST`). */
const SPOKEN_OF_AFTER = [
  "a|an|the|my|our|your|his|her|their|to|with|for|of|about|in|on|at|from|like|and|or|than|by|without",
  "love|loves|miss|misses|had|have|has|ask|asks|tell|tells|told|call|calls|visit|visits|help|helps",
  "see|sees|saw|text|texts|ring|rings|rang|phone|phones|meet|meets|met|hug|hugs|is|was|be|not|but|me|us",
  "\\p{L}+ing|\\p{L}+ed",
];
/** A determiner and one or two modifiers before the word: "a single dad" is a noun phrase. */
const NOUN_PHRASE_OPENING =
  "\\b(?:a|an|the|my|our|your|his|her|their|this|that)\\s+(?:[\\p{L}-]+\\s+)?[\\p{L}-]+";
/**
 * A parent spoken to at the end, without a comma ("it's 19 degrees here mama", "best easter ever
 * mum"); not a parent spoken of, after a verb, a preposition or a possessive ("I called mum", "a
 * parcel from mama", "for my mum"), nor the head of a noun phrase ("I'm a single dad").
 */
const KIN_LAST = new RegExp(
  `(?<!\\b(?:${SPOKEN_OF_AFTER.join("|")})\\s*)(?<!${NOUN_PHRASE_OPENING})\\s+${PARENT}\\s*([.!?…]*)\\s*$`,
  "iu",
);

/** A comma after the parent's name, not a list ("Mum, dad and I"). */
const AFTER_A_COMMA = "\\s*[,!:](?!\\s*\\p{L}+(?:\\s+\\p{L}+)?\\s+(?:and|&)\\s)\\s*";
/** "mama have to go". */
const BEFORE_A_GOODBYE = "\\s+(?=(?:i\\s+)?(?:have to|gotta|got to|need to|must)\\s+go\\b)";
/**
 * A parent greeted or spoken to first, with a comma ("Morning mama, already went for a run", "Mum,
 * I got the job") or before a goodbye ("mama have to go"); not a list ("Mum, dad and I went to Rome").
 */
const KIN_FIRST = new RegExp(
  `^(?:(?:good\\s+)?(?:morning|evening|night|hi|hey|hello)\\s+)?${PARENT}(?:${AFTER_A_COMMA}|${BEFORE_A_GOODBYE})`,
  "iu",
);
/** "morning mama", "night dad": a parent greeted ("morning" is no verb in -ing for `KIN_LAST`). */
const KIN_AFTER_GREETING = new RegExp(`(?<=^${GREETING_WORDS})\\s+${PARENT}\\s*([.!?…]*)\\s*$`, "iu");
/** The cheap test before `KIN_LAST`, whose look-behind is tried at every space otherwise. */
const ENDS_WITH_KIN = new RegExp(`${PARENT}\\s*[.!?…]*\\s*$`, "iu");

/** Verbs of a request to the person just named ("nikos listen to me", "sofia look at this"). */
const REQUEST_VERB =
  "(?:listen|look|stop|wait|come|guess|please|remember|don't|dont|call|text|relax|calm down|trust me|promise me)";

/** An inverted question's opening, an auxiliary before its subject ("can i", "do you", "are u"). */
const INVERTED_QUESTION =
  "(?:can|could|do|did|does|are|were|will|would|should|have|may|is)\\s+(?:i|you|u|we|ya)(?![\\p{L}'])";

/** Names that are English auxiliaries too ("Will", "May"): "will i …" is a question. */
const AUXILIARIES = new Set([
  "will",
  "may",
  "can",
  "shall",
  "must",
  "might",
  "would",
  "could",
  "should",
  "did",
  "do",
  "does",
  "have",
  "is",
  "are",
  "am",
]);
/** "I" or "we" opening the clause after a name: "marco i got the job" speaks to Marco. */
const SUBJECT_I = "(?:i|i'm|i've|i'll|im|ive|we|we're|we've)(?![\\p{L}'])";

/** A name as a vocative at the start and at the end of a sentence (compiled once per name). */
const vocatives = new Map<string, [RegExp, RegExp]>();
function vocativePatterns(name: string): [RegExp, RegExp] {
  let patterns = vocatives.get(name);
  if (!patterns) {
    const n = escapeRegExp(name);
    // "will i ever learn" asks, whoever is called Will: a name that is an auxiliary opens its own question.
    const spokenTo = AUXILIARIES.has(name.toLowerCase()) ? "" : `|${INVERTED_QUESTION}|${SUBJECT_I}`;
    patterns = [
      // "Melanie, …", and without the comma before a request to her ("nikos listen to me"), a
      // question put to her (NAME_BEFORE_A_QUESTION: "marco can i ask u smth") or "I" ("marco i got the job").
      new RegExp(`^(?:hey |hi |oh |so )?${n}(?:\\s*[,!:]\\s*|\\s+(?=${REQUEST_VERB}\\b${spokenTo}))`, "iu"),
      // At the end only after a comma or a greeting: "I really miss Melanie" keeps its object.
      new RegExp(`(?:\\s*[,–—-]\\s*|(?<=^${GREETING_WORDS}[!.]?)\\s+)${n}\\s*([.!?…]*)\\s*$`, "iu"),
    ];
    if (vocatives.size > 1_000) vocatives.clear();
    vocatives.set(name, patterns);
  }
  return patterns;
}

/** Removes vocatives: "Thanks, Melanie." → "Thanks.", "Melanie, I moved" → "I moved", "my love, I …" → "I …". */
export function withoutVocatives(sentence: string, names: readonly string[]): string {
  // An emoji at the end would hide a vocative before it ("it's 19 degrees here mama 😂").
  let out = sentence
    .replace(TRAILING_PICTOGRAPHS, "")
    .replace(SALUTATION, "")
    .replace(KIN_FIRST, "")
    .replace(ENDEARMENT_FIRST, "")
    .replace(ENDEARMENT_BEFORE_ITS_SUBJECT, "")
    .replace(ENDEARMENT_LAST, "$1")
    .replace(PET_NAME_LAST, "$1");
  if (ENDS_WITH_KIN.test(out)) out = out.replace(KIN_AFTER_GREETING, "$1").replace(KIN_LAST, "$1");
  for (const name of names) {
    const [first, last] = vocativePatterns(name);
    out = out.replace(first, "").replace(last, "$1");
  }
  return out.trim();
}
