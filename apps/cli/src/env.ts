import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { authEnv, parseEnv, storageEnv, z } from "@memory/config";

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
/** Git-ignored folder for local state: the dev Qdrant's storage and the dev JWT secret. */
export const DATA_DIR = join(REPO_ROOT, ".data");

export const cliEnvSchema = z.object({ ...storageEnv, ...authEnv });
export type CliEnv = z.output<typeof cliEnvSchema>;

export function loadCliEnv(env: Record<string, string | undefined>): CliEnv {
  return parseEnv(cliEnvSchema, env);
}

/**
 * The HS256 secret for tokens: JWT_SECRET when set; otherwise, on a developer machine, a random
 * secret kept in .data/dev-jwt-secret so that `pnpm dev` and `pnpm cli token` agree.
 */
export function jwtSecret(env: CliEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(DATA_DIR, "dev-jwt-secret");
  if (!existsSync(file)) {
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}
