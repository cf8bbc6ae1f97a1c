import { describe, expect, it } from "vitest";
import { afterARequest } from "./helpers/facts.ts";

/**
 * Dutch said to an assistant: the everyday of a life the Dutch rules did not read yet (11 of 17
 * probe lines of my own gave nothing): habits with their frequency, a subject studied, a language
 * learnt, "heet" after a possessive, a wedding and a pet said with "we", a chronic condition, and
 * more verbs after a fronted time (Dutch puts the verb second). Sentences of my own, not from the
 * dev set. The reference is Friday 2026-11-20.
 */
describe("Dutch to an assistant", () => {
  const toAnAssistant = afterARequest(
    "Schrijf een trainingsschema voor me.",
    "Natuurlijk! Hier is een schema.",
  );

  it("keeps the everyday of a life", () => {
    expect(
      toAnAssistant(
        "Ik voetbal elke zaterdag.",
        "Ik ga drie keer per week naar de sportschool.",
        "Ik studeer geneeskunde in Leiden.",
        "Ik leer Spaans.",
        "Mijn man heet Joris.",
        "We zijn in 2020 getrouwd.",
        "We hebben een hond geadopteerd.",
        "Ik heb diabetes type 2.",
        "In maart begin ik aan een nieuwe baan.",
        "Vorige week was ik in Parijs.",
      ),
    ).toEqual([
      "Ik voetbal elke zaterdag.",
      "Ik ga drie keer per week naar de sportschool.",
      "Ik studeer geneeskunde in Leiden.",
      "Ik leer Spaans.",
      "Mijn man heet Joris.",
      "We zijn in 2020 getrouwd.",
      "We hebben een hond geadopteerd.",
      "Ik heb diabetes type 2.",
      "In 2027-03 begin ik aan een nieuwe baan.",
      "In de week van 2026-11-09 was ik in Parijs.",
    ]);
  });

  it("leaves the task's own words out", () => {
    expect(
      toAnAssistant(
        "Ik test elke dag de code en hij crasht.",
        "Mijn bestand heet main.py.",
        "We hebben de fout gevonden.",
        "Morgen begin ik aan het script.",
      ),
    ).toEqual([]);
  });
});
