/**
 * The peer: mem0's open-source TypeScript SDK (`mem0ai/oss` Memory), in-process (no HTTP), on the
 * same Qdrant, with instant fake models: the embedder is the local model's embed() behind mem0's
 * `langchain` embedder interface (~0.03 ms), the LLM a local HTTP server that answers at once with
 * one memory per user line (mem0's only way to plug a non-LangChain LLM is an OpenAI-compatible
 * URL). History in memory (`historyStore: memory`): the default SQLite store needs the native
 * better-sqlite3 build, which pnpm does not run here. Run by run.ts as a child process; prints one
 * JSON line (Mem0Figures, or {error}) on stdout, progress on stderr.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createLocalModelProvider } from "@memory/models";
import { createQdrant } from "@memory/vector";
import { Memory } from "mem0ai/oss";
import { type Summary, summarize } from "../lib/stats.ts";
import { picker, queries, rng, storeMessage } from "./corpus.ts";
import { waitForIndex } from "./seed.ts";

export interface Mem0Figures {
  version: string;
  memories: number;
  addEmpty: Summary;
  addAtScale: Summary;
  search: Summary;
  seedMs: number;
  seedConcurrency: number;
  notes: string;
}

/** What run.ts asks of the peer, as one JSON argument (the same figures as its own run). */
export interface Mem0PeerSettings {
  qdrantUrl: string;
  collection: string;
  memories: number;
  queries: number;
  warmup: number;
  storeSequential: number;
}

const log = (message: string) => process.stderr.write(`[mem0 peer] ${message}\n`);

/** An OpenAI-compatible chat endpoint answering instantly: each "user: …" line of the new messages is one memory. */
function fakeLlm(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => {
      raw += c.toString();
    });
    req.on("end", () => {
      const body = JSON.parse(raw) as { messages?: { role: string; content: string }[] };
      const prompt = body.messages?.find((m) => m.role === "user")?.content ?? "";
      const section = prompt.split("## New Messages\n")[1]?.split("\n\n## ")[0] ?? "";
      const memory = section
        .split("\n")
        .filter((l) => l.startsWith("user: "))
        .map((l, i) => ({ id: String(i), text: l.slice("user: ".length).trim() }));
      const answer = JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: "fake",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: JSON.stringify({ memory }) },
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(answer) });
      res.end(answer);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = address && typeof address === "object" ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}/v1` });
    });
  });
}

async function main(): Promise<Mem0Figures> {
  const settings = JSON.parse(process.argv[2] ?? "{}") as Partial<Mem0PeerSettings>;
  const qdrantUrl = settings.qdrantUrl ?? "http://127.0.0.1:6333";
  const collection = settings.collection ?? "mem0_bench";
  const memories = settings.memories ?? 10_000;
  const nQueries = settings.queries ?? 300;
  const warmup = settings.warmup ?? 50;
  const nAdds = settings.storeSequential ?? 200;
  const seedConcurrency = 8;

  const require = createRequire(import.meta.url);
  // mem0ai's exports map hides package.json: find it next to the resolved entry (dist/index.js).
  const entry = require.resolve("mem0ai");
  const pkgFile = join(entry.slice(0, entry.lastIndexOf("/dist/")), "package.json");
  const pkg = JSON.parse(readFileSync(pkgFile, "utf8")) as { version: string };
  const models = await createLocalModelProvider();
  const embedder = {
    embedQuery: async (text: string) => (await models.embed([text]))[0] ?? [],
    embedDocuments: (texts: string[]) => models.embed(texts),
  };
  const llm = await fakeLlm();
  // Our client (identity encoding): mem0's own would pay ~40 ms per gzip reply (see @memory/vector client.ts).
  const qdrant = createQdrant({ url: qdrantUrl });
  const memory = new Memory({
    version: "v1.1",
    embedder: { provider: "langchain", config: { model: embedder, embeddingDims: models.dimension } },
    vectorStore: {
      provider: "qdrant",
      config: { collectionName: collection, dimension: models.dimension, client: qdrant },
    },
    llm: { provider: "openai", config: { baseURL: llm.url, apiKey: "fake", model: "fake" } },
    historyStore: { provider: "memory", config: {} },
  });
  const userId = "peer-user";
  const p = picker(rng(4242));
  let msg = 0;
  const add = async () => {
    const i = msg++;
    const t = performance.now();
    const res = await memory.add([{ role: "user", content: storeMessage(p, i) }], { userId });
    if (!Array.isArray(res.results)) throw new Error(`add() returned ${JSON.stringify(res).slice(0, 200)}`);
    return performance.now() - t;
  };

  log(`add() × ${nAdds} on an empty store`);
  for (let i = 0; i < 20; i++) await add();
  const empty: number[] = [];
  for (let i = 0; i < nAdds; i++) empty.push(await add());

  log(`seeding to ${memories} memories with add(), ${seedConcurrency} at once`);
  const seedStarted = performance.now();
  let remaining = memories - nAdds - 20;
  let lastLog = performance.now();
  await Promise.all(
    Array.from({ length: seedConcurrency }, async () => {
      while (remaining > 0) {
        remaining--;
        await add();
        if (performance.now() - lastLog > 10_000) {
          lastLog = performance.now();
          log(`  ${memories - remaining} / ${memories}`);
        }
      }
    }),
  );
  const seedMs = performance.now() - seedStarted;
  const count = (await qdrant.count(collection, { exact: true })).count;
  log(`seeded in ${(seedMs / 1000).toFixed(1)} s: ${count} points; waiting for the index`);
  await waitForIndex(qdrant, collection);

  log(`search() × ${nQueries}`);
  const list = queries(warmup + nQueries, 5151);
  const search: number[] = [];
  for (const [i, q] of list.entries()) {
    const t = performance.now();
    await memory.search(q, { filters: { user_id: userId }, topK: 10 });
    if (i >= warmup) search.push(performance.now() - t);
  }
  log(`add() × ${nAdds} at ${count} stored`);
  const atScale: number[] = [];
  for (let i = 0; i < nAdds; i++) atScale.push(await add());

  llm.server.close();
  await qdrant.deleteCollection(collection).catch(() => undefined);
  await qdrant.deleteCollection(`${collection}_entities`).catch(() => undefined);
  return {
    version: pkg.version,
    memories: count,
    addEmpty: summarize(empty),
    addAtScale: summarize(atScale),
    search: summarize(search),
    seedMs,
    seedConcurrency,
    notes:
      "mem0ai OSS `Memory`: qdrant vector store given our Qdrant client (identity encoding), embedder = local model " +
      "behind the `langchain` embedder interface, LLM = OpenAI-compatible fake on 127.0.0.1 answering instantly " +
      "(one memory per message), history in memory (SQLite needs the native better-sqlite3 build), telemetry off. " +
      "Its add() = embed + Qdrant search + LLM + embed + upsert + entity extraction/linking; its search() = embed + " +
      "dense search + BM25 keyword query (server-side inference) + entity boost. Memories seeded through add() itself.",
  };
}

try {
  const figures = await main();
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.exit(0);
} catch (error) {
  log((error as Error).stack ?? String(error));
  process.stdout.write(`${JSON.stringify({ error: (error as Error).message })}\n`);
  process.exit(1);
}
