import { describe, expect, it } from "vitest";
import { bucketByTime, ratesOf, withSample } from "../src/charts/series.ts";

describe("bucketByTime", () => {
  it("counts per UTC day, every day from the first to the last, empty days included", () => {
    const { unit, buckets } = bucketByTime([
      { at: "2026-11-20T23:59:00Z", key: "career" },
      { at: "2026-11-20T08:00:00Z", key: "travel" },
      { at: "2026-11-22T01:00:00Z", key: "career" },
      { at: "not a date", key: "career" },
    ]);
    expect(unit).toBe("day");
    expect(buckets.map((b) => [b.label, Object.fromEntries(b.counts)])).toEqual([
      ["2026-11-20", { career: 1, travel: 1 }],
      ["2026-11-21", {}],
      ["2026-11-22", { career: 1 }],
    ]);
  });

  it("counts per month over more than 45 days", () => {
    const { unit, buckets } = bucketByTime([
      { at: "2026-01-31T12:00:00Z", key: "health" },
      { at: "2026-04-01T00:00:00Z", key: "health" },
    ]);
    expect(unit).toBe("month");
    expect(buckets.map((b) => b.label)).toEqual(["2026-01", "2026-02", "2026-03", "2026-04"]);
    expect(bucketByTime([])).toEqual({ unit: "day", buckets: [] });
  });
});

describe("an import's throughput", () => {
  it("is items per second between consecutive samples, each time once", () => {
    let samples = withSample([], { at: 500, done: 100 });
    samples = withSample(samples, { at: 500, done: 100 });
    samples = withSample(samples, { at: 1500, done: 400 });
    expect(samples).toEqual([
      { at: 0, done: 0 },
      { at: 500, done: 100 },
      { at: 1500, done: 400 },
    ]);
    expect(ratesOf(samples).map((r) => r.perSecond)).toEqual([200, 300]);
  });
});
