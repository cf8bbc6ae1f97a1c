import type { StagedChatMessage } from "@memory/jobs";
import { describe, expect, it } from "vitest";
import {
  isConsidered,
  itemIdOf,
  MAX_MESSAGE_CHARS,
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

  it("drops system messages unless asked to include them", () => {
    const system = message({ role: " System " });
    expect(isConsidered(system, settings)).toBe(false);
    expect(isConsidered(system, { ...settings, includeSystem: true })).toBe(true);
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
