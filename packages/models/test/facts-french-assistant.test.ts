import { describe, expect, it } from "vitest";
import { afterARequest } from "./helpers/facts.ts";

/**
 * French said to an assistant: the everyday of a life that the French rules did not read yet (10 of
 * 17 probe lines of my own gave nothing): a relative time fronted, a new job ahead, studies
 * finished, a home bought, an activity taken up, a trip, a subject studied, a language learnt, a
 * wedding said with "on", an appointment, a chronic condition. Sentences of my own, not from the dev
 * set. The reference is Friday 2026-11-20.
 */
describe("French to an assistant", () => {
  const toAnAssistant = afterARequest(
    "Écris-moi un programme d'entraînement.",
    "Bien sûr ! Voici un programme.",
  );

  it("keeps the everyday of a life", () => {
    expect(
      toAnAssistant(
        "En mars je commence un nouveau travail.",
        "J'ai fini mes études en 2025.",
        "J'ai acheté une maison à Nantes.",
        "J'ai commencé à courir l'an dernier.",
        "J'étudie la médecine à Lyon.",
        "La semaine dernière je suis allé à Rome.",
        "J'apprends l'espagnol.",
        "On s'est mariés en 2020.",
        "Demain j'ai un entretien d'embauche.",
        "J'ai du diabète de type 2.",
      ),
    ).toEqual([
      "En 2027-03 je commence un nouveau travail.",
      "J'ai fini mes études en 2025.",
      "J'ai acheté une maison à Nantes.",
      "J'ai commencé à courir en 2025.",
      "J'étudie la médecine à Lyon.",
      "La semaine du 2026-11-09 je suis allé à Rome.",
      "J'apprends l'espagnol.",
      "On s'est mariés en 2020.",
      "Le 2026-11-21 j'ai un entretien d'embauche.",
      "J'ai du diabète de type 2.",
    ]);
  });

  it("leaves the task's own words out", () => {
    expect(
      toAnAssistant(
        "J'ai fini le script.",
        "J'ai acheté le nom de domaine hier.",
        "J'étudie le code maintenant.",
        "Demain j'ai une réunion sur ce projet.",
        "J'ai commencé à écrire la fonction.",
      ),
    ).toEqual([]);
  });

  it("NEVER_DONE in French: what one has never used or learned is experience; the task's things are not", () => {
    expect(
      toAnAssistant(
        "Je n'ai jamais utilisé Docker.",
        "Je n'ai jamais programmé en Rust.",
        "Je n'ai jamais appris à nager.",
        "Je ne mange jamais de viande.",
      ),
    ).toEqual([
      "Je n'ai jamais utilisé Docker.",
      "Je n'ai jamais programmé en Rust.",
      "Je n'ai jamais appris à nager.",
      "Je ne mange jamais de viande.",
    ]);
    // A habit's verb after an elided pronoun stays a habit (the first version of the HABIT change
    // had lost these).
    expect(
      toAnAssistant(
        "Je m'entraîne trois fois par semaine à la salle.",
        "Je l'emmène à l'école tous les matins.",
        "Je m'y rends chaque semaine.",
      ),
    ).toEqual([
      "Je m'entraîne trois fois par semaine à la salle.",
      "Je l'emmène à l'école tous les matins.",
      "Je m'y rends chaque semaine.",
    ]);
    // HABIT's verb is a word, not the "n" of an elided "n'ai": these had been habits.
    expect(
      toAnAssistant(
        "Je n'ai jamais utilisé cette fonction.",
        "Je n'ai jamais vu cette erreur avant.",
        "Je n'ai jamais écrit les tests.",
        "Je ne l'ai jamais fait comme ça.",
        "Je n'ai jamais fait attention à ça.",
      ),
    ).toEqual([]);
  });
});
