import { ownsAnOrganisation } from "../local/chat-talk.ts";
import { isOnTheMatter, isPersonalStatement } from "../local/junk.ts";
import { hasPronoun, pronounsOf } from "../text/pronouns.ts";

/**
 * What a member says to a group chat that is no statement about themself, read from the personal
 * pronouns of each language (the pronoun tables of its grammar, not words of any conversation).
 * Used by the chat import for the user's own facts in a group chat (three or more people).
 */

/**
 * Why a statement of the user's in a group chat speaks for or to the group rather than about the
 * user, or undefined when it may be about them:
 * - WE_FOR_THE_GROUP: first person plural and no singular ("We'll meet at the station at 6"):
 *   in a group, "we" is the group, or some of it, not the person.
 * - ADDRESSED_TO_THE_GROUP: the second person or a word addressing the members ("I'll send you
 *   the slides", "Does anyone have a charger?").
 * - ON_THE_MATTER: a stance on what the group discusses ("I'm not convinced by the plugin
 *   approach", "I'm +1 on dropping it", "I like Dana's idea") or a pointer into the thread ("this
 *   part of the code", "that comment", "here"): the discussion's, not the member's.
 * - NOT_ABOUT_THEMSELF, in a channel of a workspace or server (`inAChannel`): a channel talks about
 *   its own business, as a task session with an assistant does; only a statement that opens by
 *   saying who the person is, where they live or work, what they have or like (the assistant chat's
 *   personal statements) is theirs. A group of a chat app (WhatsApp, Telegram, a group DM) is a
 *   circle of people who tell each other their lives: there it does not hold (`pnpm eval`, the
 *   tuning dev set read as a Slack channel and as a WhatsApp group: 26 and 137 of 483 `fact`
 *   messages gave a fact, none junk; with it off in channels too, the held-out Slack and Discord
 *   exports gave 51 junk facts of 68).
 */
export function groupTalk(text: string, language: string, inAChannel = true): string | undefined {
  // A language without a pronoun table here: no rule reads it.
  const pronouns = pronounsOf(language);
  if (!pronouns) return undefined;
  const has = (list: readonly string[]) => hasPronoun(text, list);
  if (has(pronouns.second) || has(pronouns.members)) return "ADDRESSED_TO_THE_GROUP";
  if (has(pronouns.plural) && !has(pronouns.singular)) return "WE_FOR_THE_GROUP";
  if (isOnTheMatter(text, language)) return "ON_THE_MATTER";
  if (inAChannel && !isPersonalStatement(text) && !ownsAnOrganisation(text)) return "NOT_ABOUT_THEMSELF";
  return undefined;
}
