import { mintUserToken } from "@memory/auth";
import { createDb, createUser, getUserByEmail, getUserById } from "@memory/db";
import { type CliEnv, jwtSecret } from "../env.ts";

export async function userCreate(env: CliEnv, email: string): Promise<{ user_id: string; token: string }> {
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`"${email}" is not an email address`);
  const { orm: db, close } = createDb(env.DATABASE_URL, { max: 1 });
  try {
    const user = await createUser(db, { email });
    if (!user) {
      const existing = await getUserByEmail(db, email);
      throw new Error(
        `a user with email ${email} exists already (id ${existing?.id}); use \`pnpm cli token --user ${existing?.id}\``,
      );
    }
    return { user_id: user.id, token: await mintUserToken(jwtSecret(env), user.id) };
  } finally {
    await close();
  }
}

export async function userToken(
  env: CliEnv,
  userId: string,
  ttlSeconds?: number,
): Promise<{ user_id: string; token: string }> {
  const { orm: db, close } = createDb(env.DATABASE_URL, { max: 1 });
  try {
    const user = await getUserById(db, userId);
    if (!user)
      throw new Error(`no user ${userId}; create one with \`pnpm cli user create --email you@example.com\``);
    return { user_id: user.id, token: await mintUserToken(jwtSecret(env), user.id, ttlSeconds) };
  } finally {
    await close();
  }
}
