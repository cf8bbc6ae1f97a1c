import { describe, expect, it } from "vitest";
import {
  bioLanguage,
  bioPrompt,
  type SourceMemory,
  thirdPersonOfNl,
  toThirdPersonNl,
  writeLocalBio,
} from "../src/profile/index.ts";
import { placedMemory } from "./helpers/memories.ts";

/** BIO_IN_THE_USERS_LANGUAGE in Dutch (before, BIO_NOT_FOUND). Sentences of my own. */
const memory = (i: number, category: SourceMemory["category"], content: string, language = "nl") =>
  placedMemory(i, category, content, language);

const DUTCH: SourceMemory[] = [
  memory(0, "identity", "Ik heet Eva de Boer."),
  memory(1, "identity", "Ik woon sinds 2018 in Leiden."),
  memory(2, "career", "Ik werk als fysiotherapeut in een praktijk in Delft."),
  memory(3, "career", "Ik geef op dinsdag les aan studenten."),
  memory(4, "interests", "In het weekend zeil ik op de Kagerplassen."),
  memory(5, "health", "Ik ben allergisch voor katten."),
  memory(6, "relationships", "Mijn broer woont in Groningen."),
  memory(7, "relationships", "We hebben een hond."),
];

describe("toThirdPersonNl", () => {
  it("gives the third person of a first person singular", () => {
    const pairs = [
      ["woon", "woont"],
      ["vind", "vindt"],
      ["zit", "zit"],
      ["ben", "is"],
      ["heb", "heeft"],
      ["ga", "gaat"],
      ["woonde", "woonde"],
      ["was", "was"],
    ];
    for (const [first, third] of pairs) expect(thirdPersonOfNl(first as string), first).toBe(third);
  });

  it("rewrites the subject, the verb second and an opening possessive", () => {
    expect(toThirdPersonNl("Ik woon in Leiden.", "Eva", true)).toBe("Eva woont in Leiden.");
    expect(toThirdPersonNl("Sinds 2018 werk ik in Delft.", "Eva", true)).toBe(
      "Sinds 2018 werkt Eva in Delft.",
    );
    expect(toThirdPersonNl("Ik voel me thuis in Leiden.", "Eva", true)).toBe(
      "Eva voelt zich thuis in Leiden.",
    );
    // A name on a long vowel takes "'s" (Eva's, Timo's); one on an unstressed -e takes "s" (Sannes).
    expect(toThirdPersonNl("Mijn broer woont in Groningen.", "Eva", true)).toBe(
      "Eva's broer woont in Groningen.",
    );
    expect(toThirdPersonNl("Mijn broer woont in Groningen.", "Sanne", true)).toBe(
      "Sannes broer woont in Groningen.",
    );
    // A second clause of the user's: the name again, never a guessed "ze" or "hij".
    expect(toThirdPersonNl("Ik ben geboren in Zwolle en ik woon nu in Leiden.", "Eva", true)).toBe(
      "Eva is geboren in Zwolle en Eva woont nu in Leiden.",
    );
  });

  it("a second predicate of the user's: conjugated when its verb is sure, else the fact is left out ('… en kom even …' had been written)", () => {
    expect(toThirdPersonNl("Ik woon in Delft en ben verpleegkundige.", "Eva", true)).toBe(
      "Eva woont in Delft en is verpleegkundige.",
    );
    expect(toThirdPersonNl("Ik ben docent en geef les in Delft.", "Eva", true)).toBeNull();
    // A coordinated noun phrase is no predicate.
    expect(toThirdPersonNl("Ik drink koffie en de thee van mijn oma.", "Eva", true)).toBeNull();
    expect(toThirdPersonNl("Ik hou van fietsen en een goed boek.", "Eva", true)).toBe(
      "Eva houdt van fietsen en een goed boek.",
    );
  });

  it("without a name the subject is lower case inside the sentence ('heeft De gebruiker' had been written)", () => {
    expect(toThirdPersonNl("Sinds 2018 werk ik in Delft.", "De gebruiker", false)).toBe(
      "Sinds 2018 werkt de gebruiker in Delft.",
    );
  });

  it("reads no comparison nor adverb as a verb, knows the strong pasts, and leaves out chat's 'm'n' (review: 'ouder dant Sanne', 'wont', 'met m'n vriend')", () => {
    for (const sentence of [
      "Mijn broer is ouder dan ik.",
      "Net als Eva werk ook ik in de zorg.",
      "Ik woon met m'n vriend in Utrecht.",
      "Ik woon met mn vriend in Utrecht.",
      "Ik ken mezelf goed.",
    ])
      expect(toThirdPersonNl(sentence, "Eva", true), sentence).toBeNull();
    for (const [first, third] of [
      ["won", "won"],
      ["vertrok", "vertrok"],
      ["sliep", "sliep"],
      ["hielp", "hielp"],
      ["woon", "woont"],
      ["vroeg", "vroeg"],
      ["verbleef", "verbleef"],
      ["schrok", "schrok"],
      ["ontving", "ontving"],
    ])
      expect(thirdPersonOfNl(first as string), first).toBe(third);
  });

  it("reads no conjunction as a verb ('Sannes man ent Sanne hebben …' had been written)", () => {
    for (const sentence of [
      "Mijn broer en ik spelen samen in een band.",
      "Mijn ouders verhuisden toen ik twaalf was.",
      "Mijn moeder zegt dat ik op haar lijk.",
    ])
      expect(toThirdPersonNl(sentence, "Eva", true), sentence).toBeNull();
  });
});

describe("a Dutch user's bio", () => {
  it("is written in Dutch, about the named user", () => {
    const bio = writeLocalBio(DUTCH, { format: "full", style: "narrative" });
    expect(bio.text).toMatch(/^Eva de Boer woont sinds 2018 in Leiden\./u);
    expect(bio.text).toContain(
      "Eva werkt als fysiotherapeut in een praktijk in Delft en geeft op dinsdag les",
    );
    expect(bio.text).toContain("In het weekend zeilt Eva op de Kagerplassen.");
    expect(bio.text).not.toMatch(/(?<!\p{L})(?:[Ii]k|me|mij|[Mm]ijn|[Ww]e|ons|onze)(?!\p{L})/u);
    expect(bio.memoryIds).not.toContain(DUTCH[7]?.id);
    expect(bioLanguage(DUTCH)).toBe("nl");
    expect(bioPrompt([], "Eva", "full", "narrative", "nl")).toMatch(/write in Dutch\./u);
  });
});
