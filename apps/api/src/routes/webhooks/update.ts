import { createRoute, z } from "@hono/zod-openapi";
import { updateWebhookEndpoint } from "@memory/db";
import type { App } from "../../app-type.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { acceptedUrl, loadOwnedWebhook, webhookNotFound } from "./ownership.ts";
import { toWebhook, UpdateWebhookBody, Webhook, WebhookId } from "./schemas.ts";

const route = createRoute({
  operationId: "updateWebhook",
  method: "patch",
  path: "/v1/webhooks/{webhook_id}",
  tags: ["Webhooks"],
  summary: "Change a webhook endpoint, or re-enable it with `enabled: true`",
  description:
    "Only the fields given change. `enabled: true` re-enables an endpoint disabled after repeated failures and resets its failure count; " +
    "`enabled: false` pauses it (events are not queued for it meanwhile). A new `url` is checked like at creation. The secret never changes. " +
    "Scope `webhooks:write`.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("webhooks:write"), rateLimit("standard")] as const,
  request: {
    params: z.object({ webhook_id: WebhookId }),
    body: { required: true, content: { "application/json": { schema: UpdateWebhookBody } } },
  },
  responses: {
    200: {
      description: "The endpoint as changed",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: Webhook } },
    },
    ...errorResponses(["FORBIDDEN", "WEBHOOK_NOT_FOUND"]),
  },
});

export function registerUpdateWebhook(app: App) {
  app.openapi(route, async (c) => {
    const { webhook_id } = c.req.valid("param");
    const body = c.req.valid("json");
    const services = c.get("services");
    const userId = c.get("caller").userId;
    await loadOwnedWebhook(services, userId, webhook_id);
    const url = body.url !== undefined ? await acceptedUrl(services, body.url) : undefined;
    const row = await updateWebhookEndpoint(services.db.orm, userId, webhook_id, {
      ...(url !== undefined ? { url } : {}),
      ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
    });
    if (!row) throw webhookNotFound(webhook_id);
    return c.json(toWebhook(row), 200);
  });
}
