import { PICTOGRAPHS } from "../text/regex.ts";
import * as DE_CHAT from "./languages/de/assistant-chat.ts";
import * as DE_CLAUSE from "./languages/de/clause.ts";
import * as DE_DISCUSSION from "./languages/de/discussion.ts";
import * as EN_CHAT from "./languages/en/assistant-chat.ts";
import * as EN_CLAUSE from "./languages/en/clause.ts";
import { IMPERATIVE_WITH_ME } from "./languages/en/discourse.ts";
import * as EN_DISCUSSION from "./languages/en/discussion.ts";
import * as EN_GENERIC from "./languages/en/generic.ts";
import * as EN_REACTIONS from "./languages/en/reactions.ts";
import * as EN_SMALL_TALK from "./languages/en/small-talk.ts";
import * as ES_CHAT from "./languages/es/assistant-chat.ts";
import * as ES_CLAUSE from "./languages/es/clause.ts";
import * as ES_DISCUSSION from "./languages/es/discussion.ts";
import * as FR_CHAT from "./languages/fr/assistant-chat.ts";
import * as FR_CLAUSE from "./languages/fr/clause.ts";
import * as FR_DISCUSSION from "./languages/fr/discussion.ts";
import * as FR_REACTIONS from "./languages/fr/reactions.ts";
import * as IT_CHAT from "./languages/it/assistant-chat.ts";
import * as IT_CLAUSE from "./languages/it/clause.ts";
import * as IT_REACTIONS from "./languages/it/reactions.ts";
import * as NL_CHAT from "./languages/nl/assistant-chat.ts";
import * as NL_CLAUSE from "./languages/nl/clause.ts";
import * as NL_DISCUSSION from "./languages/nl/discussion.ts";
import { anyOf, anywhere, exactlyOneOf, oneOf, opening, startingWith } from "./languages/patterns.ts";

/** Each rule language's patterns for a chat with an AI assistant. */
const CHATS = [EN_CHAT, FR_CHAT, DE_CHAT, ES_CHAT, NL_CHAT, IT_CHAT];
/** The languages with word lists for fragments (Dutch has only its first-person subject). */
const CLAUSES = [EN_CLAUSE, FR_CLAUSE, DE_CLAUSE, ES_CLAUSE, IT_CLAUSE];
/**
 * What is not a fact about a person, whatever its grammar: code, logs, commands, pasted
 * documents and fragments. Applied to each sentence before anything else.
 */
const CODE = [
  // "<" and ">" as tags or operators ("<div>", "x>0", "->"); "vancouver rain > toronto cold" is prose.
  /[{}]|<[\w/!]|[\w"'/]>|[<>]=|->|=>|==|!=|&&|\|\||::|(?<!:)\/\/|\/\*|\*\/|;\s*$|`/u,
  // Keywords only in code's own shape: "function add(", "def main(", never "I can't function before coffee".
  /\b(?:function\s*[\w$]*\s*\(|def\s+\w+\s*\(|console\.\w|printf\s*\()/u,
  /\b(?:sudo|npm|pnpm|npx|pip install|git (?:clone|commit|push|pull|checkout)|docker|kubectl|zfs|zpool|apt-get|apt install|curl|wget|chmod|systemctl)\b/u,
  /\s=\s|\s=$|^(?:const|let|var)\s+\w+\s*[=:]/iu, // assignments
  /\b[a-z]{2,}[A-Z][a-z]+/u, // camelCase identifiers
  /\b\w+\(\S*\)/u, // calls: foo(), bar(x)
  /(?:^|\s)(?:\/[\w.-]+){2,}/u, // paths
  /\b\w+\.(?:js|ts|tsx|py|json|yaml|yml|sh|md|txt|csv|sql|html|css|log|conf|env)\b/u,
  /^\s*(?:[$#>]|\d+\s*[|:)])\s/u, // prompts, numbered listings
  /\b(?:ERROR|WARN|INFO|DEBUG|TRACE|FATAL)\b|\b\d{2}:\d{2}:\d{2}\b|\bat \S+ \(\S+:\d+:\d+\)/u,
];

/** A sentence that is code, a log line or a command, rather than prose. */
export function looksLikeCode(sentence: string): boolean {
  // CODE_SPAN_AS_NAME: one word in backticks names a tool in prose ("I'm new to `uv`").
  const prose = sentence.replace(/`([\p{L}\d_.-]+)`/gu, "$1");
  if (CODE.some((p) => p.test(prose))) return true;
  const letters = (sentence.match(/\p{L}/gu) ?? []).length;
  const visible = sentence.replace(/\s/g, "").length;
  return visible >= 12 && letters < visible * 0.45;
}

/**
 * BOT_COMMAND: a message that opens with a chat app's command syntax, "/" or "!" and a word of two
 * letters or more (Slack's and Discord's slash commands, "/giphy happy dance", "/ask …", a bot's
 * prefix, "!play …"): said to a bot, not to the people of the chat. Not "!!!", not "/s", not a
 * path ("/usr/local/bin": the word runs on into another "/").
 */
const BOT_COMMAND = /^[/!][a-z][\w-]{1,31}(?=\s|$)/iu;

export function isBotCommand(content: string): boolean {
  return BOT_COMMAND.test(content.trim());
}

/** Requests to an assistant, also without "please": imperatives and "I want you to …". */
const ASSISTANT_REQUEST = opening(oneOf(CHATS.flatMap((chat) => chat.REQUEST_VERBS)));
/** The user talking about the task at hand with the assistant, not about themself. */
const TASK_TALK = anywhere(
  EN_CHAT.TASK_ACTION,
  EN_CHAT.TASK_OBJECT,
  FR_CHAT.TASK_ACTION,
  FR_CHAT.TASK_OBJECT,
  NL_CHAT.TASK_ACTION,
  NL_CHAT.TASK_OBJECT,
  DE_CHAT.TASK_OBJECT,
  ES_CHAT.TASK_OBJECT,
  IT_CHAT.TASK_ACTION,
  IT_CHAT.TASK_OBJECT,
  EN_CHAT.GOAL_OF_THE_TASK,
  FR_CHAT.GOAL_OF_THE_TASK,
  EN_CHAT.FIRST_TURN,
  FR_CHAT.FIRST_TURN,
  ...DE_CHAT.SESSION_TALK,
  ...ES_CHAT.SESSION_TALK,
  ...IT_CHAT.SESSION_TALK,
  ...NL_CHAT.SESSION_TALK,
);

/**
 * In a chat with an AI assistant, what the user says is mostly about the task; only lasting
 * statements about themself count: where they live, work, come from, what they have, like or are.
 */
const PERSONAL_STATEMENT = opening(
  `(?:${anyOf(EN_CHAT.TIME_LEAD, EN_CHAT.VIEWPOINT_LEAD, FR_CHAT.TIME_LEAD, ES_CHAT.TIME_LEAD, IT_CHAT.TIME_LEAD)},?\\s+)?${anyOf(...CHATS.flatMap((chat) => chat.PERSONAL_STATEMENTS))}`,
);

/** Curly apostrophes and backticks as the straight apostrophe the patterns are written with. */
export const straightApostrophes = (sentence: string) => sentence.replace(/[’`]/g, "'");

export function isAssistantRequest(sentence: string): boolean {
  return ASSISTANT_REQUEST.test(straightApostrophes(sentence));
}

/**
 * Habits, life events, a household and plans for one's life said in a task ("I'm 42 and I run two
 * marathons a year", "I got married last summer", "nous avons deux chats", "je vais déménager à
 * Lyon", "je suis en train de monter ma boîte"): no task talk, whatever their verb.
 */
const NO_TASK_TALK = new RegExp(
  `\\b(?:${EN_CHAT.HABIT.source}|${EN_CHAT.LIFE_EVENT.source}|${FR_CHAT.HABIT.source}|${FR_CHAT.WE_LIVE.source}|${FR_CHAT.LIFE_PLAN.source}|${EN_CHAT.LIFE_PLAN.source}|${EN_CHAT.WHAT_ONE_USES.source}|${EN_CHAT.OWN_SETUP.source}|${EN_CHAT.AT_WORK_I_DO.source}|${EN_CHAT.USED_FOR.source}|${EN_CHAT.PLAN_WITH_A_DATE.source}|${FR_CHAT.PLAN_WITH_A_DATE.source}|${FR_CHAT.OWN_PROJECT.source}|${FR_CHAT.LIFE_EVENT.source}|${ES_CHAT.OWN_WORK.source}|${IT_CHAT.OWN_WORK.source}|${DE_CHAT.OWN_WORK.source}|${NL_CHAT.OWN_WORK.source})`,
  "giu",
);

export function isTaskTalk(sentence: string): boolean {
  return TASK_TALK.test(straightApostrophes(sentence).replace(NO_TASK_TALK, ""));
}

/** Who the person is, said first ("I am a nurse in Berlin and I want to …", "my daughter is 4 so I need …"). */
const IDENTITY_FIRST = startingWith(...CHATS.flatMap((chat) => chat.IDENTITY_FIRST));

/** A sentence that starts by saying who the person is: its task talk is read clause by clause. */
export function startsWithIdentity(sentence: string): boolean {
  return IDENTITY_FIRST.test(straightApostrophes(sentence).trim());
}

/** "I recently moved", "I currently work as": the adverb after "I" aside, the statement is read as usual. */
const MID_ADVERB = new RegExp(`\\b(i|we) (?:${oneOf(EN_CHAT.MID_ADVERBS)} )+`, "iu");

export function isPersonalStatement(sentence: string): boolean {
  const text = straightApostrophes(sentence);
  return PERSONAL_STATEMENT.test(text) || PERSONAL_STATEMENT.test(text.replace(MID_ADVERB, "$1 "));
}

/** Reactions and chat filler that can carry a first-person word but no fact ("I'm so happy for you", "I can't wait"). */
const REACTION = opening(...EN_REACTIONS.REACTIONS, ...FR_REACTIONS.REACTIONS, ...IT_REACTIONS.REACTIONS);

export function isReaction(sentence: string): boolean {
  const text = straightApostrophes(sentence);
  return EN_REACTIONS.POOR_SOMEONE_ONLY.test(text) || REACTION.test(text);
}

/**
 * What would have happened ("he'd have kept you there all night if I hadn't …"), advice ("if I
 * were you I would …", "in your shoes …") and catching up ("I haven't heard from you since August",
 * "long time no talk"): said in the first person, but no fact about anyone.
 */
const SMALL_TALK = anywhere(...EN_SMALL_TALK.SMALL_TALK);

export function isSmallTalk(sentence: string): boolean {
  return SMALL_TALK.test(straightApostrophes(sentence));
}

const ON_THE_MATTER: Record<string, readonly RegExp[]> = {
  en: EN_DISCUSSION.ON_THE_MATTER,
  fr: FR_DISCUSSION.ON_THE_MATTER,
  de: DE_DISCUSSION.ON_THE_MATTER,
  es: ES_DISCUSSION.ON_THE_MATTER,
  nl: NL_DISCUSSION.ON_THE_MATTER,
};

/** ON_THE_MATTER (English, French; stances in German, Spanish, Dutch): a group member's stance on a proposal, or a statement pointing into the thread. */
export function isOnTheMatter(sentence: string, language: string): boolean {
  const text = straightApostrophes(sentence).trim();
  return (ON_THE_MATTER[language] ?? []).some((pattern) => pattern.test(text));
}

/** IMPERATIVE_WITH_ME (English): "Get me a coffee", "Count me in", "Keep us posted": a request, no statement. */
export function isImperativeWithMe(sentence: string): boolean {
  return IMPERATIVE_WITH_ME.test(straightApostrophes(sentence).trim());
}

export function isGeneric(sentence: string): boolean {
  const text = straightApostrophes(sentence).trim();
  return (
    EN_GENERIC.GENERIC_YOU.test(text) ||
    (EN_GENERIC.GENERIC_SUBJECT.test(text) &&
      !EN_GENERIC.PERSON_WORD.test(text) &&
      !EN_GENERIC.NAME_INSIDE.test(text))
  );
}

/** Verbs that say nothing without their complement ("I live.", "I go.", "I propose."). */
const NEEDS_COMPLEMENT = exactlyOneOf(CLAUSES.flatMap((c) => c.NEEDS_COMPLEMENT));

/** "I …", "je …", "ik …": a first-person subject. */
const FIRST_PERSON_SUBJECT = exactlyOneOf([
  ...CLAUSES.flatMap((c) => c.FIRST_PERSON_SUBJECTS),
  ...NL_CLAUSE.FIRST_PERSON_SUBJECTS,
]);
/** "My …", "mon …", "mein …": a possessive. */
const POSSESSIVE = exactlyOneOf(CLAUSES.flatMap((c) => c.POSSESSIVES));
/** Cut off before its second half ("I didn't want to bring it up and ruin it but") or its next word ("I am like..."). */
const CUT_OFF = new RegExp(`\\b${oneOf(CLAUSES.flatMap((c) => c.CONJUNCTIONS))}\\s*[.!…,]*$`, "iu");
/** Read on the sentence as written: "… with my family" is no "… with my" once "-ly" words are trimmed. */
const CUT_BEFORE_ITS_WORD = new RegExp(`\\b${oneOf(EN_CLAUSE.NEEDS_WHAT_FOLLOWS)}\\s*[.!…,]*$`, "iu");

/** A fact needs content; "Thing, Melanie.", "I live honestly." or "I propose." are fragments. */
export function isFragment(sentence: string): boolean {
  const core = straightApostrophes(sentence).replace(EN_CLAUSE.TRAILING_FILLER, "");
  const tokens = core.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t));
  if (tokens.length < 2) return true;
  // "with my croissant": a short prepositional phrase without a verb, a name or a number ("At a
  // school in Didsbury, from September" completes what was said before it).
  if (
    tokens.length <= 4 &&
    EN_CLAUSE.PREPOSITION_FIRST.test(core) &&
    !hasSubjectOrVerb(core) &&
    !/\d|\s\p{Lu}/u.test(core)
  )
    return true;
  if (CUT_OFF.test(core) || CUT_BEFORE_ITS_WORD.test(straightApostrophes(sentence.trim()))) return true;
  if (tokens.length === 2) {
    const verb = (tokens[1] ?? "").replace(/[^\p{L}']/gu, "");
    const first = (tokens[0] ?? "").toLowerCase();
    if (FIRST_PERSON_SUBJECT.test(first) && NEEDS_COMPLEMENT.test(verb)) return true;
    // "My news.", "My favourite.": a possessive and a noun, no statement.
    if (POSSESSIVE.test(first)) return true;
  }
  return false;
}

/**
 * "I can handle it.", "Priya is stealing that.", "I'm drowning in it lol": a short statement whose
 * object is only "it", "that" or "this" says nothing on its own; what it stands for was said before.
 * (An answer keeps it with its question: "We love it (asked by …: "how's the new flat?")".)
 */
export function isVague(sentence: string): boolean {
  const text = straightApostrophes(sentence).replace(PICTOGRAPHS, "").trim();
  return (
    EN_GENERIC.VAGUE_OBJECT.test(text) || EN_GENERIC.THAT_IS.test(text) || EN_GENERIC.PASSING_STATE.test(text)
  );
}

/**
 * THAT_WAY: "That way we see clearly that the math was saved", "This way I don't forget": a means
 * adjunct pointing back (discourse deixis) to what was just proposed; what follows is its result,
 * said of that proposal, not a statement that stands alone.
 */
const THAT_WAY = /^(?:(?:and|so)\s+)?(?:that|this)\s+way,?\s/iu;

/** UNRESOLVED_SUBJECT: "It is harder than I thought": the subject names what was said before, so the statement says nothing alone (and THAT_WAY). */
export function pointsBack(sentence: string): boolean {
  const text = straightApostrophes(sentence).trim();
  return EN_GENERIC.UNRESOLVED_SUBJECT.test(text) || THAT_WAY.test(text);
}

/** "Please summarize the following text:", "The full body of the article follows:", "Fix this code:". */
const DOCUMENT_INTRO = new RegExp(
  `\\b${oneOf(CHATS.flatMap((chat) => chat.DOCUMENT_POINTERS))}\\b[^\\n]*:\\s*$`,
  "iu",
);
/** "You are Whimsy, a world-building assistant …": a role prompt for the assistant. */
const ROLE_PROMPT = new RegExp(`^${oneOf(CHATS.flatMap((chat) => chat.ROLE_OPENERS))}\\b`, "iu");
/** ROLE_PLAY_PROMPT: "I want you to act as …", "Pretend to be …", after a greeting or not. */
const ROLE_PLAY = new RegExp(
  `^(?:[^.!?\\n]{1,40}[.!?]\\s+)?${oneOf(CHATS.flatMap((chat) => chat.ROLE_PLAY_OPENERS))}\\b`,
  "iu",
);

/**
 * ROLE_PLAY_TOGETHER: "We will roleplay as 2 old friends …", "Let's role-play: …", anywhere in the
 * message: a game in which both take a part, cast in its own sentence.
 */
const ROLE_PLAY_TOGETHER =
  /(?:^|[.!?:\n]\s*)(?:we(?:'ll| will| are going to| shall)|let's|let us)\s+role-?play\b/iu;
/**
 * PART_IN_THE_GAME: in such a game, the user's own part, said as the cast is ("You are Alice, a
 * photographer. I am BOB.", "I'll be the customer"): a copula and a name or a noun phrase of at most
 * three words, nothing more.
 */
const PART_IN_THE_GAME =
  /^i(?:'m| am|'ll be| will be|'ll play| will play| play) (?:(?:the|a|an) )?[\p{L}-]+(?: [\p{L}-]+){0,2}\s*[.!]?$/iu;

/** A prompt that casts the assistant in a role for a game: the rest is the game's rules and moves. */
export function isRolePlayPrompt(content: string): boolean {
  return gameCastOf(content).assistant;
}
/** Whom a message casts in a game: the assistant (a role-play prompt), and the user too (ROLE_PLAY_TOGETHER). */
export interface GameCast {
  assistant: boolean;
  both: boolean;
}
/** Read once a message: reading the whole message again for each of its sentences was quadratic. */
export function gameCastOf(content: string): GameCast {
  const text = straightApostrophes(content).trim();
  const both = ROLE_PLAY_TOGETHER.test(text);
  return { assistant: both || ROLE_PLAY.test(text), both };
}
/**
 * MOVE_OF_THE_GAME: "my first dream is about …" in a message that casts the assistant in a role,
 * and PART_IN_THE_GAME in one that casts both.
 */
export function isMoveOfTheGame(cast: GameCast, sentence: string): boolean {
  if (!cast.assistant) return false;
  const said = straightApostrophes(sentence).trim();
  return EN_CHAT.MOVE_OF_THE_GAME.test(said) || (cast.both && PART_IN_THE_GAME.test(said));
}
/** A Markdown heading line: a pasted article or document. */
const HEADING = /^#{1,6}\s+(.+)$/gmu;
/**
 * The section headings of a prompt written for an assistant (the structure prompting guides teach:
 * context, task, question, constraints, about me), in the languages with rules: the person's own
 * message, not a pasted article.
 */
const PROMPT_SECTION = new RegExp(
  `^(?:my |ma |mon |mein |meine |mijn |mi )?${oneOf([
    "context",
    "contexte",
    "kontext",
    "contexto",
    "contesto",
    "background",
    "situation",
    "situatie",
    "situación",
    "about me",
    "à propos de moi",
    "über mich",
    "over mij",
    "profile?",
    "profil",
    "question",
    "questions",
    "frage",
    "vraag",
    "pregunta",
    "domanda",
    "task",
    "tâche",
    "aufgabe",
    "taak",
    "tarea",
    "compito",
    "request",
    "demande",
    "goal",
    "goals",
    "objective",
    "objectif",
    "ziel",
    "doel",
    "objetivo",
    "obiettivo",
    "constraints",
    "contraintes",
    "problem",
    "problème",
    "probleem",
    "problema",
  ])}\\s*:?\\s*$`,
  "iu",
);

/**
 * ROLE_THEN_OWN_WORDS: a role for the assistant in one sentence ("You are an experienced career
 * coach ….", "Tu es un coach …"), then the person's own words in the first person ("I'm a teacher
 * in Manchester …", "Je suis infirmière …"):
 * those are theirs. A role that goes on ("You are Whimsy …. You are going to help me. …") is a
 * prompt for the assistant, first person or not, and nothing of it is.
 */
const FIRST_SENTENCE_THEN_I = /^[^.!?\n]{1,300}[.!?]\s+(?=(?:i|i'm|i've|i am|my|je|mon|ma|mes)\b|j')/iu;
function afterTheRole(text: string): string {
  const role = FIRST_SENTENCE_THEN_I.exec(text);
  return role ? text.slice(role[0].length) : "";
}

/** Where a Markdown article starts: its first heading that is not one of a prompt's own sections. */
function articleStart(text: string): number | undefined {
  return [...text.matchAll(HEADING)].find(
    (m) => !PROMPT_SECTION.test((m[1] ?? "").replace(/[*_]/gu, "").trim()),
  )?.index;
}

/**
 * The part of a user's message to an assistant that is their own words: not a document they pasted
 * after announcing it ("Please summarize the following text:\n\n…": only the first line is theirs),
 * not a role prompt ("You are Whimsy, …"), not a Markdown article from its first heading on (the
 * words before it are theirs; a prompt's own sections, "## Context", "## Ma demande", are no
 * article). Such texts are about something else, or are someone else's, even when written in the
 * first person.
 */
export function ownWords(content: string): string {
  const text = content.trim();
  if (text.length > 400 && ROLE_PROMPT.test(text)) return afterTheRole(text);
  // ARTICLE_AFTER_OWN_WORDS: what comes before a pasted article's first heading is the person's own.
  const article = text.length > 400 ? articleStart(text) : undefined;
  if (article !== undefined) return text.slice(0, article).trim();
  const firstLine = text.split("\n", 1)[0] ?? "";
  if (DOCUMENT_INTRO.test(firstLine) && text.length - firstLine.length >= 200) return firstLine;
  return text;
}

/** A message at least this long after the assistant asked for a text is that text (a pasted one runs long). */
const PASTED_TEXT_CHARS = 400;
/** The end of an assistant's message, where it asks for what it needs next. */
const ASKING_END_CHARS = 300;

/**
 * ASKED_FOR_A_TEXT: the user's long message right after the assistant asked for a text to work on
 * ("Please provide the text you'd like me to study.") is that text: a question and its answer are
 * an adjacency pair, and a request is answered by what it asks for. None of it is the person's
 * statement about themself, even in the first person.
 */
export function isTextAskedFor(
  previous: { role: string; content: string } | undefined,
  content: string,
): boolean {
  if (previous?.role.trim().toLowerCase() !== "assistant" || content.trim().length < PASTED_TEXT_CHARS)
    return false;
  const asking = previous.content.slice(-ASKING_END_CHARS);
  return EN_CHAT.TEXT_ASKED_FOR.test(asking) || FR_CHAT.TEXT_ASKED_FOR.test(asking);
}

/** A subject or a finite verb: a clause of its own, not a fragment or a follow-up (a name's possessive is no verb). */
const CLAUSE = new RegExp(
  anyOf(EN_CLAUSE.SUBJECT_OR_VERB, EN_CLAUSE.PRONOUN_IS, EN_CLAUSE.CONTRACTED_VERB, EN_CLAUSE.ED_OR_ING),
  "iu",
);

export function hasSubjectOrVerb(text: string): boolean {
  return CLAUSE.test(text);
}
