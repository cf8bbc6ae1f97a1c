import { createRoute } from "@hono/zod-openapi";
import { setSocialNextSync } from "@memory/db";
import type { App } from "../../app-type.ts";
import { ApiError } from "../../errors.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { IntegrationIdParam } from "./schemas.ts";
import { enqueueSync, loadSocial, tokenCipher } from "./social.ts";
import { SocialIntegration, toSocialIntegration } from "./social-schemas.ts";

const route = createRoute({
  operationId: "syncSocialIntegration",
  method: "post",
  path: "/v1/integrations/social/{integration_id}/sync",
  tags: ["Integrations"],
  summary: "Sync a social integration now",
  description:
    "Extension. Queues one sync of what is new since the last one (the schedule of `auto_sync` stays as it is) and answers **202** with the integration. A sync already running is not doubled: the queued one finds it and ends without work. A disconnected integration, or one whose token the platform rejected (status `error` without a token: connect again), answers 409 INTEGRATION_DISCONNECTED. Counts in the integrations rate limit (10/min).",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("integrations:write"), rateLimit("integrations")] as const,
  request: { params: IntegrationIdParam },
  responses: {
    202: {
      description: "Sync queued",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: SocialIntegration } },
    },
    ...errorResponses([
      "FORBIDDEN",
      "INTEGRATION_NOT_FOUND",
      "INTEGRATION_DISCONNECTED",
      "SOCIAL_IMPORT_NOT_CONFIGURED",
    ]),
  },
});

export function registerSocialSync(app: App) {
  app.openapi(route, async (c) => {
    const { integration_id: id } = c.req.valid("param");
    const services = c.get("services");
    tokenCipher(services);
    const userId = c.get("caller").userId;
    const { conn } = await loadSocial(services, userId, id);
    if (conn.status === "disconnected" || !conn.tokenCiphertext) {
      throw new ApiError(
        "INTEGRATION_DISCONNECTED",
        `Integration ${id} has no usable token (${conn.status}): connect the account again with POST /v1/integrations/social.`,
        { extras: { integration_id: id, status: conn.status } },
      );
    }
    await enqueueSync(services, {
      integrationId: id,
      userId,
      trigger: "manual",
      requestId: c.get("requestId"),
    });
    await setSocialNextSync(services.db.orm, id, new Date());
    const now = await loadSocial(services, userId, id);
    return c.json(toSocialIntegration(now.conn, now.row), 202);
  });
}
