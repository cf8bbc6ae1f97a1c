import { describe, expect, it } from "vitest";
import { standardSpelling } from "../src/local/chat-spelling.ts";

/** Chat spelling read as the standard words: only forms that are no other English word. */
describe("standardSpelling", () => {
  it("writes back the apostrophe of a negated auxiliary (do + n't, ca + n't, wo + n't)", () => {
    expect(standardSpelling("i dont know")).toBe("I don't know");
    expect(standardSpelling("she doesnt care, we cant go and he wont come")).toBe(
      "she doesn't care, we can't go and he won't come",
    );
    expect(standardSpelling("You shouldnt have")).toBe("You shouldn't have");
  });

  it("leaves words that only end like a negation ('want', 'event', 'different')", () => {
    for (const text of ["I want a different event", "the moment I meant it", "Kant wrote it"]) {
      expect(standardSpelling(text)).toBe(text);
    }
  });

  it("reads 'im', 'ive', 'thats' as the contracted pronoun and verb, capitalising 'I'", () => {
    expect(standardSpelling("im tired")).toBe("I'm tired");
    expect(standardSpelling("ive got two cats")).toBe("I've got two cats");
    expect(standardSpelling("thats great, youre right")).toBe("that's great, you're right");
    expect(standardSpelling("Thats it")).toBe("That's it");
  });

  it("keeps spellings that are other English words: 'ill', 'its', 'well', 'were', 'hell', 'lets', 'shell'", () => {
    for (const text of ["I was ill", "its roof is red", "we were well", "lets go to hell", "a shell"]) {
      expect(standardSpelling(text)).toBe(text);
    }
  });

  it("capitalises the pronoun 'i' alone or before its contraction, not inside 'i.e.' or a list's 'i)'", () => {
    expect(standardSpelling("i think i'm late")).toBe("I think I'm late");
    expect(standardSpelling("so i, too, went")).toBe("so I, too, went");
    expect(standardSpelling("fruit, i.e. apples")).toBe("fruit, i.e. apples");
    expect(standardSpelling("i) first point")).toBe("i) first point");
    expect(standardSpelling("a wi-fi password")).toBe("a wi-fi password");
  });

  it("TRANSPOSED_HEDGE: a hedge adjective after 'I'm' typed with two letters swapped is read as the adjective (Damerau 1964)", () => {
    expect(standardSpelling("I'm worreid the model has to be selected")).toBe(
      "I'm worried the model has to be selected",
    );
    expect(standardSpelling("im pretty suer the shop closes at 6")).toBe(
      "I'm pretty sure the shop closes at 6",
    );
    expect(standardSpelling("I am not certian it works")).toBe("I am not certain it works");
    // A word that is no transposition of a hedge, or a hedge not after "I'm", stays.
    for (const text of ["I'm worried sick", "I'm wired today", "the user is worreid"]) {
      expect(standardSpelling(text)).toBe(text);
    }
  });

  it("COMMENT_CLAUSE_COMMA: a closing 'I think' without its comma is set off as chat leaves it out ('Good I think' had become 'Good Bo thinks')", () => {
    expect(standardSpelling("Good I think.")).toBe("Good, I think.");
    expect(standardSpelling("I'm moving to Lisbon I guess")).toBe("I'm moving to Lisbon, I guess");
    expect(standardSpelling("pretty good i suppose lol")).toBe("pretty good, I suppose lol");
    // The clause's own object or complement ("what I think", "than I thought", "do I think"), and "I think of".
    for (const text of [
      "That's what I think.",
      "It's harder than I think.",
      "So do I think.",
      "And I think.",
      "Every time you mention nights I think of the ferry.",
    ])
      expect(standardSpelling(text)).toBe(text);
  });
});
