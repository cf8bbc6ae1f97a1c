import { createRoute } from "@hono/zod-openapi";
import { listIntegrations } from "@memory/db";
import type { App } from "../../app-type.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { IntegrationList, ListIntegrationsQuery, toStatusView } from "./schemas.ts";

const route = createRoute({
  operationId: "listIntegrations",
  method: "get",
  path: "/v1/integrations",
  tags: ["Integrations"],
  summary: "List your integrations (imports and asynchronous stores), newest first",
  description:
    "Extension. Paginated like GET /v1/api-keys: `limit` (1..100, default 20) and `offset` (default 0), answering `total` and `has_more`. Optional filters `type` and `status`. Each item is the status view without errors and logs (ask GET /v1/integrations/{id}/status for those).",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("integrations:read"), rateLimit("standard")] as const,
  request: { query: ListIntegrationsQuery },
  responses: {
    200: {
      description: "A page of integrations",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: IntegrationList } },
    },
    ...errorResponses(["FORBIDDEN"]),
  },
});

export function registerListIntegrations(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const { rows, total } = await listIntegrations(c.get("services").db.orm, c.get("caller").userId, query);
    const now = new Date();
    return c.json(
      {
        integrations: rows.map((row) => toStatusView(row, now)),
        total,
        has_more: query.offset + rows.length < total,
      },
      200,
    );
  });
}
