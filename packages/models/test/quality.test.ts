import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalModelProvider, type ModelProvider } from "../src/index.ts";
import { evaluate, loadFixtures, type Scores } from "./helpers/evaluate.ts";

/**
 * Quality of the local (rule-based) extractor on labelled conversations. `extraction.json` is the
 * set the lexicon was tuned on; `extraction-holdout.json` was written afterwards and never tuned
 * against, so its figures are the honest estimate for unseen text. Bounds sit a little under the
 * measured figures so that a regression fails the test.
 */
const BOUNDS = {
  extraction: { recall: 0.97, categoryAccuracy: 0.95, typeAccuracy: 0.95, slotAccuracy: 0.95 },
  "extraction-holdout": { recall: 0.9, categoryAccuracy: 0.8, typeAccuracy: 0.9, slotAccuracy: 0.75 },
} as const;

let provider: ModelProvider;

beforeAll(async () => {
  provider = await createLocalModelProvider();
});

afterAll(async () => {
  await provider.close();
});

function row(name: string, fixtures: number, scores: Scores) {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return {
    set: name,
    conversations: fixtures,
    "expected facts": scores.raw.expected,
    recall: pct(scores.recall),
    category: pct(scores.categoryAccuracy),
    type: pct(scores.typeAccuracy),
    slot: pct(scores.slotAccuracy),
  };
}

describe("local extraction quality", () => {
  for (const name of ["extraction", "extraction-holdout"] as const) {
    it(`meets the bounds on ${name}.json`, async () => {
      const fixtures = loadFixtures(name);
      const scores = await evaluate(fixtures, (input) => provider.extract(input));
      console.table([row(name, fixtures.length, scores)]);
      if (scores.raw.misses.length > 0) console.log(`misses:\n  ${scores.raw.misses.join("\n  ")}`);
      expect(scores.raw.forbiddenLeaks).toEqual([]);
      const bounds = BOUNDS[name];
      expect(scores.recall).toBeGreaterThanOrEqual(bounds.recall);
      expect(scores.categoryAccuracy).toBeGreaterThanOrEqual(bounds.categoryAccuracy);
      expect(scores.typeAccuracy).toBeGreaterThanOrEqual(bounds.typeAccuracy);
      expect(scores.slotAccuracy).toBeGreaterThanOrEqual(bounds.slotAccuracy);
      if (name === "extraction") expect(scores.raw.overCount).toEqual([]);
    });
  }

  it("covers all ten categories, both types and four languages", () => {
    const fixtures = loadFixtures();
    expect(fixtures.length).toBeGreaterThanOrEqual(60);
    const expected = fixtures.flatMap((f) => f.expected);
    expect(new Set(expected.map((e) => e.category)).size).toBe(10);
    expect(new Set(expected.map((e) => e.type))).toEqual(new Set(["semantic", "episodic"]));
    expect(new Set(fixtures.map((f) => f.language))).toEqual(new Set(["en", "de", "fr", "es"]));
  });
});
