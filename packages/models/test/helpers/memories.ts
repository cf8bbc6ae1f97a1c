import type { SourceMemory } from "../../src/profile/index.ts";

/** A user's own fact as the profile reads it: in `language`, placed in `category` by a cue word (score 0.8). */
export const placedMemory = (
  i: number,
  category: SourceMemory["category"],
  content: string,
  language: string,
): SourceMemory => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  content,
  category,
  importance: 0.9 - i / 100,
  metadata: { language, category_score: 0.8 },
  createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
});
