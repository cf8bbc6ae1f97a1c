/** Thrown inside a rewrite when a fact can be said only with a guess: the fact is left out of the bio. */
export class Guess extends Error {}

export const guess = (): never => {
  throw new Guess();
};
