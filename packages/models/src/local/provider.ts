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
import { type AboutPerson, aboutPersonModel, type FactModelSetting } from "./about-person.ts";
import { CategoryGuess } from "./category-guess.ts";
import { classifyFact } from "./classify.ts";
import { resolveDates } from "./dates.ts";
import { embedText } from "./embed.ts";
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
  /** The category of a fact no cue word names (see `CategoryGuess`). */
  readonly #guess: (text: string) => Category | undefined;
  readonly words: WordSimilarity;

  /** The about-person model's verdict on a sentence the rules make a fact (LOCAL_FACT_MODEL=model). */
  readonly #aboutPerson: AboutPerson | undefined;

  constructor(vectors: WordVectors, factModel: FactModelSetting = "rules") {
    this.#vectors = vectors;
    this.dimension = vectors.dimensions;
    this.words = new WordSimilarity(vectors);
    const categories = new CategoryGuess(vectors);
    this.#guess = (text) => categories.guess(text);
    if (factModel === "model") {
      const model = aboutPersonModel();
      this.#aboutPerson = (sentence, language) => model.isAboutPerson(sentence, language);
    }
  }

  async extract(input: ExtractionInput): Promise<ExtractedFact[]> {
    // What no cue word files: the word vectors guess its category.
    return extractFacts(input, this.#guess, this.#aboutPerson);
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
export async function createLocalProvider(
  cacheDir?: string,
  factModel: FactModelSetting = "rules",
): Promise<LocalModelProvider> {
  const prepared = await prepareLocalModel(cacheDir);
  return new LocalModelProvider(loadWordVectors(prepared.path), factModel);
}
