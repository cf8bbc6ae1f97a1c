import { hasPronoun, pronounsOf } from "../text/pronouns.ts";

/**
 * ASIDE_TO_THE_ASSISTANT: a parenthesis is interpolated, syntactically apart from the sentence
 * around it (Quirk et al. 1985, 15.54, parenthetical clauses). One that speaks to the assistant,
 * in the second person or pointing elsewhere in the chat ("(as you know)", "(see the docs you
 * wrote)", "(you asked earlier)"), is taken out, so that the statement around it is read alone:
 * "I live in Leeds (you asked earlier)." says "I live in Leeds." A parenthesis about the person
 * stays ("I have two kids (both under five)").
 */

/** A parenthesis of at most 200 characters on one line, with none inside: read in linear time. */
const PARENTHESIS = /\s*\(([^()\n]{1,200})\)/gu;
/** A pointer to elsewhere in the chat or its files: "see …", "cf. …", "voir …", "siehe …". */
const POINTER = /^(?:see|cf\.?|voir|siehe|zie|vedi|ver)\s/iu;

export function withoutAsidesToTheAssistant(text: string, language: string): string {
  const second = pronounsOf(language)?.second ?? [];
  return text.replace(PARENTHESIS, (whole, inside: string) =>
    hasPronoun(inside, second) || POINTER.test(inside.trim()) ? "" : whole,
  );
}
