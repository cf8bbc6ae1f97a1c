import { CONTEXT_WORD_WEIGHT } from "../sparse.ts";

/** The weights documented in `rank-candidates.ts` (one place, so the documentation and the code agree). */
export const RANK_WEIGHTS = {
  words: 0.65,
  meaning: 0.35,
  meaningFloor: 0.25,
  meaningSpan: 0.5,
  personAbout: 0.15,
  personMentioned: 0.05,
  personOther: -0.1,
  dateInRange: 0.2,
  whenDated: 0.05,
  slot: 0.2,
  slotTopic: 0.15,
  softFloor: 0.4,
  softCredit: 0.35,
  context: CONTEXT_WORD_WEIGHT,
  compound: 0.5,
  repeat: 0.6,
  digestRepeat: 0.85,
  feedback: 0.25,
  feedbackFrom: 3,
  feedbackMinScore: 0.3,
};

/** How rare a word is among `n` candidates, `df` of which have it (IDF). */
export const rarity = (n: number, df: number) => Math.log(1 + (n + 1) / (1 + df));

/** A score as returned: clipped to 0..1, four decimals. */
export const asScore = (raw: number) => Math.round(Math.min(1, Math.max(0, raw)) * 10_000) / 10_000;
