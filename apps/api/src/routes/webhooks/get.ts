import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../app-type.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { loadOwnedWebhook } from "./ownership.ts";
import { toWebhook, Webhook, WebhookId } from "./schemas.ts";

const route = createRoute({
  operationId: "getWebhook",
  method: "get",
  path: "/v1/webhooks/{webhook_id}",
  tags: ["Webhooks"],
  summary: "Get one webhook endpoint (without its secret)",
  description: "Another user's endpoint answers 404 WEBHOOK_NOT_FOUND. Scope `webhooks:read`.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("webhooks:read"), rateLimit("standard")] as const,
  request: { params: z.object({ webhook_id: WebhookId }) },
  responses: {
    200: {
      description: "The endpoint",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: Webhook } },
    },
    ...errorResponses(["FORBIDDEN", "WEBHOOK_NOT_FOUND"]),
  },
});

export function registerGetWebhook(app: App) {
  app.openapi(route, async (c) => {
    const { webhook_id } = c.req.valid("param");
    const row = await loadOwnedWebhook(c.get("services"), c.get("caller").userId, webhook_id);
    return c.json(toWebhook(row), 200);
  });
}
