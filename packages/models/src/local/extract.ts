import { escapeRegExp, PICTOGRAPHS, TRAILING, TRAILING_PICTOGRAPHS } from "../text/regex.ts";
import { contentWords } from "../text/tokenize.ts";
import type { Category, ExtractedFact, ExtractionInput } from "../types.ts";
import {
  asksMoreThanTells,
  episodeSentences,
  hasLanguageRules,
  languageWithoutRules,
} from "./any-language.ts";
import { standardSpelling } from "./chat-spelling.ts";
import { isTalkAboutTheChat, ownsAnOrganisation } from "./chat-talk.ts";
import { classifyFact } from "./classify.ts";
import { type DateAnchor, resolveDates, timestampOffsetMinutes } from "./dates.ts";
import { lowerFirst, withElaborations } from "./elaboration.ts";
import { findLocation, findParticipants, isNotAName } from "./entities.ts";
import {
  hasSubjectOrVerb,
  isAssistantRequest,
  isFragment,
  isGeneric,
  isPersonalStatement,
  isReaction,
  isSmallTalk,
  isTaskTalk,
  isVague,
  looksLikeCode,
  ownWords,
  startsWithIdentity,
} from "./junk.ts";
import { detectLanguage, type Language } from "./language.ts";
import { mentionsOwnLife } from "./own-life.ts";
import { toNamedAddressee } from "./second-person.ts";
import { containsSecret } from "./secrets.ts";
import {
  isFiller,
  isFirstPerson,
  isStatement,
  isWishOrRequest,
  splitClauses,
  splitSentences,
  stripLeadingFiller,
  tidy,
  withDroppedSubject,
} from "./sentences.ts";
import { toThirdPerson } from "./third-person.ts";

/** The time relative dates are read against, with the time zone of its timestamp. */
interface Reference {
  date: Date;
  offset: number;
}

/** The reference of `timestamp`; `fallback` (else now) when it is absent or not a date. */
function referenceOf(timestamp: string | undefined, fallback?: Reference): Reference {
  const parsed = timestamp ? new Date(timestamp) : undefined;
  if (!timestamp || !parsed || Number.isNaN(parsed.getTime()))
    return fallback ?? { date: new Date(), offset: 0 };
  return { date: parsed, offset: timestampOffsetMinutes(timestamp) };
}

/** The day of `at` in its own time zone (YYYY-MM-DD). */
function localDay(at: Reference): string {
  return new Date(at.date.getTime() + at.offset * 60_000).toISOString().slice(0, 10);
}

function dedupeKey(content: string): string {
  return content
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const NOT_A_SPEAKER = new Set(["assistant", "system", "tool", "function"]);

/** The person a message's facts are about: undefined for the user, the name for another participant, null for none. */
export function subjectOfRole(role: string): string | undefined | null {
  const key = role.trim().toLowerCase();
  if (key === "user") return undefined;
  if (NOT_A_SPEAKER.has(key) || key === "") return null;
  return role.trim();
}

/**
 * Interjections at the start ("haha", "oh", "no, …"); "no" only before punctuation ("no coriander"
 * keeps it), "stop" only before punctuation or a new clause ("stop i'm so excited", not "stop smoking").
 */
const INTERJECTION =
  /^(?:(?:(?:ha)+h?|(?:he){2,}|lol|lmao|rofl|omg|wow|oh|ah|aw+|ugh|yay|woo+hoo+|hmm+|ok|okay|yes|yeah|ya|yep|nope|nah|ooh|oops|damn|wait|right|true|sure|cool|nice|great|excellent|perfect|brilliant|awesome|amazing|lovely|sensible|jaja|jajaja|mdr|ouf|bah|ben|ja|nee|claro|vale|bueno)(?:\s*[,!.?…]+\s*|\s+)|no\s*[,!.?…]+\s*|stop(?:\s*[,!.…]+\s*|\s+(?=(?:i|i'm|im|omg|you're|this|that's)\b)))/iu;

/** The question a message ends with (its last sentence, when that asks something), at most 160 characters. */
function lastQuestion(content: string): string | undefined {
  const sentences = content.trim().split(/(?<=[.!?])\s+/);
  const last = sentences.at(-1)?.trim();
  if (!last || last.length > 160 || !isQuestion(last)) return undefined;
  return last;
}

const LEADING_PRONOUN = /^(?:he|she)(?:'s|'ll|'d| is| was| has| had)?\b/iu;
const CONTRACTED = { s: "is", ll: "will", d: "would" } as Record<string, string>;
const PARTICIPLE_NEXT =
  /^\s+(?:(?:already|just|never|always|finally|also|really)\s+)?(?:been|got|gotten|gone|done|made|had|seen|taken|given|known|told|left|found|\p{L}+ed)\b/iu;
/** Capitalised words that open a sentence and are no one: answers, fillers, a question's first word. */
const NOT_A_PERSON =
  /^(?:I|Im|Ok|Okay|Yes|No|Oh|Haha|Lol|Please|Thanks|Thank|Sorry|Well|So|But|And|Also|Then|Hi|Hey|Hello|Maybe|Just|Really|Sure|Good|Great|Nice|Wow|Yeah|Is|Are|Was|Were|Do|Does|Did|Has|Have|Had|Can|Could|Will|Would|Should|What|How|When|Where|Why|Who|Which|Happy|Merry|Congrats|Congratulations|Love|Dear|Bye|Night|Morning|Welcome|Cheers|Hope|Let|Look|Guess|Poor|Lucky|Same|Exactly|Absolutely|Definitely|Perfect|Amazing|Awesome|Cool|Fine|Right|True|Totally|Honestly|Seriously|Anyway|Btw)$/;
/** A capitalised word after one of these is a place ("in Bengaluru"), not a person a pronoun stands for. */
const PLACE_PREPOSITION = /\b(?:in|at|to|from|near|into|via|of|around|across)\s+$/iu;

/** A name's person ("Niamh's mum", "Tariq's wife"), named or not ("Doug's nephew Liam"). */
const PERSON_OF =
  /^'s\s+(?:\p{Ll}+\s+)?(?:mum|mom|mother|dad|father|parents|sister|brother|wife|husband|partner|boyfriend|girlfriend|friend|boss|son|daughter|kids?|baby|nephew|niece|aunt|auntie|uncle|cousin|grandma|grandmother|grandpa|grandfather|nan|gran|colleague|fiancée?|team|family)\b(\s+\p{Lu}\p{Ll}+)?/u;
/** "what does leila think?", "what did sam say": a person's view asked for, the name in lower case. */
const ASKED_WHAT_SOMEONE_THINKS =
  /\b(?:what|how)\s+(?:does|did|do|would|will)\s+(\p{Ll}{3,})\s+(?:think|feel|say|reckon|want)\b/gu;
/** Lower-case words in that place that are no one's name. */
const NOT_SOMEONE =
  /^(?:she|him|her|they|them|you|your|his|the|that|this|it|its|everyone|everybody|anyone|anybody|someone|somebody|nobody|mum|mom|dad|mother|father|sis|bro|grandma|grandpa|nan|gran|boss|baby|kid|kids|wife|husband|partner|family|people)$/u;

/**
 * "He's good, busy with the new term" after "How's Sam?": a leading he/she names the one person the
 * context (the previous message, the sentences before) mentions, when there is exactly one.
 */
function resolvePronoun(statement: string, context: string, speakers: readonly string[]): string {
  const match = LEADING_PRONOUN.exec(statement.replace(/[’`]/g, "'"));
  if (!match) return statement;
  const candidates = new Set<string>();
  let unnamed = false;
  // Every capitalised word, also at the start of a sentence ("Inês is thrilled"): a word that is
  // not a name only adds a candidate, which makes the pronoun stay unresolved, never wrong.
  // A name with 's counts too ("it's Misha's birthday. He's turning 5").
  for (const m of context.matchAll(/(?<![\p{L}-])(\p{Lu}\p{Ll}+(?:-\p{L}+)?)(?![\p{L}-]|'(?!s\b))/gu)) {
    const word = m[1] ?? "";
    if (PLACE_PREPOSITION.test(context.slice(0, m.index))) continue;
    // A sentence of one word ("Busy.", "Honestly,"), or a verb telling someone ("Tell her to …"):
    // an answer, a filler or a request, not a person.
    const at = m.index ?? 0;
    if (
      /(?:^|[.!?…]\s*)$/u.test(context.slice(0, at)) &&
      /^(?:[.,!?…]|\s+(?:her|him|them|me|us|it)\b)/u.test(context.slice(at + word.length))
    )
      continue;
    // "Niamh's mum": someone unnamed "she" may be as much as Niamh; "Doug's nephew Liam" names him.
    const personOf = PERSON_OF.exec(context.slice(at + word.length));
    if (personOf) {
      if (!personOf[1]) unnamed = true;
      continue;
    }
    if (!isNotAName(word) && !speakers.includes(word) && !NOT_A_PERSON.test(word)) candidates.add(word);
  }
  // "what does leila think?": chat writes names in lower case too; this question asks about a person.
  for (const m of context.matchAll(ASKED_WHAT_SOMEONE_THINKS)) {
    const word = m[1] ?? "";
    if (!NOT_SOMEONE.test(word)) candidates.add(word.charAt(0).toUpperCase() + word.slice(1));
  }
  if (candidates.size !== 1 || unnamed) return statement;
  const [name] = [...candidates];
  const verb = match[0].split(/\s+|'/).slice(1).join(" ");
  const rest = statement.slice(match[0].length);
  // "she's made it twice": 's is "has" before a past participle.
  const has = verb === "s" && PARTICIPLE_NEXT.test(rest);
  return `${name} ${has ? "has" : (CONTRACTED[verb] ?? verb)}${rest}`.replace(/\s+/g, " ").trim();
}

function isQuestion(text: string): boolean {
  const t = stripInterjections(text.trim());
  if (t.endsWith("?")) return true;
  // Chat asks without its "?" ("u still on nights"), but a full stop ends a statement or a request
  // ("Out with it.", "Please do, he listens to you more than to me.").
  if (/[.!…]$/u.test(t)) return false;
  return !isStatement(t) && !isWishOrRequest(t) && !isFiller(t) && t.split(/\s+/).length > 1;
}

/** Strips leading interjections: "haha poor papá" → "poor papá". */
function stripInterjections(sentence: string): string {
  let out = sentence.trim();
  for (let i = 0; i < 4; i++) {
    const next = out.replace(INTERJECTION, "").trim();
    if (next === out) break;
    out = next;
  }
  return out;
}

/** Terms of endearment used as a vocative ("my love, I have to sleep", "ok babe."). */
const ENDEARMENT =
  "(?:my love|my dear|love|babe|baby|honey|darling|sweetie|sweetheart|dear|mate|bro|dude|hun)";
const ENDEARMENT_FIRST = new RegExp(`^(?:oh |hey |ok |okay )?${ENDEARMENT}\\s*[,!:]\\s*`, "iu");
/** A letter's salutation: "Dear Ananya, good morning." */
const SALUTATION = /^(?:my\s+)?dear(?:est)?\s+\p{L}+(?:\s+\p{L}+)?\s*[,!:]\s*/iu;
/** Words a vocative follows without a comma ("ok babe", "thanks Melanie", "Woohoo Melanie"). */
const GREETING_WORDS =
  "(?:ok|okay|thanks|thank you|thx|ty|hey|hi|hello|bye|night|goodnight|morning|cheers|congrats|sorry|yes|yeah|no|sure|haha|lol|wow|omg|woohoo|yay|love you|miss you)";
const ENDEARMENT_LAST = new RegExp(
  `(?:\\s*[,–—-]\\s*|(?<=^${GREETING_WORDS})\\s+)${ENDEARMENT}\\s*([.!?…]*)\\s*$`,
  "iu",
);
/**
 * Pet names chat puts at the end without a comma ("I know my love", "night babe"), not as an object
 * ("my darling"); "baby" and "honey" without a comma are things ("savage about honey"), and a
 * greeting before them is read by `ENDEARMENT_LAST`.
 */
const PET_NAME_LAST =
  /(?<!\b(?:a|an|the|my|our|your|his|her|their|to|with|for|of|about|in|on|at|from|like|and|or|love|loves|miss|misses|had|have|has)\s*)\s+(?:my love|my dear|babe|darling|sweetie|sweetheart|hun)\s*([.!?…]*)\s*$/iu;

/** What a child calls a parent when speaking to them. */
const PARENT = "(?:mama|mum|mom|mam|mummy|mommy|dad|daddy|papa|baba|amma)";
/**
 * A parent spoken to at the end, without a comma ("it's 19 degrees here mama", "best easter ever
 * mum"); not a parent spoken of, after a verb, a preposition or a possessive ("I called mum", "a
 * parcel from mama", "for my mum").
 */
const KIN_LAST = new RegExp(
  `(?<!\\b(?:a|an|the|my|our|your|his|her|their|to|with|for|of|about|in|on|at|from|like|and|or|than|by|without|love|loves|miss|misses|had|have|has|ask|asks|tell|tells|told|call|calls|visit|visits|help|helps|see|sees|saw|text|texts|ring|rings|rang|phone|phones|meet|meets|met|hug|hugs|is|was|be|not|but|me|us|\\p{L}+ing|\\p{L}+ed)\\s*)\\s+${PARENT}\\s*([.!?…]*)\\s*$`,
  "iu",
);

/**
 * A parent greeted or spoken to first, with a comma ("Morning mama, already went for a run", "Mum,
 * I got the job") or before a goodbye ("mama have to go"); not a list ("Mum, dad and I went to Rome").
 */
const KIN_FIRST = new RegExp(
  `^(?:(?:good\\s+)?(?:morning|evening|night|hi|hey|hello)\\s+)?${PARENT}(?:\\s*[,!:](?!\\s*\\p{L}+(?:\\s+\\p{L}+)?\\s+(?:and|&)\\s)\\s*|\\s+(?=(?:i\\s+)?(?:have to|gotta|got to|need to|must)\\s+go\\b))`,
  "iu",
);
/** "morning mama", "night dad": a parent greeted ("morning" is no verb in -ing for `KIN_LAST`). */
const KIN_AFTER_GREETING = new RegExp(`(?<=^${GREETING_WORDS})\\s+${PARENT}\\s*([.!?…]*)\\s*$`, "iu");
/** The cheap test before `KIN_LAST`, whose look-behind is tried at every space otherwise. */
const ENDS_WITH_KIN = new RegExp(`${PARENT}\\s*[.!?…]*\\s*$`, "iu");

/** Verbs of a request to the person just named ("nikos listen to me", "sofia look at this"). */
const REQUEST_VERB =
  "(?:listen|look|stop|wait|come|guess|please|remember|don't|dont|call|text|relax|calm down|trust me|promise me)";

/** A name as a vocative at the start and at the end of a sentence (compiled once per name). */
const vocatives = new Map<string, [RegExp, RegExp]>();
function vocativePatterns(name: string): [RegExp, RegExp] {
  let patterns = vocatives.get(name);
  if (!patterns) {
    const n = escapeRegExp(name);
    patterns = [
      // "Melanie, …", and without the comma before a request to her ("nikos listen to me").
      new RegExp(`^(?:hey |hi |oh |so )?${n}(?:\\s*[,!:]\\s*|\\s+(?=${REQUEST_VERB}\\b))`, "iu"),
      // At the end only after a comma or a greeting: "I really miss Melanie" keeps its object.
      new RegExp(`(?:\\s*[,–—-]\\s*|(?<=^${GREETING_WORDS}[!.]?)\\s+)${n}\\s*([.!?…]*)\\s*$`, "iu"),
    ];
    if (vocatives.size > 1_000) vocatives.clear();
    vocatives.set(name, patterns);
  }
  return patterns;
}

/** Removes vocatives: "Thanks, Melanie." → "Thanks.", "Melanie, I moved" → "I moved", "my love, I …" → "I …". */
function withoutVocatives(sentence: string, names: readonly string[]): string {
  // An emoji at the end would hide a vocative before it ("it's 19 degrees here mama 😂").
  let out = sentence
    .replace(TRAILING_PICTOGRAPHS, "")
    .replace(SALUTATION, "")
    .replace(KIN_FIRST, "")
    .replace(ENDEARMENT_FIRST, "")
    .replace(ENDEARMENT_LAST, "$1")
    .replace(PET_NAME_LAST, "$1");
  if (ENDS_WITH_KIN.test(out)) out = out.replace(KIN_AFTER_GREETING, "$1").replace(KIN_LAST, "$1");
  for (const name of names) {
    const [first, last] = vocativePatterns(name);
    out = out.replace(first, "").replace(last, "$1");
  }
  return out.trim();
}

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
  const reference = referenceOf(input.timestamp);
  const speakerText = input.messages
    .filter((m) => subjectOfRole(m.role) !== null && !m.contextOnly)
    .map((m) => m.content)
    .join("\n");
  const conversationLanguage = detectLanguage(speakerText);
  const withAssistant = taskConversation(input.messages);
  /** A task session with an AI assistant, read for a language without rules: the person mostly asks. */
  /** Someone talks to an AI assistant (whether or not the session reads as a task). */
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
  const facts = new Map<string, ExtractedFact>();
  // Named participants (or a known user name): a chat between people, where remarks count too.
  const betweenPeople = !withAssistant && names.length > 0;
  /** In a chat between two named people, "you" is the other one ("you proposed" → "Marcus proposed"). */
  const addressed = (text: string, by: string | undefined, language: Language) => {
    const to = betweenPeople && names.length === 2 && by ? names.find((n) => n !== by) : undefined;
    const named = to && language === "en" ? toNamedAddressee(text, to) : text;
    return { text: named, to: named !== text ? to : undefined };
  };

  /** The question as it was asked, with its relative dates made absolute ("no game tonight?"). */
  const askedWithDates = (question: string, language: Language, at: Reference) => {
    const { text, dates } = resolveDates(question, language, at.date, at.offset);
    if (dates.length === 0) return question;
    const first = question.charAt(0);
    return first === first.toLowerCase() ? first + text.slice(1) : text;
  };
  /** The last date an earlier message named with its month ("the 18th of October"), and when. */
  let dateAnchor: { anchor: DateAnchor; at: number } | undefined;
  /** The last date an earlier sentence of the message being read named. */
  let sentenceAnchor: DateAnchor | undefined;
  /** The anchor for a day said without its month ("fly in on the 14th"). */
  const anchorFor = (at: Reference): DateAnchor | undefined =>
    sentenceAnchor ??
    (dateAnchor && Math.abs(at.date.getTime() - dateAnchor.at) <= DATE_ANCHOR_MS
      ? dateAnchor.anchor
      : undefined);
  /** The last day or month `text` names, read with the anchor so far. */
  const lastDate = (text: string, at: Reference): DateAnchor | undefined => {
    if (!MONTH_CUE.test(text)) return undefined;
    const { dates } = resolveDates(text, "en", at.date, at.offset, anchorFor(at));
    const last = dates.findLast((d) => d.granularity === "day" || d.granularity === "month");
    return last ? { iso: last.iso, granularity: last.granularity as DateAnchor["granularity"] } : undefined;
  };
  /** The memory the message before gave last, which its speaker's next message may complete. */
  let created: Added | undefined;
  const add = (
    statement: string,
    indices: number[],
    subject: string | undefined,
    language: Language,
    at: Reference,
    speaker?: string,
    asked?: { who: string; question: string; at: Reference },
  ): void => {
    const resolved = resolveDates(statement, language, at.date, at.offset, anchorFor(at));
    const said = tidy(resolved.text);
    // The question's dates are its own: "(asked by …)" must not make the answer past tense.
    const question = asked
      ? ` (asked by ${asked.who}: "${askedWithDates(asked.question, language, asked.at)}")`
      : "";
    const named = addressed(resolved.text, speaker ?? subject ?? input.userName?.trim(), language);
    const content = speaker
      ? tidy(`${speaker}: ${named.text}${question}`)
      : subject
        ? tidy(toThirdPerson(tidy(named.text), subject, language))
        : tidy(named.text);
    const participants = [...new Set([...findParticipants(content), ...(named.to ? [named.to] : [])])].filter(
      (p) => p !== subject && p !== speaker,
    );
    const location = findLocation(content, language, [...participants, ...names]);
    // Categories and slots read the statement as its speaker said it ("I live in …").
    const classification = classifyFact(said, language, {
      dates: resolved.dates,
      participants,
      hasLocation: location !== undefined,
      ...(guess ? { guess } : {}),
    });
    const key = `${subject ?? ""}|${dedupeKey(content)}`;
    const seen = facts.get(key);
    if (seen) {
      for (const i of indices) if (!seen.messageIndices.includes(i)) seen.messageIndices.push(i);
      return;
    }
    created = { key, statement, subject, language, at, speaker, asked };
    const fact: ExtractedFact = { content, ...classification, messageIndices: indices, language };
    // A remark is an episode, and no single-valued attribute: it never supersedes anything.
    if (speaker) {
      fact.kind = "remark";
      delete fact.slot;
    }
    if (subject) {
      fact.subject = subject;
      if (fact.slot) fact.slot = personSlot(subject, fact.slot);
    }
    if (participants.length > 0) fact.participants = participants;
    if (location) fact.location = location;
    // An event keeps its date, also a lasting fact that names one ("born on 2026-01-13").
    const eventDate = resolved.dates[0]?.iso;
    if (eventDate) fact.eventDate = eventDate;
    facts.set(key, fact);
  };
  /** "they offered me a transfer there" + "to pilsen" (the next message): one memory of both. */
  const complete = (open: Added, pieces: readonly string[], index: number): Added | undefined => {
    const fact = facts.get(open.key);
    if (!fact) return undefined;
    facts.delete(open.key);
    created = undefined;
    // "I won't miss the rents" + "Or the 46A bus." → "I won't miss the rents, or the 46A bus".
    const statement = [open.statement, ...pieces.map((p) => lowerFirst(p.trim()))]
      .map((p) => p.replace(TRAILING, ""))
      .join(", ");
    const indices = [...fact.messageIndices, index];
    add(statement, indices, open.subject, open.language, open.at, open.speaker, open.asked);
    return created;
  };
  /**
   * A sentence of a language without rules, as said: an episode of the day it was said, in its
   * speaker's name when another participant said it ("Ken: 来月大阪に引っ越します。").
   */
  const addAsSaid = (said: string, index: number, subject: string | undefined, at: Reference) => {
    add(said, [index], subject, "en", at, subject);
    const fact = created ? facts.get(created.key) : undefined;
    if (!fact) return;
    fact.language = languageWithoutRules(said) ?? fact.language;
    fact.memoryType = "episodic";
    fact.kind = "said";
    fact.eventDate ??= localDay(at);
    // The English cues found no attribute in it: it replaces nothing ("I live in …" rules only).
    delete fact.slot;
  };
  let open: Added | undefined;
  /** Remarks of the message before that said too little alone ("lena doesn't want to go"). */
  let unsaid: { remarks: string[]; index: number } | undefined;

  input.messages.forEach((message, index) => {
    // Dates the message before named ("the 18th of October") lend their month to a bare "the 14th".
    const earlierMessage = index > 0 ? input.messages[index - 1] : undefined;
    sentenceAnchor = undefined;
    let remarkAnchor: DateAnchor | undefined;
    if (earlierMessage && conversationLanguage === "en") {
      const at = referenceOf(earlierMessage.timestamp, reference);
      const anchor = lastDate(earlierMessage.content, at);
      if (anchor) dateAnchor = { anchor: { ...anchor, onlyForItsDay: true }, at: at.date.getTime() };
    }
    const subject = subjectOfRole(message.role);
    // What the speaker's last message gave stays open to completion while their turn goes on.
    const sameSpeaker = sameTurn(input.messages[index - 1], message);
    const continuing = sameSpeaker ? open : undefined;
    const before = sameSpeaker ? unsaid : undefined;
    open = undefined;
    unsaid = undefined;
    created = undefined;
    if (subject === null || message.contextOnly) return;
    // Relative dates read against when the message was said (a chat may cross midnight).
    const at = referenceOf(message.timestamp, reference);
    // Chinese, Japanese, Russian …: no rules read them, their sentences are kept as said.
    if (!hasLanguageRules(message.content)) {
      for (const said of episodeSentences(message.content, { withAssistant: askingAssistant }))
        addAsSaid(said, index, subject, at);
      return;
    }
    const language = detectLanguage(message.content, conversationLanguage);
    // "lena doesn't want to go" + "she loves her job at the children's hospital": one remark.
    const remarks: string[] = before ? [...before.remarks] : [];
    /** Remarks that need the question they answer to mean anything ("we love it"). */
    const vague = new Set<string>();
    // A leading "she"/"he" names the one person the message before, or this message so far, names
    // ("We were buying school things for Kofi. He's 6" → "Kofi is 6").
    const previous = index > 0 ? (input.messages[index - 1]?.content ?? "") : "";
    const earlier: string[] = [];
    // While the speaker's turn goes on and names no one, the message before it ("what does leila
    // think?" / "she's all for it" / "she's a pharmacist …").
    const beforeTurn = sameSpeaker && index > 1 ? (input.messages[index - 2]?.content ?? "") : "";
    const resolved = (statement: string) => {
      const said = resolvePronoun(statement, [previous, ...earlier, ...remarks].join(" "), names);
      return said !== statement || !beforeTurn
        ? said
        : resolvePronoun(statement, [beforeTurn, previous, ...earlier, ...remarks].join(" "), names);
    };
    // With an assistant, a pasted document or role prompt is no one's statement about themself.
    // "i dont" is "I don't" for every rule that follows (English chat spelling).
    const content = language === "en" ? standardSpelling(message.content) : message.content;
    const sentences = splitSentences(withAssistant ? ownWords(content) : content, language);
    // "I moved! Last weekend. A small flat in …": the verbless pieces complete the fact.
    const dated = (s: string) => resolveDates(s, language, at.date, at.offset).dates.length > 0;
    const units = withAssistant ? sentences : withElaborations(sentences, language, dated);
    // "to pilsen", "end of the year", "the severance helps": chat sends the rest of a thought as
    // messages of its own; what says too little alone completes the memory the turn gave last.
    if (continuing && betweenPeople && language === "en") {
      const pieces: string[] = [];
      while (units.length > 0) {
        const piece = stripInterjections(stripLeadingFiller(withoutVocatives(units[0] ?? "", names)));
        const said = piece.replace(PICTOGRAPHS, "").trim();
        const saysSomething = contentWords(said).length > 0 && !isReaction(said);
        if (saysSomething && !isFollowUp(said, language)) break;
        units.shift();
        if (saysSomething) pieces.push(resolved(said));
      }
      open = pieces.length > 0 ? complete(continuing, pieces, index) : continuing;
      if (units.length === 0) return;
      open = undefined;
    }
    /** OWN_LIFE_IN_A_REQUEST: a sentence to an assistant that gave no fact but names one's family or business. */
    const keepOwnLife = (said: string) => {
      if (toAnAssistant && language === "en" && mentionsOwnLife(said)) addAsSaid(said, index, subject, at);
    };
    for (const said of units) {
      if (containsSecret(said) || looksLikeCode(said)) continue;
      const factsBefore = facts.size;
      // "Also mention that I finished the Google UX certificate in June": the request carries a fact.
      const sentence = withAssistant ? factsOfRequest(said) : said;
      // Task talk drops the sentence, unless it starts by saying who the person is ("I am a nurse in
      // Berlin and I want to switch to UX design"): then only its task-talk clauses go.
      const opening = stripLeadingFiller(sentence);
      const identity = withAssistant && (startsWithIdentity(opening) || ownsAnOrganisation(opening));
      if (withAssistant && (isAssistantRequest(sentence) || (isTaskTalk(sentence) && !identity))) {
        keepOwnLife(said);
        continue;
      }
      let clauseBefore: string | undefined;
      for (const clause of splitClauses(stripLeadingFiller(withoutVocatives(sentence, names)), language)) {
        // "I land on the 21st of May, and I'll stay with you until the 31st": May's 31st.
        if (clauseBefore && conversationLanguage === "en")
          sentenceAnchor = lastDate(clauseBefore, at) ?? sentenceAnchor;
        clauseBefore = clause;
        const statement = withDroppedSubject(
          stripInterjections(stripLeadingFiller(withoutVocatives(clause, names))),
          language,
        );
        // "love it" after "and the new flat?": an appraisal that means something with its question.
        const appraisal = APPRAISAL.test(statement.replace(/[’`]/g, "'"));
        if (
          !isStatement(statement) ||
          (isReaction(statement) && !appraisal) ||
          (toAnAssistant && isTalkAboutTheChat(statement, language)) ||
          isFragment(statement) ||
          isSmallTalk(statement) ||
          (language === "en" && isGeneric(statement))
        )
          continue;
        const vagueStatement = appraisal || isVague(statement);
        if (!isFirstPerson(statement, language) || vagueStatement) {
          if (betweenPeople && contentWords(statement).length >= 1) {
            const remark = resolved(statement);
            if (remarks.length === 0) remarkAnchor = sentenceAnchor;
            remarks.push(remark);
            if (vagueStatement) vague.add(remark);
          }
          continue;
        }
        const owns = ownsAnOrganisation(statement);
        if (
          withAssistant &&
          ((!isPersonalStatement(statement) && !owns) ||
            (isTaskTalk(statement) && !startsWithIdentity(statement) && !owns))
        )
          continue;
        // "She's the one who told me to apply" after "and Inés?".
        add(betweenPeople && previous ? resolved(statement) : statement, [index], subject, language, at);
      }
      if (facts.size === factsBefore) keepOwnLife(said);
      earlier.push(said);
      // "I'm giving a talk on 13 November. The symposium runs from the 12th to the 14th."
      if (conversationLanguage === "en") sentenceAnchor = lastDate(said, at) ?? sentenceAnchor;
    }
    // Remarks are joined into one text, whose dates anchor one another; the first one reads the
    // dates of the sentences before it.
    sentenceAnchor = remarkAnchor;
    // In a chat between people, what someone says that is not about themself ("mostly cows at this
    // practice, athenry is cattle country") is kept as their remark, attributed to them by name.
    const speaker = subject ?? input.userName?.trim();
    // Each remark a sentence of its own: "Love it. Big team, lots of travel".
    const joined = (kept: readonly string[]) =>
      kept.map((r) => r.replace(/[.!…]*$/u, "").replace(/^\p{Ll}/u, (c) => c.toUpperCase())).join(". ");
    if (remarks.length > 0 && speaker) {
      const previous = index > 0 ? input.messages[index - 1] : undefined;
      const asker = previous ? subjectOfRole(previous.role) : null;
      // An answer keeps the question it answers ("u still on nights" → "every second week").
      const question =
        previous && asker !== null && previous.role !== message.role
          ? lastQuestion(previous.content)
          : undefined;
      const answer = joined(remarks);
      const alone = joined(remarks.filter((r) => !vague.has(r)));
      if (question && answer.split(/\s+/).length <= 40) {
        const who = asker ?? input.userName?.trim() ?? "the user";
        const askedAt = referenceOf(previous?.timestamp, reference);
        add(answer, [index - 1, index], subject, language, at, speaker, { who, question, at: askedAt });
      } else if (remarkSaysEnough(alone) && (!before || remarks.length > before.remarks.length)) {
        add(alone, before ? [before.index, index] : [index], subject, language, at, speaker);
      }
    }
    if (!created && remarks.length > 0 && !before) unsaid = { remarks, index };
    open = created;
  });
  return [...facts.values()];
}

/** What `add` made: enough to make it again with more words. */
interface Added {
  key: string;
  statement: string;
  subject: string | undefined;
  language: Language;
  at: Reference;
  speaker?: string;
  asked?: { who: string; question: string; at: Reference };
}

/** How long a date named with its month lends that month to a day said without one. */
const DATE_ANCHOR_MS = 60 * 60_000;
/** A month's name (or "next month"): the message may name a date a later "on the 14th" belongs to. */
const MONTH_CUE =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|next month)\b/iu;

/** Messages of one turn: the same speaker, no one in between, at most this far apart. */
const TURN_PAUSE_MS = 10 * 60_000;

function sameTurn(
  previous: ExtractionInput["messages"][number] | undefined,
  message: ExtractionInput["messages"][number],
): boolean {
  if (!previous || previous.role.trim().toLowerCase() !== message.role.trim().toLowerCase()) return false;
  const gap = Date.parse(message.timestamp ?? "") - Date.parse(previous.timestamp ?? "");
  return Number.isNaN(gap) || gap <= TURN_PAUSE_MS;
}

/**
 * A piece that says too little alone: no subject or verb ("reliability engineer"), an "it"/"that"
 * statement ("so i'm taking it"), or a short remark ("the severance helps"). Never a question.
 */
function isFollowUp(piece: string, language: Language): boolean {
  if (!isStatement(piece) || looksLikeCode(piece) || containsSecret(piece)) return false;
  if (!hasSubjectOrVerb(piece) || isVague(piece) || APPRAISAL.test(piece.replace(/[’`]/g, "'"))) return true;
  return !isFirstPerson(piece, language) && !remarkSaysEnough(piece);
}

/**
 * A remark that answers no question is kept when it says enough on its own: three content words,
 * or two with a name or place ("The wedding is in Tuscany") or a life event ("leila's pregnant";
 * "the wedding." alone is a topic, not news).
 */
function remarkSaysEnough(text: string): boolean {
  const n = contentWords(text).length;
  return n >= 3 || (n === 2 && (LIFE_EVENT.test(text) || PROPER_NAME.test(text)));
}

/** A capitalised word inside a sentence that is no weekday or month: a name or a place. */
const PROPER_NAME =
  /(?<=[^\s.!?…:]\s+)(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Christmas|Easter|I'm|I've|I'll|I'd)\b)\p{Lu}\p{Ll}/u;

/** "love it", "I hate that", "enjoyed it": an appraisal of what was just asked about. */
const APPRAISAL =
  /^(?:i |we )?(?:(?:really|absolutely|totally|kinda|kind of)\s+)?(?:love|loved|hate|hated|like|liked|adore|enjoy|enjoyed|dislike|miss)\s+(?:it|that|this|them)(?=\s*(?:so much|a lot|lol|haha|tbh)?\s*[.!?…]*$)/iu;

/** A life event says enough in two words ("leila's pregnant", "jen got engaged", "gareth's in hospital"). */
const LIFE_EVENT =
  /\b(?:pregnant|wedding|honeymoon|engaged|married|divorced|separated|retired|expecting|hospital|hospitali[sz]ed|died|dead|passed away|funeral|born|promoted|fired|laid off|redundant|graduated|diagnosed|surgery|operation|broke up|split up|moved out|moved in)\b/iu;

/** "(Also) mention that I …", "add that I …": a request whose object is a fact about the person. */
const REQUEST_WITH_FACT =
  /^(?:(?:also|please|and|pls|can you|could you)[\s,]+)*(?:mention|say|add|include|note|state|write|tell (?:them|him|her|the \p{L}+)) that\s+(?=(?:i|i'm|i've|my)\b)/iu;

function factsOfRequest(sentence: string): string {
  const m = REQUEST_WITH_FACT.exec(sentence.replace(/[’`]/g, "'"));
  if (!m) return sentence;
  return sentence.slice(m[0].length).replace(/,?\s+and that\s+(?=(?:i|i'm|i've|my)\b)/giu, " and ");
}

/** "Please summarize …", "Can you explain …": the request after its polite opening. */
const POLITE =
  /^(?:(?:please|pls|can you|could you|would you|will you|kun je|kunt u|peux-tu|pouvez-vous|kannst du|puedes)[\s,]+)+/iu;

/**
 * A working session with an AI assistant (technical help, writing, code): the assistant answers at
 * length, or the user pastes code or gives instructions. There, only lasting statements about the
 * person become facts, not the narration of the task.
 */
function taskConversation(messages: ExtractionInput["messages"]): boolean {
  const assistant = messages.filter((m) => m.role.trim().toLowerCase() === "assistant");
  if (assistant.length === 0) return false;
  const chars = assistant.reduce((n, m) => n + m.content.length, 0);
  if (chars / assistant.length > 600 || assistant.some((m) => m.content.includes("```"))) return true;
  return messages.some(
    (m) =>
      m.role === "user" &&
      (ownWords(m.content) !== m.content.trim() ||
        m.content
          .split(/\n+|(?<=[.!?])\s+/)
          .some((s) => looksLikeCode(s) || isAssistantRequest(s.trim().replace(POLITE, "")))),
  );
}

/** The slot of another person's single-valued attribute: "person:melanie:residence". */
export function personSlot(subject: string, slot: string): string {
  return `person:${subject.trim().toLowerCase().replace(/\s+/g, "_")}:${slot}`;
}
