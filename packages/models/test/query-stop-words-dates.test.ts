import { describe, expect, it } from "vitest";
import { analyseQuery, eventDateIn } from "../src/query/analyse.ts";
import { sparseVector } from "../src/sparse.ts";
import { timestamp } from "./helpers/facts.ts";

/**
 * Queries: stop words never match; 'when' questions and named dates.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("queries", () => {
  it("stop words never match", () => {
    expect(sparseVector("Where do I go climbing?").indices).toEqual(sparseVector("climbing").indices);
  });

  it("reads 'when' questions and named dates", () => {
    const q = analyseQuery("When did Melanie move in May 2023?", new Date(timestamp));
    expect(q.asksWhen).toBe(true);
    expect(eventDateIn("2023-05-14", q.dates)).toBe(true);
    expect(eventDateIn("2023-06-01", q.dates)).toBe(false);
    const summer = analyseQuery("What did Daniel do last summer?", new Date(timestamp));
    expect(eventDateIn("2026-07", summer.dates)).toBe(true);
  });
});
