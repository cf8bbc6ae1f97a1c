import { describe, expect, it } from "vitest";
import { jobResult, readJobResult } from "../src/index.ts";

describe("job result schemas", () => {
  it("reads back what a chat import writes", () => {
    const written = jobResult("import.chat", {
      total_messages: 4,
      valid_messages: 4,
      conversations_identified: 1,
      topics_detected: ["hiking"],
      date_range: { start: "2024-01-01T00:00:00.000Z", end: "2024-01-02T00:00:00.000Z" },
      user_participant: "Ana",
      user_participant_source: "user_name",
      memories_extracted: 2,
    });
    const read = readJobResult("import.chat", JSON.parse(JSON.stringify(written)));
    expect(read).toEqual({ ok: true, value: written });
  });

  it("reads back a file import that ran a chat export (file and chat figures in one row)", () => {
    const written = jobResult("import.file", {
      filename: "notes.md",
      file_kind: "markdown",
      total_pages: 1,
      text_length: 120,
      chunks_created: 1,
      ocr_pages: 0,
      memories_extracted: 1,
      categories_detected: ["career"],
      conversations_identified: 2,
    });
    expect(readJobResult("import.file", written)).toEqual({ ok: true, value: written });
  });

  it("reads a store job's result and no row at all as no figures", () => {
    const store = { memories_created: 0, categories_detected: [], memories: [] };
    expect(readJobResult("memory.store", store)).toEqual({ ok: true, value: store });
    expect(readJobResult("import.memories", null)).toEqual({ ok: true, value: {} });
  });

  it("names the fields of a malformed row instead of passing them on", () => {
    const read = readJobResult("import.memories", { lines_read: "12", memories_restored: -1 });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.issues).toMatch(/lines_read: .*memories_restored: /);
  });

  it("refuses to write a result the API could not read", () => {
    // @ts-expect-error a category outside the enum
    expect(() => jobResult("import.file", { categories_detected: ["cooking"] })).toThrow(
      /categories_detected/,
    );
  });
});
