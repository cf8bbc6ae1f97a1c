import { type Collector, isoOf } from "./collector.ts";
import { idText, isObject, type JsonObject, JsonScanner, str } from "./json-scan.ts";
import type { ChatExportMessage } from "./types.ts";
import { listZip, readZipEntries, readZipEntry, type ZipEntryInfo } from "./zip.ts";

/**
 * A Slack workspace export zip: `users.json`, `channels.json` (public), `groups.json` (private),
 * `dms.json` and `mpims.json` (direct and group messages), and one folder per conversation with one
 * JSON file per day. Names come from `users.json` (display name, else real name, else user name);
 * mentions (`<@U…>`), channel links and URLs are written out. `thread_ts` becomes
 * `metadata.thread_id`. Join/leave/topic/purpose/pin events and other system subtypes are skipped.
 *
 * Memory: day files are inflated in batches of at most 32 MB and parsed one at a time.
 */

const KEPT_SUBTYPES = new Set([
  "thread_broadcast",
  "file_share",
  "me_message",
  "bot_message",
  "reply_broadcast",
]);
/** Slack's own bot (reminders, tips): a user id with no entry in users.json. */
const SLACKBOT = "USLACKBOT";
const DAY_FILE = /^(.*)\/(\d{4}-\d{2}-\d{2})\.json$/;

export function isSlackLayout(entries: ZipEntryInfo[]): boolean {
  const names = new Set(entries.map((e) => e.name));
  const hasIndex =
    names.has("users.json") &&
    (names.has("channels.json") || names.has("dms.json") || names.has("groups.json"));
  return hasIndex && entries.some((e) => DAY_FILE.test(e.name));
}

function readJson(bytes: Uint8Array | undefined): unknown {
  if (!bytes) return undefined;
  const scan = new JsonScanner(bytes);
  return scan.parse(scan.start(), bytes.length);
}

export function* parseSlack(bytes: Uint8Array, out: Collector): Generator<ChatExportMessage> {
  const entries = listZip(bytes);
  const users = new Map<string, string>([[SLACKBOT, "Slackbot"]]);
  const bots = new Set<string>([SLACKBOT]);
  const usersJson = readJson(readZipEntry(bytes, "users.json"));
  if (Array.isArray(usersJson)) {
    for (const u of usersJson) {
      if (!isObject(u) || typeof u.id !== "string") continue;
      const profile = isObject(u.profile) ? u.profile : {};
      const name =
        str(profile.display_name) || str(profile.real_name) || str(u.real_name) || str(u.name) || u.id;
      users.set(u.id, name);
      if (u.is_bot === true || u.is_app_user === true) bots.add(u.id);
    }
  }
  // Folder name → conversation kind and title. DMs' folders are named by their id.
  const folders = new Map<string, { kind: string; title: string }>();
  for (const [file, kind] of [
    ["channels.json", "channel"],
    ["groups.json", "private_channel"],
    ["mpims.json", "group_dm"],
    ["dms.json", "dm"],
  ] as const) {
    const list = readJson(readZipEntry(bytes, file));
    if (!Array.isArray(list)) continue;
    for (const c of list) {
      if (!isObject(c)) continue;
      const folder = kind === "dm" ? str(c.id) : str(c.name);
      if (!folder) continue;
      const members = Array.isArray(c.members)
        ? c.members.flatMap((m) => {
            const id = idText(m);
            return id === undefined ? [] : [users.get(id) ?? id];
          })
        : [];
      const title =
        kind === "dm"
          ? members.join(", ") || folder
          : kind === "group_dm"
            ? members.join(", ") || folder
            : `#${folder}`;
      folders.set(folder, { kind, title });
    }
  }
  // Day by day across all conversations (then by folder), so messages come out in time order.
  const dayKey = (name: string) => {
    const m = DAY_FILE.exec(name) as RegExpExecArray;
    return `${m[2]} ${m[1]}`;
  };
  const days = entries
    .filter((e) => DAY_FILE.test(e.name))
    .map((e) => ({ entry: e, key: dayKey(e.name) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((d) => d.entry);
  for (const { name, data } of readZipEntries(bytes, days)) {
    const folder = (DAY_FILE.exec(name) as RegExpExecArray)[1] as string;
    const info = folders.get(folder) ?? { kind: "channel", title: `#${folder}` };
    let list: unknown;
    try {
      list = readJson(data);
    } catch {
      out.skip(name, "day file is not JSON");
      continue;
    }
    if (!Array.isArray(list)) continue;
    for (const m of list) if (isObject(m)) yield* slackMessage(m, folder, info, { users, bots }, out);
  }
}

function* slackMessage(
  m: JsonObject,
  folder: string,
  info: { kind: string; title: string },
  { users, bots }: { users: Map<string, string>; bots: Set<string> },
  out: Collector,
): Generator<ChatExportMessage> {
  const ts = str(m.ts) ?? "";
  const itemId = `${folder}/${ts}`;
  const subtype = str(m.subtype);
  if (m.type !== "message" || (subtype !== undefined && !KEPT_SUBTYPES.has(subtype))) {
    out.skip(itemId, `system event (${subtype ?? str(m.type) ?? "unknown"})`);
    return;
  }
  const profile = isObject(m.user_profile) ? m.user_profile : {};
  const userId = str(m.user);
  const sender =
    (userId ? users.get(userId) : undefined) ||
    str(profile.display_name) ||
    str(profile.real_name) ||
    str(m.username) ||
    (isObject(m.bot_profile) ? str(m.bot_profile.name) : undefined) ||
    userId ||
    "unknown";
  // BOT_IS_NO_PERSON: an integration's post, a bot user's (users.json `is_bot`) or Slackbot's.
  const bot =
    subtype === "bot_message" || str(m.bot_id) !== undefined || (userId !== undefined && bots.has(userId));
  let text = slackText(str(m.text) ?? "", users);
  const files = Array.isArray(m.files) ? m.files : [];
  if (!text.trim()) {
    if (files.length > 0 && out.options.media === "placeholder") text = "[file]";
    else {
      const why =
        files.length > 0
          ? "media without text"
          : subtype === "bot_message"
            ? "bot message without text"
            : "empty message";
      out.skip(itemId, why);
      return;
    }
  }
  const timestamp = isoOf(Number(ts) * 1000);
  if (!timestamp) {
    out.skip(itemId, "no timestamp");
    return;
  }
  const thread = str(m.thread_ts);
  yield out.seen({
    message_id: `slack-${folder}-${ts}`,
    timestamp,
    role: sender,
    content: text,
    metadata: {
      conversation_id: `slack:${folder}`,
      conversation_title: info.title,
      channel: info.kind === "channel" || info.kind === "private_channel" ? folder : info.title,
      channel_type: info.kind,
      ...(thread ? { thread_id: thread } : {}),
      ...(files.length > 0 ? { media: "file" } : {}),
      ...(bot ? { bot: "true" } : {}),
    },
  });
}

/** Slack's markup: `<@U1>` → `@name`, `<#C1|general>` → `#general`, `<url|label>` → label, entities. */
export function slackText(text: string, users: Map<string, string>): string {
  return text
    .replace(
      /<@([UW][A-Z0-9]+)(?:\|([^>]+))?>/g,
      (_, id: string, label?: string) => `@${users.get(id) ?? label ?? id}`,
    )
    .replace(/<#[A-Z0-9]+\|([^>]+)>/g, "#$1")
    .replace(/<!(here|channel|everyone)(?:\|[^>]*)?>/g, "@$1")
    .replace(/<((?:https?|mailto):[^|>]+)\|([^>]+)>/g, "$2")
    .replace(/<((?:https?|mailto):[^>]+)>/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
