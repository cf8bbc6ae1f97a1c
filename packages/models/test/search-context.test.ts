import { describe, expect, it } from "vitest";
import { searchContexts } from "../src/search-context.ts";

describe("search context of a memory", () => {
  const messages = [
    { role: "Lucía", content: "Mum is fine, thanks." },
    { role: "Tomás", content: "When's Marta's wedding? I need to book the trip." },
    { role: "Lucía", content: "It's on the 24th in Zaragoza, the whole family is coming." },
    { role: "Tomás", content: "Nice." },
  ];

  it("is the sorted content words of the fact's messages and the two before, minus its own words", () => {
    const contextOf = searchContexts(messages);
    const context = contextOf([2], "Lucía: It's on 2025-05-24 in Zaragoza, the whole family is coming.");
    // A second fact from the same messages gets the same words (the messages' words are kept per list).
    expect(contextOf([2], "Lucía: It's on 2025-05-24 in Zaragoza, the whole family is coming.")).toBe(
      context,
    );
    expect(context.split(" ")).toEqual([
      "24th",
      "book",
      "fine",
      "marta",
      "mum",
      "need",
      "thanks",
      "trip",
      "wedding",
    ]);
    expect(context).not.toMatch(/zaragoza|\bthe\b|lucía/);
  });

  it("has nothing before the first message, and skips system messages and secrets", () => {
    expect(searchContexts(messages)([0], "Mum is fine.")).toBe("thanks");
    expect(searchContexts(messages.slice(0, 1))([0], "Mum is fine, thanks.")).toBe("");
    expect(searchContexts(messages)([], "anything")).toBe("");
    const withSecret = [
      { role: "system", content: "You are a helpful assistant about gardening." },
      { role: "user", content: "my password is hunter2-Secret!99" },
      { role: "user", content: "I grow tomatoes on my balcony." },
    ];
    expect(searchContexts(withSecret)([2], "I grow tomatoes on my balcony.")).toBe("");
  });

  it("names the person a first-person fact is about, which its text never does", () => {
    const contextOf = searchContexts(messages);
    // "Where does Lucía work?" must be able to find Lucía's own "I got a job at La Fe".
    expect(contextOf([0], "Mum is fine.", "Lucía").split(" ")).toEqual(["lucía", "thanks"]);
    expect(contextOf([0], "Lucía: Mum is fine.", "Lucía")).toBe("thanks");
    expect(contextOf([], "I got a job at La Fe.", "Jae-won Park")).toBe("jae park won");
  });
});
