import { kinRelations } from "../text/kin.ts";
import { ORGANISATION } from "./chat-talk.ts";
import { HOUSEHOLD } from "./languages/en/assistant-chat.ts";

/**
 * Rule OWN_LIFE_IN_A_REQUEST (issue 27: "what the extractor is not sure is a fact about the person
 * goes into the episode"). A request or question to an assistant that names the person's family,
 * household or business ("what can I cook for my two daughters?", "a sign for my bakery") says
 * something about them, but not as a statement: it is kept as said, an episode, never a fact.
 * English: the possessive "my", up to two words, then a family word (text/kin.ts), a household
 * word (children, pets, home: the assistant chat's HOUSEHOLD) or an organisation word (ORGANISATION).
 */
const HOUSEHOLD_WORD = new RegExp(`^(?:${HOUSEHOLD.source})$`, "u");
const ORGANISATION_WORD = new RegExp(`^${ORGANISATION}$`, "u");

const isOwnLifeWord = (word: string) =>
  kinRelations(word).length > 0 || HOUSEHOLD_WORD.test(word) || ORGANISATION_WORD.test(word);

export function mentionsOwnLife(sentence: string): boolean {
  const words = sentence.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
  return words.some((w, i) => w === "my" && words.slice(i + 1, i + 4).some(isOwnLifeWord));
}
