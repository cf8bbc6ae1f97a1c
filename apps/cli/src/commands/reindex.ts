import { createDb, memoriesAfter, setProcessingStatus } from "@memory/db";
import { createModelProvider, embeddingText, type ModelConfig } from "@memory/models";
import { openCollection, toIndexedMemory, upsertMemoryPoints } from "@memory/vector";

const BATCH = 256;

/**
 * `pnpm cli reindex [--user id]`: rebuilds the Qdrant index from PostgreSQL (after a model
 * change or a lost volume). Every memory that is ready or failed is embedded again and upserted;
 * `failed` ones that index cleanly become ready. Points are keyed by memory id, so a rerun is safe.
 */
export async function reindex(
  env: ModelConfig & {
    DATABASE_URL: string;
    QDRANT_URL: string;
    QDRANT_API_KEY?: string | undefined;
    QDRANT_COLLECTION: string;
  },
  options: { userId?: string; log?: (line: string) => void } = {},
): Promise<{ indexed: number }> {
  const log = options.log ?? ((line: string) => console.error(line));
  const { orm: db, close } = createDb(env.DATABASE_URL, { max: 2 });
  let indexed = 0;
  try {
    // PostgreSQL first: a missing or unmigrated database is reported before Qdrant is touched.
    await memoriesAfter(db, { limit: 1 });
  } catch (error) {
    await close();
    throw error;
  }
  const models = await createModelProvider(env);
  try {
    const spec = { model: models.embeddingModel, dimension: models.dimension };
    const qdrant = await openCollection(env, spec, (note) => console.error(note));
    let afterId: string | undefined;
    for (;;) {
      const page = await memoriesAfter(db, {
        limit: BATCH,
        ...(afterId ? { afterId } : {}),
        ...(options.userId ? { userId: options.userId } : {}),
      });
      const last = page.at(-1);
      if (!last) break;
      afterId = last.id;
      // Memories still in a worker's hands are indexed by that worker.
      const rows = page.filter((r) => r.processingStatus === "ready" || r.processingStatus === "failed");
      if (rows.length === 0) continue;
      const dense = await models.embed(rows.map((r) => embeddingText(r.content, r.searchContext)));
      await upsertMemoryPoints(
        qdrant,
        env.QDRANT_COLLECTION,
        rows.map((row, i) => ({
          memory: toIndexedMemory(row),
          vectors: { dense: dense[i] ?? [], sparse: models.sparse(row.content, row.searchContext) },
        })),
      );
      const ids = rows.filter((r) => r.processingStatus === "failed").map((r) => r.id);
      if (ids.length > 0) await setProcessingStatus(db, ids, "ready");
      indexed += rows.length;
      log(`reindexed ${indexed} memories`);
    }
  } finally {
    await close();
    await models.close();
  }
  return { indexed };
}
