import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context.ts";

/**
 * The API's Hono app, as the route modules register their operations on it. It lives apart from
 * `app.ts`, which imports every route module, so that no route imports `app.ts` back.
 */
export type App = OpenAPIHono<AppEnv>;
