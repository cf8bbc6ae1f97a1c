import { unicodeBoundaries } from "../../text/regex.ts";

/**
 * Building blocks for the rules of each language: patterns are named constants of readable size,
 * composed here into the few expressions the rules run (`anyOf`, `opening`).
 */

type Part = RegExp | string;

const sourceOf = (part: Part): string => (typeof part === "string" ? part : part.source);

/**
 * A case-insensitive unicode pattern written as a template: `${PART}` inserts another pattern's
 * source (a RegExp or a string), backslashes are kept as written (`rx\`\\bi know${ENDS_HERE}\``).
 */
export function rx(strings: TemplateStringsArray, ...parts: Part[]): RegExp {
  return new RegExp(String.raw({ raw: strings.raw }, ...parts.map(sourceOf)), "iu");
}

/** Any one of `parts`, as a group (one alternative each). */
export function anyOf(...parts: Part[]): string {
  return `(?:${parts.map(sourceOf).join("|")})`;
}

/** Any one of the plain `words` (a data list; no escaping: the words are letters, spaces and '). */
export function oneOf(words: readonly string[]): string {
  return `(?:${words.join("|")})`;
}

/** A word that is exactly one of `words` (ignoring case). */
export function exactlyOneOf(words: readonly string[]): RegExp {
  return new RegExp(`^${oneOf(words)}$`, "iu");
}

/** A sentence that opens with one of `parts` as whole words (unicode-aware `\b`, ignoring case). */
export function opening(...parts: Part[]): RegExp {
  return unicodeBoundaries(new RegExp(`^${anyOf(...parts)}\\b`, "iu"));
}

/** A sentence that opens with one of `parts`, whole word or not (unicode-aware `\b`, ignoring case). */
export function startingWith(...parts: Part[]): RegExp {
  return unicodeBoundaries(new RegExp(`^${anyOf(...parts)}`, "iu"));
}

/** A sentence that holds one of `parts` anywhere (unicode-aware `\b`, ignoring case). */
export function anywhere(...parts: Part[]): RegExp {
  return unicodeBoundaries(new RegExp(anyOf(...parts), "iu"));
}

/** Punctuation that closes a phrase, or the end of the sentence. */
const STOP = "(?:[,.!?…;:-]|$)";
/** Nothing more comes after the phrase: "I know." but not "I know her". */
export const ENDS_HERE = `(?=\\s*${STOP})`;
/** Nothing more comes after the phrase than one of `words`: "omw lol", "on my way now". */
export function endsAfter(words: readonly string[]): string {
  return `(?=\\s*${oneOf(words)}?\\s*${STOP})`;
}

/**
 * None of `words` (a pattern of whole words) in the rest of the clause, read up to `within`
 * characters so that a long text stays linear: "ich teste jeden Tag den Code" is the task's.
 */
export function noneAhead(words: string, within = 120): string {
  return String.raw`(?![^.;!?]{0,${within}}?\b${words}(?![\p{L}]))`;
}
