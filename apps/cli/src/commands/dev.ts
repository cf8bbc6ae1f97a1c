import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { runMigrations } from "@memory/db/migrate";
import { createRedis, JobProducer, queueNames } from "@memory/jobs";
import { checkPostgres, checkRedis, isPortFree, type QdrantServer, startQdrant } from "@memory/local-stack";
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
  await checkNoOtherInstance(env, rawEnv);
  await runMigrations(env.DATABASE_URL);
  console.error(`migrations applied to ${env.DATABASE_URL.replace(/\/\/[^@]*@/, "//")}`);

  let qdrant: QdrantServer | undefined;
  let qdrantUrl = rawEnv.QDRANT_URL;
  if (!qdrantUrl) {
    const busy = !(await isPortFree(6333));
    qdrant = await startQdrant({ dataDir: join(DATA_DIR, "qdrant"), ...(busy ? {} : { port: 6333 }) });
    qdrantUrl = qdrant.url;
    console.error(
      busy
        ? `port 6333 is in use by another server (another Qdrant or \`pnpm dev\`?), so the bundled Qdrant started at ${qdrantUrl} instead (storage in .data/qdrant); set QDRANT_URL to use the other server`
        : `bundled Qdrant started at ${qdrantUrl} (storage in .data/qdrant)`,
    );
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

/**
 * Two instances on one machine must not share an HTTP port or a queue prefix: the second API would
 * fail to bind, and its workers would take the other instance's jobs. Both are checked up front.
 */
async function checkNoOtherInstance(env: CliEnv, rawEnv: Record<string, string | undefined>): Promise<void> {
  const port = Number(rawEnv.PORT ?? 3000);
  if (!(await isPortFree(port, rawEnv.HOST ?? "0.0.0.0")))
    throw new Error(
      `port ${port} is in use (another \`pnpm dev\`?): set PORT to a free port in .env or the environment`,
    );
  const redis = createRedis(env, "memory-dev-check");
  const producer = new JobProducer(redis, env.QUEUE_PREFIX);
  try {
    for (const name of queueNames) {
      const workers = await producer.queue(name).getWorkersCount();
      if (workers > 0)
        throw new Error(
          `${workers} worker(s) of another instance already serve the queues with prefix "${env.QUEUE_PREFIX}" on this Redis: ` +
            "set QUEUE_PREFIX to a name of this instance's own (in .env or the environment), or stop the other instance",
        );
    }
  } finally {
    await producer.close();
    redis.disconnect();
  }
}
