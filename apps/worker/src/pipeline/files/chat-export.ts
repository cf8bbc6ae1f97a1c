import { ChatExportError, type ChatExportKind } from "@memory/chat-exports";
import { deleteFileUpload, setIntegrationPlatform } from "@memory/db";
import { CHAT_IMPORT_DEFAULTS, deleteStagedChat, UnrecoverableError } from "@memory/jobs";
import type { WorkerServices } from "../../services.ts";
import { type ChatImportPayload, importChat } from "../chat/import-chat.ts";
import { stageChatExport } from "../chat/stage-export.ts";
import type { FileProgress } from "./progress.ts";
import { type FileImportPayload, type FileImportSummary, FileRejected } from "./types.ts";

/**
 * A file upload that is a native chat export (WhatsApp, Telegram, ChatGPT, Claude, Slack, Discord)
 * goes through the chat import instead of the document parsers: its messages are staged in Redis
 * as POST /v1/integrations/chat stages them and `import.chat`'s pipeline runs under the same
 * integration (platform set, the detected owner as `user_name`); the uploaded bytes are deleted
 * when it ends.
 *
 * The file form's modes map onto the chat modes: comprehensive → all, smart → conversations,
 * highlights → insights, summary → topics. Messages shorter than 10 characters are not considered
 * (chat apps' messages are short; the chat route's default of 50 would drop most of them); the other
 * conversation settings are the chat route's defaults, `CHAT_IMPORT_DEFAULTS`.
 */
export const EXPORT_MIN_LENGTH = 10;
const MODES = {
  comprehensive: "all",
  smart: "conversations",
  highlights: "insights",
  summary: "topics",
} as const satisfies Record<FileImportPayload["extractMode"], ChatImportPayload["extractMode"]>;

function chatPayload(
  payload: FileImportPayload,
  platform: string,
  owner: string | undefined,
): ChatImportPayload {
  return {
    integrationId: payload.integrationId,
    userId: payload.userId,
    platform,
    extractMode: MODES[payload.extractMode],
    ...CHAT_IMPORT_DEFAULTS,
    minLength: EXPORT_MIN_LENGTH,
    autoCategorize: payload.autoCategorize,
    anonymize: false,
    ...(owner ? { userName: owner } : {}),
    ...(payload.requestId ? { requestId: payload.requestId } : {}),
  };
}

/**
 * Stages the export's messages and runs the chat import. The uploaded bytes stay until the import
 * ends, so a retried job re-stages the same messages in the same order and the chat import resumes
 * from its checkpoint.
 */
export async function importChatExportFile(
  services: WorkerServices,
  payload: FileImportPayload,
  bytes: Uint8Array,
  kind: ChatExportKind,
  progress: FileProgress,
  attempt: { finalAttempt: boolean },
): Promise<FileImportSummary> {
  const { db, redis, env } = services;
  const id = payload.integrationId;
  await progress.log(
    "parsing",
    `${payload.filename} is a ${kind.platform} chat export: importing it as a chat.`,
  );
  // What an interrupted earlier attempt staged is replaced, never appended to.
  await deleteStagedChat(redis, env.QUEUE_PREFIX, id);
  let staged: Awaited<ReturnType<typeof stageChatExport>>;
  try {
    staged = await stageChatExport(redis, env.QUEUE_PREFIX, id, bytes, { filename: payload.filename });
  } catch (error) {
    if (error instanceof ChatExportError) {
      const code =
        error.code === "empty" ? "NO_TEXT" : error.code === "too_large" ? "FILE_TOO_LARGE" : "FILE_CORRUPT";
      throw new FileRejected(code, `This ${kind.platform} chat export cannot be imported: ${error.message}.`);
    }
    throw error;
  }
  const owner = staged.owner;
  await setIntegrationPlatform(db.orm, id, { platform: staged.platform, itemsTotal: staged.total });
  const skipped = staged.skipped.length + (staged.skipped_more ?? 0);
  await progress.log(
    "parsing",
    `${staged.total} messages in ${staged.conversations} conversation(s) from ${staged.participants.length} participant(s)` +
      `${owner ? `; the exporting user is ${owner}` : "; the exporting user is not named by this format"}` +
      `${skipped > 0 ? `; ${skipped} item(s) not imported (system lines, media without text, …)` : ""}.`,
  );
  const done = (status: FileImportSummary["status"], memoriesCreated = 0) => ({
    integrationId: id,
    status,
    memoriesCreated,
    chunks: 0,
    pages: 0,
  });
  try {
    const chat = await importChat(services, chatPayload(payload, staged.platform, owner), attempt);
    await deleteFileUpload(db.orm, id);
    return done(chat.status, chat.memoriesCreated);
  } catch (error) {
    // The chat import recorded the failure and deleted its staged messages; the upload goes too.
    if (error instanceof UnrecoverableError || attempt.finalAttempt) {
      await deleteFileUpload(db.orm, id).catch(() => undefined);
      return done("failed");
    }
    throw error;
  }
}
