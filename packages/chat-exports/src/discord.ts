import { type Collector, isoFromText } from "./collector.ts";
import { idText, isObject, JsonScanner, str } from "./json-scan.ts";
import type { ChatExportMessage } from "./types.ts";

/**
 * DiscordChatExporter's JSON (one channel per file: direct messages, group chats, server channels):
 * `guild`, `channel`, `messages[]` with `author.nickname`/`name`, `timestamp` (with its offset),
 * `content`, `type` and `reference` (replies). Only `Default` and `Reply` messages are chat; the
 * others (joins, pins, calls, channel renames…) are skipped.
 *
 * Memory: the `messages` array is walked with the lazy scanner, one message parsed at a time.
 */
const CHAT_TYPES = new Set(["Default", "Reply", "0", "19"]);

export function* parseDiscord(bytes: Uint8Array, out: Collector): Generator<ChatExportMessage> {
  const scan = new JsonScanner(bytes);
  const fields = scan.index(scan.start());
  const read = (key: string) => {
    const r = fields.get(key);
    return r ? scan.parse(r.start, r.end) : undefined;
  };
  const guild = read("guild");
  const channel = read("channel");
  const guildName = isObject(guild) ? str(guild.name) : undefined;
  const channelId = (isObject(channel) ? idText(channel.id) : undefined) ?? "channel";
  const channelName = isObject(channel) ? str(channel.name) : undefined;
  const channelType = isObject(channel) ? str(channel.type) : undefined;
  const isDm =
    channelType === "DirectTextChat" ||
    channelType === "DirectGroupTextChat" ||
    guildName === "Direct Messages";
  const title = isDm
    ? channelName
    : [guildName, channelName ? `#${channelName}` : undefined].filter(Boolean).join(" / ");
  const range = fields.get("messages");
  if (!range || scan.byteAt(range.start) !== 0x5b) return;
  for (const item of scan.items(range.start)) {
    const m = scan.parse(item.start, item.end);
    if (!isObject(m)) continue;
    const id = idText(m.id) ?? String(item.start);
    const itemId = `${channelId}/${id}`;
    const type = m.type === undefined ? "Default" : (idText(m.type) ?? "unknown");
    if (!CHAT_TYPES.has(type)) {
      out.skip(itemId, `system message (${type})`);
      continue;
    }
    const author = isObject(m.author) ? m.author : {};
    const sender = str(author.nickname) || str(author.name) || "unknown";
    // BOT_IS_NO_PERSON: DiscordChatExporter's author.isBot (Discord's own flag for bots and apps).
    const bot = author.isBot === true;
    let content = str(m.content) ?? "";
    const attachments = Array.isArray(m.attachments) ? m.attachments.length : 0;
    const stickers = Array.isArray(m.stickers) ? m.stickers.length : 0;
    const media = attachments > 0 ? "attachment" : stickers > 0 ? "sticker" : undefined;
    if (!content.trim()) {
      if (media && out.options.media === "placeholder") content = `[${media}]`;
      else {
        out.skip(itemId, media ? "media without text" : "empty message");
        continue;
      }
    }
    const timestamp = isoFromText(str(m.timestamp) ?? "");
    if (!timestamp) {
      out.skip(itemId, "no timestamp");
      continue;
    }
    const reference = isObject(m.reference) ? str(m.reference.messageId) : undefined;
    yield out.seen({
      message_id: `discord-${id}`,
      timestamp,
      role: sender,
      content,
      metadata: {
        conversation_id: `discord:${channelId}`,
        ...(title ? { conversation_title: title } : {}),
        ...(channelName ? { channel: channelName } : {}),
        ...(guildName && !isDm ? { guild: guildName } : {}),
        // Slack's names: a direct message (whose people are counted), a group DM, a server's channel.
        channel_type: channelType === "DirectGroupTextChat" ? "group_dm" : isDm ? "dm" : "channel",
        ...(reference ? { reply_to: `discord-${reference}` } : {}),
        ...(media ? { media } : {}),
        ...(bot ? { bot: "true" } : {}),
      },
    });
  }
}
