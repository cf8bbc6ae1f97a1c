import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { contents, user } from "./helpers/facts.ts";

/**
 * 'she', 'he' and names: whom a pronoun stands for, and numbers.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("pronouns and numbers", () => {
  it("resolves 'she' only when one person is named, also at the start of a sentence, and keeps 'turned 10'", () => {
    const facts = extractFacts({
      timestamp: "2026-03-15T10:22:00Z",
      userName: "Sofia",
      messages: [
        { role: "Dmitri", content: "Sad for Rui, but a mother-daughter trip sounds special too." },
        user(
          "Inês is thrilled, she thinks she's in charge now. She turned 10 on Tuesday and has been unbearable since.",
        ),
      ],
    });
    const text = facts.map((f) => f.content).join(" | ");
    expect(text).not.toMatch(/Rui turned/);
    expect(text).toMatch(/turned 10 on 2026-03-10/);
  });

  it("PLURAL_NOUN_FIRST: a capitalised plural noun before 'are' opens a sentence, it names no one 'she' may be ('Dogs runs faster')", () => {
    const facts = extractFacts({
      timestamp: "2026-03-15T10:22:00Z",
      userName: "Ben",
      messages: [
        { role: "Anna", content: "any news?" },
        { role: "Ben", content: "Dogs are smarter than us, honestly." },
        { role: "Ben", content: "She runs faster than I do." },
      ],
    });
    const text = facts.map((f) => f.content).join(" | ");
    expect(text).not.toMatch(/Dogs runs/);
    // A name that ends in s is still one: "James is …".
    expect(
      contents(
        [
          { role: "Anna", content: "James is back from Leeds." },
          { role: "Ben", content: "He's moving to Cork in May" },
        ],
        "Ben",
      ).join(" | "),
    ).toMatch(/James is moving to Cork/);
  });

  it("resolves 'he' to the one person the message named before, never to a one-word answer ('Wonderful will move')", () => {
    const facts = extractFacts({
      timestamp: "2025-09-08T10:00:00Z",
      userName: "Ingrid",
      messages: [
        user("How was your weekend, by the way?"),
        {
          role: "Kwame",
          content:
            "Busy. We were buying school things for Kofi. He is 6 and already negotiating like a lawyer.",
        },
        user("So you will live together in Manchester?"),
        { role: "Ananya", content: "Wonderful. He'll move into the Chorlton flat in the summer." },
        { role: "Ananya", content: "Tell her to get them checked please" },
        user("I will tell her. She will not listen to me, but I will tell her."),
      ],
    });
    const text = facts.map((f) => f.content).join(" | ");
    expect(text).toMatch(/Kofi is 6 and already negotiating like a lawyer/);
    expect(text).not.toMatch(/Wonderful will|Busy is|Chorlton will|Tell will/);
  });
});

describe("clean, self-contained facts", () => {
  it("counts a name said with 's among the people 'he' may be ('Farofa is turning 5' was Misha's birthday, t08)", () => {
    const facts = contents(
      [
        { role: "Sofia", content: "Farofa will be honoured." },
        {
          role: "Dmitri",
          content:
            "Oh, and it's Misha's birthday on the 21st. He's turning 5 and has ordered a tractor cake.",
        },
      ],
      "Sofia",
    );
    expect(facts.some((f) => f.includes("Farofa is turning"))).toBe(false);
    // "Niamh's mum" is someone "she" may be as much as Niamh: no one is named (t11).
    const mum = contents(
      [
        { role: "Hattie", content: "Is Niamh's mum being a help?" },
        { role: "user", content: "A saint. She does the six o'clock shift so we can sleep two more hours." },
      ],
      "Owen",
    );
    expect(mum.some((f) => f.includes("Niamh does"))).toBe(false);
    // "Doug's nephew Liam" names the nephew: "he" is Liam.
    expect(
      contents(
        [
          {
            role: "Hattie",
            content: "Doug's nephew Liam moved back to Hobart. He's thirty and strong as an ox.",
          },
        ],
        "Owen",
      ),
    ).toContain("Hattie: Doug's nephew Liam moved back to Hobart. Liam is thirty and strong as an ox.");
  });

  it("names the person a leading 'she' stands for from a question before the speaker's turn, also written in lower case when the chat capitalises the name elsewhere (t07)", () => {
    const messages = [
      { role: "Hannah", content: "you might move?? what does leila think?" },
      { role: "Tariq", content: "she's all for it. more money, no weekends" },
      { role: "Tariq", content: "she's a pharmacist at the boots in the bullring, we hardly see each other" },
    ];
    expect(contents(messages, "Hannah")).toContain(
      "Tariq: Leila is a pharmacist at the boots in the bullring, we hardly see each other.",
    );
    // A word the chat never writes as a name stays a word: no one to stand for.
    expect(
      contents(
        [
          { role: "Hannah", content: "what does the boss think?" },
          {
            role: "Tariq",
            content: "she's a pharmacist at the boots in the bullring, we hardly see each other",
          },
        ],
        "Hannah",
      ),
    ).toContain("Tariq: She's a pharmacist at the boots in the bullring, we hardly see each other.");
  });

  it("names the person a first-person fact's leading 'she' or 'he' stands for, when the message before names one", () => {
    expect(
      contents(
        [
          { role: "Lucía", content: "and Inés?" },
          { role: "Tomás", content: "She's the one who told me to apply for the job in Lisbon." },
        ],
        "Lucía",
      ),
    ).toContain("Inés is the one who told Tomás to apply for the job in Lisbon.");
    // "'s" before a past participle is "has" (t10: "Lena is made it twice" was written).
    expect(
      contents(
        [
          { role: "Lucía", content: "and Inés?" },
          { role: "Tomás", content: "She's made the paella twice already, from memory." },
        ],
        "Lucía",
      ),
    ).toContain('Tomás: Inés has made the paella twice already, from memory (asked by Lucía: "and Inés?").');
  });

  it("resolves to a hyphenated name whole, and drops a possessive with its noun alone ('My news.')", () => {
    const facts = contents(
      [
        { role: "Maggie", content: "And how is Soo-ah taking it?" },
        user("She lives ten minutes away now, we have dinner together every Wednesday."),
        { role: "Maggie", content: "My news. I am back in the pool." },
      ],
      "Jae-won",
    );
    expect(facts).toContain("Soo-ah lives ten minutes away now, we have dinner together every Wednesday.");
    expect(facts).toContain("Maggie is back in the pool.");
    expect(facts).not.toContain("Maggie's news.");
  });

  it("keeps a subject of two people whole, resolves 'she'll', never to a place, and reads an answer's tense without its question", () => {
    const facts = contents(
      [
        user("Andrés and I are taking the train to the wedding."),
        { role: "Tomás", content: "how is mum?" },
        user("she'll be in the hospital until Monday and then rehab"),
        {
          role: "Rajesh",
          content: "Your mother is already in Bengaluru since Tuesday. She took the knitting.",
        },
      ],
      "Lucía",
    );
    expect(facts).toContain("Andrés and I are taking the train to the wedding.");
    // Monday after Friday 2026-11-20 is the 23rd: "(asked by …)" does not make the answer past tense.
    expect(facts).toContain(
      'Lucía: She\'ll be in the hospital until 2026-11-23 and then rehab (asked by Tomás: "how is mum?").',
    );
    expect(facts.join(" ")).toContain("She took the knitting.");
    expect(facts.join(" ")).not.toMatch(/Bengaluru took|Your took/);
  });
});
