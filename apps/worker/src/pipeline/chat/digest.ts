import type { Category } from "@memory/db";
import type { ExtractedFact } from "@memory/models";

/** A conversation digest has at most this many words. */
export const DIGEST_MAX_WORDS = 80;

export interface DigestInput {
  /** The facts extracted from the conversation (or segment), in order. */
  facts: ExtractedFact[];
  /** Who took part, by name (the user's name when known). */
  participants: string[];
  topic: string;
  /** Epoch milliseconds. */
  start: number;
  /** The user's name, so that the user's first-person facts read as theirs ("Daniel: I …"). */
  userName?: string | undefined;
}

/** Role names of a chat (`role` when no name is known), never people a digest names. */
const ROLES = new Set(["user", "assistant", "system", "tool", "function"]);

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * The episodic "conversation memory" of one conversation or segment: a condensed, attributed
 * digest ("On 2025-02-09 Lucía and Tomás talked. Lucía: … Tomás …"), at most
 * DIGEST_MAX_WORDS words, built from the facts that say most for their length (importance per
 * √words), never the raw chat. Its
 * `messageIndices` are the messages of the facts it condenses, nothing else. Null when the
 * conversation gave fewer than two facts (a digest would only repeat the one fact).
 */
export function conversationDigest(input: DigestInput): ExtractedFact | null {
  const facts = input.facts.filter((f) => f.content.trim().length > 0);
  if (facts.length < 2) return null;
  const day = new Date(input.start).toISOString().slice(0, 10);
  // A chat with an assistant has roles, not people: "the user talked with the assistant".
  const people = input.participants.filter((p) => !ROLES.has(p.toLowerCase()));
  const withAssistant = input.participants.some((p) => p.toLowerCase() === "assistant");
  const who = people.length > 0 ? people.join(" and ") : (input.userName ?? "the user");
  // The topic stays in metadata (conversation_topic): a single frequent word reads badly in a sentence.
  const opening = withAssistant ? `On ${day} ${who} talked with the assistant.` : `On ${day} ${who} talked.`;
  // The facts that say most for their length first (importance per √words: a short important fact
  // before a long one, so the budget holds more of the conversation), then in the conversation's order.
  const worth = (f: ExtractedFact) => f.importance / Math.sqrt(Math.max(1, words(f.content).length));
  const ranked = facts
    .map((fact, order) => ({ fact, order, worth: worth(fact) }))
    .sort((a, b) => b.worth - a.worth || a.order - b.order);
  let budget = DIGEST_MAX_WORDS - words(opening).length;
  const chosen: { fact: ExtractedFact; order: number; text: string }[] = [];
  for (const item of ranked) {
    const attributed =
      !item.fact.subject && input.userName && !item.fact.content.startsWith(`${input.userName}:`)
        ? `${input.userName}: ${item.fact.content}`
        : item.fact.content;
    const n = words(attributed).length;
    if (n > budget) continue;
    chosen.push({ ...item, text: attributed });
    budget -= n;
    if (budget < 6) break;
  }
  if (chosen.length < 2) return null;
  chosen.sort((a, b) => a.order - b.order);
  const content = [opening, ...chosen.map((c) => c.text)].join(" ");
  const categories = rankCategories(chosen.map((c) => c.fact));
  // Everyone the digest names: who took part (its opening names them; the user aside) and the people of its facts.
  const participants = [
    ...new Set([
      ...people.filter((p) => p !== input.userName),
      ...chosen.flatMap((c) => [...(c.fact.subject ? [c.fact.subject] : []), ...(c.fact.participants ?? [])]),
    ]),
  ];
  const digest: ExtractedFact = {
    content,
    category: categories[0] ?? "relationships",
    categories,
    memoryType: "episodic",
    importance: 0.5,
    kind: "conversation",
    messageIndices: [...new Set(chosen.flatMap((c) => c.fact.messageIndices))].sort((a, b) => a - b),
    eventDate: day,
  };
  if (participants.length > 0) digest.participants = participants;
  const language = chosen[0]?.fact.language;
  if (language) digest.language = language;
  return digest;
}

function rankCategories(facts: ExtractedFact[]): Category[] {
  const counts = new Map<Category, number>();
  for (const f of facts) counts.set(f.category, (counts.get(f.category) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
}
