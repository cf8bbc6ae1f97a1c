import { createQdrant } from "@memory/vector";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSOLE_PATH } from "../src/console-files.ts";
import { routeBody } from "./route-body.ts";
import { startTestApi, type TestApi } from "./support.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("health and readiness", () => {
  it("answers /health without a key", async () => {
    const res = await api.request("/health");
    expect(res.status).toBe(200);
    expect(await routeBody(api, "health", res)).toEqual({ status: "ok" });
  });

  it("answers /ready when PostgreSQL, Redis and Qdrant answer", async () => {
    const res = await api.request("/ready");
    expect(res.status).toBe(200);
    expect(await routeBody(api, "ready", res)).toEqual({
      status: "ready",
      checks: { postgres: "ok", redis: "ok", qdrant: "ok" },
    });
  });

  it("answers 503 naming the dependency that does not answer", async () => {
    const broken = await startTestApi();
    broken.services.qdrant = createQdrant({ url: "http://127.0.0.1:9" });
    try {
      const res = await broken.request("/ready");
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.status).toBe("not_ready");
      expect(body.checks.postgres).toBe("ok");
      expect(body.checks.redis).toBe("ok");
      expect(body.checks.qdrant).toMatch(/^error/);
    } finally {
      await broken.close();
    }
  });
});

describe("errors", () => {
  it("answers an unknown route with a flat 404 and a request id", async () => {
    const res = await api.request("/v1/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    expect(res.headers.get("x-request-id")).toMatch(/.{8,}/);
  });

  it("keeps a caller's X-Request-Id", async () => {
    const res = await api.request("/health", { headers: { "x-request-id": "trace-abc-123" } });
    expect(res.headers.get("x-request-id")).toBe("trace-abc-123");
  });

  it("turns an unexpected failure into a plain 500 with the request id and no internals", async () => {
    const broken = await startTestApi();
    const u = await broken.keyedUser();
    await broken.services.db.close(); // the database pool is gone: every query now throws
    try {
      const res = await broken.request("/v1/api-keys", {
        headers: { authorization: `Bearer ${u.token}`, "x-request-id": "req-500-test" },
      });
      expect(res.status).toBe(500);
      const body = await res.json();
      expect(body).toEqual({
        error: "Internal server error. Quote request id req-500-test when reporting it.",
        code: "INTERNAL_ERROR",
        request_id: "req-500-test",
      });
      expect(JSON.stringify(body)).not.toMatch(/at |\.ts|postgres|CONNECTION/i);
    } finally {
      await broken.stack.cleanup();
      broken.services.redis.disconnect();
    }
  });
});

describe("OpenAPI document", () => {
  it("is valid OpenAPI 3 and lists every route with its error responses", async () => {
    const res = await api.request("/api-reference/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\.0\./);
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const documented = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(methods))
        documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`);
    }
    const served = new Set(
      api.app.routes
        // Pages (the reference, the console) are not operations of the API.
        .filter(
          (r) =>
            r.method !== "ALL" && !r.path.startsWith("/api-reference") && !r.path.startsWith(CONSOLE_PATH),
        )
        .map((r) => `${r.method} ${r.path}`),
    );
    expect([...served].sort()).toEqual([...documented].sort());

    for (const [path, methods] of Object.entries(
      doc.paths as Record<string, Record<string, { responses: object }>>,
    )) {
      if (!path.startsWith("/v1/")) continue;
      for (const [method, op] of Object.entries(methods)) {
        const statuses = Object.keys(op.responses);
        for (const status of ["400", "401", "413", "429", "500"])
          expect(statuses, `${method} ${path}`).toContain(status);
      }
    }
  });
});
