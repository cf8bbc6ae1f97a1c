import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createDb, type DbHandle, newId } from "@memory/db";
import { freePort } from "@memory/local-stack";
import { createTestStack, type TestStack, waitFor } from "@memory/testing";
import { startTestWorkers } from "@memory/worker/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyedUser, openRequest, startApiProcess } from "./api-process.ts";

/** The sweep's threshold in this test: an upload without staging progress for 5 s is abandoned. */
const STALE_MS = 5_000;

let stack: TestStack;
let db: DbHandle;
let workers: Awaited<ReturnType<typeof startTestWorkers>> | undefined;
const children: ChildProcess[] = [];
beforeAll(async () => {
  stack = await createTestStack();
  db = createDb(stack.databaseUrl);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await workers?.close();
  await db?.close();
  await stack?.cleanup();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Plain English sentences, `bytes` long: a text file the API accepts and the worker imports. */
function text(bytes: number, from = 0): Buffer {
  let out = "";
  for (let i = from; out.length < bytes; i++)
    out += `Note ${i}: the quarterly review moved the launch of the billing service to March. `;
  return Buffer.from(out.slice(0, bytes));
}

/** A multipart upload written by hand over one chunked request, so the test decides when bytes arrive. */
function openUpload(port: number, key: string, filename: string) {
  const boundary = `----memory${newId()}`;
  const req = openRequest(port, "POST", "/v1/integrations/files", {
    "x-api-key": key,
    "content-type": `multipart/form-data; boundary=${boundary}`,
  });
  // A failed write shows in `answer`.
  req
    .write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`,
    )
    .catch(() => undefined);
  return { write: req.write, finish: () => req.end(`\r\n--${boundary}--\r\n`), answer: req.answer };
}

const integrationsOf = async (userId: string) =>
  (
    await db.sql<{ id: string; status: string }[]>`
      select id, status from integrations where user_id = ${userId} order by created_at`
  ).map((r) => r.id);
const stagedRows = async (id: string) =>
  (
    await db.sql<{ uploads: number; chunks: number }[]>`
      select (select count(*)::int from file_uploads where integration_id = ${id}) as uploads,
             (select count(*)::int from file_upload_chunks where integration_id = ${id}) as chunks`
  )[0];

describe("an upload the API died in the middle of", () => {
  it("is swept by the workers (staged rows deleted, failed with a clear error) while an upload still arriving is left alone", async () => {
    const port = await freePort();
    const { userId, key } = await keyedUser(db, "sweep");
    const user = { id: userId };
    const status = async (id: string) =>
      (await (
        await fetch(`http://127.0.0.1:${port}/v1/integrations/${id}/status?include_errors=true`, {
          headers: { "x-api-key": key },
        })
      ).json()) as { status: string; errors?: { code: string; message: string }[] };

    // A: 1.5 MiB arrive (one 1 MiB row is staged), then the API dies.
    let api = await startApiProcess(stack, port, children, { FILE_IMPORT_WAIT_MS: "0" });
    const a = openUpload(port, key, "interrupted.txt");
    await a.write(text(1.5 * 1024 * 1024));
    const aId = await waitFor(
      "A's first staged row",
      async () => {
        const [id] = await integrationsOf(user.id);
        return id && (await stagedRows(id))?.chunks === 1 ? id : undefined;
      },
      { timeoutMs: 30_000 },
    );
    api.kill("SIGKILL");
    await once(api, "exit");
    await expect(a.answer).rejects.toThrow();
    expect(await stagedRows(aId)).toEqual({ uploads: 1, chunks: 1 });

    // B: a slow upload, 2 KiB every 250 ms, through a new API process; it outlives the threshold.
    api = await startApiProcess(stack, port, children, { FILE_IMPORT_WAIT_MS: "0" });
    const b = openUpload(port, key, "slow.txt");
    let sent = 0;
    let writing = true;
    const feeder = (async () => {
      while (writing) {
        await b.write(text(2048, sent));
        sent++;
        await sleep(250);
      }
    })();
    // Awaited below; a failure before then must not surface as an unhandled rejection.
    feeder.catch(() => undefined);
    const bId = await waitFor("B's integration", async () =>
      (await integrationsOf(user.id)).find((id) => id !== aId),
    );

    workers = await startTestWorkers(stack, {
      FILE_UPLOAD_STALE_AFTER_MS: String(STALE_MS),
      FILE_IMPORT_OCR: "false",
    });
    const sweptAt = Date.now();
    const swept = await waitFor(
      "the sweep to fail A",
      async () => {
        const s = await status(aId);
        return s.status === "failed" ? s : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 200 },
    );
    expect(swept.errors).toEqual([
      {
        code: "UPLOAD_INTERRUPTED",
        message:
          "upload interrupted: the connection or the API stopped before the file was complete; upload it again",
        error_id: expect.any(String),
        timestamp: expect.any(String),
      },
    ]);
    expect(await stagedRows(aId)).toEqual({ uploads: 0, chunks: 0 });

    // B keeps arriving for twice the threshold after the sweep began: untouched, then imported.
    await sleep(Math.max(0, sweptAt + 2 * STALE_MS - Date.now()));
    expect((await status(bId)).status).toBe("pending");
    expect((await stagedRows(bId))?.uploads).toBe(1);
    writing = false;
    await feeder;
    const answer = await b.finish();
    expect(answer.status).toBe(202);
    expect(JSON.parse(answer.body)).toMatchObject({ integration_id: bId, file_size: sent * 2048 });
    await waitFor(
      "B to be imported",
      async () => {
        const s = await status(bId);
        if (s.status === "failed") throw new Error(JSON.stringify(s));
        return s.status === "completed" ? s : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 200 },
    );
    expect(await stagedRows(bId)).toEqual({ uploads: 0, chunks: 0 });
    api.kill("SIGTERM");
  }, 180_000);
});
