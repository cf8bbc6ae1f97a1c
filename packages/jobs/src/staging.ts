import type { Redis } from "ioredis";
import { z } from "zod";
import { chatStageKey } from "./catalog.ts";

/**
 * One chat message as the API stages it for the worker: a JSON record in a Redis list, in
 * processing order (grouped by conversation key, then by time). Only the import job reads it, and
 * it is deleted when the import ends (completed, failed for good or cancelled); a TTL is the safety
 * net should a job be lost.
 */
export const StagedChatMessage = z.object({
  /** Index of the item in the request's `chat_data` (the error entries' item id when no message_id). */
  index: z.number().int().min(0),
  /** Timestamp, epoch milliseconds. */
  timestamp: z.number(),
  /** Role as sent: `user`, `assistant`, `system` or a participant's name. */
  role: z.string(),
  /** Content as sent. */
  content: z.string(),
  /** message_id, when sent. */
  id: z.string().optional(),
  /** Conversation key from the item's metadata (conversation_id, thread_id, chat_id or channel), when sent. */
  conversationKey: z.string().optional(),
  /**
   * The item's metadata marks a direct message between two people (`channel_type` `dm` or `im`, as
   * Slack names them and the native Discord import writes them): on Slack and Discord every other
   * conversation is a channel, a group whatever number of its members spoke (rule CHANNEL_IS_A_GROUP).
   */
  direct: z.boolean().optional(),
  /**
   * The item's metadata marks a message an app or a bot posted (`bot: true`, as the native Slack and
   * Discord imports write it): context only, never a source of memories, a participant or the user
   * (rule BOT_IS_NO_PERSON).
   */
  bot: z.boolean().optional(),
});
export type StagedChatMessage = z.output<typeof StagedChatMessage>;

/** Slack's names of a direct message (`channel_type` in its export and Events API; the native Discord import writes `dm` too). */
const DIRECT_CHANNEL_TYPES = new Set(["dm", "im"]);

/** Whether a chat item's metadata marks a message an app or a bot posted (`StagedChatMessage.bot`): `bot` true or "true". */
export function isBotMessage(metadata: Readonly<Record<string, unknown>> | undefined): boolean {
  return metadata?.bot === true || metadata?.bot === "true";
}

/** Whether a chat item's metadata marks a direct message (`StagedChatMessage.direct`): both the API and the export staging read it so. */
export function isDirectMessage(metadata: Readonly<Record<string, unknown>> | undefined): boolean {
  const type = metadata?.channel_type;
  return typeof type === "string" && DIRECT_CHANNEL_TYPES.has(type.toLowerCase());
}

/**
 * The processing order of an import: conversations (by conversation key) in the order they
 * started, each in time order; ties keep the original order. Sorts in place and returns the array.
 */
export function orderStagedMessages(records: StagedChatMessage[]): StagedChatMessage[] {
  const keyStart = new Map<string, number>();
  for (const r of records) {
    const key = r.conversationKey ?? "";
    keyStart.set(key, Math.min(keyStart.get(key) ?? r.timestamp, r.timestamp));
  }
  const startOf = (r: StagedChatMessage) => keyStart.get(r.conversationKey ?? "") ?? 0;
  return records.sort((a, b) => {
    const ka = a.conversationKey ?? "";
    const kb = b.conversationKey ?? "";
    return (
      startOf(a) - startOf(b) ||
      (ka < kb ? -1 : ka > kb ? 1 : 0) ||
      a.timestamp - b.timestamp ||
      a.index - b.index
    );
  });
}

/** How long staged messages may outlive a lost job (a finished job deletes them at once). */
export const STAGE_TTL_SECONDS = 24 * 3600;

/** Writes the messages in pages (one round trip per page) and sets the safety TTL. */
export async function stageChatMessages(
  redis: Redis,
  prefix: string,
  integrationId: string,
  messages: StagedChatMessage[],
  pageSize = 2000,
): Promise<void> {
  const key = chatStageKey(prefix, integrationId);
  for (let start = 0; start < messages.length; start += pageSize) {
    const page = messages.slice(start, start + pageSize).map((m) => JSON.stringify(m));
    await redis.rpush(key, ...page);
  }
  await redis.expire(key, STAGE_TTL_SECONDS);
}

export async function deleteStagedChat(redis: Redis, prefix: string, integrationId: string): Promise<void> {
  await redis.del(chatStageKey(prefix, integrationId));
}

/**
 * Sequential reader of a staged import: serves ranges from a page it fetched ahead, so a worker
 * holds one page of messages at a time, never the whole import.
 */
export class StagedChatReader {
  private buffer: string[] = [];
  private bufferStart = 0;
  private readonly redis: Redis;
  private readonly key: string;
  private readonly pageSize: number;

  constructor(redis: Redis, prefix: string, integrationId: string, pageSize = 1000) {
    this.redis = redis;
    this.key = chatStageKey(prefix, integrationId);
    this.pageSize = pageSize;
  }

  length(): Promise<number> {
    return this.redis.llen(this.key);
  }

  /** Messages at positions `from`..`to` (inclusive). A record that does not parse comes back as null. */
  async range(from: number, to: number): Promise<(StagedChatMessage | null)[]> {
    if (to < from) return [];
    const end = this.bufferStart + this.buffer.length - 1;
    if (from < this.bufferStart || to > end) {
      this.buffer = await this.redis.lrange(this.key, from, Math.max(to, from + this.pageSize - 1));
      this.bufferStart = from;
    }
    return this.buffer.slice(from - this.bufferStart, to - this.bufferStart + 1).map(parseStagedRecord);
  }

  /** Walks every message from `from` on, a page at a time. */
  async *scan(from = 0): AsyncGenerator<{ position: number; message: StagedChatMessage | null }> {
    for (let start = from; ; start += this.pageSize) {
      const page = await this.redis.lrange(this.key, start, start + this.pageSize - 1);
      for (const [offset, raw] of page.entries())
        yield { position: start + offset, message: parseStagedRecord(raw) };
      if (page.length < this.pageSize) return;
    }
  }
}

/** The one-letter names records were staged under before they had full names (`i`, `t`, `r`, `c`, `k`). */
const SHORT_NAMES = { i: "index", t: "timestamp", r: "role", c: "content", k: "conversationKey" } as const;

/**
 * A staged record from its JSON, or null when it does not parse. Records staged by an earlier
 * version (one-letter names) still read, so an import in flight across an upgrade goes on.
 */
export function parseStagedRecord(raw: string): StagedChatMessage | null {
  try {
    const parsed = StagedChatMessage.safeParse(withFullNames(JSON.parse(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function withFullNames(record: unknown): unknown {
  if (typeof record !== "object" || record === null || !("i" in record)) return record;
  const renamed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record))
    renamed[SHORT_NAMES[name as keyof typeof SHORT_NAMES] ?? name] = value;
  return renamed;
}
