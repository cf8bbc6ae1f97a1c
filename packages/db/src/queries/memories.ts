import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Executor } from "../client.ts";
import type { Category, MemoryType } from "../schema/enums.ts";
import { memories } from "../schema/memories.ts";

export interface MemoryListFilters {
  category?: Category;
  memoryType?: MemoryType;
  createdAfter?: Date;
  createdBefore?: Date;
}

function listConditions(userId: string, filters: MemoryListFilters): SQL | undefined {
  return and(
    eq(memories.userId, userId),
    filters.category ? eq(memories.category, filters.category) : undefined,
    filters.memoryType ? eq(memories.memoryType, filters.memoryType) : undefined,
    filters.createdAfter ? gte(memories.createdAt, filters.createdAfter) : undefined,
    filters.createdBefore ? lt(memories.createdAt, filters.createdBefore) : undefined,
  );
}

/** One page of the user's memories, newest first, with the total count for the pagination envelope. */
export async function listMemories(
  db: Executor,
  userId: string,
  params: MemoryListFilters & { limit: number; offset: number },
) {
  const where = listConditions(userId, params);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(memories)
      .where(where)
      .orderBy(desc(memories.createdAt), desc(memories.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ total: count() }).from(memories).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * A memory by id regardless of owner: the caller compares `userId` to answer 403 for another
 * user's memory (memory ids are not secret across users, DECISIONS.md).
 */
export async function findMemory(db: Executor, memoryId: string) {
  const [row] = await db.select().from(memories).where(eq(memories.id, memoryId)).limit(1);
  return row ?? null;
}
