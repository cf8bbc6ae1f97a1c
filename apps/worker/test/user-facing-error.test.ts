import { contentHash, createUser, insertMemories, listIntegrationErrors, newId } from "@memory/db";
import { UnrecoverableError } from "@memory/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importFile } from "../src/pipeline/files/import-file.ts";
import { FileRejected } from "../src/pipeline/files/types.ts";
import { userFacingError } from "../src/pipeline/user-facing-error.ts";
import type { WorkerServices } from "../src/services.ts";
import { openTestServices, stageTestUpload } from "./support.ts";

let opened: Awaited<ReturnType<typeof openTestServices>>;
let services: WorkerServices;
beforeAll(async () => {
  opened = await openTestServices();
  services = opened.services;
});
afterAll(async () => {
  await opened?.close();
});

async function newUser() {
  const row = await createUser(services.db.orm, { email: `${newId()}@example.com` });
  if (!row) throw new Error("user exists");
  return row.id;
}

/** Logger that keeps what the operator log would get. */
function operatorLog() {
  const entries: { fields: Record<string, unknown>; msg: string }[] = [];
  const error = (fields: Record<string, unknown>, msg: string) => {
    entries.push({ fields, msg });
  };
  return { entries, error };
}

const LEAKS = /failed query|insert into|params|memories|jsonb|drizzle|postgres|\\u0000|syntax/i;

describe("userFacingError", () => {
  it("turns a real PostgreSQL query error into an error id, the detail only in the operator log", async () => {
    const userId = await newUser();
    const content = "My secret project codename is Bluebird.";
    const failure = await insertMemories(services.db.orm, [
      {
        userId,
        content,
        category: "career",
        memoryType: "semantic",
        contentHash: contentHash(content),
        metadata: { note: "a\u0000b" },
      },
    ]).then(
      () => null,
      (error: unknown) => error,
    );
    expect(String((failure as Error).message)).toMatch(/Failed query: insert into "memories"/);

    const log = operatorLog();
    const text = userFacingError(failure, log, { integrationId: "i-1" });
    expect(text).not.toMatch(LEAKS);
    expect(text).not.toContain(userId);
    expect(text).not.toContain("Bluebird");
    const id = /error id ([0-9a-f-]{36})/.exec(text)?.[1];
    expect(id).toBeDefined();
    expect(text).toMatch(/try again, or report the error id/);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]?.fields).toMatchObject({ errorId: id, integrationId: "i-1", err: failure });
    // Two failures, two ids: a report names one of them.
    expect(userFacingError(failure, log)).not.toContain(id);
  });

  it("keeps the messages of our own errors, and hides a library's", () => {
    const log = operatorLog();
    const ours = "the uploaded file is gone (already processed or deleted): upload it again";
    expect(userFacingError(new UnrecoverableError(ours), log)).toBe(ours);
    expect(userFacingError(new FileRejected("FILE_CORRUPT", "The DOCX file is damaged."), log)).toBe(
      "The DOCX file is damaged.",
    );
    expect(log.entries).toHaveLength(0);
    expect(userFacingError(new RangeError("Maximum call stack size exceeded"), log)).not.toMatch(/stack/);
    expect(userFacingError("a thrown string", log)).not.toMatch(/thrown/);
    expect(userFacingError(new Error("job stalled more than allowable limit"), log)).toMatch(
      /worker running it stopped .*\(job stalled\)/,
    );
    expect(log.entries).toHaveLength(2);
  });

  it("shows a failed file import without SQL: a job whose metadata PostgreSQL cannot store", async () => {
    // A job queued by an API that did not yet refuse such metadata on upload.
    const userId = await newUser();
    const integrationId = await stageTestUpload(
      services,
      userId,
      "notes.txt",
      "I keep bees on the roof of our building. Our hives gave 12 kg of honey this summer.\n",
    );
    const run = importFile(
      services,
      {
        integrationId,
        userId,
        filename: "notes.txt",
        extractMode: "comprehensive",
        chunkSize: 1000,
        chunkOverlap: 200,
        autoCategorize: false,
        metadata: { note: "a\u0000b" },
      },
      { finalAttempt: true },
    );
    await expect(run).rejects.toThrow();
    const errors = await listIntegrationErrors(services.db.orm, integrationId);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.code).toBe("PROCESSING_ERROR");
    expect(errors[0]?.message).toMatch(
      /^Import failed: an internal error stopped it \(error id [0-9a-f-]{36}\)/,
    );
    expect(errors[0]?.message).not.toMatch(LEAKS);
    expect(errors[0]?.message).not.toContain("bees");
  });
});
