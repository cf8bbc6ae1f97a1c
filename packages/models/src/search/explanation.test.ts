import type { MemoryRow } from "@memory/db";
import { describe, expect, it } from "vitest";
import { analyseQuery } from "../query/analyse.ts";
import { type Explanation, RANK_WEIGHTS, type Ranked, rankSearch } from "./index.ts";

const row = (
  id: string,
  content: string,
  metadata: Record<string, unknown> = {},
  slot: string | null = null,
): MemoryRow => ({
  id,
  userId: "u",
  content,
  category: "identity",
  memoryType: "semantic",
  importance: 0.5,
  metadata,
  processingStatus: "ready",
  contentHash: id,
  slot,
  searchContext: "",
  version: 1,
  createdAt: new Date("2026-01-01T00:00:00Z"),
  updatedAt: new Date("2026-01-01T00:00:00Z"),
});

const search = (query: string, rows: MemoryRow[], explain: boolean, dense = 0.5) =>
  rankSearch(
    analyseQuery(query, new Date("2026-06-01T00:00:00Z")),
    rows.map((r) => ({ id: r.id, dense })),
    new Map(rows.map((r) => [r.id, r])),
    undefined,
    { explain },
  );

const explanationOf = (ranked: Ranked[], id: string): Explanation => {
  const explanation = ranked.find((r) => r.row.id === id)?.explanation;
  if (!explanation) throw new Error(`no explanation for ${id}`);
  return explanation;
};

/** What the explanation says the score is: clip(sum) × each multiply step. */
const recomputed = (e: Explanation) =>
  e.boosts
    .filter((b) => b.operation === "multiply")
    .reduce((s, b) => s * b.value, Math.min(1, Math.max(0, e.sum)));

describe("explain", () => {
  const rows = [
    row("lives", "Melanie lives in Leeds with two cats.", { subject: "Melanie" }, "person:melanie:residence"),
    row("trip", "Melanie went to Lisbon in May 2025.", { subject: "Melanie", event_date: "2025-05" }),
    row("tomas", "Tomás lives in Madrid.", { subject: "Tomás" }),
  ];

  it("names the matched words, the name and slot boosts, and adds up to the score", () => {
    const ranked = search("Where does Melanie live?", rows, true);
    const lives = explanationOf(ranked, "lives");
    expect(lives.matched_terms).toContainEqual({ term: "live", match: "word", credit: 1 });
    // The best result also shares its own words with the best results: feedback is the third step.
    expect(lives.boosts.map((b) => [b.reason, b.operation])).toEqual([
      ["name", "add"],
      ["slot", "add"],
      ["feedback", "add"],
    ]);
    expect(lives.boosts.slice(0, 2).map((b) => b.value)).toEqual([
      RANK_WEIGHTS.personAbout,
      RANK_WEIGHTS.slot,
    ]);
    expect(lives.boosts[0]?.detail).toMatch(/melanie/);
    expect(lives.sum).toBeCloseTo(
      RANK_WEIGHTS.words * lives.words +
        RANK_WEIGHTS.meaning * lives.meaning +
        lives.boosts.reduce((sum, b) => sum + b.value, 0),
      3,
    );
    // About someone the query does not name: the step says so, with a negative value.
    expect(explanationOf(ranked, "tomas").boosts).toContainEqual(
      expect.objectContaining({ reason: "name", operation: "add", value: RANK_WEIGHTS.personOther }),
    );
    for (const r of ranked) {
      expect(r.explanation?.score).toBe(r.score);
      expect(recomputed(explanationOf(ranked, r.row.id))).toBeCloseTo(r.score, 3);
    }
  });

  it("names the date step for a dated query", () => {
    const trip = explanationOf(search("What did Melanie do in May 2025?", rows, true), "trip");
    expect(trip.boosts).toContainEqual(
      expect.objectContaining({
        reason: "date",
        value: RANK_WEIGHTS.dateInRange,
        detail: expect.stringMatching(/2025-05/),
      }),
    );
  });

  it("names the words of the feedback step and the repeat step", () => {
    const fed = search(
      "Where does Jae-won live now?",
      [
        row("now", "Jae-won moved to a small flat in Mangwon-dong.", {
          subject: "Jae-won",
          message_ids: ["m1"],
        }),
        row("before", "The flat in Busan was tiny.", { subject: "Jae-won", message_ids: ["m2"] }),
        row("again", "Jae-won moved to a small flat.", { subject: "Jae-won", message_ids: ["m1"] }),
      ],
      true,
    );
    const feedback = explanationOf(fed, "before").boosts.find((b) => b.reason === "feedback");
    expect(feedback?.detail).toMatch(/flat/);
    expect(explanationOf(fed, "again").boosts.at(-1)).toMatchObject({
      reason: "repeat",
      operation: "multiply",
      value: RANK_WEIGHTS.repeat,
    });
    for (const r of fed) expect(recomputed(explanationOf(fed, r.row.id))).toBeCloseTo(r.score, 3);
  });

  it("changes no score and adds nothing when not asked", () => {
    const query = "Where does Melanie live?";
    const plain = search(query, rows, false);
    expect(plain.every((r) => !("explanation" in r))).toBe(true);
    expect(plain.map((r) => [r.row.id, r.score, r.raw])).toEqual(
      search(query, rows, true).map((r) => [r.row.id, r.score, r.raw]),
    );
  });
});
