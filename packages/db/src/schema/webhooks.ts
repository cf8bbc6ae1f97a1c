import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps, tstz } from "./columns.ts";
import type { EventType, WebhookDeliveryStatus } from "./enums.ts";
import type { ServiceEvent } from "./events.ts";
import { users } from "./users.ts";

/**
 * A user's webhook endpoints. `secret` (Standard Webhooks `whsec_…`) signs every delivery; it is
 * returned once at creation and never again. `consecutive_failures` counts deliveries in a row
 * whose every attempt failed; at the worker's threshold the endpoint is disabled (`enabled=false`,
 * `disabled_reason`) until a PATCH sets `enabled: true`.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description"),
    /** Empty: every event. */
    events: text("events").array().$type<EventType[]>().notNull().default(sql`'{}'::text[]`),
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    ...timestamps,
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_user_idx").on(t.userId, t.createdAt)],
);

/**
 * One event sent (or being sent) to one endpoint. The id derives from the stream entry id and
 * the endpoint id, so the dispatcher that reads an event twice writes one row and one job.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    /** The events stream entry id (also the SSE `id`); the `webhook-id` header is `msg_<event_id>`. */
    eventId: text("event_id").notNull(),
    eventType: text("event_type").$type<EventType>().notNull(),
    payload: jsonb("payload").$type<ServiceEvent>().notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    lastError: text("last_error"),
    /** Set on a replay: the delivery it repeats. */
    replayOf: uuid("replay_of"),
    ...timestamps,
    lastAttemptAt: tstz("last_attempt_at"),
    deliveredAt: tstz("delivered_at"),
  },
  (t) => [
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    uniqueIndex("webhook_deliveries_event_endpoint_key")
      .on(t.endpointId, t.eventId)
      .where(sql`replay_of is null`),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
