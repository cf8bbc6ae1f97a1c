import { oneOf, rx } from "../patterns.ts";
import { HEDGE_DEGREE } from "./clause.ts";
import { PROPOSAL_POINTED_AT } from "./generic.ts";

/**
 * English, a member of a group chat on the matter the group discusses (ON_THE_MATTER): a stance on
 * a proposal, or a statement that points into the thread. Said to many about a shared thread, it
 * is the discussion's, not a fact about the member: an episode, searchable, never in the profile.
 */

/**
 * Degree and focus adverbs between "I'm" and the stance (Quirk et al. 1985, 8.99–8.124): the
 * hedges' degree words (clause.ts HEDGE_DEGREE) and the focus and emphasis adverbs of a stance.
 */
const DEGREE = oneOf([
  ...HEDGE_DEGREE,
  "also",
  "still",
  "definitely",
  "largely",
  "perfectly",
  "completely",
  "entirely",
  "fully",
  "all",
  "just",
  "strongly",
  "generally",
  "mostly",
  "personally",
  "honestly",
  "rather",
  "somewhat",
  "at all",
  "100%",
]);
const ADVERBS = `(?:${DEGREE} )*`;
const I_AM = `i(?:'m| am| was|'ve been| have been)`;

/**
 * Stance on a proposal (Biber et al. 1999, 12.2, stance adjectives and verbs of agreement): being
 * convinced or not, for or against it, open to it, fine with it, worried about it; agreeing,
 * disagreeing, "+1"; one's vote or position. "I'm against" only before what was proposed ("I'm
 * against the merge"; "I'm against eating meat" is a belief one would sign).
 */
const STANCE_WORDS = oneOf([
  "convinced",
  "persuaded",
  "sold on",
  "in favou?r of",
  "open to",
  "fine with",
  "ok(?:ay)? with",
  "cool with",
  "on board with",
  "bothered",
  "fussed",
  "worried\\b",
  "concerned\\b",
  "(?:fine|ok(?:ay)?|happy|good) (?:if|either way|as long as)\\b",
  "on the fence",
  // Epistemic stance adjectives (Biber et al. 1999, 12.2.1), on what is said: a clause or a
  // pointer follows, or nothing ("I'm not surprised."); "I'm confident in front of a crowd" is a trait.
  "(?:surprised|confident|sure|certain|doubtful|skeptical|sceptical|optimistic|pessimistic)(?=\\s*(?:[.!,;…]|$)|\\s(?:that|about|of|by (?!nature\\b)|the|it|this|we|they|he|she|you)\\b)",
  "in two minds",
  "against (?:the|this|that|these|those|it|any|such)\\b",
  "for (?:the|this|that|it|both|either)\\b",
  "[+-]1\\b",
]);
const STANCE_OF_ONE = rx`^${I_AM} ${ADVERBS}(?:all for\b|${STANCE_WORDS})`;
const AGREEING = rx`^i (?:${DEGREE} )*(?:tend to |would |'d )?(?:agree|disagree|concur|second that|object to)\b`;
const ONES_VOTE = rx`^my (?:vote|position|view|take|preference|two cents|2 cents|concern|prediction|guess|bet|argument|point|theory|opinion|feeling) (?:always |still )?(?:is|was|would be)\b`;
/** "I like Dana's idea", "I like the idea, …" (not "the idea of moving to Porto"), "that approach". */
const PROPOSALS = "(?:idea|suggestion|proposal|approach|plan)";
/** "option A", "variant 2": one of the choices put to the group. */
const A_CHOICE = "(?:option|variant|proposal) (?:[a-z]|\\d+)\\b";
const A_NAMED_PROPOSAL = `(?:\\p{L}+'s ${PROPOSALS}|the ${PROPOSALS}(?! of\\b))`;
const LIKING_A_PROPOSAL = rx`^i (?:${DEGREE} )*(?:like|love|prefer|hate|dislike|vote for|go for|'d go for) (?:${A_NAMED_PROPOSAL}|${PROPOSAL_POINTED_AT}|${A_CHOICE})`;
const HATE_TO_SAY = rx`^i hate to (?:say|admit) (?:it|this|that)\b`;
export const STANCE_ON_A_PROPOSAL = [STANCE_OF_ONE, AGREEING, ONES_VOTE, LIKING_A_PROPOSAL, HATE_TO_SAY];

/**
 * Nouns of the discourse and of the matter at hand (Halliday & Hasan 1976, 6.2, "general nouns"
 * and nouns of speaking): what "this" or "that" before them points at is in the thread, not in the
 * person's life ("that comment", "this part of the code"; not "this city", "this meetup").
 */
const DISCOURSE_NOUNS = oneOf([
  "comments?",
  "remarks?",
  "points?",
  "questions?",
  "answers?",
  "replies",
  "reply",
  "messages?",
  "threads?",
  "discussions?",
  "conversations?",
  "topics?",
  "issues?",
  "requests?",
  "feedback",
  "arguments?",
  "ideas?",
  "directions?",
  "context",
  "areas?",
  "parts?",
  "bits?",
  "aspects?",
  "sides?",
  "sections?",
  "chapters?",
  "paragraphs?",
  "lines?",
  "steps?",
  "cases?",
  "examples?",
  "things?",
  "stuff",
  "matters?",
  "respect",
]);
/** "this" or "that" as a pronoun object, before a stop or a clause ("I tend to do this to be safe"). */
const DEMONSTRATIVE_PRONOUN =
  "(?:this|that)(?=\\s*(?:[.,!?;:…]|$)|\\s(?:to|because|so|when|if|as|in|on|for|with|anyway|too)\\b)";
/**
 * POINTING_AT_THE_THREAD (Levinson 1983, 2.2.4, discourse deixis): "this", "that", "these" or
 * "those" before a noun of the discourse ("that comment", "this area of the code", "these steps"),
 * or as the object ("I tend to do this to be safe"), in the sentence's first clause; or "here" at
 * the end of a clause of the task ("what to look for here", "the best person to ask here"). Not
 * "I'm new here", "I'm the organiser of this meetup", "I love this city".
 */
const DEMONSTRATIVE = `\\b(?:(?:this|that|these|those) (?:\\p{L}+ )?${DISCOURSE_NOUNS}\\b|${DEMONSTRATIVE_PRONOUN})`;
const HERE_IN_THE_TASK = "\\b(?:what|how|where|why|which|to \\p{L}+)\\b[^.!?,;]{0,40}\\bhere";
export const POINTING_AT_THE_THREAD = [
  rx`^(?=[^.!?,;]*\bi\b)[^.!?,;]*${DEMONSTRATIVE}`,
  rx`${HERE_IN_THE_TASK}(?:\s+(?:though|too|anyway|either|as well|tbh|lol))?\s*[.!?…]*$`,
];

export const ON_THE_MATTER = [...STANCE_ON_A_PROPOSAL, ...POINTING_AT_THE_THREAD];
