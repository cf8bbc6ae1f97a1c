import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { runMigrations } from "@memory/db/migrate";
import { checkPostgres, checkRedis, type QdrantServer, startQdrant } from "@memory/local-stack";
import { SERVICE_NODE_FLAGS } from "@memory/runtime";
import { type CliEnv, DATA_DIR, jwtSecret, REPO_ROOT } from "../env.ts";

/**
 * `pnpm dev`: the whole service on this machine without Docker. Uses the local PostgreSQL and
 * Redis (or DATABASE_URL / REDIS_URL), applies migrations, starts the bundled Qdrant when
 * QDRANT_URL is not set, then runs the API and one worker until Ctrl-C.
 */
export async function dev(env: CliEnv, rawEnv: Record<string, string | undefined>): Promise<void> {
  await checkPostgres(env.DATABASE_URL);
  await checkRedis(env.REDIS_URL);
  await runMigrations(env.DATABASE_URL);
  console.error(`migrations applied to ${env.DATABASE_URL.replace(/\/\/[^@]*@/, "//")}`);

  let qdrant: QdrantServer | undefined;
  let qdrantUrl = rawEnv.QDRANT_URL;
  if (!qdrantUrl) {
    qdrant = await startQdrant({ dataDir: join(DATA_DIR, "qdrant"), port: 6333 });
    qdrantUrl = qdrant.url;
    console.error(`bundled Qdrant started at ${qdrantUrl} (storage in .data/qdrant)`);
  }

  const childEnv = {
    ...rawEnv,
    QDRANT_URL: qdrantUrl,
    JWT_SECRET: jwtSecret(env),
    DATABASE_URL: env.DATABASE_URL,
  };
  const children: ChildProcess[] = ["api", "worker"].map((app) =>
    spawn(process.execPath, [...SERVICE_NODE_FLAGS, "src/main.ts"], {
      cwd: join(REPO_ROOT, "apps", app),
      env: childEnv,
      stdio: "inherit",
    }),
  );

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once("exit", r)) : null)),
    );
    await qdrant?.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  for (const child of children) child.once("exit", (code) => void stop(code ?? 1));
}
