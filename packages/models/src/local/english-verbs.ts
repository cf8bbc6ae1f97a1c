import { readFileSync } from "node:fs";

/**
 * English verbs by WordNet 3.1 (english-verbs.json, built by build-english-verbs.ts): "mostly" when
 * its sense-tagged corpus saw the lemma more often as a verb than as a noun ("work", "teach"),
 * "also" when it is a verb too ("love", "walk", "milk"), null when it was never seen as a verb
 * ("tea", "teacher"). Base forms only: "works" and "worked" are null.
 */
export type VerbReading = "mostly" | "also";

let table: Map<string, VerbReading> | undefined;

function load(): Map<string, VerbReading> {
  const file = new URL("./english-verbs.json", import.meta.url);
  const { mostlyVerbs, alsoVerbs } = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  const map = new Map<string, VerbReading>();
  for (const word of (alsoVerbs ?? "").split(" ")) map.set(word, "also");
  for (const word of (mostlyVerbs ?? "").split(" ")) map.set(word, "mostly");
  return map;
}

export function verbReading(word: string): VerbReading | null {
  table ??= load();
  return table.get(word) ?? null;
}
