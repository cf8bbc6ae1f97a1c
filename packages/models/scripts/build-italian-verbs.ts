/**
 * Writes italian-verbs.json: the Italian infinitives of the word list of the npm package
 * `an-array-of-italian-words` 1.2.0 (MIT, hexapode; words "derived from internet and sorted by
 * popularity"), which this project does not depend on: fetch it once (`npm pack
 * an-array-of-italian-words@1.2.0`, unpack) and
 *
 *   node packages/models/scripts/build-italian-verbs.ts <path to an-array-of-italian-words/words.json>
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
/** The package has no licence file; its package.json says MIT: the MIT notice, with its author. */
const pkg = JSON.parse(readFileSync(path.join(path.dirname(file), "package.json"), "utf8")) as {
  license?: string;
  author?: string | { name?: string };
};
if (pkg.license !== "MIT")
  throw new Error(`an-array-of-italian-words is under ${pkg.license}, not MIT: check before shipping`);
const author =
  typeof pkg.author === "string"
    ? pkg.author
    : (pkg.author?.name ?? "the authors of an-array-of-italian-words");
const licence = `MIT License (package.json of an-array-of-italian-words 1.2.0, https://github.com/hexapode/an-array-of-italian-words)

Copyright (c) ${author}

Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;
const out = {
  source:
    "an-array-of-italian-words 1.2.0 (npm): infinitives whose gerund or participle the list holds, most frequent first; built by packages/models/scripts/build-italian-verbs.ts",
  licence,
  verbs: verbs.join(" "),
  isc: isc.join(" "),
};
writeFileSync(
  path.join(import.meta.dirname, "..", "src", "local", "italian-verbs.json"),
  `${JSON.stringify(out, null, 1)}\n`,
);
console.log(JSON.stringify({ verbs: verbs.length, isc: isc.length }));
