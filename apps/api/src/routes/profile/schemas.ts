import { z } from "@hono/zod-openapi";
import { BIO_FORMATS, BIO_STYLES, CATEGORIES } from "@memory/db";
import { BIO_MAX_WORDS } from "@memory/models/profile";
import {
  bioExample,
  bioUpdatedExample,
  bioUpdateExample,
  generationAcceptedExample,
  privacyExample,
  privacyUpdateExample,
  profileExample,
} from "./examples.ts";

export const Category = z.enum(CATEGORIES);

export const PROFILE_SECTIONS = ["bio", "categories", "insights", "stats", "traits"] as const;

export const booleanQuery = z
  .enum(["true", "false"])
  .default("false")
  .transform((v) => v === "true");

export const ProfileQuery = z.object({
  sections: z.string().max(200).default("bio,categories,stats").openapi({
    description: "Comma-separated: bio, categories, insights, stats, traits",
    example: "bio,categories,stats",
  }),
  category: z.string().max(40).optional().openapi({ description: "Only this category profile" }),
  refresh: booleanQuery.openapi({
    description: "Regenerate from the latest memories (at most once per 10 minutes; may answer 202)",
  }),
});

const Stats = z
  .object({
    total_memories: z.number().int(),
    by_category: z.record(z.string(), z.number().int()),
    by_type: z.object({ semantic: z.number().int(), episodic: z.number().int() }),
    date_range: z.object({ first_memory: z.string().nullable(), last_memory: z.string().nullable() }),
    avg_importance: z.number(),
    top_participants: z.array(z.string()),
    top_locations: z.array(z.string()),
  })
  .openapi("ProfileStats");

const Insight = z
  .object({
    insight_id: z.string(),
    title: z.string(),
    description: z.string(),
    category: Category,
    confidence: z.number(),
    generated_at: z.string(),
    memory_count: z.number().int(),
  })
  .openapi("Insight");

const Trait = z
  .object({ trait: z.string(), strength: z.number(), evidence_count: z.number().int(), category: Category })
  .openapi("Trait");

export const PrivacySettings = z
  .object({
    bio_public: z.boolean(),
    categories_public: z.array(Category),
    insights_enabled: z.boolean(),
    trait_analysis_enabled: z.boolean(),
    include_private_in_bio: z.boolean(),
  })
  .openapi("PrivacySettings", { example: privacyExample });

export const Profile = z
  .object({
    user_id: z.string(),
    bio: z
      .object({
        summary: z.string(),
        generated_at: z.string(),
        confidence: z.number(),
        word_count: z.number().int(),
      })
      .optional(),
    categories: z
      .record(z.string(), z.record(z.string(), z.unknown()))
      .optional()
      .openapi({
        description:
          "Category profiles: career (title, summary, key_skills), interests (primary_interests, emerging_interests), " +
          "relationships (close_connections, professional_network), the others (topic, summary, key_points); " +
          "each with memory_count and last_updated.",
      }),
    insights: z.array(Insight).optional(),
    traits: z.array(Trait).optional(),
    stats: Stats.optional(),
    privacy_settings: PrivacySettings,
    last_updated: z.string(),
  })
  .openapi("Profile", { example: profileExample });

export const Accepted = z
  .object({
    status: z.literal("processing"),
    message: z.string(),
    status_url: z
      .string()
      .openapi({ description: "GET it again (same parameters, without refresh) for the result" }),
  })
  .openapi("GenerationAccepted", { example: generationAcceptedExample });

export const BioQuery = z.object({
  format: z.string().max(40).default("full").openapi({ description: "full, short, bullets, professional" }),
  style: z
    .string()
    .max(40)
    .default("narrative")
    .openapi({ description: "narrative, factual, casual, formal" }),
  refresh: booleanQuery.openapi({ description: "Regenerate (at most once per 10 minutes)" }),
  exclude_categories: z.string().max(300).optional().openapi({
    description: "Comma-separated categories to leave out (default: those set by PATCH /profile/bio)",
  }),
});

export const BioView = z
  .object({
    bio: z.string(),
    format: z.enum(BIO_FORMATS),
    style: z.enum(BIO_STYLES),
    word_count: z.number().int(),
    character_count: z.number().int(),
    confidence: z.number(),
    source_memories: z.number().int(),
    memory_ids: z.array(z.string()).openapi({
      description:
        "Extension: the memories the generated bio is built on (source_memories of them), every sentence from some of them: the user's own facts, never episodes or facts about other people. Empty for a manual bio.",
    }),
    categories_included: z.array(Category),
    key_themes: z.array(z.string()),
    generated_at: z.string(),
    expires_at: z
      .string()
      .nullable()
      .openapi({ description: "Stale after this (7 days); null for a manual bio" }),
    is_manual: z.boolean(),
  })
  .openapi("Bio", { example: bioExample });

export const BioUpdate = z
  .object({
    bio: z
      .string()
      .max(20_000)
      .optional()
      .openapi({
        description: `Manual text replacing the generated bio; at most ${BIO_MAX_WORDS} words (BIO_TOO_LONG counts words)`,
      }),
    format: z.string().max(40).optional(),
    style: z.string().max(40).optional(),
    regenerate: z.boolean().default(false),
    is_manual: z.boolean().optional(),
    include_categories: z.array(Category).max(10).optional(),
    exclude_categories: z.array(Category).max(10).optional(),
  })
  .openapi("BioUpdate", { example: bioUpdateExample });

export const BioUpdated = z
  .object({
    bio: z.string(),
    format: z.enum(BIO_FORMATS),
    style: z.enum(BIO_STYLES),
    word_count: z.number().int(),
    character_count: z.number().int(),
    is_manual: z.boolean(),
    updated_at: z.string(),
  })
  .openapi("BioUpdated", { example: bioUpdatedExample });

export const PrivacyUpdate = PrivacySettings.partial()
  .refine((v) => Object.keys(v).length > 0, "send at least one setting")
  .openapi("PrivacyUpdate", { example: privacyUpdateExample });
