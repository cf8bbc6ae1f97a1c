import { addIntegrationError, addIntegrationLog, deleteFileUpload, finishIntegration } from "@memory/db";
import { deleteStagedChat } from "@memory/jobs";
import type { WorkerServices } from "../services.ts";
import { announceEnd } from "./integration-ended.ts";
import { STALLED_REASON, userFacingError } from "./user-facing-error.ts";

/** Imports whose integration the job itself ends (social syncs keep their connection's status). */
const IMPORT_JOBS = new Set(["import.chat", "import.file", "import.memories"]);

/**
 * BullMQ's reason for a job that stalled more often than `maxStalledCount` allows: for an import
 * (QUEUES.import) its second stall, i.e. the worker process running it died twice.
 */
const STALLED = STALLED_REASON;

interface FailedJob {
  name: string;
  data: unknown;
  attemptsMade: number;
  opts: { attempts?: number | undefined };
}

/**
 * Ends the integration of an import whose job failed for good without ending it itself: a job that
 * stalled past `maxStalledCount` (its worker killed again and again, or starved of CPU past its
 * lock) is failed by BullMQ without running the import's own error path, and its integration would
 * stay `processing` forever. Called from the workers' `failed` event: for an import that already
 * ended (the usual final failure) it changes nothing, because `finishIntegration` only ends an
 * unfinished integration; then its staged data is deleted, the error says what to do, and the end
 * is announced. Answers whether this call ended it.
 */
export async function endImportOfFailedJob(
  services: WorkerServices,
  job: FailedJob,
  error: Error,
): Promise<boolean> {
  if (!IMPORT_JOBS.has(job.name)) return false;
  const final = STALLED.test(error.message) || job.attemptsMade >= (job.opts.attempts ?? 1);
  const integrationId = (job.data as { integrationId?: unknown } | undefined)?.integrationId;
  if (!final || typeof integrationId !== "string") return false;
  const { db, redis, env } = services;
  const message = STALLED.test(error.message)
    ? poisonMessage(job)
    : `Import failed: ${userFacingError(error, services.logger, { integrationId })}; the staged data was deleted. Memories stored before stay; import again for the rest.`;
  // The status, its error and its log in one transaction: a client polling the status never sees
  // "failed" without the reason (they used to be written one after the other).
  const row = await db.orm.transaction(async (tx) => {
    const ended = await finishIntegration(tx, integrationId, { status: "failed" });
    if (!ended) return undefined;
    await addIntegrationError(tx, {
      integrationId,
      code: "PROCESSING_ERROR",
      message,
    });
    await addIntegrationLog(tx, {
      integrationId,
      level: "error",
      step: "failed",
      message: "The import's job failed for good without finishing; the staged data was deleted.",
    });
    return ended;
  });
  if (!row) return false;
  if (job.name === "import.chat") await deleteStagedChat(redis, env.QUEUE_PREFIX, integrationId);
  else await deleteFileUpload(db.orm, integrationId);
  services.logger.warn({ integrationId, jobName: job.name, err: error }, "import ended after its job failed");
  await announceEnd(services, row);
  return true;
}

/** The reason of a poison job: what stopped, that nothing more was imported, and what to do. */
function poisonMessage(job: FailedJob): string {
  const filename = (job.data as { filename?: unknown } | undefined)?.filename;
  const what = job.name === "import.file" && typeof filename === "string" ? filename : "This import";
  const advice =
    job.name === "import.file"
      ? "split it into smaller files or save it again in a simpler form, then import those"
      : "import it again in smaller parts";
  return `${what} stopped a worker twice (the process died while importing it); it was not imported further and the staged data was deleted. Memories stored before stay; ${advice}.`;
}
