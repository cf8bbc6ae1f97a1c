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

/**
 * The user of an identity (a bearer token's `sub`) on first sight; a known user is left as is. The
 * email is informational: when another user already has it (the identity provider reassigned it, or
 * the CLI created a user with it), the new user gets the placeholder `<id>@users.invalid` instead.
 */
export async function ensureUser(db: Executor, identity: { id: string; email?: string | undefined }) {
  const placeholder = `${identity.id}@users.invalid`;
  await db
    .insert(users)
    .values({ id: identity.id, email: identity.email ?? placeholder })
    .onConflictDoNothing();
  // Taken email (or known user): the placeholder, unless the user exists (the id conflicts too).
  if (identity.email)
    await db.insert(users).values({ id: identity.id, email: placeholder }).onConflictDoNothing();
}

export async function getUserById(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function getUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}
