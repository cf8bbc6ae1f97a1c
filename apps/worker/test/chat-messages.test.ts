import type { StagedChatMessage } from "@memory/jobs";
import { describe, expect, it } from "vitest";
import {
  isConsidered,
  itemIdOf,
  MAX_MESSAGE_CHARS,
  MAX_TURN_MESSAGES,
  Turns,
  unusableReason,
  userDetector,
} from "../src/pipeline/chat/messages.ts";

const NOW = Date.parse("2026-06-01T12:00:00Z");
const HOUR = 3600_000;
const message = (fields: Partial<StagedChatMessage> = {}): StagedChatMessage => ({
  index: 7,
  timestamp: NOW - HOUR,
  role: "user",
  content: "I moved to Lisbon last spring.",
  ...fields,
});

describe("unusableReason", () => {
  it("accepts a plain message", () => {
    expect(unusableReason(message(), new Set(), NOW)).toBeNull();
  });

  it.each([
    [{ content: "  \n " }, "content is empty"],
    [
      { content: "x".repeat(MAX_MESSAGE_CHARS + 1) },
      `content is longer than ${MAX_MESSAGE_CHARS} characters`,
    ],
    [{ timestamp: Number.NaN }, "timestamp is not a date"],
    [{ timestamp: NOW + 25 * HOUR }, "timestamp is in the future"],
    [{ role: " " }, "role is empty"],
  ])("refuses %o: %s", (fields, reason) => {
    expect(unusableReason(message(fields), new Set(), NOW)).toBe(reason);
  });

  it("tolerates a clock up to a day ahead, and a message of exactly the longest length", () => {
    expect(unusableReason(message({ timestamp: NOW + 23 * HOUR }), new Set(), NOW)).toBeNull();
    expect(unusableReason(message({ content: "x".repeat(MAX_MESSAGE_CHARS) }), new Set(), NOW)).toBeNull();
  });

  it("refuses a second message with the same message_id, and remembers the ids it accepted", () => {
    const seen = new Set<string>();
    expect(unusableReason(message({ id: "m1" }), seen, NOW)).toBeNull();
    expect(seen.has("m1")).toBe(true);
    expect(unusableReason(message({ id: "m1" }), seen, NOW)).toMatch(/^duplicate message_id/);
    expect(unusableReason(message(), seen, NOW)).toBeNull();
  });
});

describe("itemIdOf", () => {
  it("is the message_id when sent, else the index in chat_data", () => {
    expect(itemIdOf(message({ id: "abc" }))).toBe("abc");
    expect(itemIdOf(message())).toBe("7");
  });
});

describe("isConsidered", () => {
  const settings = { minLength: 10, includeSystem: false };
  it("drops messages shorter than min_length once trimmed", () => {
    expect(isConsidered(message({ content: "   short    " }), settings)).toBe(false);
    expect(isConsidered(message({ content: "ten chars!" }), settings)).toBe(true);
  });

  it("counts a Chinese, Japanese or Korean character three times (about the Latin letters it says), a Latin or Cyrillic one once", () => {
    // 17 characters: "I'm moving to Shenzhen next month, the new job is in Nanshan" (60 Latin letters in English).
    const at50 = { ...settings, minLength: 50 };
    expect(isConsidered(message({ content: "我下个月要搬去深圳了，新工作在南山" }), at50)).toBe(true);
    expect(isConsidered(message({ content: "好的，明天见" }), at50)).toBe(false);

    // Japanese: megagonlabs/asdc (CC BY 4.0), 24 characters; Korean: songys/Chatbot_data (MIT).
    const at40 = { ...settings, minLength: 40 };
    expect(isConsidered(message({ content: "お盆頃に、娘と2人で島根に行こうとおもってます。" }), at40)).toBe(
      true,
    );
    expect(
      isConsidered(message({ content: "나 혼자 여행 왔는데 괜찮네" }), { ...settings, minLength: 20 }),
    ).toBe(true);
    expect(isConsidered(message({ content: "Я живу в Москве уже три года." }), at40)).toBe(false);
    expect(isConsidered(message({ content: "  ten chars!  " }), settings)).toBe(true);
  });

  it("drops system messages unless asked to include them", () => {
    const system = message({ role: " System " });
    expect(isConsidered(system, settings)).toBe(false);
    expect(isConsidered(system, { ...settings, includeSystem: true })).toBe(true);
  });
});

describe("Turns", () => {
  const settings = { minLength: 50, includeSystem: false };
  /** Considered flags of messages given as [role, content, minute, key?], fed in order. */
  function considered(items: [string, string, number, string?][], gapMs = HOUR) {
    const turns = new Turns<{ message: StagedChatMessage }>(settings, gapMs);
    const out: { considered: boolean; startsTurn: boolean }[] = [];
    for (const [role, content, minute, key] of items) {
      const message: StagedChatMessage = {
        index: out.length,
        timestamp: minute * 60_000,
        role,
        content,
        ...(key !== undefined ? { conversationKey: key } : {}),
      };
      out.push(...turns.push({ message }));
    }
    out.push(...turns.flush());
    return out.map((t) => `${t.startsTurn ? "^" : ""}${t.considered ? "y" : "n"}`);
  }

  it("reads a burst of short messages by one person as one turn against min_length", () => {
    expect(
      considered([
        ["Callum", "shes here", 0],
        ["Callum", "born wednesday at 4am. 3.4 kg", 1],
        ["Callum", "both doing fine", 1],
        ["Aoife", "CALLUM", 2],
        ["Aoife", "congrats!!", 2],
      ]),
    ).toEqual(["^y", "y", "y", "^n", "n"]);
  });

  it("ends a turn when someone else writes, at a long silence, at a new conversation key, at a system message", () => {
    const half = "x".repeat(30);
    expect(
      considered([
        ["Ana", half, 0],
        ["Ben", half, 1],
        ["Ana", half, 2],
        ["Ana", half, 200],
        ["Ana", half, 201, "other"],
        ["system", "note", 202, "other"],
        ["Ana", half, 203, "other"],
      ]),
    ).toEqual(["^n", "^n", "^n", "^n", "^n", "^n", "^n"]);
    // Trimmed lengths joined by one space: 30 + 1 + 19 = 50 is enough.
    expect(
      considered([
        ["Ana", ` ${half} `, 0],
        ["Ana", "y".repeat(19), 1],
      ]),
    ).toEqual(["^y", "y"]);
  });

  it("cuts a turn after MAX_TURN_MESSAGES messages", () => {
    const items = Array.from(
      { length: MAX_TURN_MESSAGES + 1 },
      (_, i) => ["Ana", "ok ok ok", i] as [string, string, number],
    );
    const out = considered(items);
    expect(out[0]).toBe("^y");
    expect(out[MAX_TURN_MESSAGES]).toBe("^n");
  });
});

describe("userDetector", () => {
  const counts = (entries: [string, number][]) => new Map(entries);

  it("takes the participant named by user_name, and the role `user` too", () => {
    const names = new Map([["daniel", "Daniel"]]);
    const user = userDetector(
      counts([
        ["daniel", 3],
        ["anna", 9],
      ]),
      " daniel ",
      names,
    );
    expect(user).toMatchObject({ participant: "Daniel", source: "user_name" });
    expect(user.isUser("DANIEL")).toBe(true);
    expect(user.isUser("user")).toBe(true);
    expect(user.isUser("Anna")).toBe(false);
  });

  it("takes the role `user` when present", () => {
    const user = userDetector(
      counts([
        ["user", 2],
        ["assistant", 5],
      ]),
    );
    expect(user).toMatchObject({ participant: "user", source: "role" });
    expect(user.isUser(" User ")).toBe(true);
    expect(user.isUser("assistant")).toBe(false);
  });

  it("infers the most active named participant, never the assistant or the system", () => {
    const names = new Map([["anna", "Anna"]]);
    const user = userDetector(
      counts([
        ["assistant", 50],
        ["system", 40],
        ["ben", 3],
        ["anna", 7],
      ]),
      undefined,
      names,
    );
    expect(user).toMatchObject({ participant: "Anna", source: "inferred" });
    expect(user.isUser("anna")).toBe(true);
    expect(user.isUser("ben")).toBe(false);
  });

  it("finds nobody in a chat of only an assistant and the system", () => {
    const user = userDetector(counts([["assistant", 4]]));
    expect(user).toMatchObject({ participant: null, source: "inferred" });
    expect(user.isUser("assistant")).toBe(false);
  });
});
