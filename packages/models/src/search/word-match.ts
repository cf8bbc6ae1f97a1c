import { stem } from "../text/tokenize.ts";

/**
 * A Japanese verb or adjective: its kanji stem and the hiragana written after it (okurigana), which
 * inflect ("飲む", "飲み", "飲んだ"; "新しい", "新しく"). Their forms meet on the kanji (rule OKURIGANA).
 */
const OKURIGANA = /^(\p{Script=Han}+)\p{Script=Hiragana}+$/u;

/**
 * A stronger stemmer than the index's (which must stay stable for stored vectors): "climbing",
 * "climbed", "climbs" and "climb" meet, and so do a Japanese word's inflected forms (OKURIGANA). Used only to compare a query with its candidates.
 */
export function matchStem(word: string): string {
  const kanji = OKURIGANA.exec(word);
  if (kanji?.[1]) return kanji[1];
  let w = stem(word);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith("es") && !w.endsWith("ies")) w = w.slice(0, -2);
  // "running" → "runn" → "run"; "hiking" → "hik", "hiked" → "hik".
  if (/([bdfgklmnprt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** `matchStem` of the words searches meet again and again (bounded: the words of recent searches). */
const stems = new Map<string, string>();
export function cachedStem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = matchStem(word);
    if (stems.size > 50_000) stems.clear();
    stems.set(word, s);
  }
  return s;
}

/** A word written in Chinese characters only (hanzi, kanji). */
const HAN_WORD = /^\p{Script=Han}+$/u;

/**
 * One word is part of the other, a compound's head or its first half ("beehives" / "hives",
 * "headteacher" / "head", "grandmother" / "mother"): the shorter word at least four letters and the
 * rest at least three, so an ending ("teach" / "teacher") or a short word ("day" / "sunday") is no
 * compound. In Chinese characters a compound is made of words of one or two characters, so any
 * shorter one at its start or end is its part ("毎朝" / "朝", "歌手" / "歌": rule HAN_COMPOUND).
 */
export function compoundOf(word: string, words: ReadonlySet<string>): boolean {
  for (const m of words) {
    const [long, short] = m.length > word.length ? [m, word] : [word, m];
    if (HAN_WORD.test(short) && HAN_WORD.test(long) && long.length > short.length) {
      if (long.startsWith(short) || long.endsWith(short)) return true;
      continue;
    }
    if (short.length < 4 || long.length - short.length < 3) continue;
    if (long.startsWith(short) || long.endsWith(short)) return true;
  }
  return false;
}
