import type { MemoryRow } from "@memory/db";
import { memoryCategories } from "@memory/db/schema";
import { publishEvents } from "@memory/jobs";
import type { ApiServices } from "../services.ts";

/**
 * Publishes `memory.updated` or `memory.deleted` on the events stream (webhooks, GET /v1/events).
 * The change is already committed: a Redis hiccup here is logged, never turned into an error.
 */
export async function publishMemoryEvent(
  services: ApiServices,
  event: "memory.updated" | "memory.deleted",
  row: MemoryRow,
): Promise<void> {
  const categories = memoryCategories(row);
  await publishEvents(services.redis, services.env.QUEUE_PREFIX, [
    {
      event,
      data: { memory_id: row.id, user_id: row.userId, categories },
      timestamp: new Date().toISOString(),
    },
  ]).catch((error: unknown) =>
    services.logger.warn({ err: error, memoryId: row.id, event }, "event not published"),
  );
}
