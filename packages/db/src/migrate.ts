import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

export const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/**
 * Applies the committed migrations to the database at `url`, creating the database first when it
 * does not exist yet (an empty server is fine).
 */
export async function runMigrations(url: string): Promise<void> {
  await ensureDatabase(url);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle(sql), { migrationsFolder });
  } finally {
    await sql.end({ timeout: 5 });
  }
}

export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error(`DATABASE_URL names no database: ${url}`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`select 1 from pg_database where datname = ${name}`;
    if (rows.length === 0) await sql.unsafe(`create database "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    // A concurrent creator (another replica running migrations) is fine.
    if (!(error instanceof Error && /already exists/.test(error.message))) throw error;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
