import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { timestamp, user } from "./helpers/facts.ts";

/**
 * Dates of facts: resolved against each message's time, durations and habits undated.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("dates", () => {
  it('keeps "since March" in the past of the reference time', () => {
    const [fact] = extractFacts({ timestamp, messages: [user("I've lived in Lyon since March.")] });
    expect(fact?.content).toBe("I've lived in Lyon since 2026-03.");
  });

  it("does not read a duration as a date", () => {
    const [fact] = extractFacts({
      timestamp,
      messages: [user("Yesterday I ran my first half marathon in 2 hours 5 minutes.")],
    });
    expect(fact?.content).toBe("On 2026-11-19 I ran my first half marathon in 2 hours 5 minutes.");
    expect(fact?.eventDate).toBe("2026-11-19");
  });

  it("resolves each message's dates against its own time, not the conversation's start", () => {
    const facts = extractFacts({
      timestamp: "2026-11-20T23:50:00Z",
      messages: [
        {
          role: "user",
          content: "I'm still up, I can't sleep before big days.",
          timestamp: "2026-11-20T23:50:00Z",
        },
        { role: "user", content: "I have my driving test tomorrow.", timestamp: "2026-11-21T00:20:00Z" },
      ],
    });
    expect(facts.map((f) => f.content)).toContain("I have my driving test on 2026-11-22.");
  });

  it("keeps habits semantic, without an event date", () => {
    const [fact] = extractFacts({
      timestamp,
      messages: [user("I usually go climbing on Tuesday evenings.")],
    });
    expect(fact).toMatchObject({
      content: "I usually go climbing on Tuesday evenings.",
      memoryType: "semantic",
    });
    expect(fact?.eventDate).toBeUndefined();
  });
});
