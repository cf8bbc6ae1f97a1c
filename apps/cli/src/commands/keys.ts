import { apiKeyStatus, createDb, getUserById, listApiKeys, revokeApiKey } from "@memory/db";
import type { CliEnv } from "../env.ts";

async function withUser<T>(
  env: CliEnv,
  userId: string,
  run: (db: ReturnType<typeof createDb>["orm"]) => Promise<T>,
) {
  const { orm: db, close } = createDb(env.DATABASE_URL, { max: 1 });
  try {
    if (!(await getUserById(db, userId)))
      throw new Error(`no user ${userId}; \`pnpm cli users list\` shows the users`);
    return await run(db);
  } finally {
    await close();
  }
}

/** `pnpm cli keys list --user <id>`: the user's API keys, newest first, never their secrets. */
export function keysList(env: CliEnv, userId: string) {
  return withUser(env, userId, async (db) => {
    const { rows, total } = await listApiKeys(db, userId, { limit: 1000, offset: 0 });
    return {
      total,
      api_keys: rows.map((row) => ({
        api_key_id: row.id,
        name: row.name,
        key_prefix: row.prefix,
        scopes: row.scopes,
        status: apiKeyStatus(row),
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        last_used: row.lastUsedAt?.toISOString() ?? null,
      })),
    };
  });
}

/** `pnpm cli keys revoke --user <id> --key <api_key_id>`: the key stops working at once. */
export function keysRevoke(env: CliEnv, userId: string, apiKeyId: string) {
  return withUser(env, userId, async (db) => {
    const row = await revokeApiKey(db, userId, apiKeyId);
    if (!row)
      throw new Error(
        `user ${userId} has no live key ${apiKeyId} (unknown or already revoked); \`pnpm cli keys list --user ${userId}\` lists them`,
      );
    return { api_key_id: row.id, revoked_at: row.revokedAt?.toISOString() ?? null };
  });
}
