import { OpenAPIHono } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { registerRoutes } from "../src/app.ts";
import type { AppEnv } from "../src/context.ts";
import { routeBody } from "./route-body.ts";

// The routes alone, as the client generator registers them: no service is needed to read schemas.
const app = new OpenAPIHono<AppEnv>();
registerRoutes(app);
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const ready = { status: "ready", checks: { postgres: "ok", redis: "ok", qdrant: "ok" } };

describe("routeBody (the response check the route tests use)", () => {
  it("answers a body that fits the schema declared for its status", async () => {
    expect(await routeBody({ app }, "ready", answer(200, ready))).toEqual(ready);
    expect(await routeBody({ app }, "ready", answer(503, { ...ready, status: "not_ready" }))).toMatchObject({
      status: "not_ready",
    });
  });

  it("fails on a missing or mistyped field, a field the schema does not name, and an undeclared status", async () => {
    await expect(routeBody({ app }, "ready", answer(200, { status: "ready" }))).rejects.toThrow(/checks/);
    await expect(routeBody({ app }, "ready", answer(200, { ...ready, status: "fine" }))).rejects.toThrow(
      /status/,
    );
    await expect(routeBody({ app }, "ready", answer(200, { ...ready, uptime: 3 }))).rejects.toThrow(
      /fields outside/,
    );
    await expect(routeBody({ app }, "ready", answer(404, ready))).rejects.toThrow(/declares no JSON body/);
    await expect(routeBody({ app }, "noSuchOperation", answer(200, ready))).rejects.toThrow(/operationId/);
  });
});
