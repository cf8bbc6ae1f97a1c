import { describe, expect, it } from "vitest";
import { toNamedAddressee } from "../src/local/second-person.ts";

/** In a two-person chat, "you" is the other person: the sentence names them, with the verb agreeing. */
describe("toNamedAddressee", () => {
  it("names the other person as the subject, conjugating the verb for the third person", () => {
    expect(toNamedAddressee("I can't believe you proposed", "Marcus")).toBe(
      "I can't believe Marcus proposed",
    );
    expect(toNamedAddressee("you work too much", "Marcus")).toBe("Marcus works too much");
    expect(toNamedAddressee("you always say that", "Marcus")).toBe("Marcus always says that");
  });

  it("turns a contracted or separate auxiliary into its third-person form ('you're' → 'is', 'you have' → 'has')", () => {
    expect(toNamedAddressee("you're moving to Leeds", "Ana")).toBe("Ana is moving to Leeds");
    expect(toNamedAddressee("you have a new job", "Ana")).toBe("Ana has a new job");
    expect(toNamedAddressee("you don't eat meat", "Ana")).toBe("Ana doesn't eat meat");
    expect(toNamedAddressee("you were in Rome", "Ana")).toBe("Ana was in Rome");
  });

  it("reads \"you'd\" as 'had' before a past participle and 'would' before a bare verb", () => {
    expect(toNamedAddressee("you'd finished early", "Ana")).toBe("Ana had finished early");
    expect(toNamedAddressee("you'd love it", "Ana")).toBe("Ana would love it");
  });

  it("keeps the object form without a verb ('proud of you', 'let you go') and makes 'your' a possessive", () => {
    expect(toNamedAddressee("I'm proud of you", "Priya")).toBe("I'm proud of Priya");
    expect(toNamedAddressee("they let you go", "Priya")).toBe("they let Priya go");
    expect(toNamedAddressee("your sister called", "Priya")).toBe("Priya's sister called");
  });

  it("leaves a sentence that speaks to several people or to anyone, or has no 'you'", () => {
    for (const text of [
      "thank you so much",
      "you guys are the best",
      "you both look great",
      "you never know",
      "you know, it rained",
      "I love the new flat",
      "youth hostels are cheap",
    ]) {
      expect(toNamedAddressee(text, "Priya")).toBe(text);
    }
  });
});
