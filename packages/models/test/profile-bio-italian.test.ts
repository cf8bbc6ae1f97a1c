import { describe, expect, it } from "vitest";
import { italianThirdPerson, italianThirdPlural } from "../src/local/italian-verb-forms.ts";
import { bioLanguage, type SourceMemory, writeLocalBio } from "../src/profile/index.ts";
import { toThirdPersonIt } from "../src/profile/person-it.ts";
import { placedMemory } from "./helpers/memories.ts";

/** An Italian user's bio is written in Italian (before: BIO_NOT_FOUND). Sentences of my own. */
const say = (fact: string) => toThirdPersonIt(fact, "Chiara");

describe("italianThirdPerson: the third person singular of a first person singular", () => {
  it("gives the present from the verb's class, with -isc- and the irregular forms", () => {
    const forms = "canto prendo apro pulisco cerco spiego sono ho vado faccio posso esco";
    expect(forms.split(" ").map(italianThirdPerson)).toEqual(
      "canta prende apre pulisce cerca spiega è ha va fa può esce".split(" "),
    );
  });

  it("gives the imperfect, the future, the conditional and the passato remoto", () => {
    expect("cantavo prendevo aprivo canterò farò potrei cantai".split(" ").map(italianThirdPerson)).toEqual(
      "cantava prendeva apriva canterà farà potrebbe cantò".split(" "),
    );
  });

  it("is null for a word that is no first person", () => {
    expect(["però", "tanto", "canti", "casa"].map(italianThirdPerson)).toEqual([null, null, null, null]);
  });

  it("gives the third person plural of a first person plural", () => {
    expect("siamo abbiamo cantiamo prendiamo puliamo".split(" ").map(italianThirdPlural)).toEqual(
      "sono hanno cantano prendono puliscono".split(" "),
    );
  });
});

describe("toThirdPersonIt", () => {
  it("names the user before the verb, after 'non' and its adverbs", () => {
    expect(say("Insegno storia in un liceo di Parma.")).toBe("Chiara insegna storia in un liceo di Parma.");
    expect(say("Io non bevo caffè.")).toBe("Chiara non beve caffè.");
    expect(say("Non sono mai stata in Grecia.")).toBe("Chiara non è mai stata in Grecia.");
  });

  it("makes a reflexive 'mi' 'si' and a dative one 'A Chiara'", () => {
    expect(say("Mi alzo alle sei.")).toBe("Chiara si alza alle sei.");
    expect(say("Mi piacciono i film muti.")).toBe("A Chiara piacciono i film muti.");
    expect(say("Voglio iscrivermi a un corso di ceramica.")).toBe(
      "Chiara vuole iscriversi a un corso di ceramica.",
    );
  });

  it("puts the owner after the noun, with the article its possessive tells", () => {
    expect(say("Mio nonno faceva il falegname.")).toBe("Il nonno di Chiara faceva il falegname.");
    expect(say("Mia zia abita a Lecce.")).toBe("La zia di Chiara abita a Lecce.");
    expect(say("I miei amici vivono a Londra.")).toBe("Gli amici di Chiara vivono a Londra.");
    expect(say("Il mio gatto si chiama Otto.")).toBe("Il gatto di Chiara si chiama Otto.");
    expect(say("Esco spesso con mia cugina.")).toBe("Chiara esce spesso con sua cugina.");
  });

  it("says the user and someone of theirs with a plural verb, 'nostro' as 'loro'", () => {
    expect(say("Mia moglie e io abbiamo aperto una libreria.")).toBe(
      "Chiara e sua moglie hanno aperto una libreria.",
    );
    expect(say("Io e mio fratello giochiamo a calcio.")).toBe("Chiara e suo fratello giocano a calcio.");
  });

  it("conjugates a second predicate, a subordinate clause and the main clause after a fronted adverbial", () => {
    expect(say("Sono medico e lavoro in ospedale.")).toBe("Chiara è medico e lavora in ospedale.");
    expect(say("Leggo molto quando viaggio in treno.")).toBe("Chiara legge molto quando viaggia in treno.");
    expect(say("Nel 2018 ho comprato casa.")).toBe("Nel 2018 Chiara ha comprato casa.");
    expect(say("Quando abitavo a Torino, lavoravo in banca.")).toBe(
      "Quando abitava a Torino, Chiara lavorava in banca.",
    );
  });

  it("leaves out what it could say only with a guess", () => {
    for (const fact of [
      "Abitiamo a Verona.",
      "La nostra casa ha un giardino.",
      "Il mio capo mi chiama ogni sera.",
      "Mia madre vive con me.",
      "Cerco casa e lavoro.",
    ])
      expect(say(fact)).toBeNull();
  });
});

describe("an Italian bio", () => {
  const ITALIAN: SourceMemory[] = [
    placedMemory(0, "identity", "Mi chiamo Chiara.", "it"),
    placedMemory(1, "career", "Lavoro come architetta in uno studio di Padova da sei anni.", "it"),
    placedMemory(2, "interests", "Mi piace fare trekking sulle Dolomiti d'estate.", "it"),
    placedMemory(3, "relationships", "Mia sorella vive a Londra con suo marito.", "it"),
    placedMemory(4, "learning", "Studio tedesco due sere a settimana.", "it"),
    placedMemory(5, "health", "Sono celiaca e non posso mangiare glutine.", "it"),
  ];

  it("is in Italian, about the named user, with no first person left", () => {
    expect(bioLanguage(ITALIAN)).toBe("it");
    const bio = writeLocalBio(ITALIAN, { format: "full", style: "narrative" });
    expect(bio.text).toMatch(/^Chiara lavora come architetta/u);
    expect(bio.text).toContain("A Chiara piace fare trekking");
    expect(bio.text).toContain("La sorella di Chiara vive a Londra");
    expect(bio.text).not.toMatch(
      /(?<!\p{L})(?:[Ii]o|[Mm]io|[Mm]ia|[Mm]i|[Ss]ono|The user|La persona)(?!\p{L})/u,
    );
    expect(bio.text).toMatch(/di Chiara\.$/u);
  });
});

describe("what a review found the Italian writer saying falsely (42 of 200 facts), and what it does now", () => {
  it("leaves out a noun or a name read as the user's verb", () => {
    expect(say("Nel mio lavoro uso soprattutto Excel.")).toBe("Nel suo lavoro Chiara usa soprattutto Excel.");
    expect(say("Guido è mio zio.")).toBeNull();
    expect(say("Lo studio dove lavoro è in centro.")).toBeNull();
    expect(say("Nel mio quartiere sono tutti simpatici.")).toBeNull();
  });

  it("never conjugates an adverb, an article or a preposition", () => {
    expect(say("Mangio più o meno di tutto.")).toBe("Chiara mangia più o meno di tutto.");
    expect(say("Lavoro fino a tardi.")).toBe("Chiara lavora fino a tardi.");
  });

  it("keeps the user's things the user's under another subject, and leaves a 'ci' (us) out", () => {
    expect(say("Mia sorella vive con mio nipote.")).toBe(
      "La sorella di Chiara vive con il nipote di Chiara.",
    );
    expect(say("Mio padre ci ha regalato un cane.")).toBeNull();
    expect(say("Mio padre lavora in banca.")).toBe("Il padre di Chiara lavora in banca.");
  });

  it("rewrites '-mi' only on an infinitive ('dei versi' had been written for 'dei vermi')", () => {
    expect(say("Ho paura dei vermi.")).toBe("Chiara ha paura dei vermi.");
    expect(say("Mio marito vuole portarmi a Parigi.")).toBeNull();
  });
});
