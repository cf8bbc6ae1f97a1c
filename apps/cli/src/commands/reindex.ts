import {
  createDb,
  type Database,
  databaseNow,
  type MemoryRow,
  memoriesAfter,
  memoriesChangedBetween,
  memoriesDeletedSince,
  setProcessingStatus,
} from "@memory/db";
import { createModelProvider, embeddingText, type ModelConfig, type ModelProvider } from "@memory/models";
import {
  type CollectionEnv,
  deleteMemoryPoints,
  type NameState,
  nameState,
  openCollection,
  pointAlias,
  type QdrantClient,
  toIndexedMemory,
  upsertMemoryPoints,
} from "@memory/vector";

const BATCH = 256;

type ReindexEnv = ModelConfig & CollectionEnv & { DATABASE_URL: string };

export interface ReindexResult {
  indexed: number;
  /** With `to`: memories changed while it filled, and points of memories deleted meanwhile. */
  caught_up?: number;
  removed?: number;
  /** With `to`: the name the services use, and what it pointed at before. */
  alias?: string;
  previous?: string;
}

/**
 * `pnpm cli reindex [--user id]`: rebuilds the Qdrant index from PostgreSQL (after a model
 * change or a lost volume). Every memory that is ready or failed is embedded again and upserted;
 * `failed` ones that index cleanly become ready. Points are keyed by memory id, so a rerun is safe.
 *
 * `pnpm cli reindex --to <collection>`: fills a new collection (a new model, new layout settings)
 * while the old one serves, points QDRANT_COLLECTION (an alias from then on) at it, and catches up
 * on what changed meanwhile (docs/scaling.md).
 */
export async function reindex(
  env: ReindexEnv,
  options: {
    userId?: string;
    to?: string;
    log?: (line: string) => void;
    /** With `to`: runs after the new collection is filled, before the switch (what the services change meanwhile is caught up). */
    beforeSwitch?: () => Promise<void>;
  } = {},
): Promise<ReindexResult> {
  const log = options.log ?? ((line: string) => console.error(line));
  if (options.to && options.userId) throw new Error("reindex --to rebuilds every user: leave out --user");
  const { orm: db, close } = createDb(env.DATABASE_URL, { max: 2 });
  try {
    // PostgreSQL first: a missing or unmigrated database is reported before Qdrant is touched.
    await memoriesAfter(db, { limit: 1 });
  } catch (error) {
    await close();
    throw error;
  }
  const models = await createModelProvider(env);
  try {
    const run = { db, models, log, beforeSwitch: options.beforeSwitch };
    return options.to ? await switchTo(run, env, options.to) : await rebuild(run, env, options.userId);
  } finally {
    await close();
    await models.close();
  }
}

interface Run {
  db: Database;
  models: ModelProvider;
  log: (line: string) => void;
  beforeSwitch?: (() => Promise<void>) | undefined;
}

async function rebuild(run: Run, env: ReindexEnv, userId: string | undefined): Promise<ReindexResult> {
  const qdrant = await openCollection(env, specOf(run.models), run.log);
  return { indexed: await fill(run, qdrant, env.QDRANT_COLLECTION, userId) };
}

async function switchTo(run: Run, env: ReindexEnv, target: string): Promise<ReindexResult> {
  const name = env.QDRANT_COLLECTION;
  if (target === name) throw new Error(`--to must name a new collection, not ${name} itself`);
  const started = await databaseNow(run.db);
  const qdrant = await openCollection({ ...env, QDRANT_COLLECTION: target }, specOf(run.models), run.log);
  const current = await nameState(qdrant, name);
  if (current.kind === "alias" && current.target === target)
    throw new Error(`${name} already points at ${target}`);
  const indexed = await fill(run, qdrant, target, undefined);
  await run.beforeSwitch?.();
  const switched = await databaseNow(run.db);
  const before = await pointAlias(qdrant, name, target);
  run.log(`${name} now points at ${target} (was ${describe(before, name)})`);
  const { caughtUp, removed } = await catchUp(run, qdrant, target, started, switched);
  return { indexed, caught_up: caughtUp, removed, alias: name, previous: describe(before, name) };
}

const describe = (state: NameState, name: string) =>
  state.kind === "alias" ? state.target : state.kind === "collection" ? `the collection ${name}` : "nothing";

const specOf = (models: ModelProvider) => ({ model: models.embeddingModel, dimension: models.dimension });

/** Upserts every ready or failed memory (of one user, or all) into `collection`, page by page. */
async function fill(run: Run, qdrant: QdrantClient, collection: string, userId: string | undefined) {
  let indexed = 0;
  let afterId: string | undefined;
  for (;;) {
    const page = await memoriesAfter(run.db, {
      limit: BATCH,
      ...(afterId ? { afterId } : {}),
      ...(userId ? { userId } : {}),
    });
    const last = page.at(-1);
    if (!last) return indexed;
    afterId = last.id;
    indexed += await indexRows(run, qdrant, collection, page);
    run.log(`reindexed ${indexed} memories`);
  }
}

/**
 * What the services wrote to the old collection while the new one filled: memories changed in
 * [started, switched) are indexed again, points of memories deleted since `started` removed.
 * (From `switched` on, the services write to the new collection themselves.)
 */
async function catchUp(run: Run, qdrant: QdrantClient, collection: string, started: Date, switched: Date) {
  let caughtUp = 0;
  let afterId: string | undefined;
  for (;;) {
    const page = await memoriesChangedBetween(run.db, {
      from: started,
      to: switched,
      limit: BATCH,
      ...(afterId ? { afterId } : {}),
    });
    const last = page.at(-1);
    if (!last) break;
    afterId = last.id;
    caughtUp += await indexRows(run, qdrant, collection, page);
  }
  const deleted = await memoriesDeletedSince(run.db, started);
  await deleteMemoryPoints(qdrant, collection, deleted);
  run.log(`caught up on ${caughtUp} changed and ${deleted.length} deleted memories`);
  return { caughtUp, removed: deleted.length };
}

/** Embeds and upserts the rows that are ready or failed (a worker indexes the others); failed ones become ready. */
async function indexRows(run: Run, qdrant: QdrantClient, collection: string, page: MemoryRow[]) {
  const rows = page.filter((r) => r.processingStatus === "ready" || r.processingStatus === "failed");
  if (rows.length === 0) return 0;
  const dense = await run.models.embed(rows.map((r) => embeddingText(r.content, r.searchContext)));
  await upsertMemoryPoints(
    qdrant,
    collection,
    rows.map((row, i) => ({
      memory: toIndexedMemory(row),
      vectors: { dense: dense[i] ?? [], sparse: run.models.sparse(row.content, row.searchContext) },
    })),
  );
  const failed = rows.filter((r) => r.processingStatus === "failed").map((r) => r.id);
  if (failed.length > 0) await setProcessingStatus(run.db, failed, "ready");
  return rows.length;
}
