import { ENDS_HERE, rx } from "../patterns.ts";

/** Italian reactions: a first-person word, but no fact. */

/** "Sono contenta per te", "sono felice per te", "mi dispiace per te". */
export const HAPPY_FOR_YOU = /(?:sono (?:content[oa]|felice|dispiaciut[oa])|mi dispiace) per te/iu;
/** "Spero che …": a hope, not a fact. */
export const I_HOPE = /spero/iu;
/** "Lo so.", "lo so!": agreement alone (not "lo so fare"). */
export const I_KNOW = rx`lo so${ENDS_HERE}`;
/** "Non lo so", "penso di sì", "credo di no", "anch'io": an answer with nothing in it. */
export const NOTHING_TO_SAY = rx`(?:non lo so|(?:penso|credo) di (?:sì|si|no)|anch'io|anche io)${ENDS_HERE}`;

export const REACTIONS = [HAPPY_FOR_YOU, I_HOPE, I_KNOW, NOTHING_TO_SAY];
