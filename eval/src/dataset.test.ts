import { describe, expect, it } from "vitest";
import { type Conversation, checkConversation } from "./dataset.ts";

const valid = (): Conversation => ({
  id: "t99",
  description: "test",
  platform: "whatsapp",
  user_name: "Ann",
  other_name: "Bo",
  messages: [
    { message_id: "t99-m0001", timestamp: "2025-01-01T10:00:00Z", role: "Ann", content: "I live in Lyon" },
    { message_id: "t99-m0002", timestamp: "2025-01-01T10:01:00Z", role: "Bo", content: "nice" },
  ],
  questions: [
    {
      id: "t99-q01",
      kind: "single",
      question: "Where does Ann live?",
      answer: "Lyon",
      evidence: ["t99-m0001"],
    },
  ],
});

describe("dev-set checks", () => {
  it("accepts a well-formed conversation", () => {
    expect(checkConversation(valid(), "tuning/t99.json")).toEqual([]);
  });

  it("names each problem: unknown role, evidence that is no message, bad kind, duplicate id", () => {
    const c = valid();
    c.messages.push({
      message_id: "t99-m0002",
      timestamp: "2025-01-01T10:02:00Z",
      role: "user",
      content: "x",
    });
    c.questions.push({
      id: "t99-q02",
      kind: "other" as "single",
      question: "?",
      answer: "",
      evidence: ["t99-m0404"],
    });
    const problems = checkConversation(c, "tuning/t99.json");
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("message_id t99-m0002 appears twice"),
        expect.stringContaining('role "user" is neither user_name nor other_name'),
        expect.stringContaining('kind "other"'),
        expect.stringContaining("evidence t99-m0404 is not a message_id"),
      ]),
    );
    expect(problems.every((p) => p.startsWith("tuning/t99.json: "))).toBe(true);
  });

  it("accepts a language code and names a malformed one", () => {
    expect(checkConversation({ ...valid(), language: "ja" }, "tuning/t99.json")).toEqual([]);
    expect(checkConversation({ ...valid(), language: "Japanese" }, "tuning/t99.json")).toEqual([
      expect.stringContaining('language "Japanese" is not a lower-case ISO 639-1 code'),
    ]);
  });
});
