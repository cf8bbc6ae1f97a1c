import { z } from "@hono/zod-openapi";
import { CATEGORIES } from "@memory/db";
import { CHAT_IMPORT_DEFAULTS } from "@memory/jobs";
import { chatImportRequestExample, chatImportResponseExample } from "./examples.ts";

export const CHAT_PLATFORMS = ["chatgpt", "claude", "telegram", "whatsapp", "slack", "discord"] as const;
export const CHAT_EXTRACT_MODES = ["conversations", "insights", "topics", "all"] as const;
/** At most this many messages per import (the body limit, 25 MiB, usually comes first). */
export const MAX_CHAT_MESSAGES = 100_000;

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * Epoch milliseconds of an ISO 8601 date or date-time, or NaN. A date-time without a zone is UTC
 * (never the server's local time), a bare date is its midnight UTC.
 */
export function parseTimestamp(value: string): number {
  const match = ISO_8601.exec(value.trim());
  if (!match) return Number.NaN;
  const [y, m, d] = value.trim().slice(0, 10).split("-").map(Number);
  const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0));
  // Date.parse rolls 2025-02-30 over to March: a day that does not exist is not a date.
  if (day.getUTCFullYear() !== y || day.getUTCMonth() + 1 !== m || day.getUTCDate() !== d) return Number.NaN;
  const text = value.trim().replace(" ", "T");
  const zoned = match[1] !== undefined || !text.includes("T") ? text : `${text}Z`;
  return Date.parse(zoned);
}

export const ChatItem = z.object({
  timestamp: z
    .string({ error: "timestamp is required (ISO 8601)" })
    .refine((v) => !Number.isNaN(parseTimestamp(v)), {
      message: "not a date: use ISO 8601, for example 2025-05-01T10:00:00Z",
    }),
  role: z
    .string({ error: "role is required" })
    .trim()
    .min(1, "role is required: user, assistant, system or a participant's name")
    .max(200),
  content: z.string({ error: "content is required" }),
  message_id: z.string().max(200).optional(),
  metadata: z.record(z.string(), z.unknown()).optional().openapi({
    description:
      'Free-form. `conversation_id`, `thread_id`, `chat_id` or `channel` (first present) separates conversations like a time gap does. Extension: with platform `slack` or `discord` a conversation is a channel, read as a group chat whatever number of its members spoke, unless its messages carry `channel_type: "dm"` (or `"im"`, Slack\'s name): a direct message between two people. Extension: `bot: true` marks a message an app or a bot posted (the native Slack and Discord imports mark them): it is read as the context of what follows, never as a source of memories, a participant or the user.',
  }),
});

const ConversationSettings = z.object({
  min_length: z.number().int().min(0).max(10_000).default(CHAT_IMPORT_DEFAULTS.minLength).openapi({
    description:
      'Messages shorter than this many characters are not considered. Length is read per turn: consecutive messages of one participant, with no one else writing in between (a burst such as "shes here" / "born wednesday at 4am"), count as one message of their joined length (at most 20 messages per turn). A Chinese, Japanese or Korean character counts as three (it says about as much as three Latin letters: an English translation of Chinese runs to three or four letters a character).',
  }),
  group_by_topic: z.boolean().default(CHAT_IMPORT_DEFAULTS.groupByTopic).openapi({
    description:
      "Detect each conversation's topic and group conversations by topic (topics_detected, topic memories). False: every conversation's topic is `general`, and no topic memories are made.",
  }),
  include_system_messages: z.boolean().default(CHAT_IMPORT_DEFAULTS.includeSystemMessages),
  time_gap_threshold: z
    .number()
    .int()
    .min(1)
    .max(365 * 24 * 3600)
    .default(CHAT_IMPORT_DEFAULTS.timeGapThresholdSeconds)
    .openapi({ description: "Seconds of silence that separate two conversations" }),
});

export const ChatImportRequest = z
  .object({
    platform: z.enum(CHAT_PLATFORMS),
    chat_data: z
      .array(ChatItem)
      .min(1, "at least one message is required")
      .max(MAX_CHAT_MESSAGES, `at most ${MAX_CHAT_MESSAGES} messages per import`),
    extract_mode: z.enum(CHAT_EXTRACT_MODES).default("conversations"),
    conversation_settings: ConversationSettings.default({
      min_length: CHAT_IMPORT_DEFAULTS.minLength,
      group_by_topic: CHAT_IMPORT_DEFAULTS.groupByTopic,
      include_system_messages: CHAT_IMPORT_DEFAULTS.includeSystemMessages,
      time_gap_threshold: CHAT_IMPORT_DEFAULTS.timeGapThresholdSeconds,
    }),
    auto_categorize: z.boolean().default(true).openapi({
      description:
        "Classify each memory. False: every memory gets the platform's category (chatgpt, claude: learning; telegram, whatsapp: relationships; slack: career; discord: interests).",
    }),
    anonymize: z.boolean().default(false).openapi({
      description:
        "Extension. Replace participant names (as speakers and inside messages) by pseudonyms that are stable for your account, and e-mail addresses, phone numbers and @handles by placeholders.",
    }),
    user_name: z.string().trim().min(1).max(200).optional().openapi({
      description:
        "Extension. The participant whose messages are yours, when roles are names. Default: role `user`, else the participant with the most messages.",
    }),
  })
  .openapi("ChatImportRequest", { example: chatImportRequestExample });

export const ChatImportMemory = z
  .object({
    memory_id: z.string(),
    content: z.string(),
    category: z.enum(CATEGORIES),
    conversation_topic: z.string(),
    participants: z.array(z.string()),
    start_time: z.string(),
    end_time: z.string(),
  })
  .openapi("ChatImportMemory", { example: chatImportResponseExample.memories[0] });

export const ChatImportResponse = z
  .object({
    integration_id: z.string(),
    platform: z.enum(CHAT_PLATFORMS),
    status: z.enum(["processing", "completed", "error"]),
    processing_stats: z.object({
      total_messages: z.number().int(),
      conversations_identified: z.number().int(),
      memories_extracted: z.number().int(),
      topics_detected: z.array(z.string()),
      date_range: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
      user_participant: z.string().nullable().optional().openapi({
        description:
          "Extension: whose messages were taken as the user's (role `user`, the `user_name` participant, or, when neither exists, the participant with the most messages); one to one, the other participant's facts are memories about them (`metadata.subject`); in a group chat (three or more people under one `conversation_id`, or a Slack or Discord channel) the other members' statements about themselves are episodes (`metadata.kind: \"remark\"`, with `subject`), never facts of the user's profile. Known once the import has run its detection step.",
      }),
      user_participant_source: z.enum(["user_name", "role", "inferred"]).optional().openapi({
        description:
          "Extension: how `user_participant` was decided; `inferred` is a guess: send `user_name` to choose",
      }),
    }),
    memories: z.array(ChatImportMemory),
    status_url: z.string().openapi({ description: "Extension: where to follow the import" }),
  })
  .openapi("ChatImportResponse", { example: chatImportResponseExample });
