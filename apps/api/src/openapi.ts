import type { App } from "./app-type.ts";
import { RATE_LIMITS } from "./lib/rate-limits.ts";
import { registerReferencePage } from "./reference-page.ts";

export const OPENAPI_PATH = "/api-reference/openapi.json";

const DESCRIPTION = `Long-term memory for the users of an AI application: store conversations, search and manage the
extracted memories, import chats, files and social accounts, and manage API keys.

**Paths.** Every operation answers under \`/v1/...\` (listed here) and also without the prefix
(\`/memories/{id}\`, \`/api-keys\`, ...), with the same behaviour.

**Authentication.** Memory, profile, integration, webhook and event operations take \`X-API-Key\`. The API-key
operations take \`Authorization: Bearer <JWT>\` (HS256 signed with the server's JWT_SECRET, minted by
\`pnpm cli token\`, or RS256/ES256 from the identity provider at JWKS_URL; \`sub\` is the user id).
A key created without scopes gets every scope; a key lacking an operation's scope gets 403 FORBIDDEN
with \`required_scope\`. Expired, revoked or unknown keys get 401.

**Errors.** \`POST /v1/memories\` answers errors in the envelope shape
\`{error:{code,message,details},status:"error",timestamp}\` (401 is AUTHENTICATION_ERROR there);
every other operation answers the flat shape \`{error, code, ...}\` (401 is UNAUTHORIZED).
Validation failures are 400 VALIDATION_ERROR with \`details.field\` and \`details.reason\`; a body
above an operation's size limit is 413 PAYLOAD_TOO_LARGE (\`max_size_bytes\`); unexpected failures
are 500 INTERNAL_ERROR with a \`request_id\`. Every response carries \`X-Request-Id\`.

**Rate limits** per user and minute (the defaults; an operator may change them with
\`RATE_LIMIT_STANDARD\`, \`RATE_LIMIT_STORE\`, \`RATE_LIMIT_SEARCH\`, \`RATE_LIMIT_INTEGRATIONS\`):
standard ${RATE_LIMITS.standard}, store memories ${RATE_LIMITS.store}, search ${RATE_LIMITS.search},
integrations ${RATE_LIMITS.integrations}. API-key operations count as standard.
Every authenticated answer carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and
\`X-RateLimit-Reset\` (Unix seconds); a 429 also carries \`Retry-After\` and \`retry_after\` (flat) or
\`details.limit\`/\`details.reset_time\` (envelope).`;

/** The document's head; `origin` is where the service answers. */
export function openApiConfig(origin: string) {
  return {
    openapi: "3.0.3",
    info: { title: "Memory Service API", version: "1.0.0", description: DESCRIPTION },
    servers: [{ url: origin }],
  };
}

export function registerOpenApi(app: App) {
  app.openAPIRegistry.registerComponent("securitySchemes", "apiKey", {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });
  const config = openApiConfig;
  app.doc(OPENAPI_PATH, (c) => config(new URL(c.req.url).origin));
  registerReferencePage(app, "Memory Service API");
}
