/**
 * Hostile files end to end: the real API and, for each file, a fresh real worker process (the
 * production heap, SERVICE_NODE_FLAGS) on an isolated stack. Each file is uploaded through
 * POST /v1/integrations/files and its status polled until it ends; prints per file its outcome
 * (status and error code), the time to that outcome and the worker's peak RSS (VmRSS sampled
 * every 20 ms, and the kernel's VmHWM), and whether the worker survived. The files are generated
 * (`apps/worker/test/hostile-files.ts`): DOCX whose XML inflates to 30 and 96 MB, a zip bomb whose
 * headers lie, a DOCX nested 20,000 levels, a PDF content stream inflating to 1 GiB, a 100,000-page
 * PDF, a 20,000 × 20,000 image and a 200,000 pt page on pages read by OCR, an HTML page nested
 * 100,000 levels; and the largest files the default limits accept (a
 * DOCX of ~7 MB of XML, a PDF page of 15 MB of text operators). Stops everything it started.
 *
 *   cd bench && node worker/hostile-files.ts
 */
import { randomBytes } from "node:crypto";
import { createDb } from "@memory/db";
import {
  rssMiB,
  startApi,
  startStack,
  startWorkers,
  stopProcess,
  Teardown,
  waitUntil,
} from "@memory/testing/service-stack";
import {
  busyPagePdf,
  hugePagePdf,
  imageBombPdf,
  inflatingDocx,
  lyingZipBomb,
  manyPagesPdf,
  nestedDocx,
  nestedHtml,
  ordinaryDocx,
  streamBombPdf,
} from "@memory/worker/testing/hostile-files";
import { keyedUser } from "../lib/keyed-user.ts";

const suffix = randomBytes(4).toString("hex");
const teardown = new Teardown();

const CASES: { label: string; name: string; make: () => Promise<Uint8Array> | Uint8Array }[] = [
  { label: "DOCX, 30 MB of XML", name: "xml-30.docx", make: () => inflatingDocx(30) },
  { label: "DOCX, 96 MB of XML", name: "xml-96.docx", make: () => inflatingDocx(96) },
  { label: "zip bomb (600 MB, sizes lie)", name: "bomb.docx", make: () => lyingZipBomb(600) },
  { label: "DOCX nested 20,000 levels", name: "nested.docx", make: () => nestedDocx(20_000) },
  { label: "PDF stream inflating to 1 GiB", name: "stream-bomb.pdf", make: () => streamBombPdf(1024) },
  { label: "PDF of 100,000 pages", name: "pages.pdf", make: () => manyPagesPdf(100_000) },
  { label: "PDF image 20,000 × 20,000 (OCR)", name: "image.pdf", make: () => imageBombPdf(20_000) },
  { label: "PDF page 200,000 pt wide (OCR)", name: "poster.pdf", make: () => hugePagePdf(200_000) },
  { label: "HTML nested 100,000 levels", name: "nested.html", make: () => nestedHtml(100_000) },
  { label: "DOCX at the limits (60k paragraphs)", name: "big.docx", make: () => ordinaryDocx(60_000) },
  { label: "PDF page of 15 MB of text operators", name: "busy.pdf", make: () => busyPagePdf(200_000) },
];

async function main() {
  const shared = await startStack(teardown, "bench");
  const stack = {
    ...shared,
    env: { ...shared.env, FILE_IMPORT_WAIT_MS: "0", RATE_LIMIT_STANDARD: "1000000" },
  };
  const base = (await startApi(teardown, stack)).baseUrl;
  const db = createDb(stack.databaseUrl, { max: 1 });
  const rows: string[][] = [];
  for (const [n, c] of CASES.entries()) {
    const bytes = await c.make();
    const key = (await keyedUser(db.orm, `hostile-${suffix}-${n}@example.com`)).apiKey;
    const [worker] = await startWorkers(
      teardown,
      { ...stack, env: { ...stack.env, WORKER_QUEUES: "import,memory" } },
      1,
    );
    if (!worker) throw new Error("no worker");
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(worker.pid, "VmRSS"));
    }, 20);
    const data = new FormData();
    data.append("file", new Blob([bytes]), c.name);
    const started = performance.now();
    const res = await fetch(`${base}/v1/integrations/files`, {
      method: "POST",
      headers: { "x-api-key": key },
      body: data,
    });
    const answer = (await res.json()) as { integration_id?: string };
    let outcome = `HTTP ${res.status}`;
    if (answer.integration_id) {
      await waitUntil(
        c.label,
        async () => {
          const status = (await (
            await fetch(`${base}/v1/integrations/${answer.integration_id}/status?include_errors=true`, {
              headers: { "x-api-key": key },
            })
          ).json()) as { status: string; errors?: { code: string }[] };
          outcome = `${status.status} ${status.errors?.[0]?.code ?? ""}`.trim();
          return !["pending", "processing", "uploaded"].includes(status.status);
        },
        30 * 60_000,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const alive = worker.child.exitCode === null && worker.child.signalCode === null;
    const hwm = alive ? rssMiB(worker.pid, "VmHWM") : 0;
    rows.push([
      c.label,
      `${(bytes.length / 1024).toFixed(0)} KB`,
      outcome,
      `${seconds.toFixed(1)} s`,
      String(Math.max(peak, hwm)),
      alive ? "yes" : `no (${worker.child.exitCode ?? worker.child.signalCode})`,
    ]);
    await stopProcess(worker.child);
  }
  await db.close();
  const header = ["file", "size", "outcome", "time", "worker peak RSS MiB", "worker alive"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  console.log(`\nOne fresh worker process per file (import and memory queues), Node ${process.version}.`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void teardown.run());
try {
  await main();
} finally {
  await teardown.run();
}
