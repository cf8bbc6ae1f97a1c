import { chatStageKey } from "@memory/jobs";
import { waitFor } from "@memory/testing";
import { chatExport } from "@memory/worker/testing/chat-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeBody } from "./route-body.ts";
import { type Json, startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
beforeAll(async () => {
  // Answer at once: these tests follow imports through the status read model.
  api = await startTestApiWithWorkers({ CHAT_IMPORT_WAIT_MS: "0" });
});
afterAll(async () => {
  await api?.close();
});

const call = (key: string, method: string, path: string, body?: unknown) =>
  api.json(method, path, body, { "x-api-key": key });
const status = async (key: string, id: string, query = "") =>
  routeBody(api, "getIntegrationStatus", await call(key, "GET", `/v1/integrations/${id}/status${query}`));
const small = chatExport({ messages: 40 });

describe("integrations read model", () => {
  it("answers processing at once, then completes with monotonic progress; lists newest first", async () => {
    const u = await api.keyedUser();
    const res = await call(u.key, "POST", "/integrations/chat", { platform: "slack", chat_data: small });
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body).toMatchObject({
      status: "processing",
      platform: "slack",
      memories: [],
      processing_stats: { total_messages: 40, date_range: { start: small[0]?.timestamp } },
    });
    let last = -1;
    const done = await waitFor("the import to complete", async () => {
      const s = await status(u.key, body.integration_id);
      expect(s.progress.percentage).toBeGreaterThanOrEqual(last);
      last = s.progress.percentage;
      return s.status === "completed" ? s : undefined;
    });
    expect(done).toMatchObject({ type: "chat", progress: { percentage: 100, current_step: "completed" } });

    const second = await (
      await call(u.key, "POST", "/v1/integrations/chat", { platform: "discord", chat_data: small })
    ).json();
    const list = await routeBody(
      api,
      "listIntegrations",
      await call(u.key, "GET", "/v1/integrations?limit=1"),
    );
    expect(list).toMatchObject({ total: 2, has_more: true });
    expect(list.integrations[0]).toMatchObject({ integration_id: second.integration_id, type: "chat" });
    expect(list.integrations[0].errors).toBeUndefined();
    const page2 = await (await call(u.key, "GET", "/integrations?limit=1&offset=1&type=chat")).json();
    expect(page2.integrations[0].integration_id).toBe(body.integration_id);
    expect((await call(u.key, "GET", "/v1/integrations?limit=0")).status).toBe(400);
    const stores = await (await call(u.key, "GET", "/v1/integrations?type=api")).json();
    expect(stores.total).toBe(0);
  });

  it("cancels a running import at the next boundary: stored memories stay and are counted", async () => {
    const u = await api.keyedUser();
    const big = chatExport({ messages: 30_000, perConversation: 20, factEvery: 2 });
    const { integration_id: id } = await (
      await call(u.key, "POST", "/v1/integrations/chat", { platform: "chatgpt", chat_data: big })
    ).json();
    await waitFor(
      "the import to store memories",
      async () => {
        const s = await status(u.key, id);
        return s.stats.memories_created > 0 && s.status === "processing";
      },
      { timeoutMs: 30_000 },
    );
    const res = await call(u.key, "POST", `/v1/integrations/${id}/cancel`);
    expect(res.status).toBe(200);
    expect(await routeBody(api, "cancelIntegration", res)).toMatchObject({
      integration_id: id,
      status: "cancelled",
      completed_at: expect.any(String),
    });

    // The worker stops at its next boundary and deletes the staged messages.
    await waitFor("the staged messages to be deleted", async () => {
      return (await api.services.redis.exists(chatStageKey(api.stack.queuePrefix, id))) === 0;
    });
    const final = await waitFor("the worker to log its stop", async () => {
      const s = await status(u.key, id, "?include_logs=true");
      return s.logs.some((l: Json) => /stopped after its cancellation/.test(l.message)) ? s : undefined;
    });
    const [counted] = await api.services.db.sql<{ n: number }[]>`
      select count(*)::int as n from memories where user_id = ${u.userId} and metadata->>'integration_id' = ${id}`;
    expect(final.status).toBe("cancelled");
    expect(final.progress.estimated_completion).toBeNull();
    expect(final.stats.memories_created).toBe(counted?.n);
    expect(final.stats.items_processed).toBeLessThan(30_000);

    const again = await call(u.key, "POST", `/v1/integrations/${id}/cancel`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "INTEGRATION_NOT_CANCELLABLE", status: "cancelled" });
  });

  it("reads an asynchronous store through the same model, and refuses to cancel it", async () => {
    const u = await api.keyedUser();
    const res = await call(u.key, "POST", "/v1/memories", {
      messages: [{ role: "user", content: "I am learning to play the banjo." }],
      agent_id: "a",
      thread_id: "t",
      source: "sms",
    });
    // STORE_WAIT_TIMEOUT_MS is 30 s here: the store answers 201; respond-async gives the 202 path.
    expect(res.status).toBe(201);
    const accepted = await (
      await api.json(
        "POST",
        "/v1/memories",
        {
          messages: [{ role: "user", content: "I live in Ghent." }],
          agent_id: "a",
          thread_id: "t",
          source: "sms",
        },
        { "x-api-key": u.key, prefer: "respond-async" },
      )
    ).json();
    await waitFor(
      "the store to complete",
      async () => (await status(u.key, accepted.integration_id)).status === "completed",
    );
    const list = await (await call(u.key, "GET", "/v1/integrations?type=api")).json();
    expect(list.integrations).toEqual([
      expect.objectContaining({ integration_id: accepted.integration_id, platform: "sms" }),
    ]);
    const cancel = await call(u.key, "POST", `/v1/integrations/${accepted.integration_id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(await cancel.json()).toMatchObject({ code: "INTEGRATION_NOT_CANCELLABLE" });
  });

  it("another user's key sees and changes nothing; scopes and the integrations rate limit apply", async () => {
    const owner = await api.keyedUser();
    const other = await api.keyedUser();
    const { integration_id: id } = await (
      await call(owner.key, "POST", "/v1/integrations/chat", { platform: "claude", chat_data: small })
    ).json();
    for (const [method, path] of [
      ["GET", `/v1/integrations/${id}/status`],
      ["POST", `/v1/integrations/${id}/cancel`],
      ["POST", "/v1/integrations/not-a-uuid/cancel"],
    ] as const) {
      const res = await call(other.key, method, path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({
        code: "INTEGRATION_NOT_FOUND",
        integration_id: expect.any(String),
      });
    }
    expect((await (await call(other.key, "GET", "/v1/integrations")).json()).total).toBe(0);
    await waitFor(
      "the owner's import to complete",
      async () => (await status(owner.key, id)).status === "completed",
    );

    const reader = await api.keyedUser(["integrations:read"]);
    const denied = await call(reader.key, "POST", "/v1/integrations/chat", {
      platform: "claude",
      chat_data: small,
    });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ code: "FORBIDDEN", required_scope: "integrations:write" });

    const limited = await api.keyedUser();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(limited.key, "POST", "/v1/integrations/chat", {
        platform: "claude",
        chat_data: [],
      });
      codes.push(res.status);
      if (i === 0) expect(res.headers.get("x-ratelimit-limit")).toBe("10");
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
