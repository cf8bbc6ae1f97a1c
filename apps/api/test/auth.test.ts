import { hashApiKeySecret } from "@memory/auth";
import { insertApiKey, memories, newId } from "@memory/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function seedMemory(userId: string, content = "Lives in Paris") {
  const id = newId();
  await api.services.db.orm.insert(memories).values({
    id,
    userId,
    content,
    category: "identity",
    memoryType: "semantic",
    importance: 0.7,
    contentHash: content,
    processingStatus: "ready",
  });
  return id;
}

describe("X-API-Key authentication", () => {
  it("answers 401 UNAUTHORIZED for a missing or unknown key", async () => {
    const missing = await api.json("GET", "/v1/memories");
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({
      code: "UNAUTHORIZED",
      details: { reason: "missing_api_key" },
    });
    const unknown = await api.json("GET", "/v1/memories", undefined, { "x-api-key": "msk_nope" });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({
      code: "UNAUTHORIZED",
      details: { reason: "invalid_api_key" },
    });
  });

  it("answers 401 for an expired key", async () => {
    const { userId } = await api.user();
    const secret = "msk_expired-secret-for-test-0000000000000000000";
    await insertApiKey(api.services.db.orm, {
      userId,
      name: "old",
      prefix: secret.slice(0, 12),
      keyHash: hashApiKeySecret(secret),
      scopes: ["memories:read"],
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await api.json("GET", "/v1/memories", undefined, { "x-api-key": secret });
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body).toMatchObject({ code: "UNAUTHORIZED", details: { reason: "expired_api_key" } });
    expect(body.error).toMatch(/expired/);
  });

  it("answers 403 FORBIDDEN with required_scope for a key without the operation's scope", async () => {
    const u = await api.keyedUser(["profile:read"]);
    const res = await api.json("GET", "/v1/memories", undefined, { "x-api-key": u.key });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "FORBIDDEN", required_scope: "memories:read" });
  });

  it("does not accept a bearer token where an API key is required", async () => {
    const { token } = await api.user();
    const res = await api.json("GET", "/v1/memories", undefined, { authorization: `Bearer ${token}` });
    expect(res.status).toBe(401);
  });
});

describe("GET /v1/memories and /v1/memories/{id}", () => {
  it("lists only the caller's memories with the pagination envelope", async () => {
    const a = await api.keyedUser();
    const b = await api.keyedUser();
    const ids = [
      await seedMemory(a.userId, "one"),
      await seedMemory(a.userId, "two"),
      await seedMemory(a.userId, "three"),
    ];
    await seedMemory(b.userId, "not yours");
    const res = await api.json("GET", "/v1/memories?page=1&page_size=2", undefined, { "x-api-key": a.key });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.pagination).toEqual({
      page: 1,
      page_size: 2,
      total_items: 3,
      total_pages: 2,
      has_next: true,
      has_previous: false,
    });
    expect(body.data.map((m: { memory_id: string }) => m.memory_id)).toEqual([ids[2], ids[1]]);
    expect(body.data[0]).not.toHaveProperty("embeddings");
    const page2 = await (
      await api.json("GET", "/memories?page=2&page_size=2", undefined, { "x-api-key": a.key })
    ).json();
    expect(page2.pagination).toMatchObject({ page: 2, has_next: false, has_previous: true });
    expect(page2.data.map((m: { content: string }) => m.content)).toEqual(["one"]);
  });

  it("rejects a page_size outside 1..100", async () => {
    const a = await api.keyedUser();
    for (const q of ["page_size=0", "page_size=101", "page=0", "category=hobbies"]) {
      const res = await api.json("GET", `/v1/memories?${q}`, undefined, { "x-api-key": a.key });
      expect(res.status, q).toBe(400);
      expect((await res.json()).code).toBe("VALIDATION_ERROR");
    }
  });

  it("answers 403 for another user's memory and 404 for an unknown one", async () => {
    const a = await api.keyedUser();
    const b = await api.keyedUser();
    const id = await seedMemory(a.userId);
    const own = await api.json("GET", `/v1/memories/${id}`, undefined, { "x-api-key": a.key });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({
      memory_id: id,
      content: "Lives in Paris",
      category: "identity",
    });
    const foreign = await api.json("GET", `/v1/memories/${id}`, undefined, { "x-api-key": b.key });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: "FORBIDDEN", memory_id: id });
    for (const unknown of [newId(), "nope"]) {
      const res = await api.json("GET", `/v1/memories/${unknown}`, undefined, { "x-api-key": a.key });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "MEMORY_NOT_FOUND", memory_id: unknown });
    }
  });
});

describe("rate limits", () => {
  it("allows 100 standard requests a minute per user, then answers 429 with Retry-After", async () => {
    const a = await api.keyedUser();
    const b = await api.keyedUser();
    let last: Awaited<ReturnType<TestApi["json"]>> | undefined;
    // Creating the key (POST /v1/api-keys) was this user's first standard request of the minute.
    for (let i = 2; i <= 100; i++) {
      last = await api.json("GET", "/v1/memories", undefined, { "x-api-key": a.key });
      expect(last.status).toBe(200);
      expect(last.headers.get("x-ratelimit-remaining")).toBe(String(100 - i));
    }
    expect(Number(last?.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
    const limited = await api.json("GET", "/v1/memories", undefined, { "x-api-key": a.key });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get("x-ratelimit-limit")).toBe("100");
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(await limited.json()).toMatchObject({ code: "RATE_LIMIT_EXCEEDED", retry_after: retryAfter });
    // Another user has a bucket of its own.
    expect((await api.json("GET", "/v1/memories", undefined, { "x-api-key": b.key })).status).toBe(200);
  });
});
