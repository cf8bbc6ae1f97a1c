import { type Collector, isoFromText, isoOf } from "./collector.ts";
import { idText, isObject, type JsonObject, JsonScanner, num, str } from "./json-scan.ts";
import type { ChatExportMessage } from "./types.ts";

/**
 * Telegram Desktop's JSON export (`result.json`): one chat (`name`, `type`, `id`, `messages`) or
 * the whole account (`personal_information`, `chats.list`, `left_chats.list`). Every layout since
 * 2020: `text` as a string or an array of strings and entities (flattened; `text_entities` when
 * `text` is missing), `date_unixtime` (UTC) or only `date` (local time of the exporting machine,
 * read as UTC shifted by `utcOffsetMinutes`).
 *
 * Memory: the file is walked with the lazy scanner; one message is parsed at a time.
 */

const MEDIA_KEYS = [
  "photo",
  "media_type",
  "file",
  "sticker_emoji",
  "poll",
  "location_information",
  "contact_information",
];

export const TELEGRAM_CHAT_TYPES = [
  "personal_chat",
  "private_group",
  "private_supergroup",
  "public_supergroup",
  "saved_messages",
  "bot_chat",
  "private_channel",
  "public_channel",
];

/** `text`: a string, or an array of strings and `{type, text}` entities. */
export function flattenText(text: unknown): string {
  if (typeof text === "string") return text;
  if (!Array.isArray(text)) return "";
  let out = "";
  for (const part of text) {
    if (typeof part === "string") out += part;
    else if (isObject(part) && typeof part.text === "string") out += part.text;
  }
  return out;
}

function mediaOf(m: JsonObject): string | undefined {
  if (typeof m.media_type === "string") return m.media_type;
  for (const key of MEDIA_KEYS) if (m[key] !== undefined) return key === "file" ? "file" : key;
  return undefined;
}

function nameOf(info: unknown): string | undefined {
  if (!isObject(info)) return undefined;
  const name = [str(info.first_name), str(info.last_name)].filter(Boolean).join(" ").trim();
  return name || str(info.username);
}

export function* parseTelegram(bytes: Uint8Array, out: Collector): Generator<ChatExportMessage> {
  const scan = new JsonScanner(bytes);
  const root = scan.start();
  const top = scan.index(root);
  const personal = top.get("personal_information");
  let accountOwner: string | undefined;
  if (personal) {
    accountOwner = nameOf(scan.parse(personal.start, personal.end));
    out.detectedOwner(accountOwner);
  }
  if (top.has("messages")) {
    yield* parseChat(scan, root, out, accountOwner);
    return;
  }
  for (const section of ["chats", "left_chats"]) {
    const range = top.get(section);
    if (!range || scan.byteAt(range.start) !== 0x7b) continue;
    const list = scan.index(range.start).get("list");
    if (!list || scan.byteAt(list.start) !== 0x5b) continue;
    for (const chat of scan.items(list.start)) {
      if (scan.byteAt(chat.start) === 0x7b) yield* parseChat(scan, chat.start, out, accountOwner);
    }
  }
}

function* parseChat(
  scan: JsonScanner,
  at: number,
  out: Collector,
  accountOwner: string | undefined,
): Generator<ChatExportMessage> {
  const fields = scan.index(at);
  const small = (key: string) => {
    const r = fields.get(key);
    return r ? scan.parse(r.start, r.end) : undefined;
  };
  const chatId = idText(small("id")) ?? "chat";
  const type = str(small("type")) ?? "";
  const name = str(small("name"));
  const conversationId = `telegram:${chatId}`;
  const messages = fields.get("messages");
  if (!messages || scan.byteAt(messages.start) !== 0x5b) return;
  const utcOffset = out.options.utcOffsetMinutes ?? 0;
  const senders = new Set<string>();
  for (const item of scan.items(messages.start)) {
    const m = scan.parse(item.start, item.end);
    if (!isObject(m)) continue;
    const itemId = `${chatId}/${idText(m.id) ?? item.start}`;
    if (m.type !== "message") {
      out.skip(
        itemId,
        m.type === "service" ? `service message (${str(m.action) ?? "event"})` : "not a message",
      );
      continue;
    }
    const unix = num(m.date_unixtime);
    const timestamp =
      m.date_unixtime !== undefined && Number.isFinite(unix)
        ? isoOf(unix * 1000)
        : typeof m.date === "string"
          ? isoFromText(m.date, utcOffset)
          : null;
    if (!timestamp) {
      out.skip(itemId, "no date");
      continue;
    }
    // `from` is null for a deleted account, missing in old channel posts (the channel speaks).
    const sender = str(m.from) || (m.from === null ? "Deleted Account" : name || "unknown");
    let content = m.text !== undefined ? flattenText(m.text) : flattenText(m.text_entities);
    const media = mediaOf(m);
    if (!content.trim()) {
      if (media && out.options.media === "placeholder") content = `[${media}]`;
      else {
        out.skip(itemId, media ? "media without text" : "empty message");
        continue;
      }
    }
    senders.add(sender);
    yield out.seen({
      message_id: `telegram-${itemId}`,
      timestamp,
      role: sender,
      content,
      metadata: {
        conversation_id: conversationId,
        ...(name ? { conversation_title: name } : {}),
        chat_type: type,
        ...(typeof m.forwarded_from === "string" ? { forwarded_from: m.forwarded_from } : {}),
        ...(idText(m.reply_to_message_id) !== undefined
          ? { reply_to: `telegram-${chatId}/${idText(m.reply_to_message_id)}` }
          : {}),
        ...(media ? { media } : {}),
      },
    });
  }
  // A single-chat export does not name its exporter; a personal chat is named after the other side.
  if (!accountOwner && name) {
    if (type === "personal_chat" && senders.size === 2 && senders.has(name))
      out.detectedOwner([...senders].find((s) => s !== name));
    if (type === "saved_messages" && senders.size === 1) out.detectedOwner([...senders][0]);
  }
}
