import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_VALUES } from "../src/categories.ts";
import { type Category, createLocalModelProvider, type ModelProvider } from "../src/index.ts";
import { loadCategoryModel, predictCategory, trainCategoryModel } from "../src/local/category-model.ts";
import { classifyFact } from "../src/local/classify.ts";
import { categoryScores } from "../src/local/lexicon.ts";

let provider: ModelProvider;
beforeAll(async () => {
  provider = await createLocalModelProvider();
});
afterAll(async () => {
  await provider.close();
});

/**
 * Facts no cue word names, written from the category definitions (eval/data/categories/README.md)
 * before the trained model was run on them; they used to be filed under `identity` whatever they
 * were about.
 */
const UNCUED: Array<[string, Category]> = [
  ["The inflammation went down after a week.", "health"],
  ["His ligament healed slowly.", "health"],
  ["The quarterly report goes to the board on Friday.", "career"],
];

describe("the category of a fact no cue word names", () => {
  it("is the trained model's (word vectors of its topic), not identity", async () => {
    for (const [text, category] of UNCUED) {
      expect(categoryScores(text).size, text).toBe(0);
      const classified = await provider.classify(text);
      expect(classified.category, text).toBe(category);
      // A guess is never sure enough for a profile section (SURE_CATEGORY).
      expect(classified.categoryScore, text).toBe(0.25);
    }
  });

  it("is guessed in English only: the word vectors would match another language's words by their letters", async () => {
    const text = "Le gonflement a disparu après une semaine.";
    expect(categoryScores(text).size).toBe(0);
    expect((await provider.classify(text)).category).toBe(classifyFact(text, "fr").category);
  });

  it("is guessed for extracted facts too, and a cue word still decides when there is one", async () => {
    const facts = await provider.extract({
      timestamp: "2026-11-20T10:00:00Z",
      messages: [
        { role: "user", content: "My swelling went down after a week. I work as a nurse in Leeds." },
      ],
    });
    expect(facts.map((f) => f.category)).toEqual(["health", "career"]);
  });
});

describe("the category model", () => {
  const A = [1, 0, 0];
  const B = [0, 1, 0];
  const examples = [
    { features: A, label: "health" as const },
    { features: [0.9, 0.1, 0], label: "health" as const },
    { features: B, label: "travel" as const },
    { features: [0.1, 0.9, 0], label: "travel" as const },
  ];
  const options = { lambda: 0.001, iterations: 200, rate: 2 };

  it("learns apart two categories and gives the same weights for the same examples", () => {
    const model = trainCategoryModel(examples, options);
    expect(predictCategory(model, A).category).toBe("health");
    expect(predictCategory(model, B).category).toBe("travel");
    expect(predictCategory(model, [0, 0, 1]).probability).toBeLessThan(predictCategory(model, A).probability);
    expect(trainCategoryModel(examples, options)).toEqual(model);
  });

  it("ships one row of weights per category over the word vectors' dimensions", () => {
    const model = loadCategoryModel();
    expect(model.categories).toEqual([...CATEGORY_VALUES]);
    expect(model.bias).toHaveLength(CATEGORY_VALUES.length);
    for (const row of model.weights) expect(row).toHaveLength(100);
  });
});

describe("cue words", () => {
  it("read 'like' as a taste only as a verb ('feeling like a wet towel' was filed under interests, t04)", async () => {
    expect(
      categoryScores("It was malaria, three days in bed and a week of feeling like a wet towel.").has(
        "interests",
      ),
    ).toBe(false);
    expect(
      (await provider.classify("It was malaria, three days in bed and a week of feeling like a wet towel."))
        .category,
    ).toBe("health");
    for (const taste of [
      "I like hiking.",
      "We'd like a dog one day.",
      "I really like Korean food.",
      "Callum likes jazz.",
    ])
      expect(categoryScores(taste).get("interests"), taste).toBeGreaterThan(0);
  });

  it("match words, not their beginnings ('skipped' is no skiing, 'booked' no book, 'investigation' no investment)", () => {
    expect(categoryScores("I skipped the gym on Monday.").has("interests")).toBe(false);
    expect([...categoryScores("Iceland is booked for April.").keys()]).toEqual(["travel"]);
    expect(categoryScores("Ingrid skied 120 km and read two books.").get("interests")).toBeGreaterThan(0);
    // An investigative journalist's work is no investment (t11's were all filed under finance).
    expect(categoryScores("My first investigation at the paper is about wastewater.").has("finance")).toBe(
      false,
    );
    expect(categoryScores("I invested my savings in index funds.").get("finance")).toBeGreaterThan(0);
    expect(categoryScores("The classifieds paid for local news.").has("learning")).toBe(false);
  });
});
