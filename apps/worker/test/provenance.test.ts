import { MAX_SOURCE_MESSAGES } from "@memory/db/schema";
import { describe, expect, it } from "vitest";
import { excerptOf, provenanceOf, sourcesOf } from "../src/pipeline/provenance.ts";

describe("excerptOf", () => {
  it("keeps a short message whole, its white space flattened", () => {
    expect(excerptOf("  I live\n\nin Lisbon.  ")).toBe("I live in Lisbon.");
  });

  it("cuts a long one at a word, without a trailing comma, within the limit counted in characters", () => {
    expect(excerptOf("one two, three four", 12)).toBe("one two…");
    const emoji = "🐟".repeat(300);
    const cut = excerptOf(emoji, 280);
    expect(Array.from(cut)).toHaveLength(280);
    expect(cut.endsWith("🐟…")).toBe(true);
  });
});

describe("sourcesOf and provenanceOf", () => {
  const messages = Array.from({ length: 8 }, (_, i) => ({
    role: i % 2 ? "assistant" : "user",
    content: `Message ${i}. My password is hunter${i}.`,
    ...(i === 1 ? { timestamp: "2025-05-01T09:01:00.000Z" } : {}),
  }));

  it("keeps the first messages a fact came from, in order, once each, secrets dropped", () => {
    const sources = sourcesOf(messages, [7, 1, 0, 1, 2, 3, 4, 5, 6], "2025-05-01T09:00:00Z");
    expect(sources).toHaveLength(MAX_SOURCE_MESSAGES);
    expect(sources.slice(0, 2)).toEqual([
      { role: "user", excerpt: "Message 0.", timestamp: "2025-05-01T09:00:00Z" },
      { role: "assistant", excerpt: "Message 1.", timestamp: "2025-05-01T09:01:00.000Z" },
    ]);
    expect(JSON.stringify(sources)).not.toContain("hunter");
  });

  it("gives message_ids always and sources only when a message is known", () => {
    const input = { messages, messageIds: ["a", "b"], metadata: {} };
    expect(provenanceOf(input, [1])).toEqual({
      message_ids: ["b"],
      sources: [{ role: "assistant", excerpt: "Message 1.", timestamp: "2025-05-01T09:01:00.000Z" }],
    });
    expect(provenanceOf({ messages: [], metadata: {} }, [])).toEqual({ message_ids: [] });
  });
});
