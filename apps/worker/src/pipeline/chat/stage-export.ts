import {
  ChatExportError,
  type ChatExportInfo,
  type ParseOptions,
  streamChatExport,
} from "@memory/chat-exports";
import {
  isBotMessage,
  isDirectMessage,
  orderStagedMessages,
  type Redis,
  type StagedChatMessage,
  stageChatMessages,
} from "@memory/jobs";

/** A native export larger than this is refused: split it (one chat or one period per file). */
export const MAX_EXPORT_MESSAGES = 200_000;

export interface StagedExport extends ChatExportInfo {
  /** Messages staged for `import.chat`. */
  total: number;
}

/**
 * Reads a native chat export (WhatsApp, Telegram, ChatGPT, Claude, Slack, Discord) and stages its
 * messages for the `import.chat` job exactly as POST /v1/integrations/chat does: compact records in
 * processing order, conversation key from `metadata.conversation_id`. Memory: the export's bytes
 * plus the compact records (about the size of the text); the parsed tree is never held whole.
 *
 * Throws `ChatExportError` for a file that is not a readable export or is too large.
 */
export async function stageChatExport(
  redis: Redis,
  prefix: string,
  integrationId: string,
  bytes: Uint8Array,
  options: ParseOptions,
): Promise<StagedExport> {
  const stream = streamChatExport(bytes, options);
  const records: StagedChatMessage[] = [];
  for (const m of stream.messages) {
    if (records.length >= MAX_EXPORT_MESSAGES) {
      throw new ChatExportError(
        `the export has more than ${MAX_EXPORT_MESSAGES} messages: export one chat or a shorter period per file`,
        "too_large",
      );
    }
    records.push({
      index: records.length,
      timestamp: Date.parse(m.timestamp),
      role: m.role,
      content: m.content,
      id: m.message_id,
      conversationKey: m.metadata.conversation_id,
      ...(isDirectMessage(m.metadata) ? { direct: true } : {}),
      ...(isBotMessage(m.metadata) ? { bot: true } : {}),
    });
  }
  const info = stream.info();
  if (records.length === 0) {
    throw new ChatExportError(
      `the ${info.platform} export contains no messages with text to import`,
      "empty",
    );
  }
  await stageChatMessages(redis, prefix, integrationId, orderStagedMessages(records));
  return { ...info, total: records.length };
}
