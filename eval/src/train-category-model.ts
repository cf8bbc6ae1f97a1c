/**
 * Trains the local classifier's category model (packages/models/src/local/category-model.ts) on
 * the `tuning` half of `data/categories/labelled.json` only (the `check` half is never read: it is
 * filtered out before anything else), over the word vectors' embedding of each text, plus each
 * category's definition in the labelling guide (data/categories/README.md, "- **health**: illness,
 * injuries …") as an example repeated a few times: a prior that no conversation wrote. Its input is
 * the labelled texts, the definitions and the word vectors alone, no rule of the extractor: a rule
 * change elsewhere does not call for a retraining. The L2 penalty and the definitions' weight are
 * chosen by the whole classifier's leave-one-conversation-out cross-validation (cue words and slots
 * first, the fold's model for what they leave: the figure a reader sees); the script prints it,
 * the model's alone, and 10-fold (every tenth memory) beside them, then writes the weights trained
 * on the whole tuning half.
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
  LocalModelProvider,
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
  text: string;
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
      text: m.text,
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
              text: match[2],
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

/**
 * Share of examples whose held-out prediction is the label, over the given folds: the model's
 * alone, and the whole classifier's (cue words and slots first, the model for what they leave).
 */
async function crossValidate(
  examples: Example[],
  definitions: Example[],
  folds: number[][],
  setting: Setting,
  vectors: WordVectors,
): Promise<{ model: number; classifier: number }> {
  let model = 0;
  let classifier = 0;
  for (const fold of folds) {
    const held = new Set(fold);
    const weights = train(
      examples.filter((_, i) => !held.has(i)),
      definitions,
      setting,
    );
    const provider = new LocalModelProvider(vectors, weights);
    for (const i of fold) {
      const e = examples[i];
      if (!e) continue;
      if (predictCategory(weights, e.features).category === e.label) model++;
      if ((await provider.classify(e.text)).category === e.label) classifier++;
    }
  }
  return { model: model / examples.length, classifier: classifier / examples.length };
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

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string", default: DEFAULT_OUT } } });
  const vectors = loadWordVectors(wordVectorPath(defaultModelCacheDir()));
  const examples = tuningExamples(vectors);
  const definitions = definitionExamples(vectors);
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  let best = { setting: { lambda: 0.001, definitions: 0 }, loco: -1 };
  for (const lambda of LAMBDAS)
    for (const weight of DEFINITION_WEIGHTS) {
      const setting = { lambda, definitions: weight };
      const loco = await crossValidate(examples, definitions, byConversation(examples), setting, vectors);
      const kfold = await crossValidate(examples, definitions, tenFold(examples), setting, vectors);
      console.log(
        `lambda ${lambda}, definitions ×${weight}: leave-one-conversation-out classifier ${pct(loco.classifier)} (model alone ${pct(loco.model)}), 10-fold classifier ${pct(kfold.classifier)} (model alone ${pct(kfold.model)})`,
      );
      if (loco.classifier > best.loco) best = { setting, loco: loco.classifier };
    }
  const model = train(examples, definitions, best.setting);
  const file = { ...best.setting, examples: examples.length, ...rounded(model) };
  writeFileSync(values.out, `${JSON.stringify(file)}\n`);
  console.log(`${examples.length} tuning facts; ${JSON.stringify(best.setting)}; wrote ${values.out}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
