import { createRoute } from "@hono/zod-openapi";
import { listWebhookEndpoints } from "@memory/db";
import type { App } from "../../app-type.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { PageQuery, toWebhook, WebhookList } from "./schemas.ts";

const route = createRoute({
  operationId: "listWebhooks",
  method: "get",
  path: "/v1/webhooks",
  tags: ["Webhooks"],
  summary: "List your webhook endpoints, newest first (never their secrets)",
  description: "Scope `webhooks:read`.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("webhooks:read"), rateLimit("standard")] as const,
  request: { query: PageQuery },
  responses: {
    200: {
      description: "A page of endpoints",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: WebhookList } },
    },
    ...errorResponses(["FORBIDDEN"]),
  },
});

export function registerListWebhooks(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listWebhookEndpoints(
      c.get("services").db.orm,
      c.get("caller").userId,
      query,
    );
    return c.json(
      { webhooks: rows.map(toWebhook), total, has_more: query.offset + rows.length < total },
      200,
    );
  });
}
