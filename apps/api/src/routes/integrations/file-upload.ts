import { pipeline, Readable } from "node:stream";
import {
  appendFileUploadChunk,
  createFileUpload,
  type DbHandle,
  insertIntegration,
  UPLOAD_CHUNK_BYTES,
} from "@memory/db";
import busboy from "busboy";
import { UploadLiveness } from "../../lib/upload-liveness.ts";
import { sniffUpload } from "./file-sniff.ts";

const SNIFF_BYTES = 4100;

export type UploadOutcome =
  | { kind: "staged"; filename: string; size: number; fields: Record<string, string> }
  | { kind: "no-file"; fields: Record<string, string> }
  | { kind: "too-large"; counted: number }
  | { kind: "wrong-type"; detected: string }
  | { kind: "malformed"; reason: string };

/**
 * Streams a multipart upload with busboy: the text fields are collected, the first `file` part is
 * checked by its first bytes and written to PostgreSQL in rows of 1 MiB as it arrives (the API
 * never holds more than one row of it), and the upload stops at `maxBytes`. The integration row
 * (`pending`, step `upload`) and the staged upload are created when the file part starts; on any
 * outcome but `staged` the caller deletes them. If this process dies mid-upload, what it staged is
 * left for the workers' sweep, which fails the integration with UPLOAD_INTERRUPTED.
 */
export async function streamUpload(params: {
  body: ReadableStream<Uint8Array>;
  headers: Record<string, string>;
  db: DbHandle;
  integrationId: string;
  userId: string;
  maxBytes: number;
}): Promise<UploadOutcome> {
  const { db, integrationId } = params;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: params.headers,
      limits: { files: 1, fields: 20, fieldSize: 64 * 1024, fileSize: params.maxBytes, parts: 30 },
      defParamCharset: "utf8",
    });
  } catch {
    return { kind: "malformed", reason: "the content type names no multipart boundary" };
  }
  const fields: Record<string, string> = {};
  let fileTask: Promise<UploadOutcome | null> | null = null;

  const finished = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || fileTask) {
        stream.resume();
        return;
      }
      fileTask = stageFile(stream, info.filename || "upload");
      // Awaited after the parser closes; a failed write is reported then.
      fileTask.catch(() => undefined);
    });
    parser.on("close", () => resolve());
    parser.on("error", (error) => reject(error));
  });

  const stageFile = async (stream: Readable, filename: string): Promise<UploadOutcome | null> => {
    let limited = false;
    stream.on("limit", () => {
      limited = true;
    });
    let size = 0;
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let started = false;
    let refused: UploadOutcome | null = null;
    const liveness = new UploadLiveness(db, integrationId);
    const flush = async () => {
      if (pendingBytes === 0) return;
      const data = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await appendFileUploadChunk(db.orm, integrationId, seq++, data);
    };
    const start = async (head: Buffer) => {
      const sniff = await sniffUpload(head.subarray(0, SNIFF_BYTES));
      if (!sniff.ok) return { kind: "wrong-type", detected: sniff.detected } as const;
      await insertIntegration(db.orm, {
        id: integrationId,
        userId: params.userId,
        type: "file",
        platform: "file",
        status: "pending",
        currentStep: "upload",
      });
      await createFileUpload(db.orm, { integrationId, filename });
      started = true;
      return null;
    };
    let failure: unknown = null;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      // After a refusal or a failed write the rest is read and dropped, so the parser never stalls.
      if (refused || failure) continue;
      try {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (!started && pendingBytes >= SNIFF_BYTES)
          refused = await start(Buffer.concat(pending, pendingBytes));
        if (started && pendingBytes >= UPLOAD_CHUNK_BYTES) {
          // Whole 1 MiB rows; the remainder waits for more bytes.
          const all = Buffer.concat(pending, pendingBytes);
          pending = [all.subarray(UPLOAD_CHUNK_BYTES)];
          pendingBytes = all.length - UPLOAD_CHUNK_BYTES;
          await appendFileUploadChunk(db.orm, integrationId, seq++, all.subarray(0, UPLOAD_CHUNK_BYTES));
        }
        if (started) await liveness.arrived();
      } catch (error) {
        failure = error;
        pending = [];
      }
    }
    if (failure) throw failure;
    if (limited) return { kind: "too-large", counted: size };
    if (refused) return refused;
    if (!started) refused = await start(Buffer.concat(pending, pendingBytes));
    if (refused) return refused;
    await flush();
    return { kind: "staged", filename, size, fields };
  };

  const source = Readable.fromWeb(params.body as import("node:stream/web").ReadableStream<Uint8Array>);
  // A client that goes away mid-body errors the source: pipeline hands that to the parser (which
  // ends the file part with it) instead of leaving an unhandled 'error' that kills the process.
  pipeline(source, parser, () => undefined);
  const task = (): Promise<UploadOutcome | null> | null => fileTask;
  try {
    await finished;
  } catch {
    // Staging stops with the file part; the caller deletes what it wrote only once it has stopped.
    await task()?.catch(() => undefined);
    return {
      kind: "malformed",
      reason: "the form is malformed or ended before it was complete: send the whole file again",
    };
  }
  const outcome = await task();
  if (!outcome) return { kind: "no-file", fields };
  return outcome.kind === "staged" ? { ...outcome, fields } : outcome;
}
