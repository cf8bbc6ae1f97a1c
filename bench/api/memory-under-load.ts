/**
 * API memory under hostile uploads and under many clients (docs/hardening.md):
 *   1. chunked uploads without Content-Length to POST /v1/memories, with and without a key, three
 *      at once (400 MiB each; BENCH_SCALE=small sends 40 MiB): the API's RSS must grow < 30 MB;
 *   2. RSS at 300 concurrent clients (search and list, each client its own user), and how many
 *      answers were 503 SERVER_BUSY (the API_MAX_IN_FLIGHT bound).
 * Real processes (API, one worker, bundled Qdrant); prints figures, asserts nothing.
 *   cd bench && node api/memory-under-load.ts   (`pnpm bench` runs it after api/run.ts and api/profile.ts)
 */
import { request as httpRequest } from "node:http";
import { createDb } from "@memory/db";
import {
  startApi,
  startStack,
  startWorkers,
  type Teardown,
  withTeardown,
} from "@memory/testing/service-stack";
import { keyedUser } from "../lib/keyed-user.ts";
import { RssSampler } from "../lib/rss.ts";
import { mb, table } from "../lib/stats.ts";

const small = process.env.BENCH_SCALE === "small";
const UPLOAD_BYTES = (small ? 40 : 400) * 1024 * 1024;
const CLIENTS = 300;
const REQUESTS_PER_CLIENT = small ? 5 : 20;

await withTeardown(main);

async function main(teardown: Teardown) {
  const stack = await startStack(teardown);
  const api = await startApi(teardown, stack);
  await startWorkers(teardown, stack, 1);
  const rss = new RssSampler({ api: api.proc.pid });
  teardown.add("stop RSS sampler", () => rss.stop());
  const db = createDb(stack.databaseUrl, { max: 4 });
  teardown.add("close bench database pool", () => db.close());
  const keys: string[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    keys.push((await keyedUser(db.orm, `load-${i}@bench.invalid`)).apiKey);
  }
  const port = Number(new URL(api.baseUrl).port);
  const rows: string[][] = [];

  // 1. Uploads.
  for (const [label, withKey] of [
    ["no key", false],
    ["with a key", true],
  ] as const) {
    await settle();
    const before = rss.mark().api?.rss ?? Number.NaN;
    const answers = await Promise.all(
      [0, 1, 2].map((i) => upload(port, UPLOAD_BYTES, withKey ? keys[i] : undefined)),
    );
    const peak = rss.mark().api?.peakRss ?? Number.NaN;
    rows.push([
      `3 × ${UPLOAD_BYTES / 1024 / 1024} MiB chunked, ${label}`,
      answers.map((a) => `${a.status} after ${(a.sent / 1024 / 1024).toFixed(1)} MiB sent`).join(", "),
      `${mb(before)} → ${mb(peak)} (+${(peak - before).toFixed(1)} MB)`,
    ]);
  }

  // 2. Many clients at once.
  await settle();
  const before = rss.mark().api?.rss ?? Number.NaN;
  const statuses = new Map<number, number>();
  await Promise.all(
    keys.map(async (key, i) => {
      for (let r = 0; r < REQUESTS_PER_CLIENT; r++) {
        const res =
          r % 2 === 0
            ? await fetch(`${api.baseUrl}/v1/memories/search`, {
                method: "POST",
                headers: { "x-api-key": key, "content-type": "application/json" },
                body: JSON.stringify({
                  query: `what do I like about topic ${i} and ${"words ".repeat(200)}`,
                }),
              })
            : await fetch(`${api.baseUrl}/v1/memories?page_size=100`, { headers: { "x-api-key": key } });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const peak = rss.mark().api?.peakRss ?? Number.NaN;
  rows.push([
    `${CLIENTS} concurrent clients × ${REQUESTS_PER_CLIENT} requests`,
    [...statuses].map(([s, n]) => `${n}× ${s}`).join(", "),
    `${mb(before)} → ${mb(peak)} (RSS at ${CLIENTS} concurrent clients: ${mb(peak)})`,
  ]);
  console.info(table(["load", "answers", "api RSS (before → peak)"], rows));
}

/** Lets the API's heap settle between phases. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

/** Streams `bytes` without Content-Length until the API answers; returns the status and bytes sent. */
function upload(port: number, bytes: number, key?: string): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: "/v1/memories",
        method: "POST",
        headers: { "content-type": "application/json", ...(key ? { "x-api-key": key } : {}) },
      },
      (res) => {
        answered = true;
        res.resume();
        res.on("end", () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, sent });
        });
      },
    );
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(256 * 1024, "a");
    const pump = () => {
      while (!answered && sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}
