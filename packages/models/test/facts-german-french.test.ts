import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { user } from "./helpers/facts.ts";

/**
 * German and French chats: dates, job titles and leading words.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("German and French chats", () => {
  it("ON_AS_WE: 'on' for 'nous' with a household's verbs is the speaker's ('on habite à Nantes'); the generic 'on' is not", () => {
    const facts = extractFacts({
      timestamp: "2025-11-03T10:00:00Z",
      userName: "Sam",
      messages: [
        { role: "Lena", content: "Et vous, vous êtes où maintenant ?" },
        user("On habite à Nantes depuis 2019, et on vient d'adopter un chiot."),
        user("On dit que Nantes est la ville la plus agréable de France."),
      ],
    });
    expect(facts.filter((f) => f.kind === undefined).map((f) => f.content)).toEqual([
      "On habite à Nantes depuis 2019, et on vient d'adopter un chiot.",
    ]);
  });

  it("reads their dates, job titles and leading words ('Wir waren am Samstag' was read as English)", () => {
    const german = extractFacts({
      timestamp: "2025-11-03T10:00:00Z",
      userName: "Sam",
      messages: [
        user("Super! Wir waren am Samstag in Potsdam wandern."),
        { role: "Lena", content: "Ich arbeite jetzt als Projektleiterin. Und mein Bruder heiratet im Juni." },
      ],
    });
    expect(german.map((f) => f.content)).toEqual([
      "Wir waren am 2025-11-01 in Potsdam wandern.",
      "Lena: Ich arbeite jetzt als Projektleiterin.",
      "Lena: Mein Bruder heiratet im Juni 2026.",
    ]);
    expect(german[1]?.slot).toBe("person:lena:job_title");
    const french = extractFacts({
      timestamp: "2025-11-03T10:00:00Z",
      userName: "Sam",
      messages: [{ role: "Lena", content: "Moi je suis enceinte, le bébé est prévu pour mars." }],
    });
    // "bébé" and "prévu" are no past tense: March ahead, not behind.
    expect(french.map((f) => f.content)).toEqual(["Lena est enceinte, le bébé est prévu pour 2026-03."]);
    // "fuimos" is past: the Saturday just gone.
    expect(
      extractFacts({
        timestamp: "2025-11-03T10:00:00Z",
        messages: [user("El sábado fuimos a Toledo con mi hermana.")],
      })[0]?.content,
    ).toBe("El 2025-11-01 fuimos a Toledo con mi hermana.");
  });
});
