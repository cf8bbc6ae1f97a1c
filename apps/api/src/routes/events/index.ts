import { createRoute, z } from "@hono/zod-openapi";
import { EVENT_TYPES } from "@memory/db";
import { eventStream, parseStreamEntries } from "@memory/jobs";
import { streamSSE } from "hono/streaming";
import type { App } from "../../app-type.ts";
import { ApiError, validationError } from "../../errors.ts";
import { StreamSlots } from "../../lib/stream-slots.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses } from "../responses.ts";

const STREAM_ID = /^(\d{1,20})-(\d{1,20})$/;
/** Redis stream ids are two unsigned 64-bit numbers. */
const MAX_ID_PART = 2n ** 64n - 1n;

/**
 * Why a Last-Event-ID cannot be resumed from, or null. Refused before the stream opens: an id Redis
 * would reject only after the 200 made the stream close at once, and a browser's EventSource
 * reconnects from the same id in a loop; a 400 makes it stop.
 */
function eventIdProblem(id: string): string | null {
  const parts = STREAM_ID.exec(id);
  if (!parts)
    return "not an event id: send an id as received in the stream's `id` field, e.g. 1746090000000-0";
  if (BigInt(parts[1] ?? "0") > MAX_ID_PART || BigInt(parts[2] ?? "0") > MAX_ID_PART)
    return "out of range (each part of an event id is at most 18446744073709551615): reconnect without it to receive new events";
  return null;
}

const route = createRoute({
  operationId: "streamEvents",
  method: "get",
  path: "/v1/events",
  tags: ["Events"],
  summary: "Live events of your user (Server-Sent Events)",
  description:
    `A \`text/event-stream\` of the caller's events (${EVENT_TYPES.join(", ")}), each \`{event, data, timestamp}\` as in webhooks: ` +
    "the SSE `event` field is the event name, `data` the JSON body, `id` the events stream entry id. " +
    "Reconnect with `Last-Event-ID` (or `?last_event_id=`) to resume after that id: events still in the stream (the last ~100,000 of all users) are replayed first. " +
    "An id that is malformed or out of range (each of its two parts at most 2^64−1) is 400 VALIDATION_ERROR before the stream opens, so a browser's EventSource stops instead of reconnecting with it in a loop: open a new stream without it. " +
    "Without it the stream starts with events published after it opened (a `: connected` comment marks that moment). " +
    "A `: heartbeat` comment is sent every 15 s. At most 5 open streams per user (operator setting EVENTS_MAX_STREAMS_PER_USER): one more is 429 TOO_MANY_STREAMS. " +
    "Scope `webhooks:read`.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("webhooks:read"), rateLimit("standard")] as const,
  request: {
    query: z.object({
      last_event_id: z
        .string()
        .optional()
        .openapi({ description: "Same as the Last-Event-ID header (which wins)." }),
    }),
    headers: z.object({ "last-event-id": z.string().optional() }),
  },
  responses: {
    200: {
      description: "The event stream",
      content: {
        "text/event-stream": {
          schema: z.string().openapi({
            example:
              'id: 1746090000000-0\nevent: memory.created\ndata: {"event":"memory.created","data":{"memory_id":"…","user_id":"…","categories":["career"]},"timestamp":"2025-05-01T09:00:00.000Z"}\n\n',
          }),
        },
      },
    },
    ...errorResponses(["FORBIDDEN", "TOO_MANY_STREAMS"]),
  },
});

export function registerEventRoutes(app: App) {
  app.openapi(route, async (c) => {
    const services = c.get("services");
    const { env, redis, logger } = services;
    const userId = c.get("caller").userId;
    const resumeFrom = c.req.valid("header")["last-event-id"] ?? c.req.valid("query").last_event_id;
    const problem = resumeFrom === undefined ? null : eventIdProblem(resumeFrom);
    if (problem) throw validationError("Last-Event-ID", problem);
    const heartbeatMs = env.EVENTS_HEARTBEAT_MS;
    const slots = new StreamSlots(redis, env.QUEUE_PREFIX, Math.max(60_000, 3 * heartbeatMs));
    const slot = await slots.acquire(userId, env.EVENTS_MAX_STREAMS_PER_USER);
    if (!slot) {
      throw new ApiError(
        "TOO_MANY_STREAMS",
        `You already have ${env.EVENTS_MAX_STREAMS_PER_USER} open event streams: close one (or wait a minute for a dropped one to expire).`,
        { extras: { retry_after: 60 }, headers: { "Retry-After": "60" } },
      );
    }
    const key = eventStream(env.QUEUE_PREFIX);
    return streamSSE(c, async (stream) => {
      // XREAD BLOCK holds its connection: one per open stream (bounded per user above).
      const conn = redis.duplicate();
      let closed = false;
      stream.onAbort(() => {
        closed = true;
        conn.disconnect();
      });
      try {
        let cursor = resumeFrom;
        if (cursor === undefined) {
          const last = (await conn.xrevrange(key, "+", "-", "COUNT", 1)) as [string, string[]][];
          cursor = last[0]?.[0] ?? "0-0";
        }
        await stream.write(": connected\n\n");
        let lastBeat = Date.now();
        while (!closed) {
          const read = (await conn.xread("COUNT", 100, "BLOCK", heartbeatMs, "STREAMS", key, cursor)) as
            | [string, [string, string[]][]][]
            | null;
          const entries = read?.[0]?.[1] ?? [];
          for (const { id, event } of parseStreamEntries(entries)) {
            if ((event.data as { user_id?: unknown }).user_id !== userId) continue;
            await stream.writeSSE({ id, event: event.event, data: JSON.stringify(event) });
          }
          const lastEntry = entries.at(-1);
          if (lastEntry) cursor = lastEntry[0];
          if (Date.now() - lastBeat >= heartbeatMs) {
            await stream.write(": heartbeat\n\n");
            await slots.renew(userId, slot);
            lastBeat = Date.now();
          }
        }
      } catch (error) {
        if (!closed) logger.warn({ err: error }, "event stream ended");
      } finally {
        conn.disconnect();
        await slots.release(userId, slot).catch(() => undefined);
      }
    });
  });
}
