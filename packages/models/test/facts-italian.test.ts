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
});
