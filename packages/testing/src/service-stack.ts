import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runMigrations } from "@memory/db";
import { checkPostgres, checkRedis, freePort, type QdrantServer, startQdrant } from "@memory/local-stack";
import { SERVICE_NODE_FLAGS } from "@memory/runtime";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import postgres from "postgres";

/** The repository root: processes are started from here (`node apps/api/src/main.ts`). */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** Undo steps run last-in first-out, whatever happened before (also on Ctrl-C). */
export class Teardown {
  private readonly steps: { name: string; run: () => Promise<void> | void }[] = [];
  private done = false;

  add(name: string, run: () => Promise<void> | void): void {
    this.steps.push({ name, run });
  }

  async run(): Promise<void> {
    if (this.done) return;
    this.done = true;
    for (const step of this.steps.reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`teardown: ${step.name} failed: ${(error as Error).message}`);
      }
    }
  }
}

/**
 * Runs a benchmark's `main` with a Teardown that undoes everything it registered, when `main`
 * ends, throws, or the run is interrupted (Ctrl-C exits 130 after the teardown).
 */
export async function withTeardown(main: (teardown: Teardown) => Promise<void>): Promise<void> {
  const teardown = new Teardown();
  process.once("SIGINT", () => void teardown.run().then(() => process.exit(130)));
  try {
    await main(teardown);
  } finally {
    await teardown.run();
  }
}

export interface BenchStack {
  databaseUrl: string;
  redisUrl: string;
  qdrantUrl: string;
  qdrant: QdrantServer;
  queuePrefix: string;
  collection: string;
  jwtSecret: string;
  /** Environment shared by the API and the workers. */
  env: Record<string, string>;
}

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * A fresh database (migrated), the bundled Qdrant in a temp dir, a unique Redis prefix and
 * collection, all named after `label` and a random suffix. Everything is registered on `teardown`.
 */
export async function startStack(teardown: Teardown, label = "bench"): Promise<BenchStack> {
  const suffix = randomBytes(4).toString("hex");
  const database = `memory_${label}_${suffix}`;
  const databaseUrl = `${POSTGRES_URL}/${database}`;
  await checkPostgres(databaseUrl);
  await checkRedis(REDIS_URL);

  teardown.add(`drop database ${database}`, async () => {
    const admin = postgres(`${POSTGRES_URL}/postgres`, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`drop database if exists "${database}" with (force)`);
    } finally {
      await admin.end({ timeout: 5 });
    }
  });
  await runMigrations(databaseUrl);

  const dataDir = mkdtempSync(join(tmpdir(), `memory-${label}-qdrant-`));
  teardown.add(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const qdrant = await startQdrant({ dataDir, timeoutMs: 30_000 });
  teardown.add("stop Qdrant", () => qdrant.stop());

  const queuePrefix = `${label}-${suffix}`;
  teardown.add(`delete Redis keys ${queuePrefix}:*`, () => deleteKeys(REDIS_URL, `${queuePrefix}:*`));
  const collection = `${label}_${suffix}`;
  const jwtSecret = randomBytes(32).toString("hex");
  return {
    databaseUrl,
    redisUrl: REDIS_URL,
    qdrantUrl: qdrant.url,
    qdrant,
    queuePrefix,
    collection,
    jwtSecret,
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      QDRANT_URL: qdrant.url,
      QDRANT_COLLECTION: collection,
      QUEUE_PREFIX: queuePrefix,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: "warn",
      MODEL_PROVIDER: "local",
      ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
    },
  };
}

export async function deleteKeys(redisUrl: string, pattern: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== "0");
  } finally {
    redis.disconnect();
  }
}

export interface ServiceProcess {
  name: string;
  pid: number;
  child: ChildProcess;
  /** The last lines of its stderr, for error messages. */
  stderr(): string;
}

/** Starts `node <script>` from the repository root as a real process with `env` on top of ours. */
export function startProcess(
  teardown: Teardown,
  name: string,
  script: string,
  env: Record<string, string>,
): ServiceProcess {
  const child = spawn(process.execPath, [...SERVICE_NODE_FLAGS, script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const { pid } = child;
  if (pid === undefined) throw new Error(`${name} could not be started`);
  teardown.add(`stop ${name} (pid ${pid})`, () => stopProcess(child));
  return { name, pid, child, stderr: () => stderr };
}

export async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

async function waitFor(what: string, proc: ServiceProcess, probe: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(`${proc.name} exited with code ${proc.child.exitCode}: ${proc.stderr()}`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} not ready within ${timeoutMs} ms: ${proc.stderr()}`);
}

export async function startApi(teardown: Teardown, stack: BenchStack) {
  const port = await freePort();
  const proc = startProcess(teardown, "api", "apps/api/src/main.ts", {
    ...stack.env,
    PORT: String(port),
    HOST: "127.0.0.1",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor("API", proc, async () => (await fetch(`${baseUrl}/ready`)).ok, 60_000);
  return { proc, baseUrl };
}

/** Starts `n` worker processes and waits until BullMQ sees them all on the memory queue. */
export async function startWorkers(teardown: Teardown, stack: BenchStack, n: number) {
  const procs = Array.from({ length: n }, (_, i) =>
    startProcess(teardown, `worker ${i + 1}`, "apps/worker/src/main.ts", stack.env),
  );
  const redis = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue("memory", { connection: redis, prefix: stack.queuePrefix });
  try {
    for (const proc of procs) {
      await waitFor("workers", proc, async () => (await queue.getWorkersCount()) >= n, 60_000);
    }
  } finally {
    await queue.close();
    redis.disconnect();
  }
  return procs;
}

/** A field of /proc/<pid>/status in MiB, unrounded (`VmRSS` now, `VmHWM` its peak); null once the process is gone. */
export function statusMiB(pid: number | undefined, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kib = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1];
    return kib === undefined ? null : Number(kib) / 1024;
  } catch {
    return null;
  }
}

/** A process's resident memory in whole MiB (`VmRSS` now, `VmHWM` its peak); 0 once it is gone. */
export function rssMiB(pid: number | undefined, field: "VmRSS" | "VmHWM"): number {
  return Math.round(statusMiB(pid, field) ?? 0);
}

/** Polls `check` every 100 ms until it is true; a thrown error counts as "not yet". */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
