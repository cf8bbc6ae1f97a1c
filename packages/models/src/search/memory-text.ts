import type { MemoryRow } from "@memory/db";
import { slotTopics } from "../local/slots.ts";
import { kinRelations } from "../text/kin.ts";
import { contentWords, isStopWord } from "../text/tokenize.ts";
import { cachedStem } from "./word-match.ts";

/** A metadata value as a lower-case name, or undefined when it is not a non-empty string. */
export function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : undefined;
}

/** A metadata value as a list of lower-case strings (anything else left out). */
export function list(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string").map((v) => v.toLowerCase())
    : [];
}

/** "Lucía: …": a remark and its speaker. */
const REMARK = /^([^:]{1,60}):\s+(.*)$/su;
/** A remark said to the other person: "you always said …", or, as stored since, "Tomás always said …". */
const SAID_TO_YOU = /^(?:you|you're|you've|you'll|you'd|your|u|ur)\b/iu;

/**
 * Who a memory is about: its subject, else the chat import's user, else nobody known (the user).
 * A remark said to the other person of a two-person chat ("Lucía: Tomás always said Tomás would
 * never leave Madrid", from "you always said you'd never …") is about them.
 */
function aboutOf(row: MemoryRow): string | undefined {
  const speaker = text(row.metadata.subject) ?? text(row.metadata.user_participant);
  if (!speaker) return undefined;
  const remark = REMARK.exec(row.content);
  const saidBy = remark?.[1]?.trim().toLowerCase();
  const others = list(row.metadata.conversation_participants).filter((p) => p !== speaker);
  const other = others.length === 1 ? others[0] : undefined;
  if (saidBy !== speaker || !other || !remark) return speaker;
  const rest = (remark[2] ?? "").toLowerCase();
  return SAID_TO_YOU.test(rest) || rest.startsWith(`${other} `) || rest.startsWith(`${other}'s `)
    ? other
    : speaker;
}

/**
 * Everyone a memory is about: a conversation digest is about each of its participants (the user's
 * friend as much as the user); any other memory about the one person `aboutOf` names.
 */
export function aboutAll(row: MemoryRow, about: string | undefined): string[] {
  if (row.metadata.kind === "conversation") return list(row.metadata.conversation_participants);
  return about ? [about] : [];
}

/** The words of a stored search context (lower-case content words joined by spaces). */
function contextWords(searchContext: string): string[] {
  return searchContext.split(" ").filter((w) => w.length > 0 && !isStopWord(w));
}

/** What ranking reads of a memory's text: its words, their stems, and its search context's stems. */
export interface AnalysedText {
  words: ReadonlySet<string>;
  /** The attributes its text is about (`slotTopics`). */
  topics: readonly string[];
  stems: ReadonlySet<string>;
  context: ReadonlySet<string>;
  /** The family relations its words name ("baba" → father, `kinRelations`). */
  kin: ReadonlySet<string>;
  /**
   * Its content words, the length LENGTH_CALIBRATED_MEANING reads; undefined for a text in Chinese
   * or Japanese script, whose vector is made of hashed features without a length bias.
   */
  length: number | undefined;
}

/** Han, kana and hangul: scripts the word vectors do not cover. */
const HASHED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A memory as ranking reads it: its analysed text and who it is about. */
export type AnalysedMemory = AnalysedText & { about: string | undefined };

/**
 * `AnalysedText` of recently ranked memories, by their text and search context: searches meet the
 * same memories again and again, and tokenizing them was a fifth of the ranking's time.
 */
const analysedTexts = new Map<string, AnalysedText>();
export function analysed(row: MemoryRow): AnalysedMemory {
  const key = `${row.content}\u0000${row.searchContext}`;
  let out = analysedTexts.get(key);
  if (!out) {
    const words = contentWords(row.content);
    const distinct = new Set(words);
    out = {
      words: distinct,
      topics: slotTopics(row.content),
      stems: new Set(words.map(cachedStem)),
      // Stored as content words joined by spaces (`searchContexts`): no need to tokenize it again.
      context: new Set(contextWords(row.searchContext).map(cachedStem)),
      kin: new Set(words.flatMap(kinRelations)),
      length: HASHED_SCRIPT.test(row.content) ? undefined : distinct.size,
    };
    // Bounded: about 2.6 KB each (13 MB in all), the memories of recent searches.
    if (analysedTexts.size > 5_000) analysedTexts.clear();
    analysedTexts.set(key, out);
  }
  return { ...out, about: aboutOf(row) };
}
