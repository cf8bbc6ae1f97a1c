import type { StagedChatMessage } from "@memory/jobs";

/** A timestamp more than this far in the future is an error in the data (clock or parse trouble). */
const FUTURE_TOLERANCE_MS = 24 * 3600 * 1000;
/** Longer messages are pasted documents, not chat: the file import is the way for them. */
export const MAX_MESSAGE_CHARS = 20_000;

/** The error entry's item id: the message's own id when it has one, else its index in `chat_data`. */
export const itemIdOf = (m: StagedChatMessage): string => m.id ?? String(m.i);

/**
 * Why a staged message cannot be used (a PARSE_ERROR entry; the import goes on without it), or
 * null. The API already rejected malformed shapes (400); these are problems of the content.
 */
export function unusableReason(m: StagedChatMessage, seenIds: Set<string>, now: number): string | null {
  if (m.c.trim().length === 0) return "content is empty";
  if (m.c.length > MAX_MESSAGE_CHARS) return `content is longer than ${MAX_MESSAGE_CHARS} characters`;
  if (!Number.isFinite(m.t)) return "timestamp is not a date";
  if (m.t > now + FUTURE_TOLERANCE_MS) return "timestamp is in the future";
  if (m.r.trim().length === 0) return "role is empty";
  if (m.id !== undefined) {
    if (seenIds.has(m.id)) return "duplicate message_id: an earlier message has the same id";
    seenIds.add(m.id);
  }
  return null;
}

export const roleKey = (role: string) => role.trim().toLowerCase();
export const isSystem = (role: string) => roleKey(role) === "system";

/**
 * Decides whose messages are the user's own, so they become first-person facts:
 * the participant named by `user_name` when given; else role `user`; else, in an export whose
 * roles are all names (WhatsApp, Telegram, Slack…), the participant who wrote the most messages.
 */
export function userDetector(roleCounts: Map<string, number>, userName?: string): (role: string) => boolean {
  if (userName) {
    const wanted = roleKey(userName);
    return (role) => roleKey(role) === wanted || roleKey(role) === "user";
  }
  if (roleCounts.has("user")) return (role) => roleKey(role) === "user";
  let top: string | undefined;
  let most = 0;
  for (const [role, n] of roleCounts) {
    if (role === "system" || role === "assistant") continue;
    if (n > most) {
      top = role;
      most = n;
    }
  }
  return (role) => top !== undefined && roleKey(role) === top;
}

/** Messages the extraction considers: no system messages unless asked, none shorter than min_length. */
export function isConsidered(m: StagedChatMessage, settings: { minLength: number; includeSystem: boolean }) {
  if (isSystem(m.r) && !settings.includeSystem) return false;
  return m.c.trim().length >= settings.minLength;
}
