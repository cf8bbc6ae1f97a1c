import { hashApiKeySecret } from "@memory/auth";
import { apiKeyStatus, ensureUser, getApiKeyByHash, SCOPES, type Scope } from "@memory/db";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import { checkBody } from "./request-body.ts";

const unauthorized = (message: string, reason: string) =>
  new ApiError("UNAUTHORIZED", message, { details: { reason } });

/**
 * `X-API-Key` authentication for memory, profile and integration operations. The secret is
 * hashed and looked up on every request (one indexed read), so a revoked key stops at once on
 * every replica. A key without `scope` gets 403 FORBIDDEN with `required_scope`.
 */
export function requireApiKey(scope: Scope) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const secret = c.req.header("x-api-key");
    if (!secret) throw unauthorized("Missing API key: send it in the X-API-Key header.", "missing_api_key");
    const { db, keyUsage } = c.get("services");
    const key = await getApiKeyByHash(db.orm, hashApiKeySecret(secret.trim()));
    if (!key) throw unauthorized("Invalid API key: it is unknown or has been revoked.", "invalid_api_key");
    if (apiKeyStatus(key) === "expired") {
      throw unauthorized(
        `API key expired at ${key.expiresAt.toISOString()}: create a new one with POST /v1/api-keys.`,
        "expired_api_key",
      );
    }
    requireScope(key.scopes, scope);
    c.set("caller", { userId: key.userId, apiKeyId: key.id, scopes: key.scopes });
    c.set("logger", c.get("logger").child({ userId: key.userId }));
    keyUsage.record(key.id);
    await checkBody(c);
    await next();
  });
}

/**
 * 403 FORBIDDEN with `required_scope` unless `scopes` holds `scope`: the whole operation's scope
 * (checked by `requireApiKey`), or one its option needs (then `message` says which and what to do).
 */
export function requireScope(
  scopes: readonly string[],
  scope: Scope,
  message = `This API key lacks the scope ${scope} required by this operation.`,
) {
  if (!scopes.includes(scope))
    throw new ApiError("FORBIDDEN", message, { extras: { required_scope: scope } });
}

/** `refresh=true` on a profile read regenerates it: a write, so it needs profile:write. */
export function requireRefreshScope(scopes: readonly string[], what: "profile" | "bio") {
  requireScope(
    scopes,
    "profile:write",
    `refresh=true regenerates the ${what} and needs the scope profile:write, which this API key lacks: use a key with profile:write, or read without refresh.`,
  );
}

/**
 * Bearer JWT authentication for the API-key management operations. The user row is created on
 * first sight (`ensureUser`), so users of an external identity provider (JWKS_URL) need no
 * separate sign-up.
 */
export const requireBearer = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) {
    throw unauthorized(
      "Missing bearer token: send Authorization: Bearer <JWT> (`pnpm cli token` prints one).",
      "missing_token",
    );
  }
  const { verifyBearer, db } = c.get("services");
  let identity: { userId: string; email?: string };
  try {
    identity = await verifyBearer(match[1]);
  } catch (error) {
    throw unauthorized(`Invalid bearer token: ${(error as Error).message}.`, "invalid_token");
  }
  await ensureUser(db.orm, { id: identity.userId, email: identity.email });
  c.set("caller", { userId: identity.userId, scopes: SCOPES });
  c.set("logger", c.get("logger").child({ userId: identity.userId }));
  await checkBody(c);
  await next();
});
