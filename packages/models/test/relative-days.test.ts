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
    // Portuguese, whose sentences are kept as said episodes: chrono's parser reads "ontem" and
    // "amanhã", and broke "Depois de amanhã" ("Depois de 2026-11-27") and "na sexta-feira passada".
    ["pt", "Depois de amanhã assino o contrato.", "Em 2026-11-28 assino o contrato."],
    ["pt", "Na sexta-feira passada vendi o carro.", "Em 2026-11-20 vendi o carro."],
    ["pt", "Anteontem vendi o carro.", "Em 2026-11-24 vendi o carro."],
    ["pt", "Há duas semanas comecei no novo emprego.", "Em 2026-11-12 comecei no novo emprego."],
    ["pt", "Daqui a três horas parto para Faro.", "Em 2026-11-27 parto para Faro."],
    ["pt", "No mês passado mudei-me para Braga.", "Em 2026-10 mudei-me para Braga."],
    ["pt", "No ano que vem reformo-me.", "Em 2027 reformo-me."],
    ["pt", "Na semana passada estive de baixa.", "Na semana de 2026-11-16 estive de baixa."],
    ["pt", "Esta manhã recebi o diploma.", "Em 2026-11-26 recebi o diploma."],
    ["pt", "Fui a Lisboa há três anos atrás.", "Fui a Lisboa em 2023."],
    ["pt", "Vendi a mota há duas semanas.", "Vendi a mota em 2026-11-12."],
    ["pt", "Semana passada fui a Coimbra.", "Na semana de 2026-11-16 fui a Coimbra."],
    ["pt", "Sábado que vem vou ao casamento da Rita.", "Em 2026-11-28 vou ao casamento da Rita."],
    ["pt", "Sexta passada fui despedido.", "Em 2026-11-20 fui despedido."],
    ["pt", "Amanha de manha tenho consulta.", "Em 2026-11-27 tenho consulta."],
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
    // A reviewer's shapes (sentences of my own): an amount that goes on is no date cut in two.
    ["fr", "Il y a une heure et quart j'ai fini mon service."],
    ["es", "Hace dos horas y media terminé el turno."],
    ["it", "Tra un'ora e mezza parte il mio treno."],
    ["de", "Vor drei Stunden und zwanzig Minuten bin ich angekommen."],
    ["fr", "Il y a trois heures que je cherche mes clés."],
    ["fr", "Il y a une heure par semaine pour le sport."],
    ["es", "Mi padre hace tres horas de bici cada domingo."],
    ["es", "Dentro de cuatro horas de viaje llegamos a Toledo."],
    ["it", "Ho diviso la giornata tra due ore di studio e il lavoro."],
    // Dutch "over" is also "about": only where a time adverbial stands, it counts from now.
    ["nl", "We hadden het over drie uur wachten bij de huisarts."],
    ["nl", "Ik heb er over een uur gedaan om de kast te bouwen."],
    // German "vor" before a noun is "of", not "ago".
    ["de", "Ich habe Respekt vor zwei Stunden Mathe am Stück."],
    ["en", "I've been driving for two hours from now on I'll stop every hour."],
    ["pt", "Há duas horas de fila no centro de saúde."],
    ["pt", "Há três dias que não durmo bem."],
    ["pt", "O próximo fim de semana pinto a cozinha."],
    // A reviewer's shapes (my sentences): "há" is "ago" only in a past clause; else "there are" or
    // a time up to now ("Trabalho aqui há dois anos" had become "Trabalho aqui em 2024").
    ["pt", "Moro no Porto há seis anos."],
    ["pt", "Trabalho na Sonae há dois anos, ou quase."],
    ["pt", "Sou enfermeira há dez anos."],
    ["pt", "Ainda há três dias para entregar o relatório."],
    ["pt", "Só há duas aulas por semana."],
    ["pt", "Há quatro horas por dia de treino."],
    ["pt", "Casei-me há um ano e meio."],
    ["pt", "Tenho de estudar para a semana de exames."],
    ["pt", "Este mês de agosto fui à praia."],
    ["pt", "A semana passada foi dura."],
    // A second reviewer's shapes (sentences of my own): one of two counts, an amount in Dutch.
    ["nl", "Over een uur of drie ben ik in Zwolle."],
    ["fr", "Dans une heure ou deux je passe chez toi."],
    ["es", "Dentro de una hora o dos paso por tu casa."],
    ["de", "Vor einer Stunde oder zwei hat sie angerufen."],
    ["nl", "Over twee uur en een kwartier begint de voorstelling."],
    // Dutch "over" anywhere but first is "about" or "took".
    ["nl", "We spraken over twee uur."],
    ["nl", "Het gaat over twee uur."],
    ["nl", "Ik deed er over een uur."],
    ["nl", "Mijn trein vertrekt over twee uur."],
    // "ce soir là" (that evening); "il y a … à/entre" (there is); "hace … al día" (does); fear "vor".
    ["fr", "Ce soir là on a ri jusqu'au matin."],
    ["fr", "Il y a vingt minutes à pied jusqu'à la gare."],
    ["fr", "Il y a deux heures entre Nantes et Rennes."],
    ["es", "Mi tía hace una hora al día de natación."],
    ["de", "Ich habe keine Angst vor einer Stunde."],
  ] as Array<[Language, string]>)("%s: leaves '%s' as said", (language, text) => {
    expect(read(language, text)).toBe(text);
  });

  it("reads a clause that goes on after the hours, accents left out, 'het' before a date, and this weekend in a past clause said Monday to Friday as the one just gone", () => {
    expect(read("fr", "Je suis rentrée il y a 2 heures et j'ai dormi.")).toBe(
      "Je suis rentrée le 2026-11-26 et j'ai dormi.",
    );
    expect(read("es", "Pasado manana firmo el contrato.")).toBe("El 2026-11-28 firmo el contrato.");
    expect(read("fr", "Je signe apres-demain.")).toBe("Je signe le 2026-11-28.");
    expect(read("nl", "Ik heb het eergisteren gekocht.")).toBe("Ik heb het op 2026-11-24 gekocht.");
    expect(read("nl", "Eergisteren is mijn oom overleden.")).toBe("Op 2026-11-24 is mijn oom overleden.");
    expect(read("nl", "Eergisteren is mijn zus aangekomen.")).toBe("Op 2026-11-24 is mijn zus aangekomen.");
    expect(read("de", "Dieses Wochenende war ich bei meiner Schwester.")).toBe(
      "In der Woche vom 2026-11-16 war ich bei meiner Schwester.",
    );
    const monday = new Date("2026-11-30T10:00:00Z");
    expect(resolveDates("Dieses Wochenende habe ich das Bad gefliest.", "de", monday, 0).text).toBe(
      "In der Woche vom 2026-11-23 habe ich das Bad gefliest.",
    );
    expect(resolveDates("Dieses Wochenende fliese ich das Bad.", "de", monday, 0).text).toBe(
      "In der Woche vom 2026-11-30 fliese ich das Bad.",
    );
  });
});
