import { eq } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { users } from "../schema/users.ts";

export async function createUser(db: Executor, params: { email: string }) {
  const [row] = await db
    .insert(users)
    .values({ email: params.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export async function getUserById(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function getUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}
