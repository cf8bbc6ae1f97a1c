import { type ExtractedFact, groupTalk } from "@memory/models";

/** A fact kept as an episode: searchable and attributed, never a profile fact nor a slot's value. */
function asRemark(fact: ExtractedFact): ExtractedFact {
  const { slot: _slot, ...episode } = fact;
  return { ...episode, kind: "remark" };
}

/**
 * A group chat (three or more people in one conversation, or a channel of a workspace) is read for
 * the user's memory:
 * - OTHERS_IN_A_GROUP: what the other members say about themselves is an episode (attributed by
 *   `subject`, dated, searchable). One to one, the other person's facts stay facts about them: a
 *   user's memory holds their partner's or friend's life, not every member's of a workspace.
 * - WE_FOR_THE_GROUP, ADDRESSED_TO_THE_GROUP, ON_THE_MATTER (`groupTalk`): the user's own statements
 *   that speak for the group ("we"), to it ("you", "anyone") or on its matter are episodes too; in a
 *   channel of a workspace (`inAChannel`), so are those that do not open by saying who the user is
 *   (NOT_ABOUT_THEMSELF): a channel talks about its work, a group of a chat app is a circle of people.
 */
export function groupEpisodes(facts: ExtractedFact[], inAChannel: boolean): ExtractedFact[] {
  return facts.map((fact) => {
    if (fact.kind !== undefined && fact.kind !== "fact") return fact;
    if (fact.subject) return asRemark(fact);
    return groupTalk(fact.content, fact.language ?? "en", inAChannel) ? asRemark(fact) : fact;
  });
}
