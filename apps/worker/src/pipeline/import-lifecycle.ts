import {
  addIntegrationError,
  addIntegrationLog,
  finishIntegration,
  getIntegration,
  startIntegration,
} from "@memory/db";
import { UnrecoverableError } from "@memory/jobs";
import type { WorkerServices } from "../services.ts";
import { announceEnd } from "./integration-ended.ts";
import { abandonFailedStore } from "./store-outcome.ts";

/**
 * The life of an import job (chat, file, memory export), the same for every kind: claim the
 * integration, report while working, stop when it was cancelled, finish (announced on the events
 * stream) or fail (the error in the status view, the stores in flight undone, the end announced).
 * What differs per kind is only its staged data (`discard`) and its words for what was deleted.
 */
export interface ImportJob {
  services: WorkerServices;
  integrationId: string;
  userId: string;
  /** Deletes what the API staged for this import (chat messages in Redis, uploaded bytes). */
  discard: () => Promise<unknown>;
  /** Publishes `integration.completed`/`integration.failed` when it ends (memory-export restores do not). */
  announce: boolean;
}

type FinishFields = Omit<Parameters<typeof finishIntegration>[2], "status">;
type IntegrationRow = NonNullable<Awaited<ReturnType<typeof getIntegration>>>;

/**
 * Thrown by a step that sees its import cancelled; the job ends with `stopCancelled`. `counts` is
 * how far it got (memories created, conversations …), for the job's summary.
 */
export class ImportCancelled extends Error {
  readonly counts: Readonly<Record<string, number>>;
  constructor(counts: Record<string, number> = {}) {
    super("the import was cancelled");
    this.name = "ImportCancelled";
    this.counts = counts;
  }
}

/**
 * Claims the integration for this job (pending → processing). Answers its row, or null when it
 * was cancelled or ended before the job ran: then only the staged data is left to delete.
 */
export async function claimImport(job: ImportJob): Promise<IntegrationRow | null> {
  const { db } = job.services;
  const row = await getIntegration(db.orm, job.integrationId);
  if (!row || row.userId !== job.userId)
    throw new UnrecoverableError(`integration ${job.integrationId} not found`);
  if (await startIntegration(db.orm, job.integrationId)) return row;
  await job.discard();
  return null;
}

/** One line of the import's log in the status view. */
export function logImport(
  job: Pick<ImportJob, "services" | "integrationId">,
  step: string,
  message: string,
  level: "info" | "warning" | "error" = "info",
) {
  return addIntegrationLog(job.services.db.orm, { integrationId: job.integrationId, level, message, step });
}

/**
 * Completes the integration, announces it and deletes the staged data. Answers false when the
 * import was cancelled meanwhile (nothing was changed then): the caller stops it as cancelled.
 */
export async function finishImport(job: ImportJob, fields: FinishFields): Promise<boolean> {
  const ended = await finishIntegration(job.services.db.orm, job.integrationId, {
    status: "completed",
    ...fields,
  });
  if (job.announce) await announceEnd(job.services, ended);
  await job.discard();
  return Boolean(ended);
}

/** Ends a cancelled import: its staged data goes, what it stored stays (`kept` names it). */
export async function stopCancelled(job: ImportJob, kept = "stored memories are kept") {
  await job.discard();
  await logImport(job, "cancelled", `Import stopped after its cancellation; ${kept}.`, "warning");
}

/** Undoes the stores a failing or cancelled import wrote but did not finish. */
export async function undoStores(job: ImportJob, storeIds: Iterable<string>) {
  for (const storeId of storeIds)
    await abandonFailedStore(job.services, job.userId, storeId).catch(() => undefined);
}

/**
 * Ends an import that failed for good: the stores in flight are undone, the staged data deleted,
 * the error (code and a message that says what to do) added to the status view, the end logged
 * and announced. Each cleanup step is best effort: the integration ends failed whatever they do.
 */
export async function failImport(
  job: ImportJob,
  failure: {
    code: string;
    message: string;
    deleted: string;
    inFlight?: Iterable<string>;
    result?: FinishFields["result"];
  },
) {
  const { db } = job.services;
  await undoStores(job, failure.inFlight ?? []);
  await Promise.resolve()
    .then(job.discard)
    .catch(() => undefined);
  await addIntegrationError(db.orm, {
    integrationId: job.integrationId,
    code: failure.code,
    message: failure.message,
  }).catch(() => undefined);
  await logImport(job, "failed", `Import failed; ${failure.deleted} was deleted.`, "error").catch(
    () => undefined,
  );
  const ended = await finishIntegration(db.orm, job.integrationId, {
    status: "failed",
    ...(failure.result ? { result: failure.result } : {}),
  });
  if (job.announce) await announceEnd(job.services, ended);
}
