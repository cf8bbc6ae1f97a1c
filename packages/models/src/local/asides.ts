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

/** The verbs of remembering that open a reminder to the assistant ("remember", "keep in mind"). */
export const REMINDER_VERBS = "(?:remember|keep in mind|bear in mind|don't forget|do not forget|recall)";
/**
 * REMINDER_IN_PARENTHESES: "(remember I'm new to Rust)", "(keep in mind I'm a beginner, so go
 * slow)": a reminder of a fact about the person is a sentence of its own, whatever "you" it holds
 * and whatever question stands beside it; "(remember the tests you wrote)" reminds of the task.
 */
const REMINDER = new RegExp(`^${REMINDER_VERBS}(?:,? that|,|\\s*[-–—:]|)\\s+(?:i|i'm|i've|my)\\b`, "iu");

export function withoutAsidesToTheAssistant(text: string, language: string): string {
  const second = pronounsOf(language)?.second ?? [];
  return text.replace(PARENTHESIS, (whole, inside: string) => {
    const said = inside.trim().replace(/[’`]/g, "'");
    if (REMINDER.test(said)) return `. ${said.replace(/[.!]+$/u, "")}. `;
    return hasPronoun(inside, second) || POINTER.test(said) ? "" : whole;
  });
}
