/**
 * The memory-quality harness (`pnpm eval`). Starts a private stack (fresh migrated database, the
 * bundled Qdrant, a unique Redis prefix, the real API and two real worker processes), imports each
 * dev-set conversation through the HTTP API as its own user, asks its questions through search,
 * answers them with BM25 over the raw messages too, and prints the figures. Everything it started
 * is stopped at the end. See eval/README.md.
 *
 *   pnpm eval [--half tuning|heldout|all] [--only t01,t02] [--provider local|openai]
 *             [--json out.json] [--no-junk] [--no-categories] [--dir eval/data]
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createDb } from "@memory/db";
import { createLocalModelProvider } from "@memory/models";
import { startApi, startStack, startWorkers, Teardown } from "@memory/testing/service-stack";
import { Redis } from "ioredis";
import { devSetAsGroups } from "./as-channel.ts";
import { loadBioRewrites, type RewriteResult, runBioRewrites } from "./bio-rewrites.ts";
import { type CategoryResult, loadCategoryLabels, runCategories } from "./categories.ts";
import { ApiUser } from "./client.ts";
import { CJK_LANGUAGES, HALVES, type Half, type LoadedConversation, loadHalf } from "./dataset.ts";
import { type ImportedConversation, importConversation, measureConversation } from "./evaluate.ts";
import { type JunkResult, loadJunk, runJunk } from "./junk.ts";
import {
  bioBlock,
  categoryTable,
  cjkTable,
  conversationTable,
  junkTable,
  rewriteTable,
  summaryTable,
} from "./report.ts";
import {
  type ConversationResult,
  type QuestionResult,
  type Summary,
  summarize,
  summarizeCjk,
} from "./summary.ts";

const SEED = 20251122;
const WORKERS = 2;
const CONCURRENCY = 2;
/** A bound on the whole run; an import that takes longer than IMPORT_TIMEOUT_MS fails the run. */
const RUN_TIMEOUT_MS = Number(process.env.EVAL_TIMEOUT_MS ?? 20 * 60_000);
const IMPORT_TIMEOUT_MS = 10 * 60_000;

/** Where `pnpm eval` was typed (pnpm runs the script inside eval/): relative paths start there. */
const INVOKED_FROM = process.env.INIT_CWD ?? process.cwd();

const log = (message: string) =>
  process.stderr.write(`[eval ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

const { values: args } = parseArgs({
  options: {
    half: { type: "string", default: "all" },
    only: { type: "string" },
    provider: { type: "string", default: "local" },
    json: { type: "string" },
    "no-junk": { type: "boolean", default: false },
    "no-categories": { type: "boolean", default: false },
    dir: { type: "string", default: fileURLToPath(new URL("../data/", import.meta.url)) },
  },
});
if (!["tuning", "heldout", "all"].includes(args.half ?? "")) {
  throw new Error(`--half must be tuning, heldout or all (got "${args.half}")`);
}
if (args.provider !== "local" && args.provider !== "openai") {
  throw new Error(`--provider must be local or openai (got "${args.provider}")`);
}
if (args.provider === "openai" && !process.env.OPENAI_API_KEY) {
  throw new Error(
    "--provider openai needs OPENAI_API_KEY (and OPENAI_BASE_URL / OPENAI_CHAT_MODEL if not OpenAI's defaults)",
  );
}

const teardown = new Teardown();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: tearing down`);
    void teardown.run().then(() => process.exit(130));
  });
}
const bound = setTimeout(() => {
  log(`the run exceeded ${RUN_TIMEOUT_MS / 1000} s (EVAL_TIMEOUT_MS): tearing down`);
  void teardown.run().then(() => process.exit(124));
}, RUN_TIMEOUT_MS);

try {
  await main();
} catch (error) {
  console.error(`eval failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  log("tearing down");
  await teardown.run();
  clearTimeout(bound);
}

/**
 * Each half's figures, then its CJK group (conversations whose `language` is ja, zh or ko, keyed
 * `<half>-cjk`), then both halves together when there are two.
 */
function halfFigures(halves: Half[], convResults: ConversationResult[], questionResults: QuestionResult[]) {
  const summaries: Record<string, Summary> = {};
  const tables: string[] = [];
  let measured = 0;
  for (const half of halves) {
    const cs = convResults.filter((c) => c.half === half);
    if (cs.length === 0) continue;
    measured++;
    const qs = questionResults.filter((q) => q.half === half);
    summaries[half] = summarize(cs, qs);
    tables.push(summaryTable(half, summaries[half], half === "heldout"));
    const cjk = summarizeCjk(cs, qs);
    if (!cjk) continue;
    summaries[`${half}-cjk`] = cjk;
    const languages = [...new Set(cs.flatMap((c) => (c.language ? [c.language] : [])))];
    tables.push(cjkTable(half, cjk, languages.filter((l) => CJK_LANGUAGES.has(l)).sort()));
  }
  if (measured > 1) {
    summaries.overall = summarize(convResults, questionResults);
    tables.push(summaryTable("overall", summaries.overall, false));
  }
  return { summaries, tables };
}

async function main() {
  const dataDir = resolve(INVOKED_FROM, args.dir ?? "");
  const halves: Half[] = args.half === "all" ? [...HALVES] : [args.half as Half];
  let conversations: LoadedConversation[] = halves.flatMap((h) => loadHalf(dataDir, h));
  const only = args.only?.split(",").map((s) => s.trim());
  if (only) {
    conversations = conversations.filter((c) => only.includes(c.id));
    const missing = only.filter((id) => !conversations.some((c) => c.id === id));
    if (missing.length > 0)
      throw new Error(`--only: no conversation ${missing.join(", ")} in ${halves.join(", ")}`);
  }
  // The real exports, then the dev-set conversations read as a channel and as a group (as-channel.ts).
  const junkFiles =
    only || args["no-junk"] ? [] : [...loadJunk(dataDir, halves), ...devSetAsGroups(conversations)];
  if (conversations.length === 0 && junkFiles.length === 0) {
    throw new Error(
      `nothing to evaluate: no conversation in ${halves.map((h) => `${dataDir}/${h}`).join(", ")}`,
    );
  }
  log(
    `${conversations.length} conversations (${halves.join(", ")}), ${junkFiles.length} junk exports, provider ${args.provider}`,
  );

  const stack = await startStack(teardown, "eval");
  stack.env.MODEL_PROVIDER = args.provider ?? "local";
  const api = await startApi(teardown, stack);
  const workers = await startWorkers(teardown, stack, WORKERS);
  log(`api ${api.baseUrl} (pid ${api.proc.pid}), workers ${workers.map((w) => w.pid).join(", ")}`);
  const db = createDb(stack.databaseUrl, { max: 2 });
  teardown.add("close eval database pool", () => db.close());
  const redis = new Redis(stack.redisUrl, { maxRetriesPerRequest: 1 });
  teardown.add("close eval Redis", () => redis.disconnect());
  const newUser = (label: string) => ApiUser.create(db.orm, api.baseUrl, redis, stack.queuePrefix, label);

  // One small import and a search first, so that no timed import pays for loading the models.
  const warm = await newUser("warm-up");
  await warm.importChat(
    "whatsapp",
    ["2025-01-01T10:00:00Z", "2025-01-01T10:01:00Z"].map((timestamp, i) => ({
      message_id: `warm-${i}`,
      timestamp,
      role: i === 0 ? "Ann" : "Bo",
      content: "I moved to Lyon last month and I started a new job as a nurse at the hospital there.",
    })),
    "Ann",
    IMPORT_TIMEOUT_MS,
  );
  await warm.search("Where does Ann live?", 20);

  const started = performance.now();
  const convResults: ConversationResult[] = [];
  const questionResults: QuestionResult[] = [];
  // Every conversation is imported before any question is asked, so the figures do not depend on timing.
  const queue = [...conversations];
  const imported: ImportedConversation[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let c = queue.shift(); c; c = queue.shift()) {
        imported.push(await importConversation(c, await newUser(c.id), IMPORT_TIMEOUT_MS));
      }
    }),
  );
  imported.sort((a, b) => a.c.id.localeCompare(b.c.id));
  for (const one of imported) {
    const result = await measureConversation(one);
    convResults.push(result.conversation);
    questionResults.push(...result.questions);
    log(
      `${one.c.id}: ${result.conversation.memories} memories, import ${(result.conversation.importMs / 1000).toFixed(1)} s (processing ${result.conversation.serverSeconds?.toFixed(1)} s), ${result.questions.length} questions`,
    );
  }
  convResults.sort((a, b) => a.id.localeCompare(b.id));
  questionResults.sort((a, b) => a.id.localeCompare(b.id));

  let junk: JunkResult | null = null;
  if (junkFiles.length > 0) {
    junk = await runJunk(junkFiles, newUser, IMPORT_TIMEOUT_MS, SEED);
    log(
      `junk: ${junk.files.reduce((s, f) => s + f.memories, 0)} memories from ${junk.files.length} exports in ${(junk.importMs / 1000).toFixed(1)} s`,
    );
  }
  // Categories: the local provider's classifier in-process, on hand-labelled memories.
  const labelled =
    only || args["no-categories"] || args.provider !== "local" ? [] : loadCategoryLabels(dataDir);
  let categories: CategoryResult | null = null;
  if (labelled.length > 0) {
    const models = await createLocalModelProvider();
    categories = await runCategories(labelled, models);
    await models.close();
  }
  // Bio rewrites: the bio's French and German third person, in-process, on hand-written references.
  const rewrites: RewriteResult | null = only ? null : runBioRewrites(loadBioRewrites(dataDir));
  log(`measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const out: string[] = [];
  if (convResults.length > 0) out.push(conversationTable(convResults, questionResults));
  const { summaries, tables } = halfFigures(halves, convResults, questionResults);
  out.push(...tables);
  if (junk)
    out.push(
      junkTable(junk, halves.includes("heldout")),
      bioBlock(junk.bios, junk.bioJunk, Object.fromEntries(junk.files.map((f) => [f.id, f.half]))),
    );
  if (categories) out.push(categoryTable(categories));
  if (rewrites && Object.keys(rewrites.figures).length > 0) out.push(rewriteTable(rewrites));
  process.stdout.write(
    `\nmemory quality, provider ${args.provider}, ${new Date().toISOString().slice(0, 10)}\n\n${out.filter(Boolean).join("\n\n")}\n`,
  );

  if (args.json) {
    const file = resolve(INVOKED_FROM, args.json);
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          provider: args.provider,
          halves,
          summaries,
          junk,
          categories,
          rewrites: rewrites ? { figures: rewrites.figures } : null,
          conversations: convResults,
          questions: questionResults,
        },
        null,
        2,
      )}\n`,
    );
    log(`figures written to ${file}`);
  }
}
