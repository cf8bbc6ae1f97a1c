import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The dev-set file format (one conversation per file); see eval/README.md. */
export const KINDS = ["single", "multi", "when", "preference"] as const;
export type Kind = (typeof KINDS)[number];
export const HALVES = ["tuning", "heldout"] as const;
export type Half = (typeof HALVES)[number];

export interface Message {
  message_id: string;
  timestamp: string;
  role: string;
  content: string;
}

export interface Question {
  id: string;
  kind: Kind;
  question: string;
  answer: string;
  evidence: string[];
}

export interface Conversation {
  id: string;
  description: string;
  platform: string;
  user_name: string;
  other_name: string;
  messages: Message[];
  questions: Question[];
  /** Optional: message_ids that carry no fact (greetings, reactions, questions, small talk). */
  no_fact?: string[];
  /** Optional: the conversation's language, an ISO 639-1 code ("ja", "zh"); absent means English. */
  language?: string;
}

/** Languages reported together as the CJK group (issue 28: recall@10 >= 1.2 x BM25 in each half). */
export const CJK_LANGUAGES = new Set(["ja", "zh", "ko"]);

export interface LoadedConversation extends Conversation {
  half: Half;
  file: string;
}

/** The platforms the chat import accepts (apps/api chat-schemas CHAT_PLATFORMS). */
export const PLATFORMS = new Set(["chatgpt", "claude", "telegram", "whatsapp", "slack", "discord"]);

/** Problems of one conversation file, each naming what to fix; empty when the file is usable. */
export function checkConversation(c: Conversation, file: string): string[] {
  const problems: string[] = [];
  const say = (message: string) => problems.push(`${file}: ${message}`);
  if (typeof c.id !== "string" || !c.id) say("`id` is missing");
  if (!PLATFORMS.has(c.platform)) say(`platform "${c.platform}" is not one of ${[...PLATFORMS].join(", ")}`);
  if (!c.user_name) say("`user_name` is missing");
  if (c.language !== undefined && !/^[a-z]{2}$/.test(c.language))
    say(`language "${c.language}" is not a lower-case ISO 639-1 code such as "ja" or "zh"`);
  if (!Array.isArray(c.messages) || c.messages.length === 0) say("`messages` is empty");
  if (!Array.isArray(c.questions) || c.questions.length === 0) say("`questions` is empty");
  if (problems.length > 0) return problems;
  const ids = new Set<string>();
  for (const m of c.messages) {
    if (!m.message_id) say(`a message has no message_id (content "${String(m.content).slice(0, 40)}")`);
    else if (ids.has(m.message_id)) say(`message_id ${m.message_id} appears twice`);
    ids.add(m.message_id);
    if (Number.isNaN(Date.parse(m.timestamp)))
      say(`${m.message_id}: timestamp "${m.timestamp}" is not ISO 8601`);
    if (typeof m.content !== "string" || !m.content.trim()) say(`${m.message_id}: content is empty`);
    if (m.role !== c.user_name && m.role !== c.other_name) {
      say(`${m.message_id}: role "${m.role}" is neither user_name nor other_name`);
    }
  }
  const questionIds = new Set<string>();
  for (const q of c.questions) {
    if (questionIds.has(q.id)) say(`question id ${q.id} appears twice`);
    questionIds.add(q.id);
    if (!(KINDS as readonly string[]).includes(q.kind))
      say(`${q.id}: kind "${q.kind}" is not one of ${KINDS}`);
    if (!q.question?.trim()) say(`${q.id}: question is empty`);
    if (!Array.isArray(q.evidence) || q.evidence.length === 0) say(`${q.id}: evidence is empty`);
    for (const e of q.evidence ?? [])
      if (!ids.has(e)) say(`${q.id}: evidence ${e} is not a message_id of the file`);
  }
  for (const id of c.no_fact ?? []) if (!ids.has(id)) say(`no_fact ${id} is not a message_id of the file`);
  return problems;
}

/** The conversations of one half (`eval/data/<half>/*.json`), sorted by id; [] when the folder is absent. */
export function loadHalf(dataDir: string, half: Half): LoadedConversation[] {
  const dir = join(dataDir, half);
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const out: LoadedConversation[] = [];
  const problems: string[] = [];
  for (const name of files) {
    const file = join(half, name);
    let parsed: Conversation;
    try {
      parsed = JSON.parse(readFileSync(join(dir, name), "utf8")) as Conversation;
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    problems.push(...checkConversation(parsed, file));
    out.push({ ...parsed, half, file });
  }
  if (problems.length > 0) {
    throw new Error(`the dev set has problems, fix them first:\n  ${problems.slice(0, 30).join("\n  ")}`);
  }
  return out;
}
