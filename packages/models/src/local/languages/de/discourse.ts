/** German words that make a sentence a question or a request, or lead into it without content. */

/** What a question opens with: a question word or the verb ("Kannst du …", "Gibt es …"). */
export const QUESTION_OPENERS = [
  "wie",
  "was",
  "warum",
  "wann",
  "wo",
  "wer",
  "welche[rs]?",
  "kannst",
  "könntest",
  "kann",
  "hast",
  "bist",
  "gibt",
];
/** Phrases of a request to the other person ("kannst du", "bitte"). */
export const REQUEST_PHRASES = ["kannst du", "könntest du", "bitte", "hilf mir", "sag mir"];
/** Words that lead into a sentence and say nothing ("wie gesagt", "übrigens", "naja"). */
export const LEADING_FILLERS = ["wie gesagt", "und", "aber", "übrigens", "naja", "also", "eigentlich", "ach"];
