import { describe, expect, it } from "vitest";
import { Semaphore } from "../src/semaphore.ts";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("Semaphore", () => {
  it("refuses a limit below 1 or not whole", () => {
    expect(() => new Semaphore(0)).toThrow(RangeError);
    expect(() => new Semaphore(1.5)).toThrow(RangeError);
  });

  it("never runs more than `limit` tasks at once, and starts the waiting ones in FIFO order", async () => {
    const semaphore = new Semaphore(2);
    const releases: Array<() => void> = [];
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const tasks = [0, 1, 2, 3, 4].map((n) =>
      semaphore.run(async () => {
        started.push(n);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return n * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(semaphore.active).toBe(2);
    releases[1]?.();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (let i = 0; i < 5; i++) {
      releases[i]?.();
      await tick();
    }
    releases.forEach((release) => {
      release();
    });
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(semaphore.active).toBe(0);
  });

  it("frees the slot of a task that throws", async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(semaphore.active).toBe(0);
    expect(await semaphore.run(async () => "next")).toBe("next");
  });
});
