import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { parseChatExport } from "../src/index.ts";
import { slackText } from "../src/slack.ts";
import { fixture } from "./helpers/fixtures.ts";

describe("Slack export zip", () => {
  it("reads channels and day files with names from users.json; joins and empty bot posts skipped", () => {
    const r = parseChatExport(fixture("slack/testarchive.zip"));
    expect(r.platform).toBe("slack");
    expect(r.owner).toBeUndefined();
    expect(r.participants).toEqual(["hamza", "abilinski", "heroeshannibal", "doubledeez"]);
    expect(r.conversations).toBe(2);
    expect(r.messages).toHaveLength(52);
    expect(r.messages[0]).toMatchObject({
      role: "hamza",
      timestamp: "2016-01-15T05:55:52.000Z",
      metadata: { conversation_id: "slack:enrique", channel: "enrique", conversation_title: "#enrique" },
    });
    // Mentions are written out with the user's name.
    expect(r.messages[0]?.content.startsWith("@abilinski: Created an issue")).toBe(true);
    const why = new Set(r.skipped.map((s) => s.reason));
    expect(why).toEqual(
      new Set([
        "system event (channel_join)",
        "system event (bot_add)",
        "system event (file_comment)",
        "bot message without text",
      ]),
    );
    const times = r.messages.map((m) => m.timestamp);
    expect(times.every((t) => t.endsWith("Z"))).toBe(true);
  });

  it("BOT_IS_NO_PERSON: marks what an app or a bot posted (bot_message, bot_id, Slackbot, a user with is_bot)", () => {
    const json = (v: unknown) => strToU8(JSON.stringify(v));
    const zip = zipSync({
      "users.json": json([
        { id: "U1", name: "jana", profile: { display_name: "Jana" } },
        { id: "U9", name: "standup", is_bot: true, profile: { display_name: "Standup" } },
      ]),
      "channels.json": json([{ id: "C1", name: "general", members: ["U1"] }]),
      "general/2024-05-01.json": json([
        { type: "message", user: "U1", text: "I moved to Porto", ts: "1714550400.000100" },
        {
          type: "message",
          subtype: "bot_message",
          bot_id: "B1",
          username: "GitHub",
          text: "New PR #12",
          ts: "1714550401.000100",
        },
        {
          type: "message",
          user: "U9",
          bot_id: "B2",
          text: "What did you do yesterday?",
          ts: "1714550402.000100",
        },
        { type: "message", user: "USLACKBOT", text: "Reminder: standup at 10.", ts: "1714550403.000100" },
        { type: "message", user: "U9", text: "I post every weekday.", ts: "1714550404.000100" },
      ]),
    });
    const r = parseChatExport(zip);
    expect(r.messages.map((m) => [m.role, m.metadata.bot])).toEqual([
      ["Jana", undefined],
      ["GitHub", "true"],
      ["Standup", "true"],
      ["Slackbot", "true"],
      ["Standup", "true"],
    ]);
  });

  it("keeps threads as thread_id and names DMs and group DMs by their members (layout of a Business+ export)", () => {
    const json = (v: unknown) => strToU8(JSON.stringify(v));
    const zip = zipSync({
      "users.json": json([
        { id: "U1", name: "jana", profile: { display_name: "Jana", real_name: "Jana Novak" } },
        { id: "U2", name: "tomas", real_name: "Tomás Ruiz", profile: { display_name: "" } },
      ]),
      "channels.json": json([{ id: "C1", name: "general", members: ["U1", "U2"] }]),
      "dms.json": json([{ id: "D1", members: ["U1", "U2"] }]),
      "mpims.json": json([{ id: "G1", name: "mpdm-jana--tomas-1", members: ["U1", "U2"] }]),
      "general/2024-05-01.json": json([
        {
          type: "message",
          user: "U1",
          text: "Release on Friday?",
          ts: "1714550400.000100",
          thread_ts: "1714550400.000100",
          reply_count: 1,
        },
        {
          type: "message",
          user: "U2",
          text: "Yes, after the review",
          ts: "1714550460.000200",
          thread_ts: "1714550400.000100",
          parent_user_id: "U1",
        },
        {
          type: "message",
          subtype: "channel_join",
          user: "U2",
          text: "<@U2> has joined the channel",
          ts: "1714550300.000050",
        },
      ]),
      "D1/2024-05-02.json": json([
        { type: "message", user: "U2", text: "I moved to Porto", ts: "1714636800.000100" },
      ]),
      "mpdm-jana--tomas-1/2024-05-03.json": json([
        { type: "message", user: "U1", text: "Lunch?", ts: "1714723200.000100" },
      ]),
    });
    const r = parseChatExport(zip);
    expect(r.platform).toBe("slack");
    expect(r.participants).toEqual(["Jana", "Tomás Ruiz"]);
    expect(r.conversations).toBe(3);
    const [first, reply, dm, group] = r.messages;
    expect(first?.metadata).toMatchObject({ channel: "general", thread_id: "1714550400.000100" });
    expect(reply).toMatchObject({
      role: "Tomás Ruiz",
      timestamp: "2024-05-01T08:01:00.000Z",
      metadata: { thread_id: "1714550400.000100" },
    });
    expect(dm?.metadata).toMatchObject({
      conversation_id: "slack:D1",
      conversation_title: "Jana, Tomás Ruiz",
      channel_type: "dm",
    });
    expect(group?.metadata).toMatchObject({
      conversation_title: "Jana, Tomás Ruiz",
      channel_type: "group_dm",
    });
    expect(r.skipped).toEqual([
      { item_id: "general/1714550300.000050", reason: "system event (channel_join)" },
    ]);
  });

  it("writes out Slack markup", () => {
    const users = new Map([["U1", "Jana"]]);
    expect(slackText("<@U1> see <#C1|general> and <https://x.org|the docs> &amp; <!here>", users)).toBe(
      "@Jana see #general and the docs & @here",
    );
  });
});

describe("DiscordChatExporter JSON", () => {
  it("reads a DM: the nickname wins over the name", () => {
    const r = parseChatExport(fixture("discord/DM_2A_2M.json"));
    expect(r.platform).toBe("discord");
    expect(r.participants).toEqual(["mlomb", "Someones nickname"]);
    expect(r.messages[0]).toMatchObject({ content: "blah", timestamp: "2019-01-04T17:52:39.762Z" });
    expect(r.messages[0]?.metadata.channel_type).toBe("dm");
    expect(r.owner).toBeUndefined();
    // BOT_IS_NO_PERSON: the exporter's author.isBot marks what an app or a bot posted.
    expect(r.messages[0]?.metadata.bot).toBeUndefined();
    expect(r.messages[1]?.metadata.bot).toBe("true");
  });

  it("reads a group chat: channel renames, icon changes and calls are not messages", () => {
    const r = parseChatExport(fixture("discord/GC_3A_5M.json"));
    expect(r.participants).toEqual(["theplant", "lombi", "mlomb"]);
    expect(r.messages[0]?.metadata).toMatchObject({
      conversation_title: "a group chat",
      channel: "a group chat",
      channel_type: "group_dm",
    });
    expect(r.skipped.map((s) => s.reason)).toContain("system message (ChannelNameChange)");
  });

  it("reads a server channel with its guild, replies and the owner given by the caller", () => {
    const r = parseChatExport(fixture("discord/SV_5A_5M.json"), { owner: "mlomb" });
    expect(r.owner).toBe("mlomb");
    expect(r.messages[0]?.metadata).toMatchObject({
      conversation_title: "DefleMask / #general-chiptune",
      guild: "DefleMask",
      channel: "general-chiptune",
      channel_type: "channel",
    });
    expect(r.messages).toHaveLength(5);
  });
});
