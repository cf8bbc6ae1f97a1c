#!/usr/bin/env node
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { runMigrations } from "@memory/db/migrate";
import { dev } from "./commands/dev.ts";
import { keysList, keysRevoke } from "./commands/keys.ts";
import { retryFailedJobs, stats, usersList } from "./commands/operations.ts";
import { reindex } from "./commands/reindex.ts";
import { restoreMemory } from "./commands/restore.ts";
import { userCreate, userToken } from "./commands/users.ts";
import { initSecretFile, loadCliEnv, REPO_ROOT } from "./env.ts";
import { explainFailure } from "./failures.ts";

const USAGE = `Usage: pnpm cli <command>

  user create --email <email>     create a user; prints {"user_id","token"} (a bearer JWT for /api-keys)
  token --user <id> [--ttl <s>]   print a fresh bearer token for a user
  migrate                         apply database migrations (creates the database if needed)
  init                            create JWT_SECRET_FILE if missing, then migrate (compose's one-shot service)
  reindex [--user <id>]           rebuild the Qdrant index from PostgreSQL (all users, or one)
  reindex --to <collection>       fill a new collection while the old one serves, then point
                                  QDRANT_COLLECTION (an alias) at it (docs/scaling.md)
  memories restore --backup <backup_id>
                                  put a deleted memory back from its backup (30 days) and index it
  users list [--limit n] [--offset n]
                                  users, newest first, with their memory and live-key counts
  keys list --user <id>           a user's API keys (never the secrets)
  keys revoke --user <id> --key <api_key_id>
                                  revoke one key; it stops working at once
  stats                           users, memories by status, integrations by status, queue counts
  jobs retry-failed [--queue q]   move failed jobs back to waiting (queues: memory, maintenance, import)
  dev                             run API + worker locally (see README)`;

/** The repository's `.env` (see `.env.example`), for `pnpm dev` and the CLI; real variables win. */
const DOT_ENV = join(REPO_ROOT, ".env");

async function main(argv: string[]): Promise<void> {
  if (existsSync(DOT_ENV)) process.loadEnvFile(DOT_ENV);
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      user: { type: "string" },
      ttl: { type: "string" },
      key: { type: "string" },
      queue: { type: "string" },
      limit: { type: "string" },
      offset: { type: "string" },
      backup: { type: "string" },
      to: { type: "string" },
      help: { type: "boolean" },
    },
  });
  let env = loadCliEnv(process.env);
  const [command, sub] = positionals;
  const print = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (command === "user" && sub === "create") {
    if (!values.email) throw new Error("user create needs --email <email>");
    print(await userCreate(env, values.email));
  } else if (command === "token") {
    if (!values.user) throw new Error("token needs --user <id>");
    print(await userToken(env, values.user, values.ttl ? Number(values.ttl) : undefined));
  } else if (command === "migrate") {
    await runMigrations(env.DATABASE_URL);
    console.error("migrations applied");
  } else if (command === "init") {
    const created = initSecretFile(env);
    if (created) console.error(`created a random JWT secret in ${created}`);
    env = loadCliEnv(process.env);
    await runMigrations(env.DATABASE_URL);
    console.error("migrations applied");
  } else if (command === "reindex") {
    print(
      await reindex(env, {
        ...(values.user ? { userId: values.user } : {}),
        ...(values.to ? { to: values.to } : {}),
      }),
    );
  } else if (command === "memories" && sub === "restore") {
    if (!values.backup)
      throw new Error("memories restore needs --backup <backup_id> (from the DELETE answer)");
    print(await restoreMemory(env, values.backup));
  } else if (command === "users" && sub === "list") {
    print(
      await usersList(env, {
        limit: count(values.limit, 50, "--limit"),
        offset: count(values.offset, 0, "--offset"),
      }),
    );
  } else if (command === "keys" && sub === "list") {
    if (!values.user) throw new Error("keys list needs --user <id>");
    print(await keysList(env, values.user));
  } else if (command === "keys" && sub === "revoke") {
    if (!values.user || !values.key) throw new Error("keys revoke needs --user <id> and --key <api_key_id>");
    print(await keysRevoke(env, values.user, values.key));
  } else if (command === "stats") {
    print(await stats(env));
  } else if (command === "jobs" && sub === "retry-failed") {
    print(await retryFailedJobs(env, values.queue));
  } else if (command === "dev") {
    await dev(env, process.env);
  } else {
    throw new Error(`unknown command "${positionals.join(" ")}"\n\n${USAGE}`);
  }
}

function count(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} takes a whole number, not "${value}"`);
  return n;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const env = {
    DATABASE_URL: process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/memory",
    REDIS_URL: process.env.REDIS_URL || "redis://127.0.0.1:6379",
    QDRANT_URL: process.env.QDRANT_URL || "http://127.0.0.1:6333",
  };
  console.error(`error: ${explainFailure(error, env)}`);
  process.exit(1);
});
