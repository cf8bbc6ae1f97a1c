import { createRoute, type z } from "@hono/zod-openapi";
import {
  findIntegration,
  finishIntegration,
  type IntegrationRow,
  insertIntegration,
  listIntegrationMemories,
  type MemoryRow,
  newId,
} from "@memory/db";
import { readMemoryMetadata } from "@memory/db/schema";
import {
  deleteStagedChat,
  isBotMessage,
  isDirectMessage,
  orderStagedMessages,
  type StagedChatMessage,
  stageChatMessages,
} from "@memory/jobs";
import type { Context } from "hono";
import type { App } from "../../app-type.ts";
import type { AppEnv } from "../../context.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { ChatImportRequest, ChatImportResponse, parseTimestamp } from "./chat-schemas.ts";
import { integrationResult } from "./job-result.ts";

/** At most this many memories are listed in the answer; all of them are in GET /v1/memories. */
export const MAX_ANSWER_MEMORIES = 1000;
const CONVERSATION_KEYS = ["conversation_id", "thread_id", "chat_id", "channel"] as const;

const route = createRoute({
  operationId: "importChat",
  method: "post",
  path: "/v1/integrations/chat",
  tags: ["Integrations"],
  summary: "Import a chat export: conversations become memories",
  description: [
    "Runs on the workers. Waits up to CHAT_IMPORT_WAIT_MS (default 5 s): an import finished by then answers **201** with `status: completed` and its memories (at most 1000; all are in GET /v1/memories with `metadata.integration_id`); a longer one answers **202** with `status: processing` and its `integration_id` — follow it at `status_url` (GET /v1/integrations/{id}/status). An import that failed for good (or was cancelled meanwhile) answers **422** with `status: error` (the errors are in the status view).",
    "",
    "**Conversations**: messages are grouped by `metadata.conversation_id` (or `thread_id`, `chat_id`, `channel`) and ordered by time; a silence longer than `time_gap_threshold` starts a new conversation. Messages shorter than `min_length` characters, and system messages unless `include_system_messages`, are not considered (a short message gives no memory of its own but stays the context of the answer that follows it); the length is a turn's, so a burst of short messages by one participant with no one else in between counts as one message; a conversation with nothing considered is not counted. Your own messages are those of role `user` (or of the participant named by `user_name`; when no role is `user`, the participant with the most messages) and become first-person facts; other roles are participants.",
    "",
    "**Modes**: `conversations` stores the facts you state in each conversation; `insights` only the key ones (at most three lasting facts per conversation, the most important first); `topics` one memory per topic across conversations (`I talk about <topic> in my chats.`, for the 20 topics found in the most conversations); `all` the facts plus the topic memories. Every memory goes through the same extraction, de-duplication, supersede and embedding as POST /v1/memories, and carries `platform`, `integration_id`, `conversation_topic`, `conversation_participants`, `start_time` and `end_time` in its metadata. A conversation's topic is its most frequent meaningful word (`general` when none stands out).",
    "",
    "**Items**: a missing or mistyped field, or a timestamp that is not an ISO 8601 date, is a 400 VALIDATION_ERROR naming the item (`chat_data.<index>.<field>`) and nothing is imported. Items the worker cannot use (blank content, content over 20,000 characters, a timestamp more than a day in the future, a repeated `message_id`) become PARSE_ERROR entries in the status view (`item_id`: the message_id, else the index) while the rest goes on.",
    "",
    "**Privacy**: the messages are staged in Redis only while the import runs and deleted when it ends (completed, failed or cancelled; a 24 h expiry is the safety net); they are never written to PostgreSQL or a job payload. Sentences with passwords, API keys, tokens, card numbers or IBANs never become memories. `anonymize: true` replaces participant names by pseudonyms stable for your account. Body limit 25 MiB, at most 100,000 messages; counts in the integrations rate limit (10/min).",
  ].join("\n"),
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("integrations:write"), rateLimit("integrations")] as const,
  request: { body: { required: true, content: { "application/json": { schema: ChatImportRequest } } } },
  responses: {
    201: {
      description: "Imported within the wait",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: ChatImportResponse } },
    },
    202: {
      description: "Still processing; follow status_url",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: ChatImportResponse } },
    },
    422: {
      description: "The import failed for good (status `error`); see the status view's errors",
      content: { "application/json": { schema: ChatImportResponse } },
    },
    ...errorResponses(["FORBIDDEN"]),
  },
});

type ChatImportBody = z.output<typeof ChatImportResponse>;

export function registerChatImport(app: App) {
  app.openapi(route, async (c) => {
    const body = c.req.valid("json");
    const { db, redis, jobs, env } = c.get("services");
    const userId = c.get("caller").userId;
    const integrationId = newId();
    const staged = toStaged(body.chat_data);

    await insertIntegration(db.orm, {
      id: integrationId,
      userId,
      type: "chat",
      platform: body.platform,
      status: "pending",
      currentStep: "queued",
      itemsTotal: staged.length,
    });
    let job: Awaited<ReturnType<typeof jobs.enqueue<"import.chat">>>;
    try {
      await stageChatMessages(redis, env.QUEUE_PREFIX, integrationId, staged);
      const settings = body.conversation_settings;
      job = await jobs.enqueue(
        "import.chat",
        {
          integrationId,
          userId,
          platform: body.platform,
          extractMode: body.extract_mode,
          minLength: settings.min_length,
          groupByTopic: settings.group_by_topic,
          includeSystemMessages: settings.include_system_messages,
          timeGapThresholdSeconds: settings.time_gap_threshold,
          autoCategorize: body.auto_categorize,
          anonymize: body.anonymize,
          ...(body.user_name ? { userName: body.user_name } : {}),
          requestId: c.get("requestId"),
        },
        // The payload holds settings and ids only; the job leaves Redis as soon as it completes.
        { jobId: integrationId, removeOnComplete: true, removeOnFail: { age: 7 * 24 * 3600 } },
      );
    } catch (error) {
      // Never leave a pending integration (or staged messages) behind a request that failed.
      await deleteStagedChat(redis, env.QUEUE_PREFIX, integrationId).catch(() => undefined);
      await finishIntegration(db.orm, integrationId, { status: "failed" }).catch(() => undefined);
      throw error;
    }
    if (env.CHAT_IMPORT_WAIT_MS > 0) {
      const events = await jobs.queueEvents("import");
      // The integration row is the answer; the wait only ends early when the job does.
      await job.waitUntilFinished(events, env.CHAT_IMPORT_WAIT_MS).catch(() => undefined);
    }
    const row = await findIntegration(db.orm, userId, integrationId);
    if (!row) throw new Error(`integration ${integrationId} vanished`);
    const answer = await chatImportAnswer(c, row, staged);
    const status = answer.status === "completed" ? 201 : answer.status === "processing" ? 202 : 422;
    return c.json(answer, status);
  });
}

/** The request's messages as staged records, grouped by conversation key (earliest first), then by time. */
function toStaged(items: z.output<typeof ChatImportRequest>["chat_data"]): StagedChatMessage[] {
  const records: StagedChatMessage[] = items.map((item, i) => {
    const key = CONVERSATION_KEYS.map((k) => item.metadata?.[k]).find(
      (v) => typeof v === "string" || typeof v === "number",
    );
    return {
      index: i,
      timestamp: parseTimestamp(item.timestamp),
      role: item.role,
      content: item.content,
      ...(item.message_id !== undefined ? { id: item.message_id } : {}),
      ...(key !== undefined ? { conversationKey: String(key) } : {}),
      ...(isDirectMessage(item.metadata) ? { direct: true } : {}),
      ...(isBotMessage(item.metadata) ? { bot: true } : {}),
    };
  });
  return orderStagedMessages(records);
}

async function chatImportAnswer(
  c: Context<AppEnv>,
  row: IntegrationRow,
  staged: StagedChatMessage[],
): Promise<ChatImportBody> {
  const result = integrationResult(c, "import.chat", row);
  const status =
    row.status === "completed"
      ? "completed"
      : row.status === "failed" || row.status === "cancelled"
        ? "error"
        : "processing";
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const m of staged) {
    first = Math.min(first, m.timestamp);
    last = Math.max(last, m.timestamp);
  }
  const memories =
    status === "completed"
      ? await listIntegrationMemories(c.get("services").db.orm, row.userId, row.id, {
          limit: MAX_ANSWER_MEMORIES,
        })
      : [];
  return {
    integration_id: row.id,
    platform: row.platform as ChatImportBody["platform"],
    status,
    processing_stats: {
      total_messages: staged.length,
      conversations_identified: result.conversations_identified ?? 0,
      memories_extracted: row.memoriesCreated,
      topics_detected: result.topics_detected ?? [],
      date_range: result.date_range ?? {
        start: Number.isFinite(first) ? new Date(first).toISOString() : null,
        end: Number.isFinite(last) ? new Date(last).toISOString() : null,
      },
      ...(result.user_participant !== undefined ? { user_participant: result.user_participant } : {}),
      ...(result.user_participant_source ? { user_participant_source: result.user_participant_source } : {}),
    },
    memories: memories.map(toChatImportMemory),
    status_url: `/v1/integrations/${row.id}/status`,
  };
}

export function toChatImportMemory(row: MemoryRow): ChatImportBody["memories"][number] {
  const md = readMemoryMetadata(row.metadata);
  return {
    memory_id: row.id,
    content: row.content,
    category: row.category,
    conversation_topic: md.conversation_topic ?? "",
    participants: md.conversation_participants ?? [],
    start_time: md.start_time ?? "",
    end_time: md.end_time ?? "",
  };
}
