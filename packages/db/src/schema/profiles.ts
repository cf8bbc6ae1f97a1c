import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps, tstz } from "./columns.ts";
import type { Category } from "./enums.ts";
import { users } from "./users.ts";

export const BIO_FORMATS = ["full", "short", "bullets", "professional"] as const;
export type BioFormat = (typeof BIO_FORMATS)[number];
export const BIO_STYLES = ["narrative", "factual", "casual", "formal"] as const;
export type BioStyle = (typeof BIO_STYLES)[number];

/**
 * The user's privacy choices and bio preferences. A row exists only once the user changed
 * something; absent, the defaults below apply.
 */
export const profileSettings = pgTable("profile_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bioPublic: boolean("bio_public").notNull().default(false),
  categoriesPublic: text("categories_public").array().$type<Category[]>().notNull().default(sql`'{}'`),
  insightsEnabled: boolean("insights_enabled").notNull().default(true),
  traitAnalysisEnabled: boolean("trait_analysis_enabled").notNull().default(true),
  includePrivateInBio: boolean("include_private_in_bio").notNull().default(false),
  /** Categories left out of generated bios when a read names none (PATCH /profile/bio). */
  bioExcludedCategories: text("bio_excluded_categories")
    .array()
    .$type<Category[]>()
    .notNull()
    .default(sql`'{}'`),
  /** A manual override: while true, reads answer `manualBio` and nothing regenerates it. */
  bioIsManual: boolean("bio_is_manual").notNull().default(false),
  manualBio: text("manual_bio"),
  manualFormat: text("manual_format").$type<BioFormat>(),
  manualStyle: text("manual_style").$type<BioStyle>(),
  ...timestamps,
  updatedAt: tstz("updated_at").notNull().defaultNow(),
});

/** The profile's statistics (`computeProfileStats`), exact over the user's ready memories. */
export interface ProfileStats {
  total_memories: number;
  by_category: Record<string, number>;
  by_type: { semantic: number; episodic: number };
  date_range: { first_memory: string | null; last_memory: string | null };
  avg_importance: number;
  top_participants: string[];
  top_locations: string[];
}

/** The generated short narrative bio of a profile (GET /v1/profile `bio`). */
export interface ProfileBio {
  summary: string;
  generated_at: string;
  confidence: number;
  word_count: number;
}

/** The derived profile of a user (one row), rewritten by each `profile.generate` job. */
/** What every category profile of GET /v1/profile says: how many memories, and the newest one's time. */
interface CategoryProfileBase {
  memory_count: number;
  last_updated: string | null;
}
export interface CareerProfile extends CategoryProfileBase {
  title: string;
  summary: string;
  key_skills: string[];
}
export interface InterestsProfile extends CategoryProfileBase {
  primary_interests: string[];
  emerging_interests: string[];
}
export interface RelationshipsProfile extends CategoryProfileBase {
  close_connections: string[];
  professional_network: string[];
}
/** The other categories: a topic, a summary and up to five of the user's own statements. */
export interface TopicProfile extends CategoryProfileBase {
  topic: string;
  summary: string;
  key_points: string[];
}
export type CategoryProfile = CareerProfile | InterestsProfile | RelationshipsProfile | TopicProfile;
/** Category profiles by category (only categories that have memories are shown). */
export type CategoryProfiles = Partial<Record<Category, CategoryProfile>>;

export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Category profiles keyed by category (only categories that have memories). */
  categories: jsonb("categories").$type<CategoryProfiles>().notNull(),
  /** Statistics computed in SQL at generation, recomputed by a cascading delete. */
  stats: jsonb("stats").$type<ProfileStats>().notNull(),
  /** summary, confidence, word_count of the short narrative bio. */
  bio: jsonb("bio").$type<ProfileBio>().notNull(),
  memoryCount: integer("memory_count").notNull(),
  generatedAt: tstz("generated_at").notNull(),
  /** Last change by a generation or a cascading delete. */
  updatedAt: tstz("updated_at").notNull(),
});

/** Insights and traits derived from memories; each keeps the ids of the memories that back it. */
export const profileInsights = pgTable(
  "profile_insights",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"insight" | "trait">().notNull(),
    /** Insight title, or the trait's name. */
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").$type<Category>().notNull(),
    /** Confidence of an insight, strength of a trait (0..1). */
    score: real("score").notNull(),
    memoryIds: uuid("memory_ids").array().notNull(),
    ...timestamps,
  },
  (t) => [index("profile_insights_user_idx").on(t.userId, t.kind)],
);

/** Generated bios, one per (format, style, excluded categories) of a user. */
export const bios = pgTable(
  "bios",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    format: text("format").$type<BioFormat>().notNull(),
    style: text("style").$type<BioStyle>().notNull(),
    /** Sorted, comma-joined categories left out ("" for none): part of the cache key. */
    excluded: text("excluded").notNull(),
    text: text("text").notNull(),
    confidence: real("confidence").notNull(),
    sourceMemories: integer("source_memories").notNull(),
    categoriesIncluded: text("categories_included").array().$type<Category[]>().notNull(),
    keyThemes: text("key_themes").array().notNull(),
    /** Memories the text draws on: a cascading delete of one of them drops this bio. */
    memoryIds: uuid("memory_ids").array().notNull(),
    /** Which provider wrote it (`local`, `openai`). */
    provider: text("provider").notNull(),
    generatedAt: tstz("generated_at").notNull(),
    expiresAt: tstz("expires_at").notNull(),
  },
  (t) => [uniqueIndex("bios_user_variant_key").on(t.userId, t.format, t.style, t.excluded)],
);

export type ProfileSettingsRow = typeof profileSettings.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileInsightRow = typeof profileInsights.$inferSelect;
export type BioRow = typeof bios.$inferSelect;
