import type { JobPayload } from "./catalog.ts";

/**
 * The conversation settings of a chat import when the caller gives none: POST
 * /v1/integrations/chat's `conversation_settings` defaults, and what a file upload that is a chat
 * export runs with (it sets only its own `minLength`). One constant so both sides agree.
 */
export const CHAT_IMPORT_DEFAULTS = {
  /** Messages shorter than this many characters are not considered. */
  minLength: 50,
  groupByTopic: true,
  includeSystemMessages: false,
  /** Seconds of silence that separate two conversations. */
  timeGapThresholdSeconds: 3600,
} as const satisfies Pick<
  JobPayload<"import.chat">,
  "minLength" | "groupByTopic" | "includeSystemMessages" | "timeGapThresholdSeconds"
>;
