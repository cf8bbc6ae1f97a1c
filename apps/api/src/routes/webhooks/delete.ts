import { createRoute, z } from "@hono/zod-openapi";
import { deleteWebhookEndpoint } from "@memory/db";
import type { App } from "../../app-type.ts";
import { isUuid } from "../../lib/ids.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { webhookNotFound } from "./ownership.ts";
import { DeletedWebhook, WebhookId } from "./schemas.ts";

const route = createRoute({
  operationId: "deleteWebhook",
  method: "delete",
  path: "/v1/webhooks/{webhook_id}",
  tags: ["Webhooks"],
  summary: "Delete a webhook endpoint and its delivery log",
  description: "Pending retries stop (their jobs find no delivery and do nothing). Scope `webhooks:write`.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("webhooks:write"), rateLimit("standard")] as const,
  request: { params: z.object({ webhook_id: WebhookId }) },
  responses: {
    200: {
      description: "Deleted",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: DeletedWebhook } },
    },
    ...errorResponses(["FORBIDDEN", "WEBHOOK_NOT_FOUND"]),
  },
});

export function registerDeleteWebhook(app: App) {
  app.openapi(route, async (c) => {
    const { webhook_id } = c.req.valid("param");
    if (!isUuid(webhook_id)) throw webhookNotFound(webhook_id);
    const row = await deleteWebhookEndpoint(c.get("services").db.orm, c.get("caller").userId, webhook_id);
    if (!row) throw webhookNotFound(webhook_id);
    return c.json({ success: true as const, webhook_id: row.id }, 200);
  });
}
