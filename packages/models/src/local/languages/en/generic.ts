import { oneOf } from "../patterns.ts";

/** English: sentences about everyone or no one in particular, a view of the world, no fact about a person. */

/** A time after "every" makes a habit ("Every Sunday Niamh swims"), not a statement about everyone. */
const TIME_WORDS = [
  "day",
  "morning",
  "afternoon",
  "evening",
  "night",
  "week",
  "weekend",
  "month",
  "year",
  "summer",
  "winter",
  "spring",
  "autumn",
  "fall",
  "season",
  "time",
  "other",
  "single",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
  "christmas",
  "easter",
  "\\d",
];
/** "Everyone", "nobody", "most people", "every sport" (not "every Sunday"). */
const EVERYONE = `(?:every(?:one|body)|nobody|no one|(?:most |some )?people|(?:every|each) (?!${oneOf(TIME_WORDS)})\\p{L}+)`;
/**
 * "Every sport invents a machine …", "Nobody knows what pays for journalism", "People bank time
 * early …": the subject is everyone or no one in particular (not "people here …", "everyone at work").
 */
export const GENERIC_SUBJECT = new RegExp(
  `^${EVERYONE}(?![\\p{L}'’])(?!\\s+(?:here|there|at|in|from|on)\\b)`,
  "iu",
);
/** Someone in particular: the speaker, the one spoken to ("People already come to you …"). */
export const PERSON_WORD = /\b(?:i|me|my|mine|we|us|our|you|your|u|ur)\b|\b(?:i|you|we)'/iu;
/** A name after the first word ("Everyone loves Priya"). */
export const NAME_INSIDE = /(?<=\S\s+)\p{Lu}\p{Ll}/u;

/** "Nobody tells you", "they never warn you": "you" for anyone. */
export const NOBODY_TELLS_YOU =
  /\b(?:nobody|no one|everyone|everybody|they)\s+(?:ever\s+|really\s+)?(?:tells?|warns?)\s+you\b/iu;
/** "If you want fathers to take leave you have to …" (not "if you want, you can stay with us"). */
export const IF_YOU_YOU_HAVE_TO = /\bif you\b[^.;!?]{0,80}?\byou\s+(?:have|need|must|'ve got|got)\s+to\b/iu;
/** "you" for anyone, in a rule of life. */
export const GENERIC_YOU = new RegExp(`${NOBODY_TELLS_YOU.source}|${IF_YOU_YOU_HAVE_TO.source}`, "iu");

/** What may trail a short statement without adding to it ("… lol", "… too", "… honestly"). */
const TRAILING_WORDS = [
  "lol",
  "haha+",
  "tbh",
  // Chat's particles and a closing apology ("I'm so busy today sorry").
  "btw",
  "rn",
  "atm",
  "sorry",
  "now",
  "though",
  "too",
  "again",
  "already",
  "anyway",
  "honestly",
  "really",
];
/**
 * Deictic adjuncts of time (Quirk et al., "A Comprehensive Grammar of the English Language", 8.51ff:
 * time-position adjuncts): they place a statement in time and say nothing about what it is about.
 */
const TIME_ADJUNCTS = [
  "today",
  "tonight",
  "tomorrow",
  "later",
  "soon",
  "rn",
  "right now",
  "this (?:morning|afternoon|evening|weekend|week)",
  "next (?:week|weekend|month|time)",
  "on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)",
  "in (?:a|an|a few) (?:sec|secs|min|mins|minute|minutes|hour|hours|bit)",
  "after (?:work|lunch|dinner|school|class)",
];
const TRAILING = oneOf([...TRAILING_WORDS, ...TIME_ADJUNCTS]);
/**
 * The adverbial particles of phrasal verbs, which follow a pronoun object ("figure it out", "sort
 * them out", "turn it off"; Quirk et al. 1985, ch. 16, phrasal verbs): they do not say what the pronoun is.
 */
const PARTICLE = "(?:out|up|off|on|down|over|back|away|through)";
/**
 * UNRESOLVED_OBJECT: "I can handle it.", "Priya is stealing that for me lol", "I'm gonna do it
 * tomorrow", "I figured it out", "I like that idea": a short statement whose object is only "it",
 * "that" … or a proposal pointed at (a time adjunct or a phrasal verb's particle does not say what).
 */
/**
 * A proposal of the exchange pointed at ("that idea", "your suggestion", "the last 2 options", "the
 * second one"): a deictic or second-person determiner before a noun of proposing, as unresolved as
 * "it" (the thing was said before; "the idea of moving to Porto" says what).
 */
export const PROPOSAL_POINTED_AT =
  "(?:that|this|these|those|your|the (?:last|first|second|third|other))(?:\\s+(?:\\d+|two|three|both))?\\s+(?:ideas?|suggestions?|plans?|proposals?|options?|ones?|approach(?:es)?)";
export const VAGUE_OBJECT = new RegExp(
  `^(?:\\S+\\s+){1,6}(?:it|that|this|them|those|these|${PROPOSAL_POINTED_AT})(?:\\s+${PARTICLE})?(?:\\s+(?:for|to|with|from)\\s+(?:me|you|u|her|him|us|them))?(?:\\s+${TRAILING})*\\s*[.!…]*$`,
  "iu",
);

/**
 * Stage-level predicates (Carlson 1977, "Reference to Kinds in English"; Kratzer 1995): states one
 * is in for a while ("available", "busy", "on my way"), against individual-level ones that say who
 * one is ("tall", "a vegetarian"). Only the English adjectives and locatives of that class that
 * chat uses to say where one is now (being on one's way is a reaction: reactions.ts ON_MY_WAY).
 */
export const STAGE_LEVEL_STATES = [
  "free",
  "available",
  "busy",
  "ready",
  "done",
  "finished",
  "back",
  "here",
  "there",
  "around",
  "home",
  "online",
  "offline",
  "awake",
  "up",
  "late",
  "early",
  "in",
  "out",
  "off",
  // Feelings and bodily states, stage-level in Carlson's own examples ("tired", "hungry"): without
  // a complement ("nervous about the interview") they say how one is for a while.
  "tired",
  "exhausted",
  "sleepy",
  "hungry",
  "starving",
  "full",
  "cold",
  "hot",
  "asleep",
  "proud",
  "nervous",
  "excited",
  "stressed",
  "upset",
  "scared",
  "bored",
  "sad",
  "happy",
  "angry",
  "relieved",
  "overwhelmed",
  "frustrated",
  "confused",
  "shocked",
  "disappointed",
  "annoyed",
  "better",
  "worse",
  // Feelings and bodily states of a while (Carlson's "tired" class), in the words chat uses for them.
  "gutted",
  "devastated",
  "heartbroken",
  "thrilled",
  "buzzing",
  "ecstatic",
  "knackered",
  "shattered",
  "wrecked",
  "drained",
  "hungover",
  "drunk",
  "soaked",
  "jetlagged",
  "on my (?:first|second|third|\\d+(?:st|nd|rd|th)) (?:coffee|tea|beer|drink|glass)",
];
/** PASSING_STATE: "I'm free tonight", "i am ready", "I'm back", "I was so tired", "I'm utterly gutted": how one is or was, alone. */
export const PASSING_STATE = new RegExp(
  `^i(?:'m|m| am| was)\\s+(?:(?:so|really|very|too|finally|now|still|just|already|almost|nearly|all|a bit|a little|kinda|super|much|\\p{L}+ly)\\s+)?${oneOf(STAGE_LEVEL_STATES)}(?:\\s+${TRAILING})*\\s*[.!…]*$`,
  "iu",
);
/** "That's so true", "this was the one": a short comment on what was said before. */
export const THAT_IS = /^(?:that|this)(?:'s|\s+(?:is|was|were|will be|would be))\s+(?:\S+(?:\s+|$)){0,6}$/iu;

/**
 * UNRESOLVED_SUBJECT: "it", "this" or "that" as the subject of a statement names something said
 * before it (an anaphor: "I started the cello. It is harder than I thought."), so the statement
 * says nothing alone. Not a dummy "it" (Quirk et al. 1985, 10.26 prop "it" and 18.33
 * extraposition): "it is hard for me to …", "it's been two years since …", "it seems that …",
 * "it's my birthday", nor the weather ("it rained all day"), whose verbs are not in the list.
 */
const POINTING_VERBS = [
  "'s",
  "is",
  "was",
  "will be",
  "'ll be",
  "would be",
  "has been",
  "makes?",
  "made",
  "feels?",
  "felt",
  "looks?",
  "looked",
  "seems?",
  "seemed",
  "sounds?",
  "sounded",
  "gets?",
  "got",
  "means?",
  "meant",
  "helps?",
  "helped",
  "drives?",
  "drove",
];
/** "it is hard for me to sleep", "it's been two years since …", "… 3 years since …" (a figure too): an extraposed clause or a span of time. */
const EXTRAPOSED =
  "(?:\\s+[\\p{L}\\d'-]+){0,5}?\\s+(?:to (?!(?:me|us|you|him|her|them|the|a|an|my|our|your|his|their)\\b)|since\\b)";
/** "it seems that …", "it feels like I …": a clause after the verb. */
const THAT_CLAUSE = "\\s+(?:that|as if|as though|like\\s+(?:i|we|you|he|she|they|everyone|nobody))\\b";
/** "it's my birthday": a day of one's own. */
const OWN_DAY = "\\s+(?:my|our) (?:birthday|anniversary|wedding|day off|first day|last day|turn)\\b";
const DUMMY_IT = `(?:${EXTRAPOSED}|${THAT_CLAUSE}|${OWN_DAY})`;
export const UNRESOLVED_SUBJECT = new RegExp(
  `^(?:it|this|that)\\s*${oneOf(POINTING_VERBS)}(?![\\p{L}'])(?!${DUMMY_IT})`,
  "iu",
);
