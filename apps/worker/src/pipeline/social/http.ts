/**
 * The HTTP side of every connector: the caller's bearer token, JSON answers, the platform's
 * rate-limit headers (a spent quota pauses the next request until its reset; a 429 waits for the
 * reset and repeats the request), retries with exponential backoff on a 5xx or a network fault
 * (before the headers, or mid-body), a cap on a body's size, and typed errors for a rejected token
 * (401), a missing permission (403) and a long reset.
 */

import { quote } from "./guards.ts";

/** The platform rejected the token itself (expired or revoked): the connection ends in `error`. */
export class PlatformAuthError extends Error {
  override name = "PlatformAuthError";
}

/** The token lacks a permission (scope / product) for one endpoint. */
export class PlatformForbiddenError extends Error {
  override name = "PlatformForbiddenError";
}

/** A rate-limit reset further away than the job may wait in place: the sync is delayed until `resetAt`. */
export class RateLimitedUntil extends Error {
  override name = "RateLimitedUntil";
  readonly resetAt: Date;
  constructor(platform: string, resetAt: Date) {
    super(`${platform} rate limit reached; it resets at ${resetAt.toISOString()}`);
    this.resetAt = resetAt;
  }
}

/** Any other answer the platform gave (a 4xx besides 401/403/429, or 5xx after every retry). */
export class PlatformRequestError extends Error {
  override name = "PlatformRequestError";
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export interface RateLimitState {
  remaining?: number;
  resetAt?: Date;
}

export interface PlatformClientOptions {
  platform: string;
  baseUrl: string;
  token: string;
  /** Extra headers of every request (LinkedIn-Version, a User-Agent, …). */
  headers?: Record<string, string>;
  /** Reads the platform's rate-limit headers. */
  rateLimit: (headers: Headers, now: number) => RateLimitState;
  maxWaitMs: number;
  attempts: number;
  retryDelayMs: number;
  timeoutMs?: number;
  /** Called while the client waits for a reset (the sync reports it in its log). */
  onWait?: (ms: number, why: string) => void;
}

/**
 * The most of a body the client reads (MAX_BODY_BYTES). The biggest real page is about 100 items of
 * at most a few tens of kB each (X's max_results=100, a Reddit listing of 100 with its long `data`
 * objects): a few MB. 16 MiB leaves that several times over, and keeps a broken or hostile answer
 * (a proxy's endless stream, a wrong API URL serving a file) far from the worker's 1 GiB heap: a
 * body is held in full as a string, then parsed into objects several times its size.
 */
const MAX_BODY_BYTES = 16 * 1024 * 1024;
/** An error body (401/403/4xx) is read only for its message, of which 300 characters are shown. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** How long a 429 without any reset header waits. */
const DEFAULT_429_WAIT_MS = 60_000;
/** How many 429s in a row one request accepts before giving up (a reset header that lies). */
const MAX_429_IN_A_ROW = 5;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A time from a header, or undefined when it is none: "1e20" seconds is past any Date (an Invalid Date had made the pause NaN). */
const validDate = (ms: number): Date | undefined => {
  const date = new Date(ms);
  return Number.isFinite(date.getTime()) ? date : undefined;
};

/** Seconds-since-epoch or seconds-from-now, whichever the header carries. */
export function resetFromEpochSeconds(value: string | null): Date | undefined {
  const n = Number(value);
  return value !== null && Number.isFinite(n) && n > 0 ? validDate(n * 1000) : undefined;
}
export function resetFromSecondsAhead(value: string | null, now: number): Date | undefined {
  const n = Number(value);
  return value !== null && Number.isFinite(n) && n >= 0 ? validDate(now + Math.ceil(n * 1000)) : undefined;
}
export function retryAfter(headers: Headers, now: number): Date | undefined {
  const value = headers.get("retry-after");
  if (value === null) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return validDate(now + seconds * 1000);
  return validDate(Date.parse(value));
}

export class PlatformClient {
  private pauseUntil = 0;
  /** Every request made (method and path), for the sync's statistics and for tests. */
  requests = 0;
  private readonly options: PlatformClientOptions;

  constructor(options: PlatformClientOptions) {
    this.options = options;
  }

  /**
   * The error of a 200 whose body is not what `path` answers (an HTML error page, `{"data": null}`):
   * a PlatformRequestError the sync retries, naming the platform and the path.
   */
  unusableBody(path: string, what: string): PlatformRequestError {
    const p = this.options.platform;
    return new PlatformRequestError(
      `${p} answered a body that is not ${what} to ${path}; the sync will retry — if it persists, ${p}'s API may have changed.`,
      200,
    );
  }

  /** The error of a body past MAX_BODY_BYTES (streamed, or announced by its Content-Length). */
  private tooLarge(url: URL): PlatformRequestError {
    const p = this.options.platform;
    return new PlatformRequestError(
      `${p} answered more than ${MAX_BODY_BYTES / 1024 / 1024} MiB to ${url.pathname}; a page of ${p}'s API is far smaller, so the request was stopped and the sync will retry — if it persists, check what answers at ${url.origin} (a proxy in between, or an API URL that points elsewhere).`,
      200,
    );
  }

  /**
   * GETs `path` (relative to the base URL, query included) and answers the parsed JSON body,
   * unknown until the connector's guards have read it (guards.ts).
   */
  async get(path: string, query: Record<string, string | number | undefined> = {}): Promise<unknown> {
    const o = this.options;
    const url = new URL(path.replace(/^\//, ""), o.baseUrl.endsWith("/") ? o.baseUrl : `${o.baseUrl}/`);
    for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
    let failures = 0;
    let limited = 0;
    for (;;) {
      await this.waitForPause();
      let res: Response;
      try {
        this.requests += 1;
        res = await fetch(url, {
          headers: { accept: "application/json", ...o.headers, authorization: `Bearer ${o.token}` },
          // The timeout covers reading the body too (it errors the body's stream).
          signal: AbortSignal.timeout(o.timeoutMs ?? 30_000),
        });
      } catch (error) {
        failures = await this.backoff(
          failures,
          (n) =>
            new PlatformRequestError(
              `${o.platform} could not be reached at ${url.origin} (${(error as Error).message}) after ${n} attempts`,
              0,
            ),
        );
        continue;
      }
      const now = Date.now();
      const state = o.rateLimit(res.headers, now);
      if (res.status === 429) {
        await res.body?.cancel();
        limited += 1;
        const resetAt = state.resetAt ?? retryAfter(res.headers, now) ?? new Date(now + DEFAULT_429_WAIT_MS);
        if (limited > MAX_429_IN_A_ROW) throw new RateLimitedUntil(o.platform, resetAt);
        this.pauseUntil = Math.max(this.pauseUntil, resetAt.getTime());
        continue;
      }
      if (state.remaining !== undefined && state.remaining <= 0 && state.resetAt) {
        this.pauseUntil = Math.max(this.pauseUntil, state.resetAt.getTime());
      }
      if (res.status >= 500) {
        await res.body?.cancel();
        failures = await this.backoff(
          failures,
          (n) =>
            new PlatformRequestError(
              `${o.platform} answered ${res.status} to ${url.pathname} ${n} times in a row`,
              res.status,
            ),
        );
        continue;
      }
      if (!res.ok) throw await this.refused(res, url);
      let text: string;
      try {
        // The body is part of the attempt: a connection lost mid-body is retried like one never made.
        text = await readBody(res, MAX_BODY_BYTES);
      } catch (error) {
        if (error instanceof BodyTooLarge) throw this.tooLarge(url);
        failures = await this.backoff(
          failures,
          (n) =>
            new PlatformRequestError(
              `${o.platform}'s answer to ${url.pathname} was cut off before its end (${faultOf(error)}) ${n} times in a row; the sync will retry — if it persists, check the network or proxy between the worker and ${url.origin}.`,
              res.status,
            ),
        );
        continue;
      }
      return this.parsed(text, res, url);
    }
  }

  /** One more failed attempt: the error (of the attempts made) after the last, else a wait with exponential backoff. */
  private async backoff(
    failures: number,
    error: (attempts: number) => PlatformRequestError,
  ): Promise<number> {
    const attempts = failures + 1;
    if (attempts >= this.options.attempts) throw error(attempts);
    await sleep(this.options.retryDelayMs * 2 ** (attempts - 1));
    return attempts;
  }

  /** The error of a 4xx: a rejected token (401), a missing permission (403), anything else. */
  private async refused(res: Response, url: URL): Promise<Error> {
    const p = this.options.platform;
    if (res.status === 401) {
      await res.body?.cancel();
      return new PlatformAuthError(
        `${p} rejected the access token (401: expired or revoked). Connect the account again with a fresh token.`,
      );
    }
    const detail = await describeError(res);
    if (res.status === 403)
      return new PlatformForbiddenError(`${p} refused ${url.pathname} (403${detail ? `: ${detail}` : ""})`);
    return new PlatformRequestError(
      `${p} answered ${res.status} to ${url.pathname}${detail ? `: ${detail}` : ""}`,
      res.status,
    );
  }

  /** The body as JSON, or the error of a body that is none. */
  private parsed(text: string, res: Response, url: URL): unknown {
    try {
      return JSON.parse(text);
    } catch {
      const type = res.headers.get("content-type")?.split(";")[0]?.trim();
      throw this.unusableBody(url.pathname, `JSON${type ? ` (${type})` : ""}`);
    }
  }

  private async waitForPause() {
    const wait = this.pauseUntil - Date.now();
    if (wait <= 0) return;
    if (wait > this.options.maxWaitMs)
      throw new RateLimitedUntil(this.options.platform, new Date(this.pauseUntil));
    this.options.onWait?.(wait, "rate limit");
    await sleep(wait);
  }
}

/** A body past its cap: the request was aborted. */
class BodyTooLarge extends Error {
  override name = "BodyTooLarge";
}

/**
 * `res`'s body as UTF-8 text (like `res.text()`), read as a stream of at most `limit` bytes: past
 * them, or when its Content-Length announces more (nothing is read then), the body is cancelled —
 * which aborts fetch's request and closes its connection — and BodyTooLarge thrown. A connection
 * lost mid-body (or the timeout) throws the stream's error.
 */
async function readBody(res: Response, limit: number): Promise<string> {
  const announced = Number(res.headers.get("content-length") ?? Number.NaN);
  if (announced > limit) {
    await res.body?.cancel().catch(() => undefined);
    throw new BodyTooLarge();
  }
  if (!res.body) return "";
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join("");
}

/** What cut a body off, from fetch's error: `terminated: other side closed`, the timeout's message… */
function faultOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
  return cause && cause !== message ? `${message}: ${cause}` : message;
}

/** The message of a platform's error body (X: detail/title, Reddit: message, LinkedIn: message), never the token. */
async function describeError(res: Response): Promise<string> {
  try {
    const body = JSON.parse(await readBody(res, MAX_ERROR_BODY_BYTES)) as Record<string, unknown>;
    const text = [body.detail, body.title, body.message, body.reason].find((v) => typeof v === "string");
    return typeof text === "string" ? quote(text, 300) : "";
  } catch {
    return "";
  }
}
