import { createHash } from "node:crypto";

/** How long a store answered under an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

/** Redis key of a user's Idempotency-Key (hashed: keys are caller-chosen and unbounded). */
export function idempotencyRedisKey(prefix: string, userId: string, key: string): string {
  return `${prefix}:idem:${createHash("sha256").update(`${userId}\u0000${key}`).digest("hex")}`;
}
