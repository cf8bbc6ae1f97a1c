import { waitFor } from "@memory/testing";
import { createQdrant } from "@memory/vector";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers({ STORE_WAIT_TIMEOUT_MS: "2500" });
});
afterAll(async () => {
  await api?.close();
});

const body = {
  messages: [{ role: "user", content: "I am a vegetarian. I play the cello in an orchestra." }],
  agent_id: "a",
  thread_id: "t",
  source: "chat",
};

describe("a store while Qdrant is down for longer than a few seconds", () => {
  it("answers 202, keeps retrying, reports the retries, and completes once Qdrant is back", async () => {
    const u = await api.keyedUser();
    const working = api.workers.services.qdrant;
    api.workers.services.qdrant = createQdrant({ url: "http://127.0.0.1:9" });
    try {
      const res = await api.json("POST", "/v1/memories", body, {
        "x-api-key": u.key,
        "idempotency-key": "k1",
      });
      expect(res.status).toBe(202);
      const { integration_id: id } = await res.json();
      // Past the old 3 attempts in 3 s: the job is still being retried, not failed.
      const queue = api.services.jobs.queue("memory");
      await waitFor(
        "a fourth attempt",
        async () => (((await queue.getJob(id))?.attemptsMade ?? 0) >= 3 ? true : undefined),
        { timeoutMs: 20_000 },
      );
      const status = await (
        await api.json("GET", `/v1/integrations/${id}/status`, undefined, { "x-api-key": u.key })
      ).json();
      expect(status.status).toBe("processing");
      const logs = await api.services.db.sql<{ message: string }[]>`
        select message from integration_logs where integration_id = ${id}`;
      expect(logs.some((l) => /Attempt \d+ of 10 failed/.test(l.message))).toBe(true);
      // The attempt says what happened in our words; the library's (fetch failed, ECONNREFUSED…) stays in the operator log.
      const attempts = logs.filter((l) => /Attempt \d+ of 10 failed/.test(l.message));
      for (const l of attempts)
        expect(l.message).toMatch(/\(an internal error stopped it \(error id [0-9a-f-]{36}\)/);
      for (const l of attempts) expect(l.message).not.toMatch(/fetch|ECONNREFUSED|127\.0\.0\.1|qdrant/i);

      // The same Idempotency-Key while it still runs: accepted again, never 500.
      const again = await api.json("POST", "/v1/memories", body, {
        "x-api-key": u.key,
        "idempotency-key": "k1",
      });
      expect(again.status).toBe(202);
    } finally {
      api.workers.services.qdrant = working;
    }
    const done = await waitFor(
      "the store to complete after Qdrant is back",
      async () => {
        const r = await api.json("POST", "/v1/memories", body, {
          "x-api-key": u.key,
          "idempotency-key": "k1",
        });
        return r.status === 201 && r.headers.get("idempotent-replayed") === "true" ? r.json() : undefined;
      },
      { timeoutMs: 40_000 },
    );
    expect(done.memories_created).toBe(2);
    const rows = await api.services.db.sql<{ processing_status: string }[]>`
      select processing_status from memories where user_id = ${u.userId}`;
    expect(rows.map((r) => r.processing_status)).toEqual(["ready", "ready"]);
  });

  it("re-indexes a memory whose superseding store failed for good, once Qdrant is back", async () => {
    const u = await api.keyedUser();
    expect(
      (
        await api.json(
          "POST",
          "/v1/memories",
          { ...body, messages: [{ role: "user", content: "I live in Paris." }] },
          { "x-api-key": u.key },
        )
      ).status,
    ).toBe(201);
    const working = api.workers.services.qdrant;
    api.workers.services.qdrant = createQdrant({ url: "http://127.0.0.1:9" });
    const storeId = crypto.randomUUID();
    try {
      await api.services.jobs.enqueue(
        "memory.store",
        {
          storeId,
          userId: u.userId,
          messages: [{ role: "user", content: "I live in Rome." }],
          source: "chat",
          agentId: "a",
          threadId: "t",
          metadata: {},
        },
        { jobId: storeId, attempts: 1, removeOnFail: true },
      );
      await waitFor("the store to fail for good", async () =>
        (
          await api.services.db
            .sql`select 1 from memories where user_id = ${u.userId} and processing_status = 'failed'`
        ).length > 0
          ? true
          : undefined,
      );
    } finally {
      api.workers.services.qdrant = working;
    }
    await waitFor(
      "the superseded memory to be indexed again",
      async () => {
        const rows = await api.services.db.sql<{ processing_status: string }[]>`
          select processing_status from memories where user_id = ${u.userId}`;
        return rows.length === 1 && rows[0]?.processing_status === "ready" ? true : undefined;
      },
      { timeoutMs: 20_000 },
    );
  });
});
