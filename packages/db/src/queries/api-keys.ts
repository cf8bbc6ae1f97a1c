import { and, count, desc, eq, gt, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../client.ts";
import { apiKeys } from "../schema/api-keys.ts";
import type { ApiKeyStatus, Scope } from "../schema/enums.ts";
import { rowReader } from "./row-reader.ts";

export async function insertApiKey(
  db: Executor,
  params: {
    userId: string;
    name: string;
    prefix: string;
    keyHash: string;
    scopes: Scope[];
    createdAt?: Date;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(apiKeys).values(params).returning();
  if (!row) throw new Error("insert into api_keys returned no row");
  return row;
}

const apiKeyRows = rowReader(apiKeys);
const GET_API_KEY_BY_HASH = `select ${apiKeyRows.columns} from api_keys where key_hash = $1 limit 1`;

/**
 * The key that a secret's hash belongs to, whatever its state (the caller decides what expired
 * means). On every authenticated request: a prepared statement read by `rowReader`.
 */
export async function getApiKeyByHash(db: Database, keyHash: string) {
  const [row] = await apiKeyRows.read(db, GET_API_KEY_BY_HASH, [keyHash]);
  return row ?? null;
}

function statusCondition(status: ApiKeyStatus, now: Date): SQL | undefined {
  switch (status) {
    case "revoked":
      return isNotNull(apiKeys.revokedAt);
    case "expired":
      return and(isNull(apiKeys.revokedAt), lte(apiKeys.expiresAt, now));
    case "active":
      return and(isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, now));
  }
}

export async function listApiKeys(
  db: Executor,
  userId: string,
  params: { status?: ApiKeyStatus; limit: number; offset: number; now?: Date },
) {
  const now = params.now ?? new Date();
  const where = and(
    eq(apiKeys.userId, userId),
    params.status ? statusCondition(params.status, now) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(apiKeys)
      .where(where)
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(apiKeys).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Revokes one of the user's keys: the hash is forgotten, so the secret can never authenticate again.
 * Returns null when the user has no such live key (unknown, another user's, or already revoked).
 */
export async function revokeApiKey(db: Executor, userId: string, apiKeyId: string, now = new Date()) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now, keyHash: null })
    .where(and(eq(apiKeys.id, apiKeyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
}

/** Records when keys were last used; only moves forward, so out-of-order flushes are harmless. */
export async function touchApiKey(db: Executor, apiKeyId: string, usedAt: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: usedAt })
    .where(
      and(
        eq(apiKeys.id, apiKeyId),
        sql`(${apiKeys.lastUsedAt} is null or ${apiKeys.lastUsedAt} < ${usedAt.toISOString()}::timestamptz)`,
      ),
    );
}

export function apiKeyStatus(
  row: { revokedAt: Date | null; expiresAt: Date },
  now = new Date(),
): ApiKeyStatus {
  if (row.revokedAt) return "revoked";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}
