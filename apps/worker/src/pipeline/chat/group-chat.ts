import { type ExtractedFact, groupTalk } from "@memory/models";

/** A fact kept as an episode: searchable and attributed, never a profile fact nor a slot's value. */
function asRemark(fact: ExtractedFact): ExtractedFact {
  const { slot: _slot, ...episode } = fact;
  return { ...episode, kind: "remark" };
}

/**
 * A group chat (three or more people in one conversation) is read for the user's memory:
 * - OTHERS_IN_A_GROUP: what the other members say about themselves is an episode (attributed by
 *   `subject`, dated, searchable). One to one, the other person's facts stay facts about them: a
 *   user's memory holds their partner's or friend's life, not every member's of a workspace.
 * - WE_FOR_THE_GROUP, ADDRESSED_TO_THE_GROUP (`groupTalk`): the user's own statements that speak
 *   for the group ("we") or to it ("you", "anyone") are episodes too.
 */
export function groupEpisodes(facts: ExtractedFact[]): ExtractedFact[] {
  return facts.map((fact) => {
    if (fact.kind !== undefined && fact.kind !== "fact") return fact;
    if (fact.subject) return asRemark(fact);
    return groupTalk(fact.content, fact.language ?? "en") ? asRemark(fact) : fact;
  });
}
