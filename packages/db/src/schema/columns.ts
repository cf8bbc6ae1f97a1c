import { createHash } from "node:crypto";
import { text, timestamp, uuid } from "drizzle-orm/pg-core";
import { v7 as uuidv7 } from "uuid";

/** Time-ordered UUIDv7: sortable in logs and usable as a Qdrant point id. */
export const newId = (): string => uuidv7();

export const id = () =>
  uuid("id")
    .primaryKey()
    .$defaultFn(() => newId());

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
};

export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * User ids are opaque text: our CLI mints UUIDv7s, while an external identity provider (JWKS_URL)
 * brings its own `sub` values such as `auth0|abc`.
 */
export const userIdPk = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => newId());

/**
 * A UUID (version 8, RFC 9562 "custom") derived from `parts`: the same parts always give the same
 * id, so a retried job writes the same rows and points instead of new ones.
 */
export function deterministicId(...parts: (string | number)[]): string {
  const hex = createHash("sha256").update(parts.join("\u0000")).digest("hex");
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
