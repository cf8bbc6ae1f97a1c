import { describe, expect, it } from "vitest";
import { conjugate, isPastParticiple } from "../src/local/english-verb-forms.ts";
import { toThirdPerson } from "../src/local/third-person.ts";

/** English third person singular: -s, -es after a sibilant or 'o', -ies after consonant + y. */
describe("conjugate", () => {
  it("adds -s, -es or -ies to a present-tense verb, with the irregular 'have', 'do', 'be'", () => {
    expect(["work", "watch", "fix", "go", "study", "play"].map(conjugate)).toEqual([
      "works",
      "watches",
      "fixes",
      "goes",
      "studies",
      "plays",
    ]);
    expect(["have", "do", "am", "are", "be"].map(conjugate)).toEqual(["has", "does", "is", "is", "is"]);
    expect(conjugate("don't")).toBe("doesn't");
  });

  it("leaves a past tense, a modal and a chat-spelt negation as they are", () => {
    for (const verb of ["worked", "went", "can", "would", "didn't", "dont"])
      expect(conjugate(verb)).toBe(verb);
  });

  it("keeps a present tense that ends in -ed a present tense ('need' → 'needs') and a shouted verb shouted", () => {
    expect(conjugate("need")).toBe("needs");
    expect(conjugate("HATE")).toBe("HATES");
  });
});

describe("isPastParticiple", () => {
  it("takes regular -ed forms and irregular participles, not a present tense in -ed or a bare verb", () => {
    for (const verb of ["saved", "finished", "been", "gone", "written"])
      expect(isPastParticiple(verb), verb).toBe(true);
    for (const verb of ["need", "love", "eat", "go"]) expect(isPastParticiple(verb), verb).toBe(false);
  });
});

describe("toThirdPerson", () => {
  it("names the speaker and conjugates each verb of an English first-person statement", () => {
    expect(toThirdPerson("I paint on Sundays", "Melanie", "en")).toBe("Melanie paints on Sundays");
    expect(toThirdPerson("I have two kids", "Melanie", "en")).toBe("Melanie has two kids");
    expect(toThirdPerson("I'm a nurse", "Melanie", "en")).toBe("Melanie is a nurse");
    expect(toThirdPerson("I don't eat meat", "Melanie", "en")).toBe("Melanie doesn't eat meat");
  });

  it("conjugates a second clause of the same person ('I paint and I have two kids')", () => {
    expect(toThirdPerson("I paint and I have two kids.", "Melanie", "en")).toBe(
      "Melanie paints and Melanie has two kids.",
    );
    expect(toThirdPerson("I work in Lyon, and I am a nurse.", "Melanie", "en")).toBe(
      "Melanie works in Lyon, and Melanie is a nurse.",
    );
  });

  it("conjugates a second verb of the speaker's after 'and' or 'but' (AND_SHARES_THE_SUBJECT; 'sits and give' had been written)", () => {
    expect(toThirdPerson("I'm a baker and start at four.", "Melanie", "en")).toBe(
      "Melanie is a baker and starts at four.",
    );
    expect(toThirdPerson("I mow the lawn while Dan sits and give advice.", "Melanie", "en")).toBe(
      "Melanie mows the lawn while Dan sits and give advice.",
    );
    expect(toThirdPerson("I sit and give advice.", "Melanie", "en")).toBe("Melanie sits and gives advice.");
    // The name as an object ("me"): the verbs after it are someone else's ("and then sits" had been written).
    expect(toThirdPerson("Tom will pick me up and then wait in the car.", "Melanie", "en")).toBe(
      "Tom will pick Melanie up and then wait in the car.",
    );
    expect(toThirdPerson("I need to sit and rest my legs.", "Melanie", "en")).toBe(
      "Melanie needs to sit and rest their legs.",
    );
    // HABIT_IS_PRESENT: "read" is a habit only with a time of frequency.
    expect(toThirdPerson("I read every Sunday.", "Melanie", "en")).toBe("Melanie reads every Sunday.");
    expect(toThirdPerson("I read every line.", "Melanie", "en")).toBe("Melanie read every line.");
  });

  it("keeps the plural verb of a subject of two people ('Anna and I are')", () => {
    expect(toThirdPerson("Anna and I are going to Rome", "Melanie", "en")).toBe(
      "Anna and Melanie are going to Rome",
    );
  });

  it("makes 'my' a possessive of the name, and later possessives 'their'", () => {
    expect(toThirdPerson("My sister lives in Leeds", "Tom", "en")).toBe("Tom's sister lives in Leeds");
    expect(toThirdPerson("My dog loves my garden", "Tom", "en")).toBe("Tom's dog loves their garden");
  });

  it("keeps a 'we' statement whole behind the name (a plural subject cannot take the name's verb)", () => {
    expect(toThirdPerson("we moved to Lyon", "Tom", "en")).toBe("Tom: we moved to Lyon");
  });

  it("conjugates French 'je' statements and puts the owner after the noun", () => {
    expect(toThirdPerson("je suis infirmière", "Léa", "fr")).toBe("Léa est infirmière");
    expect(toThirdPerson("mon chat dort", "Léa", "fr")).toBe("Le chat de Léa dort");
  });

  it("French: the future and the simple past in -ai, a hyphenated noun, an adjective before the noun, 'l'' before a vowel", () => {
    // "Léa ne dirai rien", "la grand de Léa-mère", "la petite de Léa sœur", "le amie de Léa" had been written.
    expect(toThirdPerson("je ne dirai rien à personne", "Léa", "fr")).toBe("Léa ne dira rien à personne");
    expect(toThirdPerson("j'irai à Lyon en juin", "Léa", "fr")).toBe("Léa ira à Lyon en juin");
    expect(toThirdPerson("je m'occupe du jardin de ma grand-mère", "Léa", "fr")).toBe(
      "Léa s'occupe du jardin de la grand-mère de Léa",
    );
    expect(toThirdPerson("ma petite sœur habite à Lille", "Léa", "fr")).toBe(
      "La petite sœur de Léa habite à Lille",
    );
    expect(toThirdPerson("mon amie est infirmière", "Léa", "fr")).toBe("L'amie de Léa est infirmière");
    expect(toThirdPerson("j'ai perdu mes clés", "Léa", "fr")).toBe("Léa a perdu les clés de Léa");
  });

  it("French: the present's -s and -x endings of the verbs no table listed ('Léa cours' had been written)", () => {
    expect(toThirdPerson("je cours le dimanche matin", "Léa", "fr")).toBe("Léa court le dimanche matin");
    expect(toThirdPerson("je conduis un vieux camion", "Léa", "fr")).toBe("Léa conduit un vieux camion");
  });

  it("French: the present of -dre, -ttre and -indre verbs ('je vends' → 'vend', 'je mets' → 'met', 'je peins' → 'peint'; 'vendt' had been written)", () => {
    expect(toThirdPerson("je vends mon vieux vélo", "Léa", "fr")).toBe("Léa vend le vieux vélo de Léa");
    expect(toThirdPerson("je réponds aux clients le matin", "Léa", "fr")).toBe(
      "Léa répond aux clients le matin",
    );
    expect(toThirdPerson("je mets de l'argent de côté", "Léa", "fr")).toBe("Léa met de l'argent de côté");
    expect(toThirdPerson("je peins des aquarelles", "Léa", "fr")).toBe("Léa peint des aquarelles");
    expect(toThirdPerson("je crains les orages", "Léa", "fr")).toBe("Léa craint les orages");
    expect(toThirdPerson("je finis à 18 h", "Léa", "fr")).toBe("Léa finit à 18 h");
  });

  it("French: a clitic between the subject and its verb ('j'en ai', 'je l'aime', 'je vais me coucher')", () => {
    // "Léa en ai marre", "Je vais Léa coucher" had been written.
    expect(toThirdPerson("j'en ai marre de la pluie", "Léa", "fr")).toBe("Léa en a marre de la pluie");
    expect(toThirdPerson("j'y vais souvent", "Léa", "fr")).toBe("Léa y va souvent");
    expect(toThirdPerson("je l'aime beaucoup", "Léa", "fr")).toBe("Léa l'aime beaucoup");
    expect(toThirdPerson("je vais me coucher tôt", "Léa", "fr")).toBe("Léa va se coucher tôt");
    expect(toThirdPerson("elle va me voir demain", "Léa", "fr")).not.toContain("se voir");
  });

  it("REFLEXIVE_AFTER_ITS_SUBJECT: 'myself' after the named subject is 'themself' ('Rosa doesn't know what to do with Rosa' had been written)", () => {
    expect(toThirdPerson("i don't know what to do with myself", "Rosa", "en")).toBe(
      "Rosa doesn't know what to do with themself",
    );
    expect(toThirdPerson("I taught myself to code", "Rosa", "en")).toBe("Rosa taught themself to code");
    expect(toThirdPerson("I built the shed myself", "Rosa", "en")).toBe("Rosa built the shed themself");
    // No subject named before it: the name, as for "me".
    expect(toThirdPerson("a photo of myself as a kid", "Rosa", "en")).toBe("a photo of Rosa as a kid");
    expect(toThirdPerson("they gave me a cake", "Rosa", "en")).toBe("they gave Rosa a cake");
  });

  it("leads with the name in a language whose verbs it does not conjugate", () => {
    expect(toThirdPerson("ich wohne in Köln", "Jonas", "de")).toBe("Jonas: ich wohne in Köln");
  });
});
