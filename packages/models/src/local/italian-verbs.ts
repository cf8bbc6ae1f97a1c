import { readFileSync } from "node:fs";

/**
 * Italian infinitives (italian-verbs.json, built by build-italian-verbs.ts from a word list sorted
 * by frequency): the rank of a verb, most frequent first, or undefined for a word that is none. The
 * class of a verb (-are, -ere, -ire), which the first person does not show ("lavoro", "vivo") and
 * the third person needs ("lavora", "vive"), is the commoner infinitive's.
 */
let table: { ranks: Map<string, number>; isc: Set<string> } | undefined;

function load() {
  const file = JSON.parse(readFileSync(new URL("./italian-verbs.json", import.meta.url), "utf8")) as {
    verbs: string;
    isc: string;
  };
  return {
    ranks: new Map(file.verbs.split(" ").map((verb, rank) => [verb, rank])),
    isc: new Set(file.isc.split(" ")),
  };
}

export function italianVerbRank(infinitive: string): number | undefined {
  table ??= load();
  return table.ranks.get(infinitive);
}

/** An -ire verb with -isc- in its present ("finire": "finisce", "finiscono"). */
export function takesIsc(infinitive: string): boolean {
  table ??= load();
  return table.isc.has(infinitive);
}
