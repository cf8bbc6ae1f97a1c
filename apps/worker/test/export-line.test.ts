import { describe, expect, it } from "vitest";
import { readExportLine } from "../src/pipeline/portability/export-line.ts";

const memory = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: "memory",
    id: "m1",
    content: "I like tea.",
    category: "interests",
    memory_type: "semantic",
    importance: 0.5,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...extra,
  });
const privacy = JSON.stringify({
  type: "privacy",
  bio_public: true,
  categories_public: ["interests"],
  insights_enabled: true,
  trait_analysis_enabled: true,
  include_private_in_bio: true,
});

describe("readExportLine", () => {
  it("passes a valid line on with its size, and ignores blank lines and unknown types", () => {
    expect(readExportLine(2, memory(), false)).toMatchObject({
      kind: "line",
      line: { type: "memory", content: "I like tea." },
      bytes: memory().length,
    });
    expect(readExportLine(3, "  ", false)).toEqual({ kind: "ignored" });
    expect(readExportLine(4, '{"type":"album","x":"\\u0000"}', false)).toEqual({ kind: "ignored" });
  });

  it("names the line and the field of text PostgreSQL cannot hold, anywhere in the line", () => {
    const cases: [string, string][] = [
      [memory({ content: "tea\u0000" }), "line 7: content: contains a NUL character"],
      [memory({ metadata: { "k\u0000": 1 } }), "line 7: metadata.<key>: a key contains a NUL character"],
      [
        memory({
          versions: [
            {
              version: 1,
              content: "old \ud800",
              category: "interests",
              memory_type: "semantic",
              importance: 0.5,
              reason: "update",
              replaced_at: "2026-01-01T00:00:00.000Z",
            },
          ],
        }),
        "line 7: versions.0.content: contains a lone UTF-16 surrogate",
      ],
    ];
    for (const [text, message] of cases) {
      const outcome = readExportLine(7, text, true);
      expect(outcome).toMatchObject({ kind: "error", code: "PARSE_ERROR" });
      expect(outcome.kind === "error" && outcome.message.startsWith(message)).toBe(true);
    }
    expect(readExportLine(8, null, true)).toMatchObject({ kind: "error", code: "PARSE_ERROR" });
    expect(readExportLine(9, '{"type":"memory"', true)).toMatchObject({
      kind: "error",
      message: "line 9 is not valid JSON (truncated or garbled)",
    });
  });

  it("refuses settings lines without profile:write, and a bio longer than 500 words", () => {
    expect(readExportLine(5, privacy, false)).toMatchObject({ kind: "error", code: "FORBIDDEN" });
    expect(readExportLine(5, privacy, true)).toMatchObject({ kind: "line", line: { type: "privacy" } });
    const bio = (words: number) =>
      JSON.stringify({ type: "bio", bio: Array.from({ length: words }, () => "word").join(" ") });
    expect(readExportLine(6, bio(500), true)).toMatchObject({ kind: "line" });
    expect(readExportLine(6, bio(501), true)).toMatchObject({ kind: "error", code: "PARSE_ERROR" });
    expect(readExportLine(6, bio(501), false)).toMatchObject({ kind: "error", code: "FORBIDDEN" });
  });
});
