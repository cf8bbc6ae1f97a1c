import { describe } from "vitest";
import * as CHAT from "../../src/local/languages/nl/assistant-chat.ts";
import * as CLAUSE from "../../src/local/languages/nl/clause.ts";
import * as DATES from "../../src/local/languages/nl/dates.ts";
import * as TALK from "../../src/local/languages/nl/discourse.ts";
import { anywhere, exactlyOneOf, oneOf, opening, startingWith } from "../../src/local/languages/patterns.ts";
import { expectPatterns } from "./expect-pattern.ts";

/** Examples from how Dutch works (verb second, separable "leg … uit"), not from the tuning conversations. */
describe("Dutch", () => {
  expectPatterns([
    ["REQUEST_VERBS", opening(oneOf(CHAT.REQUEST_VERBS)), "Vat deze tekst samen", "Vaten wijn in de kelder"],
    [
      "TASK_ACTION",
      anywhere(CHAT.TASK_ACTION),
      "Nu probeer ik het; ik probeer het opnieuw",
      "Ik woon in Gent",
    ],
    ["TASK_OBJECT", anywhere(CHAT.TASK_OBJECT), "Nu heb ik een fout", "Nu heb ik een hond"],
    ["I_LIVE", opening(CHAT.I_LIVE), "Ik kom uit Gent", "Ik kwam gisteren langs"],
    ["MY_SOMETHING_IS", opening(CHAT.MY_SOMETHING_IS), "Mijn zus is arts", "Mijn vraag"],
    [
      "FRONTED_I_LIVE",
      opening(CHAT.FRONTED_I_LIVE),
      "Sinds 2019 woon ik in Utrecht",
      "Sinds 2019 woont zij in Utrecht",
    ],
    ["IDENTITY_FIRST", startingWith(...CHAT.IDENTITY_FIRST), "Ik ben een student en wil", "Ik wil hulp"],
    ["FIRST_PERSON_SUBJECTS", exactlyOneOf(CLAUSE.FIRST_PERSON_SUBJECTS), "ik", "jij"],
    ["DOCUMENT_POINTERS", exactlyOneOf(CHAT.DOCUMENT_POINTERS), "volgende", "volgen"],
    ["ROLE_OPENERS", exactlyOneOf(CHAT.ROLE_OPENERS), "je bent", "je was"],
    ["QUESTION_OPENERS", opening(oneOf(TALK.QUESTION_OPENERS)), "Waarom niet", "Waarschijnlijk wel"],
    ["REQUEST_PHRASES", anywhere(oneOf(TALK.REQUEST_PHRASES)), "Zou je dat doen", "Zoutje erbij"],
    ["QUALIFIED", DATES.QUALIFIED, "vorige vrijdag", "vrijdagavond"],
    ["QUALIFIER_BEFORE", DATES.QUALIFIER_BEFORE, "ik ben afgelopen ", "ik ben "],
    ["RECURRING", DATES.RECURRING, "ik zwem elke ", "ik zwem "],
    ["SINCE", DATES.SINCE, "ik woon hier sinds ", "ik woon hier "],
    ["DURATION", DATES.DURATION, "gedurende twee weken", "gisteren"],
    ["COUNTED_PERIOD", DATES.COUNTED_PERIOD, "nog een hele ", "op "],
    ["PRECEDING_PREPOSITION", DATES.PRECEDING_PREPOSITION, "ik verhuis in ", "ik verhuis "],
    ["PAST", DATES.PAST, "ben ik verhuisd", "verhuis ik"],
    ["FUTURE", DATES.FUTURE, "ga ik verhuizen", "ben ik verhuisd"],
    ["DATE_IS_SUBJECT", DATES.DATE_IS_SUBJECT, " is mijn verjaardag", " was ik ziek"],
    ["NOT_A_DAY", DATES.NOT_A_DAY, "zo", "zondag"],
  ]);
});
