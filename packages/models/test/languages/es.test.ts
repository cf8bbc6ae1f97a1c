import { describe } from "vitest";
import * as CHAT from "../../src/local/languages/es/assistant-chat.ts";
import * as CLAUSE from "../../src/local/languages/es/clause.ts";
import * as TALK from "../../src/local/languages/es/discourse.ts";
import { anywhere, exactlyOneOf, oneOf, opening, startingWith } from "../../src/local/languages/patterns.ts";
import { expectPatterns } from "./expect-pattern.ts";

/** Examples from how Spanish works (no subject pronoun, imperatives), not from the tuning conversations. */
describe("Spanish", () => {
  expectPatterns([
    ["REQUEST_VERBS", opening(oneOf(CHAT.REQUEST_VERBS)), "Escribe un poema", "Escribir es difícil"],
    ["I_LIVE", opening(CHAT.I_LIVE), "Trabajo en un hospital", "Trabajamos mucho"],
    ["MY_SOMETHING_IS", opening(CHAT.MY_SOMETHING_IS), "Mi hermano es piloto", "Mi hermano vive en Quito"],
    [
      "IDENTITY_FIRST",
      startingWith(...CHAT.IDENTITY_FIRST),
      "Soy una enfermera y necesito",
      "Necesito ayuda",
    ],
    ["NEEDS_COMPLEMENT", exactlyOneOf(CLAUSE.NEEDS_COMPLEMENT), "voy", "voyage"],
    ["FIRST_PERSON_SUBJECTS", exactlyOneOf(CLAUSE.FIRST_PERSON_SUBJECTS), "yo", "tú"],
    ["POSSESSIVES", exactlyOneOf(CLAUSE.POSSESSIVES), "mi", "mí"],
    ["CONJUNCTIONS", exactlyOneOf(CLAUSE.CONJUNCTIONS), "pero", "pera"],
    ["DOCUMENT_POINTERS", exactlyOneOf(CHAT.DOCUMENT_POINTERS), "siguiente", "seguir"],
    ["ROLE_OPENERS", exactlyOneOf(CHAT.ROLE_OPENERS), "eres", "era"],
    ["QUESTION_OPENERS", opening(oneOf(TALK.QUESTION_OPENERS)), "Por qué no", "Porque sí"],
    ["REQUEST_PHRASES", anywhere(oneOf(TALK.REQUEST_PHRASES)), "Ayúdame con esto", "Ayuda humanitaria"],
    ["LEADING_FILLERS", opening(oneOf(TALK.LEADING_FILLERS)), "Por cierto, me mudé", "Por ciento"],
  ]);
});
