import { describe } from "vitest";
import * as CHAT from "../../src/local/languages/de/assistant-chat.ts";
import * as CLAUSE from "../../src/local/languages/de/clause.ts";
import * as TALK from "../../src/local/languages/de/discourse.ts";
import { anywhere, exactlyOneOf, oneOf, opening, startingWith } from "../../src/local/languages/patterns.ts";
import { expectPatterns } from "./expect-pattern.ts";

/** Examples from how German works (verb second after a fronted time), not from the tuning conversations. */
describe("German", () => {
  expectPatterns([
    ["REQUEST_VERBS", opening(oneOf(CHAT.REQUEST_VERBS)), "Erkläre mir das bitte", "Erklärungen helfen mir"],
    ["TASK_OBJECT", anywhere(CHAT.TASK_OBJECT), "Jetzt habe ich einen Fehler", "Jetzt habe ich einen Hund"],
    ["I_LIVE", opening(CHAT.I_LIVE), "Ich wohne in Graz", "Ich wollte nach Graz"],
    ["MY_SOMETHING_IS", opening(CHAT.MY_SOMETHING_IS), "Meine Schwester ist Ärztin", "Meine Güte"],
    [
      "FRONTED_I_LIVE",
      opening(CHAT.FRONTED_I_LIVE),
      "Seit 2019 wohne ich in Wien",
      "Seit 2019 wohnt sie in Wien",
    ],
    [
      "IDENTITY_FIRST",
      startingWith(...CHAT.IDENTITY_FIRST),
      "Ich bin eine Lehrerin und brauche",
      "Ich brauche Hilfe",
    ],
    ["NEEDS_COMPLEMENT", exactlyOneOf(CLAUSE.NEEDS_COMPLEMENT), "wohne", "wohnte"],
    ["FIRST_PERSON_SUBJECTS", exactlyOneOf(CLAUSE.FIRST_PERSON_SUBJECTS), "wir", "ihr"],
    ["POSSESSIVES", exactlyOneOf(CLAUSE.POSSESSIVES), "meine", "meinen"],
    ["CONJUNCTIONS", exactlyOneOf(CLAUSE.CONJUNCTIONS), "aber", "also"],
    ["DOCUMENT_POINTERS", exactlyOneOf(CHAT.DOCUMENT_POINTERS), "folgenden", "folgen"],
    ["ROLE_OPENERS", exactlyOneOf(CHAT.ROLE_OPENERS), "du bist", "du warst"],
    ["QUESTION_OPENERS", opening(oneOf(TALK.QUESTION_OPENERS)), "Welcher Tag passt", "Wetter ist gut"],
    ["REQUEST_PHRASES", anywhere(oneOf(TALK.REQUEST_PHRASES)), "Sag mir Bescheid", "Sag was"],
    ["LEADING_FILLERS", opening(oneOf(TALK.LEADING_FILLERS)), "Übrigens, ich bleibe", "Übrig bleibt nichts"],
  ]);
});
