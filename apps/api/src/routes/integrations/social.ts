import { createRoute } from "@hono/zod-openapi";
import { MISSING_TOKEN_KEY_MESSAGE, parseTokenKey, TokenCipher } from "@memory/auth";
import {
  deleteIntegration,
  findIntegration,
  findSocialConnection,
  insertSocialConnection,
  newId,
} from "@memory/db";
import { scheduleSocialSync } from "@memory/jobs";
import type { App } from "../../app-type.ts";
import { ApiError } from "../../errors.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import type { ApiServices } from "../../services.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { IntegrationIdParam, isIntegrationId } from "./schemas.ts";
import { SocialImportRequest, SocialIntegration, toSettings, toSocialIntegration } from "./social-schemas.ts";

export const SOCIAL_DESCRIPTION = [
  "Connects a LinkedIn, X (Twitter) or Reddit account with the caller's OAuth access token and imports its content as memories on the workers. Answers **201** at once with `status: connected`, `next_sync` (now: the first sync is queued) and zero `import_stats`; follow GET /v1/integrations/social/{id} or the generic status view.",
  "",
  "**Statuses**: `connected` → `syncing` → `connected` (or `error`); `disconnected` after DELETE /v1/integrations/{id}. In the generic status view (GET /v1/integrations/{id}/status, steps `authentication`, `discovery`, `extraction`, `processing`) a connection not yet synced is `pending`, `syncing` is `processing`, a finished sync is `completed`, `error` is `failed` and `disconnected` is `cancelled`.",
  "",
  "**Content** (`import_settings`, default posts and connections): X — posts: your tweets and replies; connections: followers; activities: likes and owned lists; messages: the direct messages you sent. Reddit — posts: submissions and comments; connections: subscribed communities; activities: upvoted posts; messages: the private messages you sent. LinkedIn — posts: your posts (`r_member_social`); connections: their number only (`r_1st_connections_size`); LinkedIn has no API for a member's activities or messages (the sync log says so). Your own text goes through the same extraction as POST /v1/memories; followers, subscriptions, likes and lists become one statement each (`I am subscribed to the r/rust community on Reddit.`). `date_range` `{start, end}` (ISO dates, default: the last 6 months) limits items by creation time. `categories` maps a content kind to the category of its memories.",
  "",
  "**Memories** carry `metadata.platform`, `integration_id`, `source_url`, `item_id`, `content_kind` and `timestamp` (the item's time). Their ids derive from the integration and the item, and items already handled are remembered: a re-sync of unchanged content adds nothing, and facts you already have are not duplicated.",
  "",
  "**auto_sync** (default true) keeps one repeatable sync per integration (every SOCIAL_SYNC_INTERVAL_MS, default 1 h) that imports only what is new since the last sync (a cursor per listing). **Errors**: a 401 from the platform ends the connection in `error` (the token is forgotten, the schedule removed: connect again with a fresh token); a 403 on one listing (missing scope) is reported as a SCOPE_MISSING error and the rest goes on; a 5xx or a network fault is retried with backoff; a 429 waits for the platform's reset and resumes where it stopped.",
  "",
  "**Privacy**: the token is stored AES-256-GCM encrypted (SOCIAL_TOKEN_KEY); it never appears in an answer, a log or a job payload. Without SOCIAL_TOKEN_KEY the deployment answers 503 SOCIAL_IMPORT_NOT_CONFIGURED. Counts in the integrations rate limit (10/min).",
].join("\n");

const createSocial = createRoute({
  operationId: "importSocial",
  method: "post",
  path: "/v1/integrations/social",
  tags: ["Integrations"],
  summary: "Connect a LinkedIn, X or Reddit account and import its content (with auto-sync)",
  description: SOCIAL_DESCRIPTION,
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("integrations:write"), rateLimit("integrations")] as const,
  request: { body: { required: true, content: { "application/json": { schema: SocialImportRequest } } } },
  responses: {
    201: {
      description: "Connected; the first sync is queued",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: SocialIntegration } },
    },
    ...errorResponses(["FORBIDDEN", "SOCIAL_IMPORT_NOT_CONFIGURED"]),
  },
});

const getSocial = createRoute({
  operationId: "getSocialIntegration",
  method: "get",
  path: "/v1/integrations/social/{integration_id}",
  tags: ["Integrations"],
  summary: "A social integration: status, import_stats, last_sync, next_sync",
  description: "Extension: the answer of POST /v1/integrations/social, as it stands now.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("integrations:read"), rateLimit("standard")] as const,
  request: { params: IntegrationIdParam },
  responses: {
    200: {
      description: "The social integration",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: SocialIntegration } },
    },
    ...errorResponses(["FORBIDDEN", "INTEGRATION_NOT_FOUND"]),
  },
});

/** The token cipher of the API, or the 503 that tells the operator what to set. */
export function tokenCipher(services: ApiServices): TokenCipher {
  const key = services.env.SOCIAL_TOKEN_KEY ? parseTokenKey(services.env.SOCIAL_TOKEN_KEY) : null;
  if (!key) throw new ApiError("SOCIAL_IMPORT_NOT_CONFIGURED", MISSING_TOKEN_KEY_MESSAGE);
  return new TokenCipher(key);
}

export async function loadSocial(services: ApiServices, userId: string, id: string) {
  const conn = isIntegrationId(id) ? await findSocialConnection(services.db.orm, userId, id) : null;
  if (!conn) {
    throw new ApiError("INTEGRATION_NOT_FOUND", `No social integration ${id} among yours.`, {
      extras: { integration_id: id },
    });
  }
  return { conn, row: await findIntegration(services.db.orm, userId, id) };
}

/** Queues one sync now (the connect sync has a fixed job id, so a retried request queues it once). */
export async function enqueueSync(
  services: ApiServices,
  params: { integrationId: string; userId: string; trigger: "connect" | "manual"; requestId: string },
) {
  await services.jobs.enqueue(
    "import.social",
    {
      integrationId: params.integrationId,
      userId: params.userId,
      trigger: params.trigger,
      requestId: params.requestId,
    },
    {
      jobId:
        params.trigger === "connect"
          ? `social.${params.integrationId}.connect`
          : `social.${params.integrationId}.manual.${newId()}`,
      removeOnComplete: true,
      removeOnFail: { age: 7 * 24 * 3600 },
    },
  );
}

export function registerSocialImport(app: App) {
  app.openapi(createSocial, async (c) => {
    const body = c.req.valid("json");
    const services = c.get("services");
    const cipher = tokenCipher(services);
    const userId = c.get("caller").userId;
    const id = newId();
    const now = new Date();
    const conn = await insertSocialConnection(services.db.orm, {
      id,
      userId,
      platform: body.platform,
      tokenCiphertext: cipher.encrypt(body.auth_token, id),
      settings: toSettings(body, now),
      autoSync: body.auto_sync,
      nextSync: now,
    });
    try {
      await enqueueSync(services, {
        integrationId: id,
        userId,
        trigger: "connect",
        requestId: c.get("requestId"),
      });
      if (body.auto_sync) {
        await scheduleSocialSync(services.jobs, {
          integrationId: id,
          userId,
          everyMs: services.env.SOCIAL_SYNC_INTERVAL_MS,
        });
      }
    } catch (error) {
      // Never leave a stored token behind a request that failed: the connection is rolled back.
      await deleteIntegration(services.db.orm, id).catch(() => undefined);
      throw error;
    }
    const row = await findIntegration(services.db.orm, userId, id);
    return c.json(toSocialIntegration(conn, row), 201);
  });

  app.openapi(getSocial, async (c) => {
    const { integration_id: id } = c.req.valid("param");
    const { conn, row } = await loadSocial(c.get("services"), c.get("caller").userId, id);
    return c.json(toSocialIntegration(conn, row), 200);
  });
}
