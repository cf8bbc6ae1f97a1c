import { describe, expect, it } from "vitest";
import { LIFE_EVENT } from "../src/local/languages/es/assistant-chat.ts";
import { afterARequest, contents, user } from "./helpers/facts.ts";

/**
 * Spanish said to an assistant, as Spanish says a life: the habits with their frequency, the
 * preterite of the events of a life, a field of study, a language learnt, an appointment, and the
 * time leads as said. Sentences of my own, made from how Spanish works (a dropped subject, the
 * preterite in -é/-í, "todos los sábados", "tres veces por semana"), not from the dev set. The
 * reference is Friday 2026-11-20.
 */
describe("Spanish to an assistant", () => {
  it("a place of the gazetteer is a whole word: its letter class kept its backslash ('Lisboaz' is no Lisboa)", () => {
    expect(LIFE_EVENT.test("me mudo a Lisboa")).toBe(true);
    expect(LIFE_EVENT.test("me mudo a Lisboaz")).toBe(false);
    expect(LIFE_EVENT.test("me rompí la muñecaz")).toBe(false);
  });

  const toAnAssistant = afterARequest("Escribe un plan de entrenamiento.", "¡Claro! Aquí tienes un plan.");

  it("keeps the habits, studies and events of a life", () => {
    expect(
      toAnAssistant(
        "Juego al fútbol todos los sábados.",
        "Voy al gimnasio tres veces por semana.",
        "Estudio medicina en Salamanca.",
        "Estoy aprendiendo alemán.",
        "Terminé la carrera en 2025.",
        "Compré una casa en Sevilla.",
        "Adoptamos un perro.",
        "Me casé en 2020.",
        "En marzo empiezo un nuevo trabajo.",
        "La semana pasada fui a París.",
        "Empecé a correr el año pasado.",
        "Mañana tengo una entrevista de trabajo.",
        "Mi marido se llama Pablo.",
      ),
    ).toEqual([
      "Juego al fútbol todos los sábados.",
      "Voy al gimnasio tres veces por semana.",
      "Estudio medicina en Salamanca.",
      "Estoy aprendiendo alemán.",
      "Terminé la carrera en 2025.",
      "Compré una casa en Sevilla.",
      "Adoptamos un perro.",
      "Me casé en 2020.",
      "En 2027-03 empiezo un nuevo trabajo.",
      "La semana del 2026-11-09 fui a París.",
      "Empecé a correr en 2025.",
      "El 2026-11-21 tengo una entrevista de trabajo.",
      "Mi marido se llama Pablo.",
    ]);
  });

  it("leaves the task's own words out", () => {
    expect(
      toAnAssistant(
        "Hago la prueba todos los días y falla.",
        "Estudio el código ahora.",
        "Compré el dominio ayer para la web.",
        "Mi archivo se llama main.py.",
        "Tengo un error en el script.",
      ),
    ).toEqual([]);
  });

  it("reads a clause that opens with a verb of the first person plural as the speaker's (WE_OPENING)", () => {
    expect(contents([user("Adoptamos un perro."), user("Nos casamos en 2020.")])).toEqual([
      "Adoptamos un perro.",
      "Nos casamos en 2020.",
    ]);
    expect(contents([user("Vamos a ver."), user("Los primos vienen mañana.")])).toEqual([]);
  });
});
