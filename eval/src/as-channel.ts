import type { LoadedConversation } from "./dataset.ts";
import { DEV_AS_CHANNEL, DEV_AS_GROUP, type LoadedJunkFile } from "./junk-figures.ts";

/** A third member who only says hello: with them the dev-set chat of two is a WhatsApp group. */
const THIRD_MEMBER = "Sam";

/**
 * DEV_AS_CHANNEL, DEV_AS_GROUP: the real exports of the tuning half are all chats with an
 * assistant, so nothing there shows what the group rules (apps/worker group-chat.ts:
 * WE_FOR_THE_GROUP, ADDRESSED_TO_THE_GROUP, ON_THE_MATTER, and in a workspace's channel
 * NOT_ABOUT_THEMSELF) keep of a person's life. Each dev-set conversation with a `no_fact` list is
 * therefore imported twice more: as a channel of a Slack workspace (no `channel_type: "dm"`, so
 * CHANNEL_IS_A_GROUP reads it as a group) and as a WhatsApp group (a third member says hello first,
 * so OTHERS_IN_A_GROUP reads it as one). Its user's messages are labelled from the list (`none` when
 * listed, `fact` otherwise) and it is measured as a labelled export of its half. Its bios are not
 * read: they are not the figure, and a held-out conversation's memories are read by nobody.
 */
export function devSetAsGroups(conversations: LoadedConversation[]): LoadedJunkFile[] {
  return conversations.filter((c) => c.no_fact).flatMap((c) => [asChannel(c), asWhatsAppGroup(c)]);
}

function labelled(c: LoadedConversation): LoadedJunkFile["conversations"][number]["messages"] {
  const none = new Set(c.no_fact);
  return c.messages.map((m) => ({
    message_id: m.message_id,
    timestamp: m.timestamp,
    role: m.role,
    content: m.content,
    ...(m.role === c.user_name
      ? { label: none.has(m.message_id) ? ("none" as const) : ("fact" as const) }
      : {}),
  }));
}

/** One more reading of the conversation as a labelled export of its half, whose bios are not read. */
function reading(
  c: LoadedConversation,
  source: string,
  platform: string,
  messages: LoadedJunkFile["conversations"][number]["messages"],
): LoadedJunkFile {
  const suffix = source === DEV_AS_CHANNEL ? "channel" : "group";
  const conversations = [{ conversation_id: c.id, messages }];
  return {
    id: `${c.id}-as-${suffix}`,
    source,
    platform,
    user_name: c.user_name,
    half: c.half,
    file: c.file,
    bios: false,
    conversations,
  };
}

const asChannel = (c: LoadedConversation) => reading(c, DEV_AS_CHANNEL, "slack", labelled(c));

function asWhatsAppGroup(c: LoadedConversation): LoadedJunkFile {
  const first = Date.parse(c.messages[0]?.timestamp ?? "");
  const hello = {
    message_id: `${c.id}-hello`,
    timestamp: new Date(first - 60_000).toISOString(),
    role: THIRD_MEMBER === c.user_name || THIRD_MEMBER === c.other_name ? `${THIRD_MEMBER} 2` : THIRD_MEMBER,
    content: "Hi all 👋",
  };
  return reading(c, DEV_AS_GROUP, "whatsapp", [hello, ...labelled(c)]);
}
