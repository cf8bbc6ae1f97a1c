/**
 * Chat import end to end: the real API process and two real worker processes on an isolated stack
 * (a fresh database on the local PostgreSQL, a unique Redis prefix, the bundled Qdrant), importing
 * 1k, 10k and 50k messages through POST /v1/integrations/chat and polling the status until done.
 * Prints messages per second and the workers' peak RSS. Stops everything it started.
 *
 *   cd bench && node worker/chat-import.ts   (`pnpm --filter @memory/bench bench:worker` runs the worker benches)
 */
import { randomBytes } from "node:crypto";
import { createDb } from "@memory/db";
import {
  rssMiB,
  startApi,
  startStack,
  startWorkers,
  Teardown,
  waitUntil,
} from "@memory/testing/service-stack";
import { chatExport } from "@memory/worker/testing/chat-data";
import { keyedUser } from "../lib/keyed-user.ts";
import { table } from "../lib/stats.ts";

const SIZES = [1_000, 10_000, 50_000];
const suffix = randomBytes(4).toString("hex");
const teardown = new Teardown();

async function main() {
  // The stack of every benchmark (packages/testing/src/service-stack.ts): fresh database, bundled Qdrant, own prefix.
  const stack = await startStack(teardown, "bench");
  // The status is polled every 100 ms: without a higher limit the standard bucket (100 per minute)
  // answers 429 after 10 s and the figure would measure the rate limiter's window, not the import.
  const api = await startApi(teardown, {
    ...stack,
    env: { ...stack.env, CHAT_IMPORT_WAIT_MS: "0", RATE_LIMIT_STANDARD: "1000000" },
  });
  const base = api.baseUrl;
  const workers = await startWorkers(teardown, stack, 2);
  const databaseUrl = stack.databaseUrl;

  // A fresh user per import: each one is a first import of its export, like a new user's.
  const db = createDb(databaseUrl, { max: 1 });
  const newKey = (n: number) => keyedUser(db.orm, `bench-${suffix}-${n}@example.com`);

  /** Posts the imports at once (one user each) and waits until all are completed. */
  const run = async (sizes: number[], seed: number) => {
    const peak = new Map<number, number>();
    const sampler = setInterval(() => {
      for (const w of workers) {
        const pid = w.pid;
        peak.set(pid, Math.max(peak.get(pid) ?? 0, rssMiB(pid, "VmRSS")));
      }
    }, 50);
    const keys = await Promise.all(sizes.map((_, i) => newKey(seed * 10 + i)));
    const bodies = sizes.map((size, i) =>
      JSON.stringify({ platform: "chatgpt", chat_data: chatExport({ messages: size, seed: seed * 10 + i }) }),
    );
    const started = performance.now();
    let answered = 0;
    let memories = 0;
    await Promise.all(
      sizes.map(async (size, i) => {
        const key = keys[i]?.apiKey ?? "";
        const res = await fetch(`${base}/v1/integrations/chat`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-api-key": key },
          body: bodies[i] ?? "",
        });
        if (res.status !== 202 && res.status !== 201)
          throw new Error(`import answered ${res.status}: ${await res.text()}`);
        const { integration_id: id } = (await res.json()) as { integration_id: string };
        answered = Math.max(answered, performance.now() - started);
        await waitUntil(
          `the ${size}-message import`,
          async () => {
            const status = (await (
              await fetch(`${base}/v1/integrations/${id}/status`, { headers: { "x-api-key": key } })
            ).json()) as { status: string; stats: { memories_created: number } };
            if (status.status === "failed") throw new Error("import failed");
            if (status.status === "completed") memories += status.stats.memories_created;
            return status.status === "completed";
          },
          600_000,
        );
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const total = sizes.reduce((sum, n) => sum + n, 0);
    return [
      sizes.map((n) => n.toLocaleString("en")).join(" + "),
      `${(answered / 1000).toFixed(2)} s`,
      `${seconds.toFixed(2)} s`,
      Math.round(total / seconds).toLocaleString("en"),
      String(memories),
      workers.map((w) => `${peak.get(w.pid) ?? 0}`).join(" / "),
    ];
  };

  const rows: string[][] = [];
  // A warm-up import, not reported: the first requests compile code paths and fill connection pools.
  await run([200], 1);
  for (const [n, size] of SIZES.entries()) rows.push(await run([size], 2 + n));
  // One import is one job (one worker); two imports at once use both workers.
  rows.push(await run([10_000, 10_000], 9));
  await db.close();
  const hwm = workers.map((w) => rssMiB(w.pid, "VmHWM")).join(" / ");
  const header = [
    "messages (imports)",
    "API answer",
    "end to end",
    "messages/s",
    "memories",
    "worker peak RSS MiB (w1 / w2)",
  ];
  console.log(table(header, rows));
  console.log(
    `\nworkers' VmHWM over the whole run: ${hwm} MiB; Node ${process.version}, imports one after another, the last row two at once.`,
  );
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void teardown.run());
try {
  await main();
} finally {
  await teardown.run();
}
