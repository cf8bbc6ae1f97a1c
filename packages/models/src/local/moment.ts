import type { Language } from "./language.ts";
import { OF_THE_MOMENT as ENGLISH, ON_THE_WAY } from "./languages/en/moment.ts";
import { OF_THE_MOMENT as FRENCH } from "./languages/fr/moment.ts";

const BY_LANGUAGE: Partial<Record<Language, readonly RegExp[]>> = { en: ENGLISH, fr: FRENCH };

/**
 * OF_THE_MOMENT (English, French): between people, "I'm just eating lunch", "I'll send you the
 * link", "If I won the lottery I'd buy a boat", "je t'envoie le lien" say nothing lasting about
 * the speaker: episodes of the chat (remarks), never facts.
 */
export function isOfTheMoment(statement: string, language: Language): boolean {
  const patterns = BY_LANGUAGE[language];
  if (!patterns) return false;
  const text = statement.replace(/[’`]/g, "'").trim();
  return patterns.some((pattern) => pattern.test(text));
}

/**
 * ON_THE_WAY and IN_THE_TOOL (English), read in a chat with an assistant too: where one is for a
 * moment ("I'm on the train, can you shorten this?", "I'm in vim and can't get out") is the task's
 * moment, never a fact.
 */
export function isWhereOneIsForAMoment(statement: string, language: Language): boolean {
  return language === "en" && ON_THE_WAY.test(statement.replace(/[’`]/g, "'").trim());
}
