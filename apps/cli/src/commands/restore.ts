import {
  BACKUP_RETENTION_DAYS,
  createDb,
  markReadyAtVersion,
  restoreBackup,
  setProcessingStatus,
} from "@memory/db";
import { createModelProvider, embeddingText, type ModelConfig } from "@memory/models";
import { openCollection, toIndexedMemory, upsertMemoryPoints } from "@memory/vector";
import { explainFailure } from "../failures.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refusal the operator can act on (unknown, expired or conflicting backup): printed as is. */
export class RestoreRefused extends Error {}

/**
 * `pnpm cli memories restore --backup <backup_id>`: puts a deleted memory back from the backup its
 * DELETE kept (same id, content, metadata, timestamps and history), within the 30-day retention,
 * and indexes it in Qdrant with the current model. The backup stays until it expires, so running
 * the command twice restores once. When Qdrant cannot be reached the memory is restored in
 * PostgreSQL as `failed`, and `pnpm cli reindex --user <id>` indexes it later.
 */
export async function restoreMemory(
  env: ModelConfig & {
    DATABASE_URL: string;
    QDRANT_URL: string;
    QDRANT_API_KEY?: string | undefined;
    QDRANT_COLLECTION: string;
  },
  backupId: string,
) {
  const unknown = () =>
    new RestoreRefused(
      `no backup ${backupId}: it never existed or was purged after its ${BACKUP_RETENTION_DAYS}-day retention. The backup id is in the DELETE answer (\`backup_id\`, or \`backup_ids\` of a batch delete).`,
    );
  if (!UUID.test(backupId)) throw unknown();
  const { orm: db, close } = createDb(env.DATABASE_URL, { max: 2 });
  try {
    const outcome = await restoreBackup(db, backupId);
    if (outcome.kind === "unknown") throw unknown();
    if (outcome.kind === "expired")
      throw new RestoreRefused(
        `backup ${backupId} expired at ${outcome.expiredAt.toISOString()} (kept ${BACKUP_RETENTION_DAYS} days): it can no longer be restored.`,
      );
    if (outcome.kind === "exists")
      throw new RestoreRefused(
        `memory ${outcome.memoryId} exists already (restored before?): nothing changed. Delete it first to restore the backup's state.`,
      );
    if (outcome.kind === "duplicate")
      throw new RestoreRefused(
        `the user already has memory ${outcome.existingId} with the same content: nothing restored (memory ${outcome.memoryId} would duplicate it).`,
      );
    const row = outcome.row;
    const models = await createModelProvider(env);
    try {
      const spec = { model: models.embeddingModel, dimension: models.dimension };
      const qdrant = await openCollection(env, spec, (note) => console.error(note));
      const [dense] = await models.embed([embeddingText(row.content, row.searchContext)]);
      await upsertMemoryPoints(qdrant, env.QDRANT_COLLECTION, [
        {
          memory: toIndexedMemory(row),
          vectors: { dense: dense ?? [], sparse: models.sparse(row.content, row.searchContext) },
        },
      ]);
      await markReadyAtVersion(db, [{ id: row.id, version: row.version }]);
    } catch (error) {
      // Restored in PostgreSQL, not searchable yet: `failed` is what `pnpm cli reindex` picks up.
      await setProcessingStatus(db, [row.id], "failed");
      throw new RestoreRefused(
        `memory ${row.id} was restored in PostgreSQL but not indexed: ${explainFailure(error, env)} Then run \`pnpm cli reindex --user ${row.userId}\` to make it searchable.`,
      );
    } finally {
      await models.close();
    }
    return {
      restored: true,
      backup_id: backupId,
      memory_id: row.id,
      user_id: row.userId,
      content: row.content,
      version: row.version,
    };
  } finally {
    await close();
  }
}
