/**
 * LENGTH_CALIBRATED_MEANING's measurement: how near an unrelated query's vector comes to a memory's
 * vector as the memory grows longer (local embeddings). Unrelated pairs are the questions of one
 * tuning conversation and the memories of another; Chinese and Japanese are measured apart (their
 * vectors are hashed features). Prints the mean cosine per length and the fit a + slope × ln(words)
 * up to 25 words, which `LENGTH_BIAS` in packages/models/src/local/embed.ts records.
 *
 *   EVAL_DUMP_DIR=/tmp/dump pnpm eval --half tuning && node eval/src/length-bias.ts /tmp/dump
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defaultModelCacheDir, loadWordVectors, wordVectorPath } from "@memory/models";
import { embedText } from "../../packages/models/src/local/embed.ts";
import { contentWords } from "../../packages/models/src/text/tokenize.ts";

const DATA = new URL("../data/tuning/", import.meta.url).pathname;
const CAP = 25;
const EDGES = [2, 3, 4, 5, 6, 8, 10, 13, 16, 20, 25, 35, 1000];
const dump = process.argv[2];
if (!dump) throw new Error("usage: node eval/src/length-bias.ts <EVAL_DUMP_DIR of a tuning run>");
const vectors = loadWordVectors(wordVectorPath(defaultModelCacheDir()));
const cosine = (a: number[], b: number[]) => a.reduce((s, x, i) => s + x * (b[i] ?? 0), 0);
const HASHED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const conversations = readdirSync(DATA)
  .filter((f) => f.endsWith(".json"))
  .map((f) => {
    const c = JSON.parse(readFileSync(join(DATA, f), "utf8")) as {
      id: string;
      questions: { question: string }[];
    };
    const memories = JSON.parse(readFileSync(join(dump, `${c.id}.json`), "utf8")) as { content: string }[];
    return {
      queries: c.questions.map((q) => embedText(vectors, q.question)),
      memories: memories.map((m) => ({
        hashed: HASHED.test(m.content),
        words: new Set(contentWords(m.content)).size,
        vector: embedText(vectors, m.content),
      })),
    };
  });

for (const hashed of [false, true]) {
  const byLength = new Map<number, number[]>();
  for (const a of conversations)
    for (const b of conversations) {
      if (a === b) continue;
      for (const q of a.queries)
        for (const m of b.memories.filter((x) => x.hashed === hashed)) {
          const edge = EDGES.find((e) => m.words <= e) ?? 1000;
          const values = byLength.get(edge) ?? [];
          values.push(cosine(q, m.vector));
          byLength.set(edge, values);
        }
    }
  console.log(hashed ? "\nChinese and Japanese (hashed features)" : "Word vectors");
  const points: [number, number][] = [];
  for (const edge of EDGES) {
    const values = byLength.get(edge);
    if (!values) continue;
    const mean = values.reduce((s, x) => s + x, 0) / values.length;
    console.log(
      `  ≤ ${String(edge).padStart(4)} words: mean cosine ${mean.toFixed(3)} (${values.length} pairs)`,
    );
    if (edge <= CAP) points.push([Math.log(edge), mean]);
  }
  const mx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const my = points.reduce((s, p) => s + p[1], 0) / points.length;
  const slope =
    points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0) /
    points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  console.log(`  fit up to ${CAP} words: ${(my - slope * mx).toFixed(3)} + ${slope.toFixed(3)} × ln(words)`);
}
