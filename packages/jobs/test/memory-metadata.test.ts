import { memoryCategories, readMemoryMetadata } from "@memory/db/schema";
import { describe, expect, it } from "vitest";

// The schema lives in @memory/db (the column's package); its tests run here, where `pnpm test` reaches them.
describe("MemoryMetadata", () => {
  it("reads the keys a chat import writes, typed, and passes the caller's own keys through", () => {
    const md = readMemoryMetadata({
      source: "chat_import",
      categories: ["career", "interests"],
      conversation_topic: "hiking",
      conversation_participants: ["Ana", "Ben"],
      start_time: "2024-01-01T00:00:00.000Z",
      end_time: "2024-01-01T01:00:00.000Z",
      message_ids: ["m1", 2],
      sources: [
        { role: "Person 1A2B3C", excerpt: "I moved to Hamburg.", timestamp: "2024-01-01T00:00:00.000Z" },
      ],
      project: "alps",
    });
    expect(md.sources?.[0]?.excerpt).toBe("I moved to Hamburg.");
    expect(md).toMatchObject({
      categories: ["career", "interests"],
      conversation_topic: "hiking",
      conversation_participants: ["Ana", "Ben"],
      message_ids: ["m1", 2],
      project: "alps",
    });
  });

  it("reads a known key of another type (a caller's own) as absent instead of failing", () => {
    const md = readMemoryMetadata({ start_time: 3, categories: ["cooking"], page_number: "2", note: "kept" });
    expect(md.start_time).toBeUndefined();
    expect(md.categories).toBeUndefined();
    expect(md.page_number).toBeUndefined();
    expect(md.note).toBe("kept");
    expect(readMemoryMetadata(null)).toEqual({});
  });

  it("gives a memory's categories from its metadata, else its primary category alone", () => {
    expect(
      memoryCategories({ category: "career", metadata: { categories: ["career", "interests"] } }),
    ).toEqual(["career", "interests"]);
    // A caller's PATCH can put anything under `categories`: the index and events get real categories.
    expect(memoryCategories({ category: "career", metadata: { categories: ["nonsense"] } })).toEqual([
      "career",
    ]);
    expect(memoryCategories({ category: "career", metadata: { categories: "career" } })).toEqual(["career"]);
    expect(memoryCategories({ category: "career", metadata: { categories: [] } })).toEqual(["career"]);
  });
});
