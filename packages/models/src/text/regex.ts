/** A word boundary that, unlike `\b`, treats accented letters (é, ß, ñ) as word characters. */
const BOUNDARY = "(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))";

/** Rewrites every `\b` of `pattern` into a unicode-aware word boundary (and adds the `u` flag). */
export function unicodeBoundaries(pattern: RegExp): RegExp {
  const flags = pattern.flags.includes("u") ? pattern.flags : `${pattern.flags}u`;
  return new RegExp(pattern.source.replace(/(?<!\\)\\b/g, BOUNDARY), flags);
}

/** One emoji's code points: pictographs, skin tones, the variation selector and the joiner. */
const EMOJI = "\\p{Extended_Pictographic}|\\p{Emoji_Modifier}|\\u{FE0F}|\\u{200D}";
/** Every emoji code point in a text (global: for `replace`). */
export const PICTOGRAPHS = new RegExp(EMOJI, "gu");
/** Emoji at the end of a text, with the spaces between them. */
export const TRAILING_PICTOGRAPHS = new RegExp(`(?:\\s*(?:${EMOJI}))+\\s*$`, "u");
/** Spaces, closing punctuation and emoji at the end of a text. */
export const TRAILING = new RegExp(`(?:[\\s.!…]|${EMOJI})+$`, "u");

/** `text` as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Any of `phrases`, literally, as whole words (not inside a longer word; accented letters count as
 * letters): "jae-won" in "where does jae-won live", not "ada" in "adam". Flags include `u`.
 */
export function wholeWords(phrases: readonly string[], flags = "u"): RegExp {
  const alternatives = phrases.map(escapeRegExp).join("|");
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`,
    flags.includes("u") ? flags : `${flags}u`,
  );
}

/**
 * EMAIL_ADDRESS (a pattern's source: the user adds its flags): local part, "@", a domain with a
 * dot. It starts only where a run of the local part's characters starts: without the look-behind it
 * was tried at each character of a long token (a pasted key, a base64 blob) and read the token to
 * its end: 40 kB took 2 s in the anonymiser, and the time grew with the square of the length.
 */
export const EMAIL_ADDRESS = String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}`;
