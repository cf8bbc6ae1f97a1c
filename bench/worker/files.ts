/**
 * File import end to end: the real API process and one real worker process on an isolated stack
 * (a fresh database on the local PostgreSQL, a unique Redis prefix, the bundled Qdrant), uploading
 * generated PDFs of 10, 100 and 1,000 pages (a text layer, and scanned: image-only pages read by
 * OCR) through POST /v1/integrations/files and polling the status until done; and a real scan of
 * 100 pages (OCRmyPDF's scanned brochure page, JBIG2 and CCITT in turn, ~700 words a page). Prints
 * pages per second and the worker's peak RSS per file. `BENCH_SCALE=small`: 10 and 100 text
 * pages, 10 scanned, 10 real scan; `BENCH_FILE_CASES=text:1000,scanned:100,real:100` picks the
 * files; FILE_OCR_WORKERS is passed on to the worker. OCR takes seconds per real page, so the full
 * run lasts tens of minutes. Stops everything it started.
 *
 *   cd bench && node worker/files.ts   (`pnpm --filter @memory/bench bench:worker` runs the worker benches)
 */
import { randomBytes } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { createDb } from "@memory/db";
import {
  rssMiB,
  startApi,
  startStack,
  startWorkers,
  Teardown,
  waitUntil,
} from "@memory/testing/service-stack";
import { makeRealScanPdf, makeScannedPdf, makeTextPdf } from "@memory/worker/testing/file-data";
import { keyedUser } from "../lib/keyed-user.ts";

const suffix = randomBytes(4).toString("hex");
const teardown = new Teardown();

const small = process.env.BENCH_SCALE === "small";
type Kind = "text" | "scanned" | "real";
const MAKERS: Record<Kind, (pages: number) => Promise<Uint8Array>> = {
  text: makeTextPdf,
  scanned: makeScannedPdf,
  real: makeRealScanPdf,
};
/** `BENCH_FILE_CASES=text:1000,scanned:10,real:100` runs only those files. */
const chosen = process.env.BENCH_FILE_CASES?.split(",").map((c) => {
  const [kind, pages] = c.split(":");
  if (!kind || !(kind in MAKERS))
    throw new Error(`BENCH_FILE_CASES: unknown kind ${kind} (text, scanned, real)`);
  return { kind: kind as Kind, pages: Number(pages) };
});
const CASES: { kind: Kind; pages: number }[] =
  chosen ??
  (small
    ? [
        { kind: "text", pages: 10 },
        { kind: "text", pages: 100 },
        { kind: "scanned", pages: 10 },
        { kind: "real", pages: 10 },
      ]
    : [
        ...[10, 100, 1000].flatMap((pages) => [
          { kind: "text" as const, pages },
          { kind: "scanned" as const, pages },
        ]),
        { kind: "real", pages: 100 },
      ]);

async function main() {
  // The stack of every benchmark (packages/testing/src/service-stack.ts), OCR on, no wait in the API.
  const shared = await startStack(teardown, "bench");
  // The status is polled every 100 ms: the standard rate limit (100/min) would otherwise hide the
  // end of any import longer than ~10 s until its window reset (every such figure read ~60 s).
  const stack = {
    ...shared,
    env: {
      ...shared.env,
      FILE_IMPORT_OCR: "true",
      FILE_IMPORT_WAIT_MS: "0",
      RATE_LIMIT_STANDARD: "1000000",
      ...(process.env.FILE_OCR_WORKERS ? { FILE_OCR_WORKERS: process.env.FILE_OCR_WORKERS } : {}),
    },
  };
  const [worker] = await startWorkers(teardown, stack, 1);
  if (!worker) throw new Error("no worker");
  const base = (await startApi(teardown, stack)).baseUrl;
  const databaseUrl = stack.databaseUrl;

  const db = createDb(databaseUrl, { max: 1 });
  const newKey = async (n: number) => (await keyedUser(db.orm, `bench-${suffix}-${n}@example.com`)).apiKey;

  const run = async (kind: Kind, pages: number, n: number) => {
    const pdf = await MAKERS[kind](pages);
    const key = await newKey(n);
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(worker.pid, "VmRSS"));
    }, 50);
    const data = new FormData();
    data.append("extract_mode", "smart");
    data.append("file", new Blob([pdf]), `${kind}-${pages}.pdf`);
    const started = performance.now();
    const res = await fetch(`${base}/v1/integrations/files`, {
      method: "POST",
      headers: { "x-api-key": key },
      body: data,
    });
    if (res.status !== 202 && res.status !== 201)
      throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    const answered = performance.now() - started;
    const { integration_id: id } = (await res.json()) as { integration_id: string };
    let memories = 0;
    // waitUntil takes a throw for "not yet": answers other than 200 and failed imports end it here.
    let stop: string | null = null;
    await waitUntil(
      `the ${pages}-page ${kind} PDF`,
      async () => {
        const res = await fetch(`${base}/v1/integrations/${id}/status`, { headers: { "x-api-key": key } });
        if (!res.ok) {
          stop = `status answered ${res.status}: ${await res.text()}`;
          return true;
        }
        const status = (await res.json()) as { status: string; stats: { memories_created: number } };
        if (status.status === "failed") stop = `import failed: ${JSON.stringify(status)}`;
        memories = status.stats?.memories_created ?? 0;
        return stop !== null || status.status === "completed";
      },
      3 * 3600_000,
    );
    if (stop) throw new Error(stop);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return [
      `${pages.toLocaleString("en")} ${kind}`,
      `${(pdf.length / 1024 / 1024).toFixed(1)} MB`,
      `${(answered / 1000).toFixed(2)} s`,
      `${seconds.toFixed(1)} s`,
      (pages / seconds).toFixed(pages / seconds < 10 ? 2 : 0),
      String(memories),
      String(peak),
    ];
  };

  const rows: string[][] = [];
  await run("text", 5, 0); // warm-up, not reported
  for (const [n, c] of CASES.entries()) rows.push(await run(c.kind, c.pages, n + 1));
  await db.close();
  const header = [
    "PDF (pages)",
    "size",
    "API answer",
    "end to end",
    "pages/s",
    "memories",
    "worker peak RSS MiB",
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nworker VmHWM over the whole run: ${rssMiB(worker.pid, "VmHWM")} MiB; Node ${process.version}; one import at a time, extract_mode smart, OCR on, FILE_OCR_WORKERS ${stack.env.FILE_OCR_WORKERS ?? `default (min(2, ${availableParallelism()} cores))`}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}.`,
  );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void teardown.run());
try {
  await main();
} finally {
  await teardown.run();
}
