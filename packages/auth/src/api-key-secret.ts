import { createHash, randomBytes } from "node:crypto";

export const API_KEY_PREFIX = "msk_";
const PREFIX_SHOWN = API_KEY_PREFIX.length + 8;

/** A new secret: `msk_` + 32 random bytes in base64url (256 bits of entropy). */
export function generateApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return { secret, prefix: secret.slice(0, PREFIX_SHOWN), hash: hashApiKeySecret(secret) };
}

/**
 * SHA-256 of the secret. A slow hash is not needed: the secret has 256 random bits, so it cannot be
 * guessed from its hash, and a fast hash keeps authentication to one indexed lookup.
 */
export function hashApiKeySecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}
