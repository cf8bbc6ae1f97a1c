import type { StagedChatMessage } from "@memory/jobs";
import { describe, expect, it } from "vitest";
import { CHUNK_MESSAGES, ConversationSplitter } from "../src/pipeline/chat/conversations.ts";
import { GENERAL_TOPIC, TopicCounter } from "../src/pipeline/chat/topics.ts";

const MINUTE = 60_000;
const message = (index: number, minute: number, conversationKey?: string): StagedChatMessage => ({
  index,
  timestamp: minute * MINUTE,
  role: "user",
  content: `message ${index}`,
  ...(conversationKey !== undefined ? { conversationKey } : {}),
});

/** Splits messages given as [minute, key?] pairs, every one considered with the same text. */
function split(messages: [number, string?][], options: { gapSeconds?: number; text?: string | null } = {}) {
  const splitter = new ConversationSplitter(options.gapSeconds ?? 3600, []);
  messages.forEach(([minute, key], position) => {
    const text = options.text === undefined ? "hiking in the mountains" : options.text;
    splitter.add(position, message(position, minute, key), "Ana", text);
  });
  splitter.finish();
  return splitter;
}

describe("ConversationSplitter", () => {
  it("starts a new conversation at a silence longer than the threshold, not at one of exactly it", () => {
    const { conversations, chunks } = split([[0], [30], [90], [151], [400]], { gapSeconds: 3600 });
    expect(conversations.map((c) => [c.index, c.start / MINUTE, c.end / MINUTE, c.considered])).toEqual([
      [0, 0, 90, 3],
      [1, 151, 151, 1],
      [2, 400, 400, 1],
    ]);
    expect(chunks).toEqual([
      { conversation: 0, part: 0, from: 0, to: 2 },
      { conversation: 1, part: 0, from: 3, to: 3 },
      { conversation: 2, part: 0, from: 4, to: 4 },
    ]);
    // A silence of exactly the threshold keeps the conversation going.
    expect(split([[0], [60]], { gapSeconds: 3600 }).conversations).toHaveLength(1);
  });

  it("OTHERS_IN_A_GROUP: a key with three people over the whole import is a group, in every stretch of it", () => {
    const splitter = new ConversationSplitter(3600, []);
    const said: [number, string, string][] = [
      [0, "team", "Ana"],
      [1, "team", "Bo"],
      [500, "team", "Ana"], // a later stretch of the same group in which only two spoke
      [501, "team", "Cy"],
      [502, "dm", "Ana"],
      [503, "dm", "Bo"],
      [504, "help", "Ana"],
      [505, "help", "assistant"],
      [506, "help", "Bo"],
    ];
    for (const [position, [minute, key, speaker]] of said.entries()) {
      splitter.add(position, message(position, minute, key), speaker, "hiking in the mountains");
    }
    splitter.finish();
    // The assistant is nobody's fellow member: Ana, Bo and the assistant are two people.
    expect(splitter.conversations.map((c) => c.group)).toEqual([true, true, false, false]);
    // A group of a chat app is no workspace's channel.
    expect(splitter.conversations.map((c) => c.channel)).toEqual([false, false, false, false]);
  });

  it("CHANNEL_IS_A_GROUP: on Slack and Discord a channel is read by its members, however few spoke; a direct message is not", () => {
    const splitter = new ConversationSplitter(3600, [], { channelsAreGroups: true });
    const said: [string, string, boolean][] = [
      ["general", "Ana", false],
      ["general", "Bo", false],
      ["dm-bo", "Ana", true],
      ["dm-bo", "Bo", true],
    ];
    for (const [position, [key, speaker, direct]] of said.entries()) {
      const staged = { ...message(position, position, key), ...(direct ? { direct } : {}) };
      splitter.add(position, staged, speaker, "hiking in the mountains");
    }
    splitter.finish();
    expect(splitter.conversations.map((c) => c.group)).toEqual([true, false]);
    expect(splitter.conversations.map((c) => c.channel)).toEqual([true, false]);
    // Elsewhere (WhatsApp, Telegram, an assistant) two people are a one-to-one chat.
    const counted = new ConversationSplitter(3600, []);
    counted.add(0, message(0, 0, "general"), "Ana", "hiking in the mountains");
    counted.add(1, message(1, 1, "general"), "Bo", "hiking in the mountains");
    counted.finish();
    expect(counted.conversations.map((c) => c.group)).toEqual([false]);
  });

  it("starts a new conversation when the conversation key changes, however close in time", () => {
    const { conversations } = split([
      [0, "a"],
      [1, "a"],
      [2, "b"],
      [3, "b"],
    ]);
    expect(conversations.map((c) => c.considered)).toEqual([2, 2]);
  });

  it("cuts a long conversation into chunks of at most CHUNK_MESSAGES considered messages", () => {
    const total = CHUNK_MESSAGES * 2 + 5;
    const { conversations, chunks } = split(Array.from({ length: total }, (_, i) => [i] as [number]));
    expect(conversations).toHaveLength(1);
    expect(chunks.map((c) => [c.part, c.from, c.to])).toEqual([
      [0, 0, CHUNK_MESSAGES - 1],
      [1, CHUNK_MESSAGES, 2 * CHUNK_MESSAGES - 1],
      [2, 2 * CHUNK_MESSAGES, total - 1],
    ]);
  });

  it("cuts a chunk after 500 staged messages even when few of them are considered", () => {
    const splitter = new ConversationSplitter(3600, []);
    for (let position = 0; position < 600; position++) {
      const considered = position % 100 === 0;
      splitter.add(position, message(position, 0), "Ana", considered ? "hiking in the mountains" : null);
    }
    splitter.finish();
    expect(splitter.chunks.map((c) => [c.from, c.to])).toEqual([
      [0, 499],
      [500, 599],
    ]);
  });

  it("never cuts a chunk inside a turn: it waits for the next turn to start", () => {
    const splitter = new ConversationSplitter(3600, []);
    for (let position = 0; position < CHUNK_MESSAGES + 3; position++) {
      // Every message from CHUNK_MESSAGES - 2 on continues the turn that starts there.
      const startsTurn = position < CHUNK_MESSAGES - 2 || position === CHUNK_MESSAGES + 2;
      splitter.add(position, message(position, position), "Ana", "hiking in the mountains", startsTurn);
    }
    splitter.finish();
    expect(splitter.chunks.map((c) => [c.from, c.to])).toEqual([
      [0, CHUNK_MESSAGES + 1],
      [CHUNK_MESSAGES + 2, CHUNK_MESSAGES + 2],
    ]);
  });

  it("drops a conversation with nothing considered, and the next one takes its index", () => {
    const splitter = new ConversationSplitter(3600, []);
    splitter.add(0, message(0, 0, "a"), "Ana", null);
    splitter.add(1, message(1, 1, "b"), "Ben", "climbing on weekends");
    splitter.finish();
    expect(splitter.conversations.map((c) => c.index)).toEqual([0]);
    expect(splitter.chunks).toEqual([{ conversation: 0, part: 0, from: 1, to: 1 }]);
  });

  it("lists each speaker once, never a system message's (null speaker)", () => {
    const splitter = new ConversationSplitter(3600, []);
    splitter.add(0, message(0, 0), "Ana", "one");
    splitter.add(1, message(1, 1), null, "two");
    splitter.add(2, message(2, 2), "Ben", "three");
    splitter.add(3, message(3, 3), "Ana", "four");
    splitter.finish();
    expect(splitter.conversations[0]?.participants).toEqual(["Ana", "Ben"]);
  });
});

describe("TopicCounter", () => {
  it("names the most frequent content word seen at least twice, in its most common spelling", () => {
    const topics = new TopicCounter();
    for (const text of ["Gardening tomatoes", "my tomatoes grow", "tomato soup and gardening", "tomatoes"])
      topics.add(text);
    expect(topics.topic()).toBe("tomatoes");
  });

  it("skips chat filler, numbers, short words and the participants' names", () => {
    const topics = new TopicCounter(["Maria Lopez"]);
    for (const text of ["thanks thanks maria maria lopez lopez 2024 2024 cat cat"]) topics.add(text);
    expect(topics.topic()).toBeUndefined();
  });

  it("breaks a tie by the word seen first", () => {
    const topics = new TopicCounter();
    topics.add("violin piano violin piano");
    expect(topics.topic()).toBe("violin");
  });

  it("names a conversation by a word it uses more than the others do, never a chat verb or adverb", () => {
    const splitter = new ConversationSplitter(3600, []);
    const texts = [
      ["work was busy, work work", "the puppy chewed my shoes", "puppy training already", "already already"],
      ["work again, so much work", "meeting after meeting at work"],
      ["work is fine", "we booked the ferry to Skye", "the ferry leaves at 6, ferry tickets"],
    ];
    let position = 0;
    texts.forEach((conversation, c) => {
      for (const text of conversation) {
        splitter.add(position, message(position, c * 100), "Ana", text);
        position += 1;
      }
    });
    splitter.finish();
    // "work" is the most frequent word of the first and the last conversation, but every conversation has it.
    expect(splitter.conversations.map((c) => c.topic)).toEqual(["puppy", "meeting", "ferry"]);
  });

  it("gives a conversation without a repeated word the general topic", () => {
    const { conversations } = split([[0], [1]], { text: null });
    expect(conversations).toEqual([]);
    const splitter = new ConversationSplitter(3600, []);
    splitter.add(0, message(0, 0), "Ana", "astronomy");
    splitter.finish();
    expect(splitter.conversations[0]?.topic).toBe(GENERAL_TOPIC);
  });
});
