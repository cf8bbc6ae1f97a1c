import { MAX_SENTENCE_CHARS } from "../local/english-predicates.ts";

/** Thrown inside a rewrite when a fact can be said only with a guess: the fact is left out of the bio. */
export class Guess extends Error {}

export const guess = (): never => {
  throw new Guess();
};

/**
 * A writer's rewrite of one fact, or null: when it is longer than a sentence (a pasted text; some
 * checks read what precedes each clause and would grow with its square: 5 s on 100 kB had been
 * measured) or when the rewrite threw a Guess.
 */
export function sayOrLeaveOut(sentence: string, rewrite: (sentence: string) => string | null): string | null {
  if (sentence.length > MAX_SENTENCE_CHARS) return null;
  try {
    return rewrite(sentence);
  } catch (error) {
    if (error instanceof Guess) return null;
    throw error;
  }
}
