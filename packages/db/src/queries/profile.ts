import { and, asc, desc, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { CATEGORIES, type Category } from "../schema/enums.ts";
import { memories } from "../schema/memories.ts";
import {
  type BioFormat,
  type BioRow,
  type BioStyle,
  bios,
  type CategoryProfile,
  type CategoryProfiles,
  type ProfileBio,
  type ProfileSettingsRow,
  type ProfileStats,
  profileInsights,
  profileSettings,
  profiles,
} from "../schema/profiles.ts";

export type ProfileSettings = Omit<ProfileSettingsRow, "createdAt" | "updatedAt"> & { updatedAt?: Date };

export const DEFAULT_PROFILE_SETTINGS: Omit<ProfileSettings, "userId"> = {
  bioPublic: false,
  categoriesPublic: [],
  insightsEnabled: true,
  traitAnalysisEnabled: true,
  includePrivateInBio: false,
  bioExcludedCategories: [],
  bioIsManual: false,
  manualBio: null,
  manualFormat: null,
  manualStyle: null,
};

/** The user's privacy and bio settings, defaults when never changed. */
export async function getProfileSettings(db: Executor, userId: string): Promise<ProfileSettings> {
  const [row] = await db.select().from(profileSettings).where(eq(profileSettings.userId, userId)).limit(1);
  return row ?? { userId, ...DEFAULT_PROFILE_SETTINGS };
}

export async function updateProfileSettings(
  db: Executor,
  userId: string,
  patch: Partial<Omit<ProfileSettings, "userId" | "updatedAt">>,
): Promise<ProfileSettingsRow> {
  const now = new Date();
  const [row] = await db
    .insert(profileSettings)
    .values({ userId, ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: profileSettings.userId, set: { ...patch, updatedAt: now } })
    .returning();
  if (!row) throw new Error("profile settings upsert returned nothing");
  return row;
}

const ready = (userId: string) => and(eq(memories.userId, userId), eq(memories.processingStatus, "ready"));

/** Words of a memory's text, counted the same way as a bio's word_count (runs of non-space). */
const wordCount = sql<number>`coalesce(array_length(regexp_split_to_array(btrim(${memories.content}), '\\s+'), 1), 0)`;

/**
 * What bio generation requires, counted over the memories a bio may use: the user's own facts
 * (no episode, whose `metadata.kind` is one of `episodeKinds`, and nothing about someone else, a
 * `metadata.subject`), outside the excluded categories.
 */
export async function bioEligibility(
  db: Executor,
  userId: string,
  excluded: readonly Category[],
  episodeKinds: readonly string[],
) {
  const aboutSomeoneElse = sql`${memories.metadata}->>'subject' is not null`;
  const ownFact =
    episodeKinds.length > 0
      ? sql`not (${aboutSomeoneElse} or coalesce(${memories.metadata}->>'kind', '') in (${sql.join(
          episodeKinds.map((k) => sql`${k}`),
          sql`, `,
        )}))`
      : sql`not (${aboutSomeoneElse})`;
  const where = excluded.length
    ? and(ready(userId), ownFact, notInArray(memories.category, [...excluded]))
    : and(ready(userId), ownFact);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      categories: sql<number>`count(distinct ${memories.category})::int`,
      longMemories: sql<number>`(count(*) filter (where ${wordCount} > 10))::int`,
    })
    .from(memories)
    .where(where);
  return row ?? { total: 0, categories: 0, longMemories: 0 };
}

export async function countReadyMemories(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(memories).where(ready(userId));
  return row?.n ?? 0;
}

const participantsOf = sql`jsonb_array_elements_text(case when jsonb_typeof(${memories.metadata}->'participants') = 'array' then ${memories.metadata}->'participants' else '[]'::jsonb end)`;

/** The profile's statistics, exact, in three SQL statements over the user's ready memories. */
export async function computeProfileStats(db: Executor, userId: string): Promise<ProfileStats> {
  const [totals, byCategory, people, places] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        semantic: sql<number>`(count(*) filter (where ${memories.memoryType} = 'semantic'))::int`,
        episodic: sql<number>`(count(*) filter (where ${memories.memoryType} = 'episodic'))::int`,
        first: sql<
          string | null
        >`to_char(min(${memories.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        last: sql<
          string | null
        >`to_char(max(${memories.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        avg: sql<number | null>`avg(${memories.importance})::float8`,
      })
      .from(memories)
      .where(ready(userId)),
    db
      .select({ category: memories.category, n: sql<number>`count(*)::int` })
      .from(memories)
      .where(ready(userId))
      .groupBy(memories.category),
    db.execute<{ name: string; n: number }>(
      sql`select p.name, count(*)::int as n from ${memories}, lateral ${participantsOf} as p(name)
          where ${memories.userId} = ${userId} and ${memories.processingStatus} = 'ready'
          group by p.name order by n desc, p.name limit 10`,
    ),
    db
      .select({ name: sql<string>`${memories.metadata}->>'location'`, n: sql<number>`count(*)::int` })
      .from(memories)
      .where(and(ready(userId), sql`jsonb_typeof(${memories.metadata}->'location') = 'string'`))
      .groupBy(sql`1`)
      .orderBy(sql`2 desc`, sql`1`)
      .limit(10),
  ]);
  const t = totals[0];
  return {
    total_memories: t?.total ?? 0,
    by_category: Object.fromEntries(byCategory.map((r) => [r.category, r.n])),
    by_type: { semantic: t?.semantic ?? 0, episodic: t?.episodic ?? 0 },
    date_range: { first_memory: t?.first ?? null, last_memory: t?.last ?? null },
    avg_importance: Math.round((t?.avg ?? 0) * 1000) / 1000,
    top_participants: [...people].map((r) => r.name),
    top_locations: places.map((r) => r.name),
  };
}

export type ProfileMemory = Pick<
  typeof memories.$inferSelect,
  "id" | "content" | "category" | "memoryType" | "importance" | "metadata" | "createdAt"
>;

/** The ready memories a profile or bio is derived from, oldest first, optionally without some categories. */
export async function listProfileMemories(
  db: Executor,
  userId: string,
  options: { excluded?: readonly Category[]; only?: readonly Category[] } = {},
): Promise<ProfileMemory[]> {
  const conditions: (SQL | undefined)[] = [ready(userId)];
  if (options.excluded?.length) conditions.push(notInArray(memories.category, [...options.excluded]));
  if (options.only?.length) conditions.push(inArray(memories.category, [...options.only]));
  return db
    .select({
      id: memories.id,
      content: memories.content,
      category: memories.category,
      memoryType: memories.memoryType,
      importance: memories.importance,
      metadata: memories.metadata,
      createdAt: memories.createdAt,
    })
    .from(memories)
    .where(and(...conditions))
    .orderBy(asc(memories.createdAt), asc(memories.id));
}

export async function findProfile(db: Executor, userId: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}

export async function listProfileInsights(db: Executor, userId: string, kind: "insight" | "trait") {
  return db
    .select()
    .from(profileInsights)
    .where(and(eq(profileInsights.userId, userId), eq(profileInsights.kind, kind)))
    .orderBy(desc(profileInsights.score), asc(profileInsights.title));
}

export interface NewInsight {
  kind: "insight" | "trait";
  title: string;
  description: string;
  category: Category;
  score: number;
  memoryIds: string[];
}

/** Replaces the user's profile, insights and traits in one transaction. */
export async function saveProfile(
  db: Executor,
  userId: string,
  profile: {
    categories: CategoryProfiles;
    stats: ProfileStats;
    bio: ProfileBio;
    memoryCount: number;
    generatedAt: Date;
  },
  insights: NewInsight[],
) {
  await db.transaction(async (tx) => {
    const values = { ...profile, stats: { ...profile.stats }, updatedAt: profile.generatedAt };
    await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: values });
    await tx.delete(profileInsights).where(eq(profileInsights.userId, userId));
    if (insights.length) {
      await tx
        .insert(profileInsights)
        .values(insights.map((i) => ({ ...i, userId, createdAt: profile.generatedAt })));
    }
  });
}

/** Rewrites the statistics and some category profiles of an existing profile (cascading delete). */
export async function patchProfile(
  db: Executor,
  userId: string,
  patch: {
    stats: ProfileStats;
    categories: Partial<Record<Category, CategoryProfile | null>>;
    memoryCount: number;
  },
): Promise<boolean> {
  const existing = await findProfile(db, userId);
  if (!existing) return false;
  const categories = { ...existing.categories };
  for (const name of CATEGORIES) {
    if (!(name in patch.categories)) continue;
    const value = patch.categories[name];
    if (value) categories[name] = value;
    else delete categories[name];
  }
  await db
    .update(profiles)
    .set({ stats: { ...patch.stats }, categories, memoryCount: patch.memoryCount, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
  return true;
}

/**
 * Forgets a deleted memory in what was derived from it: it leaves the evidence of insights and
 * traits, those left with fewer than two memories are deleted, and cached bios that drew on it are
 * dropped (the next read regenerates them). Returns how many of each went.
 */
export async function forgetMemoryInDerived(db: Executor, userId: string, memoryId: string) {
  return db.transaction(async (tx) => {
    await tx
      .update(profileInsights)
      .set({ memoryIds: sql`array_remove(${profileInsights.memoryIds}, ${memoryId}::uuid)` })
      .where(
        and(eq(profileInsights.userId, userId), sql`${memoryId}::uuid = any(${profileInsights.memoryIds})`),
      );
    const dropped = await tx
      .delete(profileInsights)
      .where(and(eq(profileInsights.userId, userId), sql`cardinality(${profileInsights.memoryIds}) < 2`))
      .returning({ id: profileInsights.id });
    const staleBios = await tx
      .delete(bios)
      .where(and(eq(bios.userId, userId), sql`${memoryId}::uuid = any(${bios.memoryIds})`))
      .returning({ id: bios.id });
    return { derivedInsights: dropped.length, bios: staleBios.length };
  });
}

export async function findBio(
  db: Executor,
  userId: string,
  variant: { format: BioFormat; style: BioStyle; excluded: string },
): Promise<BioRow | null> {
  const [row] = await db
    .select()
    .from(bios)
    .where(
      and(
        eq(bios.userId, userId),
        eq(bios.format, variant.format),
        eq(bios.style, variant.style),
        eq(bios.excluded, variant.excluded),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function saveBio(db: Executor, row: Omit<BioRow, "id">): Promise<BioRow> {
  const { userId, format, style, excluded, ...rest } = row;
  const [saved] = await db
    .insert(bios)
    .values(row)
    .onConflictDoUpdate({ target: [bios.userId, bios.format, bios.style, bios.excluded], set: rest })
    .returning();
  if (!saved) throw new Error(`bio upsert for ${userId} ${format}/${style}/${excluded} returned nothing`);
  return saved;
}

/** Drops every cached bio of the user (privacy changes make them obsolete). */
export async function deleteBios(db: Executor, userId: string): Promise<number> {
  const rows = await db.delete(bios).where(eq(bios.userId, userId)).returning({ id: bios.id });
  return rows.length;
}

/** Bio generation needs this many memories, of this many categories, this many of > 10 words. */
export const BIO_REQUIREMENTS = { memories: 5, categories: 2, longMemories: 3 } as const;

export function bioRequirementsMet(counts: {
  total: number;
  categories: number;
  longMemories: number;
}): boolean {
  return (
    counts.total >= BIO_REQUIREMENTS.memories &&
    counts.categories >= BIO_REQUIREMENTS.categories &&
    counts.longMemories >= BIO_REQUIREMENTS.longMemories
  );
}

/** The categories a bio leaves out, as its cache key: sorted, unique, comma-joined. */
export function bioExclusionKey(excluded: readonly string[]): string {
  return [...new Set(excluded)].sort().join(",");
}

/** Deletes the user's insights or traits (when the user turns their analysis off). */
export async function deleteProfileInsights(
  db: Executor,
  userId: string,
  kind: "insight" | "trait",
): Promise<number> {
  const rows = await db
    .delete(profileInsights)
    .where(and(eq(profileInsights.userId, userId), eq(profileInsights.kind, kind)))
    .returning({ id: profileInsights.id });
  return rows.length;
}
