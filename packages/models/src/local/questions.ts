import { isFiller, isStatement, isWishOrRequest } from "./sentences.ts";

/** What asks and what only opens a sentence: questions, and the interjections before them. */

/** Interjections and answer words ("haha", "oh", "yes", "claro"). */
const INTERJECTION_WORDS = [
  "(?:ha)+h?",
  "(?:he){2,}",
  "lol",
  "lmao",
  "rofl",
  "omg",
  "wow",
  "oh",
  "ah",
  "aw+",
  "ugh",
  "yay",
  "woo+hoo+",
  "hmm+",
  "ok",
  "okay",
  "yes",
  "yeah",
  "ya",
  "yep",
  "nope",
  "nah",
  "ooh",
  "oops",
  "damn",
  "wait",
  "right",
  "true",
  "sure",
  "cool",
  "nice",
  "great",
  "excellent",
  "perfect",
  "brilliant",
  "awesome",
  "amazing",
  "lovely",
  "sensible",
  "jaja",
  "jajaja",
  "mdr",
  "ouf",
  "bah",
  "ben",
  "ja",
  "nee",
  "claro",
  "vale",
  "bueno",
];
/** An interjection before a comma or a space, "no" before punctuation, "stop" before a new clause. */
const INTERJECTIONS = [
  String.raw`(?:${INTERJECTION_WORDS.join("|")})(?:\s*[,!.?…]+\s*|\s+)`,
  String.raw`no\s*[,!.?…]+\s*`,
  String.raw`stop(?:\s*[,!.…]+\s*|\s+(?=(?:i|i'm|im|omg|you're|this|that's)\b))`,
];
/**
 * Interjections at the start ("haha", "oh", "no, …"); "no" only before punctuation ("no coriander"
 * keeps it), "stop" only before punctuation or a new clause ("stop i'm so excited", not "stop smoking").
 */
const INTERJECTION = new RegExp(`^(?:${INTERJECTIONS.join("|")})`, "iu");

/** The question a message ends with (its last sentence, when that asks something), at most 160 characters. */
export function lastQuestion(content: string): string | undefined {
  const sentences = content.trim().split(/(?<=[.!?])\s+/);
  const last = sentences.at(-1)?.trim();
  if (!last || last.length > 160 || !isQuestion(last)) return undefined;
  return last;
}

function isQuestion(text: string): boolean {
  const t = stripInterjections(text.trim());
  if (t.endsWith("?")) return true;
  // Chat asks without its "?" ("u still on nights"), but a full stop ends a statement or a request
  // ("Out with it.", "Please do, he listens to you more than to me.").
  if (/[.!…]$/u.test(t)) return false;
  return !isStatement(t) && !isWishOrRequest(t) && !isFiller(t) && t.split(/\s+/).length > 1;
}

/** Strips leading interjections: "haha poor papá" → "poor papá". */
export function stripInterjections(sentence: string): string {
  let out = sentence.trim();
  for (let i = 0; i < 4; i++) {
    const next = out.replace(INTERJECTION, "").trim();
    if (next === out) break;
    out = next;
  }
  return out;
}
