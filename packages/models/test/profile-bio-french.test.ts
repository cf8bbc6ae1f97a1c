import { describe, expect, it } from "vitest";
import {
  bioLanguage,
  bioPrompt,
  countWords,
  deriveCategoryProfiles,
  frenchThirdPerson,
  type SourceMemory,
  toThirdPersonFr,
  writeLocalBio,
} from "../src/profile/index.ts";
import { placedMemory } from "./helpers/memories.ts";

/**
 * BIO_IN_THE_USERS_LANGUAGE: a user whose facts are in French gets a bio in French (before, no bio
 * at all: the local writer stated English facts only). Sentences of my own.
 */
const memory = (i: number, category: SourceMemory["category"], content: string, language = "fr") =>
  placedMemory(i, category, content, language);

const FRENCH: SourceMemory[] = [
  memory(0, "identity", "Je m'appelle Léa Martin."),
  memory(1, "identity", "J'habite à Nantes depuis 2019 avec mon compagnon."),
  memory(2, "career", "Je travaille comme infirmière de nuit au CHU de Nantes depuis bientôt dix ans."),
  memory(3, "career", "Je forme les nouvelles infirmières aux gestes d'urgence chaque trimestre."),
  memory(4, "interests", "Je fais de l'escalade en salle trois soirs par semaine avec ma voisine."),
  memory(5, "learning", "J'apprends le japonais tous les matins avant de partir au travail."),
  memory(6, "health", "Je suis allergique aux arachides depuis l'enfance."),
  memory(7, "relationships", "Ma sœur habite à Lyon avec ses deux enfants."),
  memory(8, "travel", "Je suis allée à Kyoto en avril 2025 pour trois semaines."),
  memory(9, "finance", "Je mets de côté deux cents euros par mois pour acheter un appartement."),
  memory(10, "productivity", "Je me lève à cinq heures les jours de garde."),
  // Not sayable of Léa without a guess: her gender for "moi", whom "on" means.
  memory(11, "interests", "On part souvent en randonnée dans les Alpes avec des amis à moi."),
];

describe("toThirdPersonFr", () => {
  it("gives the third person of a first person singular from its ending", () => {
    const pairs = [
      ["travaille", "travaille"],
      ["suis", "est"],
      ["ai", "a"],
      ["vais", "va"],
      ["fais", "fait"],
      ["finis", "finit"],
      ["viens", "vient"],
      ["prends", "prend"],
      ["mets", "met"],
      ["peux", "peut"],
      ["voudrais", "voudrait"],
      ["irai", "ira"],
    ];
    for (const [first, third] of pairs) expect(frenchThirdPerson(first as string), first).toBe(third);
    expect(frenchThirdPerson("à")).toBeNull();
  });

  it("rewrites the subject, the negation, the reflexive and the possessives", () => {
    expect(toThirdPersonFr("J'habite à Nantes.", "Léa")).toBe("Léa habite à Nantes.");
    expect(toThirdPersonFr("Je suis infirmière", "Léa")).toBe("Léa est infirmière.");
    expect(toThirdPersonFr("Je n'ai jamais utilisé Docker.", "Léa")).toBe("Léa n'a jamais utilisé Docker.");
    expect(toThirdPersonFr("Je ne mange jamais de viande.", "Léa")).toBe("Léa ne mange jamais de viande.");
    expect(toThirdPersonFr("Je me lève tôt.", "Léa")).toBe("Léa se lève tôt.");
    expect(toThirdPersonFr("Je m'entraîne pour le marathon de Paris.", "Léa")).toBe(
      "Léa s'entraîne pour le marathon de Paris.",
    );
    expect(toThirdPersonFr("J'y vais chaque été.", "Léa")).toBe("Léa y va chaque été.");
    expect(toThirdPersonFr("Je vends mes photos sur mon site.", "Léa")).toBe(
      "Léa vend ses photos sur son site.",
    );
    expect(toThirdPersonFr("J'habite à Lyon et je travaille à Villeurbanne.", "Léa")).toBe(
      "Léa habite à Lyon et travaille à Villeurbanne.",
    );
    expect(toThirdPersonFr("Mon frère est pilote.", "Léa")).toBe("Le frère de Léa est pilote.");
    expect(toThirdPersonFr("Ma fille a cinq ans.", "Amadou")).toBe("La fille d'Amadou a cinq ans.");
    expect(toThirdPersonFr("Mes parents vivent à Dakar.", "Léa")).toBe("Les parents de Léa vivent à Dakar.");
    expect(toThirdPersonFr("Mon amie Claire enseigne le piano.", "Léa")).toBeNull();
  });

  it("elides 'ne', 'se', 'le' and 'la' before a verb that now starts with a vowel ('Léa se est mariée' had been written)", () => {
    expect(toThirdPersonFr("Je me suis installée à Brest en 2021.", "Léa")).toBe(
      "Léa s'est installée à Brest en 2021.",
    );
    expect(toThirdPersonFr("Je ne suis pas végétarienne.", "Léa")).toBe("Léa n'est pas végétarienne.");
    expect(toThirdPersonFr("Je le suis depuis toujours.", "Léa")).toBe("Léa l'est depuis toujours.");
    expect(toThirdPersonFr("Je me lève tôt.", "Léa")).toBe("Léa se lève tôt.");
  });

  it("leaves out a sentence with an elided first person left inside ('… depuis que j'ai eu mon bac' had kept its 'j'ai')", () => {
    expect(toThirdPersonFr("Je cours le dimanche depuis que j'ai quitté Lyon.", "Léa")).toBeNull();
    expect(toThirdPersonFr("Ma sœur m'offre des livres.", "Léa")).toBeNull();
  });

  it("review: 'suivre', a possessive after an owned subject, an aspirated h, 'ne hais', clitics after 'et je', a second predicate", () => {
    expect(toThirdPersonFr("Je suis des cours de japonais le mardi.", "Léa")).toBe(
      "Léa suit des cours de japonais le mardi.",
    );
    expect(toThirdPersonFr("Je suis une formation de sophrologue.", "Léa")).toBe(
      "Léa suit une formation de sophrologue.",
    );
    expect(toThirdPersonFr("Je suis une infirmière de nuit.", "Léa")).toBe("Léa est une infirmière de nuit.");
    // "son mari" would be the sister's: the sentence is left out.
    expect(toThirdPersonFr("Ma sœur travaille avec mon mari.", "Léa")).toBeNull();
    expect(toThirdPersonFr("Mon hamster s'appelle Caramel.", "Léa")).toBeNull();
    expect(toThirdPersonFr("Je ne hais personne.", "Léa")).toBe("Léa ne hait personne.");
    expect(toThirdPersonFr("Je fais des photos et je les partage en ligne.", "Léa")).toBe(
      "Léa fait des photos et les partage en ligne.",
    );
    expect(toThirdPersonFr("Je vis à Lyon et suis infirmière.", "Léa")).toBe(
      "Léa vit à Lyon et est infirmière.",
    );
    expect(toThirdPersonFr("Je vis à Lyon et fais du vélo.", "Léa")).toBeNull();
    expect(toThirdPersonFr("J'ai un chien et deux chats.", "Léa")).toBe("Léa a un chien et deux chats.");
    // Second review: "suivre" after "et", "des études", and a possessive with no subject named.
    expect(toThirdPersonFr("Je travaille à Lyon et suis des cours du soir.", "Léa")).toBe(
      "Léa travaille à Lyon et suit des cours du soir.",
    );
    expect(toThirdPersonFr("Je suis des études de droit.", "Léa")).toBe("Léa suit des études de droit.");
    expect(toThirdPersonFr("Ma passion, c'est la photo.", "Léa")).toBeNull();
    expect(toThirdPersonFr("En 2019 mon fils est né.", "Léa")).toBeNull();
  });

  it("the first name after the first sentence keeps the genitive right (review: 'Hanss Schwester', 'Annason')", () => {
    const people = [
      placedMemory(1, "identity", "Ich heiße Hans Müller.", "de"),
      placedMemory(2, "career", "Ich arbeite als Koch in Bremen.", "de"),
      placedMemory(3, "relationships", "Meine Schwester wohnt in Hamburg.", "de"),
    ];
    expect(writeLocalBio(people, { format: "full", style: "factual" }).text).toContain(
      "Hans' Schwester wohnt in Hamburg.",
    );
    const english = [
      placedMemory(1, "identity", "My name is Anna Lee.", "en"),
      placedMemory(2, "career", "I work as a nurse in York.", "en"),
      placedMemory(3, "relationships", "My sister Anna Leeson lives in York.", "en"),
    ];
    expect(writeLocalBio(english, { format: "full", style: "factual" }).text).toContain(
      "Anna's sister Anna Leeson lives in York.",
    );
  });

  it("says nothing it would have to guess: a first person left, 'nous', 'on'", () => {
    for (const sentence of [
      "Ma mère m'appelle tous les dimanches.",
      "Je vis avec moi-même.",
      "On habite à Nantes.",
      "Nous avons deux enfants.",
      "J'habite à Nantes avec notre chat.",
      "Mon Jumeau numérique est pour me sortir du goulot.",
    ])
      expect(toThirdPersonFr(sentence, "Léa"), sentence).toBeNull();
  });
});

describe("a French user's bio", () => {
  it("is written in French, about the named user, from sayable facts only, each sentence traceable", () => {
    for (const format of ["full", "short", "bullets", "professional"] as const) {
      for (const style of ["narrative", "factual", "casual", "formal"] as const) {
        const bio = writeLocalBio(FRENCH, { format, style });
        const label = `${format}/${style}`;
        expect(bio.text, label).toMatch(/^(?:• )?Léa Martin /u);
        expect(bio.text, label).not.toMatch(
          /(?:^|[^\p{L}])(?:[Jj]e|[Jj]'|[Mm]on|[Mm]a|[Mm]es|moi|[Oo]n|The user|and)(?=$|[^\p{L}])/u,
        );
        expect(countWords(bio.text), label).toBeLessThanOrEqual(200);
        expect(bio.memoryIds, label).not.toContain(FRENCH[0]?.id);
        expect(bio.memoryIds, label).not.toContain(FRENCH[11]?.id);
        for (const s of bio.sentences) expect(s.memoryIds.length, `${label}: ${s.text}`).toBeGreaterThan(0);
      }
    }
    const full = writeLocalBio(FRENCH, { format: "full", style: "narrative" }).text;
    expect(full).toContain("Léa Martin habite à Nantes depuis 2019 avec son compagnon");
    expect(full).toContain("travaille comme infirmière de nuit au CHU de Nantes");
    expect(full).toContain("Ces faits couvrent le parcours, la carrière");
    expect(full).toContain("les finances de Léa Martin.");
    const casual = writeLocalBio(FRENCH, { format: "full", style: "casual" }).text;
    expect(casual).toContain("Voilà Léa Martin en bref : parcours, carrière");
  });

  it("without a name, the subject is 'L'utilisateur', or 'L'utilisatrice' when her facts say so ('je suis allée')", () => {
    const bio = writeLocalBio(FRENCH.slice(1), { format: "short", style: "narrative" });
    expect(bio.text).toMatch(/^L'utilisatrice habite à Nantes/u);
    const untold = FRENCH.slice(1).filter((m) => !/allée/u.test(m.content));
    expect(writeLocalBio(untold, { format: "short", style: "narrative" }).text).toMatch(
      /^L'utilisateur habite à Nantes/u,
    );
  });

  it("is in the language most of the user's facts are in; the others stay out", () => {
    const english = [
      memory(20, "career", "I work as a night nurse at the university hospital in Nantes.", "en"),
      memory(21, "interests", "I go climbing at the indoor gym three evenings a week.", "en"),
      memory(22, "learning", "I am learning Japanese every morning before work.", "en"),
    ];
    expect(bioLanguage([...english, ...FRENCH.slice(1, 3)])).toBe("en");
    const bio = writeLocalBio([...english, ...FRENCH.slice(1, 3)], { format: "full", style: "factual" });
    expect(bio.text).toMatch(/^The user works as a night nurse/u);
    expect(bio.text).not.toMatch(/habite|travaille/u);
    expect(bioLanguage([...english.slice(0, 1), ...FRENCH])).toBe("fr");
    // A language the local writer does not write (Portuguese) counts for none.
    expect(
      bioLanguage([
        memory(30, "career", "Trabalho como enfermeira.", "pt"),
        memory(31, "career", "Moro em Lisboa.", "pt"),
        ...FRENCH.slice(1, 2),
      ]),
    ).toBe("fr");
  });

  it("counts only the facts its writer can state: French facts it would leave out do not make the bio French (it had been BIO_NOT_FOUND)", () => {
    const english = [
      memory(20, "career", "I work as a night nurse at the university hospital in Nantes.", "en"),
      memory(21, "interests", "I go climbing at the indoor gym three evenings a week.", "en"),
      memory(22, "learning", "I am learning Japanese every morning before work.", "en"),
    ];
    const unsayable = [
      memory(23, "identity", "On habite à Nantes depuis 2019."),
      memory(24, "relationships", "Nous avons deux enfants."),
      memory(25, "interests", "Notre chat s'appelle Caramel."),
      memory(26, "travel", "On part en Bretagne chaque été."),
    ];
    const bio = writeLocalBio([...english, ...unsayable], { format: "full", style: "factual" });
    expect(bio.text).toMatch(/^The user works as a night nurse/u);
  });

  it("asks a model for a bio in French", () => {
    expect(bioPrompt([], "Léa", "full", "narrative", "fr")).toMatch(/write in French\./u);
    expect(bioPrompt([], "Léa", "full", "narrative")).toMatch(/write in English\./u);
  });
});

describe("a French user's profile sections", () => {
  it("state French facts in the third person, as the English ones are", () => {
    const profiles = deriveCategoryProfiles([...FRENCH, memory(12, "travel", "On part à Rome en mai.")]);
    expect(profiles.career).toMatchObject({
      summary:
        "L'utilisateur travaille comme infirmière de nuit au CHU de Nantes depuis bientôt dix ans. " +
        "L'utilisateur forme les nouvelles infirmières aux gestes d'urgence chaque trimestre.",
    });
    expect(profiles.productivity).toMatchObject({
      key_points: ["L'utilisateur se lève à cinq heures les jours de garde."],
    });
    // What the rewrite cannot say is quoted as it was said, as before.
    expect(profiles.travel).toMatchObject({
      key_points: [
        "L'utilisateur est allée à Kyoto en avril 2025 pour trois semaines.",
        "On part à Rome en mai.",
      ],
    });
  });
});
