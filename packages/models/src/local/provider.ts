import { prepareLocalModel } from "../prepare.ts";
import { sparseVector } from "../sparse.ts";
import type {
  Category,
  Classification,
  ExtractedFact,
  ExtractionInput,
  ModelProvider,
  SparseVector,
} from "../types.ts";
import { CategoryModel, type CategoryModelWeights } from "./category-model.ts";
import { classifyFact } from "./classify.ts";
import { resolveDates } from "./dates.ts";
import { embedText, LENGTH_BIAS } from "./embed.ts";
import { findLocation, findParticipants } from "./entities.ts";
import { extractFacts } from "./extract.ts";
import { detectLanguage } from "./language.ts";
import { WordSimilarity } from "./word-similarity.ts";
import { loadWordVectors, type WordVectors } from "./word-vectors.ts";

export const LOCAL_EMBEDDING_MODEL = "local:wink-sg-100d";

/** No network, no key, deterministic: rule-based extraction, word-vector embeddings. */
export class LocalModelProvider implements ModelProvider {
  readonly name = "local" as const;
  readonly embeddingModel = LOCAL_EMBEDDING_MODEL;
  readonly dimension: number;
  readonly #vectors: WordVectors;
  /** The category of a fact no cue word names (see `CategoryModel`). */
  readonly #guess: (text: string) => Category | undefined;
  readonly words: WordSimilarity;
  readonly lengthBias = LENGTH_BIAS;

  /** `categoryWeights`: the category model's weights, the shipped ones unless given (cross-validation). */
  constructor(vectors: WordVectors, categoryWeights?: CategoryModelWeights) {
    this.#vectors = vectors;
    this.dimension = vectors.dimensions;
    this.words = new WordSimilarity(vectors);
    const categories = new CategoryModel(vectors, categoryWeights);
    this.#guess = (text) => categories.guess(text);
  }

  async extract(input: ExtractionInput): Promise<ExtractedFact[]> {
    // What no cue word files: the word vectors guess its category.
    return extractFacts(input, this.#guess);
  }

  async classify(text: string): Promise<Classification> {
    const language = detectLanguage(text);
    // Dates written in absolute form still mark an event; the reference only matters for relative ones.
    const { dates } = resolveDates(text, language, new Date());
    const participants = findParticipants(text);
    const hasLocation = findLocation(text, language, participants) !== undefined;
    return classifyFact(text, language, {
      dates,
      participants,
      hasLocation,
      guess: this.#guess,
    });
  }

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map((text) => embedText(this.#vectors, text));
  }

  sparse(text: string, context?: string): SparseVector {
    return sparseVector(text, context);
  }

  async close(): Promise<void> {}
}

/** Converts the word vectors on first use (child process), then loads the compact file. */
export async function createLocalProvider(cacheDir?: string): Promise<LocalModelProvider> {
  const prepared = await prepareLocalModel(cacheDir);
  return new LocalModelProvider(loadWordVectors(prepared.path));
}
