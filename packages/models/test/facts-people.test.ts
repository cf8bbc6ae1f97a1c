import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { contents, timestamp, user } from "./helpers/facts.ts";

/**
 * Who a fact is about: another participant's facts, their slots, never the assistant's words.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("who is who", () => {
  it("keeps another participant's facts as memories about them, named, with subject and their own category", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Daniel",
      messages: [
        user("I work as a nurse in Berlin."),
        { role: "Melanie", content: "Woohoo Melanie. Thing, Daniel. I paint and I have two kids." },
      ],
    });
    expect(facts.map((f) => [f.content, f.subject])).toEqual([
      ["I work as a nurse in Berlin.", undefined],
      ["Melanie paints.", "Melanie"],
      ["Melanie has two kids.", "Melanie"],
    ]);
    expect(facts[2]?.category).toBe("relationships");
  });

  it("reads 'you' as the other one in a chat of two, never in a group or channel where only two spoke", () => {
    const messages = [
      { role: "Bo", content: "Anyone got the slides from yesterday's talk?" },
      user("I'm proud of you, the talk went really well."),
    ];
    const read = (group: boolean) =>
      extractFacts({ timestamp, userName: "Ana", messages, ...(group ? { group } : {}) }).map(
        (f) => f.content,
      );
    expect(read(false).join(" ")).toMatch(/proud of Bo/);
    expect(read(true).join(" ")).toMatch(/proud of you/);
  });

  it("gives another person's single-valued attributes their own slot", () => {
    const [fact] = extractFacts({
      timestamp,
      messages: [{ role: "Melanie", content: "I moved to Lyon last month." }],
    });
    expect(fact).toMatchObject({ subject: "Melanie", slot: "person:melanie:residence" });
    expect(fact?.content).toBe("Melanie moved to Lyon in 2026-10.");
  });

  it("never takes an assistant's words as the user's", () => {
    expect(
      contents([user("Hello"), { role: "assistant", content: "I live in Paris and I love jazz." }]),
    ).toEqual([]);
  });
});
