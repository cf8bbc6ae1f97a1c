import type { StagedChatMessage } from "@memory/jobs";
import { roleKey } from "./messages.ts";
import { GENERAL_TOPIC, pickTopic, type TopicCandidate, TopicCounter } from "./topics.ts";

/** A detected conversation: a run of messages with one conversation key and no long silence. */
export interface Conversation {
  index: number;
  start: number;
  end: number;
  participants: string[];
  topic: string;
  /** Messages the extraction considers (after min_length and the system-message rule). */
  considered: number;
  /**
   * A group chat: its conversation key (the caller's `conversation_id`) has at least
   * GROUP_MEMBERS people over the whole import, not only in this stretch of it (rule OTHERS_IN_A_GROUP),
   * or it is a channel of a Slack workspace or a Discord server (CHANNEL_IS_A_GROUP).
   */
  group: boolean;
  /**
   * A channel of a Slack workspace or a Discord server (CHANNEL_IS_A_GROUP), not a direct message
   * nor a group of a chat app: the channel talks about its work, so NOT_ABOUT_THEMSELF holds there.
   */
  channel: boolean;
}

/** People (not the assistant) in one conversation key from which it is a group chat. */
export const GROUP_MEMBERS = 3;

/**
 * Platforms whose conversations are channels of a workspace or server (CHANNEL_IS_A_GROUP): a channel
 * is written for its members, not only for those who spoke in the export, so it is a group chat unless
 * its messages are marked as direct (`StagedChatMessage.direct`).
 */
export const CHANNEL_PLATFORMS: ReadonlySet<string> = new Set(["slack", "discord"]);

export interface SplitterOptions {
  /** The import's platform is one of CHANNEL_PLATFORMS. */
  channelsAreGroups?: boolean;
}

/**
 * The unit of work of the extraction: a conversation, or a part of a long one. Between two chunks
 * the job records its checkpoint and sees a cancellation.
 */
export interface Chunk {
  conversation: number;
  part: number;
  /** Staged positions, inclusive. */
  from: number;
  to: number;
}

/**
 * A long conversation is extracted in parts of about this many considered messages (a part ends
 * with a turn, so it can hold up to MAX_TURN_MESSAGES more)…
 */
export const CHUNK_MESSAGES = 100;
/** …and this many staged messages (a run of short messages is read, not extracted). */
const CHUNK_SPAN = 500;
const MAX_PARTICIPANTS = 50;

/**
 * Splits the staged messages (grouped by conversation key, sorted by time) into conversations at
 * every change of key and every silence longer than the threshold, and into chunks. Holds one
 * conversation's word counts at a time; what it keeps per conversation is small (a dozen candidate
 * topics; one count per word of the import for the topics' document frequency).
 */
export class ConversationSplitter {
  readonly conversations: Conversation[] = [];
  readonly chunks: Chunk[] = [];
  private current: {
    key: string | undefined;
    last: number;
    start: number;
    participants: Set<string>;
    topics: TopicCounter;
    considered: number;
    chunk: Chunk & { considered: number };
  } | null = null;
  private readonly gapMs: number;
  private readonly excludedWords: string[];
  /** Each conversation's candidate topics, and how many conversations use each word: topics are named at the end. */
  private readonly candidates: TopicCandidate[][] = [];
  private readonly df = new Map<string, number>();
  /** The people of each conversation key (up to GROUP_MEMBERS), and each conversation's key. */
  private readonly people = new Map<string | undefined, Set<string>>();
  private readonly keys: (string | undefined)[] = [];
  /** Conversation keys of direct messages (only read when channels are groups). */
  private readonly direct = new Set<string | undefined>();
  private readonly channelsAreGroups: boolean;

  constructor(gapSeconds: number, excludedWords: string[], options: SplitterOptions = {}) {
    this.gapMs = gapSeconds * 1000;
    this.excludedWords = excludedWords;
    this.channelsAreGroups = options.channelsAreGroups ?? false;
  }

  /**
   * A usable message at `position`: `speaker` is its (masked) speaker or null for a system message,
   * `text` its (masked, secret-free) content when the extraction considers it, else null.
   * `startsTurn` false: it continues its speaker's turn (`Turns`), which a chunk never cuts, so the
   * extraction of a chunk sees every turn whole.
   */
  add(
    position: number,
    message: StagedChatMessage,
    speaker: string | null,
    text: string | null,
    startsTurn = true,
  ): void {
    const c = this.current;
    if (!c || c.key !== message.conversationKey || message.timestamp - c.last > this.gapMs) {
      this.close();
      this.current = {
        key: message.conversationKey,
        last: message.timestamp,
        start: message.timestamp,
        participants: new Set(),
        topics: new TopicCounter(this.excludedWords),
        considered: 0,
        chunk: {
          conversation: this.conversations.length,
          part: 0,
          from: position,
          to: position,
          considered: 0,
        },
      };
    }
    const conv = this.current;
    if (!conv) return;
    conv.last = Math.max(conv.last, message.timestamp);
    if (speaker !== null && conv.participants.size < MAX_PARTICIPANTS) conv.participants.add(speaker);
    if (speaker !== null) this.countPerson(message.conversationKey, speaker);
    if (message.direct) this.direct.add(message.conversationKey);
    const chunk = conv.chunk;
    if (startsTurn && (chunk.considered >= CHUNK_MESSAGES || position - chunk.from >= CHUNK_SPAN)) {
      this.closeChunk();
      conv.chunk = {
        conversation: chunk.conversation,
        part: chunk.part + 1,
        from: position,
        to: position,
        considered: 0,
      };
    }
    conv.chunk.to = position;
    if (text !== null) {
      conv.chunk.considered += 1;
      conv.considered += 1;
      conv.topics.add(text);
    }
  }

  /** Ends the last conversation and names every conversation's topic; call once after the last message. */
  finish(): void {
    this.close();
    this.conversations.forEach((c, i) => {
      c.topic = pickTopic(this.candidates[i] ?? [], this.df, this.conversations.length) ?? GENERAL_TOPIC;
      c.channel = this.isChannel(this.keys[i]);
      c.group = c.channel || (this.people.get(this.keys[i])?.size ?? 0) >= GROUP_MEMBERS;
    });
  }

  private isChannel(key: string | undefined): boolean {
    return this.channelsAreGroups === true && !this.direct.has(key);
  }

  private countPerson(key: string | undefined, speaker: string): void {
    if (roleKey(speaker) === "assistant") return;
    const people = this.people.get(key) ?? new Set<string>();
    if (people.size < GROUP_MEMBERS) people.add(speaker);
    this.people.set(key, people);
  }

  private closeChunk(): void {
    const chunk = this.current?.chunk;
    if (chunk && chunk.considered > 0) {
      this.chunks.push({
        conversation: chunk.conversation,
        part: chunk.part,
        from: chunk.from,
        to: chunk.to,
      });
    }
  }

  private close(): void {
    const c = this.current;
    if (!c) return;
    this.closeChunk();
    // A conversation with nothing to extract (only short or system messages) is not counted; it has
    // no chunks either, and the next conversation takes its index.
    if (c.considered > 0) {
      this.conversations.push({
        index: c.chunk.conversation,
        start: c.start,
        end: c.last,
        participants: [...c.participants],
        topic: c.topics.topic() ?? GENERAL_TOPIC,
        considered: c.considered,
        group: false,
        channel: false,
      });
      this.keys.push(c.key);
      this.candidates.push(c.topics.candidates());
      for (const key of c.topics.keys()) this.df.set(key, (this.df.get(key) ?? 0) + 1);
    }
    this.current = null;
  }
}
