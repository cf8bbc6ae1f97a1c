import { describe, expect, it } from "vitest";
import {
  bioLanguage,
  bioPrompt,
  countWords,
  deriveCategoryProfiles,
  type SourceMemory,
  thirdPersonOfDe,
  toThirdPersonDe,
  writeLocalBio,
} from "../src/profile/index.ts";
import { placedMemory } from "./helpers/memories.ts";

/**
 * BIO_IN_THE_USERS_LANGUAGE in German: a user whose facts are in German gets a bio in German
 * (before, BIO_NOT_FOUND). Sentences of my own.
 */
const memory = (i: number, category: SourceMemory["category"], content: string, language = "de") =>
  placedMemory(i, category, content, language);

const GERMAN: SourceMemory[] = [
  memory(0, "identity", "Ich heiße Anna Weber."),
  memory(1, "identity", "Ich wohne seit 2019 in Leipzig."),
  memory(2, "career", "Ich arbeite als Krankenpflegerin im Universitätsklinikum."),
  memory(3, "career", "Ich leite seit März das Team der Nachtschicht."),
  memory(4, "interests", "Ich spiele gern Tennis im Verein."),
  memory(5, "learning", "Seit zwei Jahren lerne ich Japanisch."),
  memory(6, "health", "Ich bin allergisch gegen Nüsse."),
  memory(7, "relationships", "Meine Schwester wohnt in Hamburg."),
  memory(8, "travel", "Im Jahr 2025 war ich drei Wochen in Japan."),
  memory(9, "productivity", "Ich fahre jeden Tag mit dem Rad zur Arbeit."),
  // Not sayable without a guess: "wir", and "ihr"/"sein" for the user's "mich".
  memory(10, "relationships", "Wir ziehen im Mai nach München."),
  memory(11, "relationships", "Meine Mutter ruft mich jeden Sonntag an."),
];

describe("toThirdPersonDe", () => {
  it("gives the third person of a first person singular", () => {
    const pairs = [
      ["wohne", "wohnt"],
      ["arbeite", "arbeitet"],
      ["rede", "redet"],
      ["atme", "atmet"],
      ["lerne", "lernt"],
      ["nenne", "nennt"],
      ["sammle", "sammelt"],
      ["spiele", "spielt"],
      ["heiße", "heißt"],
      ["fahre", "fährt"],
      ["lese", "liest"],
      ["verlasse", "verlässt"],
      ["bin", "ist"],
      ["habe", "hat"],
      ["kann", "kann"],
      ["wohnte", "wohnte"],
      ["war", "war"],
    ];
    for (const [first, third] of pairs) expect(thirdPersonOfDe(first as string), first).toBe(third);
    expect(thirdPersonOfDe("gestern")).toBeNull();
  });

  it("rewrites the subject, the verb second, the reflexive and the possessives", () => {
    expect(toThirdPersonDe("Ich wohne in Berlin.", "Anna", true)).toBe("Anna wohnt in Berlin.");
    expect(toThirdPersonDe("Seit 2019 lerne ich Japanisch", "Anna", true)).toBe(
      "Seit 2019 lernt Anna Japanisch.",
    );
    expect(toThirdPersonDe("Ich freue mich auf den Urlaub.", "Anna", true)).toBe(
      "Anna freut sich auf den Urlaub.",
    );
    expect(toThirdPersonDe("Meine Schwester wohnt in Hamburg.", "Hans", true)).toBe(
      "Hans' Schwester wohnt in Hamburg.",
    );
  });

  it("a second predicate of the user's: conjugated when irregular, else the fact is left out ('und klassischt Musik' had been written)", () => {
    expect(toThirdPersonDe("Ich wohne in Kiel und bin Lehrerin.", "Anna", true)).toBe(
      "Anna wohnt in Kiel und ist Lehrerin.",
    );
    expect(toThirdPersonDe("Ich bin Lehrerin und wohne in Kiel.", "Anna", true)).toBeNull();
    expect(toThirdPersonDe("Ich mag Jazz und klassische Musik.", "Anna", true)).toBeNull();
    expect(toThirdPersonDe("Ich habe einen Sohn und meine Frau ist schwanger.", "Anna", true)).toBeNull();
    expect(toThirdPersonDe("Ich trinke Tee und nicht Kaffee.", "Anna", true)).toBe(
      "Anna trinkt Tee und nicht Kaffee.",
    );
    expect(toThirdPersonDe("Ich habe einen Hund und eine Katze.", "Anna", true)).toBe(
      "Anna hat einen Hund und eine Katze.",
    );
  });

  it("conjugates after a lengthening h, the vowel change of 'werben', and the t-stems with a prefix (review: 'fühelt', 'bewerbt', 'faste')", () => {
    const pairs = [
      ["fühle", "fühlt"],
      ["zähle", "zählt"],
      ["erzähle", "erzählt"],
      ["bewerbe", "bewirbt"],
      ["faste", "fastet"],
      ["bete", "betet"],
      ["vermiete", "vermietet"],
      ["lächle", "lächelt"],
      ["zeichne", "zeichnet"],
      ["rechne", "rechnet"],
      ["wasche", "wäscht"],
      ["schlage", "schlägt"],
      ["stoße", "stößt"],
    ];
    for (const [first, third] of pairs) expect(thirdPersonOfDe(first as string), first).toBe(third);
  });

  it("without a name the subject is lower case inside the sentence ('lernt Die Person' would have been written)", () => {
    expect(toThirdPersonDe("Seit 2019 lerne ich Japanisch.", "Die Person", false)).toBe(
      "Seit 2019 lernt die Person Japanisch.",
    );
  });

  it("says nothing it would have to guess", () => {
    for (const [sentence, named] of [
      ["Wir ziehen im Mai nach München.", true],
      ["Meine Mutter ruft mich jeden Sonntag an.", true],
      ["Meine kleine Schwester wohnt in Hamburg.", true],
      ["Meine Schwester wohnt in Hamburg.", false],
      ["Wenn ich Zeit habe, lese ich.", true],
      // A conjunction before "ich" is no verb ("Genauso wit Anna es mag" would have been written).
      ["Genauso wie ich es mag.", true],
      ["Meine Eltern zogen um als ich zehn war.", true],
      // A possessive after the subject needs "sein" or "ihr" ("Anna fährt mit Annas Rad" had been written).
      ["Ich fahre mit meinem Rad zur Arbeit.", true],
      ["Seit meiner Kindheit spiele ich Geige.", true],
    ] as const)
      expect(toThirdPersonDe(sentence, "Anna", named), sentence).toBeNull();
  });
});

describe("a German user's bio", () => {
  it("is written in German, about the named user, each sentence traceable", () => {
    for (const format of ["full", "short", "bullets", "professional"] as const) {
      for (const style of ["narrative", "factual", "casual", "formal"] as const) {
        const bio = writeLocalBio(GERMAN, { format, style });
        const label = `${format}/${style}`;
        expect(bio.text, label).toMatch(/^(?:• )?Anna Weber /u);
        expect(bio.text, label).not.toMatch(
          /(?<!\p{L})(?:[Ii]ch|mich|mir|[Mm]ein\p{L}*|[Ww]ir|The user|and)(?!\p{L})/u,
        );
        expect(countWords(bio.text), label).toBeLessThanOrEqual(200);
        expect(bio.memoryIds, label).not.toContain(GERMAN[0]?.id);
        expect(bio.memoryIds, label).not.toContain(GERMAN[10]?.id);
        expect(bio.memoryIds, label).not.toContain(GERMAN[11]?.id);
        for (const s of bio.sentences) expect(s.memoryIds.length, `${label}: ${s.text}`).toBeGreaterThan(0);
      }
    }
    const full = writeLocalBio(GERMAN, { format: "full", style: "narrative" }).text;
    expect(full).toContain("Anna Weber wohnt seit 2019 in Leipzig.");
    expect(full).toContain("arbeitet als Krankenpflegerin im Universitätsklinikum und leitet seit März");
    expect(full).toContain("Seit zwei Jahren lernt Anna Japanisch.");
    expect(full).toContain("Diese Fakten betreffen Anna Webers Hintergrund, Beruf");
  });

  it("is German when most facts are German, and a model is asked for German", () => {
    expect(bioLanguage(GERMAN)).toBe("de");
    expect(bioLanguage([...GERMAN.slice(1, 2), memory(20, "career", "I work as a nurse.", "en")])).toBe("en");
    expect(bioPrompt([], "Anna", "full", "narrative", "de")).toMatch(/write in German\./u);
  });
});

describe("a German user's profile sections", () => {
  it("state German facts in the third person; what the rewrite cannot say is quoted", () => {
    const profiles = deriveCategoryProfiles(GERMAN);
    expect(profiles.career).toMatchObject({
      summary:
        "Die Person arbeitet als Krankenpflegerin im Universitätsklinikum. Die Person leitet seit März das Team der Nachtschicht.",
    });
    expect(profiles.productivity).toMatchObject({
      key_points: ["Die Person fährt jeden Tag mit dem Rad zur Arbeit."],
    });
  });
});
