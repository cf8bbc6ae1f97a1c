/**
 * Word segmentation for scripts written without spaces between words (Chinese, Japanese, Thai,
 * Lao, Khmer, Myanmar): ICU's dictionary segmenter, through `Intl.Segmenter`. Text without such
 * characters never reaches it, so English and other spaced scripts pay one regular-expression test.
 */

/** Characters of a script that writes words without spaces between them (kana's "ー" included). */
export const SPACELESS =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** "und": ICU picks the dictionary by the characters (one Chinese–Japanese dictionary, Thai, …). */
const WORDS = new Intl.Segmenter("und", { granularity: "word" });

/** Whether `text` has characters of a script without spaces between words. */
export function hasSpacelessScript(text: string): boolean {
  return SPACELESS.test(text);
}

/** The word-like segments of `text` in order (no spaces, no punctuation), as written. */
export function segmentWords(text: string): string[] {
  const out: string[] = [];
  for (const s of WORDS.segment(text)) if (s.isWordLike) out.push(s.segment);
  return out;
}
