import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import { ApiError } from "../errors.ts";
import type { RateLimitBucket } from "../lib/rate-limits.ts";

/** Counts the request in the caller's `bucket` and sets the X-RateLimit-* headers; 429 when exhausted. */
export function rateLimit(bucket: RateLimitBucket) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const outcome = await c.get("services").rateLimits.consume(bucket, c.get("caller").userId);
    const headers = {
      "X-RateLimit-Limit": String(outcome.limit),
      "X-RateLimit-Remaining": String(outcome.remaining),
      "X-RateLimit-Reset": String(outcome.resetAt),
    };
    if (!outcome.allowed) {
      throw new ApiError(
        "RATE_LIMIT_EXCEEDED",
        `Rate limit of ${outcome.limit} requests per minute exceeded; retry after ${outcome.retryAfterSeconds} s.`,
        {
          extras: { retry_after: outcome.retryAfterSeconds },
          details: { limit: outcome.limit, reset_time: new Date(outcome.resetAt * 1000).toISOString() },
          headers: { ...headers, "Retry-After": String(outcome.retryAfterSeconds) },
        },
      );
    }
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    await next();
  });
}
