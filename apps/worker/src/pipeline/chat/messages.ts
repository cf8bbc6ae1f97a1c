import type { StagedChatMessage } from "@memory/jobs";

/** A timestamp more than this far in the future is an error in the data (clock or parse trouble). */
const FUTURE_TOLERANCE_MS = 24 * 3600 * 1000;
/** Longer messages are pasted documents, not chat: the file import is the way for them. */
export const MAX_MESSAGE_CHARS = 20_000;

/** The error entry's item id: the message's own id when it has one, else its index in `chat_data`. */
export const itemIdOf = (m: StagedChatMessage): string => m.id ?? String(m.index);

/**
 * Why a staged message cannot be used (a PARSE_ERROR entry; the import goes on without it), or
 * null. The API already rejected malformed shapes (400); these are problems of the content.
 */
export function unusableReason(m: StagedChatMessage, seenIds: Set<string>, now: number): string | null {
  if (m.content.trim().length === 0) return "content is empty";
  if (m.content.length > MAX_MESSAGE_CHARS) return `content is longer than ${MAX_MESSAGE_CHARS} characters`;
  if (!Number.isFinite(m.timestamp)) return "timestamp is not a date";
  if (m.timestamp > now + FUTURE_TOLERANCE_MS) return "timestamp is in the future";
  if (m.role.trim().length === 0) return "role is empty";
  if (m.id !== undefined) {
    if (seenIds.has(m.id)) return "duplicate message_id: an earlier message has the same id";
    seenIds.add(m.id);
  }
  return null;
}

export const roleKey = (role: string) => role.trim().toLowerCase();
export const isSystem = (role: string) => roleKey(role) === "system";

/** Who the user of a chat import is, and how that was decided (reported as `user_participant`). */
export interface UserParticipant {
  isUser: (role: string) => boolean;
  /** The participant's role as written in the chat ("Daniel", "user"), or null when none was found. */
  participant: string | null;
  /** `user_name`: the caller named them; `role`: the role `user`; `inferred`: the participant with the most messages. */
  source: "user_name" | "role" | "inferred";
}

/**
 * Decides whose messages are the user's own (their facts stay the user's; the other participants'
 * facts become memories about them): the participant named by `user_name` when given; else role
 * `user`; else, in an export whose roles are all names (WhatsApp, Telegram, Slack…), the
 * participant who wrote the most messages, a guess the import reports so that it can be corrected.
 */
export function userDetector(
  roleCounts: Map<string, number>,
  userName?: string,
  roleNames: ReadonlyMap<string, string> = new Map(),
): UserParticipant {
  if (userName) {
    const wanted = roleKey(userName);
    return {
      isUser: (role) => roleKey(role) === wanted || roleKey(role) === "user",
      participant: roleNames.get(wanted) ?? userName.trim(),
      source: "user_name",
    };
  }
  if (roleCounts.has("user"))
    return { isUser: (role) => roleKey(role) === "user", participant: "user", source: "role" };
  let top: string | undefined;
  let most = 0;
  for (const [role, n] of roleCounts) {
    if (role === "system" || role === "assistant") continue;
    if (n > most) {
      top = role;
      most = n;
    }
  }
  return {
    isUser: (role) => top !== undefined && roleKey(role) === top,
    participant: top === undefined ? null : (roleNames.get(top) ?? top),
    source: "inferred",
  };
}

export interface ConsiderSettings {
  minLength: number;
  includeSystem: boolean;
}

/** Characters written twice as wide (Unicode East Asian Width W/F): Chinese, Japanese, Korean. */
const WIDE = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF01-\uFF60]/gu;
/**
 * What a wide character counts for: about the Latin letters it says. An English translation of
 * Chinese runs to three or four letters a character (a character is mostly a morpheme or a word);
 * a kana or a Hangul syllable holds two or three sounds. Counted twice, most Chinese and Japanese
 * chat messages fell under the default min_length of 50 and gave no memory (pnpm eval, tuning CJK
 * recall@10 0.60; three times: 0.69).
 */
const WIDE_WEIGHT = 3;

/**
 * The length `min_length` reads: characters, a wide one counting three. "我下个月要搬去深圳了，新工作在南山"
 * (17 characters) says as much as "I'm moving to Shenzhen next month, the new job is in Nanshan".
 */
export function textLength(text: string): number {
  const trimmed = text.trim();
  return trimmed.length + (WIDE_WEIGHT - 1) * (trimmed.match(WIDE)?.length ?? 0);
}

/**
 * Messages the extraction considers: no system messages unless asked, none whose turn is shorter
 * than min_length (`turnLength`: the `textLength` of the turn the message belongs to, see `Turns`;
 * the message's own when it stands alone).
 */
export function isConsidered(
  m: StagedChatMessage,
  settings: ConsiderSettings,
  turnLength = textLength(m.content),
) {
  if (isSystem(m.role) && !settings.includeSystem) return false;
  return turnLength >= settings.minLength;
}

/** A turn longer than this many messages is cut: the unit of work must stay bounded. */
export const MAX_TURN_MESSAGES = 20;

/**
 * Groups consecutive messages into turns: a run of messages by one participant in one
 * conversation, nobody else writing in between ("shes here" / "born wednesday at 4am" / "3.4 kg,
 * both fine"). Chat apps send one thought as several short messages, so `min_length` reads the
 * whole turn: each message of a turn of at least min_length characters is considered. Fed the
 * usable messages in staged order; `push` and `flush` return the messages of each finished turn,
 * in order, with whether they are considered and whether they start their turn.
 */
export class Turns<T extends { message: StagedChatMessage }> {
  #turn: T[] = [];
  readonly #settings: ConsiderSettings;
  readonly #gapMs: number;
  /** `gapMs`: the silence that ends a conversation (time_gap_threshold) ends a turn too. */
  constructor(settings: ConsiderSettings, gapMs: number) {
    this.#settings = settings;
    this.#gapMs = gapMs;
  }

  push(item: T): Array<T & { considered: boolean; startsTurn: boolean }> {
    const last = this.#turn.at(-1)?.message;
    const next = item.message;
    const continues =
      last !== undefined &&
      this.#turn.length < MAX_TURN_MESSAGES &&
      roleKey(last.role) === roleKey(next.role) &&
      last.conversationKey === next.conversationKey &&
      next.timestamp - last.timestamp <= this.#gapMs;
    const finished = continues ? [] : this.flush();
    this.#turn.push(item);
    return finished;
  }

  flush(): Array<T & { considered: boolean; startsTurn: boolean }> {
    const turn = this.#turn;
    this.#turn = [];
    // Characters of the turn as one text, its messages joined by one space.
    const length = turn.reduce((n, t) => n + textLength(t.message.content), 0) + turn.length - 1;
    return turn.map((t, i) => ({
      ...t,
      considered: isConsidered(t.message, this.#settings, length),
      startsTurn: i === 0,
    }));
  }
}
