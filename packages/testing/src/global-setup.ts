import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runMigrations } from "@memory/db/migrate";
import { checkPostgres, checkQdrant, checkRedis, type QdrantServer, startQdrant } from "@memory/local-stack";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { type StackInfo, withDatabase } from "./stack-info.ts";

/**
 * Runs once per test run: checks that PostgreSQL and Redis answer (failing fast with how to start
 * them), migrates a template database that every test file clones, and starts the bundled Qdrant
 * on a free loopback port unless QDRANT_URL names one. Everything it starts, it stops.
 */
export async function setup(project: TestProject) {
  const postgresUrl =
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  await Promise.all([checkPostgres(postgresUrl), checkRedis(redisUrl)]);

  const templateDatabase = `memory_tpl_${randomBytes(4).toString("hex")}`;
  await runMigrations(withDatabase(postgresUrl, templateDatabase));

  let qdrant: QdrantServer | undefined;
  let qdrantUrl = process.env.QDRANT_URL;
  const dataDir = join(tmpdir(), `memory-test-qdrant-${process.pid}-${randomBytes(3).toString("hex")}`);
  if (qdrantUrl) {
    await checkQdrant(qdrantUrl);
  } else {
    qdrant = await startQdrant({ dataDir });
    qdrantUrl = qdrant.url;
  }

  const stack: StackInfo = { postgresUrl, templateDatabase, redisUrl, qdrantUrl };
  project.provide("stack", stack);

  return async () => {
    await qdrant?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    const sql = postgres(withDatabase(postgresUrl, "postgres"), { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe(`drop database if exists "${templateDatabase}" with (force)`);
    } finally {
      await sql.end({ timeout: 5 });
    }
  };
}
