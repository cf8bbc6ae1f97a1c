import { PICTOGRAPHS, TRAILING } from "../text/regex.ts";
import { hasSubjectOrVerb, isReaction } from "./junk.ts";
import type { Language } from "./language.ts";
import { oneOf } from "./languages/patterns.ts";
import { isFirstPerson, isStatement, stripLeadingFiller } from "./sentences.ts";

/**
 * Chat says one thing in pieces: "And I moved! Last weekend. A small flat in Mangwon-dong, 24
 * square metres, fourth floor, no lift." The pieces after the first have no verb and no subject;
 * alone they are fragments (or a remark that lost what it is about). An English verbless piece
 * right after a first-person statement is part of it when it carries something a fact needs, a
 * date, a number or a name: "I moved, last weekend, a small flat in Mangwon-dong, …". Vague
 * pieces ("Total chaos.", "Still the best.", "too many things") and reactions stay out.
 */
export function withElaborations(
  sentences: readonly string[],
  language: Language,
  isDated: (sentence: string) => boolean,
): string[] {
  if (language !== "en") return [...sentences];
  const out: string[] = [];
  for (const sentence of sentences) {
    const previous = out.at(-1);
    if (previous !== undefined && completesFact(previous) && isElaboration(sentence, isDated)) {
      const piece = lowerFirst(sentence.trim());
      // "I moved" + "Last weekend." → "I moved last weekend"; "… a car" + "a Toyota Yaris" → "…, a Toyota Yaris".
      out[out.length - 1] = `${previous.replace(TRAILING, "")}${WHEN_FIRST.test(piece) ? " " : ", "}${piece}`;
    } else out.push(sentence);
  }
  return out;
}

/** A first-person statement that is not a reaction ("I'm so happy for you" takes no follow-up). */
function completesFact(sentence: string): boolean {
  const core = stripLeadingFiller(sentence.replace(PICTOGRAPHS, "").trim());
  return isFirstPerson(core, "en") && isStatement(core) && !isReaction(core);
}

const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|dozen|half)\b/iu;
/** A capitalised word after the first: a name or a place ("TU Delft or the Royal Academy"). */
const INNER_NAME = /\s\p{Lu}[\p{Ll}\p{Lu}]/u;

function isElaboration(sentence: string, isDated: (sentence: string) => boolean): boolean {
  const text = sentence.replace(/[’`]/g, "'").replace(PICTOGRAPHS, "").trim();
  const tokens = text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t));
  if (tokens.length < 2 || tokens.length > 20) return false;
  // "starting monday", "from the 3rd": when the fact starts or ends.
  if (WHEN_WORD.test(text) && isDated(text)) return isStatement(text) && !isReaction(text);
  if (hasSubjectOrVerb(text) || !isStatement(text) || isReaction(text)) return false;
  return /\d/.test(text) || NUMBER_WORD.test(text) || INNER_NAME.test(text) || isDated(text);
}

const WHEN_WORD = /^(?:starting|beginning|ending|from|until|till|due)\s/iu;

const COMPLETING_OPENERS = [
  "a",
  "an",
  "the",
  "last",
  "next",
  "this",
  "that",
  "these",
  "every",
  "each",
  "on",
  "in",
  "at",
  "by",
  "before",
  "after",
  "since",
  "from",
  "for",
  "with",
  "mostly",
  "only",
  "just",
  "about",
  "around",
  "almost",
  "nearly",
  "both",
  "all",
  "some",
  "no",
  "not",
  "plus",
  "also",
  "even",
  "still",
  "then",
  "now",
  "or",
  "and",
  "but",
  "so",
  "yesterday",
  "today",
  "tomorrow",
  "tonight",
  "due",
  "starting",
  "beginning",
  "ending",
  "until",
  "till",
  "around",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "twenty",
  "thirty",
  "forty",
  "fifty",
  "hundred",
  "half",
];
/** "A small flat" → "a small flat"; "Class 10 algebra", "TU Delft" keep their capitals. */
const COMMON_FIRST = new RegExp(String.raw`^${oneOf(COMPLETING_OPENERS)}\b`, "u");
const WHEN_FIRST =
  /^(?:last|next|this|every|on|in|at|by|before|after|since|from|yesterday|today|tomorrow|tonight)\b/u;
export function lowerFirst(text: string): string {
  const lower = text.charAt(0).toLowerCase() + text.slice(1);
  return COMMON_FIRST.test(lower) ? lower : text;
}
