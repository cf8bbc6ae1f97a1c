import { readFileSync } from "node:fs";
import {
  isAssistantRequest,
  isFragment,
  isGeneric,
  isPersonalStatement,
  isReaction,
  isSmallTalk,
  isTaskTalk,
  isVague,
  looksLikeCode,
} from "./junk.ts";
import type { Language } from "./language.ts";
import { isFirstPerson, isStatement } from "./sentences.ts";

/**
 * "States something lasting about the person": a logistic regression over hashed word and
 * character n-grams of one sentence and the rules' own judgements of it (first person, question,
 * reaction, task talk …). Trained on the tuning data only by `scripts/train-about-person.ts`,
 * which writes `about-person.weights.json`; see docs/about-person-model.md.
 */

/** Whether a sentence the rules make a fact states something about the person (the trained model). */
export type AboutPerson = (sentence: string, language: Language) => boolean;

/** How the local provider decides that a sentence the rules make a fact is one (LOCAL_FACT_MODEL). */
export type FactModelSetting = "rules" | "model";

/** The weights file the training script writes. */
export interface AboutPersonWeights {
  /** Hash buckets of the n-gram features (a power of two). */
  buckets: number;
  bias: number;
  /** Sparse weights: `indices[i]` has weight `values[i]` (the rest are 0). */
  indices: number[];
  values: number[];
  /** Below this probability a sentence is not a fact (chosen by cross-validation on the tuning data). */
  threshold: number;
  /** What it was trained on and how well it did in cross-validation, for the record. */
  trainedOn: string;
}

/** FNV-1a, 32 bits: the same bucket for the same feature on every machine. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The rules' judgements of a sentence, as features (language-independent names). */
function ruleFeatures(sentence: string, language: Language): string[] {
  const words = sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const judged: [string, boolean][] = [
    ["first-person", isFirstPerson(sentence, language)],
    ["statement", isStatement(sentence)],
    ["question", /\?\s*$/u.test(sentence)],
    ["reaction", isReaction(sentence)],
    ["task-talk", isTaskTalk(sentence)],
    ["request", isAssistantRequest(sentence)],
    ["personal", isPersonalStatement(sentence)],
    ["generic", language === "en" && isGeneric(sentence)],
    ["vague", isVague(sentence)],
    ["fragment", isFragment(sentence)],
    ["small-talk", isSmallTalk(sentence)],
    ["code", looksLikeCode(sentence)],
    ["digit", /\d/u.test(sentence)],
    ["name-inside", /\S\s+\p{Lu}\p{Ll}/u.test(sentence)],
  ];
  const length =
    words <= 3 ? "1-3" : words <= 7 ? "4-7" : words <= 15 ? "8-15" : words <= 30 ? "16-30" : "31+";
  return [...judged.filter(([, on]) => on).map(([name]) => `rule:${name}`), `words:${length}`];
}

/** The features of one sentence: words, word pairs, character 3- and 4-grams, the rules' judgements. */
export function sentenceFeatures(sentence: string, language: Language): string[] {
  const lower = sentence.toLowerCase().replace(/[’`]/g, "'");
  const words = lower.match(/[\p{L}\p{N}']+/gu) ?? [];
  const features: string[] = [];
  const padded = ["<s>", ...words, "</s>"];
  padded.forEach((w, i) => {
    if (i > 0 && i < padded.length - 1) features.push(`w:${w}`);
    if (i > 0) features.push(`b:${padded[i - 1]} ${w}`);
  });
  for (const w of words) {
    const marked = ` ${w} `;
    for (let n = 3; n <= 4; n++)
      for (let i = 0; i + n <= marked.length; i++) features.push(`c:${marked.slice(i, i + n)}`);
  }
  return [...features, ...ruleFeatures(sentence, language)];
}

/** The hashed, de-duplicated feature buckets of a sentence (each feature counts once). */
export function featureBuckets(sentence: string, language: Language, buckets: number): number[] {
  return [...new Set(sentenceFeatures(sentence, language).map((f) => hash(f) & (buckets - 1)))];
}

/** The model read from its weights: the probability that a sentence states something about the person. */
export class AboutPersonModel {
  readonly threshold: number;
  readonly #buckets: number;
  readonly #bias: number;
  readonly #weights: Float64Array;

  constructor(weights: AboutPersonWeights) {
    this.threshold = weights.threshold;
    this.#buckets = weights.buckets;
    this.#bias = weights.bias;
    this.#weights = new Float64Array(weights.buckets);
    weights.indices.forEach((index, i) => {
      this.#weights[index] = weights.values[i] ?? 0;
    });
  }

  probability(sentence: string, language: Language): number {
    let z = this.#bias;
    for (const b of featureBuckets(sentence, language, this.#buckets)) z += this.#weights[b] ?? 0;
    return 1 / (1 + Math.exp(-z));
  }

  /** At or above the cross-validated threshold: a fact about the person. */
  isAboutPerson(sentence: string, language: Language): boolean {
    return this.probability(sentence, language) >= this.threshold;
  }
}

export const WEIGHTS_FILE = new URL("./about-person.weights.json", import.meta.url);

let loaded: AboutPersonModel | undefined;

/** The shipped model, read once. */
export function aboutPersonModel(): AboutPersonModel {
  loaded ??= new AboutPersonModel(JSON.parse(readFileSync(WEIGHTS_FILE, "utf8")) as AboutPersonWeights);
  return loaded;
}
