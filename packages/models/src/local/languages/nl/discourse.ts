/** Dutch words that make a sentence a question or a request. */

/** What a question opens with ("Waarom …", "Kun je …"). */
export const QUESTION_OPENERS = [
  "wat",
  "hoe",
  "waarom",
  "wanneer",
  "waar",
  "wie",
  "welke",
  "kun je",
  "kunt u",
  "kan je",
  "zou je",
];
/** Phrases of a request to the other person ("kun je", "alsjeblieft"). */
export const REQUEST_PHRASES = [
  "ik wil dat je",
  "ik wil dat u",
  "kun je",
  "kunt u",
  "kan je",
  "zou je",
  "alsjeblieft",
  "graag",
];
/** Dutch has no lead-in words of its own in the rules yet. */
export const LEADING_FILLERS: string[] = [];
