import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CATEGORY_VALUES, type Category, type ModelProvider } from "@memory/models";
import { SURE_CATEGORY } from "@memory/models/profile";

/**
 * Hand-labelled memories (eval/data/categories/labelled.json): the text of a memory the local
 * extractor made from a tuning conversation, and the one category a careful person files it under
 * (or "none": no fact). `half` splits them: the classifier is tuned on `tuning` only; `check` is
 * read by nobody who tunes it.
 */
export interface LabelledMemory {
  id: string;
  half: "tuning" | "check";
  text: string;
  label: Category | "none";
}

export interface CategoryFigures {
  /** Labelled memories with a category (those labelled "none" left out). */
  labelled: number;
  /** Share whose primary category is the label. */
  accuracy: number;
  /** Share whose label is among the categories returned (primary first). */
  anyAccuracy: number;
  /** Plain baseline: every memory filed under the tuning half's most common label. */
  baseline: number;
  baselineLabel: Category;
  /** Share filed under `identity` (the classifier's fallback when no cue is found). */
  identityShare: number;
  /** Share labelled `identity`. */
  identityLabelled: number;
  /** Share the classifier is sure of (`categoryScore` ≥ SURE_CATEGORY, or none): what a profile section shows. */
  sureShare: number;
  /** Among those, the share whose primary category is the label. */
  sureAccuracy: number;
}

export type CategoryResult = Record<LabelledMemory["half"], CategoryFigures>;

export function loadCategoryLabels(dataDir: string): LabelledMemory[] {
  const file = join(dataDir, "categories", "labelled.json");
  if (!existsSync(file)) return [];
  const items = JSON.parse(readFileSync(file, "utf8")) as LabelledMemory[];
  const known = new Set<string>([...CATEGORY_VALUES, "none"]);
  const problems = items.flatMap((m) => [
    ...(known.has(m.label) ? [] : [`${m.id}: unknown label "${m.label}"`]),
    ...(m.half === "tuning" || m.half === "check" ? [] : [`${m.id}: half must be tuning or check`]),
  ]);
  if (problems.length > 0)
    throw new Error(`categories/labelled.json has problems:\n  ${problems.join("\n  ")}`);
  return items;
}

/** Classifies every labelled memory with the provider, as the worker does for what it stores. */
export async function runCategories(items: LabelledMemory[], models: ModelProvider): Promise<CategoryResult> {
  const facts = items.filter((m) => m.label !== "none");
  const counts = new Map<string, number>();
  for (const m of facts) if (m.half === "tuning") counts.set(m.label, (counts.get(m.label) ?? 0) + 1);
  const baselineLabel = ([...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "identity") as Category;
  const classified = await Promise.all(facts.map(async (m) => ({ m, c: await models.classify(m.text) })));
  const figures = (half: LabelledMemory["half"]): CategoryFigures => {
    const rows = classified.filter(({ m }) => m.half === half);
    const share = (test: (r: (typeof rows)[number]) => boolean, among = rows) =>
      among.length === 0 ? 0 : among.filter(test).length / among.length;
    const sure = rows.filter(({ c }) => (c.categoryScore ?? 1) >= SURE_CATEGORY);
    return {
      labelled: rows.length,
      accuracy: share(({ m, c }) => c.category === m.label),
      anyAccuracy: share(({ m, c }) => c.categories.includes(m.label as Category)),
      baseline: share(({ m }) => m.label === baselineLabel),
      baselineLabel,
      identityShare: share(({ c }) => c.category === "identity"),
      identityLabelled: share(({ m }) => m.label === "identity"),
      sureShare: share(({ c }) => (c.categoryScore ?? 1) >= SURE_CATEGORY),
      sureAccuracy: share(({ m, c }) => c.category === m.label, sure),
    };
  };
  return { tuning: figures("tuning"), check: figures("check") };
}
