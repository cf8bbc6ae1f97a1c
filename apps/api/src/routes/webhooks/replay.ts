import { createRoute, z } from "@hono/zod-openapi";
import { findWebhookDelivery, insertWebhookDelivery, newId } from "@memory/db";
import { jobId } from "@memory/jobs";
import type { App } from "../../app-type.ts";
import { ApiError } from "../../errors.ts";
import { isUuid } from "../../lib/ids.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { loadOwnedWebhook } from "./ownership.ts";
import { Delivery, toDelivery, WebhookId } from "./schemas.ts";

const route = createRoute({
  operationId: "replayWebhookDelivery",
  method: "post",
  path: "/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/replay",
  tags: ["Webhooks"],
  summary: "Send one delivery's event again",
  description:
    "Queues a new delivery (with `replay_of` set) of the same event body to the endpoint's current URL, with the same `webhook-id` " +
    "(`msg_<event_id>`) so a receiver that deduplicates recognises it, and the default retry schedule. " +
    "A disabled endpoint must be re-enabled first (409 WEBHOOK_DISABLED). Scope `webhooks:write`.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("webhooks:write"), rateLimit("standard")] as const,
  request: { params: z.object({ webhook_id: WebhookId, delivery_id: z.string().min(1).max(100) }) },
  responses: {
    202: {
      description: "The new delivery, queued",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: Delivery } },
    },
    ...errorResponses(["FORBIDDEN", "WEBHOOK_NOT_FOUND", "DELIVERY_NOT_FOUND", "WEBHOOK_DISABLED"]),
  },
});

export function registerReplayWebhookDelivery(app: App) {
  app.openapi(route, async (c) => {
    const { webhook_id, delivery_id } = c.req.valid("param");
    const services = c.get("services");
    const userId = c.get("caller").userId;
    const endpoint = await loadOwnedWebhook(services, userId, webhook_id);
    const original = isUuid(delivery_id)
      ? await findWebhookDelivery(services.db.orm, userId, endpoint.id, delivery_id)
      : null;
    if (!original) {
      throw new ApiError("DELIVERY_NOT_FOUND", `No delivery ${delivery_id} on webhook ${webhook_id}.`, {
        extras: { delivery_id },
      });
    }
    if (!endpoint.enabled) {
      throw new ApiError(
        "WEBHOOK_DISABLED",
        `Webhook ${webhook_id} is disabled (${endpoint.disabledReason ?? "by the user"}): re-enable it with PATCH {"enabled": true} first.`,
        { extras: { webhook_id } },
      );
    }
    const id = newId();
    await insertWebhookDelivery(services.db.orm, {
      id,
      endpointId: endpoint.id,
      userId,
      eventId: original.eventId,
      eventType: original.eventType,
      payload: original.payload,
      replayOf: original.id,
    });
    await services.jobs.enqueue("webhook.deliver", { deliveryId: id }, { jobId: jobId("webhook", id) });
    const replay = await findWebhookDelivery(services.db.orm, userId, endpoint.id, id);
    if (!replay) throw new Error("replay row vanished");
    return c.json(toDelivery(replay), 202);
  });
}
