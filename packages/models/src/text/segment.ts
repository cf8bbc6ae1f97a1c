import { STOP_WORDS } from "./stop-words.ts";

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

/** One Chinese character (hanzi, kanji). */
const ONE_HAN = /^\p{Script=Han}$/u;

/**
 * The word-like segments of `text` in order (no spaces, no punctuation), as written. ICU cuts a
 * word its dictionary lacks (a name: "观复", "马未都") into single characters: such a run is also
 * given whole, after its characters, so a query that names it matches it whole.
 */
export function segmentWords(text: string): string[] {
  const out: string[] = [];
  let run = "";
  let runEnd = -1;
  for (const { segment, index, isWordLike } of WORDS.segment(text)) {
    // A function word ("是", "的") is no part of a name: it ends the run.
    const single = isWordLike === true && ONE_HAN.test(segment) && !STOP_WORDS.has(segment);
    if (run && !(single && index === runEnd)) {
      if (run.length > 1) out.push(run);
      run = "";
    }
    if (single) {
      run += segment;
      runEnd = index + segment.length;
    }
    if (isWordLike) out.push(segment);
  }
  if (run.length > 1) out.push(run);
  return out;
}
