/** A word boundary that, unlike `\b`, treats accented letters (é, ß, ñ) as word characters. */
const BOUNDARY = "(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))";

/** Rewrites every `\b` of `pattern` into a unicode-aware word boundary (and adds the `u` flag). */
export function unicodeBoundaries(pattern: RegExp): RegExp {
  const flags = pattern.flags.includes("u") ? pattern.flags : `${pattern.flags}u`;
  return new RegExp(pattern.source.replace(/(?<!\\)\\b/g, BOUNDARY), flags);
}
