/**
 * MARKDOWN: chat apps and assistants format messages with Markdown (CommonMark: "**bold**",
 * "*emphasis*", "__bold__", bullet lists "- ", "* ", "+ ", headings "## "), and Slack and WhatsApp
 * with their own single-star and underscore emphasis. The marks are formatting, not words: a line
 * "- I live in Porto" or "**Context:** I'm a nurse" says what the plain text says. Code spans stay
 * as written (the code rules read them). An emphasis spans at most 300 characters: a line of
 * thousands of stars is read in linear time.
 */

/** A bullet at the start of a line: "- ", "* ", "+ ", "• ". */
const BULLET = /^[ \t]*[-*+•][ \t]+(?=\S)/gmu;
/** A heading's marks at the start of a line: "## Context". */
const HEADING_MARKS = /^[ \t]*#{1,6}[ \t]+(?=\S)/gmu;
/** "**bold**", "__bold__"; not inside a word or a file name ("__init__.py"). */
const STRONG = /(?<![\p{L}\p{N}])(\*\*|__)(?=\S)([^\n]{0,300}?\S)\1(?![\p{L}\p{N}]|\.\p{L})/gu;
/** "*emphasis*", "_emphasis_": not inside a word ("5*3*2", "my_notes_file"). */
const EMPHASIS = /(?<![\p{L}\p{N}*_])([*_])(?=[^\s*_])([^\n*_]{0,300}?[^\s*_])\1(?![\p{L}\p{N}*_]|\.\p{L})/gu;

/** The text with its Markdown marks of lists, headings and emphasis taken off. */
export function withoutMarkup(text: string): string {
  return text.replace(BULLET, "").replace(HEADING_MARKS, "").replace(STRONG, "$2").replace(EMPHASIS, "$2");
}
