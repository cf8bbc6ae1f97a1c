import { stem } from "../text/tokenize.ts";

/**
 * A stronger stemmer than the index's (which must stay stable for stored vectors): "climbing",
 * "climbed", "climbs" and "climb" meet. Used only to compare a query with its candidates.
 */
export function matchStem(word: string): string {
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

/**
 * One word is part of the other, a compound's head or its first half ("beehives" / "hives",
 * "headteacher" / "head", "grandmother" / "mother"): the shorter word at least four letters and the
 * rest at least three, so an ending ("teach" / "teacher") or a short word ("day" / "sunday") is no
 * compound.
 */
export function compoundOf(word: string, words: ReadonlySet<string>): boolean {
  for (const m of words) {
    const [long, short] = m.length > word.length ? [m, word] : [word, m];
    if (short.length < 4 || long.length - short.length < 3) continue;
    if (long.startsWith(short) || long.endsWith(short)) return true;
  }
  return false;
}
