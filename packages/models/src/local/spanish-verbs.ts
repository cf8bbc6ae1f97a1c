import { readFileSync } from "node:fs";

/**
 * Spanish infinitives (spanish-verbs.json, built by build-spanish-verbs.ts from a word list): the
 * class of a verb (-ar, -er, -ir), which the first person does not show ("trabajo", "vivo") and the
 * third person needs ("trabaja", "vive"). Looked up without accents ("envío" → "enviar").
 */
let table: Set<string> | undefined;

export function isSpanishInfinitive(word: string): boolean {
  table ??= new Set(
    (
      JSON.parse(readFileSync(new URL("./spanish-verbs.json", import.meta.url), "utf8")) as { verbs: string }
    ).verbs.split(" "),
  );
  return table.has(word) || table.has(plain(word));
}

/** The word without its acute accents ("enví" → "envi"); "ñ" and "ü" stay. */
export const plain = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\u0301/gu, "")
    .normalize("NFC");
