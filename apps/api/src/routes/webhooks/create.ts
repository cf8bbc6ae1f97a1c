import { randomBytes } from "node:crypto";
import { createRoute } from "@hono/zod-openapi";
import { insertWebhookEndpoint } from "@memory/db";
import { sealWebhookSecret } from "@memory/jobs";
import type { App } from "../../app-type.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { acceptedUrl } from "./ownership.ts";
import { CreatedWebhook, CreateWebhookBody, toWebhook } from "./schemas.ts";

const route = createRoute({
  operationId: "createWebhook",
  method: "post",
  path: "/v1/webhooks",
  tags: ["Webhooks"],
  summary: "Register a webhook endpoint (its signing secret is shown once)",
  description:
    "Events of the caller's user that match `events` are POSTed to `url` as `{event, data, timestamp}`, signed per Standard Webhooks " +
    "(`webhook-id`, `webhook-timestamp`, `webhook-signature`, HMAC-SHA256 with `secret`). Failed deliveries are retried with exponential " +
    "backoff for about 24 hours; after 5 consecutive deliveries that failed every attempt the endpoint is disabled until " +
    "`PATCH {enabled: true}`. URLs must be https on a public address unless the operator set WEBHOOK_ALLOW_PRIVATE_URLS=true. " +
    "Scope `webhooks:write`.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("webhooks:write"), rateLimit("standard")] as const,
  request: { body: { required: true, content: { "application/json": { schema: CreateWebhookBody } } } },
  responses: {
    201: {
      description: "Created",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: CreatedWebhook } },
    },
    ...errorResponses(["FORBIDDEN"]),
  },
});

export function registerCreateWebhook(app: App) {
  app.openapi(route, async (c) => {
    const body = c.req.valid("json");
    const services = c.get("services");
    const url = await acceptedUrl(services, body.url);
    // Standard Webhooks secret: whsec_ + base64 of 32 random bytes.
    const secret = `whsec_${randomBytes(32).toString("base64")}`;
    const row = await insertWebhookEndpoint(services.db.orm, {
      userId: c.get("caller").userId,
      url,
      events: [...new Set(body.events ?? [])],
      secret: sealWebhookSecret(secret, services.env.WEBHOOK_SECRET_KEY),
      description: body.description ?? null,
    });
    return c.json({ ...toWebhook(row), secret }, 201);
  });
}
