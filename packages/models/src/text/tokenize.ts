import { hasSpacelessScript, segmentWords } from "./segment.ts";
import { STOP_WORDS } from "./stop-words.ts";

/** Letters and digits, with the combining marks of scripts such as Thai or Devanagari. */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}]+)?/gu;
/** A single Chinese character (hanzi, kanji) is a word ("猫", "住"); a single kana or letter is not. */
const ONE_HAN = /^\p{Script=Han}$/u;

/**
 * Lower-cased words (unicode letters and digits), in order. Elisions ("j'habite") are split off.
 * Text in a script without spaces between words (Chinese, Japanese, Thai …) is segmented by ICU's
 * dictionaries ("私は東京に住んでいます" → 私, は, 東京, に, 住, んで, い, ます).
 */
export function words(text: string): string[] {
  if (!hasSpacelessScript(text)) return spacedWords(text.normalize("NFKC").toLowerCase());
  // Segmented before NFKC, which splits Thai's "ำ" in two and then breaks the dictionary's words.
  return segmentWords(text.normalize("NFC").toLowerCase()).flatMap((segment) => {
    const w = segment.normalize("NFKC");
    return hasSpacelessScript(w) ? [w] : spacedWords(w);
  });
}

/** The words of normalised, lower-cased text whose words are separated by spaces or punctuation. */
function spacedWords(normal: string): string[] {
  const out: string[] = [];
  for (const match of normal.matchAll(WORD)) {
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

/** Whether a word can carry a topic by its length: two characters, a number, or one Chinese character. */
export function isWordSized(word: string): boolean {
  return word.length > 1 || /\p{N}/u.test(word) || ONE_HAN.test(word);
}

/** Content words: `words()` without stop words and single characters (a single hanzi or kanji stays). */
export function contentWords(text: string): string[] {
  return words(text).filter((w) => isWordSized(w) && !STOP_WORDS.has(w));
}

/** Korean particles (josa) written onto the noun before them, the longer ones first. */
const KOREAN_PARTICLE =
  /^(\p{Script=Hangul}{2,}?)(?:에서|에게|한테|까지|부터|으로|처럼|보다|에|은|는|이|가|을|를|의|와|과|도|로|만)$/u;

/**
 * Light, language-agnostic suffix stripping so "hobbies"/"hobby" or "runs"/"run" share a token;
 * a Korean noun loses the particle written onto it ("서울에서"/"서울에" → "서울") when two syllables stay.
 */
export function stem(word: string): string {
  const korean = KOREAN_PARTICLE.exec(word);
  if (korean?.[1]) return korean[1];
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
