import { z } from "@hono/zod-openapi";
import { INTEGRATION_STATUSES, INTEGRATION_TYPES, type IntegrationRow } from "@memory/db";
import { readJobResult } from "@memory/jobs";
import { integrationListExample, integrationStatusExample } from "./examples.ts";

const booleanQuery = (fallback: boolean) =>
  z
    .enum(["true", "false"])
    .default(fallback ? "true" : "false")
    .transform((v) => v === "true");

export const StatusQuery = z.object({
  include_logs: booleanQuery(false),
  include_errors: booleanQuery(true),
});

export const IntegrationStatusView = z
  .object({
    integration_id: z.string(),
    type: z.enum(INTEGRATION_TYPES),
    platform: z.string(),
    status: z.enum(INTEGRATION_STATUSES),
    progress: z.object({
      percentage: z.number().min(0).max(100),
      current_step: z.string(),
      total_steps: z.number().int(),
      estimated_completion: z.string().nullable(),
    }),
    stats: z.object({
      items_processed: z.number().int(),
      items_total: z.number().int(),
      memories_created: z.number().int(),
      errors_count: z.number().int(),
      processing_time: z.number().openapi({ description: "Seconds from start to completion (or to now)" }),
      user_participant: z.string().nullable().optional().openapi({
        description:
          "Extension, chat imports: whose messages were taken as the user's (see the chat import's `user_participant_source`)",
      }),
      user_participant_source: z.enum(["user_name", "role", "inferred"]).optional(),
    }),
    last_activity: z.string(),
    created_at: z.string(),
    completed_at: z.string().optional(),
    errors: z
      .array(
        z.object({
          error_id: z.string(),
          message: z.string(),
          code: z.string(),
          timestamp: z.string(),
          item_id: z.string().optional(),
        }),
      )
      .optional(),
    logs: z
      .array(
        z.object({
          timestamp: z.string(),
          level: z.enum(["info", "warning", "error"]),
          message: z.string(),
          step: z.string(),
        }),
      )
      .optional(),
  })
  .openapi("IntegrationStatus", { example: integrationStatusExample });

export type IntegrationStatusBody = z.output<typeof IntegrationStatusView>;

/** The chat participant found to be the user (chat imports and chat exports); nothing when the figures do not parse. */
function userParticipantOf(result: IntegrationRow["result"]) {
  const read = readJobResult("import.chat", result);
  if (!read.ok) return {};
  const { user_participant: who, user_participant_source: how } = read.value;
  return {
    ...(who !== undefined ? { user_participant: who } : {}),
    ...(how !== undefined ? { user_participant_source: how } : {}),
  };
}

const FINISHED = new Set(["completed", "failed", "cancelled"]);

/** The status view of section 4.13 (errors and logs are added by the caller when asked for). */
export function toStatusView(row: IntegrationRow, now = new Date()): IntegrationStatusBody {
  const done = row.status === "completed";
  const end = row.completedAt ?? now;
  const start = row.startedAt ?? row.createdAt;
  return {
    integration_id: row.id,
    type: row.type,
    platform: row.platform,
    status: row.status,
    progress: {
      // Rule 1 of section 3: a completed integration shows 100 %, step `completed` and no estimate.
      percentage: done ? 100 : Math.round(row.percentage * 10) / 10,
      current_step: done ? "completed" : row.currentStep,
      total_steps: row.totalSteps,
      estimated_completion:
        done || FINISHED.has(row.status) ? null : (row.estimatedCompletion?.toISOString() ?? null),
    },
    stats: {
      items_processed: row.itemsProcessed,
      items_total: row.itemsTotal,
      memories_created: row.memoriesCreated,
      errors_count: row.errorsCount,
      processing_time: Math.max(0, Math.round((end.getTime() - start.getTime()) / 100) / 10),
      ...userParticipantOf(row.result),
    },
    last_activity: row.lastActivity.toISOString(),
    created_at: row.createdAt.toISOString(),
    ...(row.completedAt ? { completed_at: row.completedAt.toISOString() } : {}),
  };
}

export const ListIntegrationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  type: z.enum(INTEGRATION_TYPES).optional(),
  status: z.enum(INTEGRATION_STATUSES).optional(),
});

export const IntegrationList = z
  .object({
    integrations: z.array(IntegrationStatusView.omit({ errors: true, logs: true })),
    total: z.number().int(),
    has_more: z.boolean(),
  })
  .openapi("IntegrationList", { example: integrationListExample });

export const IntegrationIdParam = z.object({ integration_id: z.string().min(1).max(100) });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Integration ids are UUIDs: anything else cannot name one (and must not reach a uuid column). */
export const isIntegrationId = (id: string) => UUID.test(id);
