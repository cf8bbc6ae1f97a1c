/**
 * Quotations: words someone else said or wrote, reported as they were ("My boss told me: 'I'm
 * leaving'", 'My favourite line is "Call me Ishmael."'). Their "I" and "me" are the quoted
 * person's, never the speaker's, so no rewriting into the third person touches them.
 *
 * Double quotes, curly quotes and guillemets; and single quotes when they open before a word and
 * close after one (an apostrophe inside a word, "I'm", "don't", stays inside: "'I'm leaving.'"),
 * at most 300 characters, so that an elision ("'cause I'm tired") or a plural possessive alone
 * quotes nothing.
 */
const SINGLE_QUOTED = String.raw`(?<![\p{L}\p{N}'])'(?=[\p{L}\p{N}])(?:[^\n']|'(?=\p{L})){0,300}?[^\s']'(?![\p{L}\p{N}])`;
const QUOTED = String.raw`"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|‘(?:[^’\n]|’(?=\p{L})){0,300}?’(?!\p{L})|${SINGLE_QUOTED}`;

/** Every quotation of a text (global). */
export const QUOTATION = new RegExp(QUOTED, "gu");

/** Where each quotation of `text` starts and ends (its quote marks included). */
export const quotedSpans = (text: string): Array<[number, number]> =>
  [...text.matchAll(QUOTATION)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]);

/**
 * `rewrite` applied to the text with each quotation held aside as a placeholder (so the words
 * around it keep their context), then the quotations put back as they were said.
 */
export function outsideQuotations(text: string, rewrite: (text: string) => string): string {
  const quotations: string[] = [];
  const held = text.replace(QUOTATION, (q) => `\uE000${quotations.push(q) - 1}\uE001`);
  if (quotations.length === 0) return rewrite(text);
  return rewrite(held).replace(/\uE000(\d+)\uE001/gu, (_, i) => quotations[Number(i)] ?? "");
}
