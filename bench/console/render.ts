/**
 * The console's two budgets (issue 29): first-load JavaScript ≤ 200 KB compressed, and a page of
 * 100 memories rendered ≤ 100 ms after its answer arrives, measured in Debian's Chromium.
 *
 *   cd bench && node console/render.ts          (BENCH_CONSOLE_RUNS=20 by default)
 *
 * Builds the console with Vite, starts the stack and the API (serving that build) as a real
 * process, seeds 100 memories, signs in and switches the table between 25 and 100 rows per page.
 * Each run times, in the page, from the `responseEnd` of the 100-row list answer (resource timing)
 * to the first animation frame after the 100th row is in the table. Exits 1 over a budget.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { createDb, insertMemories, newId } from "@memory/db";
import { hasChromium, launchChromium } from "@memory/testing/chromium";
import { startApi, startStack, withTeardown } from "@memory/testing/service-stack";
import { build } from "vite";
import { keyedUser } from "../lib/keyed-user.ts";
import { ms, summarize, table } from "../lib/stats.ts";

const RUNS = Number(process.env.BENCH_CONSOLE_RUNS ?? 20);
const JS_BUDGET_KB = 200;
const RENDER_BUDGET_MS = 100;
const CONSOLE_ROOT = fileURLToPath(new URL("../../apps/console/", import.meta.url));

/** Builds the console; the gzip size of the JavaScript its index.html loads (scripts and module preloads). */
async function buildConsole(outDir: string): Promise<{ rawKb: number; gzipKb: number }> {
  await build({ root: CONSOLE_ROOT, logLevel: "warn", build: { outDir, emptyOutDir: true } });
  const html = readFileSync(join(outDir, "index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="\/console\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? "");
  const bytes = files.map((f) => readFileSync(join(outDir, f)));
  const kb = (n: number) => n / 1024;
  return {
    rawKb: kb(bytes.reduce((sum, b) => sum + b.length, 0)),
    gzipKb: kb(bytes.reduce((sum, b) => sum + gzipSync(b).length, 0)),
  };
}

const SAID = [
  "I work as a paediatric nurse at the Alder Bay Clinic, mostly night shifts.",
  "My sister Ines lives in Porto and has two children.",
  "I am training for the Lisbon half marathon in October.",
  "I prefer tea to coffee, and I never drink it with sugar.",
];

/** 100 memories as the worker writes them (ready, with provenance and an excerpt of their source). */
async function seed(databaseUrl: string, userId: string) {
  const db = createDb(databaseUrl, { max: 2 });
  try {
    const rows = Array.from({ length: 100 }, (_, i) => {
      const content = `${SAID[i % SAID.length]} (${i + 1})`;
      return {
        id: newId(),
        userId,
        content,
        category: (["career", "relationships", "interests", "health"] as const)[i % 4] ?? "career",
        memoryType: "semantic" as const,
        importance: 0.6,
        contentHash: `bench-${i}`,
        processingStatus: "ready" as const,
        metadata: {
          source: "bench",
          message_ids: [i],
          sources: [{ role: "user", excerpt: content, timestamp: new Date().toISOString() }],
        },
      };
    });
    await insertMemories(db.orm, rows);
  } finally {
    await db.close();
  }
}

/** In the page: resolves with the time of the first frame after the table holds `rows` rows. */
const WAIT_FOR_ROWS = `(rows) => new Promise((resolve) => {
  const done = () => requestAnimationFrame(() => resolve(performance.now()));
  const check = () => document.querySelectorAll("section[aria-labelledby=table-title] table tbody tr").length === rows;
  if (check()) return done();
  const observer = new MutationObserver(() => { if (check()) { observer.disconnect(); done(); } });
  observer.observe(document.body, { childList: true, subtree: true });
})`;

async function renderTimes(origin: string, apiKey: string): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const tab = browser.context.pages()[0] ?? (await browser.context.newPage());
    await tab.goto(`${origin}/console`);
    await tab.getByLabel("API key", { exact: true }).fill(apiKey);
    await tab.getByRole("button", { name: "Sign in" }).click();
    const rowsPerPage = tab.getByLabel("Rows per page");
    await rowsPerPage.waitFor();
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await rowsPerPage.selectOption("25");
      await tab.evaluate(`(${WAIT_FOR_ROWS})(25)`);
      await tab.evaluate("performance.clearResourceTimings()");
      const rendered = tab.evaluate(`(${WAIT_FOR_ROWS})(100)`) as Promise<number>;
      await rowsPerPage.selectOption("100");
      const paintedAt = await rendered;
      const answeredAt = (await tab.evaluate(
        `performance.getEntriesByType("resource").filter((e) => e.name.includes("page_size=100")).at(-1)?.responseEnd`,
      )) as number | undefined;
      if (answeredAt === undefined) throw new Error("the 100-row list answer left no resource timing");
      times.push(paintedAt - answeredAt);
    }
    return times;
  } finally {
    await browser.close();
  }
}

await withTeardown(async (teardown) => {
  if (!hasChromium) throw new Error("/usr/bin/chromium is missing: apt-get install chromium");
  const outDir = mkdtempSync(join(tmpdir(), "console-bench-"));
  const size = await buildConsole(outDir);
  const stack = await startStack(teardown, "console");
  stack.env.CONSOLE_DIR = outDir;
  const api = await startApi(teardown, stack);
  const db = createDb(stack.databaseUrl, { max: 1 });
  const user = await keyedUser(db.orm, "console@bench.invalid").finally(() => db.close());
  await seed(stack.databaseUrl, user.userId);
  const render = summarize(await renderTimes(api.baseUrl, user.apiKey));
  const kb = (n: number) => `${n.toFixed(1)} KB`;
  const jsOk = size.gzipKb <= JS_BUDGET_KB;
  const renderOk = render.p95 <= RENDER_BUDGET_MS;
  console.log(
    table(
      ["what", "measured", "budget", ""],
      [
        [
          "first-load JavaScript (gzip)",
          `${kb(size.gzipKb)} (${kb(size.rawKb)} raw)`,
          `≤ ${JS_BUDGET_KB} KB`,
          jsOk ? "ok" : "OVER",
        ],
        [
          `100 memories rendered after the answer (p50 / p95 / max of ${render.n})`,
          `${ms(render.p50)} / ${ms(render.p95)} / ${ms(render.max)}`,
          `p95 ≤ ${RENDER_BUDGET_MS} ms`,
          renderOk ? "ok" : "OVER",
        ],
      ],
    ),
  );
  if (!jsOk || !renderOk) process.exitCode = 1;
});
