import type { ChildProcess } from "node:child_process";
import { mintUserToken } from "@memory/auth";
import { contentHash, createDb, type DbHandle, insertMemories, newId } from "@memory/db";
import { EXPORT_FORMAT, EXPORT_VERSION } from "@memory/jobs";
import { freePort } from "@memory/local-stack";
import { createTestStack, type TestStack, waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_JWT_SECRET } from "../support.ts";
import { keyedUser, openRequest, startApiProcess } from "./api-process.ts";

/**
 * Every route that takes a body, against one real API process: the client declares a large body,
 * sends part of it and resets the connection (a cancelled upload, a killed client). The process
 * must live through each, and an upload that was being staged must leave nothing behind.
 */

const KiB = 1024;
const MiB = 1024 * KiB;
const BOUNDARY = "----memory-aborted-body";

interface AbortCase {
  method: string;
  path: string;
  contentType: string;
  /** The Content-Length the client declares: within the route's limit, so the body is read. */
  declared: number;
  /** What arrives before the connection is reset. */
  sent: () => Buffer;
  /** API keys are managed with a bearer token; everything else takes the API key. */
  bearer?: boolean;
  /** The route stages what arrives in PostgreSQL: the test waits until it did before the reset. */
  stages?: boolean;
}

const json = (bytes: number) => Buffer.from(`{"content":"${"x".repeat(bytes)}`);

const exportLines = (bytes: number) => {
  const header = JSON.stringify({
    type: "header",
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported_at: new Date().toISOString(),
  });
  let body = `${header}\n`;
  for (let i = 0; body.length < bytes; i++)
    body += `${JSON.stringify({ type: "memory", id: `m${i}`, content: `I planted ${i} tulips in the garden.` })}\n`;
  return Buffer.from(body);
};

const multipartFile = (bytes: number) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    Buffer.from("The quarterly review moved the billing launch to March. ".repeat(bytes / 56)),
  ]);

const JSON_TYPE = "application/json";
/** A JSON route (1 MiB limit): 900 KiB declared, 64 KiB sent. */
const jsonCase = (method: string, path: string, extra: Partial<AbortCase> = {}): AbortCase => ({
  method,
  path,
  contentType: JSON_TYPE,
  declared: 900 * KiB,
  sent: () => json(64 * KiB),
  ...extra,
});

const CASES: AbortCase[] = [
  jsonCase("POST", "/v1/memories"),
  jsonCase("POST", "/v1/memories/search"),
  jsonCase("POST", "/v1/memories/batch-delete"),
  jsonCase("PATCH", `/v1/memories/${newId()}`),
  jsonCase("POST", "/v1/integrations/chat", { declared: 20 * MiB, sent: () => json(MiB) }),
  {
    method: "POST",
    path: "/v1/integrations/files",
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    declared: 20 * MiB,
    sent: () => multipartFile(1.5 * MiB),
    stages: true,
  },
  {
    method: "POST",
    path: "/v1/import",
    contentType: "application/x-ndjson",
    declared: 50 * MiB,
    sent: () => exportLines(1.5 * MiB),
    stages: true,
  },
  jsonCase("POST", "/v1/integrations/social"),
  jsonCase("POST", `/v1/integrations/social/${newId()}/sync`),
  jsonCase("POST", `/v1/integrations/${newId()}/cancel`),
  jsonCase("POST", "/v1/webhooks"),
  jsonCase("PATCH", `/v1/webhooks/${newId()}`),
  jsonCase("POST", `/v1/webhooks/${newId()}/deliveries/${newId()}/replay`),
  jsonCase("POST", "/v1/api-keys", { bearer: true }),
  jsonCase("PATCH", "/v1/profile/bio"),
  jsonCase("PATCH", "/v1/profile/privacy"),
];

let stack: TestStack;
let db: DbHandle;
let api: ChildProcess;
let port: number;
let caller: { userId: string; key: string };
let token: string;
const children: ChildProcess[] = [];
beforeAll(async () => {
  stack = await createTestStack();
  db = createDb(stack.databaseUrl);
  port = await freePort();
  // Fewer in-flight slots than aborted requests: one an aborted request kept would show as 503 at the end.
  api = await startApiProcess(stack, port, children, { FILE_IMPORT_WAIT_MS: "0", API_MAX_IN_FLIGHT: "4" });
  caller = await keyedUser(db, "aborts");
  token = await mintUserToken(TEST_JWT_SECRET, caller.userId);
}, 60_000);
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await db?.close();
  await stack?.cleanup();
});

const staged = async () =>
  (
    await db.sql<{ integrations: number; uploads: number; chunks: number }[]>`
      select (select count(*)::int from integrations where user_id = ${caller.userId}) as integrations,
             (select count(*)::int from file_uploads u join integrations i on i.id = u.integration_id
               where i.user_id = ${caller.userId}) as uploads,
             (select count(*)::int from file_upload_chunks c join integrations i on i.id = c.integration_id
               where i.user_id = ${caller.userId}) as chunks`
  )[0];

const health = async () => (await fetch(`http://127.0.0.1:${port}/health`)).status;

describe("a request whose client goes away mid-body", () => {
  it.each(CASES)(
    "$method $path: the API lives and keeps nothing of it",
    async (c) => {
      const req = openRequest(port, c.method, c.path, {
        ...(c.bearer ? { authorization: `Bearer ${token}` } : { "x-api-key": caller.key }),
        "content-type": c.contentType,
        "content-length": c.declared,
      });
      await req.write(c.sent());
      if (c.stages) {
        await waitFor(
          "the upload's first staged row",
          async () => ((await staged())?.chunks ?? 0) > 0 || undefined,
          { timeoutMs: 20_000 },
        );
      } else {
        // No event tells when the server has read the bytes: give it a moment to be mid-read.
        await new Promise((r) => setTimeout(r, 200));
      }
      req.abort();
      await expect(req.answer).rejects.toThrow();
      await waitFor(
        "the aborted upload to be removed",
        async () => ((await staged())?.integrations === 0 ? true : undefined),
        {
          timeoutMs: 20_000,
        },
      );
      expect(await staged()).toEqual({ integrations: 0, uploads: 0, chunks: 0 });
      expect(await health()).toBe(200);
      expect(api.exitCode).toBeNull();
    },
    60_000,
  );

  it("leaves the API answering requests with bodies", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/v1/api-keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": JSON_TYPE },
      body: JSON.stringify({ name: "after the aborts", scopes: ["memories:read"] }),
    });
    expect(res.status).toBe(201);
    expect(api.exitCode).toBeNull();
    expect(api.signalCode).toBeNull();
  });

  it("GET /v1/export cut off after its first bytes: the API lives and answers the next export whole", async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => {
      const content = `Fact ${i}: ${"my stamp collection grows by one rare stamp every month. ".repeat(8)}`;
      return {
        id: newId(),
        userId: caller.userId,
        content,
        category: "interests" as const,
        memoryType: "semantic" as const,
        importance: 0.5,
        contentHash: contentHash(content),
        processingStatus: "ready" as const,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await insertMemories(db.orm, rows.slice(i, i + 500));
    const url = `http://127.0.0.1:${port}/v1/export`;
    const headers = { "x-api-key": caller.key };
    const controller = new AbortController();
    const cut = await fetch(url, { headers, signal: controller.signal });
    expect(cut.status).toBe(200);
    const reader = cut.body?.getReader();
    expect((await reader?.read())?.done).toBe(false);
    controller.abort();
    expect(await health()).toBe(200);
    const whole = (await (await fetch(url, { headers })).text()).trimEnd().split("\n");
    expect(JSON.parse(whole.at(-1) ?? "{}")).toEqual({ type: "footer", counts: { memories: 3000 } });
    expect(api.exitCode).toBeNull();
  }, 60_000);
});
