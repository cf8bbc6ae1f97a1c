/**
 * `cd bench && node api/rank.ts`: the search ranking alone, in-process (no HTTP, Qdrant or
 * PostgreSQL): `rankCandidates` + `orderResults` of `@memory/models/search` over 120 candidates made from the
 * messages of a tuning chat (`eval/data/tuning/t08.json`), for each of its questions, with the
 * local model's word vectors. Prints the p50 / p95 per query. What the HTTP search spends on top of
 * Qdrant and the PostgreSQL join is mostly this.
 */
import { readFileSync } from "node:fs";
import type { MemoryRow } from "@memory/db";
import { analyseQuery, contentWords, createLocalModelProvider } from "@memory/models";
import { orderResults, rankCandidates } from "@memory/models/search";
import { summarize } from "../lib/stats.ts";

const CANDIDATES = 120;
const ROUNDS = 30;

const chat = JSON.parse(
  readFileSync(new URL("../../eval/data/tuning/t08.json", import.meta.url), "utf8"),
) as { messages: { content: string; role: string }[]; questions: { question: string }[] };
const models = await createLocalModelProvider();
const messages = chat.messages.slice(0, CANDIDATES);
const rows = new Map<string, MemoryRow>(
  messages.map((m, i) => {
    const id = `m${i}`;
    const context = [messages[i - 2], messages[i - 1]].flatMap((p) => (p ? contentWords(p.content) : []));
    const row: MemoryRow = {
      id,
      userId: "bench",
      content: m.content,
      category: "identity",
      memoryType: "semantic",
      importance: 0.5,
      metadata: { subject: m.role, message_ids: [id] },
      processingStatus: "ready",
      contentHash: id,
      slot: null,
      searchContext: [...new Set(context)].sort().join(" "),
      version: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    return [id, row];
  }),
);
const vectors = await models.embed(messages.map((m) => m.content));
const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);
const queries = await Promise.all(
  chat.questions.map(async (q) => {
    const [vector] = await models.embed([q.question]);
    const candidates = vectors.map((v, i) => ({ id: `m${i}`, dense: cosine(v, vector ?? []) }));
    return { text: q.question, candidates };
  }),
);

const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const q of queries) {
    const started = performance.now();
    orderResults(rankCandidates(analyseQuery(q.text), q.candidates, rows, models.words));
    if (round > 2) times.push(performance.now() - started);
  }
}
const { p50, p95 } = summarize(times);
console.log(
  `ranking ${CANDIDATES} candidates, ${queries.length} questions × ${ROUNDS - 3} rounds: ` +
    `p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms per query`,
);
