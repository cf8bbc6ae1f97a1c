import { createMemoryClient, type MemoryClient } from "@memory/client";
import type { Credentials } from "./session.ts";

/** The console talks to the API that serves it: same origin, so the CSP's `connect-src 'self'` holds. */
export function clientFor(credentials: Credentials): MemoryClient {
  return createMemoryClient({
    baseUrl: location.origin,
    ...(credentials.apiKey ? { apiKey: credentials.apiKey } : {}),
    ...(credentials.bearerToken ? { bearerToken: credentials.bearerToken } : {}),
  });
}

/** The message of either error body of the spec: flat `{error, code}` or the envelope `{error: {message}}`. */
function messageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  if (typeof error === "string") return error;
  if (typeof error === "object" && error !== null) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string") return message;
  }
  return undefined;
}

/** Seconds to wait from a Retry-After header (seconds or an HTTP date); undefined when absent. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A failed answer in words a person can act on. */
export function describeFailure(response: Response, body: unknown): string {
  const said = messageOf(body);
  const server = said ? ` The service said: ${said}` : "";
  switch (response.status) {
    case 401:
      return `Not signed in: the service did not accept this API key or token (401). Check that it was copied whole and has not been revoked or expired, then sign in again.${server}`;
    case 403:
      return `Not allowed: this key or token lacks the permission (scope) for this action (403). Create a key with the scope it needs, or sign in with a bearer token for keys and webhooks.${server}`;
    case 429: {
      const wait = retryAfterSeconds(response.headers.get("Retry-After"));
      const when = wait === undefined ? "a minute" : `${wait} second${wait === 1 ? "" : "s"}`;
      return `Too many requests: the rate limit for this kind of request is used up (429). Wait ${when} and try again.${server}`;
    }
    default:
      return `${said ?? "The request failed."} (HTTP ${response.status})`;
  }
}

/** openapi-fetch's answer: `data` on success, `error` (the body) otherwise. */
export interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a successful answer, or an Error whose message is `describeFailure`'s. */
export function unwrap<T>(answer: Answer<T>): T {
  if (answer.data !== undefined && answer.response.ok) return answer.data;
  throw new Error(describeFailure(answer.response, answer.error));
}

/** An answer that says "not yet" (202: being generated, 404: not enough memories for it yet). */
export type Maybe<T> = { ready: T } | { notYet: string };

export function readyOrNotYet<T>(answer: Answer<T>, what: string): Maybe<T> {
  if (answer.response.status === 202) return { notYet: `The service is building the ${what}.` };
  if (answer.response.status === 404) return { notYet: messageOf(answer.error) ?? `No ${what} yet.` };
  return { ready: unwrap(answer) };
}
