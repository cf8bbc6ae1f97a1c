import type { ExtractedFact } from "@memory/models";
import { describe, expect, it } from "vitest";
import { conversationDigest } from "../src/pipeline/chat/digest.ts";

const fact = (
  content: string,
  messageIndices: number[],
  extra: Partial<ExtractedFact> = {},
): ExtractedFact => ({
  content,
  category: "career",
  categories: ["career"],
  memoryType: "episodic",
  importance: 0.6,
  messageIndices,
  ...extra,
});

describe("conversation digest", () => {
  it("names everyone who took part among its participants, also when only the user's facts made it in", () => {
    const digest = conversationDigest({
      facts: [fact("I ate chips on the living room floor.", [1]), fact("I start physio on 2026-03-04.", [3])],
      participants: ["Tariq", "Hannah"],
      topic: "physio",
      start: Date.parse("2026-03-01T17:48:00Z"),
      userName: "Tariq",
    });
    expect(digest?.content).toBe(
      "On 2026-03-01 Tariq and Hannah talked. Tariq: I ate chips on the living room floor. Tariq: I start physio on 2026-03-04.",
    );
    // It opens by naming Hannah: she is one of the people it names (it had no participants at all).
    expect(digest?.participants).toEqual(["Hannah"]);
    expect(digest?.messageIndices).toEqual([1, 3]);
  });

  it("names the roles of a chat with an assistant as roles, not people ('On … user and assistant talked.')", () => {
    const digest = conversationDigest({
      facts: [fact("I live in mid-missouri.", [0]), fact("I am 29 years old.", [0])],
      participants: ["user", "assistant"],
      topic: "career",
      start: Date.parse("2023-11-03T10:00:00Z"),
    });
    expect(digest?.content).toBe(
      "On 2023-11-03 the user talked with the assistant. I live in mid-missouri. I am 29 years old.",
    );
    expect(digest?.participants).toBeUndefined();
  });

  it("keeps the facts that say most for their length, so its 80 words hold more of the conversation", () => {
    const long = `Hannah: ${"the inspection went on and on and ".repeat(8)}ended.`;
    const short = [
      "Tariq got the supervisor job.",
      "Leila is pregnant.",
      "Yusuf turns 8 in March.",
      "Ffion made the netball squad.",
    ];
    const digest = conversationDigest({
      facts: [
        fact(long, [0], { importance: 0.8 }),
        ...short.map((s, i) => fact(s, [i + 1], { importance: 0.7 })),
      ],
      participants: ["Tariq", "Hannah"],
      topic: "news",
      start: Date.parse("2026-03-01T17:48:00Z"),
    });
    // The long fact is the most important one, but it would have left room for two of the four.
    expect(digest?.content).toBe(`On 2026-03-01 Tariq and Hannah talked. ${short.join(" ")}`);
    expect(digest?.messageIndices).toEqual([1, 2, 3, 4]);
  });

  it("is no digest for a conversation that gave fewer than two facts", () => {
    expect(
      conversationDigest({ facts: [fact("I moved.", [0])], participants: ["A", "B"], topic: "x", start: 0 }),
    ).toBeNull();
  });
});
