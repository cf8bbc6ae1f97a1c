import type { Category, MemoryType } from "./types.ts";

/**
 * Runtime copies of the tuples in `@memory/db` (whose main entry also loads the Postgres client).
 * The type assertions below fail to compile if the two lists ever drift apart.
 */
export const CATEGORY_VALUES = [
  "identity",
  "career",
  "interests",
  "relationships",
  "health",
  "finance",
  "learning",
  "travel",
  "productivity",
  "private",
] as const satisfies readonly Category[];

export const MEMORY_TYPE_VALUES = ["semantic", "episodic"] as const satisfies readonly MemoryType[];

type Exhaustive<All, Listed> = [All] extends [Listed] ? true : never;
const categoriesComplete: Exhaustive<Category, (typeof CATEGORY_VALUES)[number]> = true;
const memoryTypesComplete: Exhaustive<MemoryType, (typeof MEMORY_TYPE_VALUES)[number]> = true;
void categoriesComplete;
void memoryTypesComplete;
