/**
 * Query functions, named by how far they reach: `find*` take the owner's `userId` and never return
 * another user's row; `get*` and `load*` read by id (or key hash) alone, for workers that act on a
 * job's own rows, and for the API where it must tell another user's memory (403) from none (404).
 */
export { createDb, type Database, type DbHandle, type Executor } from "./client.ts";
export { contentHash } from "./content-hash.ts";
export { ensureDatabase, migrationsFolder, runMigrations } from "./migrate.ts";
export * from "./queries/api-keys.ts";
export * from "./queries/file-uploads.ts";
export * from "./queries/integrations.ts";
export * from "./queries/memories.ts";
export * from "./queries/operators.ts";
export * from "./queries/portability.ts";
export * from "./queries/profile.ts";
export * from "./queries/social.ts";
export * from "./queries/users.ts";
export * from "./queries/webhooks.ts";
export { refusedValueReason } from "./refused-value.ts";
export * from "./schema/index.ts";
export { findJsonProblem, type JsonProblem, MAX_JSON_DEPTH, textProblem } from "./storable-json.ts";
