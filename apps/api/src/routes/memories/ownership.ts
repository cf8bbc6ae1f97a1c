import type { MemoryRow } from "@memory/db";
import { ApiError } from "../../errors.ts";
import { isUuid } from "../../lib/ids.ts";

/**
 * Loads a memory for `userId`: 404 MEMORY_NOT_FOUND when it does not exist, 403 FORBIDDEN when it
 * belongs to another user (whose memory is never returned or changed).
 */
export async function loadOwnedMemory(
  memoryId: string,
  userId: string,
  find: (id: string) => Promise<MemoryRow | null>,
): Promise<MemoryRow> {
  const row = isUuid(memoryId) ? await find(memoryId) : null;
  if (!row) {
    throw new ApiError("MEMORY_NOT_FOUND", `No memory ${memoryId}.`, { extras: { memory_id: memoryId } });
  }
  if (row.userId !== userId) {
    throw new ApiError("FORBIDDEN", `Memory ${memoryId} belongs to another user.`, {
      extras: { memory_id: memoryId },
    });
  }
  return row;
}
