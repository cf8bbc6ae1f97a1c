import { asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { fileUploadChunks, fileUploads } from "../schema/file-uploads.ts";
import { integrations } from "../schema/integrations.ts";

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

export async function appendFileUploadChunk(db: Executor, integrationId: string, seq: number, data: Buffer) {
  await db.insert(fileUploadChunks).values({ integrationId, seq, data });
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
