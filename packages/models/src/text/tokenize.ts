import { STOP_WORDS } from "./stop-words.ts";

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/** Lower-cased words (unicode letters and digits), in order. Elisions ("j'habite") are split off. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const match of text.normalize("NFKC").toLowerCase().matchAll(WORD)) {
    // Most words have no apostrophe: nothing to split off.
    if (!match[0].includes("'") && !match[0].includes("’")) {
      out.push(match[0]);
      continue;
    }
    const token = match[0].replace(/’/g, "'");
    const elision = /^([cdjlmnst]|qu)'(.+)$/u.exec(token);
    if (elision?.[2]) out.push(elision[2]);
    else out.push(token.replace(/'s$/, ""));
  }
  return out;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Content words: `words()` without stop words and single characters. */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => (w.length > 1 || /\p{N}/u.test(w)) && !STOP_WORDS.has(w));
}

/** Light, language-agnostic suffix stripping so "hobbies"/"hobby" or "runs"/"run" share a token. */
export function stem(word: string): string {
  if (word.length <= 4 || /\p{N}/u.test(word)) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

/** 32-bit FNV-1a over the UTF-8 bytes of `text`, as an unsigned integer. */
export function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed >>> 0;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}
