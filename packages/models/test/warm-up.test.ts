import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../src/local/language.ts";
import { warmUpRules } from "../src/local/warm-up.ts";

describe("WARM_UP: the rules read once at a worker's start", () => {
  it("reads a chat and a group chat in every language the rules read, and each gives memories", () => {
    const read = warmUpRules();
    expect([...read.keys()].sort()).toEqual([...LANGUAGES].sort());
    for (const [language, { chat, group }] of read) {
      expect({ language, chat: chat > 0, group: group > 0 }).toEqual({ language, chat: true, group: true });
    }
  });
});
