import { OpenAPIHono } from "@hono/zod-openapi";
import { MAX_IMPORT_BYTES } from "@memory/jobs";
import { HTTPException } from "hono/http-exception";
import { requestId } from "hono/request-id";
import type { App } from "./app-type.ts";
import { registerConsole } from "./console-files.ts";
import type { AppEnv } from "./context.ts";
import { ApiError, respondWithError, validationError } from "./errors.ts";
import type { BodyRule } from "./middleware/body-rule.ts";
import { inFlightBound } from "./middleware/in-flight.ts";
import { requestBody, tooLarge } from "./middleware/request-body.ts";
import { registerOpenApi } from "./openapi.ts";
import { registerApiKeyRoutes } from "./routes/api-keys/index.ts";
import { registerEventRoutes } from "./routes/events/index.ts";
import { registerIntegrationRoutes } from "./routes/integrations/index.ts";
import { registerMemoryRoutes } from "./routes/memories/index.ts";
import { IMPORT_CONTENT_TYPES } from "./routes/portability/import.ts";
import { registerPortabilityRoutes } from "./routes/portability/index.ts";
import { registerProfileRoutes } from "./routes/profile/index.ts";
import { registerSystemRoutes } from "./routes/system/index.ts";
import { registerWebhookRoutes } from "./routes/webhooks/index.ts";
import type { ApiServices } from "./services.ts";

/** Paths that answer both under `/v1` (canonical) and without the prefix. */
const UNPREFIXED = /^\/(memories|profile|integrations|api-keys|export|import|webhooks|events)(\/|$)/;

/** Operations whose errors use the spec's envelope shape, even those raised before the route runs. */
const ENVELOPE_ROUTES = [{ method: "POST", path: /^(\/v1)?\/memories\/?$/ }];

/** Per-route body rules; everything else takes JSON up to 1 MiB. */
export const BODY_RULES: BodyRule[] = [
  // Chat exports are large: up to 25 MiB of JSON (about 100,000 messages of typical length).
  {
    path: /^(\/v1)?\/integrations\/chat\/?$/,
    maxBytes: 25 * 1024 * 1024,
    contentTypes: ["application/json"],
  },
  // File imports: a multipart upload the route streams and bounds itself (50 MB, FILE_TOO_LARGE).
  {
    path: /^(\/v1)?\/integrations\/files\/?$/,
    maxBytes: 50 * 1024 * 1024 + 64 * 1024,
    contentTypes: ["multipart/form-data"],
    streamed: true,
  },
  // Memory imports: a JSON Lines export the route streams to staging (100 MiB, docs/export-format.md).
  {
    path: /^(\/v1)?\/import\/?$/,
    maxBytes: MAX_IMPORT_BYTES,
    contentTypes: IMPORT_CONTENT_TYPES,
    streamed: true,
  },
];

/**
 * Every operation, and the OpenAPI document and reference page that describe them. Registering
 * touches no service, so the typed client's generator builds the document from a bare app.
 */
export function registerRoutes(app: App) {
  registerSystemRoutes(app);
  registerApiKeyRoutes(app);
  registerMemoryRoutes(app);
  registerIntegrationRoutes(app);
  registerProfileRoutes(app);
  registerPortabilityRoutes(app);
  registerWebhookRoutes(app);
  registerEventRoutes(app);
  registerOpenApi(app);
}

/**
 * Builds the HTTP app around already-built services. Tests call this with services pointing at
 * their isolated database, Redis prefix and Qdrant collection, and use `app.request()`.
 */
export function createApp(services: ApiServices): App {
  const app = new OpenAPIHono<AppEnv>({
    // `/memories/x` is served by the same route as `/v1/memories/x`: one routing table, one document.
    getPath: (req) => {
      const url = req.url;
      const start = url.indexOf("/", url.indexOf("://") + 3);
      const end = url.indexOf("?", start);
      const path = end === -1 ? url.slice(start) : url.slice(start, end);
      return UNPREFIXED.test(path) ? `/v1${path}` : path;
    },
    defaultHook: (result) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join(".") || result.target;
        throw validationError(field, issue?.message ?? "invalid value");
      }
    },
  });

  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(async (c, next) => {
    c.set("services", services);
    c.set(
      "errorShape",
      ENVELOPE_ROUTES.some((r) => r.method === c.req.method && r.path.test(c.req.path)) ? "envelope" : "flat",
    );
    c.set("logger", services.logger.child({ requestId: c.get("requestId") }));
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    c.get("logger").debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
  });
  app.use(inFlightBound(services.env.API_MAX_IN_FLIGHT));
  app.use(requestBody(BODY_RULES));

  registerRoutes(app);
  registerConsole(app, services.env.CONSOLE_DIR);

  app.notFound((c) =>
    respondWithError(
      c,
      new ApiError(
        "RESOURCE_NOT_FOUND",
        `No operation ${c.req.method} ${c.req.path}: see /api-reference for the list.`,
      ),
      "flat",
    ),
  );

  app.onError((error, c) => {
    const shape = c.get("errorShape") ?? "flat";
    // A body cut off at its limit surfaces as whatever the reader made of it (e.g. malformed JSON).
    const body = c.get("body");
    if (body?.overflowed) return respondWithError(c, tooLarge(body.rule.maxBytes), shape);
    if (error instanceof ApiError) return respondWithError(c, error, shape);
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own 4xx, e.g. malformed JSON from the body validator.
      const mapped =
        error.status === 413
          ? new ApiError("PAYLOAD_TOO_LARGE", "Request body is too large for this operation.")
          : validationError("body", error.message || "malformed request");
      return respondWithError(c, mapped, shape);
    }
    const id = c.get("requestId");
    (c.get("logger") ?? services.logger).error({ err: error, requestId: id }, "unhandled error");
    return respondWithError(
      c,
      new ApiError("INTERNAL_ERROR", `Internal server error. Quote request id ${id} when reporting it.`, {
        extras: { request_id: id },
      }),
      shape,
    );
  });

  return app;
}
