import { abandonFileUpload, listStaleFileUploads } from "@memory/db";
import type { WorkerServices } from "../../services.ts";
import { announceEnd } from "../integration-ended.ts";

/** Abandoned uploads ended per run; the next run takes the rest. */
const SWEEP_BATCH = 100;

/** How often the sweep runs: every half of the staleness threshold, at most every 5 minutes. */
export const sweepEveryMs = (staleAfterMs: number) => Math.min(Math.floor(staleAfterMs / 2), 300_000);

/**
 * Ends the uploads whose staging stopped: the API died or the connection broke mid-upload, so
 * the integration stays `pending` with part of the file staged and no job will ever run it. An
 * upload counts as abandoned when it made no progress for FILE_UPLOAD_STALE_AFTER_MS (the API
 * marks it at least every second while bytes arrive) and the import queue holds no job for it
 * (a queued import waiting for a free worker is not abandoned). Its staged bytes are deleted and
 * it fails with UPLOAD_INTERRUPTED, announced like any failed import. Safe to run on several
 * workers at once: each upload is ended under a row lock, by one of them.
 */
export async function sweepAbandonedUploads(services: WorkerServices): Promise<{ swept: number }> {
  const staleAfterMs = services.env.FILE_UPLOAD_STALE_AFTER_MS;
  const queue = services.jobs.queue("import");
  let swept = 0;
  for (const id of await listStaleFileUploads(services.db.orm, { staleAfterMs, limit: SWEEP_BATCH })) {
    // The API enqueues an upload under its integration id once every byte is staged.
    if (await queue.getJob(id)) continue;
    const row = await abandonFileUpload(services.db.orm, id, staleAfterMs);
    if (!row) continue;
    swept++;
    services.logger.warn(
      { integrationId: id, userId: row.userId, platform: row.platform },
      "abandoned upload swept",
    );
    await announceEnd(services, row);
  }
  return { swept };
}
