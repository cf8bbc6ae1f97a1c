import { describe } from "vitest";
import * as CHAT from "../../src/local/languages/it/assistant-chat.ts";
import * as CLAUSE from "../../src/local/languages/it/clause.ts";
import * as DATES from "../../src/local/languages/it/dates.ts";
import * as TALK from "../../src/local/languages/it/discourse.ts";
import * as R from "../../src/local/languages/it/reactions.ts";
import { anywhere, exactlyOneOf, oneOf, opening, startingWith } from "../../src/local/languages/patterns.ts";
import { expectPatterns } from "./expect-pattern.ts";

/** Examples from how Italian works (a dropped subject, imperatives, the passato prossimo), not from the tuning conversations. */
describe("Italian", () => {
  expectPatterns([
    ["HAPPY_FOR_YOU", opening(R.HAPPY_FOR_YOU), "Sono contenta per te!", "Sono contenta del mio lavoro"],
    ["I_HOPE", opening(R.I_HOPE), "Spero di sì", "Spendo troppo"],
    ["I_KNOW", opening(R.I_KNOW), "Lo so.", "Lo so fare"],
    ["NOTHING_TO_SAY", opening(R.NOTHING_TO_SAY), "Penso di sì!", "Penso di cambiare lavoro"],
    [
      "REQUEST_VERBS",
      opening(oneOf(CHAT.REQUEST_VERBS)),
      "Traduci questo paragrafo",
      "Tradurre è un mestiere",
    ],
    ["TASK_ACTION", anywhere(CHAT.TASK_ACTION), "Adesso vorrei una tabella", "Vivo a Lecce"],
    ["TASK_OBJECT", anywhere(CHAT.TASK_OBJECT), "Ho un errore alla riga 3", "Ho un fratello"],
    ["I_LIVE", opening(CHAT.I_LIVE), "Abito a Bari", "Abitavo a Bari"],
    ["MY_NAME", opening(CHAT.MY_NAME), "Mi chiamo Paola", "Mi chiami domani"],
    ["I_AM", opening(CHAT.I_AM), "Sono un'infermiera", "Sono stanca oggi"],
    ["I_HAVE", opening(CHAT.I_HAVE), "Ho due figli", "Ho due domande"],
    ["I_LIKE", opening(CHAT.I_LIKE), "Mi piace il jazz", "Mi pare giusto"],
    ["MY_SOMETHING_IS", opening(CHAT.MY_SOMETHING_IS), "Mia sorella è medico", "Mia sorella, invece"],
    ["I_DO_NOT", opening(CHAT.I_DO_NOT), "Non mangio carne", "Non è vero"],
    [
      "IDENTITY_FIRST",
      startingWith(...CHAT.IDENTITY_FIRST),
      "Sono un insegnante e vorrei",
      "Sono qui per chiedere",
    ],
    ["DOCUMENT_POINTERS", exactlyOneOf(CHAT.DOCUMENT_POINTERS), "seguente", "seguire"],
    ["ROLE_OPENERS", exactlyOneOf(CHAT.ROLE_OPENERS), "sei un", "sei mesi"],
    ["NEEDS_COMPLEMENT", exactlyOneOf(CLAUSE.NEEDS_COMPLEMENT), "abito", "abitavo"],
    ["FIRST_PERSON_SUBJECTS", exactlyOneOf(CLAUSE.FIRST_PERSON_SUBJECTS), "io", "tu"],
    ["POSSESSIVES", exactlyOneOf(CLAUSE.POSSESSIVES), "mio", "tuo"],
    ["CONJUNCTIONS", exactlyOneOf(CLAUSE.CONJUNCTIONS), "però", "perché"],
    ["CLAUSE_SPLIT", CLAUSE.CLAUSE_SPLIT, "Mi chiamo Anna e lavoro a Pisa", "Pane e latte"],
    ["FIRST_PERSON", CLAUSE.FIRST_PERSON, "Ci sposiamo a maggio", "Si sposano a maggio"],
    ["QUESTION_OPENERS", opening(oneOf(TALK.QUESTION_OPENERS)), "Cosa fai stasera", "Così fa"],
    [
      "REQUEST_PHRASES",
      anywhere(oneOf(TALK.REQUEST_PHRASES)),
      "Mandami la foto, per favore",
      "Per fortuna sì",
    ],
    ["LEADING_FILLERS", opening(oneOf(TALK.LEADING_FILLERS)), "Comunque, ho finito", "Come va"],
    ["QUALIFIED", DATES.QUALIFIED, "sabato scorso", "sabato sera"],
    ["RECURRING", DATES.RECURRING, "vado in palestra ogni ", "vado in palestra "],
    ["SINCE", DATES.SINCE, "lavoro qui dal ", "lavoro qui il "],
    ["DURATION", DATES.DURATION, "per tre anni", "perfino ieri"],
    ["COUNTED_PERIOD", DATES.COUNTED_PERIOD, "un altro ", "a "],
    ["PRECEDING_PREPOSITION", DATES.PRECEDING_PREPOSITION, "ci sposiamo a ", "ci sposiamo "],
    ["PAST", DATES.PAST, "sono andata al mare", "vado al mare"],
    ["FUTURE", DATES.FUTURE, "andremo al mare", "andiamo al mare"],
  ]);
});
