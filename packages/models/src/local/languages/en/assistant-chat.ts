import { oneOf, rx } from "../patterns.ts";

/**
 * English, in a chat with an AI assistant: requests, talk about the task, and the statements about
 * the user themself that are worth keeping.
 */

/** Imperatives that open a request to an assistant ("write a poem", "let's …"). */
export const REQUEST_VERBS = [
  "give",
  "write",
  "make",
  "create",
  "fix",
  "add",
  "show",
  "explain",
  "list",
  "generate",
  "translate",
  "summari[sz]e",
  "rewrite",
  "correct",
  "check",
  "find",
  "suggest",
  "help",
  "tell",
  "send",
  "draft",
  "compare",
  "calculate",
  "convert",
  "describe",
  "provide",
  "let's",
];

/** What the user does or wants in the task: "I want", "we tried", "I'm trying". */
const TASK_VERBS = [
  "(?:would|'d) like",
  "want",
  "need",
  "wanna",
  "try",
  "tried",
  "am trying",
  "'m trying",
  "propose",
  "suggest",
  "add",
  "added",
  "get",
  "got",
  "see",
  "saw",
  "run",
  "ran",
  "use",
  "used",
  "tested",
  "test",
  "changed",
  "change",
  "did",
  "do",
];
/** "I want the table sorted", "we tried it": the user about the task. */
export const TASK_ACTION = rx`\b(?:i|we)\s+${oneOf(TASK_VERBS)}\b`;
/** "I have an error", "we have this script". */
export const TASK_OBJECT = rx`\b(?:i|we)\s+have (?:a|an|the|this|that|some) (?:error|problem|issue|bug|question|idea|file|script|code|function)\b`;

/** "Last week", "yesterday", "in 2019": a time before a statement about oneself. */
export const TIME_LEAD = /(?:(?:last|this|next) \p{L}+|yesterday|today|earlier today|in \d{4})/iu;
/**
 * VIEWPOINT_LEAD: a fronted adjunct of the domain a statement about oneself holds in (a viewpoint
 * adjunct, in Quirk et al.'s terms): "in my day job", "at work", "professionally", "outside work".
 */
export const VIEWPOINT_LEAD =
  /(?:in my (?:day |spare |free |private |personal |professional )?(?:job|work|time|life|career|family)|at (?:work|home)|outside (?:of )?work|by day|professionally|personally|privately)/iu;

/** What "I'm …" is followed by when the user is busy with the task, not saying who they are. */
const BUSY_WITH = [
  "trying",
  "working on",
  "getting",
  "looking",
  "going to",
  "about to",
  "using",
  "running",
  "not sure",
  "sure",
  "done",
  "stuck",
  "asking",
  "assuming",
  "wondering",
  "having",
  "seeing",
  "building",
  "developing",
  "creating",
  "making",
  "doing",
  "testing",
  "writing",
  // Saying and weighing, in the progressive: the exchange itself (Levin 1993, 37 communication, 29.x
  // conjecture): "I'm arguing for switching first", "I'm contemplating whether …".
  "arguing",
  "suggesting",
  "proposing",
  "saying",
  "telling",
  "considering",
  "contemplating",
  "debating",
  "pondering",
  "guessing",
  "questioning",
];
/** "I'm a nurse", "I am from Lyon" (not "I'm trying …", "I'm still stuck"). */
export const I_AM = rx`i(?:'m| am)(?! (?:still |just |now |also |really |currently )?${oneOf(BUSY_WITH)})`;
/** "I live in …", "I grew up …", "I own …". */
export const I_LIVE = /i (?:live|work|come from|grew up|was born|moved|study|studied|own)/iu;
/** Family, pets and home one has: "sons", "a dog", "a flat". */
export const HOUSEHOLD =
  /sons?|daughters?|kids?|child|children|wife|husband|partner|dogs?|cats?|house|flat|apartment|garden|cars?|bikes?/iu;
/** "I have two kids", "I have a garden". */
export const I_HAVE_HOUSEHOLD = rx`i have (?:a|an|two|three|\d+) (?:${HOUSEHOLD})`;
/** "I love …", "I prefer …", "I speak …", "I dislike …", "I can't stand …" (Levin 1993, 31.2 admire verbs). */
export const I_LIKE =
  /i (?:love|like|hate|dislike|detest|adore|loathe|prefer|enjoy|speak|play|can't stand)/iu;
/** "I graduated", "I worked as …": a past step of one's life. */
export const I_DID = /i (?:attended|visited|graduated|retired|adopted|married|acted as|worked as)/iu;
/** "I've had …", "I have been living …" (the contraction has no space before its 've). */
export const I_HAVE_BEEN = /i(?: have|'ve) (?:had|worked|lived|studied|been (?:a|an|working|living))/iu;
/**
 * HAVE_COMPETENCE: "I have limited experience with CMake", "I've got a basic grasp of SQL": a
 * possessive "have" whose object is an abstract noun of knowledge or skill says what the person
 * knows or can, a lasting fact even inside a task.
 */
export const HAVE_COMPETENCE = rx`i(?: have|'ve got|'ve had| had) (?:[\p{L}\d-]+ ){0,5}?(?:experience|grasp|knowledge|understanding|background|expertise|skills|training|qualifications?)\b`;
/** HAVE_A_PASSION: "I have a real passion for woodworking", "a knack for languages": a taste or gift one has. */
export const HAVE_A_PASSION = rx`i(?: have|'ve got|'ve always had) (?:a |an )?(?:[\p{L}-]+ )?(?:passion|love|soft spot|weakness|talent|gift|knack|fondness) for\b`;
/** "My sister is …", "my old car was …". */
export const MY_SOMETHING_IS = /my (?:\p{L}+ ){0,2}(?:is|are|was|has|have)/iu;

/** Every English statement about oneself (after an optional `TIME_LEAD` or `VIEWPOINT_LEAD`). */
export const PERSONAL_STATEMENTS = [
  I_AM,
  I_LIVE,
  I_HAVE_HOUSEHOLD,
  I_LIKE,
  I_DID,
  I_HAVE_BEEN,
  MY_SOMETHING_IS,
  HAVE_COMPETENCE,
  HAVE_A_PASSION,
];

/** "I'm a nurse …", "I live …", "my daughter is 4 …": who the person is, said first. */
export const IDENTITY_FIRST = [
  /i(?:'m| am) (?:a|an)\s/iu,
  /i (?:live|work|come from|grew up|was born|moved|speak)\b/iu,
  rx`${MY_SOMETHING_IS}\b`,
];

/** Words that announce a pasted document: "Summarize the following text:", "Fix this code:". */
export const DOCUMENT_POINTERS = ["the following", "following", "below", "this", "these", "follows"];
/** How a role prompt for the assistant opens: "You are Whimsy, …", "Act as …". */
export const ROLE_OPENERS = ["you are", "you're", "act as"];
