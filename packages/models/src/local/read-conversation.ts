import { PICTOGRAPHS } from "../text/regex.ts";
import { contentWords } from "../text/tokenize.ts";
import type { Category, ExtractedFact } from "../types.ts";
import { datesLanguageOf, episodeSentences, hasLanguageRules } from "./any-language.ts";
import { REMINDER_VERBS, withoutAsidesToTheAssistant, withoutFramesToTheAssistant } from "./asides.ts";
import { standardSpelling } from "./chat-spelling.ts";
import { isTalkAboutTheChat, ownsAnOrganisation } from "./chat-talk.ts";
import { type Conversation, type Message, sameTurn, subjectOfRole } from "./conversation.ts";
import { DateAnchors, type Reference, referenceOf } from "./date-anchors.ts";
import { type DateAnchor, resolveDates } from "./dates.ts";
import { withElaborations } from "./elaboration.ts";
import {
  type GameCast,
  gameCastOf,
  isAssistantRequest,
  isBotCommand,
  isFragment,
  isGeneric,
  isImperativeWithMe,
  isMoveOfTheGame,
  isPersonalStatement,
  isReaction,
  isSmallTalk,
  isTaskTalk,
  isTextAskedFor,
  isVague,
  looksLikeCode,
  ownWords,
  pointsBack,
  startsWithIdentity,
} from "./junk.ts";
import { declarativeBeforeRequest } from "./juxtaposition.ts";
import { detectLanguage, type Language } from "./language.ts";
import { withoutMarkup } from "./markup.ts";
import { isOfTheMoment, isWhereOneIsForAMoment } from "./moment.ts";
import { newsToTell } from "./news-to-tell.ts";
import { mentionsOwnLife } from "./own-life.ts";
import { presupposedPossession } from "./possession.ts";
import { leadsWithPronoun, recentContext, resolvePronoun } from "./pronouns.ts";
import { lastQuestion, stripInterjections } from "./questions.ts";
import { reasonLead } from "./reason-lead.ts";
import { isAppraisal, isFollowUp, joinedRemarks, remarkSaysEnough } from "./remarks.ts";
import { roleLead } from "./role-lead.ts";
import { containsSecret } from "./secrets.ts";
import {
  isFirstPerson,
  isFirstPersonOnlyInASubordinate,
  isStatement,
  splitClauses,
  splitSentences,
  stripLeadingFiller,
  withDroppedSubject,
  withoutSpeakerComments,
} from "./sentences.ts";
import { withoutVocatives } from "./vocatives.ts";
import { type Added, FactWriter } from "./write-facts.ts";

/** Remarks of a message that said too little alone ("lena doesn't want to go"), and where. */
interface Unsaid {
  remarks: string[];
  index: number;
}

/** A message that casts no one in a game (every message of a chat that is no working session). */
const NO_GAME: GameCast = { assistant: false, both: false };

/** One message being read: who said it, when, in which language, and the remarks it gave so far. */
interface MessageReading {
  message: Message;
  /** Whom the message casts in a game (ROLE_PLAY_PROMPT, ROLE_PLAY_TOGETHER), read once. */
  cast: GameCast;
  index: number;
  subject: string | undefined;
  language: Language;
  at: Reference;
  /** The content of the message before ("" for the first). */
  previous: string;
  /** The remarks of the speaker's message before, in the same turn, that said too little alone. */
  before: Unsaid | undefined;
  /** "lena doesn't want to go" + "she loves her job at the children's hospital": one remark. */
  remarks: string[];
  /** Remarks that need the question they answer to mean anything ("we love it"). */
  vague: Set<string>;
  /** The sentences of this message read so far. */
  earlier: string[];
  /** The date anchor when the first remark was made: the remarks' dates are read from it. */
  remarkAnchor: DateAnchor | undefined;
  /** A leading "she"/"he" named by the one person the context names. */
  resolved: (statement: string) => string;
}

/**
 * "(Also) mention that I …", "add that I …": a request whose object is a fact about the person; and
 * REMINDER_WITH_FACT: "Remember, I'm new to Python", "keep in mind that I use a Mac": a reminder
 * whose object is one (the verbs of remembering take a that-clause, its "that" may be left out).
 */
const REQUEST_WITH_FACT = new RegExp(
  String.raw`^\(?(?:(?:also|please|and|pls|can you|could you|but)[\s,]+)*(?:(?:mention|say|add|include|note|state|write|tell (?:them|him|her|the \p{L}+)) that|${REMINDER_VERBS}(?:,? that|,|\s*[-–—:]|))\s+(?=(?:i|i'm|i've|my)\b)`,
  "iu",
);

/**
 * PRESUPPOSED_FACT: "What could explain the fact that I sleep better after a run?", "Given that I
 * live in Quebec, which bank …?": a factive complement (Kiparsky & Kiparsky 1970, "Fact") in the
 * first person, which the question or request takes for granted: a statement about the person,
 * up to the clause's end.
 */
const PRESUPPOSED_FACT =
  /\b(?:the fact that|given (?:the fact )?that|considering (?:the fact )?that|despite the fact that)\s+((?:i|i'm|i've|my)\b[^,;?!.]*)/iu;

/** The first-person clause a question or request presupposes, as a statement ("I live in Quebec."), or undefined. */
function presupposedFact(sentence: string): string | undefined {
  const clause = PRESUPPOSED_FACT.exec(sentence.replace(/[’`]/g, "'"))?.[1]?.trim();
  return clause ? `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.` : undefined;
}

/**
 * OWN_LIFE_FIRST: a sentence whose first clause is a statement about the person's life ("I have
 * $3,000 in credit card debt and I want to pay it off"): conjoined clauses are assertions of their
 * own, so the task talk after it drops only its own clauses, as after IDENTITY_FIRST.
 */
function opensWithOwnLife(sentence: string, language: Language): boolean {
  const first = splitClauses(sentence, language)[0] ?? "";
  return isPersonalStatement(first) && !isTaskTalk(first);
}

function factsOfRequest(sentence: string): string {
  const m = REQUEST_WITH_FACT.exec(sentence.replace(/[’`]/g, "'"));
  if (!m) return sentence;
  const rest = sentence.slice(m[0].length).replace(/,?\s+and that\s+(?=(?:i|i'm|i've|my)\b)/giu, " and ");
  // "(remember I'm new to Python)": the aside's closing parenthesis goes with its opening one.
  return m[0].startsWith("(") ? rest.replace(/\)\s*([.!?]*)\s*$/u, "$1") : rest;
}

/**
 * PREFACE: a noun phrase that announces what follows ("Quick question about my garden.", "Petite
 * question sur mon chat :"): a question, some help or a problem, and what it is about.
 */
const PREFACE =
  /^(?:(?:a|one|quick|small|little|short|simple|petite?|une?|rapide|courte)\s+)*(?:question|query|help|problem|issue|doubt|demande|aide|souci|problème)s?(?:\s+(?:about|on|regarding|with|for|sur|concernant|pour|avec|à propos de)\b[^.!?:]*)?\s*[.:!?]*$/iu;

/** Fronted grounds read from one sentence; prose fronts one or two. */
const MAX_REASONS = 8;

/**
 * Reads the messages of one conversation in order, each in small steps: the turn it belongs to,
 * its sentences, their clauses, and the remarks they leave. Its state between messages is explicit:
 * the date anchors, the memory the speaker's turn left open, and the remarks it left unsaid.
 */
export class ConversationReader {
  readonly #conversation: Conversation;
  readonly #anchors = new DateAnchors();
  readonly #writer: FactWriter;
  /** What the speaker's last message gave: it stays open to completion while their turn goes on. */
  #open: Added | undefined;
  /** Remarks of the message before that said too little alone. */
  #unsaid: Unsaid | undefined;

  constructor(conversation: Conversation, guess: ((text: string) => Category | undefined) | undefined) {
    this.#conversation = conversation;
    this.#writer = new FactWriter(conversation, this.#anchors, guess);
  }

  facts(): ExtractedFact[] {
    return [...this.#writer.facts.values()];
  }

  read(message: Message, index: number): void {
    const { input, reference, language } = this.#conversation;
    this.#anchors.startMessage(
      index > 0 ? input.messages[index - 1] : undefined,
      reference,
      language === "en",
    );
    const subject = subjectOfRole(message.role);
    const sameSpeaker = sameTurn(input.messages[index - 1], message);
    const continuing = sameSpeaker ? this.#open : undefined;
    const before = sameSpeaker ? this.#unsaid : undefined;
    this.#open = undefined;
    this.#unsaid = undefined;
    this.#writer.created = undefined;
    if (subject === null || message.contextOnly || isBotCommand(message.content)) return;
    // Relative dates read against when the message was said (a chat may cross midnight).
    const at = referenceOf(message.timestamp, reference);
    // Chinese, Japanese, Russian, Portuguese …: no rules read them, their sentences are kept as said
    // (their dates read in their language where chrono has it: "Ontem fui ao médico").
    if (!hasLanguageRules(message.content)) {
      const dates = datesLanguageOf(message.content);
      for (const said of episodeSentences(message.content, {
        withAssistant: this.#conversation.askingAssistant,
      }))
        this.#writer.addAsSaid(said, index, subject, at, dates);
      return;
    }
    const reading = this.#reading(message, index, subject, at, sameSpeaker, before);
    const units = this.#units(reading);
    // "to pilsen", "end of the year", "the severance helps": chat sends the rest of a thought as
    // messages of its own; what says too little alone completes the memory the turn gave last.
    if (continuing && this.#conversation.betweenPeople && reading.language === "en") {
      this.#open = this.#completeOpen(continuing, units, reading);
      if (units.length === 0) return;
      this.#open = undefined;
    }
    for (const said of units) this.#readUnit(said, reading);
    this.#keepRemarks(reading);
    if (!this.#writer.created && reading.remarks.length > 0 && !before)
      this.#unsaid = { remarks: reading.remarks, index };
    this.#open = this.#writer.created;
  }

  #reading(
    message: Message,
    index: number,
    subject: string | undefined,
    at: Reference,
    sameSpeaker: boolean,
    before: Unsaid | undefined,
  ): MessageReading {
    const { input, names, language: conversationLanguage } = this.#conversation;
    const remarks: string[] = before ? [...before.remarks] : [];
    // A leading "she"/"he" names the one person the message before, or this message so far, names
    // ("We were buying school things for Kofi. He's 6" → "Kofi is 6").
    const previous = index > 0 ? (input.messages[index - 1]?.content ?? "") : "";
    const earlier: string[] = [];
    // While the speaker's turn goes on and names no one, the message before it ("what does leila
    // think?" / "she's all for it" / "she's a pharmacist …").
    const beforeTurn = sameSpeaker && index > 1 ? (input.messages[index - 2]?.content ?? "") : "";
    const resolved = (statement: string) => {
      if (!leadsWithPronoun(statement)) return statement;
      const said = resolvePronoun(statement, recentContext(previous, earlier, remarks), names);
      return said !== statement || !beforeTurn
        ? said
        : resolvePronoun(statement, recentContext(beforeTurn, previous, earlier, remarks), names);
    };
    const language = detectLanguage(message.content, conversationLanguage);
    const vague = new Set<string>();
    return {
      message,
      cast: this.#conversation.withAssistant ? gameCastOf(message.content) : NO_GAME,
      index,
      subject,
      language,
      at,
      previous,
      before,
      remarks,
      vague,
      earlier,
      remarkAnchor: undefined,
      resolved,
    };
  }

  /** The sentences of the message, verbless pieces joined to the sentence they complete. */
  #units({ message, index, language, at }: MessageReading): string[] {
    const { withAssistant } = this.#conversation;
    // With an assistant, a pasted document or role prompt is no one's statement about themself, and
    // an aside to the assistant ("(as you know)") no part of the statement around it.
    // "i dont" is "I don't" for every rule that follows (English chat spelling).
    const content = language === "en" ? standardSpelling(message.content) : message.content;
    // ASKED_FOR_A_TEXT: what the assistant asked to be pasted is no one's statement either.
    const previous = index > 0 ? this.#conversation.input.messages[index - 1] : undefined;
    const pasted = withAssistant && isTextAskedFor(previous, content);
    const own = withAssistant
      ? withoutAsidesToTheAssistant(pasted ? "" : ownWords(content), language)
      : content;
    const sentences = splitSentences(withoutMarkup(own), language);
    // "I moved! Last weekend. A small flat in …": the verbless pieces complete the fact.
    const dated = (s: string) => resolveDates(s, language, at.date, at.offset).dates.length > 0;
    return withAssistant ? sentences : withElaborations(sentences, language, dated);
  }

  /** The leading units that say too little alone complete `open` (they are taken off `units`). */
  #completeOpen(open: Added, units: string[], reading: MessageReading): Added | undefined {
    const pieces: string[] = [];
    while (units.length > 0) {
      const piece = stripInterjections(
        stripLeadingFiller(withoutVocatives(units[0] ?? "", this.#conversation.names)),
      );
      const said = piece.replace(PICTOGRAPHS, "").trim();
      const saysSomething = contentWords(said).length > 0 && !isReaction(said);
      if (saysSomething && !isFollowUp(said, reading.language)) break;
      units.shift();
      if (saysSomething) pieces.push(reading.resolved(said));
    }
    return pieces.length > 0 ? this.#writer.complete(open, pieces, reading.index) : open;
  }

  /** A sentence: no fact when it is a secret, code, a request or task talk; else clause by clause. */
  #readUnit(unit: string, reading: MessageReading): void {
    const { withAssistant, names, language: conversationLanguage } = this.#conversation;
    if (containsSecret(unit) || looksLikeCode(unit)) return;
    // FRAME_TO_THE_ASSISTANT: "I told you I live in Berlin" says "I live in Berlin".
    const framed = this.#conversation.toAnAssistant ? withoutFramesToTheAssistant(unit) : unit;
    const said = this.#withoutReasons(framed, reading);
    const factsBefore = this.#writer.facts.size;
    // "Also mention that I finished the Google UX certificate in June": the request carries a fact.
    const presupposed = withAssistant ? presupposedFact(said) : undefined;
    // WHAT_ONE_MEANS_TO_TELL: "How do I tell my boss I'm pregnant?" says "I'm pregnant.".
    const told = withAssistant ? newsToTell(said) : undefined;
    const sentence =
      presupposed ??
      told ??
      declarativeBeforeRequest(said, reading.language) ??
      (withAssistant ? factsOfRequest(said) : said);
    // Task talk drops the sentence, unless it starts by saying who the person is ("I am a nurse in
    // Berlin and I want to switch to UX design"): then only its task-talk clauses go.
    const opening = stripLeadingFiller(sentence);
    const identity =
      withAssistant &&
      (startsWithIdentity(opening) ||
        ownsAnOrganisation(opening) ||
        opensWithOwnLife(opening, reading.language));
    if (
      withAssistant &&
      (isAssistantRequest(sentence) ||
        (isTaskTalk(sentence) && !identity) ||
        isMoveOfTheGame(reading.cast, sentence))
    ) {
      this.#gaveNoFact(said, reading);
      return;
    }
    let clauseBefore: string | undefined;
    let text = stripLeadingFiller(withoutVocatives(sentence, names));
    // ROLE_LEAD: "As a nurse, I …" says "I'm a nurse."; the sentence goes on after it (read before
    // vocatives are taken off: "Being a single mom, I …" addresses no mom).
    const lead = roleLead(stripLeadingFiller(sentence)) ?? roleLead(text);
    if (lead?.role) this.#readClause(lead.role, reading, true);
    if (lead) text = lead.rest;
    for (const clause of splitClauses(text, reading.language)) {
      // "I land on the 21st of May, and I'll stay with you until the 31st": May's 31st.
      if (clauseBefore && conversationLanguage === "en") this.#anchors.saw(clauseBefore, reading.at);
      clauseBefore = clause;
      this.#readClause(clause, reading, presupposed !== undefined);
    }
    if (this.#writer.facts.size === factsBefore) this.#gaveNoFact(said, reading);
    reading.earlier.push(said);
    // "I'm giving a talk on 13 November. The symposium runs from the 12th to the 14th."
    if (conversationLanguage === "en") this.#anchors.saw(said, reading.at);
  }

  /**
   * REASON_LEAD: "Since I'm based in Germany, which bank …?": each fronted ground is read as a
   * statement of its own; the sentence after them is returned. A loop, and at most `MAX_REASONS`:
   * a runaway "since I moved, since I moved, …" of thousands had overflowed the stack.
   */
  #withoutReasons(unit: string, reading: MessageReading): string {
    let rest = unit;
    for (let n = 0; n < MAX_REASONS; n++) {
      const reason = reasonLead(stripLeadingFiller(rest));
      if (!reason) break;
      this.#readClause(reason.statement, reading);
      rest = reason.rest;
    }
    return rest;
  }

  /**
   * A sentence to an assistant that gave no fact: what of one's own it takes for granted, a machine
   * (in a working session) or one's household (PRESUPPOSED_POSSESSION), and, when it names one's
   * family or business, the sentence as said.
   */
  #gaveNoFact(said: string, reading: MessageReading): void {
    const { withAssistant, toAnAssistant } = this.#conversation;
    if (toAnAssistant)
      for (const possession of presupposedPossession(
        said,
        reading.message.content,
        reading.language,
        withAssistant,
      ))
        this.#readClause(possession, reading, true);
    this.#keepOwnLife(said, reading);
  }

  /** OWN_LIFE_IN_A_REQUEST: a sentence to an assistant that gave no fact but names one's family or business. */
  #keepOwnLife(said: string, { language, index, subject, at }: MessageReading): void {
    if (
      this.#conversation.toAnAssistant &&
      (language === "en" || language === "fr") &&
      // "Quick question about my garden.": a preface announces a request, it says nothing of one's life.
      !PREFACE.test(said.trim()) &&
      mentionsOwnLife(said, language)
    )
      this.#writer.addAsSaid(said, index, subject, at, language);
  }

  /** A clause: the speaker's fact, a remark, or nothing (`presupposed`: PRESUPPOSED_FACT's, about the person by its form). */
  #readClause(clause: string, reading: MessageReading, presupposed = false): void {
    const { names, withAssistant, betweenPeople } = this.#conversation;
    const { language } = reading;
    const statement = withDroppedSubject(
      stripInterjections(stripLeadingFiller(withoutVocatives(clause, names))),
      language,
    );
    // "love it" after "and the new flat?": an appraisal that means something with its question.
    const appraisal = isAppraisal(statement);
    if (this.#saysNoFact(statement, appraisal, language)) return;
    const vagueStatement = appraisal || isVague(statement);
    // UNRESOLVED_SUBJECT: "It is harder than I thought" names what was said before: a remark.
    const aboutWhatCameBefore = language === "en" && pointsBack(statement);
    // OF_THE_MOMENT: "I'm just eating lunch", "I'll send you the link" are said, not lasting facts;
    // to an assistant, where one is for a moment ("I'm in vim and can't exit": IN_THE_TOOL), no remark either.
    const ofTheMoment = betweenPeople
      ? isOfTheMoment(statement, language)
      : this.#conversation.toAnAssistant && isWhereOneIsForAMoment(statement, language);
    // COMMENT_CLAUSE ("…, as far as I can tell, …"), ADJECTIVE_HEDGE ("I'm worried the train …"),
    // FIRST_PERSON_IN_A_COMPARISON ("… than we are") and, to an assistant,
    // FIRST_PERSON_ONLY_IN_A_SUBORDINATE ("when we load one, it …") make no sentence the speaker's.
    const aboutThemself =
      isFirstPerson(withoutSpeakerComments(statement), language) &&
      !(this.#conversation.toAnAssistant && language === "en" && isFirstPersonOnlyInASubordinate(statement));
    if (!aboutThemself || vagueStatement || aboutWhatCameBefore || ofTheMoment) {
      this.#remark(statement, vagueStatement, reading);
      return;
    }
    const owns = ownsAnOrganisation(statement);
    if (
      withAssistant &&
      ((!isPersonalStatement(statement) && !owns && !presupposed) ||
        (isTaskTalk(statement) && !startsWithIdentity(statement) && !owns))
    )
      return;
    // "She's the one who told me to apply" after "and Inés?".
    const said = betweenPeople && reading.previous ? reading.resolved(statement) : statement;
    this.#writer.add(said, [reading.index], reading.subject, language, reading.at);
  }

  /** A question, a reaction, talk about the chat, a fragment, small talk, a view of the world or a request ("Get me …"). */
  #saysNoFact(statement: string, appraisal: boolean, language: Language): boolean {
    return (
      !isStatement(statement) ||
      (isReaction(statement) && !appraisal) ||
      (this.#conversation.toAnAssistant && isTalkAboutTheChat(statement, language)) ||
      isFragment(statement) ||
      isSmallTalk(statement) ||
      (language === "en" && (isGeneric(statement) || isImperativeWithMe(statement)))
    );
  }

  /** Between people, what is not about the speaker (or is vague) is their remark. */
  #remark(statement: string, vagueStatement: boolean, reading: MessageReading): void {
    if (!this.#conversation.betweenPeople || contentWords(statement).length < 1) return;
    const remark = reading.resolved(statement);
    if (reading.remarks.length === 0) reading.remarkAnchor = this.#anchors.sentence;
    reading.remarks.push(remark);
    if (vagueStatement) reading.vague.add(remark);
  }

  /**
   * In a chat between people, what someone says that is not about themself ("mostly cows at this
   * practice, athenry is cattle country") is kept as their remark, attributed to them by name; an
   * answer keeps the question it answers ("u still on nights" → "every second week").
   */
  #keepRemarks(reading: MessageReading): void {
    // Remarks are joined into one text, whose dates anchor one another; the first one reads the
    // dates of the sentences before it.
    this.#anchors.sentence = reading.remarkAnchor;
    const { input, reference } = this.#conversation;
    const { message, index, subject, language, at, remarks, before } = reading;
    const speaker = subject ?? input.userName?.trim();
    if (remarks.length === 0 || !speaker) return;
    const previous = index > 0 ? input.messages[index - 1] : undefined;
    const asker = previous ? subjectOfRole(previous.role) : null;
    const question =
      previous && asker !== null && previous.role !== message.role
        ? lastQuestion(previous.content)
        : undefined;
    const answer = joinedRemarks(remarks);
    const alone = joinedRemarks(remarks.filter((r) => !reading.vague.has(r)));
    if (question && answer.split(/\s+/).length <= 40) {
      const who = asker ?? input.userName?.trim() ?? "the user";
      const asked = { who, question, at: referenceOf(previous?.timestamp, reference) };
      this.#writer.add(answer, [index - 1, index], subject, language, at, speaker, asked);
    } else if (remarkSaysEnough(alone) && (!before || remarks.length > before.remarks.length)) {
      this.#writer.add(alone, before ? [before.index, index] : [index], subject, language, at, speaker);
    }
  }
}
