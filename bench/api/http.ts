import type { Redis } from "ioredis";

/**
 * The API's limits are fixed per user and minute (100 stores, 50 searches). The benchmark runs the
 * API with its own QUEUE_PREFIX and, from outside the timed requests, deletes the callers'
 * rate-limit counters (`<prefix>:rl:<bucket>:<user>`) at least every 40 requests per user, so no
 * request is ever throttled (and a 429 would fail the run).
 */
export class RateLimitReset {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly since = new Map<string, number>();

  constructor(redis: Redis, prefix: string) {
    this.redis = redis;
    this.prefix = prefix;
  }

  /** Call before a request of `userId` in `bucket`; awaits a reset every `every` requests. */
  async before(bucket: "store" | "search", userId: string, every = 40): Promise<void> {
    const key = `${this.prefix}:rl:${bucket}:${userId}`;
    const n = (this.since.get(key) ?? 0) + 1;
    if (n >= every) {
      await this.redis.del(key);
      this.since.set(key, 0);
    } else this.since.set(key, n);
  }
}

export interface Timed<T> {
  ms: number;
  status: number;
  body: T;
}

/** One JSON request over Node's fetch (undici, keep-alive), timed from send to parsed body. */
export async function request<T>(
  baseUrl: string,
  method: "GET" | "POST",
  path: string,
  apiKey: string | undefined,
  body?: unknown,
): Promise<Timed<T>> {
  const headers: Record<string, string> = {};
  if (apiKey) headers["x-api-key"] = apiKey;
  if (body !== undefined) headers["content-type"] = "application/json";
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const parsed = (await res.json()) as T;
  return { ms: performance.now() - started, status: res.status, body: parsed };
}
