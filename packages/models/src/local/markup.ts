/**
 * MARKDOWN: chat apps and assistants format messages with Markdown (CommonMark: "**bold**",
 * "*emphasis*", "__bold__", bullet lists "- ", "* ", "+ ", headings "## "), and Slack and WhatsApp
 * with their own single-star and underscore emphasis. The marks are formatting, not words: a line
 * "- I live in Porto" or "**Context:** I'm a nurse" says what the plain text says. Code spans stay
 * as written (the code rules read them).
 */

/** A bullet at the start of a line: "- ", "* ", "+ ", "• ". */
const BULLET = /^[ \t]*[-*+•][ \t]+(?=\S)/gmu;
/** A heading's marks at the start of a line: "## Context". */
const HEADING_MARKS = /^[ \t]*#{1,6}[ \t]+(?=\S)/gmu;
/** "**bold**", "__bold__". */
const STRONG = /(\*\*|__)(?=\S)([^\n]*?\S)\1/gu;
/** "*emphasis*", "_emphasis_": not inside a word ("5*3*2", "my_notes_file"). */
const EMPHASIS = /(?<![\p{L}\p{N}*_])([*_])(?=[^\s*_])([^\n*_]*?[^\s*_])\1(?![\p{L}\p{N}*_])/gu;

/** The text with its Markdown marks of lists, headings and emphasis taken off. */
export function withoutMarkup(text: string): string {
  return text.replace(BULLET, "").replace(HEADING_MARKS, "").replace(STRONG, "$2").replace(EMPHASIS, "$2");
}
