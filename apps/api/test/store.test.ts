import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeBody } from "./route-body.ts";
import { startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers();
});
afterAll(async () => {
  await api?.close();
});

const conversation = (content: string, extra: Record<string, unknown> = {}) => ({
  messages: [
    { role: "user", content },
    { role: "assistant", content: "Nice, thanks for telling me." },
  ],
  agent_id: "agent-1",
  thread_id: "thread-1",
  source: "chat",
  ...extra,
});

const store = (key: string, body: unknown, headers: Record<string, string> = {}) =>
  api.json("POST", "/v1/memories", body, { "x-api-key": key, ...headers });

describe("POST /v1/memories", () => {
  it("extracts, classifies and stores facts, and answers the spec's body", async () => {
    const u = await api.keyedUser();
    const res = await store(
      u.key,
      conversation("I work as a nurse at the Charité hospital. I love playing chess on weekends.", {
        metadata: { timestamp: "2026-11-20T10:00:00Z", platform: "web", session_id: "s1", mood: "good" },
      }),
    );
    expect(res.status).toBe(201);
    const body = await routeBody(api, "storeMemories", res);
    expect(body.success).toBe(true);
    expect(body.processing_time).toMatch(/^\d+\.\d+s$/);
    expect(body.memories_created).toBe(body.memories.length);
    expect(body.memories.length).toBeGreaterThanOrEqual(2);
    for (const m of body.memories) {
      expect(m).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        memory: expect.any(String),
        categories: expect.any(Array),
        type: expect.stringMatching(/^(semantic|episodic)$/),
        created_at: expect.any(String),
      });
    }
    expect(body.categories_detected).toEqual(expect.arrayContaining(["career", "interests"]));

    const nurse = body.memories.find((m: { memory: string }) => /nurse/.test(m.memory));
    const stored = await routeBody(
      api,
      "getMemory",
      await api.json("GET", `/v1/memories/${nurse.id}`, undefined, { "x-api-key": u.key }),
    );
    expect(stored).toMatchObject({
      processing_status: "ready",
      category: "career",
      metadata: {
        source: "chat",
        agent_id: "agent-1",
        thread_id: "thread-1",
        message_ids: [0],
        timestamp: "2026-11-20T10:00:00Z",
        platform: "web",
        session_id: "s1",
        mood: "good",
      },
    });
  });

  it("does not store a repeated fact twice, and supersedes an updated one keeping its history", async () => {
    const u = await api.keyedUser();
    const first = await (await store(u.key, conversation("I live in Paris."))).json();
    expect(first.memories_created).toBe(1);
    const again = await (await store(u.key, conversation("I live in Paris."))).json();
    expect(again.memories_created).toBe(0);

    const moved = await (await store(u.key, conversation("I moved to Berlin."))).json();
    expect(moved.memories_created).toBe(1);
    expect(moved.memories[0].id).toBe(first.memories[0].id);

    const list = await (await api.json("GET", "/v1/memories", undefined, { "x-api-key": u.key })).json();
    expect(list.pagination.total_items).toBe(1);
    expect(list.data[0]).toMatchObject({ content: expect.stringMatching(/Berlin/), version: 2 });
    const history = await (
      await api.json("GET", `/v1/memories/${first.memories[0].id}/history`, undefined, { "x-api-key": u.key })
    ).json();
    expect(history.versions).toEqual([
      expect.objectContaining({ version: 1, content: expect.stringMatching(/Paris/), reason: "supersede" }),
    ]);
  });

  it("answers validation errors in the envelope shape and stores nothing", async () => {
    const u = await api.keyedUser();
    for (const [payload, field] of [
      [{ ...conversation("x"), messages: [] }, "messages"],
      [{ ...conversation("x"), messages: [{ role: "robot", content: "hi" }] }, "messages.0.role"],
      [{ ...conversation("x"), agent_id: undefined }, "agent_id"],
      [{ ...conversation("x"), metadata: { timestamp: "yesterday-ish" } }, "metadata.timestamp"],
    ] as const) {
      const res = await store(u.key, payload);
      expect(res.status, field).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({
        error: { code: "VALIDATION_ERROR", message: expect.any(String), details: { field } },
        status: "error",
        timestamp: expect.any(String),
      });
    }
    const list = await (await api.json("GET", "/v1/memories", undefined, { "x-api-key": u.key })).json();
    expect(list.pagination.total_items).toBe(0);
  });

  it("answers 401 as AUTHENTICATION_ERROR in the envelope shape", async () => {
    const res = await store("msk_wrong", conversation("I like tea."));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({
      error: { code: "AUTHENTICATION_ERROR", details: { reason: "invalid_api_key" } },
      status: "error",
    });
  });

  it("stores once under an Idempotency-Key however often the request is retried", async () => {
    const u = await api.keyedUser();
    const body = conversation("My favourite band is Radiohead. I started learning Japanese this year.");
    const headers = { "idempotency-key": "retry-42" };
    const [a, b] = await Promise.all([store(u.key, body, headers), store(u.key, body, headers)]);
    const c = await store(u.key, body, headers);
    const bodies = [await a.json(), await b.json(), await c.json()];
    expect(new Set(bodies.map((x) => JSON.stringify(x.memories.map((m: { id: string }) => m.id)))).size).toBe(
      1,
    );
    expect(c.headers.get("idempotent-replayed")).toBe("true");
    const list = await (await api.json("GET", "/v1/memories", undefined, { "x-api-key": u.key })).json();
    expect(list.pagination.total_items).toBe(bodies[0].memories_created);
  });

  it("answers 202 with an api integration under Prefer: respond-async, and the job still completes", async () => {
    const u = await api.keyedUser();
    const res = await store(u.key, conversation("I am allergic to peanuts."), { prefer: "respond-async" });
    expect(res.status).toBe(202);
    const body = await routeBody(api, "storeMemories", res);
    expect(body).toMatchObject({ success: true, status: "processing", integration_id: expect.any(String) });
    expect(body.status_url).toBe(`/v1/integrations/${body.integration_id}/status`);
    const { waitFor } = await import("@memory/testing");
    const status = await waitFor("the integration to complete", async () => {
      const s = await routeBody(
        api,
        "getIntegrationStatus",
        await api.json("GET", body.status_url, undefined, { "x-api-key": u.key }),
      );
      return s.status === "completed" ? s : undefined;
    });
    expect(status).toMatchObject({
      integration_id: body.integration_id,
      type: "api",
      platform: "chat",
      progress: { percentage: 100, current_step: "completed", estimated_completion: null },
      stats: { memories_created: 1 },
      completed_at: expect.any(String),
    });
  });

  it("publishes a memory.created event for each new memory", async () => {
    const u = await api.keyedUser();
    const body = await (await store(u.key, conversation("I have two cats named Miso and Tofu."))).json();
    const entries = await api.services.redis.xrange(`${api.stack.queuePrefix}:events`, "-", "+");
    const events = entries.map(([, fields]) => JSON.parse(fields[3] ?? "{}"));
    for (const m of body.memories) {
      expect(events).toContainEqual({
        event: "memory.created",
        data: { memory_id: m.id, user_id: u.userId, categories: m.categories },
        timestamp: expect.any(String),
      });
    }
  });
});
