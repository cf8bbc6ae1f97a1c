import type { Database } from "../client.ts";

const statements = new WeakMap<Database, Map<string, unknown>>();

/**
 * A statement prepared once per database and reused by every call: PostgreSQL parses and plans it
 * once per connection instead of on every request. For the queries on the hot path of every
 * request (the API-key lookup, the search join); `name` must be unique per statement.
 */
export function prepared<T>(db: Database, name: string, prepare: (db: Database) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = prepare(db);
    byName.set(name, statement);
  }
  return statement;
}
