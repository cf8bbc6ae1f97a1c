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

  it("DIRECT_SPEECH_UNQUOTED: after someone else's verb of saying, an imperative's 'yourself' is whom they spoke to ('My physio says pace yourself' had become 'pace Marcus')", () => {
    expect(toNamedAddressee("My physio says pace yourself and don't push through the pain", "Marcus")).toBe(
      "My physio says pace yourself and don't push through the pain",
    );
    expect(toNamedAddressee("The doctor told me take care of yourself", "Marcus")).toBe(
      "The doctor told me take care of yourself",
    );
    // The words said end with their sentence; "says nothing" reports no words.
    expect(toNamedAddressee("My coach says rest yourself. You ran well though", "Marcus")).toBe(
      "My coach says rest yourself. Marcus ran well though",
    );
    expect(toNamedAddressee("The statement says nothing. You could feed it to a bot", "Marcus")).toBe(
      "The statement says nothing. Marcus could feed it to a bot",
    );
    // Reported speech shifts its pronouns to the chat's: its "you" is the other person.
    expect(toNamedAddressee("Mum says you haven't rung her in 2 weeks", "Marcus")).toBe(
      "Mum says Marcus hasn't rung her in 2 weeks",
    );
    // The other person's own saying, and a "you" before the report, are still theirs.
    expect(toNamedAddressee("you said you'd come on Friday", "Marcus")).toBe(
      "Marcus said Marcus would come on Friday",
    );
    expect(toNamedAddressee("your mum says hi", "Marcus")).toBe("Marcus's mum says hi");
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
