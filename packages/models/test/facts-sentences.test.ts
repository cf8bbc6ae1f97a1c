import { describe, expect, it } from "vitest";
import { splitSentences } from "../src/local/sentences.ts";
import { contents, user } from "./helpers/facts.ts";

/**
 * Where a sentence ends: abbreviations, decimals, URLs and chat's lower case.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("clean, self-contained facts", () => {
  it("does not split at abbreviations, decimals or URLs", () => {
    expect(
      splitSentences("I work at St. Mary's hospital. Dr. Smith paid 3.50 at example.com/a.b today.", "en"),
    ).toEqual(["I work at St. Mary's hospital.", "Dr. Smith paid 3.50 at example.com/a.b today."]);
    expect(contents([user("I now work at St. Mary's hospital as a nurse.")])).toEqual([
      "I now work at St. Mary's hospital as a nurse.",
    ]);
  });

  it("STOP_INSIDE_A_NAME: a '!' or '?' right before a letter, a digit or '_' ends no sentence ('Pop!_OS', 'Yahoo!Mail')", () => {
    expect(splitSentences("I'm on Pop!_OS 24.04. It works! Great.", "en")).toEqual([
      "I'm on Pop!_OS 24.04.",
      "It works!",
      "Great.",
    ]);
  });

  it("ends a sentence at a period before a lower-case word, as chat is written", () => {
    expect(splitSentences("I know, don't worry. she understands. she's fine", "en")).toEqual([
      "I know, don't worry.",
      "she understands.",
      "she's fine",
    ]);
    // An emoji ends a sentence as a period does.
    expect(splitSentences("barely 😅 we had three shows this weekend", "en")).toEqual([
      "barely 😅",
      "we had three shows this weekend",
    ]);
    // Abbreviations still hold the sentence together.
    expect(splitSentences("we met approx. five years ago, e.g. at work", "en")).toEqual([
      "we met approx. five years ago, e.g. at work",
    ]);
    expect(
      contents([{ role: "Tomás", content: "do it. I take the bus to work every day" }], "Lucía"),
    ).toEqual(["Tomás takes the bus to work every day."]);
  });

  it("CHAT_PARTICLE: a chat particle that ends a fact ('btw', 'lol', 'tbh') goes; a word of the fact stays", () => {
    expect(
      contents([
        user("I'm a backend dev at a fintech in Berlin btw"),
        user("I've been vegan for ten years lol"),
        user("I live in Leeds tbh haha"),
        user("I bought a Lol doll for my niece. My name is Imo."),
      ]),
    ).toEqual([
      "I'm a backend dev at a fintech in Berlin.",
      "I've been vegan for ten years.",
      "I live in Leeds.",
      "I bought a Lol doll for my niece.",
      "My name is Imo.",
    ]);
  });

  it("ends a fact whose aside closes on its own stop once, outside the parenthesis", () => {
    expect(
      contents([user("I run a small bakery in Porto (opened in 2019, with my sister.) It keeps me busy.")]),
    ).toContain("I run a small bakery in Porto (opened in 2019, with my sister).");
  });

  it("UNCLOSED_ASIDE: an aside opened and never closed runs to the end of the fact; the fact ends before it", () => {
    expect(
      contents([user("I am a very careful driver (ask anyone who rode with me on the coast road. Anyway.")]),
    ).toContain("I am a very careful driver.");
    // A closed aside stays.
    expect(contents([user("I speak Basque (my grandmother's language) at home.")])).toContain(
      "I speak Basque (my grandmother's language) at home.",
    );
  });
});
