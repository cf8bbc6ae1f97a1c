import { createRoute } from "@hono/zod-openapi";
import { generateApiKeySecret } from "@memory/auth";
import { insertApiKey, SCOPES } from "@memory/db";
import type { App } from "../../app-type.ts";
import { requireBearer } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { CreateApiKeyBody, CreatedApiKey, MAX_EXPIRES_IN } from "./schemas.ts";

const route = createRoute({
  operationId: "createApiKey",
  method: "post",
  path: "/v1/api-keys",
  tags: ["API keys"],
  summary: "Create an API key (the secret is shown once)",
  security: [{ bearerAuth: [] }],
  middleware: [requireBearer, rateLimit("standard")] as const,
  request: { body: { required: true, content: { "application/json": { schema: CreateApiKeyBody } } } },
  responses: {
    201: {
      description: "Created",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: CreatedApiKey } },
    },
    ...errorResponses(),
  },
});

export function registerCreateApiKey(app: App) {
  app.openapi(route, async (c) => {
    const body = c.req.valid("json");
    const { db } = c.get("services");
    const { secret, prefix, hash } = generateApiKeySecret();
    const scopes = body.scopes && body.scopes.length > 0 ? [...new Set(body.scopes)] : [...SCOPES];
    // One clock for both ends, so expires_at - created_at is exactly expires_in.
    const createdAt = new Date();
    const expiresAt = new Date(createdAt.getTime() + (body.expires_in ?? MAX_EXPIRES_IN) * 1000);
    const row = await insertApiKey(db.orm, {
      userId: c.get("caller").userId,
      name: body.name,
      prefix,
      keyHash: hash,
      scopes,
      createdAt,
      expiresAt,
    });
    return c.json(
      {
        api_key_id: row.id,
        key: secret,
        name: row.name,
        scopes: row.scopes,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
      },
      201,
    );
  });
}
