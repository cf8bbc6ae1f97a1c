import { createRoute, z } from "@hono/zod-openapi";
import { hashApiKeySecret } from "@memory/auth";
import { getApiKeyByHash, revokeApiKey } from "@memory/db";
import type { App } from "../../app-type.ts";
import { ApiError } from "../../errors.ts";
import { isUuid } from "../../lib/ids.ts";
import { requireBearer } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { DeletedApiKey } from "./schemas.ts";

const route = createRoute({
  operationId: "deleteApiKey",
  method: "delete",
  path: "/v1/api-keys/{api_key_id}",
  tags: ["API keys"],
  summary: "Revoke an API key: it stops working at once",
  description:
    "The key can never authenticate again; its hash is forgotten and a `revoked` record stays for `GET /v1/api-keys?status=revoked`. " +
    "The key presented in this request's X-API-Key header cannot be deleted (409 CANNOT_DELETE_ACTIVE_KEY).",
  security: [{ bearerAuth: [] }],
  middleware: [requireBearer, rateLimit("standard")] as const,
  request: { params: z.object({ api_key_id: z.string().min(1).max(100) }) },
  responses: {
    200: {
      description: "Revoked",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: DeletedApiKey } },
    },
    ...errorResponses(["API_KEY_NOT_FOUND", "CANNOT_DELETE_ACTIVE_KEY"]),
  },
});

export function registerDeleteApiKey(app: App) {
  app.openapi(route, async (c) => {
    const { api_key_id: apiKeyId } = c.req.valid("param");
    const { db } = c.get("services");
    const userId = c.get("caller").userId;
    const notFound = new ApiError("API_KEY_NOT_FOUND", `No API key ${apiKeyId} among your keys.`, {
      extras: { api_key_id: apiKeyId },
    });
    if (!isUuid(apiKeyId)) throw notFound;
    const presented = c.req.header("x-api-key");
    if (presented) {
      const current = await getApiKeyByHash(db.orm, hashApiKeySecret(presented.trim()));
      if (current?.id === apiKeyId) {
        throw new ApiError(
          "CANNOT_DELETE_ACTIVE_KEY",
          "This key authenticates the current request (X-API-Key) and cannot delete itself: send the request without it, or from another key.",
          { extras: { api_key_id: apiKeyId } },
        );
      }
    }
    const row = await revokeApiKey(db.orm, userId, apiKeyId);
    if (!row?.revokedAt) throw notFound;
    return c.json(
      { success: true as const, api_key_id: row.id, deleted_at: row.revokedAt.toISOString() },
      200,
    );
  });
}
