import { type Collector, isoOf } from "../collector.ts";
import type { ChatExportMessage } from "../types.ts";
import { BIDI_MARKS, chooseOrder, type LineHeader, readHeader, timeOf } from "./dates.ts";
import { isDeletedLine } from "./deleted-lines.ts";

/**
 * A WhatsApp chat export (`_chat.txt` from iOS, `WhatsApp Chat with X.txt` from Android): one line
 * per message header, following lines belong to the message above (multi-line messages). Lines
 * without a sender are system lines (encryption notice, "X added Y", "You created group …") and are
 * skipped, as are iOS lines whose text starts with a left-to-right mark (the encryption notice).
 * Media: Android's `<Media omitted>` (in any language: a whole message in angle brackets) or
 * `IMG-….jpg (file attached)`, iOS's `‎image omitted` / `‎<attached: …>` lines.
 */

/** A file name tells the other side of a chat: "WhatsApp Chat with X.txt" and its translations. */
const CHAT_NAME_PATTERNS = [
  /^WhatsApp Chat with (.+)$/i,
  /^WhatsApp Chat - (.+)$/i,
  /^WhatsApp-Chat mit (.+)$/i,
  /^WhatsApp-chat met (.+)$/i,
  /^Discussion WhatsApp avec (.+)$/i,
  /^Chat de WhatsApp con (.+)$/i,
  /^Conversa do WhatsApp com (.+)$/i,
  /^Chat WhatsApp con (.+)$/i,
  /^Chat WhatsApp s uživatelem (.+)$/i,
  /^Chat WhatsApp s (.+)$/i,
  /^Чат WhatsApp с контактом (.+)$/i,
  /^Чат WhatsApp с (.+)$/i,
];

export function chatNameFromFilename(filename: string | undefined): string | undefined {
  if (!filename) return undefined;
  const base = filename
    .slice(filename.replace(/\\/g, "/").lastIndexOf("/") + 1)
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/(?: \(\d+\))?\.(?:txt|zip)$/i, "")
    .trim();
  for (const pattern of CHAT_NAME_PATTERNS) {
    const m = pattern.exec(base);
    if (m?.[1]) return m[1].trim();
  }
  return undefined;
}

interface Pending {
  header: LineHeader;
  line: number;
  lines: string[];
}

const ANDROID_MEDIA = /^<[^<>\n]{2,60}>$/;
const FILE_ATTACHED = /^\S.*\.[A-Za-z0-9]{2,5} \([^()]{3,40}\)$/;
const IOS_ATTACHED = /^<attached: [^>]+>$/;
const EDITED = /\s*<This message was edited>$/;

const stripMarks = (s: string) => s.replace(BIDI_MARKS, "").trim();
/** A sender as shown: no direction marks, no-break spaces (phone numbers) as plain spaces. */
const senderName = (s: string) => stripMarks(s).replace(/[\u00a0\u202f]/g, " ");

/** Messages of one WhatsApp text export. Lines are held once (the text), messages built one at a time. */
export function* parseWhatsAppText(
  text: string,
  sourceName: string,
  out: Collector,
): Generator<ChatExportMessage> {
  const utcOffset = out.options.utcOffsetMinutes ?? 0;
  const pending: Pending[] = [];
  let current: Pending | undefined;
  let lineNo = 0;
  let start = 0;
  const length = text.length;
  while (start <= length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = length;
    let line = text.slice(start, end);
    if (line.endsWith("\r")) line = line.slice(0, -1);
    if (lineNo === 0 && line.charCodeAt(0) === 0xfeff) line = line.slice(1);
    lineNo++;
    start = end + 1;
    const header = readHeader(line);
    if (header) {
      current = { header, line: lineNo, lines: [header.rest] };
      pending.push(current);
    } else if (current) current.lines.push(line);
    else if (line.trim()) out.skip(`${sourceName}:${lineNo}`, "text before the first message");
    if (end === length) break;
  }
  const order = chooseOrder(pending.map((p) => p.header));
  const chatName = chatNameFromFilename(out.options.filename ?? sourceName);
  const conversationId = `whatsapp:${chatName ?? "chat"}`;
  const senders = new Map<string, number>();
  for (const p of pending) {
    const itemId = `${sourceName}:${p.line}`;
    const rest = p.lines.join("\n");
    const colon = rest.indexOf(": ");
    if (colon <= 0) {
      out.skip(itemId, "system line (no sender)");
      continue;
    }
    const sender = senderName(rest.slice(0, colon));
    let content = rest.slice(colon + 2);
    const ms = timeOf(p.header, order, utcOffset);
    const timestamp = isoOf(ms);
    if (!timestamp) {
      out.skip(itemId, "date is not valid");
      continue;
    }
    if (!sender) {
      out.skip(itemId, "system line (no sender)");
      continue;
    }
    if (p.header.layout === "ios" && !p.header.marked && /^[\u200e\u200f]/.test(content)) {
      out.skip(itemId, "system line (encryption notice or group event)");
      continue;
    }
    if (content.includes("<This message was edited>")) content = content.replace(EDITED, "");
    const [firstLine = "", ...more] = content.split("\n");
    const first = stripMarks(firstLine);
    let media: string | undefined;
    if (
      p.header.marked ||
      ANDROID_MEDIA.test(first) ||
      IOS_ATTACHED.test(first) ||
      FILE_ATTACHED.test(first)
    ) {
      media = first;
      content = more.join("\n");
    }
    content = content.replace(/^[\u200e\u200f]/, "").trimEnd();
    if (isDeletedLine(content)) {
      out.skip(itemId, "deleted message");
      continue;
    }
    if (!content.trim()) {
      if (media !== undefined && out.options.media === "placeholder")
        content = `[${media.replace(/^<|>$/g, "")}]`;
      else {
        out.skip(itemId, media !== undefined ? "media without text" : "empty message");
        continue;
      }
    }
    senders.set(sender, (senders.get(sender) ?? 0) + 1);
    yield out.seen({
      message_id: `whatsapp-${p.line}`,
      timestamp,
      role: sender,
      content,
      metadata: {
        conversation_id: conversationId,
        ...(chatName ? { conversation_title: chatName } : {}),
        ...(media !== undefined ? { media } : {}),
      },
    });
  }
  // In a two-person chat named after the other side, the exporting user is the other sender.
  if (chatName && senders.size === 2 && senders.has(chatName)) {
    out.detectedOwner([...senders.keys()].find((name) => name !== chatName));
  }
}

/** True when the text looks like a WhatsApp export: its first message line has a WhatsApp header. */
export function looksLikeWhatsApp(text: string): boolean {
  let checked = 0;
  let matched = 0;
  for (const raw of text.split("\n", 40)) {
    const line = raw.replace(/^\ufeff/, "").replace(/\r$/, "");
    if (!line.trim()) continue;
    checked++;
    const header = readHeader(line);
    if (checked === 1 && !header) return false;
    if (header) matched++;
  }
  return matched > 0;
}
