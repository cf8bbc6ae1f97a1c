/** Caps how many async tasks run at once; the rest wait in FIFO order. */
export class Semaphore {
  readonly limit: number;
  #active = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`concurrency limit must be >= 1, got ${limit}`);
    this.limit = limit;
  }

  get active(): number {
    return this.#active;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active >= this.limit) {
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#active++;
    }
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      // Hand the slot straight to the next waiter, so the count never dips below the limit and overshoots.
      if (next) next();
      else this.#active--;
    }
  }
}
