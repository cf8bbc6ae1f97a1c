import { describe } from "vitest";
import * as CHAT from "../../src/local/languages/fr/assistant-chat.ts";
import * as CLAUSE from "../../src/local/languages/fr/clause.ts";
import * as TALK from "../../src/local/languages/fr/discourse.ts";
import * as R from "../../src/local/languages/fr/reactions.ts";
import { anywhere, exactlyOneOf, oneOf, opening, startingWith } from "../../src/local/languages/patterns.ts";
import { expectPatterns } from "./expect-pattern.ts";

/** Examples from how French works (imperatives, "je"/"j'" before a vowel), not from the tuning conversations. */
describe("French", () => {
  expectPatterns([
    [
      "HAPPY_FOR_YOU",
      opening(R.HAPPY_FOR_YOU),
      "Je suis contente pour toi !",
      "Je suis contente de mon travail",
    ],
    ["I_HOPE", opening(R.I_HOPE), "J'espère que oui", "J'esquive la question"],
    ["I_KNOW", opening(R.I_KNOW), "Je sais.", "Je sais nager"],
    ["REQUEST_VERBS", opening(oneOf(CHAT.REQUEST_VERBS)), "Traduis ce paragraphe", "Traduire est un métier"],
    ["TASK_ACTION", anywhere(CHAT.TASK_ACTION), "Maintenant je veux un tableau", "Je vis à Lyon"],
    ["TASK_OBJECT", anywhere(CHAT.TASK_OBJECT), "J' ai une erreur à la ligne 3", "J'ai une sœur"],
    ["I_LIVE", opening(CHAT.I_LIVE), "J'habite à Nantes", "J'habitais à Nantes"],
    ["I_AM", opening(CHAT.I_AM), "Je suis infirmière", "Je suis en train de coder"],
    ["I_AM, not the screen", opening(CHAT.I_AM), "Je suis dans la police", "Je suis sur le serveur en SSH"],
    ["I_HAVE", opening(CHAT.I_HAVE), "J'ai deux enfants", "J'ai deux questions"],
    ["I_LIKE", opening(CHAT.I_LIKE), "J'adore le jazz", "J'adorais le jazz"],
    [
      "MY_SOMETHING_IS",
      opening(CHAT.MY_SOMETHING_IS),
      "Ma petite sœur est médecin",
      "Ma question porte sur Python",
    ],
    [
      "IDENTITY_FIRST",
      startingWith(...CHAT.IDENTITY_FIRST),
      "Je suis une étudiante et je veux",
      "Je veux une réponse",
    ],
    ["NEEDS_COMPLEMENT", exactlyOneOf(CLAUSE.NEEDS_COMPLEMENT), "pense", "pensais"],
    ["FIRST_PERSON_SUBJECTS", exactlyOneOf(CLAUSE.FIRST_PERSON_SUBJECTS), "j'", "tu"],
    ["POSSESSIVES", exactlyOneOf(CLAUSE.POSSESSIVES), "mes", "ses"],
    ["CONJUNCTIONS", exactlyOneOf(CLAUSE.CONJUNCTIONS), "mais", "mai"],
    ["DOCUMENT_POINTERS", exactlyOneOf(CHAT.DOCUMENT_POINTERS), "suivantes", "suivre"],
    ["ROLE_OPENERS", exactlyOneOf(CHAT.ROLE_OPENERS), "tu es", "tu étais"],
    ["QUESTION_OPENERS", opening(oneOf(TALK.QUESTION_OPENERS)), "Pourquoi pas", "Pourtant si"],
    ["REQUEST_PHRASES", anywhere(oneOf(TALK.REQUEST_PHRASES)), "Dis-moi tout", "Dis ce que tu veux"],
    ["LEADING_FILLERS", opening(oneOf(TALK.LEADING_FILLERS)), "En fait, je reste", "Enfin je reste"],
  ]);
});
