import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./qdrant-server.ts";

/** Debian's PgBouncer (`apt-get install pgbouncer`). */
export const PGBOUNCER_BINARY = "/usr/sbin/pgbouncer";

export const pgbouncerInstalled = () => existsSync(PGBOUNCER_BINARY);

export interface PgBouncer {
  port: number;
  /** `databaseUrl` (a URL of the PostgreSQL behind it) as a URL of this pooler. */
  urlOf(databaseUrl: string): string;
  stop(): Promise<void>;
}

/**
 * PgBouncer on a free loopback port in front of the local PostgreSQL (every database, trust
 * authentication for `postgres`), in `session` or `transaction` pooling. Run as root it drops to
 * the `postgres` user, which PgBouncer requires.
 */
export async function startPgBouncer(options: {
  mode: "session" | "transaction";
  postgresPort?: number;
}): Promise<PgBouncer> {
  if (!pgbouncerInstalled())
    throw new Error(`PgBouncer is not installed at ${PGBOUNCER_BINARY}: apt-get install pgbouncer`);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "pgbouncer-"));
  // Run as root, PgBouncer drops to `postgres`, which writes its log and socket here.
  chmodSync(dir, 0o777);
  const config = join(dir, "pgbouncer.ini");
  writeFileSync(join(dir, "users.txt"), '"postgres" ""\n', { mode: 0o644 });
  writeFileSync(config, iniFile(dir, port, options.mode, options.postgresPort ?? 5432), { mode: 0o644 });
  const asRoot = process.getuid?.() === 0;
  const child = spawn(PGBOUNCER_BINARY, [...(asRoot ? ["-u", "postgres"] : []), config], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  await waitForPort(port, child, () => stderr);
  return {
    port,
    urlOf: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function iniFile(dir: string, port: number, mode: string, postgresPort: number): string {
  return [
    "[databases]",
    `* = host=127.0.0.1 port=${postgresPort}`,
    "[pgbouncer]",
    "listen_addr = 127.0.0.1",
    `listen_port = ${port}`,
    `unix_socket_dir = ${dir}`,
    "auth_type = trust",
    `auth_file = ${join(dir, "users.txt")}`,
    `pool_mode = ${mode}`,
    "max_client_conn = 500",
    "default_pool_size = 20",
    "ignore_startup_parameters = extra_float_digits",
    `logfile = ${join(dir, "pgbouncer.log")}`,
    "",
  ].join("\n");
}

async function waitForPort(port: number, child: ChildProcess, stderr: () => string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PgBouncer exited with code ${child.exitCode}: ${stderr()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: "127.0.0.1", port }, () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  await stopChild(child);
  throw new Error(`PgBouncer did not listen on ${port} within ${timeoutMs} ms: ${stderr()}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}
