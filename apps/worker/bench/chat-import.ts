/**
 * Chat import end to end: the real API process and two real worker processes on an isolated stack
 * (a fresh database on the local PostgreSQL, a unique Redis prefix, the bundled Qdrant), importing
 * 1k, 10k and 50k messages through POST /v1/integrations/chat and polling the status until done.
 * Prints messages per second and the workers' peak RSS. Stops everything it started.
 *
 *   pnpm --filter @memory/worker bench     (or `pnpm bench` at the root)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { generateApiKeySecret } from "@memory/auth";
import { createDb, createUser, insertApiKey, SCOPES } from "@memory/db";
import { runMigrations } from "@memory/db/migrate";
import { createRedis } from "@memory/jobs";
import { checkPostgres, checkRedis, freePort, type QdrantServer, startQdrant } from "@memory/local-stack";
import { SERVICE_NODE_FLAGS } from "@memory/runtime";
import { chatExport } from "../test/chat-data.ts";

const ROOT = join(fileURLToPath(import.meta.url), "..", "..", "..", "..");
const SIZES = [1_000, 10_000, 50_000];
const server =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const suffix = randomBytes(4).toString("hex");
const database = `memory_bench_${suffix}`;
const databaseUrl = withDatabase(server, database);
const prefix = `bench-${suffix}`;
const dataDir = join(tmpdir(), `memory-bench-qdrant-${suffix}`);
const children: ChildProcess[] = [];
let qdrant: QdrantServer | undefined;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function rssMiB(pid: number | undefined, field: "VmRSS" | "VmHWM"): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, script], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function cleanup() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => {
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          r(undefined);
        }, 10_000);
        child.once("exit", () => {
          clearTimeout(timer);
          r(undefined);
        });
      });
    }
  }
  await qdrant?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const admin = createDb(withDatabase(server, "postgres"), { max: 1 });
  await admin.sql.unsafe(`drop database if exists "${database}" with (force)`).catch(() => undefined);
  await admin.close();
  const redis = createRedis(redisUrl, "bench-cleanup");
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 1000);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== "0");
  redis.disconnect();
}

async function main() {
  await Promise.all([checkPostgres(server), checkRedis(redisUrl)]);
  await runMigrations(databaseUrl);
  qdrant = await startQdrant({ dataDir });
  const port = await freePort();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QDRANT_URL: qdrant.url,
    QDRANT_COLLECTION: `bench_${suffix}`,
    QUEUE_PREFIX: prefix,
  };
  const base = `http://127.0.0.1:${port}`;
  // One worker first, so the two do not race to create the collection.
  const workers = [start("apps/worker/src/main.ts", env)];
  start("apps/api/src/main.ts", {
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    JWT_SECRET: randomBytes(32).toString("hex"),
    CHAT_IMPORT_WAIT_MS: "0",
  });
  await waitUntil("the API", async () => (await fetch(`${base}/ready`)).ok);
  workers.push(start("apps/worker/src/main.ts", env));
  await new Promise((r) => setTimeout(r, 2000));

  // A fresh user per import: each one is a first import of its export, like a new user's.
  const db = createDb(databaseUrl, { max: 1 });
  const newKey = async (n: number) => {
    const user = await createUser(db.db, { email: `bench-${suffix}-${n}@example.com` });
    if (!user) throw new Error("no user");
    const key = generateApiKeySecret();
    await insertApiKey(db.db, {
      userId: user.id,
      name: "bench",
      prefix: key.prefix,
      keyHash: key.hash,
      scopes: [...SCOPES],
      expiresAt: new Date(Date.now() + 3600_000),
    });
    return key;
  };

  /** Posts the imports at once (one user each) and waits until all are completed. */
  const run = async (sizes: number[], seed: number) => {
    const peak = new Map<number, number>();
    const sampler = setInterval(() => {
      for (const w of workers) {
        const pid = w.pid ?? 0;
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
        const key = keys[i]?.secret ?? "";
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
      workers.map((w) => `${peak.get(w.pid ?? 0) ?? 0}`).join(" / "),
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
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nworkers' VmHWM over the whole run: ${hwm} MiB; Node ${process.version}, imports one after another, the last row two at once.`,
  );
}

try {
  await main();
} finally {
  await cleanup();
}
