import { createRoute } from "@hono/zod-openapi";
import { addIntegrationLog, disconnectSocial, findIntegration } from "@memory/db";
import { unscheduleSocialSync } from "@memory/jobs";
import type { App } from "../../app-type.ts";
import { ApiError } from "../../errors.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { IntegrationIdParam } from "./schemas.ts";
import { loadSocial } from "./social.ts";
import { SocialIntegration, toSocialIntegration } from "./social-schemas.ts";

const route = createRoute({
  operationId: "disconnectIntegration",
  method: "delete",
  path: "/v1/integrations/{integration_id}",
  tags: ["Integrations"],
  summary: "Disconnect a social integration",
  description:
    "Extension. Disconnects a social integration: its repeatable sync is removed, the stored token is deleted, and a sync running meanwhile stops at its next page and writes nothing more. The integration stays listed as `disconnected` (generic status `cancelled`) with its stats; the memories it imported stay (delete them like any memory, e.g. by `metadata.integration_id`). Answers 200 with the integration; repeating the call answers the same. Only social integrations can be disconnected: other types answer 404 INTEGRATION_NOT_FOUND (cancel a running import with POST /v1/integrations/{id}/cancel). Counts in the integrations rate limit (10/min).",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("integrations:write"), rateLimit("integrations")] as const,
  request: { params: IntegrationIdParam },
  responses: {
    200: {
      description: "Disconnected",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: SocialIntegration } },
    },
    ...errorResponses(["FORBIDDEN", "INTEGRATION_NOT_FOUND"]),
  },
});

export function registerSocialDisconnect(app: App) {
  app.openapi(route, async (c) => {
    const { integration_id: id } = c.req.valid("param");
    const services = c.get("services");
    const userId = c.get("caller").userId;
    const { conn: before } = await loadSocial(services, userId, id);
    await unscheduleSocialSync(services.jobs, id);
    const conn = (await disconnectSocial(services.db.orm, userId, id)) ?? before;
    if (before.status !== "disconnected") {
      await addIntegrationLog(services.db.orm, {
        integrationId: id,
        level: "warning",
        message: "Disconnected by the user: token deleted, schedule removed.",
        step: "disconnected",
      });
    }
    if (!conn) throw new ApiError("INTEGRATION_NOT_FOUND", `No social integration ${id} among yours.`);
    return c.json(toSocialIntegration(conn, await findIntegration(services.db.orm, userId, id)), 200);
  });
}
