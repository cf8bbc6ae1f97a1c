import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";

/** Marks a route whose errors use the spec's envelope shape (store memories) instead of the flat one. */
export const envelopeErrors = createMiddleware<AppEnv>(async (c, next) => {
  c.set("errorShape", "envelope");
  await next();
});
