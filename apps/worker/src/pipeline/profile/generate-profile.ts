import {
  computeProfileStats,
  countReadyMemories,
  findProfile,
  getProfileSettings,
  listProfileMemories,
  type NewInsight,
  saveProfile,
} from "@memory/db";
import { publishEvents } from "@memory/jobs";
import { deriveCategoryProfiles, deriveInsights, deriveTraits, writeLocalBio } from "@memory/models/profile";
import type { WorkerServices } from "../../services.ts";

/** Spec rule: a profile is generated automatically from 5 memories on, at most once per 24 h. */
export const PROFILE_MIN_MEMORIES = 5;
export const PROFILE_INTERVAL_MS = 24 * 3_600_000;

export type ProfileOutcome = { generated: true; memoryCount: number } | { generated: false; reason: string };

/**
 * Derives and saves the user's whole profile: statistics in SQL, category profiles, insights and
 * traits (when enabled) and the bio summary (short narrative, local templates) from the ready
 * memories. Without `force` it runs only when the automatic rule allows it.
 */
export async function generateProfile(
  services: WorkerServices,
  params: { userId: string; force: boolean; now?: Date },
): Promise<ProfileOutcome> {
  const { db } = services;
  const now = params.now ?? new Date();
  const count = await countReadyMemories(db.orm, params.userId);
  if (count === 0) return { generated: false, reason: "no memories" };
  if (!params.force) {
    if (count < PROFILE_MIN_MEMORIES) return { generated: false, reason: `only ${count} memories` };
    const existing = await findProfile(db.orm, params.userId);
    if (existing && now.getTime() - existing.generatedAt.getTime() < PROFILE_INTERVAL_MS) {
      return { generated: false, reason: "generated less than 24 h ago" };
    }
  }
  const [settings, memories, stats] = await Promise.all([
    getProfileSettings(db.orm, params.userId),
    listProfileMemories(db.orm, params.userId),
    computeProfileStats(db.orm, params.userId),
  ]);
  const categories = deriveCategoryProfiles(memories, now);
  const insights: NewInsight[] = [];
  if (settings.insightsEnabled) {
    for (const i of deriveInsights(memories)) {
      insights.push({
        kind: "insight",
        title: i.title,
        description: i.description,
        category: i.category,
        score: i.confidence,
        memoryIds: i.memoryIds,
      });
    }
  }
  if (settings.traitAnalysisEnabled) {
    for (const t of deriveTraits(memories)) {
      insights.push({
        kind: "trait",
        title: t.trait,
        description: "",
        category: t.category,
        score: t.strength,
        memoryIds: t.memoryIds,
      });
    }
  }
  const excluded = new Set<string>(settings.bioExcludedCategories);
  if (!settings.includePrivateInBio) excluded.add("private");
  const summary = writeLocalBio(
    memories.filter((m) => !excluded.has(m.category)),
    { format: "short", style: "narrative" },
  );
  await saveProfile(
    db.orm,
    params.userId,
    {
      categories,
      stats,
      bio: {
        summary: summary.text,
        generated_at: now.toISOString(),
        confidence: summary.confidence,
        word_count: summary.text ? summary.text.split(/\s+/u).length : 0,
      },
      memoryCount: count,
      generatedAt: now,
    },
    insights,
  );
  await publishEvents(services.redis, services.env.QUEUE_PREFIX, [
    {
      event: "profile.updated",
      data: { user_id: params.userId, part: "profile" },
      timestamp: now.toISOString(),
    },
  ]);
  return { generated: true, memoryCount: count };
}
