import { hasPronoun, pronounsOf } from "../text/pronouns.ts";
import { straightApostrophes } from "./junk.ts";

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

/** The person's own statement follows: a first-person subject or possessive. */
const OWN_STATEMENT_NEXT = "(?=(?:i|i'm|i've|i'd|my|we|we're|our|je|mon|ma|mes|nous)(?![\\p{L}'])|j')";
const OWN_STATEMENT_FIRST = new RegExp(`^${OWN_STATEMENT_NEXT}`, "iu");
/** "I told you", "you may remember that", "I want you to know that", "thanks to you"; "je t'ai dit que", "tu sais que", "grâce à toi". */
const LEADING_FRAME = new RegExp(
  `^(?:(?:as|like) (?:i (?:told|said to|mentioned to|wrote to) you|i (?:told you|said|mentioned)(?: to you)?|you (?:know|said|may know|might know|may remember|might remember))(?: (?:before|earlier|already))?|you(?:'re| are) right(?:,? that)?|i (?:think|guess|believe) you (?:know|remember)(?:,? that)?|i (?:told|mentioned to|said to) you(?: (?:before|earlier|already))?(?:,? that)?|you (?:know|may remember|might remember|may recall)(?:,? that)?|i (?:want|'d like|would like) you to know(?:,? that)?|thanks to you|comme je (?:te|vous) l'ai (?:déjà )?dit|comme (?:tu le sais|vous le savez)|je (?:t'ai|vous ai) (?:déjà )?dit que|tu sais que|vous savez que|je (?:veux|voudrais) que (?:tu saches|vous sachiez) que|grâce à (?:toi|vous))[,\\s]+${OWN_STATEMENT_NEXT}`,
  "iu",
);
/**
 * COMMENT_TO_THE_ASSISTANT: a comment clause addressed to the assistant after a statement, closed by
 * a stop or a comma (Quirk et al. 1985, 15.54-15.55, comment clauses): ", as you know,", ", you
 * know.", ", if you remember.", ", which you already know.", ", as I told you.".
 */
const COMMENT_TO_THE_ASSISTANT =
  /\s*,\s*(?:(?:as|like) (?:you (?:know|said|may know|might know|may remember|might remember|already know)|i (?:told|said to|mentioned to|wrote to) you|i (?:said|mentioned)(?: to you)?)(?: (?:before|earlier|already))?|you know|if you remember|if you recall|which you (?:already )?know)(?=\s*(?:[,.!?;]|$))/giu;
/** ", you can use school examples", ", donc tu peux …": what the assistant may do with the statement before it. */
const TRAILING_PERMISSION =
  /\s*[,;]\s+(?:(?:so|donc|alors)\s+)?(?:you|u|tu|vous)\s+(?:can|could|should|may|might|will|'ll|need to|have to|peux|pouvez|pourrais|pourriez|dois|devez)(?![\p{L}])/iu;

/**
 * FRAME_TO_THE_ASSISTANT: a reporting frame that speaks to the assistant ("I told you …", "you may
 * remember that …", "thanks to you …"; Quirk et al. 1985, 15.53, the reporting clause) before a
 * statement about oneself, and a permission for the assistant after it (", so you can use school
 * examples"), are the exchange's: the statement is read without them. Without a first-person
 * statement next ("I told you the tests fail") the sentence stays as it was, about the exchange.
 * COMMENT_TO_THE_ASSISTANT's clauses are taken out of a statement about oneself first.
 */
export function withoutFramesToTheAssistant(sentence: string): string {
  const original = withoutCommentsToTheAssistant(sentence.trim());
  // Read with straight apostrophes (one character for one: the offsets hold for the original).
  const text = original.replace(/[’`]/g, "'");
  const start = LEADING_FRAME.exec(text)?.[0].length ?? 0;
  // Only after a statement about oneself: "You will ask me …, you will describe …" is all the exchange's.
  const permission = OWN_STATEMENT_FIRST.test(text.slice(start))
    ? TRAILING_PERMISSION.exec(text.slice(start))
    : null;
  const end = permission && permission.index > 0 ? start + permission.index : text.length;
  if (start === 0 && end === text.length) return original === sentence.trim() ? sentence : original;
  const rest = original.slice(start, end);
  const first = rest.charAt(0).toUpperCase() + rest.slice(1);
  return /[.!?]$/u.test(first) ? first : `${first}${/[!?]$/u.exec(text)?.[0] ?? "."}`;
}

/** A statement about oneself without its comment clauses to the assistant ("I'm a nurse, as you know, so …"). */
function withoutCommentsToTheAssistant(sentence: string): string {
  const text = straightApostrophes(sentence);
  if (!OWN_STATEMENT_FIRST.test(text)) return sentence;
  let out = "";
  let from = 0;
  for (const match of text.matchAll(COMMENT_TO_THE_ASSISTANT)) {
    out += sentence.slice(from, match.index);
    from = match.index + match[0].length;
  }
  return from === 0 ? sentence : out + sentence.slice(from);
}
