import { FAMILY_WORDS } from "../../../text/kin.ts";
import { PLACES } from "../../places.ts";
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

/**
 * The things of a chat session with an assistant, the object of a progressive ("I'm (a) reviewing
 * the code", "I'm editing the draft"), of an appraisal ("I dislike the ton of functions") or of
 * working with ("I work with the data from the previous message"): code, files, drafts, output.
 */
export const SESSION_ARTEFACT =
  /(?:code|logs?|script|file|files|functions?|page|table|column|row|draft|document|output|error|results?|list|text|email|letter|prompt|query|spreadsheet|slides?)/u
    .source;

/**
 * SO_IMPERATIVE: how to go about the task, said after a fact and "so" ("I'm dyslexic, so keep the
 * sentences short", "so no meat please"): imperatives of keeping and avoiding, and "no …".
 */
export const INSTRUCTION_VERBS = [
  "keep",
  "avoid",
  "use",
  "skip",
  "assume",
  "remember",
  "bear",
  "take",
  "consider",
  "focus",
  "adapt",
  "adjust",
  "tailor",
  "be",
  "go (?:easy|slow|slowly|gently|step by step)",
  "stick",
  "limit",
  "include",
  "exclude",
  "leave",
  "mind",
  "don't",
  "do not",
  "no(?! one| longer| matter| doubt)",
];

/** Apologies to the assistant after "so": "I'm not a native speaker so sorry for mistakes". */
export const APOLOGIES = [
  "sorry for",
  "sorry about",
  "sorry if",
  "excuse",
  "forgive",
  "pardon",
  "apologies for",
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
/**
 * Adverbs of indefinite frequency (Quirk et al. 1985, adverbials of frequency): "I usually cook", "I often get …".
 * Said before the verb, they make a habit of it.
 */
export const FREQUENCY_ADVERBS = [
  "usually",
  "often",
  "always",
  "never",
  "sometimes",
  "regularly",
  "rarely",
  "seldom",
  "normally",
  "generally",
  "typically",
  "occasionally",
  "frequently",
];
const FREQUENCY = oneOf(FREQUENCY_ADVERBS);
/** "I want the table sorted", "we tried it", "I often get …": the user about the task. */
export const TASK_ACTION = rx`\b(?:i|we)\s+(?:${FREQUENCY}\s+)?${oneOf(TASK_VERBS)}\b`;
/** "I have an error", "we have this script". */
export const TASK_OBJECT = rx`\b(?:i|we)\s+have (?:a|an|the|this|that|some) (?:error|problem|issue|bug|question|idea|file|script|code|function)\b`;

/** "Last week", "yesterday", "in 2019": a time before a statement about oneself. */
/** A span of one's life, in words or figures ("two years", "6 months"). */
const LIFE_SPAN =
  "(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|a few|several|many) (?:years?|months?)";
/**
 * "Last week", "yesterday", "in 2019", "two years ago", "it's been 3 years since": a time before a
 * statement about oneself (a span of a life, not of the session: no hours, no minutes).
 */
export const TIME_LEAD = new RegExp(
  `(?:(?:last|this|next) \\p{L}+|yesterday|today|tomorrow|earlier today|in \\d{4}(?:-\\d{2})?|on \\d{4}-\\d{2}-\\d{2}|in the week of \\d{4}-\\d{2}-\\d{2}|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|${LIFE_SPAN} ago|it(?:'s| has) been ${LIFE_SPAN} since)`,
  "iu",
);
/**
 * VIEWPOINT_LEAD: a fronted adjunct of the domain a statement about oneself holds in (a viewpoint
 * adjunct, in Quirk et al.'s terms): "in my day job", "at work", "professionally", "outside work".
 */
export const VIEWPOINT_LEAD =
  /(?:in my (?:day |spare |free |private |personal |professional )?(?:job|work|time|life|career|family)|at (?:work|home)|outside (?:of )?work|by day|professionally|personally|privately)/iu;

/** What one tries for months, a goal of the body or of a habit: "lose 10 kg", "quit smoking", "get pregnant". */
const LIFE_GOALS =
  "(?:lose (?:weight|\\d+ ?(?:kg|kilos?|pounds|lbs))|quit (?:smoking|drinking|vaping)|get pregnant|conceive|get (?:fit|in shape|back in shape)|save (?:up|money))";
/** What "I'm …" is followed by when the user is busy with the task, not saying who they are. */
const BUSY_WITH = [
  `trying(?! to ${LIFE_GOALS})`,
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
/**
 * TASK_STATE: how one is in the session, not who one is ("I'm confused by the error message", "I'm
 * ready for the next part", "I'm on the second step", "I'm gonna try …"): no fact.
 */
const TASK_STATES = [
  "confused",
  "curious",
  "lost",
  "ready",
  "done",
  "finished",
  "on (?:the|step|page|line|it|this|that)",
  "gonna",
  "close to",
  "fine with",
  "ok with",
  "okay with",
  "happy with (?:this|that|it|the)",
  "aware",
  "glad",
  "relieved",
  "back",
  "here (?:to|with|again)",
  "in the (?:terminal|console|shell|editor|app|browser|repo|folder|directory)",
  "interested in (?:how|what|why|whether|if)",
  // Haste, the device one types on, a taste for the answer's form: the session's, not one's life.
  "in a (?:hurry|rush)",
  "short on time",
  "pressed for time",
  "on (?:mobile|my phone|a phone|my tablet|a tablet)",
  "(?:not )?a (?:big |huge )?fan of (?:this|that|these|those|your|the way)",
];
/** After a name, the noun of an artefact or a version's number: the name is a thing's ("to visual basic code", "to Postgres 16"). */
const ARTEFACTS = [
  "code",
  "version",
  "framework",
  "library",
  "stack",
  "database",
  "server",
  "api",
  "platform",
  "format",
  "syntax",
  "branch",
  "model",
  "app",
  "backend",
  "frontend",
];
const NOT_AN_ARTEFACT = `(?!(?: [\\p{L}.+#'-]+){0,2} ${oneOf(ARTEFACTS)}\\b| \\d)`;
/**
 * Where a move of home goes: a name without a determiner (a town, a country: "to Bristol"), a new
 * home or town, the countryside, abroad, back, house; not "to the next cycle", "to a new database".
 * A name of a thing alone ("moving to Postgres") still reads as a place; before an artefact's noun or
 * a version's number it does not (NOT_AN_ARTEFACT).
 */
const MOVE_OF_HOME = `(?:to (?:(?:a new|another|a bigger|a smaller) (?:house|home|flat|apartment|place|city|town|country)\\b|the (?:countryside|coast|suburbs|city|uk|us|usa|states|netherlands|philippines|bahamas|czech republic|united states|united kingdom|emirates|south|north|east|west)\\b|(?!(?:a|an|the|our|my|this|that|these|those|it|them|next|another|some)\\b)\\p{L}[\\p{L}'-]*(?![\\p{L}'-])${NOT_AN_ARTEFACT})|house|abroad|back|in with|out\\b)`;
/**
 * PROGRESSIVE_OF_A_LIFE: "I'm …ing" is about the person only when the activity is a life's
 * (learning, training, recovering, raising children, working as …, moving to …, visiting one's
 * family); any other progressive in a working chat narrates the task ("I'm debugging …", "I'm
 * pasting the stack trace", "I'm sharing my screen"), the "I'm a reviewing the code".
 */
export const PROGRESSIVES_OF_A_LIFE = [
  "learning",
  "studying",
  "training",
  "expecting",
  "living",
  "working (?:as|at|for|in|from home|part-time|full-time|remotely|nights)",
  // A move of home (MOVE_OF_HOME), not "moving to the next cycle" or "to a new database".
  `moving ${MOVE_OF_HOME}`,
  `moving from ${oneOf([...PLACES])}\\b`,
  "relocating",
  "raising",
  "caring for",
  "volunteering",
  "teaching",
  "dating",
  "getting (?:married|divorced|engaged)",
  "starting (?:a new|my new|university|school|college|uni)",
  "taking (?:a|an) (?:course|class|degree|gap year|break|sabbatical)",
  "going through",
  "struggling with",
  "suffering",
  "recovering",
  "visiting (?!the|this|that|your)",
  "flying (?:to|home|back|out)",
  "travel(?:l)?ing",
  "staying (?:with|in|at) (?!the|this|that)",
  "preparing for (?:my|an?) ",
  // A goal of the body or of a habit, tried over months ("trying to lose 10 kg", "trying to quit smoking").
  `trying to ${LIFE_GOALS}`,
  // The work and exams of one's studies, prepared ("preparing my PhD defense"), not the task's slides or data.
  "preparing (?:my|a|an) (?:[\\p{L}'-]+ ){0,2}?(?:thesis|dissertation|defen[cs]e|viva|exams?|finals|boards|bar exam)\\b",
  // The stage of one's studies ("doing a masters", "doing my PhD"), not the task's ("doing the dishes").
  "doing (?:a|an|my) (?:[\\p{L}'-]+ ){0,2}?(?:masters?|master's|phd|doctorate|degree|course|apprenticeship|internship|residency|placement|diploma|mba|bachelor's|certificate)\\b",
  "saving (?:for|up)",
  "renovating",
  // "I'm retiring next year"; "retiring for the day" is going to bed (THE_DAYS_END).
  "retiring(?! for the (?:day|night|evening))",
  "running (?:a|an|my|our) ",
  // A plan of one's life with its event ("planning a trip to Lisbon next spring"), not the task's.
  "(?:planning|organi[sz]ing) (?:a|an|my|our) (?:[\\p{L}'-]+ ){0,2}?(?:trip|holiday|vacation|wedding|honeymoon|move|party|visit|birthday|reunion|gap year|retirement)",
];
const ADVERBS_AFTER_I_AM =
  "(?:(?:still|just|now|also|really|currently|a bit|so|very|almost|totally|kinda|not) )*";
/**
 * "I'm a nurse", "I am from Lyon", "I'm learning Spanish" (not "I'm trying …", "I'm still stuck",
 * a task state, or a progressive of the task).
 */
export const I_AM = rx`i(?:'m| am)(?! ${ADVERBS_AFTER_I_AM}(?:${oneOf(BUSY_WITH)}|${oneOf(TASK_STATES)})\b)(?! ${ADVERBS_AFTER_I_AM}(?!${oneOf(PROGRESSIVES_OF_A_LIFE)})\p{L}+ing\b)`;
/** "I live in …", "I grew up …", "I own …" (not "I live for these explanations", nor work with the session's things). */
/** A determiner that points into the session: "I moved the file", "I own the repo", "I study the logs". */
const POINTING = "(?:the|this|that|these|those|it|them)";
/** Where one is in the session, not where one lives: "I live in the terminal". */
const IN_THE_SESSION = "in the (?:terminal|console|shell|editor|browser|app|ide)";
export const I_LIVE = rx`i (?:live(?! for\b| ${IN_THE_SESSION}\b)|work(?! (?:with|on) (?:the|this|that|these|those) (?:[\p{L}-]+ ){0,2}?(?:${SESSION_ARTEFACT}|data|example|version|answer)\b)|come from|grew up|was born|(?:moved|study|own)(?! ${POINTING}\b)|studied)`;
/** A couple as the subject: "we", "my girlfriend and I". */
const COUPLE = "(?:we|my [\\p{L}-]+ and i)";
/**
 * The pets of a household, also by their breed (the breeds most registered with the kennel and cat
 * fancy clubs: "a golden retriever", "a Maine Coon"); not "boxer", "persian", "lab", which name
 * other things too.
 */
export const PETS = [
  "dogs?",
  "cats?",
  "pupp(?:y|ies)",
  "kittens?",
  "rabbits?",
  "bunn(?:y|ies)",
  "hamsters?",
  "guinea pigs?",
  "parrots?",
  "budgies?",
  "tortoises?",
  "horses?",
  "ponies",
  "pony",
  "(?:golden |labrador )?retrievers?",
  "labradors?",
  "poodles?",
  "terriers?",
  "spaniels?",
  "beagles?",
  "bulldogs?",
  "dachshunds?",
  "huskies",
  "husky",
  "collies?",
  "corgis?",
  "chihuahuas?",
  "pugs?",
  "greyhounds?",
  "whippets?",
  "schnauzers?",
  "rottweilers?",
  "dobermanns?",
  "dobermans?",
  "dalmatians?",
  "maine coons?",
  "ragdolls?",
  "sphynx(?:es)?",
  "tabb(?:y|ies)",
];
/**
 * The people one has in one's life besides family: a partner by any name, those one lives with, and
 * the professionals of one's own care, health, money and home ("I have a therapist", "I have a
 * personal trainer"; not "a lawyer friend", "a doctor's note": there the word modifies another).
 */
const PEOPLE_ONE_HAS = [
  "boyfriend",
  "girlfriend",
  "fianc[ée]e?",
  "spouse",
  "roommates?",
  "flatmates?",
  "housemates?",
  "therapist",
  "counsell?or",
  "psychiatrist",
  "psychologist",
  "doctor",
  "gp",
  "physio(?:therapist)?",
  "dentist",
  "personal trainer",
  "nutritionist",
  "dietitian",
  "lawyer",
  "solicitor",
  "accountant",
  "financial advis[eo]r",
  "tutor",
  "mentor",
  "nanny",
  "babysitter",
  "cleaner",
  "landlord",
  "landlady",
];
/**
 * What one keeps in public under one's name: "I have a blog", "I've got a YouTube channel about
 * woodworking" (PUBLIC_WORKS_ONE_HAS, with "a small Etsy shop"); own-life.ts's OWN_WORKS adds the
 * works one writes and one's faith.
 */
export const PUBLIC_WORKS = ["website", "blog", "channel", "podcast", "newsletter", "portfolio"];
const PUBLIC_WORKS_ONE_HAS = [...PUBLIC_WORKS, "(?:etsy |online )(?:shop|store)"];
/** Family, pets and home one has: "sons", "a dog", "a flat". */
export const HOUSEHOLD = new RegExp(
  `sons?|daughters?|kids?|child|children|wife|husband|partner|${PETS.join("|")}|house|flat|apartment|garden|allotment|vegetable patch|cars?|bikes?`,
  "iu",
);
/**
 * CHILD_AGE: a compound adjective of measure, "3-year-old" or "3 year old" (hyphens are often left
 * out), before its noun ("a 3-year-old daughter") or standing for it ("we have a 2 year old").
 */
export const CHILD_AGE = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](?:years?|months?|weeks?)[- ]olds?`;
/**
 * What may follow a noun phrase's head: a stop, a figure, a preposition, a conjunction, a relative
 * word, a participle that names, an adverb of time or degree ("have kids someday").
 */
export const AFTER_A_HEAD =
  // The simple prepositions (a closed class; Quirk et al. 1985, ch. 9).
  (
    "about above across after against along among around at before behind below beneath beside " +
    "besides between beyond by despite down during except for from in inside into like near of off " +
    "on onto out outside over past since through throughout till to toward towards under underneath " +
    "until up upon via with within without " +
    // Conjunctions, relative words, participles that name, a subject or determiner of what follows.
    "and or but so if when because while who whom whose which that where named called aged " +
    "i we my our both each plus too also as " +
    // Adverbs of time, place and degree.
    "now here there home abroad next this last soon someday eventually later yet again already " +
    "still though anyway really all together tomorrow today tonight yesterday recently every one"
  ).split(" ");
/**
 * HOUSEHOLD_HEAD: the household word heads its noun phrase; before another noun it is that noun's
 * modifier (nouns as premodifiers, Quirk et al. 1985, ch. 17): "I have a baby monitor", "a dog bed",
 * "kids' books" are things, not a household.
 */
export const HEAD_ENDS = String.raw`(?=\s*(?:[.,;:!?)(–—]|-\s|\d|\p{Extended_Pictographic}|$|${oneOf(AFTER_A_HEAD)}\b))`;
/** Children named by their age or sex: "a 2 year old", "twin boys", "a baby girl". */
const CHILDREN = `${CHILD_AGE}|boys?|girls?|twins|baby|babies|toddlers?`;
/** One's household as a noun phrase: "a 3-year-old daughter", "two young kids", "twin boys", "a therapist", "a blog". */
const HOUSEHOLD_NP = String.raw`(?:(?:a|an|one|two|three|four|five|\d+) )?(?:(?:${CHILD_AGE}|[\p{L}-]+) ){0,2}?(?:${HOUSEHOLD.source}|${oneOf(PEOPLE_ONE_HAS)}|${oneOf(PUBLIC_WORKS_ONE_HAS)}|${CHILDREN})${HEAD_ENDS}`;
/** "I have two kids", "I've got a small garden" ("have got" is "have", Quirk et al. 3.34). */
export const I_HAVE_HOUSEHOLD = rx`i(?: have|'ve got| have got| (?:don't|do not) (?:own|have)) ${HOUSEHOLD_NP}`;
/**
 * "I love …", "I prefer …", "I speak …", "I dislike …", "I can't stand …" (Levin 1993, 31.2 admire
 * verbs); not an exclamation about the moment ("I hate when this happens").
 */
/** Verbs of liking and of the languages and instruments one has (Levin 1993, 31.2 admire verbs). */
const TASTES = [
  "love",
  "like",
  "hate",
  "dislike",
  "detest",
  "adore",
  "loathe",
  "prefer",
  "enjoy",
  "speak(?! to\\b| with\\b)",
  "play(?! with\\b| around\\b)",
  "can't stand",
];
/**
 * "I love hiking", "I don't speak German" (not "I can't speak for the team"). Not "we": to an
 * assistant, a "we" who loves or prefers is as often a team or a company ("We love code", "We
 * prefer at least 3 items per scale", in a tuning export) as a household.
 */
export const I_LIKE = rx`i ${oneOf(TASTES)}(?! (?:it )?when (?:this|that|it|you)\b)|i (?:don't|do not|can't|cannot) speak(?! (?:to|with|for|about|up|right|now)\b)`;
/** "I graduated", "I worked as …": a past step of one's life. */
export const I_DID = /i (?:attended|visited|graduated|retired|adopted|married|acted as|worked as)/iu;
/** "I've had …", "I have been living …" (the contraction has no space before its 've). */
export const I_HAVE_BEEN = /i(?: have|'ve) (?:had|worked|lived|studied|been (?:a|an|working|living))/iu;
/**
 * HAVE_COMPETENCE: "I have limited experience with CMake", "I've got a basic grasp of SQL": a
 * possessive "have" whose object is an abstract noun of knowledge or skill says what the person
 * knows or can, a lasting fact even inside a task.
 */
/** The degrees one holds or studies for. */
const DEGREES = ["degree", "phd", "doctorate", "master's", "masters", "bachelor's", "mba"];
/** Abstract nouns of knowledge or skill, and the degrees that certify them. */
const COMPETENCE = [
  "experience",
  "grasp",
  "knowledge",
  "understanding",
  "background",
  "expertise",
  "skills",
  "training",
  "qualifications?",
  "diploma",
  ...DEGREES,
];
export const HAVE_COMPETENCE = rx`i(?: have|'ve got|'ve had| had) (?:[\p{L}\d-]+ ){0,5}?${oneOf(COMPETENCE)}\b`;
/** HAVE_A_PASSION: "I have a real passion for woodworking", "a knack for languages": a taste or gift one has. */
export const HAVE_A_PASSION = rx`i(?: have|'ve got|'ve always had) (?:a |an )?(?:[\p{L}-]+ )?(?:passion|love|soft spot|weakness|talent|gift|knack|fondness) for\b`;
/** "My sister is …", "my old car was …" (not "my code is below": where the chat shows it). */
/**
 * The exchange's own nouns (the question one asks, the idea one has for the task), its things
 * (code, script, file) and the request's terms (budget, deadline, the essay one writes): "my
 * question is …", "my script has a typo", "my budget is 500 euros" say nothing lasting of the person.
 */
const MY_TASK_NOUNS = [
  // Stance nouns before what one thinks of something else (Biber et al. 1999, stance nouns with a that-clause).
  "take",
  "read",
  "view",
  "opinion",
  "impression",
  "hunch",
  "question",
  "questions",
  "problem",
  "issue",
  "idea",
  "thought",
  "guess",
  "understanding",
  "point",
  "concern",
  "request",
  "answer",
  "approach",
  "solution",
  "suggestion",
  "assumption",
  "attempt",
  "code",
  "script",
  "file",
  "files",
  "function",
  "output",
  "error",
  "message",
  "prompt",
  "query",
  "draft",
  "text",
  "table",
  "logs?",
  "results?",
  "build",
  "tests?",
];
/** The request's terms, which set what one asks for ("my budget is 500 euros"; "I keep my budget in YNAB" is one's own). */
const REQUEST_TERMS = [
  // A story's people, asked for: "my character is a detective".
  "character",
  "protagonist",
  "heroine",
  "villain",
  "budget",
  "deadline",
  "essay",
  "assignment",
  "homework",
  "slides",
  "audience",
  "word count",
];
/**
 * GOAL_OF_THE_TASK: a goal whose infinitive is one of the task's operations ("my goal is to use
 * Claude Code as the engine", "our plan is to migrate the database"): the task's aim. "My goal is
 * to run a marathon", "my plan is to become a nurse" are one's life.
 */
const TASK_OPERATIONS = [
  "use",
  "replace",
  "set up",
  "setup",
  "configure",
  "connect",
  "install",
  "integrate",
  "automate",
  "migrate",
  "deploy",
  "refactor",
  "port",
  "switch",
  "convert",
  "rewrite",
  "debug",
  "fix",
];
export const GOAL_OF_THE_TASK = rx`\b(?:my|our) (?:main |ultimate |end |overall )?(?:goal|aim|objective|plan|idea|intention) (?:here |for (?:this|now|today) )?is to ${oneOf(TASK_OPERATIONS)}\b`;
/**
 * FIRST_TURN: "My first command is pwd", "my next word is: ubiquitous", "my first riddle is 'what
 * has keys …'": a specificational copular sentence (Higgins 1979, "The Pseudo-Cleft Construction
 * in English") whose subject, an ordinal with a noun of the exchange or a noun before a quotation,
 * names the move of the game a prompt sets up ("I want you to act as …"). "My first language is
 * Portuguese", "my first job was at a bakery" are one's life: no noun of the exchange, no quotation.
 */
const TURN_NOUNS = [
  "request",
  "suggestion request",
  "command",
  "query",
  "prompt",
  "input",
  "sentence",
  "message",
  "words?",
  "keywords?",
  "topic",
  "move",
  "claim",
  "statement",
  "expression",
  "task",
  "text",
  "order",
];
const ORDINAL = "(?:first|next|second|third|last)";
export const FIRST_TURN = rx`\bmy ${ORDINAL} (?:${oneOf(TURN_NOUNS)} (?:is|are|will be)\b|[\p{L}-]+ (?:is|are)\s*(?::|["“'‘«]))`;
/**
 * MOVE_OF_THE_GAME: inside a prompt that casts the assistant in a role (ROLE_PLAY_OPENERS), "my
 * first dream is about …", "my next poem is about …": an ordinal with any noun names a move of the
 * game, as FIRST_TURN's nouns of the exchange do everywhere; outside such a prompt "my first book
 * is about my grandmother's village" is one's life.
 */
export const MOVE_OF_THE_GAME = rx`\bmy ${ORDINAL} [\p{L}-]+ (?:is|are|will be)\b`;
/** "My sister is …", "my old car was …" (not "my code is below", "my first thought was …", "my script has …"). */
export const MY_SOMETHING_IS = rx`my (?:(?!${oneOf([...MY_TASK_NOUNS, ...REQUEST_TERMS])}\b)\p{L}+ ){0,2}(?:is|are|was|has|have)(?! (?:below|above|attached|as follows)\b)`;

/** The calendar's periods, which a habit recurs in. */
const PERIODS =
  "(?:day|night|morning|evening|afternoon|week|weekend|month|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?";
/**
 * Adjuncts of definite frequency (Quirk et al. 1985, adverbials of frequency): "every Sunday", "twice a week", "two
 * marathons a year", "on weekends", "daily"; not "a year ago" nor "every time I push".
 */
const PERIOD_FREQUENCY = rx`\b(?:(?:every|each) (?:other |single )?(?:\p{L}+ )?${PERIODS}|(?:a|per) (?:day|night|week|month|year)(?! (?:ago|later|before|after|earlier|old|older|younger)\b)|on ${PERIODS}|daily|weekly|monthly|yearly|annually|nightly)\b`;
/** What a task is about; a habit with one of them is the task's ("I run the tests every day"). */
const TASK_NOUNS =
  "(?:error|errors|problem|issue|bug|file|files|script|code|function|command|build|test|tests|query|prompt|output|logs?|it|this|that|these|those)";
/**
 * HABIT: a dynamic verb in the simple present with a frequency is a habit, a lasting fact about the
 * person (a habitual, a characterizing sentence: Krifka et al. 1995, "Genericity: an introduction"): "I run two
 * marathons a year", "I go swimming every Sunday". It holds in a task too, unless the clause names
 * a thing of the task ("I run the tests every day").
 */
export const HABIT = rx`(?:i|we) (?:${FREQUENCY} )?(?!(?:am|are|was|were|will|would|'ll|'d|want|need|wanna|tried|try|should|could|can|must)\b)\p{L}+\b(?:(?!\b${TASK_NOUNS}\b)[^.;!?]){0,160}?${PERIOD_FREQUENCY}`;
/** Verbs of thinking and perceiving: "I never know which one to pick" is about the moment, not a habit. */
const THINKING = [
  "know",
  "see",
  "get",
  "forget",
  "remember",
  "understand",
  "wonder",
  "think",
  "mean",
  "want",
  "need",
  "find",
];
/**
 * HABIT_ADVERB: "I usually cook for six", "I never eat meat": a frequency adverb before the verb
 * (task talk aside; not a verb of THINKING).
 */
export const HABIT_ADVERB = rx`i ${FREQUENCY} (?!${oneOf(THINKING)}\b)\p{L}+`;

/** WE_LIVE: the household said as "we": "we live in Nantes", "we have two kids", "we're expecting", "we're moving to Bristol" (MOVING_HOME). */
export const WE_LIVE = rx`we(?:'re| are) (?:moving|relocating) ${MOVE_OF_HOME}|we (?:live|grew up|were born|come from|moved (?:to|into|in|here|there|abroad|back|house)\b|own|have ${HOUSEHOLD_NP})|${COUPLE}(?:'re| are) trying (?:to ${LIFE_GOALS}|for a baby)\b|${COUPLE}(?:'re| are|'ve been| have been) (?:married|engaged|expecting|(?:together|dating)(?= (?:for|since)\b|\s*[.,!]|$))|we (?!(?:have|had|fixed|changed|updated)\b)\p{L}+ our (?:[\p{L}-]+ ){0,2}?(?:kids|children|sons?|daughters?|dogs?|cats?)\b|we (?:just |recently )?(?:bought|sold|built|renovated) (?:a|an|our) (?:first |new )?(?:house|home|flat|apartment|cottage)`;
/** What people work in or with: the object of managing or leading as a job. */
const TEAM_NOUNS =
  "(?:teams?|staff|department|group|crew|unit|office|branch|company|business|shop|store|restaurant|school|clinic|practice|lab|charity|club|class(?:es)?|students|pupils|people|employees|volunteers|nurses|engineers|developers)";
/**
 * OCCUPATION: verbs of a job said in the present: "I teach French at a middle school", "I manage a
 * team of five"; not the task's "I manage the state with Redux" nor "I teach it to parse dates".
 */
export const OCCUPATION = rx`i (?:(?:teach|tutor|lecture|volunteer|coach|mentor|freelance|moonlight)\b(?!(?:(?!,|\band\b)[^.;!?])*\b${TASK_NOUNS}\b)|(?:manage|lead|direct|supervise|coordinate) (?:a |an |the |our |my )?(?:[\p{L}-]+ ){0,2}?${TEAM_NOUNS}\b)`;
/** What one studies for: a degree, a course of training. */
const STUDIES = [...DEGREES, "apprenticeship", "internship", "residency", "thesis"];
/** What one looks for as a stage of life: work, a home, a partner. */
const SOUGHT = [
  "job",
  "position",
  "role",
  "flat",
  "apartment",
  "house",
  "home",
  "internship",
  "partner",
  "roommate",
];
/** What one applies for or to as a stage of life (APPLYING_FOR): a post, a place to study, a permit. */
const APPLIED_FOR = [
  "jobs?",
  "positions?",
  "roles?",
  "posts?",
  "internships?",
  "apprenticeships?",
  "scholarships?",
  "visas?",
  "residency",
  "citizenship",
  "(?:a )?mortgage",
  "master's(?: programs?| programmes?)?",
  "phds?(?: programs?| programmes?)?",
];
const APPLIED_TO = [
  "universit(?:y|ies)",
  "colleges?",
  "grad schools?",
  "med schools?",
  "law schools?",
  "jobs",
];
const APPLYING = `applying (?:for (?:a |an |the |some |several )?(?:[\\p{L}'-]+ ){0,3}?${oneOf(APPLIED_FOR)}|to (?:[\\p{L}'-]+ )?${oneOf(APPLIED_TO)})`;
/**
 * STUDIES_OR_SEARCH: "I'm doing a PhD in …", "I'm looking for a new job", "I'm applying for a
 * clinical educator role" (APPLYING_FOR): a stage of one's life, not the task ("applying for access").
 */
export const STUDIES_OR_SEARCH = rx`i(?:'m| am) (?:currently |now |still |also )?(?:doing (?:a|an|my) (?:[\p{L}'-]+ )?${oneOf(STUDIES)}|looking for (?:a|an) (?:new |[\p{L}-]+ )?${oneOf(SOUGHT)}(?=\s*(?:[,.;:!?)]|$|(?:in|at|for|with|near|as|that|where|and|to|from|on|abroad|nearby)\b))|${APPLYING})\b`;

/** What "know" takes when it is about the task or a thought, not a skill: "I know what you mean", "I know the problem". */
const KNOWN_IN_TASK = [
  "what",
  "that",
  "how",
  "why",
  "where",
  "who",
  "when",
  "which",
  "whether",
  "if",
  "the",
  "this",
  "these",
  "those",
  "it",
  "it's",
  "its",
  "you",
  "your",
  "him",
  "her",
  "them",
  "about",
  "exactly",
  "right",
  "nothing",
  "anything",
  "everything",
  "something",
  "a lot",
  "too",
  "now",
];
/** I_KNOW: "I only know Scrum", "I know Python and a bit of Rust": what one knows (the French and Dutch I_KNOW's counterpart). */
export const I_KNOW = rx`i (?:only |also |already |really )?know (?!${oneOf(KNOWN_IN_TASK)}\b)\p{L}+`;

/**
 * Adverbs that may stand between "I" and its verb without changing what the statement is about
 * ("I recently moved", "I currently work as", "I just started"): time and focus adverbs.
 */
export const MID_ADVERBS = [
  "recently",
  "just",
  "currently",
  "still",
  "also",
  "now",
  "already",
  "actually",
  "mostly",
  "mainly",
  "finally",
  "originally",
  "once",
  "previously",
  "formerly",
];
/** Bones, joints and limbs one can break or hurt (an anatomy's everyday names). */
const BODY_PARTS = [
  "(?:arm|leg|wrist|ankle|knee|hip|elbow|shoulder|foot|hand|finger|thumb|toe|neck|back|nose|jaw|collarbone|rib|pelvis|spine|heel)s?",
  "acl|meniscus|achilles(?: tendon)?|hamstring|rotator cuff|ligament|tendon",
];
/**
 * LIFE_EVENT: an event of the life course, after the Holmes and Rahe life-events scale (1967):
 * marriage, divorce, a new job, being fired, a diagnosis, a birth, a move, a death in the family.
 * "I got married last summer", "I was diagnosed with ADHD", "I started a new job as …".
 */
/** Activities one takes up: sports, arts, instruments. */
const ACTIVITIES = [
  "running",
  "swimming",
  "cycling",
  "climbing",
  "boxing",
  "yoga",
  "pilates",
  "dancing",
  "painting",
  "singing",
  "(?:playing|learning) (?:the )?(?:guitar|piano|violin|drums|cello)",
  "learning (?:english|spanish|french|german|italian|portuguese|chinese|mandarin|japanese|korean|russian|arabic|dutch|greek)",
];
/** The races one runs, signs up for or finishes (the distances of athletics' road events). */
const RACES = "marathon|half[ -]marathon|ultra(?:marathon)?|triathlon|ironman|duathlon|10k|5k|parkrun";
const LIFE_EVENTS = [
  "got (?:married|divorced|engaged|promoted|hired|fired|laid off|diagnosed|pregnant)",
  "got a (?:new )?(?:job|dog|cat|puppy|kitten|degree)",
  "was (?:born|raised|diagnosed|married|promoted|hired|fired|laid off|adopted)",
  "started (?:a (?:new )?(?:job|business|company|degree|course|position)|working)",
  "quit my (?:job|studies)",
  "(?:passed|failed) my (?:driving test|driving exam|exams?|finals|bar exam|boards)",
  "got (?:accepted|admitted) (?:into|to|at|in)",
  "got into (?:university|college|uni|med school|law school|grad school)",
  "have (?:a|an) (?:job )?interview (?:[\\p{L}-]+ ){0,3}?(?:for|at|with) (?:a|an|the)? ?(?:[\\p{L}-]+ ){0,2}?(?:job|position|role|post)\\b",
  "lost my (?:job|mother|father|mom|mum|dad|wife|husband|partner)",
  "had (?:a baby|a son|a daughter|twins|surgery|an? operation|a stroke|a heart attack)",
  "became (?:a |an )?(?:father|mother|dad|mum|mom|parent|grandparent|grandfather|grandmother|aunt|uncle|citizen|widow|widower)",
  `signed up for (?:a|an|my|the) (?:first )?(?:[\\p{L}\\d-]+ ){0,2}?(?:${RACES}|race|course|degree|gym)`,
  // A_RACE_RUN: a race one ran or finished ("I ran my first marathon", "I finished a half marathon"), up to two
  // words before it and none a preposition (not "the 10k rows", "a benchmark with 10k", "a marathon of meetings",
  // nor "did a marathon", as often a long day's work).
  `(?:ran|finished|completed) (?:my|a|an) (?:first |second |third |\\d+(?:st|nd|rd|th) )?(?:(?!${oneOf(AFTER_A_HEAD)}\\b)[\\p{L}\\d-]+ ){0,2}?(?:${RACES})${HEAD_ENDS}(?! of\\b)`,
  // A_FIRST_JOB: a first or new job, home or car one got ("I got my first real job at a bank"; not "my first error").
  // The noun heads its phrase and no task follows ("my first job to run on GitHub Actions", "my new home page").
  `got my (?:first|new|dream) (?:[\\p{L}-]+ )?(?:job|house|home|flat|apartment|car)${HEAD_ENDS}(?! to (?:run|pass|build|deploy|trigger|start|work)\\b)`,
  // LEFT_A_PLACE: leaving a town or a country of the gazetteer for good ("I left London for Cornwall").
  `left ${oneOf([...PLACES])}\\b`,
  // TOOK_UP, with a span of one's life: "I started playing guitar six months ago" (not "the script an hour ago").
  `started (?!the\\b|this\\b|that\\b|it\\b)[^.;!?]{1,60}? ${LIFE_SPAN} ago\\b`,
  // A job interview with its employer ("I've got a job interview at Deloitte"), a licence or a degree one got, a career changed.
  "(?:have|'ve got|got) (?:a|an) job interview\\b",
  "got my (?:driver's|driving|drivers) licen[cs]e",
  // A certification one got, and a diagnosis or a hiring in the perfect passive ("I've been diagnosed with …").
  `(?:got|earned|received|obtained|passed) my (?:[\\p{L}\\d-]+ ){0,3}?(?:certification|certificate|licen[cs]e|accreditation)${HEAD_ENDS}`,
  "got certified (?:as|in)\\b",
  "been (?:diagnosed|promoted|hired|fired|laid off|accepted into|admitted to)\\b",
  "(?:switched|changed) (?:careers?|fields?|professions?)\\b",
  // TURNED_AN_AGE: a birthday's age, in figures or tens, ending its phrase ("I just turned 40"; not "90 degrees", "40 rows").
  `turned (?:1[89]|[2-9]\\d|1[01]\\d|eighteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)${HEAD_ENDS}`,
  // AN_INJURY: a bone or joint one broke or hurt ("I broke my wrist skiing"; not "my build").
  `(?:broke|fractured|sprained|tore|dislocated|injured|hurt|twisted) my (?:left |right )?${oneOf(BODY_PARTS)}\\b`,
  "adopted (?:a|an|two|three|our) (?:rescue [\\p{L}-]+|(?:[\\p{L}-]+ ){0,2}?(?:dog|cat|puppy|kitten|rabbit|horse|child|baby|son|daughter|boy|girl|kids|children))",
  // A home bought, a degree finished, a new job ahead (not "the script", "the domain").
  "bought (?:a|an|our|my) (?:first |new )?(?:house|home|flat|apartment|cottage|condo)\\b",
  "(?:finished|completed) (?:my|a) (?:degree|studies|phd|masters?|master's|thesis|apprenticeship|residency|training)\\b",
  "graduated\\b",
  "start (?:a|my) new (?:job|position|role)\\b",
  // An activity taken up: "I started running" (not "writing the function").
  `(?:started|took up|began) ${oneOf(ACTIVITIES)}\\b`,
  // A trip to a place of the gazetteer: "I was in Paris", "I went to Rome".
  `(?:was in|went to|visited|flew to|travell?ed to) ${oneOf([...PLACES])}\\b`,
];
/** The speaker as a subject: "I", "we", "my partner and I" (the first person plural, coordinated). */
const FIRST_PERSON_SUBJECT = `(?:i|${COUPLE})`;
/** The perfect and an adverb of recency before the event ("I've just started a new job", "I have finally quit my job"). */
export const LIFE_EVENT = rx`${FIRST_PERSON_SUBJECT}(?:'ve| have)? (?:just |recently |finally )?${oneOf(LIFE_EVENTS)}`;
/** Chronic conditions one has, from the common long-term conditions of public health lists (NHS, WHO). */
const CONDITIONS = [
  "diabetes",
  "asthma",
  "arthritis",
  "epilepsy",
  "migraines?",
  "depression",
  "anxiety",
  "adhd",
  "add",
  "ocd",
  "ptsd",
  "autism",
  "dyslexia",
  "dyspraxia",
  "coeliac disease",
  "celiac disease",
  "crohn's",
  "ibs",
  "eczema",
  "psoriasis",
  "cancer",
  "a heart condition",
  "high blood pressure",
  "hypertension",
  "long covid",
  "ms",
  "pcos",
  "endometriosis",
  "tinnitus",
  "insomnia",
  "sleep apnea",
  "sleep apnoea",
  "allergies",
  "a bad back",
  "back pain",
  "lupus",
  "fibromyalgia",
];
/** HAVE_CONDITION: "I have type 1 diabetes", "I have ADHD", "I have mild asthma". */
export const HAVE_CONDITION = rx`i(?: have|'ve got| have had) (?:(?:mild|severe|chronic|bad|type [12]|diagnosed) )*${oneOf(CONDITIONS)}(?![\p{L}-])`;
/**
 * BEEN_FOR: the perfect with a duration, a state or activity that has lasted ("I've been vegetarian
 * for 10 years", "I've been learning Spanish for two years"); not the task's "I've been trying to
 * fix this for hours" (the busy verbs of BUSY_WITH, the task's things).
 */
export const BEEN_FOR = rx`i(?: have|'ve) been (?!(?:${oneOf(BUSY_WITH)}|stuck|waiting|here|there|online|awake|up|busy|at it|on (?:it|this|that))\b)[\p{L}-]+(?:(?!\b${TASK_NOUNS}\b)[^.;!?]){0,160}?\b(?:for|since)\b`;

/**
 * LIFE_PLAN: a verb of intending (Levin 1993, 32.1 want verbs; plan, intend, consider) whose
 * complement is a step of the life course (moving, retiring, studying, starting a business or a
 * family, marrying, changing careers): "I plan to move to Canada", "I intend to retire in 2030",
 * "I'm considering going back to university". Not a plan for the task ("I plan to move the
 * function to utils", "I'm considering switching to Postgres").
 */
/** Where one moves to: a city or country of the gazetteer, or another city, country or home. */
const DESTINATION = `(?:(?:new |san |los |las |st\\.? |saint )?${oneOf([...PLACES])}\\b|another (?:city|country|town|state)|a (?:new|different|bigger|smaller) (?:city|country|town|state|house|flat|apartment|home)|the (?:countryside|coast|suburbs|city))`;
const INTENDING = [
  "plan(?:ning)? to",
  "intend(?:ing)? to",
  "hope to",
  "hoping to",
  "aim(?:ing)? to",
  "dream(?:ing)? of",
  "'m planning on",
  "am planning on",
  "'m considering",
  "am considering",
  "'m thinking (?:about|of)",
  "am thinking (?:about|of)",
  // The prospective (Quirk et al. 4.45-4.48): "I'm going to start a podcast", "I'm about to open a bakery".
  "going to",
  "gonna",
  "about to",
];
const LIFE_STEPS = [
  `mov(?:e|ing) (?:abroad|back home|in with|out of (?:my|our) (?:parents'|flat|apartment|house)|to ${DESTINATION})`,
  "relocat(?:e|ing)",
  "emigrat(?:e|ing)",
  "retir(?:e|ing)",
  "go(?:ing)? back to (?:school|university|uni|college)",
  "return(?:ing)? to (?:school|university|uni|college|work)",
  "study(?:ing)? (?:abroad|medicine|law|nursing)",
  "start(?:ing)? (?:a|my own|our own) (?:business|company|family|degree|phd|master's|blog|channel|podcast)",
  "open(?:ing)? (?:a|an|my own|our own) (?:bakery|restaurant|shop|store|café|cafe|business|practice|clinic|studio|salon|gym)",
  "buy(?:ing)? (?:a|our|my) (?:first )?(?:house|home|flat|apartment)",
  `get(?:ting)? (?:married|engaged|divorced|(?:a dog|a puppy)${HEAD_ENDS})`,
  `hav(?:e|ing) (?:a baby|kids|children|another (?:baby|child))${HEAD_ENDS}`,
  "switch(?:ing)? careers",
  // BECOMING a role: "become a product manager", "become a nurse" (not "a problem", "part of the table").
  "becom(?:e|ing) (?:a|an) (?!(?:problem|issue|bug|part|string|list|table|column|array|object|variable|file|function)\\b)[\\p{L}-]+",
  "get (?:fit|in shape|back in shape)",
  "chang(?:e|ing) careers",
  "quit(?:ting)? my job",
  `adopt(?:ing)? (?:a|an) (?:child|baby|dog|cat|puppy|kitten)${HEAD_ENDS}`,
  "run(?:ning)? (?:a|the|my first) (?:[\\p{L}-]+ )?(?:marathon|half marathon|ultramarathon)",
];
/** A step of the life course alone ("open a bakery", "move to Canada"), for the rules that read a plan's verb themselves. */
export const LIFE_STEP = rx`${oneOf(LIFE_STEPS)}`;
export const LIFE_PLAN = rx`i(?: |'m | am |'d like to |d like to | would like to | want to )?(?:eventually |really |soon )?${oneOf(INTENDING)}?\s*(?:eventually |soon )?${oneOf(LIFE_STEPS)}`;
/**
 * OWN_PROJECT: a work of one's own under way or founded, a creative work (a novel, an album) or an
 * enterprise (a channel, a startup): "I'm writing a fantasy novel", "I recently started a YouTube
 * channel". Not the task's ("I'm writing a test for it", "I started a new file").
 */
const WORKS = [
  "novel",
  "book",
  "memoir",
  "thesis",
  "dissertation",
  "screenplay",
  "cookbook",
  "album",
  "startup",
  "podcast",
  "documentary",
];
const ENTERPRISES = [
  "(?:youtube|twitch|tiktok) channel",
  "blog",
  "business",
  "company",
  "podcast",
  "band",
  "shop",
  "startup",
  "nonprofit",
  "charity",
  "bakery",
  "restaurant",
  "newsletter",
  "practice",
];
/** The noun ends its phrase ("a novel about …", not "a book recommendation feature", "a podcast episode"). */
const PHRASE_END =
  "(?=\\s*(?:[,.;:!?)]|$|(?:about|on|for|with|that|which|called|titled|set|in|based|where|of)\\b))";
export const OWN_PROJECT = rx`i(?:'m| am) (?:currently |now |still )?working on (?:a|my) (?:little |small )?(?:side|personal|pet|hobby) project\b|i(?:'m| am) (?:currently |now |still )?(?:writing|working on|recording|producing) (?:a|an|my) (?:first |second |new |own )?(?:[\p{L}-]+ )?${oneOf(WORKS)}${PHRASE_END}|i (?:recently |just )?(?:started|launched|founded|co-founded|opened|set up) (?:a|an|my) (?:own |new |small )?(?:[\p{L}-]+ ){0,2}?${oneOf(ENTERPRISES)}${PHRASE_END}`;
/**
 * PLAN_WITH_A_DATE: a verb of intending (as LIFE_PLAN's, and "want to") with a time beyond the
 * session, a time-position adjunct of a season, a month, a year or months to come (Quirk et al.
 * 8.55): "I plan to move my blog to Hugo next summer", "I'm hoping to finish my degree by the end
 * of next year" (issue 27's "plans with dates"). Not when the object is a pronoun that points into
 * the task ("I plan to refactor this next month"), nor the session's next steps ("tomorrow").
 */
const PRONOUN_OBJECT = "(?:this|that|these|those|it|them)";
const SEASON = "(?:spring|summer|autumn|fall|winter)";
const MONTH = "(?:january|february|march|april|may|june|july|august|september|october|november|december)";
const LATER_TIME = `(?:next (?:year|month|${SEASON}|semester|term)|this (?:year|${SEASON})|in (?:the )?${SEASON}|in ${MONTH}|in (?:19|20)\\d\\d|by (?:the end of )?(?:next |this |the )?(?:year|month|${SEASON})|in (?:a few|a couple of|two|three|four|five|six|\\d+) (?:months|years))`;
export const PLAN_WITH_A_DATE = rx`i(?: |'m | am |'d like to |d like to | would like to | want to )?(?:eventually |really |soon )?(?:${oneOf(INTENDING)}|want to|wanna) (?!${PRONOUN_OBJECT}\b)\p{L}+ (?!${PRONOUN_OBJECT}\b)[^.;!?]{0,80}?\b${LATER_TIME}\b`;
/**
 * MAINTAINED_WORK: a work one keeps up or hosts for others, a library, a site, a server: "I maintain
 * an open-source library for parsing GPX files", "I host my own Nextcloud at home". Not the task's
 * things, which the definite article names ("I maintain the old code", "I host the app on a server").
 */
const KEPT_UP = [
  "library",
  "package",
  "app",
  "application",
  "website",
  "site",
  "blog",
  "wiki",
  "forum",
  "plugin",
  "extension",
  "fork",
  "server",
  "homelab",
  "nas",
  "newsletter",
  "podcast",
  "channel",
  "mod",
  "bot",
  "project",
];
export const MAINTAINED_WORK = rx`i (?:maintain|co-maintain|host|self-host) (?:(?:an?|my|our|two|three|several|a few) (?:own )?(?:[\p{L}\d-]+ ){0,3}?${oneOf(KEPT_UP)}s?\b|(?:my|our) own\b)`;
/**
 * KIN_LIFE: a relative's lasting life, a verb of work, study, home or pastime in the simple present
 * or an event of the life course ("My son plays the violin", "My husband works at the hospital", "My
 * daughter started university this year"): the person's family, in a task too. Not what a relative
 * asks or says now ("My wife asked me to fix the printer").
 */
/** The project's family words (text/kin.ts) and the relatives search does not match by relation. */
const KIN = oneOf([
  ...FAMILY_WORDS,
  "sons?",
  "daughters?",
  "kids?",
  "children",
  "child",
  "aunts?",
  "uncles?",
  "cousins?",
  "nieces?",
  "nephews?",
  "stepsons?",
  "stepdaughters?",
]);
const KIN_LASTING = [
  "works?",
  "teach(?:es)?",
  "stud(?:y|ies)",
  "lives?",
  "plays?",
  "goes to",
  "go to",
  "attends?",
  "owns?",
  "speaks?",
  "volunteers?",
  "coach(?:es)?",
  "trains?",
  "swims?",
  "sings?",
  "paints?",
  "suffers? from",
  // A lasting condition of the body ("our son has a peanut allergy", "my mum has diabetes").
  "ha(?:s|ve) (?:an? )?(?:[\\p{L}-]+ )?(?:allergy|allergies|diabetes|asthma|epilepsy|autism|adhd|dyslexia|arthritis|dementia|alzheimer's|cancer)",
];
const KIN_EVENTS = [
  "started (?:school|university|uni|college|kindergarten|nursery|high school|primary school|secondary school|a new job|work|a business|a company)",
  // The present of a fixed future (Quirk et al. 1985, 4.26): "my daughter starts primary school in September".
  // Not "starts work on the kitchen": beginning a task.
  "(?:starts|begins|will start) (?:school|university|uni|college|kindergarten|nursery|preschool|daycare|middle school|high school|primary school|secondary school|(?:a|his|her|their) new job|work(?! on\\b))",
  "graduated",
  "retired",
  "moved (?:to|in|out|abroad|back|away)",
  "passed away",
  "died",
  "(?:was|were) born",
  "got (?:married|engaged|divorced|promoted|a (?:new )?job|into)",
  "had (?:a baby|surgery|a stroke|a heart attack|an operation)",
  "lost (?:his|her|their) job",
  "(?:was|were) (?:just |recently )?diagnosed",
];
export const KIN_LIFE = rx`(?:my|our) (?:[\p{L}\d'-]+ ){0,2}?${KIN} (?:just |recently |finally |now |still |also |already )?(?:${oneOf(KIN_LASTING)}|${oneOf(KIN_EVENTS)})\b`;
/**
 * DO_MOSTLY: what one mostly does, the activity named after "do" ("I mostly do React work for
 * small charities", "I do a lot of hiking"); not the session's ("I mostly do the same steps").
 */
export const DO_MOSTLY = rx`i (?:mostly|mainly|largely|primarily) do (?!(?:the|this|that|these|those|it|what|as|so|not)\b)[\p{L}-]+|i do a lot of (?!(?:the|this|that|it|copy|debugging|testing)\b)[\p{L}-]+`;
/** VOLUNTEERING: "I run the website of my kids' school as a volunteer", "… voluntarily". */
export const VOLUNTEERING = rx`i\b[^.;!?]{0,100}?\b(?:as a volunteer|on a voluntary basis|voluntarily)\b`;
/** LANGUAGE_OF_ONES_OWN: "English is my second language", "Spanish is my mother tongue". */
export const LANGUAGE_OF_ONES_OWN = rx`\p{L}+ (?:is|isn't|is not) my (?:first|second|third|native|mother|main|home) (?:language|tongue)\b`;
/**
 * LIVING_WITH: verbs of suffering and of treatment and the diet one keeps: "I suffer from
 * migraines", "I take medication for high blood pressure", "I don't drink alcohol", "I can't eat
 * gluten". Not the task's ("I take the first row", "I can't eat the cost").
 */
const CONSUMED = [
  "alcohol",
  "meat",
  "fish",
  "pork",
  "dairy",
  "gluten",
  "sugar",
  "eggs",
  "nuts",
  "coffee",
  "caffeine",
  "beer",
  "wine",
];
const MEDICATION = ["medication", "medicine", "pills", "insulin", "antidepressants", "tablets"];
export const LIVING_WITH = rx`i (?:suffer from(?! (?:${POINTING}|my code)\b)|take ${oneOf(MEDICATION)} for|(?:don't|do not|can't|cannot|never) (?:eat|drink|smoke)(?: ${oneOf(CONSUMED)}\b|$|\.)|(?:can't|cannot) (?:eat|drink|have) ${oneOf(CONSUMED)}\b)`;
/** NEVER_BEEN: what one has never done of travel and life: "I've never been to Asia" (not "to this page"). */
export const NEVER_BEEN = rx`i(?:'ve| have) never (?:been to|lived in|travel(?:l)?ed to|visited|flown|owned|driven)(?! ${POINTING}\b)`;

/**
 * NEVER_DONE: the experiential perfect in the negative (Quirk et al. 1985, 4.22: what has never
 * happened in one's life up to now): "I have never used Docker before", "I've never programmed in
 * Rust", "I've never learned to swim": one's experience, a lasting fact even inside a task. Not the
 * task's things, pointed at or named with "the" ("I've never used this function", "… written the tests").
 */
const EXPERIENCED = [
  "used",
  "worked with",
  "worked in",
  "programmed",
  "coded",
  "written",
  "touched",
  "learned",
  "learnt",
  "studied",
  "done",
];
export const NEVER_DONE = rx`i(?:'ve| have) never (?:really |actually |even )?${oneOf(EXPERIENCED)}(?! ${POINTING}\b)(?= (?:in |with |to |a |an |any )?[\p{L}\d])`;

/**
 * WHAT_ONE_USES: the devices, systems and vehicles one uses and the programming languages one
 * works in (the object is one's own: a device, a make of car, a system): "I use a MacBook Air for
 * work", "I drive a 2015 Honda Civic", "I mostly code in Python". Not a tool for one step of the
 * task ("I use the following code", "I use a loop to read the file", "I drive the tests from a script").
 */
const DEVICES = [
  "laptop",
  "macbook(?: air| pro)?",
  "mac",
  "imac",
  "pc",
  "desktop",
  "chromebook",
  "thinkpad",
  "iphone",
  "ipad",
  "android phone",
  "smartphone",
  "phone",
  "tablet",
  "kindle",
  "e-reader",
  "smartwatch",
  "apple watch",
  "fitbit",
  "camera",
  "wheelchair",
  "hearing aids?",
];
/** Systems, with the Linux distributions most people run (DistroWatch's most visited). */
export const SYSTEMS = [
  "linux",
  "windows(?: \\d+)?",
  "macos(?: [\\p{L}]+)?",
  "ubuntu",
  "debian",
  "fedora",
  "arch(?: linux)?",
  "manjaro",
  "(?:linux )?mint",
  "pop!?_?\\s?os",
  "opensuse",
  "elementary os",
  "zorin(?: os)?",
  "endeavouros",
  "nixos",
  "gentoo",
  "kali(?: linux)?",
  "raspberry pi os",
  "freebsd",
  "chromeos",
  "a mac",
  "a pc",
];
const VEHICLES = [
  "car",
  "van",
  "truck",
  "pickup",
  "motorbike",
  "motorcycle",
  "scooter",
  "moped",
  "bike",
  "e-bike",
  "campervan",
  "tractor",
  "toyota",
  "honda",
  "ford",
  "tesla",
  "volkswagen",
  "vw",
  "bmw",
  "audi",
  "mercedes",
  "nissan",
  "hyundai",
  "kia",
  "skoda",
  "renault",
  "peugeot",
  "fiat",
  "volvo",
  "subaru",
  "mazda",
  "chevrolet",
  "chevy",
  "jeep",
  "vespa",
];
export const PROGRAMMING_LANGUAGES = [
  "python",
  "javascript",
  "typescript",
  "java",
  "c#",
  "c\\+\\+",
  "c",
  "go",
  "golang",
  "rust",
  "ruby",
  "php",
  "swift",
  "kotlin",
  "r",
  "matlab",
  "sql",
  "scala",
  "haskell",
  "elixir",
  "dart",
  "julia",
  "perl",
  "vba",
];
/**
 * EDITORS: the code editors and IDEs most developers name as the one they work in (Stack Overflow
 * Developer Survey 2024, "Integrated development environment"), as one's own tool: "I use Neovim",
 * "I code in IntelliJ IDEA", "I'm using PyCharm". A name that is also an everyday word (Cursor,
 * Atom, Helix, Nano) counts only with its kind ("Cursor IDE") or before the end of the clause.
 */
export const EDITORS = [
  "(?:neo)?vim",
  "emacs",
  "vs ?cod(?:e|ium)",
  "visual studio(?: code)?",
  "intellij(?: idea)?",
  "pycharm",
  "webstorm",
  "phpstorm",
  "goland",
  "clion",
  "rubymine",
  "rider",
  "android studio",
  "xcode",
  "eclipse",
  "netbeans",
  "sublime(?: text)?",
  "notepad\\+\\+",
  "zed",
  "rstudio",
  "jupyter(?:lab| notebook)?",
  "qt creator",
  "cursor(?: ide| editor|(?= *(?:$|[.,;!?])))",
  "nano(?= *(?:$|[.,;!?]| (?:and|but|for|at|because)\\b))",
  "helix(?= editor| *(?:$|[.,;!?]))",
];
/**
 * The end of an editor's name, with its edition ("IntelliJ IDEA Ultimate"): the name heads its noun
 * phrase (HEAD_ENDS), so "vim keybindings", "Eclipse Temurin", "rider ids" and "Xcode's simulator"
 * name other things.
 */
const EDITOR_END = `(?: (?:ultimate|community|professional|insiders|ce))?${HEAD_ENDS}`;
/** The system one works on, and what one has installed: "I'm on Windows 11", "I'm running Ubuntu", "I have Python 3.12 installed". */
const ON_A_SYSTEM = `i(?:'m| am) (?:running|using|on) (?:the latest |the new |an old )?${oneOf(SYSTEMS)}\\b|i(?:'m| am) using ${oneOf(EDITORS)}${EDITOR_END}|i (?:have|'ve got) (?!(?:the|this|that|these|those|it|them)\\b)(?:[\\p{L}\\d.+-]+ ){1,3}installed\\b`;
/** "a", "an" or "my", a year or up to two words before the noun ("a 2015 Honda", "an old Android phone"). */
const OWN_ONE = "(?:a|an|my) (?:\\d{4} |[\\p{L}-]+ ){0,2}?";
/** The tools of one's own that "as my …" names ("I use Tower as my git client"; not "this function as my entry point"). */
const OWN_TOOLS = [
  "(?:main |daily |default |primary |usual )?(?:editor|ide|git client|browser|terminal|shell|os|operating system|note-taking app|notes app|password manager|email client|calendar|daily driver|phone|laptop)",
];
/**
 * USE_AS_MY: a tool named by one or two words, used as one's own editor, client …: "I'm using Tower as
 * my git client on macOS" (not "this function as my entry point", not "it as my editor").
 */
export const USE_AS_MY = rx`i(?:'m| am)? (?:use|using) (?!(?:this|that|these|those|it|them|the|a|an)\b)[\p{L}\d][\p{L}\d.+-]*(?: [\p{L}\d][\p{L}\d.+-]*)? as my ${oneOf(OWN_TOOLS)}\b`;
/** NOT_KNOWING_A_LANGUAGE: "I don't know Rust at all" (the counterpart of I_KNOW, for a language of the list; not "this error"). */
export const NOT_KNOWING_A_LANGUAGE = rx`i (?:don't|do not|really don't) (?:really )?know ${oneOf(PROGRAMMING_LANGUAGES)}(?![\p{L}+#'’])`;
export const WHAT_ONE_USES = rx`i (?:${FREQUENCY} |mostly |mainly |only |still )?(?:use ${OWN_ONE}${oneOf(DEVICES)}|use ${oneOf(SYSTEMS)}|(?:drive|ride) ${OWN_ONE}${oneOf(VEHICLES)}|(?:code|program|develop) in ${oneOf(PROGRAMMING_LANGUAGES)})(?![\p{L}+#])|i (?:${FREQUENCY} |mostly |mainly |only |still |also )?(?:use|code in|work in|program in) ${oneOf(EDITORS)}${EDITOR_END}|${ON_A_SYSTEM}`;
/** What one signs in with, of one's own (the hardware keys and authenticators of the FIDO Alliance's and vendors' pages). */
const SIGN_IN_KEYS = [
  "yubikey",
  "(?:hardware |physical |fido2? )?security key",
  "hardware key",
  "passkey",
  "authenticator app",
];
/**
 * HAVE_A_DEVICE: a device or a server of one's own ("I have a Raspberry Pi at home", "I've got an
 * old ThinkPad"); not "I have a server error", "I have a phone call at 3".
 */
const OWNED_MACHINES = [
  ...DEVICES,
  "server",
  "home server",
  "vps",
  "nas",
  "raspberry pi",
  "homelab",
  "router",
  "printer",
  ...SIGN_IN_KEYS,
];
export const HAVE_A_DEVICE = rx`i (?:have|'ve got|own) (?:a|an|two|three|my own) (?:[\p{L}\d.-]+ ){0,2}?${oneOf(OWNED_MACHINES)}\b(?! (?:errors?|issues?|problems?|calls?|numbers?|configs?|configuration|logs?|side|settings?|crash(?:es)?|bugs?)\b)`;
/**
 * PRESUPPOSED_POSSESSION (`possession.ts`): the machines whose "my" says something of the person: a
 * named product, a server of one's home, a sign-in key, with a model after it ("my Raspberry Pi
 * 4", "my iPhone 15 Pro"). "My laptop", "my machine" and "my server" are the task's everyday words.
 */
const NAMED_MACHINES = [
  "macbook(?: air| pro)?",
  "imac",
  "mac ?mini",
  "mac studio",
  "thinkpad",
  "chromebook",
  "iphone",
  "ipad",
  "kindle",
  "apple watch",
  "fitbit",
  "steam deck",
  "pixel \\d+",
  "galaxy s\\d+",
  "raspberry pi",
  "synology(?: nas)?",
  "home ?server",
  "home ?lab",
  "nas",
  "vps",
  ...SIGN_IN_KEYS,
];
/** Words before the machine that keep it one's own thing ("my old ThinkPad", "my 2019 MacBook Pro"). */
const MACHINE_MODIFIERS = [
  "old",
  "new",
  "little",
  "small",
  "main",
  "personal",
  "spare",
  "second",
  "trusty",
  "work",
  "own",
  "\\d{4}",
];
/** A thing made for the machine, or the task's words about it: "my iPhone app", "my iPad simulator". */
const MADE_FOR_IT = [
  "apps?",
  "application",
  "projects?",
  "simulator",
  "emulator",
  "versions?",
  "builds?",
  "target",
  "layout",
  "users?",
];
export const MY_NAMED_MACHINE = rx`\bmy ((?:${oneOf(MACHINE_MODIFIERS)} ){0,2}${oneOf(NAMED_MACHINES)}(?: (?:\d+[\p{L}]*|pro|max|plus|mini|air|ultra|m\d))*)\b(?! (?:${oneOf(MADE_FOR_IT)})\b)(?!-)`;
/** MY_MACHINE_RUNS: what a machine of one's own runs ("My home server runs Proxmox", "my ThinkPad runs Fedora 40"). */
export const MY_MACHINE_RUNS = rx`^${MY_NAMED_MACHINE} (?:runs|is running|has been running|ran)\b(?! (?:out|slow|slowly|hot|fine|well|badly)\b)`;
/**
 * OWN_SETUP: a tool used for one's own things, or run on a machine of one's own, in the simple
 * present of a habit (Quirk et al. 1985, ch. 4: the habitual present; the progressive "I'm using …"
 * is the task's moment): "I use Obsidian for all my notes", "I run Home Assistant on a Raspberry
 * Pi", "I keep my recipes in Notion", "I sign in with a YubiKey". The possessive marks what is
 * one's own; the task's things take "the" or "this" ("I run the tests on my laptop", "I use React
 * for the frontend", "I keep my code in a private repo" names the task's code).
 */
/** Verbs of keeping one's things somewhere ("I keep my recipes in Notion"): also with the thing first. */
const KEEPING_VERBS = ["sync", "back up", "keep", "store"];
const SETUP_VERBS = ["use", "run", "self-host", "host", ...KEEPING_VERBS];
const NOT_THE_TASKS = `(?!(?:this|that|these|those|it|them|the)\\b)(?:(?!\\b${TASK_NOUNS}\\b)[^.;!?]){1,40}?`;
const MY_OWN_THING = `my (?:own )?(?!${oneOf(MY_TASK_NOUNS)}\\b)\\p{L}+`;
export const OWN_SETUP = rx`i (?:${FREQUENCY} |mostly |mainly |only |still |also )?(?:${oneOf(SETUP_VERBS)} ${NOT_THE_TASKS}\b(?:(?:for|on|in|to|with|as|at) (?:all )?${MY_OWN_THING}|on (?:a|an|my) (?:[\p{L}\d.-]+ ){0,2}?${oneOf(OWNED_MACHINES)}\b)|${oneOf(KEEPING_VERBS)} ${MY_OWN_THING}|(?:sign|log) in with (?:a|an|my) (?:[\p{L}\d.-]+ ){0,2}?${oneOf(SIGN_IN_KEYS)}\b)`;
/**
 * USED_FOR: the perfect with a span of years or a start in one's past (Quirk et al. 4.22, the
 * state-up-to-now perfect): "I've used Notion for years", "I've played the piano since I was six".
 * Not the task's span ("I've used this approach for hours", "I've tried it since this morning").
 */
const HAVE_DONE = [
  "been",
  "used",
  "played",
  "owned",
  "driven",
  "ridden",
  "worn",
  "collected",
  "practi[sc]ed",
  "studied",
  "taught",
  "written",
  "run",
  "lived",
  "known",
  "loved",
  "had",
  "kept",
  "grown",
  "cooked",
  "baked",
  "followed",
  "supported",
  "read",
  "watched",
  "volunteered",
  "worked",
  "trained",
  "sung",
  "painted",
  "danced",
];
const SPAN_OF_YEARS =
  "(?:many |several |a few |\\d+ |two |three |four |five |six |seven |eight |nine |ten |fifteen |twenty )?(?:years|decades)";
const IN_ONES_PAST =
  "(?:(?:19|20)\\d\\d|i was (?:a (?:kid|child|teenager|student)|\\d+|[\\p{L}-]+)|(?:high school|school|college|university|uni|childhood|my teens|my twenties))";
const LONG_SPAN = `(?:for (?:about |around |almost |nearly |over |more than )?(?:${SPAN_OF_YEARS}|(?:a|one) (?:year|decade))|for (?:most of )?my (?:whole |entire |adult )?life|since ${IN_ONES_PAST})`;
export const USED_FOR = rx`i(?:'ve| have) (?:${FREQUENCY} )?${oneOf(HAVE_DONE)} (?!(?:this|that|these|those|it|them)\b)(?:(?!\b${TASK_NOUNS}\b)[^.;!?]){0,80}?\b${LONG_SPAN}(?![\p{L}])`;

/** Every English statement about oneself (after an optional `TIME_LEAD` or `VIEWPOINT_LEAD`). */
/** WE_ARE_AN_ORGANISATION: "we're a small nonprofit", "we are a family business" (the organisation one works in). */
const ORGANISATION_KINDS = [
  "nonprofit",
  "non-profit",
  "charity",
  "startup",
  "start-up",
  "family business",
  "agency",
  "cooperative",
  "co-op",
  "school",
  "clinic",
  "practice",
  "band",
  "choir",
];
export const WE_ARE_AN_ORGANISATION = rx`we(?:'re| are) (?:a|an) (?:small |tiny |young |local |family-run )?${oneOf(ORGANISATION_KINDS)}\b`;
/** TEAM_OF: the team one works in, by its size ("we're a team of four developers", "we are a small team of 5"). */
export const TEAM_OF = rx`we(?:'re| are) a (?:small |tiny |big |remote )?team of (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\b`;
/** HOME_SHARED: the home one shares ("I share a flat with two friends"); not the screen or the file one shares. */
export const HOME_SHARED = rx`i share (?:a|an|my|our) (?:flat|apartment|house|home|room|place|dorm(?: room)?) with\b`;

/** TENDENCY: "I tend to procrastinate" (a disposition; "it tends to crash" is no one's). */
export const TENDENCY = /i (?:often |always |really )?tend to\b/iu;
/** A_SUBSCRIPTION: "I have a ChatGPT Plus subscription", "I pay for a gym membership" (not "a plan for the refactor"). */
export const A_SUBSCRIPTION = rx`i(?: have|'ve got| pay for| got) (?:a|an|the|my) (?:[\p{L}\d+-]+ ){0,3}?(?:subscription|membership)(?=\s*(?:[,.;:!?)]|$|(?:to|for|at|with|and|but|so|since|that|which)\b))`;
/** RENTING: the home one rents ("I rent a studio in Leeds"; not "I rent a server for the demo"). */
export const RENTING =
  /i rent (?:a|an|my|our) (?:small |tiny |little )?(?:flat|apartment|studio|house|home|room|cottage|bedsit)\b/iu;
/** An amount of money: "10k", "$20,000", "about 5 grand", "3000 euros". */
const AMOUNT = String.raw`(?:[£$€] ?)?\d[\d,.]*(?: ?(?:k|grand|thousand))?(?: (?:pounds|dollars|euros))?`;
const ABOUT = ["about", "around", "roughly", "almost", "nearly", "over", "just"];
/** Where the amount is: saved, or owed. */
const SAVED_OR_OWED = [
  "in savings",
  "in my savings(?: account)?",
  "in the bank",
  "in student (?:loans?|debt)",
  "in (?:credit card )?debt",
  "saved(?: up)?",
  "of (?:savings|debt|student debt)",
];
/** SAVINGS: money of one's own, saved or owed ("I have 10k in savings", "I have $20,000 in student debt"; not "10 rows in the table"). */
export const SAVINGS = rx`i(?: have|'ve got) (?:${oneOf(ABOUT)} )?${AMOUNT} ${oneOf(SAVED_OR_OWED)}${HEAD_ENDS}`;
/** A_LOAN: the loan one pays ("I have a mortgage on our house", "I pay a student loan"; not "a question on loans"). */
export const A_LOAN = rx`i(?: have|'ve got| pay) (?:a|an|my|our) (?:[\p{L}-]+ ){0,2}?(?:mortgage|student loan|car loan)\b`;

/**
 * AT_WORK_I_DO: what one does at work, in the habitual present with a viewpoint adjunct of work
 * (Quirk et al. 1985, 8.95: "at work", "in my day job", "professionally") or "for a living": "At my
 * day job, I write firmware for hearing aids", "I repair church organs for a living". Not the task's
 * moment or its needs ("At work I need to write a report", "At work I'm fixing a test").
 */
const WORK_LEAD =
  "(?:at (?:work|my (?:day |current |new |full-time |part-time )?(?:job|work|office))|in my (?:day |current |full-time |part-time )?job|professionally|by day|for work)";
const NOT_A_NEED = `(?!${oneOf(["am", "was", "will", "would", "can", "can't", "cannot", "could", "should", "must", "need", "needs", "want", "have to", "had to", "got to", "don't", "just", "also need"])}\\b)`;
export const AT_WORK_I_DO = rx`(?:${WORK_LEAD},? i ${NOT_A_NEED}\p{L}+|i ${NOT_A_NEED}\p{L}+ (?:[\p{L}\d'-]+ ){1,5}for a living\b)`;

export const PERSONAL_STATEMENTS = [
  AT_WORK_I_DO,
  TENDENCY,
  RENTING,
  A_LOAN,
  SAVINGS,
  A_SUBSCRIPTION,
  USE_AS_MY,
  NOT_KNOWING_A_LANGUAGE,
  WE_ARE_AN_ORGANISATION,
  TEAM_OF,
  HOME_SHARED,
  I_AM,
  I_LIVE,
  I_HAVE_HOUSEHOLD,
  I_LIKE,
  I_DID,
  I_HAVE_BEEN,
  MY_SOMETHING_IS,
  HAVE_COMPETENCE,
  HAVE_A_PASSION,
  HABIT,
  HABIT_ADVERB,
  WE_LIVE,
  OCCUPATION,
  STUDIES_OR_SEARCH,
  I_KNOW,
  LIFE_EVENT,
  HAVE_CONDITION,
  BEEN_FOR,
  LIFE_PLAN,
  OWN_PROJECT,
  PLAN_WITH_A_DATE,
  MAINTAINED_WORK,
  KIN_LIFE,
  DO_MOSTLY,
  HAVE_A_DEVICE,
  OWN_SETUP,
  MY_MACHINE_RUNS,
  VOLUNTEERING,
  LANGUAGE_OF_ONES_OWN,
  LIVING_WITH,
  NEVER_BEEN,
  NEVER_DONE,
  WHAT_ONE_USES,
  USED_FOR,
];

/** "I'm a nurse …", "I live …", "my daughter is 4 …": who the person is, said first. */
export const IDENTITY_FIRST = [
  /i(?:'m| am|'ve been| have been) (?:a|an)\s/iu,
  /i (?:live|work|come from|grew up|was born|moved|speak)\b/iu,
  // "My daughter is 4, so …" says who one is; "my goal is to use …" is the task's aim (GOAL_OF_THE_TASK).
  rx`(?!${GOAL_OF_THE_TASK}|${FIRST_TURN})${MY_SOMETHING_IS}\b`,
];

/** Words that announce a pasted document: "Summarize the following text:", "Fix this code:". */
export const DOCUMENT_POINTERS = ["the following", "following", "below", "this", "these", "follows"];
/**
 * ASKED_FOR_A_TEXT: the assistant asks the person to paste a text it will work on ("Please provide
 * the text you'd like me to study", "You can copy and paste the article here"): a request to the
 * hearer, then the thing requested. Not what is about the person (a CV, a bio, a letter or an
 * essay of their own).
 */
const ASKING_FOR = [
  "please",
  "kindly",
  "could you",
  "can you",
  "would you",
  "you can",
  "feel free to",
  "go ahead and",
  "just",
];
const HANDING_OVER = ["provide", "paste", "share", "send", "copy(?: and paste)?", "upload"];
const TEXTS_TO_WORK_ON = [
  "text",
  "document",
  "article",
  "passage",
  "transcript",
  "content",
  "notes",
  "script",
  "paper",
  "report",
  "chapter",
  "code",
  "snippet",
  "excerpt",
  "file",
  "lyrics",
  "poem",
  "e-?mail",
];
export const TEXT_ASKED_FOR = rx`\b${oneOf(ASKING_FOR)}\s+(?:[\p{L}']+\s+){0,2}?${oneOf(HANDING_OVER)}\b[^.?!\n]{0,40}?\b${oneOf(TEXTS_TO_WORK_ON)}s?\b`;
/** How a role prompt for the assistant opens: "You are Whimsy, …", "Act as …". */
export const ROLE_OPENERS = ["you are", "you're", "act as"];
/**
 * ROLE_PLAY_OPENERS: how a prompt casts the assistant in a role for a game ("I want you to act as
 * a Linux terminal. I will type commands …", "Pretend to be my landlord"), the formula of the
 * prompts people share for ChatGPT (the CC0 awesome-chatgpt-prompts collection opens 167 of its 197
 * prompts so): what follows is the game's rules and moves, a working session however short the
 * answers. "I want you act as …" drops its "to" as chat does; "I need someone who can suggest …"
 * asks for a helper, the role the assistant is to take.
 */
export const ROLE_PLAY_OPENERS = [
  "i(?:'d| would)? (?:want|like) you (?:to )?(?:act|behave|pretend|play|role-?play|be my|become)",
  "i(?: require| need| want| am looking for|'m looking for) (?:someone|somebody|a person|an expert|a professional) (?:who|that) (?:can|could|will|would)",
  "(?:please )?(?:act|behave) (?:as|like)",
  "pretend (?:to be|you are|you're|that you are)",
  "imagine (?:that )?(?:you are|you're)",
  "(?:play|take on|assume) the role of",
  "role-?play as",
  "from now on,? you (?:are|will)",
];
