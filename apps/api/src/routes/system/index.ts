import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../app-type.ts";

const Health = z.object({ status: z.literal("ok") }).openapi("Health", { example: { status: "ok" } });
const Ready = z
  .object({
    status: z.enum(["ready", "not_ready"]),
    checks: z.object({ postgres: z.string(), redis: z.string(), qdrant: z.string() }),
  })
  .openapi("Ready", {
    example: { status: "ready", checks: { postgres: "ok", redis: "ok", qdrant: "ok" } },
  });

const health = createRoute({
  operationId: "health",
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Liveness: the process answers",
  responses: { 200: { description: "Alive", content: { "application/json": { schema: Health } } } },
});

const ready = createRoute({
  operationId: "ready",
  method: "get",
  path: "/ready",
  tags: ["System"],
  summary: "Readiness: PostgreSQL, Redis and Qdrant are reachable",
  responses: {
    200: { description: "Every dependency answers", content: { "application/json": { schema: Ready } } },
    503: {
      description: "At least one dependency does not answer",
      content: { "application/json": { schema: Ready } },
    },
  },
});

async function check(probe: () => Promise<unknown>): Promise<string> {
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timed out after 2 s")), 2000)),
    ]);
    return "ok";
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
}

export function registerSystemRoutes(app: App) {
  app.openapi(health, (c) => c.json({ status: "ok" as const }, 200));
  app.openapi(ready, async (c) => {
    const { db, redis, qdrant } = c.get("services");
    const [postgres, redisCheck, qdrantCheck] = await Promise.all([
      check(() => db.sql`select 1`),
      check(() => redis.ping()),
      check(() => qdrant.versionInfo()),
    ]);
    const checks = { postgres, redis: redisCheck, qdrant: qdrantCheck };
    const ok = Object.values(checks).every((v) => v === "ok");
    return ok
      ? c.json({ status: "ready" as const, checks }, 200)
      : c.json({ status: "not_ready" as const, checks }, 503);
  });
}
