import { index, integer, jsonb, pgTable, real, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps, tstz } from "./columns.ts";
import type { IntegrationStatus, IntegrationType } from "./enums.ts";
import type { IntegrationResult } from "./job-results.ts";
import { users } from "./users.ts";

/**
 * Where a long import stands, written with each progress update: the counts of a chat import
 * (conversation chunks, then topics) or of a file import (batches of chunks), and the memories
 * created up to that point. A retried or resumed job continues from here.
 */
export interface ImportCheckpoint {
  chunksDone?: number;
  topicsDone?: number;
  batchesDone?: number;
  memoriesCreated?: number;
}

/**
 * The status read model of every import and of asynchronous stores: workers write progress,
 * stats, logs and errors as they go; `GET /integrations/{id}/status` reads them.
 */
export const integrations = pgTable(
  "integrations",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<IntegrationType>().notNull(),
    platform: text("platform").notNull(),
    status: text("status").$type<IntegrationStatus>().notNull().default("pending"),
    currentStep: text("current_step").notNull().default("queued"),
    totalSteps: integer("total_steps").notNull().default(4),
    percentage: real("percentage").notNull().default(0),
    estimatedCompletion: tstz("estimated_completion"),
    itemsTotal: integer("items_total").notNull().default(0),
    itemsProcessed: integer("items_processed").notNull().default(0),
    memoriesCreated: integer("memories_created").notNull().default(0),
    errorsCount: integer("errors_count").notNull().default(0),
    /**
     * Type-specific figures and, for `api` stores, the store job's result (job-results.ts): read it
     * back with the schema of the integration's job.
     */
    result: jsonb("result").$type<IntegrationResult>(),
    /** Where a long import stands (`ImportCheckpoint`): a retried or resumed job continues from here. */
    checkpoint: jsonb("checkpoint").$type<ImportCheckpoint>(),
    ...timestamps,
    startedAt: tstz("started_at"),
    lastActivity: tstz("last_activity").notNull().defaultNow(),
    completedAt: tstz("completed_at"),
  },
  (t) => [index("integrations_user_created_idx").on(t.userId, t.createdAt.desc())],
);

export const integrationLogs = pgTable(
  "integration_logs",
  {
    id: id(),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    level: text("level").$type<"info" | "warning" | "error">().notNull(),
    message: text("message").notNull(),
    step: text("step").notNull(),
    ...timestamps,
  },
  (t) => [index("integration_logs_integration_idx").on(t.integrationId, t.createdAt)],
);

export const integrationErrors = pgTable(
  "integration_errors",
  {
    id: id(),
    integrationId: uuid("integration_id")
      .notNull()
      .references(() => integrations.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    message: text("message").notNull(),
    itemId: text("item_id"),
    ...timestamps,
  },
  (t) => [index("integration_errors_integration_idx").on(t.integrationId, t.createdAt)],
);

export type IntegrationRow = typeof integrations.$inferSelect;
