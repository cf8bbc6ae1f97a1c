/**
 * English small talk said in the first person but with no fact about anyone: what would have
 * happened, advice, catching up.
 */

/** "He'd have kept you there all night if …": a past that did not happen. */
export const WOULD_HAVE_IF = /\b(?:would|'d|could|might) have \p{L}+\b.*\bif\b/iu;
/** "If I hadn't called, it would have …": the same, condition first. */
export const IF_HAD_WOULD_HAVE = /\bif\b.*\bhad(?:n't| not)?\b.*\b(?:would|'d|could|might) have\b/iu;
/** "If I were you …", "in your shoes …": advice. */
export const IN_YOUR_SHOES = /\bif i (?:were|was) you\b|\bin your (?:shoes|place|position)\b/iu;
/** "I haven't heard from you since August". */
export const NOT_HEARD_FROM_YOU =
  /\b(?:haven't|have not|hasn't|has not|hadn't) (?:heard from|talked to|spoken to|seen|caught up with) (?:you|u|each other)\b/iu;
/** "Long time no see". */
export const LONG_TIME_NO_SEE = /\blong time no (?:see|talk|speak|chat)\b/iu;

/**
 * A closing ends the sentence, or only another closing follows: "I'll let you go." and "I'll let you
 * go, talk soon", but not "I'll let you go first in the queue" nor "Ok I'll let you go, my daughter
 * is sick" (the fact after it stays).
 */
const CLOSINGS_AFTER = [
  "talk",
  "speak",
  "chat",
  "bye",
  "see (?:you|ya|u)",
  "catch you",
  "take care",
  "love you",
  "night",
  "x+",
];
const CLOSING_ENDS = String.raw`(?:\s+(?:now|then|soon))?(?=\s*(?:[.!…]*\s*$|[,;:]\s*(?:${CLOSINGS_AFTER.join("|")})\b))`;
/**
 * Pre-closings, how a call or a chat is brought to its end (Schegloff and Sacks 1973, "Opening up
 * closings"): "I'll let you go", "I'd better let you get back to your dinner" — no fact about anyone.
 */
export const LET_YOU_GO = new RegExp(
  String.raw`\bi(?:'ll| will| should| must|'d better| had better| better) let (?:you|u) (?:go|get back to(?: [\p{L}']+){1,3})${CLOSING_ENDS}`,
  "iu",
);
/** What may open a closing: "ok, …", "right, …", "anyway, …". */
const CLOSING_OPENER = String.raw`^(?:(?:ok|okay|right|anyway|well|alright|so)[,\s]+)*`;
/**
 * "I should get going", "I'd better head off": leaving the chat, not a plan ("gotta run" and "talk
 * soon" are reactions: GOTTA_GO, TALK_SOON). Only as a whole clause: "I should get going on my
 * thesis" is a plan.
 */
export const PRE_CLOSING = new RegExp(
  `${CLOSING_OPENER}i(?:'d better| (?:should|must|have to|need to|had better|better)) (?:get going|be going|head off|be off)${CLOSING_ENDS}`,
  "iu",
);
export const SMALL_TALK = [
  WOULD_HAVE_IF,
  IF_HAD_WOULD_HAVE,
  IN_YOUR_SHOES,
  NOT_HEARD_FROM_YOU,
  LONG_TIME_NO_SEE,
  LET_YOU_GO,
  PRE_CLOSING,
];
