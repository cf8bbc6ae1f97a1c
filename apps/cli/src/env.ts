import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { authEnv, modelEnv, parseEnv, storageEnv, withSecretFiles, z } from "@memory/config";

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
/** Git-ignored folder for local state: the dev Qdrant's storage and the dev JWT secret. */
export const DATA_DIR = join(REPO_ROOT, ".data");

export const cliEnvSchema = z.object({ ...storageEnv, ...authEnv, ...modelEnv });
export type CliEnv = z.output<typeof cliEnvSchema>;

export function loadCliEnv(env: Record<string, string | undefined>): CliEnv {
  return parseEnv(cliEnvSchema, withSecretFiles(env, ["JWT_SECRET"], { missingOk: true }));
}

/**
 * The HS256 secret for tokens: JWT_SECRET when set; otherwise, on a developer machine, a random
 * secret kept in .data/dev-jwt-secret so that `pnpm dev` and `pnpm cli token` agree.
 */
/**
 * `pnpm cli init`: creates the JWT_SECRET_FILE with a random secret when it does not exist yet
 * (the compose `migrate` service runs it, so `docker compose up` needs no hand-made secret).
 */
export function initSecretFile(env: CliEnv): string | undefined {
  const file = env.JWT_SECRET_FILE;
  if (!file || env.JWT_SECRET) return undefined;
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    return file;
  }
  return undefined;
}

export function jwtSecret(env: CliEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.JWT_SECRET_FILE) {
    throw new Error(
      `JWT_SECRET_FILE ${env.JWT_SECRET_FILE} does not exist yet: run \`pnpm cli init\` to create it`,
    );
  }
  const file = join(DATA_DIR, "dev-jwt-secret");
  if (!existsSync(file)) {
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}
