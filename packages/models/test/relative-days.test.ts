import { describe, expect, it } from "vitest";
import { resolveDates } from "../src/local/dates.ts";
import type { Language } from "../src/local/language.ts";

/** A Thursday evening, 22:30 UTC: three hours on is the next day. */
const thursday = new Date("2026-11-26T22:30:00Z");
const read = (language: Language, text: string) => resolveDates(text, language, thursday, 0).text;

describe("RELATIVE_DAY_WORDS: a day two away, a part of today, hours and weekends in each language", () => {
  it.each([
    // Chrono read the "hier" or "mañana" inside and broke the sentence ("Avant-le 2026-11-25 …").
    ["fr", "Avant-hier j'ai vendu mon vélo.", "Le 2026-11-24 j'ai vendu mon vélo."],
    ["fr", "Je signe le bail après-demain.", "Je signe le bail le 2026-11-28."],
    ["es", "Firmo el contrato pasado mañana.", "Firmo el contrato el 2026-11-28."],
    ["es", "Anteayer vendí mi bici.", "El 2026-11-24 vendí mi bici."],
    ["es", "Mañana por la tarde tengo dentista.", "El 2026-11-27 tengo dentista."],
    ["es", "El fin de semana pasado pinté la cocina.", "La semana del 2026-11-16 pinté la cocina."],
    [
      "it",
      "Lo scorso fine settimana ho dipinto la cucina.",
      "La settimana del 2026-11-16 ho dipinto la cucina.",
    ],
    ["it", "Tra mezz'ora ho il dentista.", "Il 2026-11-26 ho il dentista."],
    ["it", "L'altro ieri ho venduto la bici.", "Il 2026-11-24 ho venduto la bici."],
    ["nl", "Eergisteren heb ik mijn fiets verkocht.", "Op 2026-11-24 heb ik mijn fiets verkocht."],
    ["nl", "Overmorgen teken ik het huurcontract.", "Op 2026-11-28 teken ik het huurcontract."],
    // A part of today.
    ["fr", "Ce matin j'ai reçu mon diplôme.", "Le 2026-11-26 j'ai reçu mon diplôme."],
    ["es", "Esta mañana recibí mi título.", "El 2026-11-26 recibí mi título."],
    ["it", "Stamattina ho ricevuto la laurea.", "Il 2026-11-26 ho ricevuto la laurea."],
    ["en", "This morning I got my diploma.", "On 2026-11-26 I got my diploma."],
    // Hours from now, where the preposition only counts from now; three hours after 22:30 is tomorrow.
    [
      "fr",
      "Dans trois heures je prends le train pour Nantes.",
      "Le 2026-11-27 je prends le train pour Nantes.",
    ],
    ["fr", "J'ai un appel dans vingt minutes.", "J'ai un appel le 2026-11-26."],
    ["es", "Dentro de dos horas sale mi vuelo a Quito.", "El 2026-11-27 sale mi vuelo a Quito."],
    ["it", "Fra due ore parto per Bari.", "Il 2026-11-27 parto per Bari."],
    ["nl", "Over twee uur vertrekt mijn trein naar Gent.", "Op 2026-11-27 vertrekt mijn trein naar Gent."],
    ["nl", "Over een kwartier begint mijn les.", "Op 2026-11-26 begint mijn les."],
    ["en", "Two hours from now I board my flight to Lima.", "On 2026-11-27 I board my flight to Lima."],
    // Hours ago, in every language.
    ["en", "I sold my car an hour ago.", "I sold my car on 2026-11-26."],
    [
      "de",
      "Vor zwei Stunden habe ich meinen Vertrag unterschrieben.",
      "Am 2026-11-26 habe ich meinen Vertrag unterschrieben.",
    ],
    ["fr", "Il y a une heure j'ai signé mon contrat.", "Le 2026-11-26 j'ai signé mon contrat."],
    ["es", "Hace media hora firmé el contrato.", "El 2026-11-26 firmé el contrato."],
    ["nl", "Een half uur geleden heb ik getekend.", "Op 2026-11-26 heb ik getekend."],
    // This weekend and the last, as their week.
    [
      "de",
      "Dieses Wochenende streiche ich die Küche.",
      "In der Woche vom 2026-11-23 streiche ich die Küche.",
    ],
    [
      "nl",
      "Afgelopen weekend heb ik de keuken geverfd.",
      "In de week van 2026-11-16 heb ik de keuken geverfd.",
    ],
    ["fr", "Ce week-end je repeins la cuisine.", "La semaine du 2026-11-23 je repeins la cuisine."],
  ] as Array<[Language, string, string]>)("%s: %s", (language, text, expected) => {
    expect(read(language, text)).toBe(expected);
  });

  it.each([
    // English and German "in three hours" also say how long something took.
    ["en", "I ran the half marathon in two hours."],
    ["en", "In three hours I have a job interview."],
    ["de", "Ich bin die Strecke in drei Stunden gelaufen."],
    // A next weekend: the coming one or the one after, the words do not say (chrono had misread them).
    ["es", "El próximo fin de semana pinto la cocina."],
    ["it", "Il prossimo fine settimana dipingo la cucina."],
    ["nl", "Volgend weekend verf ik de keuken."],
    ["fr", "Le week-end prochain je repeins la cuisine."],
    // The Spanish noun "la mañana" (the morning) is no "mañana" (tomorrow).
    ["es", "Trabajo por la mañana en una panadería."],
    ["es", "Corro cada mañana por el parque."],
    // "Il y a … de route" is "there are", "hace … que" a time that has lasted.
    ["fr", "Il y a deux heures de route entre Lyon et Grenoble."],
    ["es", "Hace dos horas que espero el autobús."],
  ] as Array<[Language, string]>)("%s: leaves '%s' as said", (language, text) => {
    expect(read(language, text)).toBe(text);
  });
});
