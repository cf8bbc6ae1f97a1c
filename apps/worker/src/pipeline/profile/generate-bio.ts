import {
  type BioFormat,
  type BioStyle,
  bioEligibility,
  bioExclusionKey,
  bioRequirementsMet,
  type Category,
  getProfileSettings,
  listProfileMemories,
  saveBio,
} from "@memory/db";
import { publishEvents } from "@memory/jobs";
import { EPISODE_KINDS } from "@memory/models";
import { bioFacts, writeLocalBio, writeOpenAIBio } from "@memory/models/profile";
import type { WorkerServices } from "../../services.ts";

/** A generated bio is stale this long after generation (spec rule 3). */
export const BIO_TTL_MS = 7 * 24 * 3_600_000;

export type BioOutcome =
  | { status: "generated"; bioId: string }
  | { status: "insufficient" }
  | { status: "manual" };

/**
 * Writes one bio variant and caches it: the memories of every category but `excluded` (and
 * `private` unless the user allowed it), written by the configured provider (`openai` falls back
 * to the local templates when its answer fails the checks twice).
 */
export async function generateBio(
  services: WorkerServices,
  params: { userId: string; format: BioFormat; style: BioStyle; excluded: string[] },
): Promise<BioOutcome> {
  const { db, env } = services;
  const settings = await getProfileSettings(db.orm, params.userId);
  if (settings.bioIsManual) return { status: "manual" };
  const excluded = new Set(params.excluded as Category[]);
  if (!settings.includePrivateInBio) excluded.add("private");
  const list = [...excluded];
  if (!bioRequirementsMet(await bioEligibility(db.orm, params.userId, list, EPISODE_KINDS)))
    return { status: "insufficient" };
  const memories = await listProfileMemories(db.orm, params.userId, { excluded: list });
  // NO_EMPTY_BIO: a bio states facts only; with none to state it is not written (the API answers
  // BIO_NOT_FOUND), never saved as an empty text nor asked of a model with nothing to say.
  if (bioFacts(memories).length === 0) return { status: "insufficient" };
  const options = { format: params.format, style: params.style };
  const written =
    env.MODEL_PROVIDER === "openai"
      ? await writeOpenAIBio(env, memories, options)
      : { provider: "local" as const, ...writeLocalBio(memories, options) };
  if (!written.text.trim()) return { status: "insufficient" };
  const now = new Date();
  const saved = await saveBio(db.orm, {
    userId: params.userId,
    format: params.format,
    style: params.style,
    excluded: bioExclusionKey(list),
    text: written.text,
    confidence: written.confidence,
    sourceMemories: written.memoryIds.length,
    categoriesIncluded: written.categoriesIncluded,
    keyThemes: written.keyThemes,
    memoryIds: written.memoryIds,
    provider: written.provider,
    generatedAt: now,
    expiresAt: new Date(now.getTime() + BIO_TTL_MS),
  });
  await publishEvents(services.redis, env.QUEUE_PREFIX, [
    {
      event: "profile.updated",
      data: { user_id: params.userId, part: "bio", format: params.format, style: params.style },
      timestamp: now.toISOString(),
    },
  ]);
  return { status: "generated", bioId: saved.id };
}
