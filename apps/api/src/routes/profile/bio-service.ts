import {
  BIO_FORMATS,
  BIO_REQUIREMENTS,
  BIO_STYLES,
  type BioFormat,
  type BioRow,
  type BioStyle,
  bioEligibility,
  bioExclusionKey,
  bioRequirementsMet,
  CATEGORIES,
  type Category,
  findBio,
  type ProfileSettings,
} from "@memory/db";
import { EPISODE_KINDS } from "@memory/models";
import { countWords } from "@memory/models/profile";
import { ApiError } from "../../errors.ts";
import type { ApiServices } from "../../services.ts";
import { claimRefresh, runAndWait } from "./generation.ts";

export interface BioVariant {
  format: BioFormat;
  style: BioStyle;
  /** Categories left out, `private` included unless the user allowed it. */
  excluded: Category[];
}

export function invalidFormat(what: string): ApiError {
  return new ApiError(
    "INVALID_FORMAT",
    `Unknown bio ${what}. Formats: ${BIO_FORMATS.join(", ")}; styles: ${BIO_STYLES.join(", ")}.`,
    { extras: { valid_formats: [...BIO_FORMATS], valid_styles: [...BIO_STYLES] } },
  );
}

export function parseFormat(format: string): BioFormat {
  if (!(BIO_FORMATS as readonly string[]).includes(format)) throw invalidFormat(`format "${format}"`);
  return format as BioFormat;
}

export function parseStyle(style: string): BioStyle {
  if (!(BIO_STYLES as readonly string[]).includes(style)) throw invalidFormat(`style "${style}"`);
  return style as BioStyle;
}

export function parseCategories(list: string[]): Category[] {
  const bad = list.filter((c) => !(CATEGORIES as readonly string[]).includes(c));
  if (bad.length) {
    throw new ApiError("INVALID_CATEGORY", `Unknown categories: ${bad.join(", ")}.`, {
      extras: { valid_categories: [...CATEGORIES] },
    });
  }
  return list as Category[];
}

/** The excluded categories of a read: the request's, else the saved ones, plus `private` unless allowed. */
export function effectiveExclusions(
  settings: ProfileSettings,
  requested: Category[] | undefined,
): Category[] {
  const set = new Set<Category>(requested ?? settings.bioExcludedCategories);
  if (!settings.includePrivateInBio) set.add("private");
  return [...set].sort();
}

export function bioView(row: BioRow, isManual = false) {
  return {
    bio: row.text,
    format: row.format,
    style: row.style,
    word_count: countWords(row.text),
    character_count: row.text.length,
    confidence: row.confidence,
    source_memories: row.sourceMemories,
    memory_ids: row.memoryIds,
    categories_included: row.categoriesIncluded,
    key_themes: row.keyThemes,
    generated_at: row.generatedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    is_manual: isManual,
  };
}

export type BioRead = { kind: "bio"; row: BioRow } | { kind: "pending" };

/** Claims the user's 10-minute bio refresh slot, or throws RATE_LIMIT_EXCEEDED with retry_after. */
export async function claimBioRefresh(services: ApiServices, userId: string): Promise<void> {
  const wait = await claimRefresh(services, userId, "bio");
  if (wait > 0) {
    throw new ApiError(
      "RATE_LIMIT_EXCEEDED",
      `A bio can be regenerated once every 10 minutes; retry after ${wait} s.`,
      {
        extras: { retry_after: wait },
        headers: { "Retry-After": String(wait) },
      },
    );
  }
}

/**
 * Throws BIO_NOT_FOUND (with the counts) when the memories a bio may use do not meet the
 * requirements; else returns how many there are.
 */
export async function assertBioPossible(
  services: ApiServices,
  userId: string,
  excluded: Category[],
): Promise<number> {
  const counts = await bioEligibility(services.db.orm, userId, excluded, EPISODE_KINDS);
  if (bioRequirementsMet(counts)) return counts.total;
  throw new ApiError(
    "BIO_NOT_FOUND",
    `A bio needs at least ${BIO_REQUIREMENTS.memories} memories from at least ${BIO_REQUIREMENTS.categories} categories, ` +
      `${BIO_REQUIREMENTS.longMemories} of them longer than 10 words; you have ${counts.total} memories in ${counts.categories} ` +
      `categories (${counts.longMemories} longer than 10 words). Only facts about you count: conversation episodes, ` +
      "remarks and facts about other people never go into a bio.",
    {
      extras: {
        suggestion: "Store more memories (POST /v1/memories) across several categories, then ask again.",
        current_memory_count: counts.total,
      },
    },
  );
}

/**
 * The cached bio of a variant, generated on a worker when missing, stale (7 days) or refreshed.
 * Throws BIO_NOT_FOUND when the memories do not meet the requirements, RATE_LIMIT_EXCEEDED when a
 * refresh comes within 10 minutes of the last one.
 */
export async function readBio(
  services: ApiServices,
  userId: string,
  variant: BioVariant,
  options: { refresh: boolean; refreshClaimed?: boolean; prefetched?: { key: string; row: BioRow | null } },
): Promise<BioRead> {
  const key = { format: variant.format, style: variant.style, excluded: bioExclusionKey(variant.excluded) };
  const cached =
    options.prefetched?.key === key.excluded
      ? options.prefetched.row
      : await findBio(services.db.orm, userId, key);
  const fresh = cached && cached.expiresAt.getTime() > Date.now();
  if (options.refresh) {
    if (!options.refreshClaimed) await claimBioRefresh(services, userId);
  } else if (cached && fresh) {
    return { kind: "bio", row: cached };
  }
  const total = await assertBioPossible(services, userId, variant.excluded);
  const generatedBefore = cached?.generatedAt.getTime() ?? 0;
  const { finished, outcome } = await runAndWait(
    services,
    "bio.generate",
    { userId, format: variant.format, style: variant.style, excluded: variant.excluded },
    [userId, variant.format, variant.style, key.excluded || "none"],
  );
  if (finished) {
    const row = await findBio(services.db.orm, userId, key);
    if (row && row.generatedAt.getTime() > generatedBefore) return { kind: "bio", row };
  }
  // The worker said it had no fact to state (NO_EMPTY_BIO); a run whose answer this wait did not
  // see (it failed, or ended before we listened) leaves the client to ask again.
  if (isInsufficient(outcome)) throw noFactToState(total);
  return { kind: "pending" };
}

const isInsufficient = (outcome: unknown) =>
  typeof outcome === "object" && outcome !== null && "status" in outcome && outcome.status === "insufficient";

/** BIO_NOT_FOUND for a user with facts enough but none a bio can state (facts in Spanish, say). */
function noFactToState(total: number): ApiError {
  return new ApiError(
    "BIO_NOT_FOUND",
    `None of your ${total} facts is one a bio can state: a bio states facts about you in English, French, German, Dutch, Spanish or Italian that a ` +
      "cue word or a slot files under a category (conversation episodes, remarks and facts about others never go into one).",
    {
      extras: {
        suggestion:
          "Store facts about yourself (POST /v1/memories), such as where you work or live, then ask again.",
        current_memory_count: total,
      },
    },
  );
}

export function statusUrl(variant: BioVariant, requested: Category[] | undefined): string {
  const params = new URLSearchParams({ format: variant.format, style: variant.style });
  if (requested) params.set("exclude_categories", requested.join(","));
  return `/v1/profile/bio?${params.toString()}`;
}
