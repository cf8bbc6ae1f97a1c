import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, timestamps, tstz } from "./columns.ts";
import type { Scope } from "./enums.ts";
import { users } from "./users.ts";

/**
 * API keys. Only a SHA-256 hash of the secret is stored (`key_hash`); on revocation the hash is
 * forgotten (set to null) and the row stays so that `status=revoked` can list it.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The first characters of the secret (`msk_` + 8), safe to show so a user can recognise a key. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash"),
    scopes: text("scopes").array().$type<Scope[]>().notNull(),
    ...timestamps,
    expiresAt: tstz("expires_at").notNull(),
    revokedAt: tstz("revoked_at"),
    lastUsedAt: tstz("last_used_at"),
  },
  (t) => [
    uniqueIndex("api_keys_key_hash_key").on(t.keyHash),
    index("api_keys_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
