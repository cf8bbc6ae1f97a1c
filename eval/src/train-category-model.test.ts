import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defaultModelCacheDir, loadWordVectors, wordVectorPath } from "@memory/models";
import { prepareLocalModel } from "@memory/models/prepare";
import { beforeAll, describe, expect, it } from "vitest";
import { definitionExamples, rounded, train, tuningExamples } from "./train-category-model.ts";

const SHIPPED = fileURLToPath(
  new URL("../../packages/models/src/local/category-model.json", import.meta.url),
);
const RETRAIN =
  "the shipped category model is not the training on today's labels: run `node eval/src/train-category-model.ts` " +
  "(then `npx biome check --write packages/models/src/local/category-model.json`) and commit the weights with the CV figures it prints";

describe("the category model", () => {
  // A clean clone has no converted word vectors until some process prepares them (a conversion takes ~10 s).
  beforeAll(() => prepareLocalModel(), 120_000);

  it("is what the training script makes of the tuning half's labels, the definitions and the word vectors", () => {
    const shipped = JSON.parse(readFileSync(SHIPPED, "utf8"));
    const vectors = loadWordVectors(wordVectorPath(defaultModelCacheDir()));
    const examples = tuningExamples(vectors);
    expect(shipped.examples, RETRAIN).toBe(examples.length);
    const model = rounded(
      train(examples, definitionExamples(vectors), {
        lambda: shipped.lambda,
        definitions: shipped.definitions,
      }),
    );
    expect(model.categories, RETRAIN).toEqual(shipped.categories);
    // Weights agree to 1e-4: Math.exp may differ in its last bits between engines.
    const gap = Math.max(
      ...model.bias.map((b, k) => Math.abs(b - shipped.bias[k])),
      ...model.weights.flatMap((row, k) => row.map((w, d) => Math.abs(w - shipped.weights[k][d]))),
    );
    expect(gap, RETRAIN).toBeLessThan(1e-4);
  });
});
