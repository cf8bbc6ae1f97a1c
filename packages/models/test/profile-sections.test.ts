import { describe, expect, it } from "vitest";
import { classifyFact } from "../src/local/classify.ts";
import {
  deriveCategoryProfile,
  deriveInsights,
  isSurelyFiled,
  type SourceMemory,
  SURE_CATEGORY,
} from "../src/profile/index.ts";

const at = new Date("2026-11-20T10:00:00Z");

/** A memory as the worker stores it: the local classifier's category and score in its metadata. */
function classified(id: string, content: string, guess?: () => SourceMemory["category"]): SourceMemory {
  const c = classifyFact(content, "en", guess ? { guess } : {});
  return {
    id,
    content,
    category: c.category,
    importance: 0.6,
    metadata: { categories: c.categories, category_score: c.categoryScore },
    createdAt: at,
  };
}

describe("a profile section holds only facts surely of its category", () => {
  // Issue 27: "travel" held "The user is about to embark on the hero's journey" and a line about an SSH console.
  const journey = classified("m1", "My whole life is a journey of self-discovery.");
  const console = classified("m2", "I'm logged in to the console over SSH.", () => "travel");
  const flight = classified("m3", "I flew to Lisbon for a week in May.");
  const chosen: SourceMemory = {
    ...journey,
    id: "m4",
    content: "I spent a month walking the Camino.",
    metadata: { categories: ["travel"] },
  };

  it("leaves out a fact whose category rests on one weak cue or a word-vector guess", () => {
    expect([journey.category, console.category, flight.category]).toEqual(["travel", "travel", "travel"]);
    expect(journey.metadata.category_score).toBeLessThan(SURE_CATEGORY);
    expect(console.metadata.category_score).toBeLessThan(SURE_CATEGORY);
    const travel = deriveCategoryProfile("travel", [journey, console, flight, chosen], at);
    const points = "key_points" in travel ? travel.key_points : [];
    expect(points.join(" ")).toContain("Lisbon");
    expect(points.join(" ")).not.toMatch(/self-discovery|SSH/);
    // A category without a score (set by the caller, a user's edit, a remote model) is sure.
    expect(points.join(" ")).toContain("Camino");
    // The section still counts every memory filed under the category.
    expect(travel.memory_count).toBe(4);
  });

  it("keeps unsure facts out of insights too", () => {
    const unsure = [1, 2, 3].map((i) => classified(`u${i}`, `My journey of self-discovery, part ${i}.`));
    expect(unsure.every((m) => !isSurelyFiled(m))).toBe(true);
    expect(deriveInsights(unsure)).toEqual([]);
    const sure = [1, 2].map((i) => classified(`s${i}`, `I flew to Lisbon again, trip ${i}.`));
    expect(deriveInsights(sure).map((i) => i.category)).toContain("travel");
  });
});
