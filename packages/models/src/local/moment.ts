import type { Language } from "./language.ts";
import { OF_THE_MOMENT } from "./languages/en/moment.ts";

/**
 * OF_THE_MOMENT (English): between people, "I'm just eating lunch", "I'll send you the link", "If
 * I won the lottery I'd buy a boat", "I wonder if it'll rain" say nothing lasting about the
 * speaker: episodes of the chat (remarks), never facts.
 */
export function isOfTheMoment(statement: string, language: Language): boolean {
  if (language !== "en") return false;
  const text = statement.replace(/[’`]/g, "'").trim();
  return OF_THE_MOMENT.some((pattern) => pattern.test(text));
}
