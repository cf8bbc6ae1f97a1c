/**
 * Writes italian-verbs.json: the Italian infinitives of the word list of the npm package
 * `an-array-of-italian-words` 1.2.0 (MIT, hexapode; words "derived from internet and sorted by
 * popularity"), which this project does not depend on: fetch it once (`npm pack
 * an-array-of-italian-words@1.2.0`, unpack) and
 *
 *   node packages/models/src/local/build-italian-verbs.ts <path to an-array-of-italian-words/words.json>
 *
 * A word in -are, -ere or -ire is an infinitive when the list also holds its gerund or participle
 * ("lavorando", "vissuto", "finito"). The file keeps the list's order, most frequent first, so
 * that of two infinitives of one stem the commoner can be told.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const file = process.argv[2];
if (!file)
  throw new Error("usage: node build-italian-verbs.ts <path to an-array-of-italian-words/words.json>");
const list = JSON.parse(readFileSync(file, "utf8")) as string[];
const words = new Set(list);
const isVerb = (word: string) => {
  const stem = word.slice(0, -3);
  return word.endsWith("are")
    ? words.has(`${stem}ando`) || words.has(`${stem}ato`)
    : words.has(`${stem}endo`) || words.has(`${stem}uto`) || words.has(`${stem}ito`);
};
const verbs = list.filter((w) => /^\p{Ll}+(?:are|ere|ire)$/u.test(w) && isVerb(w));
/** -ire verbs that put -isc- in the present ("finisce", "capiscono"): the list holds such a form. */
const isc = verbs.filter((w) => {
  const stem = w.slice(0, -3);
  return w.endsWith("ire") && ["isco", "isce", "iscono"].some((end) => words.has(`${stem}${end}`));
});
const licence = readFileSync(path.join(path.dirname(file), "package.json"), "utf8").includes('"MIT"')
  ? "MIT (package.json of an-array-of-italian-words 1.2.0, https://github.com/hexapode/an-array-of-italian-words)"
  : "see the package";
const out = {
  source:
    "an-array-of-italian-words 1.2.0 (npm): infinitives whose gerund or participle the list holds, most frequent first; built by build-italian-verbs.ts",
  licence,
  verbs: verbs.join(" "),
  isc: isc.join(" "),
};
writeFileSync(path.join(import.meta.dirname, "italian-verbs.json"), `${JSON.stringify(out, null, 1)}\n`);
console.log(JSON.stringify({ verbs: verbs.length, isc: isc.length }));
