import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatStageKey } from "../src/catalog.ts";
import { createRedis, type Redis } from "../src/connection.ts";
import {
  isDirectMessage,
  orderStagedMessages,
  parseStagedRecord,
  type StagedChatMessage,
  StagedChatReader,
  stageChatMessages,
} from "../src/staging.ts";

const message = (index: number, timestamp: number, conversationKey?: string): StagedChatMessage => ({
  index,
  timestamp,
  role: "user",
  content: `message ${index}`,
  ...(conversationKey !== undefined ? { conversationKey } : {}),
});

describe("parseStagedRecord", () => {
  it("reads a record staged with full names", () => {
    const record = { ...message(3, 1_700_000_000_000, "chat-1"), id: "m-3" };
    expect(parseStagedRecord(JSON.stringify(record))).toEqual(record);
  });

  it("reads a record staged by an earlier version under one-letter names", () => {
    const legacy = { i: 4, t: 1_700_000_000_000, r: "assistant", c: "hello", id: "m-4", k: "chat-2" };
    expect(parseStagedRecord(JSON.stringify(legacy))).toEqual({
      index: 4,
      timestamp: 1_700_000_000_000,
      role: "assistant",
      content: "hello",
      id: "m-4",
      conversationKey: "chat-2",
    });
  });

  it("answers null for a record that is not JSON or misses a field", () => {
    expect(parseStagedRecord("{not json")).toBeNull();
    expect(parseStagedRecord(JSON.stringify({ index: 1, timestamp: 1, role: "user" }))).toBeNull();
    expect(parseStagedRecord(JSON.stringify({ i: 1, t: 1, r: "user" }))).toBeNull();
  });
});

describe("orderStagedMessages", () => {
  it("groups by conversation in the order they started, each in time order, ties in original order", () => {
    const ordered = orderStagedMessages([
      message(0, 300, "b"),
      message(1, 100, "a"),
      message(2, 200, "b"),
      message(3, 150, "a"),
      message(4, 150, "a"),
      message(5, 50),
    ]);
    expect(ordered.map((m) => m.index)).toEqual([5, 1, 3, 4, 2, 0]);
  });
});

describe("StagedChatReader", () => {
  let redis: Redis;
  const prefix = `test-staging-${randomBytes(4).toString("hex")}`;

  beforeAll(() => {
    redis = createRedis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", "staging-test");
  });
  afterAll(async () => {
    await redis.del(chatStageKey(prefix, "new"), chatStageKey(prefix, "legacy"));
    await redis.quit();
  });

  it("reads back what stageChatMessages wrote, by range and by scan", async () => {
    const messages = [message(0, 10, "a"), message(1, 20, "a"), message(2, 30, "a")];
    await stageChatMessages(redis, prefix, "new", messages, 2);
    const reader = new StagedChatReader(redis, prefix, "new", 2);
    expect(await reader.length()).toBe(3);
    expect(await reader.range(1, 2)).toEqual(messages.slice(1));
    const scanned = [];
    for await (const entry of reader.scan()) scanned.push(entry);
    expect(scanned).toEqual(messages.map((m, position) => ({ position, message: m })));
  });

  it("reads records an earlier version staged under one-letter names", async () => {
    const key = chatStageKey(prefix, "legacy");
    await redis.rpush(
      key,
      JSON.stringify({ i: 0, t: 10, r: "user", c: "first", k: "chat" }),
      JSON.stringify({ i: 1, t: 20, r: "assistant", c: "second", id: "m-1", k: "chat" }),
      "not a record",
    );
    const reader = new StagedChatReader(redis, prefix, "legacy");
    expect(await reader.range(0, 2)).toEqual([
      { index: 0, timestamp: 10, role: "user", content: "first", conversationKey: "chat" },
      { index: 1, timestamp: 20, role: "assistant", content: "second", id: "m-1", conversationKey: "chat" },
      null,
    ]);
  });
});

describe("isDirectMessage", () => {
  it("reads Slack's names of a direct message, in any case, and nothing else", () => {
    expect(isDirectMessage({ channel_type: "dm" })).toBe(true);
    expect(isDirectMessage({ channel_type: "IM" })).toBe(true);
    expect(isDirectMessage({ channel_type: "channel" })).toBe(false);
    expect(isDirectMessage({ channel_type: "group_dm" })).toBe(false);
    expect(isDirectMessage({ channel_type: 1 })).toBe(false);
    expect(isDirectMessage(undefined)).toBe(false);
  });
});
