import { createRoute } from "@hono/zod-openapi";
import { apiKeyStatus, listApiKeys } from "@memory/db";
import type { App } from "../../app-type.ts";
import { requireBearer } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { ApiKeyList, ListApiKeysQuery } from "./schemas.ts";

const route = createRoute({
  operationId: "listApiKeys",
  method: "get",
  path: "/v1/api-keys",
  tags: ["API keys"],
  summary: "List your API keys, newest first (never the secrets)",
  security: [{ bearerAuth: [] }],
  middleware: [requireBearer, rateLimit("standard")] as const,
  request: { query: ListApiKeysQuery },
  responses: {
    200: {
      description: "A page of keys",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: ApiKeyList } },
    },
    ...errorResponses(),
  },
});

export function registerListApiKeys(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const now = new Date();
    const { rows, total } = await listApiKeys(c.get("services").db.orm, c.get("caller").userId, {
      ...query,
      now,
    });
    return c.json(
      {
        api_keys: rows.map((row) => ({
          api_key_id: row.id,
          name: row.name,
          key_prefix: row.prefix,
          scopes: row.scopes,
          status: apiKeyStatus(row, now),
          last_used: row.lastUsedAt?.toISOString() ?? null,
          created_at: row.createdAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
        })),
        total,
        has_more: query.offset + rows.length < total,
      },
      200,
    );
  });
}
