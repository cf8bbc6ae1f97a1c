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
 * which writes `about-person.weights.json`; see docs/local-provider.md, "The about-person model".
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

const FNV_OFFSET = 0x811c9dc5;

/**
 * FNV-1a, 32 bits, over the UTF-16 code units of `text` (from `start` to `end`) continued from the
 * state `h`: no string or byte buffer per n-gram (text/tokenize.ts's `fnv1a` hashes the UTF-8
 * bytes of a whole string through a new TextEncoder buffer each call).
 */
function fnv(h: number, text: string, start = 0, end = text.length): number {
  let state = h;
  for (let i = start; i < end; i++) {
    state ^= text.charCodeAt(i);
    state = Math.imul(state, 0x01000193);
  }
  return state;
}

/** The same bucket for the same feature name on every machine. */
const hash = (feature: string) => fnv(FNV_OFFSET, feature) >>> 0;

const WORD = fnv(FNV_OFFSET, "w:");
const PAIR = fnv(FNV_OFFSET, "b:");
const CHARS = fnv(FNV_OFFSET, "c:");

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

/**
 * The hashed, de-duplicated feature buckets of a sentence (each feature counts once): its words
 * ("w:nurse"), word pairs ("b:<s> i", "b:as a"), the character 3- and 4-grams of each word with
 * its boundaries ("c: nu", "c:rse "), and the rules' judgements ("rule:first-person", "words:8-15").
 * Hashed as they are read, without building the feature strings.
 */
export function featureBuckets(sentence: string, language: Language, buckets: number): number[] {
  const lower = sentence.toLowerCase().replace(/[’`]/g, "'");
  const words = lower.match(/[\p{L}\p{N}']+/gu) ?? [];
  const mask = buckets - 1;
  const found = new Set<number>();
  const padded = ["<s>", ...words, "</s>"];
  padded.forEach((w, i) => {
    if (i > 0 && i < padded.length - 1) found.add((fnv(WORD, w) >>> 0) & mask);
    if (i > 0) found.add((fnv(fnv(fnv(PAIR, padded[i - 1] ?? ""), " "), w) >>> 0) & mask);
  });
  for (const w of words) {
    const marked = ` ${w} `;
    for (let n = 3; n <= 4; n++)
      for (let i = 0; i + n <= marked.length; i++) found.add((fnv(CHARS, marked, i, i + n) >>> 0) & mask);
  }
  for (const feature of ruleFeatures(sentence, language)) found.add(hash(feature) & mask);
  return [...found];
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
