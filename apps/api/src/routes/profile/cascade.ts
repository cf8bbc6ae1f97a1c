import {
  type CategoryProfiles,
  computeProfileStats,
  countReadyMemories,
  findProfile,
  forgetMemoryInDerived,
  listProfileMemories,
  type MemoryRow,
  patchProfile,
} from "@memory/db";
import { readMemoryMetadata } from "@memory/db/schema";
import { deriveCategoryProfile } from "@memory/models/profile";
import type { ApiServices } from "../../services.ts";

/**
 * What `cascade=true` removes with a memory, at once: the memory leaves the evidence of insights
 * and traits (those left with fewer than 2 memories are deleted: `derived_insights`), cached bios
 * that drew on it are dropped, and an existing profile gets its statistics and the memory's
 * category profile recomputed (`profile_updates`: 1 for the profile + 1 per dropped bio).
 */
export async function cascadeIntoProfile(
  services: ApiServices,
  row: MemoryRow,
): Promise<{ profile_updates: number; derived_insights: number }> {
  const db = services.db.orm;
  const forgotten = await forgetMemoryInDerived(db, row.userId, row.id);
  let profileUpdates = forgotten.bios;
  if (await findProfile(db, row.userId)) {
    const { participants, subject } = readMemoryMetadata(row.metadata);
    const people = (participants?.length ?? 0) > 0;
    const touched = new Set([row.category, ...(people || subject ? ["relationships" as const] : [])]);
    const [stats, memoryCount, memories] = await Promise.all([
      computeProfileStats(db, row.userId),
      countReadyMemories(db, row.userId),
      touched.has("relationships")
        ? listProfileMemories(db, row.userId)
        : listProfileMemories(db, row.userId, { only: [row.category] }),
    ]);
    const categories: CategoryProfiles = {};
    for (const category of touched) categories[category] = deriveCategoryProfile(category, memories);
    if (await patchProfile(db, row.userId, { stats, categories, memoryCount })) profileUpdates += 1;
  }
  return { profile_updates: profileUpdates, derived_insights: forgotten.derivedInsights };
}
