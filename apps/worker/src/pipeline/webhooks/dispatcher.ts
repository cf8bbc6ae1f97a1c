import { hostname } from "node:os";
import { deterministicId, insertWebhookDelivery, matchingWebhookEndpoints } from "@memory/db";
import { eventStream, jobId, parseStreamEntries } from "@memory/jobs";
import type { WorkerServices } from "../../services.ts";

/** The consumer group every worker that serves the `webhook` queue joins; each event is read by one of them. */
export const WEBHOOK_GROUP = "webhooks";
/** Entries another consumer read but did not acknowledge for this long (it crashed) are taken over. */
const RECLAIM_IDLE_MS = 60_000;
const BATCH = 100;
const BLOCK_MS = 2_000;

type Entries = [string, string[]][];

/** The dispatcher's place on the events stream: its own connection, the stream key and its consumer name. */
interface StreamReader {
  conn: WorkerServices["redis"];
  key: string;
  consumer: string;
}

/**
 * Reads the events stream through a consumer group and, for each event and each enabled endpoint
 * of the event's user that subscribes to it, writes a `webhook_deliveries` row and enqueues a
 * `webhook.deliver` job. Ids derive from (stream entry id, endpoint id), so an event read twice
 * (a crash before XACK) yields one row and one job. Entries are acknowledged after that.
 */
export async function startWebhookDispatcher(services: WorkerServices): Promise<{ stop(): Promise<void> }> {
  const { env, logger } = services;
  const key = eventStream(env.QUEUE_PREFIX);
  const consumer = `${hostname()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  // XREADGROUP BLOCK holds its connection: a dedicated one.
  const conn = services.redis.duplicate();
  try {
    await conn.xgroup("CREATE", key, WEBHOOK_GROUP, "$", "MKSTREAM");
  } catch (error) {
    if (!String((error as Error).message).includes("BUSYGROUP")) throw error;
  }
  const reader: StreamReader = { conn, key, consumer };
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      try {
        await dispatchBatch(services, reader);
      } catch (error) {
        if (stopped) break;
        logger.error({ err: error }, "webhook dispatcher: reading the events stream failed; retrying in 1 s");
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  const running = loop();
  return {
    async stop() {
      stopped = true;
      conn.disconnect();
      await running;
    },
  };
}

/** One turn of the loop: the entries a crashed consumer left (idle too long), then new ones (blocking up to BLOCK_MS). */
async function dispatchBatch(services: WorkerServices, reader: StreamReader) {
  const { conn, key, consumer } = reader;
  const claimed = (await conn.xautoclaim(
    key,
    WEBHOOK_GROUP,
    consumer,
    RECLAIM_IDLE_MS,
    "0-0",
    "COUNT",
    BATCH,
  )) as [string, Entries];
  if (claimed[1].length > 0) await dispatch(services, reader, claimed[1]);
  const read = (await conn.xreadgroup(
    "GROUP",
    WEBHOOK_GROUP,
    consumer,
    "COUNT",
    BATCH,
    "BLOCK",
    BLOCK_MS,
    "STREAMS",
    key,
    ">",
  )) as [string, Entries][] | null;
  const entries = read?.[0]?.[1] ?? [];
  if (entries.length > 0) await dispatch(services, reader, entries);
}

/** A delivery row and a `webhook.deliver` job for each event and endpoint; then the entries are acknowledged. */
async function dispatch(services: WorkerServices, reader: StreamReader, entries: Entries) {
  const { env } = services;
  // An import publishes many events of one user at once: their endpoints are read once per batch.
  const endpointsOf = new Map<string, ReturnType<typeof matchingWebhookEndpoints>>();
  for (const { id, event } of parseStreamEntries(entries)) {
    const userId = (event.data as { user_id?: unknown }).user_id;
    if (typeof userId !== "string") continue;
    const key = `${userId} ${event.event}`;
    let reading = endpointsOf.get(key);
    if (!reading) {
      reading = matchingWebhookEndpoints(services.db.orm, userId, event.event);
      endpointsOf.set(key, reading);
    }
    const endpoints = await reading;
    for (const endpoint of endpoints) {
      const deliveryId = deterministicId("webhook", id, endpoint.id);
      await insertWebhookDelivery(services.db.orm, {
        id: deliveryId,
        endpointId: endpoint.id,
        userId,
        eventId: id,
        eventType: event.event,
        payload: event,
      });
      await services.jobs.enqueue(
        "webhook.deliver",
        { deliveryId },
        {
          jobId: jobId("webhook", deliveryId),
          attempts: env.WEBHOOK_MAX_ATTEMPTS,
          backoff: { type: "exponential", delay: env.WEBHOOK_RETRY_BASE_MS },
        },
      );
    }
  }
  if (entries.length > 0) await reader.conn.xack(reader.key, WEBHOOK_GROUP, ...entries.map(([id]) => id));
}
