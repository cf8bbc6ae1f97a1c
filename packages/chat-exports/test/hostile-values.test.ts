import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { parseChatExport } from "../src/index.ts";

/**
 * IDS_ARE_STRINGS_OR_NUMBERS: JSON can put an object where a format writes an id or a date, and
 * an object whose `toString` is not a function throws when JavaScript turns it into text or a
 * number. Found by mutating the fixtures' values at random; before, each of these threw a
 * TypeError, so the whole import failed as an internal error.
 */
const HOSTILE = { toString: 1 };
const encode = (value: unknown) => strToU8(JSON.stringify(value));

describe("an object where an id, a type or a date belongs", () => {
  it("Telegram: the chat's id, a message's id, its date and its reply", () => {
    const message = (id: unknown, text: string) => ({
      id,
      type: "message",
      date: "2024-03-01T10:00:00",
      date_unixtime: HOSTILE,
      from: "Ana",
      reply_to_message_id: HOSTILE,
      text,
    });
    const r = parseChatExport(
      encode({
        name: "Ana",
        type: "personal_chat",
        id: HOSTILE,
        messages: [message(HOSTILE, "I live in Porto"), message(7, "I work as a nurse")],
      }),
    );
    expect(r.messages.map((m) => m.content)).toEqual(["I live in Porto", "I work as a nurse"]);
    expect(r.messages[1]?.message_id).toBe("telegram-chat/7");
    expect(r.messages[0]?.timestamp).toBe("2024-03-01T10:00:00.000Z");
    expect(r.messages[0]?.metadata.reply_to).toBeUndefined();
  });

  it("Discord: the channel's id, a message's id and type", () => {
    const message = (id: unknown, type: unknown, content: string) => ({
      id,
      type,
      timestamp: "2024-03-01T10:00:00+00:00",
      author: { id: "1", name: "ana" },
      content,
    });
    const r = parseChatExport(
      encode({
        guild: { id: "0", name: "Direct Messages" },
        channel: { id: HOSTILE, type: "DirectTextChat", name: "ana" },
        messages: [
          message(HOSTILE, "Default", "I live in Porto"),
          message("2", HOSTILE, "I work as a nurse"),
        ],
      }),
    );
    expect(r.messages.map((m) => m.content)).toEqual(["I live in Porto"]);
    expect(r.messages[0]?.metadata.conversation_id).toBe("discord:channel");
    expect(r.skipped.map((s) => s.reason)).toEqual(["system message (unknown)"]);
  });

  it("ChatGPT: a conversation's and a message's create_time", () => {
    const node = (id: string, parent: string | null, children: string[], text: string) => ({
      id,
      parent,
      children,
      message: {
        id,
        author: { role: "user" },
        create_time: HOSTILE,
        content: { content_type: "text", parts: [text] },
      },
    });
    const r = parseChatExport(
      encode([
        {
          id: "c1",
          title: "t",
          create_time: HOSTILE,
          current_node: "b",
          mapping: {
            a: node("a", null, ["b"], "I live in Porto"),
            b: node("b", "a", [], "I work as a nurse"),
          },
        },
      ]),
      { filename: "conversations.json" },
    );
    expect(r.messages).toEqual([]);
    expect(r.skipped.map((s) => s.reason)).toEqual(["no date", "no date"]);
  });

  it("Slack: a channel's member", () => {
    const zip = zipSync({
      "users.json": encode([{ id: "U1", name: "ana" }]),
      "channels.json": encode([{ id: "C1", name: "general", members: [HOSTILE, "U1"] }]),
      "general/2024-03-01.json": encode([
        { type: "message", user: "U1", text: "I live in Porto", ts: "1709287200.000100" },
      ]),
    });
    const r = parseChatExport(zip);
    expect(r.messages.map((m) => m.content)).toEqual(["I live in Porto"]);
  });
});
