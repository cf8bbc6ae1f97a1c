import { authEnv, modelEnv, parseEnv, socialEnv, storageEnv, withSecretFiles, z } from "@memory/config";

export const apiEnvSchema = z
  .object({
    ...storageEnv,
    ...authEnv,
    ...modelEnv,
    ...socialEnv,
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /** How long `POST /v1/memories` waits for the worker before answering 202 with an integration id. */
    STORE_WAIT_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
    /** How long `POST /v1/integrations/chat` waits for a small import to finish before answering `processing`. */
    CHAT_IMPORT_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    /** Requests per user and minute of each rate-limit bucket (defaults: the spec's limits). */
    RATE_LIMIT_STANDARD: z.coerce.number().int().min(1).max(1_000_000).default(100),
    RATE_LIMIT_STORE: z.coerce.number().int().min(1).max(1_000_000).default(100),
    RATE_LIMIT_SEARCH: z.coerce.number().int().min(1).max(1_000_000).default(50),
    RATE_LIMIT_INTEGRATIONS: z.coerce.number().int().min(1).max(1_000_000).default(10),
    /** How long `GET /profile`, `GET /profile/bio` and `PATCH /profile/bio` wait for a generation before answering 202. */
    PROFILE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    /** How long `POST /v1/integrations/files` waits for a small file to finish before answering `processing`. */
    FILE_IMPORT_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
    /** API processes sharing PORT (a Node cluster: the primary forks them and starts a dead one again). */
    API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    /** Requests in progress at once (per process); beyond it the API answers 503 SERVER_BUSY with Retry-After: 1. */
    API_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(128),
    /** Webhook URLs may point at loopback, private and link-local addresses, and use plain http. */
    WEBHOOK_ALLOW_PRIVATE_URLS: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    /** Encrypts webhook signing secrets at rest (AES-256-GCM); the worker needs the same value. Unset: stored as is. */
    WEBHOOK_SECRET_KEY: z.string().min(32).optional(),
    /** Open `GET /v1/events` streams allowed per user (across every API replica). */
    EVENTS_MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1000).default(5),
    /** The built console served at /console (default: apps/console/dist of this checkout). */
    CONSOLE_DIR: z.string().min(1).optional(),
    /** Interval of the SSE heartbeat comment on `GET /v1/events` (tests shorten it). */
    EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  })
  .refine((env) => env.JWT_SECRET !== undefined || env.JWKS_URL !== undefined, {
    message:
      "set JWT_SECRET (HS256, at least 32 characters) or JWKS_URL to verify bearer tokens for /api-keys",
    path: ["JWT_SECRET"],
  });

export type ApiEnv = z.output<typeof apiEnvSchema>;

export function loadApiEnv(env: Record<string, string | undefined>): ApiEnv {
  return parseEnv(apiEnvSchema, withSecretFiles(env, ["JWT_SECRET", "SOCIAL_TOKEN_KEY"]));
}
