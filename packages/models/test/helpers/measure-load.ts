/**
 * Run in a fresh process: `node measure-load.ts <file>`. Prints load time and RSS growth of
 * loading the converted word-vector file, as JSON, so the figures are not skewed by a test runner.
 */
import { loadWordVectors } from "../../src/local/word-vectors.ts";

const file = process.argv[2];
if (!file) throw new Error("usage: measure-load.ts <file>");
const before = process.memoryUsage().rss;
const started = performance.now();
const vectors = loadWordVectors(file);
const ms = performance.now() - started;
const rssMb = (process.memoryUsage().rss - before) / 1024 / 1024;
process.stdout.write(
  `${JSON.stringify({ words: vectors.count, ms: Math.round(ms), rssMb: Math.round(rssMb) })}\n`,
);
