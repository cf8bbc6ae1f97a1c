import { contentWords } from "../text/tokenize.ts";
import { hasSubjectOrVerb, isVague, looksLikeCode } from "./junk.ts";
import type { Language } from "./language.ts";
import { oneOf } from "./languages/patterns.ts";
import { containsSecret } from "./secrets.ts";
import { isFirstPerson, isStatement } from "./sentences.ts";

/**
 * Remarks: what a participant says that is not about themself. Whether one says enough alone,
 * needs the question it answers, or completes what the speaker said just before.
 */

/**
 * A piece that says too little alone: no subject or verb ("reliability engineer"), an "it"/"that"
 * statement ("so i'm taking it"), or a short remark ("the severance helps"). Never a question.
 */
export function isFollowUp(piece: string, language: Language): boolean {
  if (!isStatement(piece) || looksLikeCode(piece) || containsSecret(piece)) return false;
  if (!hasSubjectOrVerb(piece) || isVague(piece) || isAppraisal(piece)) return true;
  return !isFirstPerson(piece, language) && !remarkSaysEnough(piece);
}

/**
 * A remark that answers no question is kept when it says enough on its own: three content words,
 * or two with a name or place ("The wedding is in Tuscany") or a life event ("leila's pregnant";
 * "the wedding." alone is a topic, not news).
 */
export function remarkSaysEnough(text: string): boolean {
  const n = contentWords(text).length;
  return n >= 3 || (n === 2 && (LIFE_EVENT.test(text) || PROPER_NAME.test(text)));
}

const CAPITALISED_NOT_A_NAME = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
  "Christmas",
  "Easter",
  "I'm",
  "I've",
  "I'll",
  "I'd",
];
/** A capitalised word inside a sentence that is no weekday or month: a name or a place. */
const PROPER_NAME = new RegExp(
  String.raw`(?<=[^\s.!?…:]\s+)(?!${oneOf(CAPITALISED_NOT_A_NAME)}\b)\p{Lu}\p{Ll}`,
  "u",
);

/** The alternatives of `APPRAISAL`, one a line. */
const APPRAISAL_WORDS = [
  "love",
  "loved",
  "hate",
  "hated",
  "like",
  "liked",
  "adore",
  "enjoy",
  "enjoyed",
  "dislike",
  "miss",
];
/** "love it", "I hate that", "enjoyed it": an appraisal of what was just asked about. */
const APPRAISAL = new RegExp(
  String.raw`^(?:i |we )?(?:(?:really|absolutely|totally|kinda|kind of)\s+)?(?:${APPRAISAL_WORDS.join("|")})\s+(?:it|that|this|them)(?=\s*(?:so much|a lot|lol|haha|tbh)?\s*[.!?…]*$)`,
  "iu",
);

/** The alternatives of `LIFE_EVENT`, one a line. */
const LIFE_EVENT_WORDS = [
  "pregnant",
  "wedding",
  "honeymoon",
  "engaged",
  "married",
  "divorced",
  "separated",
  "retired",
  "expecting",
  "hospital",
  "hospitali[sz]ed",
  "died",
  "dead",
  "passed away",
  "funeral",
  "born",
  "promoted",
  "fired",
  "laid off",
  "redundant",
  "graduated",
  "diagnosed",
  "surgery",
  "operation",
  "broke up",
  "split up",
  "moved out",
  "moved in",
];
/** A life event says enough in two words ("leila's pregnant", "jen got engaged", "gareth's in hospital"). */
const LIFE_EVENT = new RegExp(String.raw`\b(?:${LIFE_EVENT_WORDS.join("|")})\b`, "iu");

/** "love it" after "and the new flat?": an appraisal that means something with its question. */
export function isAppraisal(statement: string): boolean {
  return APPRAISAL.test(statement.replace(/[’`]/g, "'"));
}

/** Remarks as one text, each a sentence of its own: "Love it. Big team, lots of travel". */
export function joinedRemarks(kept: readonly string[]): string {
  return kept.map((r) => r.replace(/[.!…]*$/u, "").replace(/^\p{Ll}/u, (c) => c.toUpperCase())).join(". ");
}
