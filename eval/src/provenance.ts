import { deterministicId } from "@memory/db";

/** One message as the harness sends it in `chat_data`. */
export interface ChatItem {
  message_id: string;
  timestamp: string;
  role: string;
  content: string;
  /** `conversation_id` (the real exports'); `channel_type` "dm": a chat of two, as a Slack or Discord export marks one. */
  metadata?: { conversation_id?: string; channel_type?: string };
}

/** The import settings that decide which messages the extraction reads (the API's defaults). */
export const IMPORT_DEFAULTS = { minLength: 50, timeGapSeconds: 3600 };

/**
 * The message ids a memory was extracted from. `metadata.message_ids` when the service records
 * them; otherwise `metadata.message_indices` (positions in the list of messages the extraction
 * read for one conversation part, identified by `metadata.store_id`) mapped through `parts`.
 */
export function provenanceOf(metadata: Record<string, unknown>, parts: Map<string, string[]>): string[] {
  const ids = metadata.message_ids;
  if (Array.isArray(ids)) return ids.filter((x): x is string => typeof x === "string");
  const indices = metadata.message_indices;
  const storeId = metadata.store_id;
  if (!Array.isArray(indices) || typeof storeId !== "string") return [];
  const part = parts.get(storeId);
  if (!part) return [];
  return indices.flatMap((i) => (typeof i === "number" && part[i] !== undefined ? [part[i]] : []));
}

/**
 * For services that record only `message_indices`: the message ids each conversation part of a
 * chat import gave to the extraction, keyed by that part's store id. It replays the import's
 * documented rules on `chat_data` (order by conversation key then time; a new conversation at a
 * key change or more than `time_gap_threshold` of silence; parts of at most 100 considered or
 * 500 read messages; considered = not a system message and at least `min_length` characters;
 * store id = deterministicId(integration, "chat", conversation, part)). Remove once every memory
 * carries `message_ids`.
 */
export function importParts(integrationId: string, items: ChatItem[], settings = IMPORT_DEFAULTS) {
  const keyStart = new Map<string, number>();
  const staged = items.map((item, i) => ({
    item,
    i,
    t: Date.parse(item.timestamp),
    k: item.metadata?.conversation_id ?? "",
  }));
  for (const s of staged) keyStart.set(s.k, Math.min(keyStart.get(s.k) ?? s.t, s.t));
  staged.sort(
    (a, b) =>
      (keyStart.get(a.k) ?? 0) - (keyStart.get(b.k) ?? 0) ||
      (a.k < b.k ? -1 : a.k > b.k ? 1 : 0) ||
      a.t - b.t ||
      a.i - b.i,
  );
  const seen = new Set<string>();
  const usable = (s: (typeof staged)[number]) => {
    if (!s.item.content.trim() || s.item.content.length > 20_000 || seen.has(s.item.message_id)) return false;
    seen.add(s.item.message_id);
    return true;
  };

  const parts = new Map<string, string[]>();
  let conversation = 0;
  interface Current {
    k: string;
    last: number;
    part: number;
    from: number;
    considered: number;
    ids: string[];
    any: boolean;
  }
  let current: Current | null = null;
  const closePart = () => {
    if (current && current.considered > 0) {
      parts.set(deterministicId(integrationId, "chat", conversation, current.part), current.ids);
    }
  };
  const closeConversation = () => {
    closePart();
    if (current?.any) conversation += 1;
    current = null;
  };
  for (const [position, s] of staged.entries()) {
    if (!usable(s)) continue;
    if (!current || current.k !== s.k || s.t - current.last > settings.timeGapSeconds * 1000) {
      closeConversation();
      current = { k: s.k, last: s.t, part: 0, from: position, considered: 0, ids: [], any: false };
    }
    const c: Current = current;
    c.last = Math.max(c.last, s.t);
    if (c.considered >= 100 || position - c.from >= 500) {
      closePart();
      c.part += 1;
      c.from = position;
      c.considered = 0;
      c.ids = [];
    }
    const considered =
      s.item.role.trim().toLowerCase() !== "system" && s.item.content.trim().length >= settings.minLength;
    if (considered) {
      c.considered += 1;
      c.any = true;
      c.ids.push(s.item.message_id);
    }
  }
  closeConversation();
  return parts;
}
