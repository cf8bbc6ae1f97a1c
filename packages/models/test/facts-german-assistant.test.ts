import { describe, expect, it } from "vitest";
import { afterARequest } from "./helpers/facts.ts";

/**
 * German said to an assistant, as German says a life: the habits with their frequency (the verb
 * second after a fronted one: "Jeden Samstag spiele ich Fußball"), a subject studied, a language or
 * an instrument learnt, the perfect of the events of a life, "heißt" after a possessive, and a time
 * fronted before the verb and "ich". Sentences of my own, made from how German works, not from the
 * dev set. The reference is Friday 2026-11-20.
 */
describe("German to an assistant", () => {
  const toAnAssistant = afterARequest("Schreib mir einen Trainingsplan.", "Klar! Hier ist ein Plan.");

  it("keeps the habits, studies and events of a life", () => {
    expect(
      toAnAssistant(
        "Ich spiele jeden Samstag Fußball.",
        "Jeden Morgen laufe ich fünf Kilometer.",
        "Ich gehe dreimal pro Woche ins Fitnessstudio.",
        "Ich studiere Medizin in Heidelberg.",
        "Ich lerne gerade Spanisch.",
        "Mein Mann heißt Jonas.",
        "Wir haben 2020 geheiratet.",
        "Wir haben einen Hund adoptiert.",
        "Im März fange ich einen neuen Job an.",
        "Letzte Woche war ich in Paris.",
      ),
    ).toEqual([
      "Ich spiele jeden Samstag Fußball.",
      "Jeden Morgen laufe ich fünf Kilometer.",
      "Ich gehe dreimal pro Woche ins Fitnessstudio.",
      "Ich studiere Medizin in Heidelberg.",
      "Ich lerne gerade Spanisch.",
      "Mein Mann heißt Jonas.",
      "Wir haben 2020 geheiratet.",
      "Wir haben einen Hund adoptiert.",
      "Im März 2027 fange ich einen neuen Job an.",
      "In der Woche vom 2026-11-09 war ich in Paris.",
    ]);
  });

  it("leaves the task's own words out", () => {
    expect(
      toAnAssistant(
        "Ich teste jeden Tag den Code und er stürzt ab.",
        "Morgen fange ich mit dem Skript an.",
        "Meine Datei heißt main.py.",
        "Wir haben den Fehler gefunden.",
      ),
    ).toEqual([]);
  });
});
