import { readFileSync } from "node:fs";
import { CATEGORY_VALUES } from "../categories.ts";
import type { Category } from "../types.ts";
import { embedText } from "./embed.ts";
import type { WordVectors } from "./word-vectors.ts";

/** A capitalised word inside the text: a name, which says nothing of the topic. */
const NAME_INSIDE = /(?<=\S\s+)\p{Lu}\p{Ll}+/gu;
/** "Lucía: …": the speaker of a remark. */
const SPEAKER = /^[^:]{1,40}:\s/u;

/** The text with its speaker and the names inside it left out: what the topic is read from. */
export function topicOf(text: string): string {
  return text.replace(SPEAKER, "").replace(NAME_INSIDE, " ");
}

/** The features of a fact: the word-vector embedding of its topic (no rule of the extractor). */
export function categoryFeatures(vectors: WordVectors, text: string): number[] {
  return embedText(vectors, topicOf(text));
}

/** Weights of a multinomial logistic regression over `categoryFeatures`, one row per category. */
export interface CategoryModelWeights {
  categories: Category[];
  bias: number[];
  weights: number[][];
}

/** Softmax probabilities of each category of `weights.categories` for one feature vector. */
export function categoryProbabilities(model: CategoryModelWeights, features: readonly number[]): number[] {
  const logits = model.weights.map((row, k) => {
    let sum = model.bias[k] ?? 0;
    for (let d = 0; d < features.length; d++) sum += (row[d] ?? 0) * (features[d] ?? 0);
    return sum;
  });
  const top = Math.max(...logits);
  const exp = logits.map((z) => Math.exp(z - top));
  const total = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / total);
}

export interface TrainingOptions {
  /** L2 penalty on the weights (not the bias). */
  lambda: number;
  iterations: number;
  rate: number;
}

/**
 * Multinomial logistic regression by full-batch gradient descent from zero weights: deterministic,
 * the same examples give the same weights byte for byte.
 */
export function trainCategoryModel(
  examples: ReadonlyArray<{ features: readonly number[]; label: Category }>,
  options: TrainingOptions,
): CategoryModelWeights {
  const categories = [...CATEGORY_VALUES] as Category[];
  const dims = examples[0]?.features.length ?? 0;
  const model: CategoryModelWeights = {
    categories,
    bias: categories.map(() => 0),
    weights: categories.map(() => new Array<number>(dims).fill(0)),
  };
  const n = Math.max(1, examples.length);
  for (let step = 0; step < options.iterations; step++) {
    const gradW = categories.map(() => new Array<number>(dims).fill(0));
    const gradB = categories.map(() => 0);
    for (const { features, label } of examples) {
      const p = categoryProbabilities(model, features);
      for (let k = 0; k < categories.length; k++) {
        const error = (p[k] ?? 0) - (categories[k] === label ? 1 : 0);
        gradB[k] = (gradB[k] ?? 0) + error;
        const row = gradW[k] ?? [];
        for (let d = 0; d < dims; d++) row[d] = (row[d] ?? 0) + error * (features[d] ?? 0);
      }
    }
    for (let k = 0; k < categories.length; k++) {
      model.bias[k] = (model.bias[k] ?? 0) - (options.rate * (gradB[k] ?? 0)) / n;
      const row = model.weights[k] ?? [];
      const grad = gradW[k] ?? [];
      for (let d = 0; d < dims; d++)
        row[d] = (row[d] ?? 0) - options.rate * ((grad[d] ?? 0) / n + options.lambda * (row[d] ?? 0));
    }
  }
  return model;
}

/** The most probable category and its probability. */
export function predictCategory(
  model: CategoryModelWeights,
  features: readonly number[],
): { category: Category; probability: number } {
  const p = categoryProbabilities(model, features);
  let best = 0;
  for (let k = 1; k < p.length; k++) if ((p[k] ?? 0) > (p[best] ?? 0)) best = k;
  return { category: model.categories[best] ?? "identity", probability: p[best] ?? 0 };
}

/** The weights trained by eval/src/train-category-model.ts on the tuning half of the labelled categories. */
export function loadCategoryModel(): CategoryModelWeights {
  const file = new URL("./category-model.json", import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")) as CategoryModelWeights;
}

/**
 * The category of a fact no cue word names, from the trained model over its word vectors.
 * Leave-one-conversation-out on the tuning half (344 facts), with the categories' definitions:
 * 44.2 % right alone (10-fold 45.6 %); behind the cue words and slots, 68.9 % (10-fold 69.2 %;
 * eval/README.md).
 */
export class CategoryModel {
  readonly #vectors: WordVectors;
  readonly #weights: CategoryModelWeights;

  constructor(vectors: WordVectors, weights: CategoryModelWeights = loadCategoryModel()) {
    this.#vectors = vectors;
    this.#weights = weights;
  }

  guess(text: string): Category | undefined {
    return predictCategory(this.#weights, categoryFeatures(this.#vectors, text)).category;
  }
}
