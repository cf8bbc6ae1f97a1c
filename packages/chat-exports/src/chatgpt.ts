import { type Collector, isoOf } from "./collector.ts";
import { isObject, type JsonObject, JsonScanner, num, str } from "./json-scan.ts";
import type { ChatExportMessage } from "./types.ts";

/**
 * ChatGPT's `conversations.json` (alone or in the export zip): an array of conversations, each a
 * `mapping` tree of nodes. The conversation as last shown is the branch from `current_node` up to
 * the root (edited prompts and regenerated answers leave other branches, which are not imported).
 * Kept: `user` and `assistant` messages whose content is text (`text`, `multimodal_text`: the string
 * parts). Skipped: hidden nodes (`is_visually_hidden_from_conversation`), system and tool messages,
 * assistant messages addressed to a tool (`recipient` other than `all`), code, browsing, reasoning.
 *
 * Memory: conversations are parsed one at a time from the array.
 */

const TEXT_TYPES = new Set(["text", "multimodal_text"]);

export function* parseChatGpt(bytes: Uint8Array, out: Collector): Generator<ChatExportMessage> {
  out.detectedOwner("user");
  const scan = new JsonScanner(bytes);
  const root = scan.start();
  if (scan.byteAt(root) !== 0x5b) throw new Error("conversations.json is not an array of conversations");
  for (const item of scan.items(root)) {
    const conversation = scan.parse(item.start, item.end);
    if (isObject(conversation)) yield* conversationMessages(conversation, out);
  }
}

function branch(mapping: JsonObject, current: string | undefined): JsonObject[] {
  let leaf = current;
  if (!leaf || !isObject(mapping[leaf])) {
    // No current node: the most recent leaf.
    let best = Number.NEGATIVE_INFINITY;
    for (const [id, node] of Object.entries(mapping)) {
      if (!isObject(node) || (Array.isArray(node.children) && node.children.length > 0)) continue;
      const t = isObject(node.message) ? num(node.message.create_time ?? 0) : 0;
      if (t >= best) {
        best = t;
        leaf = id;
      }
    }
  }
  const path: JsonObject[] = [];
  const seen = new Set<string>();
  let id = leaf;
  while (id && !seen.has(id)) {
    seen.add(id);
    const node = mapping[id];
    if (!isObject(node)) break;
    path.push(node);
    id = str(node.parent);
  }
  return path.reverse();
}

function* conversationMessages(conversation: JsonObject, out: Collector): Generator<ChatExportMessage> {
  const conversationId = str(conversation.conversation_id) ?? str(conversation.id) ?? "conversation";
  const title = str(conversation.title);
  const mapping = conversation.mapping;
  if (!isObject(mapping)) {
    out.skip(conversationId, "conversation without a mapping");
    return;
  }
  const created = num(conversation.create_time);
  for (const node of branch(mapping, str(conversation.current_node))) {
    const message = node.message;
    if (!isObject(message)) continue;
    const id = str(message.id) ?? str(node.id) ?? "";
    const itemId = `${conversationId}/${id}`;
    const author = isObject(message.author) ? str(message.author.role) : undefined;
    const metadata = isObject(message.metadata) ? message.metadata : {};
    const content = isObject(message.content) ? message.content : {};
    if (metadata.is_visually_hidden_from_conversation === true) {
      out.skip(itemId, "hidden message");
      continue;
    }
    if (author !== "user" && author !== "assistant") {
      out.skip(itemId, `${author ?? "unknown"} message`);
      continue;
    }
    if (author === "assistant" && message.recipient !== undefined && message.recipient !== "all") {
      out.skip(itemId, "assistant call to a tool");
      continue;
    }
    const type = str(content.content_type) ?? "text";
    if (!TEXT_TYPES.has(type)) {
      out.skip(itemId, `${type} content`);
      continue;
    }
    const parts = Array.isArray(content.parts) ? content.parts : [];
    // String parts, and the transcript of a voice message; image and audio pointers carry no text.
    const text = parts
      .map((p) =>
        typeof p === "string"
          ? p
          : isObject(p) && p.content_type === "audio_transcription"
            ? str(p.text)
            : undefined,
      )
      .filter((p): p is string => typeof p === "string")
      .join("\n")
      .trim();
    if (!text) {
      out.skip(itemId, parts.length > 0 ? "no text (attachment only)" : "empty message");
      continue;
    }
    const t = num(message.create_time);
    const timestamp = isoOf((Number.isFinite(t) && t > 0 ? t : created) * 1000);
    if (!timestamp) {
      out.skip(itemId, "no date");
      continue;
    }
    yield out.seen({
      message_id: `chatgpt-${id}`,
      timestamp,
      role: author,
      content: text,
      metadata: {
        conversation_id: `chatgpt:${conversationId}`,
        ...(title ? { conversation_title: title } : {}),
      },
    });
  }
}
