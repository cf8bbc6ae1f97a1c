import { Redis } from "ioredis";
import postgres from "postgres";

/** How to start each service on a machine with Debian's packages; printed when one is missing. */
export const HOW_TO_START = {
  postgres:
    "Start PostgreSQL (Debian: `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`, " +
    "or `docker compose up -d postgres`), or point DATABASE_URL at a running server.",
  redis:
    "Start Redis (Debian: `redis-server --daemonize yes --bind 127.0.0.1 --port 6379`, " +
    "or `docker compose up -d redis`), or point REDIS_URL at a running server.",
  qdrant:
    "Start Qdrant (`docker compose up -d qdrant`), or leave QDRANT_URL unset so that `pnpm dev` starts the bundled binary.",
};

const redact = (url: string) => url.replace(/\/\/([^:@/]+):([^@/]+)@/, "//$1:***@");

export async function checkPostgres(url: string, timeoutMs = 3000): Promise<void> {
  // Connect to the server's maintenance database: the target database may not exist yet.
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const sql = postgres(admin.toString(), {
    max: 1,
    connect_timeout: Math.ceil(timeoutMs / 1000),
    onnotice: () => {},
  });
  try {
    await sql`select 1`;
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${redact(url)} (${(error as Error).message}). ${HOW_TO_START.postgres}`,
    );
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export async function checkRedis(url: string, timeoutMs = 3000): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on("error", () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `Redis is not reachable at ${redact(url)} (${(error as Error).message}). ${HOW_TO_START.redis}`,
    );
  } finally {
    redis.disconnect();
  }
}

export async function checkQdrant(url: string, timeoutMs = 3000): Promise<void> {
  try {
    const res = await fetch(`${url.replace(/\/$/, "")}/readyz`, {
      headers: { "accept-encoding": "identity" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  } catch (error) {
    throw new Error(
      `Qdrant is not reachable at ${url} (${(error as Error).message}). ${HOW_TO_START.qdrant}`,
    );
  }
}
