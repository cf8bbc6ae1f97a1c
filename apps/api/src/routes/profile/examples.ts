/**
 * Examples shown by the reference page (`/api-reference`) for the profile and bio operations. Each
 * one is valid against its schema: test/reference-page.test.ts parses every example with it.
 */

const GENERATED = "2025-06-01T08:00:00.000Z";

export const privacyExample = {
  bio_public: false,
  categories_public: ["interests"],
  insights_enabled: true,
  trait_analysis_enabled: true,
  include_private_in_bio: false,
} as const;

export const profileExample = {
  user_id: "user_123",
  bio: {
    summary: "Daniel is a nurse in Lisbon who climbs on Tuesdays and is learning Portuguese.",
    generated_at: GENERATED,
    confidence: 0.82,
    word_count: 15,
  },
  categories: {
    career: {
      title: "Nurse",
      summary: "Works as a nurse at a hospital in Lisbon.",
      key_skills: ["patient care"],
      memory_count: 4,
      last_updated: GENERATED,
    },
    interests: {
      primary_interests: ["climbing", "cooking"],
      emerging_interests: ["portuguese"],
      memory_count: 6,
      last_updated: GENERATED,
    },
  },
  stats: {
    total_memories: 27,
    by_category: { career: 4, interests: 6, relationships: 9, travel: 8 },
    by_type: { semantic: 19, episodic: 8 },
    date_range: { first_memory: "2025-03-04T18:02:00.000Z", last_memory: "2025-05-30T21:10:00.000Z" },
    avg_importance: 0.64,
    top_participants: ["Melanie"],
    top_locations: ["Lisbon"],
  },
  privacy_settings: privacyExample,
  last_updated: GENERATED,
} as const;

export const generationAcceptedExample = {
  status: "processing",
  message: "The profile is being generated; GET the status_url again in a few seconds.",
  status_url: "/v1/profile",
} as const;

export const bioExample = {
  bio: "Daniel is a nurse who moved to Lisbon this spring. He climbs at a gym on Tuesday evenings and is learning Portuguese.",
  format: "short",
  style: "narrative",
  word_count: 21,
  character_count: 118,
  confidence: 0.78,
  source_memories: 3,
  memory_ids: [
    "0b7c4f2e-9a1d-4e8b-b3c5-2d6f8a1e4c90",
    "5c1d7e9a-3f2b-4a8c-8d6e-1b4f7a9c2e53",
    "7e2a9c4b-1d3f-4b6a-9c8e-5f1a3d7b2e64",
  ],
  categories_included: ["career", "interests", "learning"],
  key_themes: ["nursing", "climbing", "portuguese"],
  generated_at: GENERATED,
  expires_at: "2025-06-08T08:00:00.000Z",
  is_manual: false,
} as const;

export const bioUpdateExample = { format: "professional", style: "formal", regenerate: true } as const;

export const bioUpdatedExample = {
  bio: "Daniel is a registered nurse based in Lisbon, experienced in patient care.",
  format: "professional",
  style: "formal",
  word_count: 12,
  character_count: 75,
  is_manual: false,
  updated_at: GENERATED,
} as const;

export const privacyUpdateExample = { bio_public: true, categories_public: ["career", "interests"] } as const;
