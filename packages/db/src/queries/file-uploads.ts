import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database, Executor } from "../client.ts";
import { fileUploadChunks, fileUploads } from "../schema/file-uploads.ts";
import { integrationErrors, integrationLogs, integrations } from "../schema/integrations.ts";

/** Size of one staged row: the API writes the upload in rows of this size while it streams. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

export async function createFileUpload(
  db: Executor,
  params: { integrationId: string; filename: string; password?: string | undefined },
) {
  await db.insert(fileUploads).values({
    integrationId: params.integrationId,
    filename: params.filename,
    password: params.password ?? null,
  });
}

/** Stages one row of an upload and marks the upload as progressing (see touchFileUpload). */
export async function appendFileUploadChunk(db: Executor, integrationId: string, seq: number, data: Buffer) {
  await db.insert(fileUploadChunks).values({ integrationId, seq, data });
  await touchFileUpload(db, integrationId);
}

/**
 * Marks a staging upload as progressing: its integration's `last_activity` (database clock) is
 * what the sweep of abandoned uploads compares with FILE_UPLOAD_STALE_AFTER_MS.
 */
export async function touchFileUpload(db: Executor, integrationId: string) {
  await db.update(integrations).set({ lastActivity: sql`now()` }).where(eq(integrations.id, integrationId));
}

export async function setFileUploadSize(db: Executor, integrationId: string, sizeBytes: number) {
  await db.update(fileUploads).set({ sizeBytes }).where(eq(fileUploads.integrationId, integrationId));
}

/** The PDF password of a staged upload (form fields arrive after the file); deleted with the upload. */
export async function setFileUploadPassword(db: Executor, integrationId: string, password: string) {
  await db.update(fileUploads).set({ password }).where(eq(fileUploads.integrationId, integrationId));
}

export async function getFileUpload(db: Executor, integrationId: string) {
  const [row] = await db.select().from(fileUploads).where(eq(fileUploads.integrationId, integrationId));
  return row ?? null;
}

/** The staged bytes in order, one row at a time (a worker never holds more than the file itself). */
export async function readFileUpload(db: Executor, integrationId: string): Promise<Buffer> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fileUploadChunks)
    .where(eq(fileUploadChunks.integrationId, integrationId));
  const parts: Buffer[] = [];
  for (let seq = 0; seq < (count?.n ?? 0); seq++) {
    const [row] = await db
      .select({ data: fileUploadChunks.data })
      .from(fileUploadChunks)
      .where(sql`${fileUploadChunks.integrationId} = ${integrationId} and ${fileUploadChunks.seq} = ${seq}`)
      .orderBy(asc(fileUploadChunks.seq));
    if (!row) throw new Error(`staged upload ${integrationId} is missing part ${seq}`);
    parts.push(row.data);
  }
  return Buffer.concat(parts);
}

/** Deletes the staged bytes (and the password) of an upload; the integration stays. */
export async function deleteFileUpload(db: Executor, integrationId: string) {
  await db.delete(fileUploads).where(eq(fileUploads.integrationId, integrationId));
}

/** Names a file import's integration after the kind its bytes turned out to be (`pdf`, `docx`, …). */
export async function setFileImportKind(db: Executor, integrationId: string, kind: string) {
  await db.update(integrations).set({ platform: kind }).where(eq(integrations.id, integrationId));
}

/** What the sweep records on an upload whose bytes stopped arriving. */
export const UPLOAD_INTERRUPTED = {
  code: "UPLOAD_INTERRUPTED",
  message:
    "upload interrupted: the connection or the API stopped before the file was complete; upload it again",
} as const;

const staleBefore = (staleAfterMs: number) => sql`now() - make_interval(secs => ${staleAfterMs / 1000})`;

/**
 * Unfinished integrations that still hold a staged upload and made no progress for `staleAfterMs`
 * (database clock), oldest first: candidates for the sweep, which checks their job before acting.
 */
export async function listStaleFileUploads(
  db: Executor,
  params: { staleAfterMs: number; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: integrations.id })
    .from(fileUploads)
    .innerJoin(integrations, eq(integrations.id, fileUploads.integrationId))
    .where(
      and(
        inArray(integrations.status, ["pending", "processing"]),
        lt(integrations.lastActivity, staleBefore(params.staleAfterMs)),
      ),
    )
    .orderBy(asc(integrations.lastActivity))
    .limit(params.limit);
  return rows.map((r) => r.id);
}

/**
 * Ends an abandoned upload in one transaction: its staged bytes are deleted and its integration
 * fails with UPLOAD_INTERRUPTED (error and log). The integration row is locked and the conditions
 * checked again under the lock (unfinished, still staged, still stale), so of several workers
 * sweeping at once one acts and the others skip it, and an upload that moved meanwhile is left
 * alone. Answers the failed row, or null when it was not this call's to end.
 */
export async function abandonFileUpload(db: Database, integrationId: string, staleAfterMs: number) {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: integrations.id })
      .from(integrations)
      .innerJoin(fileUploads, eq(fileUploads.integrationId, integrations.id))
      .where(
        and(
          eq(integrations.id, integrationId),
          inArray(integrations.status, ["pending", "processing"]),
          lt(integrations.lastActivity, staleBefore(staleAfterMs)),
        ),
      )
      .for("update", { of: integrations, skipLocked: true });
    if (!locked) return null;
    await tx.delete(fileUploads).where(eq(fileUploads.integrationId, integrationId));
    await tx.insert(integrationErrors).values({ integrationId, ...UPLOAD_INTERRUPTED });
    await tx.insert(integrationLogs).values({
      integrationId,
      level: "error",
      step: "upload",
      message: "The upload stopped before the file was complete; its staged bytes were deleted.",
    });
    const [row] = await tx
      .update(integrations)
      .set({
        status: "failed",
        currentStep: "failed",
        estimatedCompletion: null,
        errorsCount: sql`${integrations.errorsCount} + 1`,
        lastActivity: sql`now()`,
        completedAt: sql`now()`,
      })
      .where(eq(integrations.id, integrationId))
      .returning();
    return row ?? null;
  });
}
