import { describe, expect, it } from "vitest";
import { contentWords } from "../src/text/tokenize.ts";

describe("contentWords", () => {
  it("keeps English words that are function words only in another supported language", () => {
    // "sea" (es), "son" (es, fr), "war", "die", "hat", "man" (de), "pour", "plus" (fr) were dropped:
    // "Where does Hannah go sea swimming?" searched for "hannah swimming".
    expect(contentWords("Where does Hannah go sea swimming?")).toEqual(["hannah", "sea", "swimming"]);
    expect(contentWords("What is the name of Dmitri's son?")).toEqual(["name", "dmitri", "son"]);
    expect(contentWords("a man in a hat after the war; the plants die")).toEqual([
      "man",
      "hat",
      "war",
      "plants",
      "die",
    ]);
    expect(contentWords("soy milk, a plus, pour the hay")).toEqual(["soy", "milk", "plus", "pour", "hay"]);
  });

  it("still leaves out the function words of every supported language", () => {
    expect(contentWords("the cat and the dog")).toEqual(["cat", "dog"]);
    expect(contentWords("je suis avec les enfants dans le jardin")).toEqual(["enfants", "jardin"]);
    expect(contentWords("er ist mit dem Hund in der Stadt")).toEqual(["hund", "stadt"]);
    expect(contentWords("yo estoy en la playa y mi perro")).toEqual(["playa", "perro"]);
  });
});
