import type { Redis } from "ioredis";

export type {
  IntegrationEndedEvent,
  MemoryCreatedEvent,
  MemoryDeletedEvent,
  MemoryUpdatedEvent,
  ProfileUpdatedEvent,
  ServiceEvent,
} from "@memory/db";

import type { ServiceEvent } from "@memory/db";

/**
 * Stream of every event, read by the webhook dispatcher (consumer group) and by GET /v1/events
 * (resume by entry id). Capped at about MAX_EVENTS entries: older ones are trimmed.
 */
export const eventStream = (prefix: string) => `${prefix}:events`;
export const MAX_EVENTS = 100_000;

/**
 * `memory.created` is announced once per memory, whoever publishes it: imports of the same export
 * that run at once all index the rows one of them inserted, and a retried job publishes again.
 * Each such event claims `<prefix>:announced:<memory id>` in the same Redis script that appends it
 * to the stream, so of all publishers of one memory exactly one appends (both or neither happen).
 * `memory.deleted` drops the claim: a memory deleted and later restored with the same id (an import
 * of an export) is announced again. The claim outlives every retry of a job (minutes) by far.
 */
export const ANNOUNCED_TTL_SECONDS = 24 * 60 * 60;
const announcedKey = (prefix: string, memoryId: string) => `${prefix}:announced:${memoryId}`;
/** Events per script call: one call holds Redis for a bounded time. */
const SCRIPT_BATCH = 500;

// KEYS[1]: the stream; KEYS[i+1]: event i's claim key. ARGV: maxlen, ttl, then per event its mode
// ("claim", "release" or "none"), name and payload.
const PUBLISH_SCRIPT = `
local n = (#ARGV - 2) / 3
for i = 1, n do
  local mode = ARGV[3 * i]
  local claim = KEYS[i + 1]
  local go = true
  if mode == "claim" then
    go = redis.call("SET", claim, "1", "NX", "EX", ARGV[2])
  elseif mode == "release" then
    redis.call("DEL", claim)
  end
  if go then
    redis.call("XADD", KEYS[1], "MAXLEN", "~", ARGV[1], "*", "event", ARGV[3 * i + 1], "payload", ARGV[3 * i + 2])
  end
end
return n
`;

function claimOf(prefix: string, e: ServiceEvent): { mode: "claim" | "release" | "none"; key: string } {
  if (e.event === "memory.created") return { mode: "claim", key: announcedKey(prefix, e.data.memory_id) };
  if (e.event === "memory.deleted") return { mode: "release", key: announcedKey(prefix, e.data.memory_id) };
  // Not read by the script; a key of the stream's own slot keeps the script single-slot.
  return { mode: "none", key: eventStream(prefix) };
}

/** Appends events to the events stream; `memory.created` at most once per memory (see above). */
export async function publishEvents(redis: Redis, prefix: string, events: ServiceEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += SCRIPT_BATCH) {
    const batch = events.slice(i, i + SCRIPT_BATCH);
    const claims = batch.map((e) => claimOf(prefix, e));
    const args = batch.flatMap((e, j) => [claims[j]?.mode ?? "none", e.event, JSON.stringify(e)]);
    await redis.eval(
      PUBLISH_SCRIPT,
      1 + batch.length,
      eventStream(prefix),
      ...claims.map((c) => c.key),
      MAX_EVENTS,
      ANNOUNCED_TTL_SECONDS,
      ...args,
    );
  }
}

/**
 * Publishes `integration.completed` / `integration.failed` for an integration row that
 * `finishIntegration` just ended (null: it had ended before, nothing to say; `cancelled` is the
 * caller's own doing and not announced).
 */
export async function publishIntegrationEnded(
  redis: Redis,
  prefix: string,
  row: { id: string; userId: string; type: string; status: string; memoriesCreated: number } | null,
): Promise<void> {
  if (!row || (row.status !== "completed" && row.status !== "failed")) return;
  await publishEvents(redis, prefix, [
    {
      event: row.status === "completed" ? "integration.completed" : "integration.failed",
      data: {
        integration_id: row.id,
        user_id: row.userId,
        type: row.type,
        memories_created: row.memoriesCreated,
      },
      timestamp: new Date().toISOString(),
    },
  ]);
}

/** One entry of the events stream: its id (`<ms>-<seq>`) and the event. */
export interface StreamedEvent {
  id: string;
  event: ServiceEvent;
}

/** Parses XREAD/XRANGE entries; entries that are not events are skipped. */
export function parseStreamEntries(entries: [string, string[]][]): StreamedEvent[] {
  const out: StreamedEvent[] = [];
  for (const [id, fields] of entries) {
    const at = fields.indexOf("payload");
    const raw = at >= 0 ? fields[at + 1] : undefined;
    if (raw === undefined) continue;
    try {
      out.push({ id, event: JSON.parse(raw) as ServiceEvent });
    } catch {
      // a malformed entry is skipped, never fatal
    }
  }
  return out;
}
