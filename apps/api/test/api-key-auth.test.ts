import { hashApiKeySecret } from "@memory/auth";
import { insertApiKey } from "@memory/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

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
