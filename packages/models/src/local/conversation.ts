import type { ExtractionInput } from "../types.ts";
import { asksMoreThanTells } from "./any-language.ts";
import { type Reference, referenceOf } from "./date-anchors.ts";
import { isAssistantRequest, isRolePlayPrompt, isTextAskedFor, looksLikeCode, ownWords } from "./junk.ts";
import { detectLanguage, type Language } from "./language.ts";

export type Message = ExtractionInput["messages"][number];

/** What the whole conversation says about how to read each of its messages. */
export interface Conversation {
  input: ExtractionInput;
  /** The time relative dates are read against when a message has none of its own. */
  reference: Reference;
  /** The language of everything the speakers said. */
  language: Language;
  /** A task session with an AI assistant: only lasting statements about the person count. */
  withAssistant: boolean;
  /** Someone talks to an AI assistant (whether or not the session reads as a task). */
  toAnAssistant: boolean;
  /** A task session with an AI assistant, read for a language without rules: the person mostly asks. */
  askingAssistant: boolean;
  /** The user's name and the named participants. */
  names: string[];
  /** Named participants (or a known user name): a chat between people, where remarks count too. */
  betweenPeople: boolean;
}

const NOT_A_SPEAKER = new Set(["assistant", "system", "tool", "function"]);

/** The person a message's facts are about: undefined for the user, the name for another participant, null for none. */
export function subjectOfRole(role: string): string | undefined | null {
  const key = role.trim().toLowerCase();
  if (key === "user") return undefined;
  if (NOT_A_SPEAKER.has(key) || key === "") return null;
  return role.trim();
}

/** How to read the messages of `input`. */
export function conversationOf(input: ExtractionInput): Conversation {
  const reference = referenceOf(input.timestamp);
  const speakerText = input.messages
    .filter((m) => subjectOfRole(m.role) !== null && !m.contextOnly)
    .map((m) => m.content)
    .join("\n");
  const language = detectLanguage(speakerText);
  const withAssistant = taskConversation(input.messages);
  const toAnAssistant = input.messages.some((m) => m.role.trim().toLowerCase() === "assistant");
  const askingAssistant =
    withAssistant ||
    (toAnAssistant &&
      asksMoreThanTells(
        input.messages
          .filter((m) => subjectOfRole(m.role) === undefined && !m.contextOnly)
          .map((m) => m.content),
      ));
  const names = [
    ...new Set(
      [
        input.userName,
        ...input.messages.map((m) => subjectOfRole(m.role)).filter((s): s is string => typeof s === "string"),
      ].filter((n): n is string => Boolean(n?.trim())),
    ),
  ];
  const betweenPeople = !withAssistant && names.length > 0;
  return { input, reference, language, withAssistant, toAnAssistant, askingAssistant, names, betweenPeople };
}

/** Messages of one turn: the same speaker, no one in between, at most this far apart. */
const TURN_PAUSE_MS = 10 * 60_000;

export function sameTurn(previous: Message | undefined, message: Message): boolean {
  if (!previous || previous.role.trim().toLowerCase() !== message.role.trim().toLowerCase()) return false;
  const gap = Date.parse(message.timestamp ?? "") - Date.parse(previous.timestamp ?? "");
  return Number.isNaN(gap) || gap <= TURN_PAUSE_MS;
}

/** "Please summarize …", "Can you explain …": the request after its polite opening. */
const POLITE =
  /^(?:(?:please|pls|can you|could you|would you|will you|kun je|kunt u|peux-tu|pouvez-vous|kannst du|puedes)[\s,]+)+/iu;

/**
 * A working session with an AI assistant (technical help, writing, code): the assistant answers at
 * length, or the user pastes code, gives instructions or casts the assistant in a role for a game
 * (ROLE_PLAY_PROMPT, whose answers may be one word). There, only lasting statements about the
 * person become facts, not the narration of the task.
 */
function taskConversation(messages: readonly Message[]): boolean {
  const assistant = messages.filter((m) => m.role.trim().toLowerCase() === "assistant");
  if (assistant.length === 0) return false;
  const chars = assistant.reduce((n, m) => n + m.content.length, 0);
  if (chars / assistant.length > 600 || assistant.some((m) => m.content.includes("```"))) return true;
  return messages.some(
    (m, i) =>
      m.role === "user" &&
      (ownWords(m.content) !== m.content.trim() ||
        isTextAskedFor(messages[i - 1], m.content) ||
        isRolePlayPrompt(m.content) ||
        m.content
          .split(/\n+|(?<=[.!?])\s+/)
          .some((s) => looksLikeCode(s) || isAssistantRequest(s.trim().replace(POLITE, "")))),
  );
}
