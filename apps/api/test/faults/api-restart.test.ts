import type { ChildProcess } from "node:child_process";
import { mintUserToken } from "@memory/auth";
import { createDb, createUser, type DbHandle, newId } from "@memory/db";
import { freePort } from "@memory/local-stack";
import { createTestStack, type TestStack, waitFor } from "@memory/testing";
import { startTestWorkers } from "@memory/worker/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_JWT_SECRET } from "../support.ts";
import { startApiProcess } from "./api-process.ts";
import { expectConsistent } from "./consistency.ts";

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

describe("the API killed mid-request", () => {
  it("a retry with the same Idempotency-Key after the restart gets the one stored result", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const user = await createUser(db.orm, { email: `restart-${newId()}@example.com` });
    if (!user) throw new Error("no user");
    let api = await startApiProcess(stack, port, children);
    const token = await mintUserToken(TEST_JWT_SECRET, user.id);
    const keyRes = await fetch(`${base}/v1/api-keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "k" }),
    });
    const { key } = (await keyRes.json()) as { key: string };
    const store = () =>
      fetch(`${base}/v1/memories`, {
        method: "POST",
        headers: { "x-api-key": key, "content-type": "application/json", "idempotency-key": "restart-1" },
        body: JSON.stringify({
          messages: [{ role: "user", content: "I am allergic to peanuts. I play the oboe." }],
          agent_id: "a",
          thread_id: "t",
          source: "chat",
        }),
      });

    // No worker yet: the request waits for its job when the API dies.
    const inFlight = store().catch((error: Error) => error);
    await waitFor(
      "the job to be queued",
      async () =>
        (await db.sql`select 1 from users where id = ${user.id}`).length > 0 &&
        ((
          await import("ioredis").then(({ Redis }) => {
            const r = new Redis(stack.redisUrl);
            return r.keys(`${stack.queuePrefix}:memory:*`).finally(() => r.disconnect());
          })
        ).some((k) => /:memory:[0-9a-f-]{36}$/.test(k))
          ? true
          : undefined),
    );
    api.kill("SIGKILL");
    expect(await inFlight).toBeInstanceOf(Error);

    workers = await startTestWorkers(stack);
    api = await startApiProcess(stack, port, children);
    const answers = await Promise.all([store(), store()]);
    const bodies = await Promise.all(answers.map((a) => a.json() as Promise<{ memories: { id: string }[] }>));
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(bodies[0]?.memories.map((m) => m.id).sort()).toEqual(bodies[1]?.memories.map((m) => m.id).sort());
    const rows = await expectConsistent(db.sql, { url: stack.qdrantUrl, collection: stack.collection }, [
      user.id,
    ]);
    expect(rows).toHaveLength(2);
    api.kill("SIGTERM");
  }, 120_000);
});
