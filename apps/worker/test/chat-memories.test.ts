import type { ExtractedFact } from "@memory/models";
import { describe, expect, it } from "vitest";
import {
  conversationMetadata,
  factPreparer,
  INSIGHTS_PER_CHUNK,
  memoriesMadeBy,
} from "../src/pipeline/chat/memories.ts";

const fact = (content: string, fields: Partial<ExtractedFact> = {}): ExtractedFact => ({
  content,
  category: "interests",
  categories: ["interests"],
  memoryType: "semantic",
  importance: 0.5,
  messageIndices: [0],
  ...fields,
});

describe("memoriesMadeBy", () => {
  it("maps each extract mode to the memories it makes", () => {
    expect(memoriesMadeBy("conversations")).toEqual({ facts: "all", topics: false });
    expect(memoriesMadeBy("insights")).toEqual({ facts: "key", topics: false });
    expect(memoriesMadeBy("topics")).toEqual({ facts: null, topics: true });
    expect(memoriesMadeBy("all")).toEqual({ facts: "all", topics: true });
  });
});

describe("factPreparer", () => {
  it("drops facts that look like secrets", () => {
    const prepare = factPreparer({ keyOnly: false, fixedCategory: undefined });
    const kept = prepare([fact("I play the cello."), fact("My password is hunter2-Secret!")]);
    expect(kept.map((f) => f.content)).toEqual(["I play the cello."]);
  });

  it("keeps only the most important semantic facts in the insights mode, in their original order", () => {
    const prepare = factPreparer({ keyOnly: true, fixedCategory: undefined });
    const facts = [
      fact("a", { importance: 0.2 }),
      fact("b", { importance: 0.9 }),
      fact("c", { importance: 0.95, memoryType: "episodic" }),
      fact("d", { importance: 0.7 }),
      fact("e", { importance: 0.8 }),
      fact("f", { importance: 0.7 }),
    ];
    const kept = prepare(facts).map((f) => f.content);
    expect(kept).toHaveLength(INSIGHTS_PER_CHUNK);
    expect(kept).toEqual(["b", "d", "e"]);
  });

  it("sets the platform's category on every fact when auto-categorisation is off", () => {
    const prepare = factPreparer({ keyOnly: false, fixedCategory: "relationships" });
    const [kept] = prepare([fact("I play the cello.", { categories: ["interests", "learning"] })]);
    expect(kept).toMatchObject({ category: "relationships", categories: ["relationships"] });
  });
});

describe("conversationMetadata", () => {
  it("records the import's provenance, and times the conversation by its start", () => {
    const metadata = conversationMetadata(
      { integrationId: "int-1", platform: "whatsapp", extractMode: "all" },
      {
        topic: "hiking",
        participants: ["Ana"],
        start: Date.UTC(2025, 0, 2, 9),
        end: Date.UTC(2025, 0, 2, 11),
        index: 4,
      },
    );
    expect(metadata).toEqual({
      platform: "whatsapp",
      integration_id: "int-1",
      extract_mode: "all",
      conversation_index: 4,
      conversation_topic: "hiking",
      conversation_participants: ["Ana"],
      start_time: "2025-01-02T09:00:00.000Z",
      end_time: "2025-01-02T11:00:00.000Z",
      timestamp: "2025-01-02T09:00:00.000Z",
    });
  });

  it("leaves out conversation_index for a memory of the whole import", () => {
    const metadata = conversationMetadata(
      { integrationId: "int-1", platform: "slack", extractMode: "topics" },
      { topic: "budget", participants: [], start: 0, end: 0 },
    );
    expect(metadata).not.toHaveProperty("conversation_index");
  });
});
