import type { LoadedConversation } from "./dataset.ts";
import { DEV_AS_CHANNEL, type LoadedJunkFile } from "./junk-figures.ts";

/**
 * DEV_AS_CHANNEL: the real exports of the tuning half are all chats with an assistant, so nothing
 * there shows what the group rules (apps/worker group-chat.ts: WE_FOR_THE_GROUP,
 * ADDRESSED_TO_THE_GROUP, ON_THE_MATTER, NOT_ABOUT_THEMSELF) keep of a person's life. Each dev-set
 * conversation with a `no_fact` list is therefore imported a second time as a channel of a Slack
 * workspace (no `channel_type: "dm"`, so CHANNEL_IS_A_GROUP reads it as a group), its user's
 * messages labelled from the list (`none` when listed, `fact` otherwise), and measured as a labelled
 * export of its half. Its bios are not read: they are not the figure, and a held-out conversation's
 * memories are read by nobody.
 */
export function devSetAsChannels(conversations: LoadedConversation[]): LoadedJunkFile[] {
  return conversations
    .filter((c) => c.no_fact)
    .map((c) => {
      const none = new Set(c.no_fact);
      const labelOf = (id: string): "fact" | "none" => (none.has(id) ? "none" : "fact");
      return {
        id: `${c.id}-as-channel`,
        source: DEV_AS_CHANNEL,
        platform: "slack",
        user_name: c.user_name,
        half: c.half,
        file: c.file,
        bios: false,
        conversations: [
          {
            conversation_id: c.id,
            messages: c.messages.map((m) => ({
              message_id: m.message_id,
              timestamp: m.timestamp,
              role: m.role,
              content: m.content,
              ...(m.role === c.user_name ? { label: labelOf(m.message_id) } : {}),
            })),
          },
        ],
      };
    });
}
