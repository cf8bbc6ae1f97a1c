import { createRoute, z } from "@hono/zod-openapi";
import { listWebhookDeliveries } from "@memory/db";
import type { App } from "../../app-type.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { loadOwnedWebhook } from "./ownership.ts";
import { DeliveryList, DeliveryQuery, toDelivery, WebhookId } from "./schemas.ts";

const route = createRoute({
  operationId: "listWebhookDeliveries",
  method: "get",
  path: "/v1/webhooks/{webhook_id}/deliveries",
  tags: ["Webhooks"],
  summary: "The delivery log of an endpoint, newest first",
  description:
    "Each event sent (or being sent) to the endpoint: status, attempts, last response code and error, timestamps. Scope `webhooks:read`.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("webhooks:read"), rateLimit("standard")] as const,
  request: { params: z.object({ webhook_id: WebhookId }), query: DeliveryQuery },
  responses: {
    200: {
      description: "A page of deliveries",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: DeliveryList } },
    },
    ...errorResponses(["FORBIDDEN", "WEBHOOK_NOT_FOUND"]),
  },
});

export function registerListWebhookDeliveries(app: App) {
  app.openapi(route, async (c) => {
    const { webhook_id } = c.req.valid("param");
    const query = c.req.valid("query");
    const services = c.get("services");
    const endpoint = await loadOwnedWebhook(services, c.get("caller").userId, webhook_id);
    const { rows, total } = await listWebhookDeliveries(services.db.orm, endpoint.id, query);
    return c.json(
      { deliveries: rows.map(toDelivery), total, has_more: query.offset + rows.length < total },
      200,
    );
  });
}
