import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../client.ts";
import type { IntegrationStatus, IntegrationType } from "../schema/enums.ts";
import { integrationErrors, integrationLogs, integrations } from "../schema/integrations.ts";

export async function insertIntegration(
  db: Executor,
  params: {
    id?: string;
    userId: string;
    type: IntegrationType;
    platform: string;
    status?: IntegrationStatus;
    currentStep?: string;
    itemsTotal?: number;
  },
) {
  const [row] = await db
    .insert(integrations)
    .values(params)
    .onConflictDoNothing({ target: integrations.id })
    .returning();
  return row ?? null;
}

/** An integration of the user; another user's id answers null, like an unknown one. */
export async function findIntegration(db: Executor, userId: string, integrationId: string) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(eq(integrations.id, integrationId), eq(integrations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Marks an integration finished; only an unfinished one moves (a late duplicate changes nothing). */
export async function finishIntegration(
  db: Executor,
  integrationId: string,
  params: {
    status: "completed" | "failed" | "cancelled";
    itemsProcessed?: number;
    itemsTotal?: number;
    memoriesCreated?: number;
    result?: Record<string, unknown>;
    now?: Date;
  },
) {
  const now = params.now ?? new Date();
  const [row] = await db
    .update(integrations)
    .set({
      status: params.status,
      currentStep: params.status,
      ...(params.status === "completed" ? { percentage: 100 } : {}),
      estimatedCompletion: null,
      ...(params.itemsProcessed !== undefined ? { itemsProcessed: params.itemsProcessed } : {}),
      ...(params.itemsTotal !== undefined ? { itemsTotal: params.itemsTotal } : {}),
      ...(params.memoriesCreated !== undefined ? { memoriesCreated: params.memoriesCreated } : {}),
      ...(params.result ? { result: params.result } : {}),
      lastActivity: now,
      completedAt: now,
    })
    .where(and(eq(integrations.id, integrationId), inArray(integrations.status, ["pending", "processing"])))
    .returning();
  return row ?? null;
}

export async function addIntegrationError(
  db: Executor,
  params: { integrationId: string; code: string; message: string; itemId?: string },
) {
  await db.insert(integrationErrors).values(params);
  await db
    .update(integrations)
    .set({ errorsCount: sql`${integrations.errorsCount} + 1`, lastActivity: new Date() })
    .where(eq(integrations.id, params.integrationId));
}

export async function addIntegrationLog(
  db: Executor,
  params: { integrationId: string; level: "info" | "warning" | "error"; message: string; step: string },
) {
  await db.insert(integrationLogs).values(params);
}

export async function listIntegrationErrors(db: Executor, integrationId: string) {
  return db
    .select()
    .from(integrationErrors)
    .where(eq(integrationErrors.integrationId, integrationId))
    .orderBy(integrationErrors.createdAt);
}

export async function listIntegrationLogs(db: Executor, integrationId: string) {
  return db
    .select()
    .from(integrationLogs)
    .where(eq(integrationLogs.integrationId, integrationId))
    .orderBy(integrationLogs.createdAt);
}

export async function listIntegrations(
  db: Executor,
  userId: string,
  params: { limit: number; offset: number },
) {
  return db
    .select()
    .from(integrations)
    .where(eq(integrations.userId, userId))
    .orderBy(desc(integrations.createdAt), desc(integrations.id))
    .limit(params.limit)
    .offset(params.offset);
}
