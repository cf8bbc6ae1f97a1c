import type { Schema } from "@memory/client";

export type Memory = Schema<"Memory">;
export type Category = Memory["category"];
export type MemoryType = Memory["memory_type"];

/**
 * The API's categories and memory types. The values come from the typed client's unions: a key
 * missing here or one the API dropped fails the type check, so the lists cannot drift apart.
 */
const CATEGORY_KEYS: Record<Category, true> = {
  identity: true,
  career: true,
  interests: true,
  relationships: true,
  health: true,
  finance: true,
  learning: true,
  travel: true,
  productivity: true,
  private: true,
};
export const CATEGORIES = Object.keys(CATEGORY_KEYS) as Category[];
/** A colour for each category in charts (Tableau 10: apart for most colour vision). */
export const CATEGORY_COLORS: Record<Category, string> = {
  identity: "#4e79a7",
  career: "#f28e2b",
  interests: "#e15759",
  relationships: "#76b7b2",
  health: "#59a14f",
  finance: "#edc948",
  learning: "#b07aa1",
  travel: "#ff9da7",
  productivity: "#9c755f",
  private: "#bab0ac",
};
const TYPE_KEYS: Record<MemoryType, true> = { semantic: true, episodic: true };
export const MEMORY_TYPES = Object.keys(TYPE_KEYS) as MemoryType[];

export const shortDate = (iso: string) => new Date(iso).toLocaleString();

/** Where a memory came from, as its metadata says (an integration's platform, or the store call's source). */
export function sourceOf(memory: { metadata: Record<string, unknown> }): string {
  const { source, platform } = memory.metadata;
  if (typeof source === "string") return source;
  return typeof platform === "string" ? platform : "";
}
