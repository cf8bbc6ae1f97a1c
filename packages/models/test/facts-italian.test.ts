import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { contents, timestamp, user } from "./helpers/facts.ts";

/**
 * Italian, added by following docs/local-provider.md ("Adding a language"): its messages give
 * Italian facts, its chatter gives none. Sentences made from how Italian works (a dropped subject,
 * "mi chiamo", "ho" + a number), not taken from the dev set. The reference is Friday 2026-11-20.
 */
describe("Italian", () => {
  it("gives the user's facts in Italian, one per clause", () => {
    const facts = extractFacts({
      timestamp,
      messages: [
        user("Mi chiamo Giulia e vivo a Torino"),
        user("Lavoro come infermiera all'ospedale"),
        user("Ho due figli"),
        user("Mio fratello è medico a Napoli."),
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Mi chiamo Giulia.",
      "Vivo a Torino.",
      "Lavoro come infermiera all'ospedale.",
      "Ho due figli.",
      "Mio fratello è medico a Napoli.",
    ]);
    expect(facts.map((f) => f.language)).toEqual(["it", "it", "it", "it", "it"]);
    // Italian cue words (lexicon.ts): before them, "Vivo a Torino" was travel and "Ho due figli" identity.
    expect(facts.map((f) => f.category)).toEqual([
      "identity",
      "identity",
      "career",
      "relationships",
      "relationships",
    ]);
    expect(facts.every((f) => f.kind === undefined)).toBe(true);
  });

  it("keeps Italian chatter, questions and requests out", () => {
    const chatter = [
      "Ciao! Come stai?",
      "Tutto bene, grazie.",
      "Sì, certo.",
      "Lo so.",
      "Anch'io!",
      "Spero di sì, a presto",
      "Non lo so",
      "Cosa ne pensi?",
      "Puoi scrivere una mail al mio capo?",
      "Che bello!",
      "Ok grazie mille!",
    ];
    expect(contents(chatter.map(user))).toEqual([]);
  });

  it("keeps only what the user says of themself to an assistant", () => {
    const facts = contents([
      user("Scrivi una mail al mio capo per chiedere un giorno di ferie"),
      { role: "assistant", content: "Certo! Ecco una proposta." },
      user("Vorrei un tono più formale. Sono un'insegnante di matematica a Verona."),
    ]);
    expect(facts).toEqual(["Sono un'insegnante di matematica a Verona."]);
  });

  it("keeps what the user says they do not do or have to an assistant (negation)", () => {
    const facts = contents([
      user("Scrivi un menu per la settimana."),
      { role: "assistant", content: "Certo! Ecco un menu." },
      user("Non mangio carne e non bevo alcol. Non ho un forno."),
      user("Non voglio ricette lunghe."),
    ]);
    expect(facts).toEqual(["Non mangio carne.", "Non bevo alcol.", "Non ho un forno."]);
  });

  it("names another participant", () => {
    const facts = contents(
      [{ role: "Marco", content: "Lavoro come infermiere all'ospedale di Bari" }],
      "Giulia",
    );
    expect(facts).toEqual(["Marco: Lavoro come infermiere all'ospedale di Bari."]);
  });

  it("resolves Italian dates and leaves habits and durations as said", () => {
    expect(
      contents([
        user("Sabato scorso sono andata al mare."),
        user("Ci sposiamo a giugno."),
        user("Lavoro lì da gennaio."),
        user("Ogni lunedì vado in palestra."),
        user("Per due settimane sono stata in ospedale."),
      ]),
    ).toEqual([
      "Il 2026-11-14 sono andata al mare.",
      "Ci sposiamo a giugno 2027.",
      "Lavoro lì da gennaio 2026.",
      "Ogni lunedì vado in palestra.",
      "Per due settimane sono stata in ospedale.",
    ]);
  });
  // PRO_DROP_OPENING: Italian drops "io" before every verb; a clause that opens with the first person
  // present of an everyday verb ("gioco", "corro", "inizio") is the speaker's. "Gioco a calcio ogni
  // sabato" had given nothing. These forms are nouns too ("il gioco", "l'inizio"), which take an article.
  it("reads a clause that opens with a verb in the first person as the speaker's", () => {
    expect(
      contents([
        user("Gioco a calcio ogni sabato."),
        user("Corro tutte le mattine."),
        user("A marzo inizio un nuovo lavoro."),
        user("Il gioco è finito."),
        user("L'inizio è stato difficile."),
        user("Perfetto, grazie."),
      ]),
    ).toEqual([
      "Gioco a calcio ogni sabato.",
      "Corro tutte le mattine.",
      "A marzo 2027 inizio un nuovo lavoro.",
    ]);
  });

  // To an assistant only statements of a known shape count: habits with their frequency, "fare" with
  // a profession, a field of study, the events of a life in the passato prossimo, a new job ahead and a
  // trip to a place of the gazetteer (Maiden and Robustelli ch. 15: the present and the perfect).
  it("keeps the habits, work, studies and events of a life said to an assistant", () => {
    const facts = contents([
      user("Scrivi un piano di allenamento."),
      { role: "assistant", content: "Certo! Ecco un piano." },
      user("Gioco a calcio ogni sabato."),
      user("Vado in palestra tre volte a settimana."),
      user("Faccio l'insegnante da dieci anni."),
      user("Studio medicina a Padova."),
      user("Nel 2025 ho finito l'università."),
      user("Ho comprato una casa a Torino."),
      user("Ho adottato un gatto."),
      user("A marzo inizio un nuovo lavoro."),
      user("La settimana scorsa sono andato a Parigi."),
      user("Ho iniziato a correre l'anno scorso."),
      user("Mio marito si chiama Paolo."),
      user("Sto imparando il tedesco."),
      user("Mi sono sposata nel 2020."),
      user("Domani ho un colloquio di lavoro."),
      user("Ho il diabete di tipo 2."),
    ]);
    expect(facts).toEqual([
      "Gioco a calcio ogni sabato.",
      "Vado in palestra tre volte a settimana.",
      "Faccio l'insegnante da dieci anni.",
      "Studio medicina a Padova.",
      "Nel 2025 ho finito l'università.",
      "Ho comprato una casa a Torino.",
      "Ho adottato un gatto.",
      "A marzo 2027 inizio un nuovo lavoro.",
      "La settimana del 2026-11-09 sono andato a Parigi.",
      "Ho iniziato a correre nel 2025.",
      "Mio marito si chiama Paolo.",
      "Sto imparando il tedesco.",
      "Mi sono sposata nel 2020.",
      "Il 2026-11-21 ho un colloquio di lavoro.",
      "Ho il diabete di tipo 2.",
    ]);
  });

  it("leaves the task's own verbs to an assistant out", () => {
    const facts = contents([
      user("Scrivi una funzione in Python."),
      { role: "assistant", content: "Ecco la funzione." },
      user("Uso Python ogni giorno per il lavoro, ma questa funzione non va."),
      user("Ho comprato il dominio ieri per il sito."),
      user("Faccio il test e ti dico."),
      user("Studio il codice adesso."),
      user("Ho un problema con lo script."),
      user("Il file si chiama main.py."),
    ]);
    expect(facts).toEqual([]);
  });
});
