import { readFileSync } from "node:fs";
import { z } from "zod";

/** Raised when the environment does not satisfy an app's schema; the message names every bad variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses `env` with `schema` once at start-up; empty values count as unset. Every problem is
 * reported with the variable's name, so an operator knows exactly what to fix.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
): z.output<S> {
  // An empty variable (`FOO=` in a .env or compose file) means "not set", so defaults apply.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "(environment)";
    const value = typeof issue.path[0] === "string" ? env[issue.path[0]] : undefined;
    const shown = value === undefined ? "it is not set" : `got ${JSON.stringify(redact(name, value))}`;
    return `  ${name}: ${issue.message} (${shown})`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

/**
 * Docker-secrets convention: for each NAME that is unset while NAME_FILE is set, reads the value
 * from that file. Returns a new environment object; the process environment is not changed.
 */
export function withSecretFiles(
  env: Record<string, string | undefined>,
  names: string[],
  options: { missingOk?: boolean } = {},
): Record<string, string | undefined> {
  const out = { ...env };
  for (const name of names) {
    const file = env[`${name}_FILE`];
    if (out[name] === undefined && file) {
      try {
        out[name] = readFileSync(file, "utf8").trim();
      } catch (error) {
        if (options.missingOk && (error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw new ConfigError(
          `Invalid configuration:\n  ${name}_FILE: cannot read ${file} (${(error as Error).message})`,
        );
      }
    }
  }
  return out;
}

function redact(name: string, value: string): string {
  return /SECRET|KEY|PASSWORD|TOKEN/i.test(name) ? "***" : value;
}

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Variables shared by the API, the workers and the CLI. Defaults suit a local machine. */
export const storageEnv = {
  DATABASE_URL: url(["postgres", "postgresql"]).default("postgres://postgres@127.0.0.1:5432/memory"),
  REDIS_URL: url(["redis", "rediss"]).default("redis://127.0.0.1:6379"),
  /**
   * `host:port` of each Redis Sentinel, comma-separated (docs/scaling.md): set, the master is asked
   * of them and a failover is followed; REDIS_URL then gives only the database number and password.
   */
  REDIS_SENTINELS: z
    .string()
    .regex(/^\s*[^\s:,]+:\d+\s*(?:,\s*[^\s:,]+:\d+\s*)*$/, "host:port, comma-separated")
    .optional(),
  REDIS_SENTINEL_MASTER: z.string().min(1).default("mymaster"),
  /** When unset, `pnpm dev` starts the bundled Qdrant binary; apps otherwise require it. */
  QDRANT_URL: url(["http", "https"]).default("http://127.0.0.1:6333"),
  QDRANT_API_KEY: z.string().min(1).optional(),
  QDRANT_COLLECTION: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, _ and - only")
    .default("memories"),
  /**
   * The collection's layout on a Qdrant cluster (see docs/scaling.md). Unset: Qdrant's defaults.
   * Shards are fixed when the collection is created; copies and write consistency apply at start.
   */
  QDRANT_SHARDS: z.coerce.number().int().min(1).max(1000).optional(),
  QDRANT_REPLICATION_FACTOR: z.coerce.number().int().min(1).max(10).optional(),
  QDRANT_WRITE_CONSISTENCY: z.coerce.number().int().min(1).max(10).optional(),
  /** Vectors and payload memory-mapped from disk instead of RAM (large deployments). */
  QDRANT_ON_DISK: bool.optional(),
  /** Dense vectors quantized in RAM: scalar (int8, ~4x smaller) or binary (~32x; for 512+ dimensions). */
  QDRANT_QUANTIZATION: z.enum(["none", "scalar", "binary"]).optional(),
  /** Prefix of every BullMQ key in Redis; lets several deployments (or test files) share one Redis. */
  QUEUE_PREFIX: z.string().min(1).default("memory"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Debounce of the profile check after stores, imports, updates and deletes (tests shorten it). */
  PROFILE_REFRESH_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
};

export const modelEnv = {
  MODEL_PROVIDER: z.enum(["local", "openai"]).default("local"),
  OPENAI_BASE_URL: url(["http", "https"]).default("https://api.openai.com/v1"),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_CHAT_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_EMBEDDING_MODEL: z.string().min(1).default("text-embedding-3-small"),
  OPENAI_EMBEDDING_DIMENSIONS: z.coerce.number().int().positive().default(1536),
  OPENAI_MAX_CONCURRENCY: z.coerce.number().int().positive().default(4),
  /** Folder for the local model's converted word-vector file; default <repo>/.data/models. */
  MODEL_CACHE_DIR: z.string().min(1).optional(),
  /**
   * How the local provider decides that a sentence is a fact about the person: `rules` alone, or
   * `model`: what the rules make a fact stays one only when the trained about-person model agrees,
   * else it is kept as an episode (docs/local-provider.md, "The about-person model").
   */
  LOCAL_FACT_MODEL: z.enum(["rules", "model"]).default("rules"),
};

export const authEnv = {
  /** HS256 secret for bearer tokens; or JWT_SECRET_FILE, a file holding it (read by withSecretFiles). */
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  JWT_SECRET_FILE: z.string().min(1).optional(),
  JWKS_URL: url(["http", "https"]).optional(),
  JWT_ISSUER: z.string().min(1).optional(),
  JWT_AUDIENCE: z.string().min(1).optional(),
};

/** True when `v` is 32 bytes as 64 hex characters or as base64 (standard or url-safe). */
function isKey32(v: string): boolean {
  const t = v.trim();
  if (/^[0-9a-fA-F]{64}$/.test(t)) return true;
  return /^[A-Za-z0-9+/_-]{43}=?$/.test(t) && Buffer.from(t, "base64").length === 32;
}

/** Social imports (API and workers): the token key, the platforms' base URLs and the sync rhythm. */
export const socialEnv = {
  /** AES-256-GCM key of the stored OAuth tokens; without it social imports answer a clear error. */
  SOCIAL_TOKEN_KEY: z
    .string()
    .refine(
      isKey32,
      "must be 32 bytes as 64 hex characters or base64: generate one with `openssl rand -base64 32`",
    )
    .optional(),
  /** How often an `auto_sync` connection imports what is new. */
  SOCIAL_SYNC_INTERVAL_MS: z.coerce.number().int().min(1000).default(3_600_000),
  TWITTER_API_URL: url(["http", "https"]).default("https://api.twitter.com"),
  REDDIT_API_URL: url(["http", "https"]).default("https://oauth.reddit.com"),
  LINKEDIN_API_URL: url(["http", "https"]).default("https://api.linkedin.com"),
  /** The `LinkedIn-Version` header (YYYYMM) of the versioned REST API. */
  LINKEDIN_API_VERSION: z
    .string()
    .regex(/^\d{6}$/, "YYYYMM")
    .default("202510"),
  /** A platform's rate-limit reset up to this far away is waited for inside the job; a later one delays the job. */
  SOCIAL_RATE_LIMIT_MAX_WAIT_MS: z.coerce.number().int().min(0).default(60_000),
  /** Attempts of one platform request on a 5xx or a network fault (with exponential backoff from SOCIAL_RETRY_DELAY_MS). */
  SOCIAL_HTTP_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
  SOCIAL_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(1000),
};

/** File imports (workers): when a staged upload that stopped arriving counts as abandoned. */
export const fileImportEnv = {
  /**
   * An upload whose staging made no progress for this long (the API touches it at least every
   * second while bytes arrive) and that no import job holds is swept: its staged bytes are deleted
   * and its integration fails with UPLOAD_INTERRUPTED. The sweep runs every half of it (at most 5 min).
   */
  FILE_UPLOAD_STALE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(5_000)
    .max(7 * 24 * 3_600_000)
    .default(600_000),
};

export { bool, url, z };
