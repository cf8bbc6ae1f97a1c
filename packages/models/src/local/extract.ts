import type { ExtractedFact, ExtractionInput } from "../types.ts";
import { classifyFact } from "./classify.ts";
import { resolveDates, timestampOffsetMinutes } from "./dates.ts";
import { findLocation, findParticipants } from "./entities.ts";
import { detectLanguage } from "./language.ts";
import { containsSecret } from "./secrets.ts";
import {
  isFirstPerson,
  isStatement,
  splitClauses,
  splitSentences,
  stripLeadingFiller,
  tidy,
} from "./sentences.ts";

function referenceOf(timestamp: string | undefined): { date: Date; offset: number } {
  const parsed = timestamp ? new Date(timestamp) : new Date();
  if (Number.isNaN(parsed.getTime())) return { date: new Date(), offset: 0 };
  return { date: parsed, offset: timestamp ? timestampOffsetMinutes(timestamp) : 0 };
}

function dedupeKey(content: string): string {
  return content
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Deterministic extraction: the user's first-person statements, one fact per clause, in the
 * user's own words and language, with relative dates made absolute. Questions, requests,
 * greetings, filler and anything that looks like a secret are skipped; assistant messages are
 * ignored (they rarely state facts about the user that the user did not state). Repeated
 * statements collapse into one fact that lists every message they came from.
 */
export function extractFacts(input: ExtractionInput): ExtractedFact[] {
  const reference = referenceOf(input.timestamp);
  const userText = input.messages
    .filter((m) => m.role === "user")
    .map((m) => m.content)
    .join("\n");
  const conversationLanguage = detectLanguage(userText);
  const facts = new Map<string, ExtractedFact>();

  input.messages.forEach((message, index) => {
    if (message.role !== "user") return;
    const language = detectLanguage(message.content, conversationLanguage);
    for (const sentence of splitSentences(message.content, language)) {
      if (containsSecret(sentence)) continue;
      for (const clause of splitClauses(stripLeadingFiller(sentence), language)) {
        const statement = stripLeadingFiller(clause);
        if (!isStatement(statement) || !isFirstPerson(statement, language)) continue;
        const resolved = resolveDates(statement, language, reference.date, reference.offset);
        const content = tidy(resolved.text);
        const participants = findParticipants(content);
        const location = findLocation(content, language, participants);
        const classification = classifyFact(content, language, {
          dates: resolved.dates,
          participants,
          hasLocation: location !== undefined,
        });
        const key = dedupeKey(content);
        const seen = facts.get(key);
        if (seen) {
          if (!seen.messageIndices.includes(index)) seen.messageIndices.push(index);
          continue;
        }
        const fact: ExtractedFact = { content, ...classification, messageIndices: [index], language };
        if (participants.length > 0) fact.participants = participants;
        if (location) fact.location = location;
        const eventDate = resolved.dates[0]?.iso;
        if (eventDate && classification.memoryType === "episodic") fact.eventDate = eventDate;
        facts.set(key, fact);
      }
    }
  });
  return [...facts.values()];
}
