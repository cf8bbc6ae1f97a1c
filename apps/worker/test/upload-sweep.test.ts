import {
  appendFileUploadChunk,
  createFileUpload,
  createUser,
  insertIntegration,
  newId,
  UPLOAD_INTERRUPTED,
} from "@memory/db";
import { createLogger } from "@memory/runtime";
import { createTestStack, type TestStack } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWorkerEnv } from "../src/env.ts";
import { sweepAbandonedUploads } from "../src/pipeline/files/sweep-uploads.ts";
import { buildWorkerServices, type WorkerServices } from "../src/services.ts";
import { workerEnvFor } from "./support.ts";

// No queue worker runs here: the sweep is called directly, several times at once.
let stack: TestStack;
let services: WorkerServices;
beforeAll(async () => {
  stack = await createTestStack();
  const env = loadWorkerEnv(workerEnvFor(stack, { FILE_UPLOAD_STALE_AFTER_MS: "60000" }));
  services = await buildWorkerServices(env, createLogger("worker", env.LOG_LEVEL));
});
afterAll(async () => {
  await services?.jobs.close();
  await services?.models.close();
  await services?.db.close();
  services?.redis.disconnect();
  await stack?.cleanup();
});

/** A pending upload with one staged row whose last progress was `idleMs` ago. */
async function stagedUpload(userId: string, idleMs: number) {
  const id = newId();
  const db = services.db.orm;
  await insertIntegration(db, { id, userId, type: "file", platform: "file", currentStep: "upload" });
  await createFileUpload(db, { integrationId: id, filename: "notes.txt" });
  await appendFileUploadChunk(db, id, 0, Buffer.from("The launch moved to March."));
  await services.db.sql`
    update integrations set last_activity = now() - make_interval(secs => ${idleMs / 1000})
    where id = ${id}`;
  return id;
}
const state = async (id: string) => {
  const [row] = await services.db.sql<{ status: string; errors: number; uploads: number; chunks: number }[]>`
    select i.status, (select count(*)::int from integration_errors where integration_id = i.id) as errors,
           (select count(*)::int from file_uploads where integration_id = i.id) as uploads,
           (select count(*)::int from file_upload_chunks where integration_id = i.id) as chunks
    from integrations i where i.id = ${id}`;
  return row;
};

describe("sweepAbandonedUploads", () => {
  it("ends a stale upload once however many sweeps run at once, and leaves recent and queued uploads alone", async () => {
    const user = await createUser(services.db.orm, { email: `${newId()}@example.com` });
    if (!user) throw new Error("no user");
    const abandoned = await stagedUpload(user.id, 5 * 60_000);
    const recent = await stagedUpload(user.id, 10_000);
    // Fully staged and queued, waiting for a free import worker for longer than the threshold.
    const queued = await stagedUpload(user.id, 5 * 60_000);
    await services.jobs.enqueue(
      "import.file",
      {
        integrationId: queued,
        userId: user.id,
        filename: "notes.txt",
        extractMode: "smart",
        chunkSize: 1000,
        chunkOverlap: 100,
        autoCategorize: false,
      },
      { jobId: queued },
    );

    const runs = await Promise.all([1, 2, 3, 4].map(() => sweepAbandonedUploads(services)));
    expect(runs.reduce((n, r) => n + r.swept, 0)).toBe(1);
    expect(await state(abandoned)).toEqual({ status: "failed", errors: 1, uploads: 0, chunks: 0 });
    const [error] = await services.db.sql<{ code: string; message: string }[]>`
      select code, message from integration_errors where integration_id = ${abandoned}`;
    expect(error).toEqual(UPLOAD_INTERRUPTED);
    expect(await state(recent)).toEqual({ status: "pending", errors: 0, uploads: 1, chunks: 1 });
    expect(await state(queued)).toEqual({ status: "pending", errors: 0, uploads: 1, chunks: 1 });
    expect((await sweepAbandonedUploads(services)).swept).toBe(0);
  });
});
