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
