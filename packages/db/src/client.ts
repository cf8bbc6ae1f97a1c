import { drizzle, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema/index.ts";

/** Drizzle over a postgres.js pool; `$client` is the pool itself (for the few hot queries of `rowReader`). */
export type Database = PostgresJsDatabase<typeof schema> & { $client: postgres.Sql };
/** What query functions accept: the database itself or an open transaction. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A connection pool: `orm` for the query functions (drizzle), `sql` for raw statements. */
export interface DbHandle {
  orm: Database;
  sql: postgres.Sql;
  close(): Promise<void>;
}

export function createDb(url: string, options: { max?: number } = {}): DbHandle {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connection: { application_name: "memory-service" },
  });
  const orm = drizzle(sql, { schema });
  return { orm, sql, close: () => sql.end({ timeout: 5 }) };
}
