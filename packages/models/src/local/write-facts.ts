import { TRAILING } from "../text/regex.ts";
import type { Category, ExtractedFact } from "../types.ts";
import { languageWithoutRules } from "./any-language.ts";
import { classifyFact } from "./classify.ts";
import type { Conversation } from "./conversation.ts";
import { type DateAnchors, localDay, type Reference } from "./date-anchors.ts";
import { type ResolvedDate, resolveDates } from "./dates.ts";
import { lowerFirst } from "./elaboration.ts";
import { findLocation, findParticipants } from "./entities.ts";
import type { Language } from "./language.ts";
import { toNamedAddressee } from "./second-person.ts";
import { tidy } from "./sentences.ts";
import { toThirdPerson } from "./third-person.ts";

/** Who asked the question a remark answers, what, and when. */
export interface Asked {
  who: string;
  question: string;
  at: Reference;
}

/** What `add` made: enough to make it again with more words. */
export interface Added {
  key: string;
  statement: string;
  subject: string | undefined;
  language: Language;
  at: Reference;
  speaker?: string;
  asked?: Asked;
}

/** The slot of another person's single-valued attribute: "person:melanie:residence". */
export function personSlot(subject: string, slot: string): string {
  return `person:${subject.trim().toLowerCase().replace(/\s+/g, "_")}:${slot}`;
}

function dedupeKey(content: string): string {
  return content
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The question as it was asked, with its relative dates made absolute ("no game tonight?"). */
function askedWithDates(question: string, language: Language, at: Reference): string {
  const { text, dates } = resolveDates(question, language, at.date, at.offset);
  if (dates.length === 0) return question;
  const first = question.charAt(0);
  return first === first.toLowerCase() ? first + text.slice(1) : text;
}

/** A memory as it is written: its text, and whom "you" named in it. */
interface Written {
  content: string;
  to: string | undefined;
}

/**
 * The memories of one conversation, written as they are read: dates made absolute, another
 * participant named, the same statement said twice one memory citing both messages.
 */
export class FactWriter {
  readonly facts = new Map<string, ExtractedFact>();
  /** What `add` made last for the message being read (its speaker's next message may complete it). */
  created: Added | undefined;
  readonly #conversation: Conversation;
  readonly #anchors: DateAnchors;
  readonly #guess: ((text: string) => Category | undefined) | undefined;

  constructor(
    conversation: Conversation,
    anchors: DateAnchors,
    guess: ((text: string) => Category | undefined) | undefined,
  ) {
    this.#conversation = conversation;
    this.#anchors = anchors;
    this.#guess = guess;
  }

  /** A statement as a memory (or one more message cited by the same memory). */
  add(
    statement: string,
    indices: number[],
    subject: string | undefined,
    language: Language,
    at: Reference,
    speaker?: string,
    asked?: Asked,
  ): void {
    const resolved = resolveDates(statement, language, at.date, at.offset, this.#anchors.for(at));
    const said = tidy(resolved.text);
    const named = this.#written(resolved.text, subject, language, speaker, asked);
    const participants = [
      ...new Set([...findParticipants(named.content), ...(named.to ? [named.to] : [])]),
    ].filter((p) => p !== subject && p !== speaker);
    const location = findLocation(named.content, language, [...participants, ...this.#conversation.names]);
    // Categories and slots read the statement as its speaker said it ("I live in …").
    const classification = classifyFact(said, language, {
      dates: resolved.dates,
      participants,
      hasLocation: location !== undefined,
      ...(this.#guess ? { guess: this.#guess } : {}),
    });
    const key = `${subject ?? ""}|${dedupeKey(named.content)}`;
    const seen = this.facts.get(key);
    if (seen) {
      for (const i of indices) if (!seen.messageIndices.includes(i)) seen.messageIndices.push(i);
      return;
    }
    this.created = { key, statement, subject, language, at, speaker, asked };
    const fact: ExtractedFact = {
      content: named.content,
      ...classification,
      messageIndices: indices,
      language,
    };
    this.facts.set(
      key,
      withWhoAndWhen(fact, { subject, speaker, participants, location, dates: resolved.dates }),
    );
  }

  /** The text of a memory: a remark in its speaker's name, another participant's fact in the third person. */
  #written(
    text: string,
    subject: string | undefined,
    language: Language,
    speaker?: string,
    asked?: Asked,
  ): Written {
    const { betweenPeople, names, input } = this.#conversation;
    // The question's dates are its own: "(asked by …)" must not make the answer past tense.
    const question = asked
      ? ` (asked by ${asked.who}: "${askedWithDates(asked.question, language, asked.at)}")`
      : "";
    // In a chat between two named people, "you" is the other one ("you proposed" → "Marcus proposed");
    // in a group or a channel it is its members, however few of them spoke.
    const by = speaker ?? subject ?? input.userName?.trim();
    const to =
      betweenPeople && names.length === 2 && !input.group && by ? names.find((n) => n !== by) : undefined;
    const named = to && language === "en" ? toNamedAddressee(text, to) : text;
    const content = speaker
      ? tidy(`${speaker}: ${named}${question}`)
      : subject
        ? tidy(toThirdPerson(tidy(named), subject, language))
        : tidy(named);
    return { content, to: named !== text ? to : undefined };
  }

  /** "they offered me a transfer there" + "to pilsen" (the next message): one memory of both. */
  complete(open: Added, pieces: readonly string[], index: number): Added | undefined {
    const fact = this.facts.get(open.key);
    if (!fact) return undefined;
    this.facts.delete(open.key);
    this.created = undefined;
    // "I won't miss the rents" + "Or the 46A bus." → "I won't miss the rents, or the 46A bus".
    const statement = [open.statement, ...pieces.map((p) => lowerFirst(p.trim()))]
      .map((p) => p.replace(TRAILING, ""))
      .join(", ");
    const indices = [...fact.messageIndices, index];
    this.add(statement, indices, open.subject, open.language, open.at, open.speaker, open.asked);
    return this.created;
  }

  /**
   * A sentence of a language without rules, as said: an episode of the day it was said, in its
   * speaker's name when another participant said it ("Ken: 来月大阪に引っ越します。").
   */
  addAsSaid(
    said: string,
    index: number,
    subject: string | undefined,
    at: Reference,
    language: Language = "en",
  ): void {
    this.add(said, [index], subject, language, at, subject);
    const fact = this.created ? this.facts.get(this.created.key) : undefined;
    if (!fact) return;
    fact.language = languageWithoutRules(said) ?? fact.language;
    fact.memoryType = "episodic";
    fact.kind = "said";
    fact.eventDate ??= localDay(at);
    // The English cues found no attribute in it: it replaces nothing ("I live in …" rules only).
    delete fact.slot;
  }
}

/** Whom a fact is about, who said it, who and where it names, and the date of its event. */
interface Who {
  subject: string | undefined;
  speaker: string | undefined;
  participants: string[];
  location: string | undefined;
  dates: ResolvedDate[];
}

function withWhoAndWhen(fact: ExtractedFact, who: Who): ExtractedFact {
  // A remark is an episode, and no single-valued attribute: it never supersedes anything.
  if (who.speaker) {
    fact.kind = "remark";
    delete fact.slot;
  }
  if (who.subject) {
    fact.subject = who.subject;
    if (fact.slot) fact.slot = personSlot(who.subject, fact.slot);
  }
  if (who.participants.length > 0) fact.participants = who.participants;
  if (who.location) fact.location = who.location;
  // An event keeps its date, also a lasting fact that names one ("born on 2026-01-13").
  const eventDate = who.dates[0]?.iso;
  if (eventDate) fact.eventDate = eventDate;
  return fact;
}
