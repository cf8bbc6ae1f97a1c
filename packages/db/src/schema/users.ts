import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps, userIdPk } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: userIdPk(),
    email: text("email").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

export type User = typeof users.$inferSelect;
