import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const root = fileURLToPath(new URL("../../src/local/languages/", import.meta.url));
/** Patterns joined from a word list at build time: their size is the list's, which is data. */
const BUILT_FROM_WORD_LISTS = new Set([
  "en/clause.ts SUBJECT_OR_VERB",
  "en/assistant-chat.ts I_AM",
  "en/assistant-chat.ts I_LIVE",
  "en/assistant-chat.ts I_HAVE_HOUSEHOLD",
  "en/assistant-chat.ts MY_SOMETHING_IS",
  "en/assistant-chat.ts TASK_ACTION",
  "en/assistant-chat.ts HABIT",
  "en/assistant-chat.ts HABIT_ADVERB",
  "en/assistant-chat.ts WE_LIVE",
  "en/assistant-chat.ts OCCUPATION",
  "en/assistant-chat.ts STUDIES_OR_SEARCH",
  "en/assistant-chat.ts I_KNOW",
  "en/assistant-chat.ts HAVE_COMPETENCE",
  "en/assistant-chat.ts LIFE_EVENT",
  "en/assistant-chat.ts HAVE_CONDITION",
  "en/assistant-chat.ts BEEN_FOR",
  "en/assistant-chat.ts LIFE_PLAN",
  "en/assistant-chat.ts LIFE_STEP",
  "en/assistant-chat.ts WHAT_ONE_USES",
  "en/assistant-chat.ts USED_FOR",
  "en/assistant-chat.ts I_LIKE",
  "en/assistant-chat.ts SAVINGS",
  "de/assistant-chat.ts FRONTED_I_LIVE",
  "de/assistant-chat.ts HABIT",
  "de/assistant-chat.ts I_STUDY",
  "de/assistant-chat.ts LIFE_EVENT",
  "en/moment.ts THE_DAYS_NEXT_MOVE",
  "es/assistant-chat.ts TIME_LEAD",
  "fr/assistant-chat.ts I_STUDY",
  "nl/assistant-chat.ts FRONTED_I_LIVE",
  "nl/assistant-chat.ts HABIT",
  "nl/assistant-chat.ts I_STUDY",
  "nl/assistant-chat.ts WE_EVENT",
  "es/assistant-chat.ts I_STUDY",
  "es/assistant-chat.ts HABIT",
  "it/assistant-chat.ts I_AM",
  "it/assistant-chat.ts LIFE_EVENT",
  "it/assistant-chat.ts I_DO_FOR_A_LIVING",
  "it/assistant-chat.ts I_STUDY",
  "it/assistant-chat.ts HABIT",
  "it/assistant-chat.ts TIME_LEAD",
  "it/clause.ts FIRST_PERSON_OPENING",
  "es/assistant-chat.ts LIFE_EVENT",
  "de/assistant-chat.ts MOVING_HOME",
  "en/moment.ts MOMENT_PROGRESSIVE",
  "en/moment.ts MISLAID",
  "fr/moment.ts MISLAID",
  "fr/moment.ts EN_TRAIN_DE",
  "fr/moment.ts ON_THE_WAY",
  "en/assistant-chat.ts OWN_PROJECT",
  "en/assistant-chat.ts LIVING_WITH",
  "en/assistant-chat.ts PLAN_WITH_A_DATE",
  "en/assistant-chat.ts MAINTAINED_WORK",
  "en/assistant-chat.ts KIN_LIFE",
  "en/assistant-chat.ts HAVE_A_DEVICE",
  "en/assistant-chat.ts OWN_SETUP",
  "en/assistant-chat.ts MY_NAMED_MACHINE",
  "en/assistant-chat.ts MY_MACHINE_RUNS",
  "en/assistant-chat.ts TEXT_ASKED_FOR",
  "en/assistant-chat.ts HOUSEHOLD",
  "en/moment.ts THE_GROUPS_ERRANDS",
  "fr/assistant-chat.ts TEXT_ASKED_FOR",
  "fr/assistant-chat.ts HAVE_A_DEVICE",
  "fr/assistant-chat.ts I_HAVE",
  "fr/assistant-chat.ts PLAN_WITH_A_DATE",
  "fr/assistant-chat.ts MAINTAINED_WORK",
  "fr/assistant-chat.ts KIN_LIFE",
  "fr/assistant-chat.ts WHAT_ONE_USES",
  "fr/assistant-chat.ts ON_AS_WE",
  "fr/assistant-chat.ts TIME_LEAD",
  "en/assistant-chat.ts TIME_LEAD",
  "en/assistant-chat.ts USE_AS_MY",
  "en/assistant-chat.ts NOT_KNOWING_A_LANGUAGE",
  "en/assistant-chat.ts WE_ARE_AN_ORGANISATION",
  "fr/assistant-chat.ts MOVING_HOME",
  "en/reactions.ts ON_MY_WAY",
  "en/generic.ts GENERIC_SUBJECT",
  "en/generic.ts VAGUE_OBJECT",
  "en/generic.ts PASSING_STATE",
  "en/generic.ts UNRESOLVED_SUBJECT",
  "fr/assistant-chat.ts NARRATION_ON_SCREEN",
  "fr/assistant-chat.ts I_AM",
  "fr/assistant-chat.ts MY_SOMETHING_IS",
  "fr/assistant-chat.ts I_LIVE",
  "fr/assistant-chat.ts I_LIKE",
  "fr/assistant-chat.ts I_KNOW",
  "fr/assistant-chat.ts HABIT",
  "fr/assistant-chat.ts WE_LIVE",
  "fr/assistant-chat.ts OCCUPATION",
  "fr/assistant-chat.ts STUDIES_OR_SEARCH",
  "fr/assistant-chat.ts BEEN_FOR",
  "fr/assistant-chat.ts LIFE_PLAN",
  "fr/assistant-chat.ts OWN_PROJECT",
  "fr/assistant-chat.ts LIVING_WITH",
  "fr/assistant-chat.ts LIFE_EVENT",
  "it/clause.ts FIRST_PERSON",
]);

it("no pattern of a language folder is over 200 characters, except those joined from word lists", async () => {
  const long: string[] = [];
  for (const language of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const file of readdirSync(`${root}${language.name}`)) {
      const patterns = Object.entries(await import(`${root}${language.name}/${file}`));
      for (const [name, value] of patterns) {
        const where = `${language.name}/${file} ${name}`;
        if (value instanceof RegExp && value.source.length > 200 && !BUILT_FROM_WORD_LISTS.has(where))
          long.push(where);
      }
    }
  }
  expect(long).toEqual([]);
});
