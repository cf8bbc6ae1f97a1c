import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../client.ts";
import type { IntegrationStatus, IntegrationType } from "../schema/enums.ts";
import {
  type ImportCheckpoint,
  integrationErrors,
  integrationLogs,
  integrations,
} from "../schema/integrations.ts";
import type { IntegrationResult } from "../schema/job-results.ts";
import { memories } from "../schema/memories.ts";

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
    result?: IntegrationResult;
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

export interface IntegrationListFilters {
  type?: IntegrationType;
  status?: IntegrationStatus;
}

function listConditions(userId: string, filters: IntegrationListFilters): SQL | undefined {
  return and(
    eq(integrations.userId, userId),
    filters.type ? eq(integrations.type, filters.type) : undefined,
    filters.status ? eq(integrations.status, filters.status) : undefined,
  );
}

/** One page of the user's integrations, newest first, with the total for the pagination fields. */
export async function listIntegrations(
  db: Executor,
  userId: string,
  params: IntegrationListFilters & { limit: number; offset: number },
) {
  const where = listConditions(userId, params);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(integrations)
      .where(where)
      .orderBy(desc(integrations.createdAt), desc(integrations.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(integrations).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** An integration by id whoever owns it: for workers, whose job payload names the owner. */
/** What a file import learnt once it read the file: the platform of a chat export and its message count. */
export async function setIntegrationPlatform(
  db: Executor,
  integrationId: string,
  params: { platform: string; itemsTotal: number },
) {
  await db
    .update(integrations)
    .set({ platform: params.platform, itemsTotal: params.itemsTotal })
    .where(eq(integrations.id, integrationId));
}

export async function getIntegration(db: Executor, integrationId: string) {
  const [row] = await db.select().from(integrations).where(eq(integrations.id, integrationId)).limit(1);
  return row ?? null;
}

const UNFINISHED: IntegrationStatus[] = ["pending", "processing"];

/** Moves a pending integration to `processing` (a resumed one stays there); null when it is finished. */
export async function startIntegration(db: Executor, integrationId: string, now = new Date()) {
  const [row] = await db
    .update(integrations)
    .set({
      status: "processing",
      startedAt: sql`coalesce(${integrations.startedAt}, ${now.toISOString()}::timestamptz)`,
      lastActivity: now,
    })
    .where(and(eq(integrations.id, integrationId), inArray(integrations.status, UNFINISHED)))
    .returning();
  return row ?? null;
}

/**
 * Records an import's progress and checkpoint, and answers the integration's status, so a worker
 * learns of a cancellation at the same boundary. Percentage never goes back (a resumed job re-scans
 * its input silently), and the step moves only with it. Counters and checkpoint are written even
 * when the integration was cancelled meanwhile: what was stored stays listed in its stats.
 */
export async function recordImportProgress(
  db: Executor,
  integrationId: string,
  params: {
    percentage: number;
    step: string;
    estimatedCompletion?: Date | null;
    itemsProcessed?: number;
    itemsTotal?: number;
    memoriesCreated?: number;
    checkpoint?: ImportCheckpoint;
    result?: IntegrationResult;
    now?: Date;
  },
): Promise<IntegrationStatus | null> {
  const now = params.now ?? new Date();
  const open = sql`${integrations.status} in ('pending', 'processing')`;
  const eta = params.estimatedCompletion ? params.estimatedCompletion.toISOString() : null;
  const [row] = await db
    .update(integrations)
    .set({
      percentage: sql`case when ${open} then greatest(${integrations.percentage}, ${params.percentage}) else ${integrations.percentage} end`,
      currentStep: sql`case when ${open} and ${params.percentage} >= ${integrations.percentage} then ${params.step} else ${integrations.currentStep} end`,
      estimatedCompletion: sql`case when ${open} then ${eta}::timestamptz else ${integrations.estimatedCompletion} end`,
      ...(params.itemsProcessed !== undefined ? { itemsProcessed: params.itemsProcessed } : {}),
      ...(params.itemsTotal !== undefined ? { itemsTotal: params.itemsTotal } : {}),
      ...(params.memoriesCreated !== undefined ? { memoriesCreated: params.memoriesCreated } : {}),
      ...(params.checkpoint ? { checkpoint: params.checkpoint } : {}),
      ...(params.result ? { result: params.result } : {}),
      lastActivity: now,
    })
    .where(eq(integrations.id, integrationId))
    .returning({ status: integrations.status });
  return row?.status ?? null;
}

/**
 * Adds error entries whose ids the caller derives from the item (deterministicId), so a retried
 * job that meets the same bad item again adds no second entry; errors_count counts new ones only.
 */
export async function addIntegrationErrorsOnce(
  db: Executor,
  integrationId: string,
  errors: { id: string; code: string; message: string; itemId?: string }[],
) {
  if (errors.length === 0) return 0;
  const inserted = await db
    .insert(integrationErrors)
    .values(errors.map((e) => ({ ...e, integrationId })))
    .onConflictDoNothing({ target: integrationErrors.id })
    .returning({ id: integrationErrors.id });
  if (inserted.length > 0) {
    await db
      .update(integrations)
      .set({ errorsCount: sql`${integrations.errorsCount} + ${inserted.length}`, lastActivity: new Date() })
      .where(eq(integrations.id, integrationId));
  }
  return inserted.length;
}

/** The memories an import wrote (their metadata names the integration), oldest first. */
export async function listIntegrationMemories(
  db: Executor,
  userId: string,
  integrationId: string,
  params: { limit: number },
) {
  return db
    .select()
    .from(memories)
    .where(and(eq(memories.userId, userId), sql`${memories.metadata}->>'integration_id' = ${integrationId}`))
    .orderBy(asc(memories.createdAt), asc(memories.id))
    .limit(params.limit);
}

/**
 * Removes an integration the API refused before it began (its staged upload and social connection
 * cascade with it), so nothing of a rejected request stays.
 */
export async function deleteIntegration(db: Executor, integrationId: string) {
  await db.delete(integrations).where(eq(integrations.id, integrationId));
}
