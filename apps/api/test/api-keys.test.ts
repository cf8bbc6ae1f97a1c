import { insertApiKey } from "@memory/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeBody } from "./route-body.ts";
import { startTestApi, type TestApi } from "./support.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function listKeys(token: string, query = "") {
  const res = await api.json("GET", `/v1/api-keys${query}`, undefined, bearer(token));
  expect(res.status).toBe(200);
  return (await routeBody(api, "listApiKeys", res)) as {
    api_keys: { api_key_id: string; status: string; name: string; last_used: string | null; key?: string }[];
    total: number;
    has_more: boolean;
  };
}

describe("POST /v1/api-keys", () => {
  it("creates a key with every scope and a one-year expiry by default, and shows the secret once", async () => {
    const { token } = await api.user();
    const before = Date.now();
    const res = await api.json("POST", "/v1/api-keys", { name: "backend" }, bearer(token));
    expect(res.status).toBe(201);
    const body = await routeBody(api, "createApiKey", res);
    expect(body).toMatchObject({ name: "backend", api_key_id: expect.any(String) });
    expect(body.key).toMatch(/^msk_[A-Za-z0-9_-]{43}$/);
    expect(body.scopes).toEqual([
      "memories:read",
      "memories:write",
      "profile:read",
      "profile:write",
      "integrations:read",
      "integrations:write",
      "webhooks:read",
      "webhooks:write",
    ]);
    const lifetime = Date.parse(body.expires_at) - before;
    expect(lifetime).toBeGreaterThan(31_536_000_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(31_536_000_000 + 1000);
    expect(res.headers.get("x-ratelimit-limit")).toBe("100");
    const listed = await listKeys(token);
    expect(listed.api_keys[0]).not.toHaveProperty("key");
    expect(JSON.stringify(listed)).not.toContain(body.key);
  });

  it("grants the scopes and lifetime asked for", async () => {
    const { token } = await api.user();
    const res = await api.json(
      "POST",
      "/v1/api-keys",
      { name: "reader", scopes: ["memories:read"], expires_in: 3600 },
      bearer(token),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.scopes).toEqual(["memories:read"]);
    expect(Date.parse(body.expires_at) - Date.parse(body.created_at)).toBe(3_600_000);
  });

  it.each([
    [{}, "name"],
    [{ name: "" }, "name"],
    [{ name: "x", expires_in: 31_536_001 }, "expires_in"],
    [{ name: "x", expires_in: -5 }, "expires_in"],
    [{ name: "x", scopes: ["memories:admin"] }, "scopes.0"],
    [{ name: 42 }, "name"],
  ])("rejects %j with VALIDATION_ERROR on %s and stores nothing", async (payload, field) => {
    const { token } = await api.user();
    const res = await api.json("POST", "/v1/api-keys", payload, bearer(token));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ code: "VALIDATION_ERROR", details: { field } });
    expect(typeof body.error).toBe("string");
    expect((await listKeys(token)).total).toBe(0);
  });

  it("answers malformed JSON, a wrong content type and an oversized body clearly", async () => {
    const { token } = await api.user();
    const malformed = await api.request("/v1/api-keys", {
      method: "POST",
      headers: { ...bearer(token), "content-type": "application/json" },
      body: '{"name": ',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: "VALIDATION_ERROR" });

    const wrongType = await api.request("/v1/api-keys", {
      method: "POST",
      headers: { ...bearer(token), "content-type": "text/plain" },
      body: "name=x",
    });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { field: "content-type" },
    });

    const huge = await api.json("POST", "/v1/api-keys", { name: "x".repeat(2 * 1024 * 1024) }, bearer(token));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", max_size_bytes: 1024 * 1024 });
    expect((await listKeys(token)).total).toBe(0);
  });

  it("requires a valid bearer token", async () => {
    const none = await api.json("POST", "/v1/api-keys", { name: "x" });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: "UNAUTHORIZED" });

    const { token } = await api.user();
    const tampered = `${token.slice(0, -3)}abc`;
    const bad = await api.json("POST", "/v1/api-keys", { name: "x" }, bearer(tampered));
    expect(bad.status).toBe(401);

    // An API key is not a bearer token.
    const { key } = await api.keyedUser();
    const wrongKind = await api.json("POST", "/v1/api-keys", { name: "x" }, { "x-api-key": key });
    expect(wrongKind.status).toBe(401);
  });
});

describe("GET /v1/api-keys", () => {
  it("pages with limit/offset, filters by status and reports expired and revoked keys", async () => {
    const { token, userId } = await api.user();
    const ids: string[] = [];
    for (const name of ["a", "b", "c"]) {
      const res = await api.json("POST", "/v1/api-keys", { name }, bearer(token));
      ids.push((await res.json()).api_key_id);
    }
    await insertApiKey(api.services.db.orm, {
      userId,
      name: "old",
      prefix: "msk_old",
      keyHash: "0".repeat(64),
      scopes: ["memories:read"],
      expiresAt: new Date(Date.now() - 1000),
    });
    const del = await api.json("DELETE", `/v1/api-keys/${ids[0]}`, undefined, bearer(token));
    expect(del.status).toBe(200);

    const all = await listKeys(token);
    expect(all.total).toBe(4);
    expect(all.api_keys.map((k) => k.name)).toEqual(["old", "c", "b", "a"]);
    expect(Object.fromEntries(all.api_keys.map((k) => [k.name, k.status]))).toEqual({
      old: "expired",
      c: "active",
      b: "active",
      a: "revoked",
    });

    const page = await listKeys(token, "?limit=2&offset=1");
    expect(page.api_keys.map((k) => k.name)).toEqual(["c", "b"]);
    expect(page).toMatchObject({ total: 4, has_more: true });
    const last = await listKeys(token, "?limit=2&offset=2");
    expect(last.has_more).toBe(false);

    expect((await listKeys(token, "?status=active")).api_keys.map((k) => k.name)).toEqual(["c", "b"]);
    expect((await listKeys(token, "?status=expired")).api_keys.map((k) => k.name)).toEqual(["old"]);
    expect((await listKeys(token, "?status=revoked")).api_keys.map((k) => k.name)).toEqual(["a"]);
  });

  it("rejects a bad status, limit or offset", async () => {
    const { token } = await api.user();
    for (const query of ["?status=deleted", "?limit=0", "?limit=101", "?offset=-1", "?limit=abc"]) {
      const res = await api.json("GET", `/v1/api-keys${query}`, undefined, bearer(token));
      expect(res.status, query).toBe(400);
      expect((await res.json()).code).toBe("VALIDATION_ERROR");
    }
  });

  it("never shows another user's keys", async () => {
    const mine = await api.keyedUser();
    const other = await api.user();
    expect((await listKeys(other.token)).total).toBe(0);
    expect((await listKeys(mine.token)).total).toBe(1);
  });
});

describe("DELETE /v1/api-keys/{id}", () => {
  it("revokes the key at once and keeps it listed as revoked", async () => {
    const u = await api.keyedUser();
    expect((await api.json("GET", "/v1/memories", undefined, { "x-api-key": u.key })).status).toBe(200);
    const res = await api.json("DELETE", `/v1/api-keys/${u.keyId}`, undefined, bearer(u.token));
    expect(res.status).toBe(200);
    const body = await routeBody(api, "deleteApiKey", res);
    expect(body).toMatchObject({ success: true, api_key_id: u.keyId });
    expect(Date.parse(body.deleted_at)).not.toBeNaN();

    const after = await api.json("GET", "/v1/memories", undefined, { "x-api-key": u.key });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: "UNAUTHORIZED" });

    const again = await api.json("DELETE", `/v1/api-keys/${u.keyId}`, undefined, bearer(u.token));
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ code: "API_KEY_NOT_FOUND", api_key_id: u.keyId });
  });

  it("answers API_KEY_NOT_FOUND for unknown ids and for another user's key, which keeps working", async () => {
    const owner = await api.keyedUser();
    const intruder = await api.user();
    for (const id of [owner.keyId, "00000000-0000-7000-8000-000000000000", "not-a-uuid"]) {
      const res = await api.json("DELETE", `/v1/api-keys/${id}`, undefined, bearer(intruder.token));
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe("API_KEY_NOT_FOUND");
    }
    expect((await api.json("GET", "/v1/memories", undefined, { "x-api-key": owner.key })).status).toBe(200);
  });

  it("refuses to delete the key presented in X-API-Key", async () => {
    const u = await api.keyedUser();
    const res = await api.json("DELETE", `/v1/api-keys/${u.keyId}`, undefined, {
      ...bearer(u.token),
      "x-api-key": u.key,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "CANNOT_DELETE_ACTIVE_KEY" });
    expect((await api.json("GET", "/v1/memories", undefined, { "x-api-key": u.key })).status).toBe(200);
  });

  it("answers without the /v1 prefix too", async () => {
    const u = await api.keyedUser();
    const list = await api.json("GET", "/api-keys", undefined, bearer(u.token));
    expect(list.status).toBe(200);
    expect((await list.json()).total).toBe(1);
    const res = await api.json("DELETE", `/api-keys/${u.keyId}`, undefined, bearer(u.token));
    expect(res.status).toBe(200);
  });
});

describe("key secrets at rest", () => {
  it("stores no key secret anywhere in the database", async () => {
    const u = await api.keyedUser();
    const secretPart = u.key.slice(12);
    const rows = await api.services.db.sql<{ dump: string }[]>`
      select string_agg(t::text, '\n') as dump from (
        select row_to_json(k)::text as t from api_keys k
        union all select row_to_json(u)::text from users u
      ) s`;
    const dump = rows[0]?.dump ?? "";
    expect(dump).toContain(u.keyId);
    expect(dump).not.toContain(secretPart);
    expect(dump).not.toContain(u.key);
  });
});
