import { ENDS_HERE, rx } from "../patterns.ts";

/** French reactions: a first-person word, but no fact. */

/** "Je suis contente pour toi", "je suis désolé pour toi". */
export const HAPPY_FOR_YOU = /je suis (?:content|contente|désolé|désolée) pour toi/iu;
/** "J'espère …": a hope, not a fact. */
export const I_HOPE = /j'espère/iu;
/** "Je sais.", "je sais !": agreement alone (not "je sais nager"). */
export const I_KNOW = rx`je sais${ENDS_HERE}`;

export const REACTIONS = [HAPPY_FOR_YOU, I_HOPE, I_KNOW];
