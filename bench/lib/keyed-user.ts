import { generateApiKeySecret } from "@memory/auth";
import { createUser, type Database, insertApiKey, SCOPES } from "@memory/db";

/** A bench caller: a user and the secret of its API key. */
export interface KeyedUser {
  userId: string;
  apiKey: string;
}

/**
 * A new user with an API key of every scope, valid for a day, written straight to the database
 * (outside the timed requests, and outside the API's rate limit on key creation).
 */
export async function keyedUser(db: Database, email: string): Promise<KeyedUser> {
  const user = await createUser(db, { email });
  if (!user) throw new Error(`user ${email} not created (it exists already)`);
  const key = generateApiKeySecret();
  await insertApiKey(db, {
    userId: user.id,
    name: "bench",
    prefix: key.prefix,
    keyHash: key.hash,
    scopes: [...SCOPES],
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return { userId: user.id, apiKey: key.secret };
}
