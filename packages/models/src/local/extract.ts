import type { Category, ExtractedFact, ExtractionInput } from "../types.ts";
import { conversationOf } from "./conversation.ts";
import { ConversationReader } from "./read-conversation.ts";

/** A run of more whitespace than a layout needs (a padded table, a runaway paste). */
const LONG_WHITESPACE = /\s{9,}/gu;

/**
 * BOUNDED_WHITESPACE: a run of whitespace as at most two line breaks and the eight spaces after
 * them (an indent), else eight spaces. Many rules open on "\s+" or "\s*", and each was tried at
 * every space of a run and read it to its end: 100 kB of a table padded with 2,000 spaces a column
 * took 7 s. The words and the line and paragraph breaks stay.
 */
function withBoundedWhitespace(content: string): string {
  return content.replace(LONG_WHITESPACE, (run) => {
    const breaks = run.match(/\n/g)?.length ?? 0;
    const indent = run.slice(run.lastIndexOf("\n") + 1).slice(0, 8);
    return breaks === 0 ? indent : `${"\n".repeat(Math.min(breaks, 2))}${indent}`;
  });
}

const DATE = String.raw`\d{1,4}[./-]\d{1,2}[./-]\d{1,4}`;
const TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?`;
/**
 * PASTED_CHAT_LINE: the line head a chat app writes when one copies its messages: Telegram
 * Desktop "[3/10/2026 12:55 AM] Sam: …", WhatsApp "[12:55, 10/03/2026] Sam: …" and its iOS
 * export "[10/03/2026, 12:55:01] Sam: …". From its bracket to the end of its line is someone's
 * message pasted, never the speaker's statement: it is read as a paragraph break (with the colon
 * and the quotation mark that introduced it).
 */
const PASTED_CHAT_LINE = new RegExp(
  String.raw`(?::[ \t]?)?["“«]?\[(?:${DATE},?\s${TIME}|${TIME},?\s${DATE})\]\s[^\n:\]]{1,60}:[^\n]*`,
  "gu",
);

/**
 * Deterministic extraction: first-person statements, one fact per clause, in the speaker's own
 * words and language, with relative dates made absolute. The user's statements stay in the first
 * person ("I live in Berlin."); another named participant's are rewritten to name them ("Melanie
 * lives in Berlin.") and carry `subject`. Questions, requests, greetings, reactions, vocatives,
 * fragments, code, logs and secrets are skipped; assistant messages never give facts. In a chat
 * with an AI assistant, only lasting statements about the person count (not the task at hand).
 * Repeated statements collapse into one fact that lists every message they came from.
 */
export function extractFacts(
  input: ExtractionInput,
  /** The category of a fact no cue word names (the local provider's word-vector guess). */
  guess?: (text: string) => Category | undefined,
): ExtractedFact[] {
  const bounded = {
    ...input,
    messages: input.messages.map((m) => ({
      ...m,
      content: withBoundedWhitespace(m.content).replace(PASTED_CHAT_LINE, "\n\n"),
    })),
  };
  const reader = new ConversationReader(conversationOf(bounded), guess);
  bounded.messages.forEach((message, index) => {
    reader.read(message, index);
  });
  return reader.facts();
}
