import type { Category } from "../types.ts";
import { embedText } from "./embed.ts";
import { cueWords } from "./lexicon.ts";
import type { WordVectors } from "./word-vectors.ts";

/** Cue words rarer than this rank of the vocabulary (frequency order) are left out: their vectors are noisy. */
const MAX_RANK = 60_000;
/** A capitalised word inside the text: a name, which says nothing of the topic. */
const NAME_INSIDE = /(?<=\S\s+)\p{Lu}\p{Ll}+/gu;
/** "Lucía: …": the speaker of a remark. */
const SPEAKER = /^[^:]{1,40}:\s/u;

/**
 * The category of a fact that no cue word names, guessed from word vectors: each category is the
 * embedding of its English cue words (`cueWords`), and the fact goes to the category nearest to its
 * own embedding, names and speaker left out ("Eleni: New knee" is nearest to health's injury,
 * surgery, pain …). Measured on hand-labelled memories (eval/data/categories, check half): the
 * primary category right 47 % with the cue words alone, 55 % with the guess (41 % before either,
 * when everything without a cue was `identity`).
 */
export class CategoryGuess {
  readonly #vectors: WordVectors;
  readonly #categories: Array<[Category, number[]]>;

  constructor(vectors: WordVectors) {
    this.#vectors = vectors;
    this.#categories = cueWords().map(([category, words]) => [
      category,
      embedText(
        vectors,
        words
          .filter((w) => {
            const row = vectors.rows.get(w);
            return row !== undefined && row < MAX_RANK;
          })
          .join(" "),
      ),
    ]);
  }

  guess(text: string): Category | undefined {
    const topic = text.replace(SPEAKER, "").replace(NAME_INSIDE, " ");
    const vector = embedText(this.#vectors, topic);
    let best: Category | undefined;
    let top = -1;
    for (const [category, centroid] of this.#categories) {
      let dot = 0;
      for (let i = 0; i < vector.length; i++) dot += (vector[i] ?? 0) * (centroid[i] ?? 0);
      if (dot > top) {
        top = dot;
        best = category;
      }
    }
    return best;
  }
}
