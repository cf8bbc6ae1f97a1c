/**
 * Trains the local classifier's category model (packages/models/src/local/category-model.ts) on
 * the `tuning` half of `data/categories/labelled.json` only (the `check` half is never read: it is
 * filtered out before anything else), over the word vectors' embedding of each text, plus each
 * category's definition in the labelling guide (data/categories/README.md, "- **health**: illness,
 * injuries …") as an example repeated a few times: a prior that no conversation wrote. Its input is
 * the labelled texts, the definitions and the word vectors alone, no rule of the extractor: a rule
 * change elsewhere does not call for a retraining. The L2 penalty and the definitions' weight are
 * chosen by leave-one-conversation-out cross-validation; the script prints that figure and 10-fold
 * (every tenth memory) beside it, then writes the weights trained on the whole tuning half.
 *
 *   node eval/src/train-category-model.ts [--out packages/models/src/local/category-model.json]
 *   npx biome check --write packages/models/src/local/category-model.json
 *
 * eval/src/train-category-model.test.ts fails when the shipped weights are no longer what this
 * makes of the labels (a label added or changed, a definition reworded, the embedding changed).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  type Category,
  type CategoryModelWeights,
  categoryFeatures,
  defaultModelCacheDir,
  loadWordVectors,
  predictCategory,
  trainCategoryModel,
  type WordVectors,
  wordVectorPath,
} from "@memory/models";

const LABELS = fileURLToPath(new URL("../data/categories/labelled.json", import.meta.url));
const DEFAULT_OUT = fileURLToPath(
  new URL("../../packages/models/src/local/category-model.json", import.meta.url),
);
const README = fileURLToPath(new URL("../data/categories/README.md", import.meta.url));
const LAMBDAS = [0.0003, 0.001, 0.003];
/** How many times each category's definition (README) is added to the training examples. */
const DEFINITION_WEIGHTS = [0, 10, 30];
const ITERATIONS = 300;
const RATE = 2;

export interface Example {
  conversation: string;
  features: number[];
  label: Category;
}

export function tuningExamples(vectors: WordVectors): Example[] {
  const items = JSON.parse(readFileSync(LABELS, "utf8")) as Array<{
    half: string;
    conversation: string;
    text: string;
    label: string;
  }>;
  return items
    .filter((m) => m.half === "tuning" && m.label !== "none")
    .map((m) => ({
      conversation: m.conversation,
      features: categoryFeatures(vectors, m.text),
      label: m.label as Category,
    }));
}

/** Each category's definition in the labelling guide, embedded as a training example. */
export function definitionExamples(vectors: WordVectors): Example[] {
  const DEFINITION = /^- \*\*(\w+)\*\*:(.*)$/;
  return readFileSync(README, "utf8")
    .split("\n")
    .flatMap((line) => {
      const match = DEFINITION.exec(line);
      return match?.[1] && match[2]
        ? [
            {
              conversation: "definitions",
              features: categoryFeatures(vectors, match[2]),
              label: match[1] as Category,
            },
          ]
        : [];
    });
}

export interface Setting {
  lambda: number;
  definitions: number;
}

export function train(examples: Example[], definitions: Example[], setting: Setting): CategoryModelWeights {
  const prior = Array.from({ length: setting.definitions }, () => definitions).flat();
  return trainCategoryModel([...examples, ...prior], {
    lambda: setting.lambda,
    iterations: ITERATIONS,
    rate: RATE,
  });
}

/** Share of examples whose held-out prediction is the label, over the given folds. */
function crossValidate(
  examples: Example[],
  definitions: Example[],
  folds: number[][],
  setting: Setting,
): number {
  let right = 0;
  for (const fold of folds) {
    const held = new Set(fold);
    const model = train(
      examples.filter((_, i) => !held.has(i)),
      definitions,
      setting,
    );
    for (const i of fold) {
      const e = examples[i];
      if (e && predictCategory(model, e.features).category === e.label) right++;
    }
  }
  return right / examples.length;
}

function byConversation(examples: Example[]): number[][] {
  const groups = new Map<string, number[]>();
  for (const [i, e] of examples.entries())
    groups.set(e.conversation, [...(groups.get(e.conversation) ?? []), i]);
  return [...groups.values()];
}

function tenFold(examples: Example[]): number[][] {
  return Array.from({ length: 10 }, (_, f) => examples.flatMap((_, i) => (i % 10 === f ? [i] : [])));
}

/** Weights rounded to 5 decimals: a small file, the same bytes on every machine. */
export function rounded(model: CategoryModelWeights): CategoryModelWeights {
  const r = (x: number) => Math.round(x * 1e5) / 1e5;
  return {
    categories: model.categories,
    bias: model.bias.map(r),
    weights: model.weights.map((w) => w.map(r)),
  };
}

function main(): void {
  const { values } = parseArgs({ options: { out: { type: "string", default: DEFAULT_OUT } } });
  const vectors = loadWordVectors(wordVectorPath(defaultModelCacheDir()));
  const examples = tuningExamples(vectors);
  const definitions = definitionExamples(vectors);
  let best = { setting: { lambda: 0.001, definitions: 0 }, loco: -1 };
  for (const lambda of LAMBDAS)
    for (const weight of DEFINITION_WEIGHTS) {
      const setting = { lambda, definitions: weight };
      const loco = crossValidate(examples, definitions, byConversation(examples), setting);
      const kfold = crossValidate(examples, definitions, tenFold(examples), setting);
      console.log(
        `lambda ${lambda}, definitions ×${weight}: leave-one-conversation-out ${(loco * 100).toFixed(1)} %, 10-fold ${(kfold * 100).toFixed(1)} %`,
      );
      if (loco > best.loco) best = { setting, loco };
    }
  const model = train(examples, definitions, best.setting);
  const file = { ...best.setting, examples: examples.length, ...rounded(model) };
  writeFileSync(values.out, `${JSON.stringify(file)}\n`);
  console.log(`${examples.length} tuning facts; ${JSON.stringify(best.setting)}; wrote ${values.out}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
