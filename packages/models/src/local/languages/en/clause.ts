import { oneOf } from "../patterns.ts";

/** English: what makes a clause of its own (a subject or a finite verb), and what does not. */

/** Subject pronouns. */
const SUBJECTS = ["i", "you", "u", "he", "she", "it", "we", "they"];
/** Forms of be, have, do and the modals. */
const AUXILIARIES = [
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "am",
  "has",
  "have",
  "had",
  "do",
  "does",
  "did",
  "done",
  "will",
  "would",
  "can",
  "could",
  "should",
  "may",
  "might",
  "must",
  "shall",
];
/** Common verbs in the third person or the past, which "-ed"/"-ing" do not catch. */
const COMMON_VERBS = [
  "says",
  "said",
  "wants",
  "thinks",
  "likes",
  "loves",
  "hates",
  "needs",
  "goes",
  "went",
  "gets",
  "got",
  "makes",
  "made",
  "knows",
  "works",
  "lives",
  "feels",
  "looks",
  "seems",
  "gone",
  "seen",
  "taken",
  "given",
  "left",
  "found",
  "told",
  "leads",
  "runs",
  "comes",
  "came",
  "takes",
  "took",
  "gives",
  "gave",
  "plays",
  "pays",
  "costs",
  "means",
  "starts",
  "ends",
  "opens",
  "closes",
  "stays",
  "keeps",
  "helps",
  "teaches",
  "studies",
  "sells",
  "buys",
  "bought",
  "sold",
  "wins",
  "won",
  "lost",
  "sits",
  "sat",
  "stands",
  "stood",
  "lies",
  "lay",
  "becomes",
  "became",
  "brings",
  "brought",
  "holds",
  "held",
];
/** "I", "is", "went": a subject or a finite verb as a whole word. */
export const SUBJECT_OR_VERB = new RegExp(
  `\\b${oneOf([...SUBJECTS, ...AUXILIARIES, ...COMMON_VERBS])}\\b`,
  "iu",
);
/** "it's", "there's", "what's": a subject with "is" (a name's possessive is no verb). */
export const PRONOUN_IS = /\b(?:it|that|he|she|there|here|what|who|where|this)'s\b/iu;
/** "'re", "'m", "'ll", "n't": a contracted verb. */
export const CONTRACTED_VERB = /'(?:re|m|ll|d|ve)\b|n't\b/iu;
/** "walked", "working": a verb form by its ending. */
export const ED_OR_ING = /\b\p{L}+(?:ed|ing)\b/iu;

/** Verbs that say nothing without their complement after "I" ("I live.", "I go.", "I propose."). */
export const NEEDS_COMPLEMENT = [
  "live",
  "work",
  "go",
  "am",
  "'m",
  "have",
  "do",
  "did",
  "think",
  "know",
  "see",
  "saw",
  "promise",
  "swear",
  "worry",
  "wonder",
  "understand",
  "remember",
  "forgot",
  "guess",
  "mean",
  "agree",
  "propose",
  "suggest",
  "want",
  "need",
  "get",
  "got",
  "make",
  "take",
  "put",
  "say",
  "said",
  "tell",
  "told",
  "try",
  "tried",
  "feel",
  "felt",
  "was",
  "will",
  "would",
  "can",
  "could",
  "should",
];

/** Subjects before such a verb: "I live.", "We know." */
export const FIRST_PERSON_SUBJECTS = ["i", "we"];
/** Possessives before a lone noun: "My news.", "Your turn." */
export const POSSESSIVES = ["my", "your", "his", "her", "our", "their"];
/** Conjunctions a sentence cut off before its second half ends with ("… and ruin it but"). */
export const CONJUNCTIONS = ["but", "and", "or", "because", "cause", "cuz"];
/**
 * CUT_OFF_BEFORE_ITS_WORD: words that cannot end an English sentence, for they modify what follows
 * them: a definite determiner or possessive (Quirk et al. 1985, ch. 5), a hedge that premodifies
 * ("kinda", "sort of", not after a comma: "…, kind of."), an intensifier ("very"), and the
 * quotative "be like" (Romaine & Lange 1991) whose quotation never came. A message that stops there
 * was cut off ("I am like...", "it was just kinda...").
 */
export const NEEDS_WHAT_FOLLOWS = [
  "the",
  "my",
  "your",
  "our",
  "their",
  "very",
  "(?<![,;]\\s{0,3})(?:kinda|sorta|kind of|sort of)",
  "(?:am|'m|is|'s|was|were|are|'re)\\s+(?:just\\s+|so\\s+|totally\\s+)?like",
  // The copula of a noun-phrase subject the sentence opens with ("My experience now is."): its
  // complement never came.
  "(?<=^(?:my|our|the)\\s[^.!?]{0,60}\\s)(?:is|was|are|were)",
];
/** Words that may trail a statement without adding to it ("I live honestly.", "I do too lol"). */
export const TRAILING_FILLER =
  /(?:\s+(?:\p{L}+ly|too|though|lol|haha+|again|anyway|honestly|tbh|now|then|here|there|so|already))+\s*[.!…]*$/iu;
/** A phrase that opens with a preposition ("with my croissant"). */
export const PREPOSITION_FIRST = /^(?:with|for|in|at|on|to|from|by|about|without|after|before)\s/iu;

/**
 * The adjectives of a speaker's certainty or feeling about a clause ("I'm pretty sure the shop
 * closes at 6", "I'm worried the train …": ADJECTIVE_HEDGE), and the degree words that may come
 * before them.
 */
export const HEDGE_ADJECTIVES = [
  "sure",
  "certain",
  "convinced",
  "positive",
  "confident",
  "worried",
  "afraid",
  "concerned",
  "scared",
  "glad",
  "happy",
  "sad",
  "surprised",
  "relieved",
];
export const HEDGE_DEGREE = [
  "not",
  "pretty",
  "quite",
  "fairly",
  "really",
  "so",
  "very",
  "totally",
  "absolutely",
  "a bit",
  "a little",
];

/**
 * "me" within four words of the first verb, with no infinitive's "to" before it ("Looked right at
 * me", "woke me up"; not "Got my mum to teach me"): the verb's own object (NOT_I_BEFORE_ME).
 */
export const OBJECT_ME = /^\S+(?:\s+(?!to\b)[\p{L}'-]+){0,3}?\s+me(?![\p{L}'])/iu;
