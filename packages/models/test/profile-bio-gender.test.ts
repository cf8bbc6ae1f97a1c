import { describe, expect, it } from "vitest";
import {
  genderFromOwnWords,
  type SourceMemory,
  toThirdPersonDe,
  toThirdPersonFr,
  toThirdPersonNl,
  writeLocalBio,
} from "../src/profile/index.ts";
import { placedMemory } from "./helpers/memories.ts";

/** GENDER_FROM_OWN_WORDS: a pronoun only where the user's own facts gave their gender. Sentences of my own. */
describe("genderFromOwnWords", () => {
  it("reads a word that agrees with the speaker, or a noun for oneself", () => {
    expect(genderFromOwnWords(["Je suis arrivée à Nantes en mars."])).toBe("f");
    expect(genderFromOwnWords(["Je suis très heureux ici."])).toBe("m");
    expect(genderFromOwnWords(["Estoy jubilada."])).toBe("f");
    expect(genderFromOwnWords(["Sono stato in Cina."])).toBe("m");
    expect(genderFromOwnWords(["Ich bin Ärztin in Köln."])).toBe("f");
    expect(genderFromOwnWords(["Ik ben vader van twee kinderen."])).toBe("m");
    expect(genderFromOwnWords(["I'm a proud grandmother."])).toBe("f");
  });

  it("is null when nothing tells it, when the facts disagree, or for 'they'", () => {
    expect(
      genderFromOwnWords(["Je suis à Lyon.", "Je suis médecin.", "I'm a teacher.", "Ich bin Lehrer."]),
    ).toBeNull();
    // Agreement that a participle does not make before its object ("je me suis coupé le doigt").
    expect(genderFromOwnWords(["Je me suis coupé le doigt.", "Je suis diabétique."])).toBeNull();
    expect(genderFromOwnWords(["Je suis née à Brest.", "Je suis devenu papa."])).toBeNull();
    expect(genderFromOwnWords(["I'm a mother of three.", "My pronouns are they/them."])).toBeNull();
  });
});

describe("French with the user's gender", () => {
  it("says 'il' or 'elle' for the 'je' of another clause and names the user first", () => {
    expect(toThirdPersonFr("Je ne cours plus parce que j'ai mal au genou.", "Inès", "f")).toBe(
      "Inès ne court plus parce qu'elle a mal au genou.",
    );
    expect(toThirdPersonFr("Quand j'étais enfant, je vivais à Dakar.", "Omar", "m")).toBe(
      "Quand Omar était enfant, il vivait à Dakar.",
    );
    expect(toThirdPersonFr("Je travaille chez moi le lundi.", "Inès", "f")).toBe(
      "Inès travaille chez elle le lundi.",
    );
  });

  it("leaves the same facts out without it, and an object 'me' of someone else's verb either way", () => {
    expect(toThirdPersonFr("Je ne cours plus parce que j'ai mal au genou.", "Inès")).toBeNull();
    expect(toThirdPersonFr("Mon frère m'écrit chaque semaine.", "Inès", "f")).toBeNull();
  });
});

describe("a bio with the gender its facts give", () => {
  const facts = (extra: SourceMemory[]) => [
    placedMemory(0, "identity", "Je m'appelle Inès.", "fr"),
    placedMemory(1, "career", "Je travaille comme pharmacienne à Rennes depuis 2018.", "fr"),
    placedMemory(2, "health", "Je ne bois plus de café le soir parce que je dors mal.", "fr"),
    placedMemory(3, "interests", "Je fais de la voile l'été en Bretagne.", "fr"),
    ...extra,
  ];

  it("says the pronoun when a fact told the gender, and leaves that fact out otherwise", () => {
    const told = writeLocalBio(facts([placedMemory(4, "identity", "Je suis née à Quimper.", "fr")]), {
      format: "full",
      style: "factual",
    });
    expect(told.text).toContain("parce qu'elle dort mal");
    const untold = writeLocalBio(facts([placedMemory(4, "identity", "J'habite à Rennes.", "fr")]), {
      format: "full",
      style: "factual",
    });
    expect(untold.text).not.toContain("dort mal");
    expect(untold.text).not.toMatch(/(?<!\p{L})(?:elle|il)(?!\p{L})/u);
  });
});

describe("a French bio without a name", () => {
  it("calls a woman 'L'utilisatrice' when her facts say so ('L'utilisateur … elle' had mixed the genders)", () => {
    const facts = [
      placedMemory(1, "career", "Je travaille comme pharmacienne à Rennes depuis 2018.", "fr"),
      placedMemory(2, "health", "Je ne bois plus de café le soir parce que je dors mal.", "fr"),
      placedMemory(3, "interests", "Je fais de la voile l'été en Bretagne.", "fr"),
      placedMemory(4, "identity", "Je suis née à Quimper.", "fr"),
    ];
    const bio = writeLocalBio(facts, { format: "full", style: "factual" });
    expect(bio.text).toMatch(/^L'utilisatrice /u);
    expect(bio.text).toContain("parce qu'elle dort mal");
    expect(bio.text).toMatch(/de l'utilisatrice\.$/u);
    expect(bio.text).not.toContain("L'utilisateur");
  });
});

describe("German and Dutch with the user's gender", () => {
  it("say the user's possessive in a clause the user leads, and leave it out without the gender", () => {
    expect(toThirdPersonDe("Ich verkaufe meinen alten Golf.", "Lena", true, "f")).toBe(
      "Lena verkauft ihren alten Golf.",
    );
    expect(toThirdPersonDe("Ich wohne bei meiner Tante.", "Timo", true, "m")).toBe(
      "Timo wohnt bei seiner Tante.",
    );
    expect(toThirdPersonDe("Ich wohne bei meiner Tante.", "Timo", true)).toBeNull();
    expect(toThirdPersonNl("Ik fiets elke dag naar mijn werk.", "Fleur", true, "f")).toBe(
      "Fleur fietst elke dag naar haar werk.",
    );
  });

  it("leave out a possessive after another subject, whose it is being unsure", () => {
    expect(toThirdPersonDe("Meine Mutter wohnt bei meinem Bruder.", "Lena", true, "f")).toBeNull();
    expect(toThirdPersonNl("Mijn vader helpt mijn zus.", "Fleur", true, "f")).toBeNull();
  });
});

describe("what a last review found GENDER_FROM_OWN_WORDS reading that the user never said", () => {
  it("reads no quoted or reported words, no compound noun, no negated or epicene word", () => {
    for (const said of [
      "Mon mari m'a dit : « je suis enceinte de toi »",
      'My husband said "I am a father first"',
      "I'm a girl dad.",
      "Je ne suis pas une femme pressée.",
      "Je suis une personne calme.",
      "Je suis athée.",
      "Mi hermana estaba embarazada.",
      "Estoy ahora en Sevilla.",
      "Ik ben een priester.",
      "Ich bin Frau Schmidts Nachbar.",
      "Sono vicino al mare.",
    ])
      expect(genderFromOwnWords([said])).toBeNull();
  });

  it("gives the user's possessive only in the clause the user leads, and no pronoun inside a quotation", () => {
    expect(toThirdPersonDe("Ich besuche meine Oma, weil sie mein Essen mag.", "Timo", true, "m")).toBeNull();
    expect(toThirdPersonNl("Ik zeg tegen mijn zoon: mijn huis is jouw huis.", "Fleur", true, "f")).toBeNull();
    expect(toThirdPersonFr("Je dis à mon fils : « je t'aime »", "Inès", "f")).toBeNull();
  });
});
