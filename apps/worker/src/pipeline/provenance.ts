import { MAX_SOURCE_EXCERPT_CHARS, MAX_SOURCE_MESSAGES, type MemorySource } from "@memory/db/schema";
import type { ConversationMessage } from "@memory/models";
import { withoutSecrets } from "./chat/redact.ts";

/** `text` in at most `max` characters (code points): whole when it fits, else cut at a word with "…". */
export function excerptOf(text: string, max = MAX_SOURCE_EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join("");
  const atWord = cut.replace(/\s+\S*$/, "").replace(/[,;:]+$/, "");
  return `${atWord.length >= max / 2 ? atWord : cut}…`;
}

/**
 * `metadata.sources` of a fact: the first `MAX_SOURCE_MESSAGES` of the messages it came from,
 * each as a bounded excerpt with its role and time (the message's own, else the conversation's).
 * The messages are those the extraction read, so a chat import's masking already applies;
 * sentences naming a secret are dropped here too, since a store's messages come as the caller sent them.
 */
export function sourcesOf(
  messages: readonly ConversationMessage[],
  indices: readonly number[],
  conversationTime?: string,
): MemorySource[] {
  const sources: MemorySource[] = [];
  for (const index of [...new Set(indices)].sort((a, b) => a - b)) {
    const message = messages[index];
    const excerpt = message ? excerptOf(withoutSecrets(message.content)) : "";
    if (!message || !excerpt) continue;
    const timestamp = message.timestamp ?? conversationTime;
    sources.push({ role: message.role, excerpt, ...(timestamp ? { timestamp } : {}) });
    if (sources.length === MAX_SOURCE_MESSAGES) break;
  }
  return sources;
}

/**
 * A fact's provenance in its memory's metadata: `message_ids`, the caller's id of each message it
 * came from (else its index), and `sources`, their excerpts (absent when there is none).
 */
export function provenanceOf(
  input: {
    messages: readonly ConversationMessage[];
    messageIds?: ReadonlyArray<string | number>;
    metadata: Record<string, unknown>;
  },
  indices: readonly number[],
): { message_ids: (string | number)[]; sources?: MemorySource[] } {
  const time = input.metadata.timestamp;
  const sources = sourcesOf(input.messages, indices, typeof time === "string" ? time : undefined);
  return {
    message_ids: indices.map((i) => input.messageIds?.[i] ?? i),
    ...(sources.length > 0 ? { sources } : {}),
  };
}
