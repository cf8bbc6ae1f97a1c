/**
 * Italian words that make a sentence a question or a request, or lead into it without content.
 * From Italian grammar (Maiden and Robustelli, 2nd ed.: interrogatives ch. 9, discourse markers
 * ch. 31). "Come", "dove", "quando", "perché" and "quanto" are left out of the openers: they also
 * open statements ("Quando ero piccola …", "Perché lavoro di notte", "Quanto a me …"), and
 * "come"/"dove" are English words; an Italian question that opens with them is told by its "?".
 */

/** What a question opens with ("Cosa …", "Chi …", "Puoi …"). */
export const QUESTION_OPENERS = ["che cosa", "cosa", "chi", "quale", "quali", "puoi", "potresti"];
/** Phrases of a request to the other person ("per favore", "potresti"). */
export const REQUEST_PHRASES = ["per favore", "per piacere", "puoi", "potresti", "aiutami", "dimmi"];
/** Words that lead into a sentence and say nothing ("comunque", "allora", "tra l'altro"). */
export const LEADING_FILLERS = [
  "come ti dicevo",
  "come dicevo",
  "comunque",
  "allora",
  "beh",
  "dunque",
  "insomma",
  "cioè",
  "tra l'altro",
  "a proposito",
  "ecco",
  "però",
  // A comment clause to the one spoken to: "come sai, vivo a Torino".
  "come (?:già )?(?:sai|sapete|sa)",
];
