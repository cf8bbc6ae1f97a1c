import type { Category, ExtractedFact, ExtractionInput } from "../types.ts";
import type { AboutPerson } from "./about-person.ts";
import { conversationOf } from "./conversation.ts";
import { ConversationReader } from "./read-conversation.ts";

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
  /** Absent, the rules decide alone; present, a fact it rejects is kept as an episode. */
  aboutPerson?: AboutPerson,
): ExtractedFact[] {
  const reader = new ConversationReader(conversationOf(input), guess, aboutPerson);
  input.messages.forEach((message, index) => {
    reader.read(message, index);
  });
  return reader.facts();
}
