import { oneOf, rx } from "../patterns.ts";
import { LIFE_STEP, PROGRESSIVES_OF_A_LIFE } from "./assistant-chat.ts";
import { OBJECT_ME } from "./clause.ts";
import { STAGE_LEVEL_STATES } from "./generic.ts";

/**
 * English, between people: what is said of the moment, not of a life (OF_THE_MOMENT). Each is
 * an episode of the chat, never a fact for the profile and the bio.
 */

/** Time-position adjuncts of the present moment (Quirk et al. 1985, 8.55): "now", "right now", "at the moment". */
const NOW = "(?:right now|now|rn|atm|at the moment|as we speak)";
/**
 * MOMENT_PROGRESSIVE: a progressive of no life's activity with "just" before it or a "now" in it:
 * "I'm just eating lunch", "I'm heading to the gym now" (not "I'm training for a marathon", "I'm
 * working from home now": PROGRESSIVES_OF_A_LIFE).
 */
const PROGRESSIVE_OF_NO_LIFE = `i(?:'m| am) (?:just |now |still |currently )*(?!${oneOf(PROGRESSIVES_OF_A_LIFE)})\\p{L}+ing\\b`;
/**
 * HABIT_IN_THE_PROGRESSIVE: a habit's adjunct makes the progressive a new habit, a fact ("I am
 * walking every morning now", "I'm swimming twice a week now"; Quirk et al. 4.29, the habitual
 * progressive).
 */
const HABITUAL_ADJUNCT =
  "(?![^.!?]*\\b(?:every|each|always|usually|twice|once a|(?:a|per) (?:day|week|month|night|morning|evening|weekend))\\b)";
export const MOMENT_PROGRESSIVE = rx`^(?=i(?:'m| am) just \p{L}+ing\b|[^.!?]{0,200}\b${NOW}\b)${HABITUAL_ADJUNCT}${PROGRESSIVE_OF_NO_LIFE}`;
/**
 * READY_FOR_THE_EVENT: being (not) ready or prepared for an event of the days ahead, a stage-level
 * state (Carlson 1977) whose complement is the event itself, named or dated: "I'm partially ready
 * for the meeting on Tuesday", "I'm so ready for the weekend" (not "I'm ready for my new life").
 */
export const READY_FOR_THE_EVENT = rx`^i(?:'m| am) (?:(?:so|not|partially|almost|nearly|totally|really|fully|more or less|kind of|kinda) )*(?:ready|prepared) for (?:the|this|our|tonight's|today's|tomorrow's|\d{4}-\d{2})`;
/** THE_DAYS_END: a progressive of no life's activity done for the day: "I'm retiring for the day", "I'm logging off for the night". */
export const THE_DAYS_END = rx`^${PROGRESSIVE_OF_NO_LIFE}(?: (?:off|out|in|up))? for the (?:day|night|evening)\b`;
/** Nothing more than the moment after a tool's place: "I'm in vim and …", "I'm in bash.", not "I'm in Excel all day". */
const AT_THE_MOMENT = String.raw`(?=\s*(?:[,.!?;:…]|$|and\b|but\b|so\b|now\b|right now\b|again\b))`;
/**
 * JUST_NOW: nothing more than the moment after it, a comma's remark or "already", "today", "lol"
 * (not "every Friday", "where I work", "since I quit", "a job at Google"), and no lasting clause of
 * one's own after a comma ("I'm not feeling well, I was diagnosed with diabetes last week").
 */
const JUST_NOW = String.raw`(?=\s*(?:[,.!?;:…]|$|and\b|but\b|so\b|now\b|right now\b|already\b|today\b|tonight\b|this (?:morning|afternoon|evening)\b|atm\b|rn\b|lol\b))(?![^.!?]*,\s*(?:i(?:'m| am| was| have|'ve| got)|my|we(?:'re| are)|it's my)\s)`;
/**
 * ON_THE_WAY: where one is for a moment: "I'm on the bus", "I'm at the shops", "I'm in the queue",
 * "I'm in a meeting"; and IN_THE_TOOL, where one is in a program or a folder while working ("I am
 * in bash", "I'm in vim and can't exit", "I'm in the project folder now"), the task's moment.
 */
const PLACES_OF_A_MOMENT = [
  "on (?:the|my) (?:bus|train|tram|way|phone|break)",
  "at the (?:shops?|supermarket|station|airport|pub|gym|dentist)",
  `(?:already )?at the (?:bar|restaurant|caf[eé]|cinema|venue|party|door|entrance)${JUST_NOW}`,
  "in the (?:car|queue|shower|bath)",
  "in (?:a|the) (?:meeting|call|hangout|zoom)",
  `in (?:bash|zsh|powershell|cmd|vim|neovim|emacs|nano|vs ?code|excel|jupyter)${AT_THE_MOMENT}`,
  `in (?:the|a|my) (?:terminal|console|shell|repl|debugger|container|editor|notebook|virtualenv|venv)${AT_THE_MOMENT}`,
  `in (?:the|my|this) (?:[\\p{L}_./~-]+ )?(?:folder|directory|dir|repo|repository)${AT_THE_MOMENT}`,
];
export const ON_THE_WAY = rx`^i(?:'m| am) (?:just |now |still )?${oneOf(PLACES_OF_A_MOMENT)}(?![\p{L}\d_])`;
/**
 * CHAT_ERRAND: the chat's own errands between its two people, a verb of sending or of
 * communication (Levin 1993, 11.1 send verbs, 37 verbs of communication) with "you" as the one
 * reached: "I'll send you the link", "I forwarded you the email", "I'll call you back", "I'll let
 * you know" (not "I'll send my CV to the hospital"); what one gives or brings the hearer is
 * FAVOUR_FOR_YOU's.
 */
const ERRANDS = [
  "send",
  "sent",
  "forward",
  "forwarded",
  "text",
  "texted",
  "call",
  "called",
  "ring",
  "email",
  "emailed",
  "message",
  "messaged",
  "ping",
  "dm",
  "show",
  "tell",
  "let",
  "get back to",
];
export const CHAT_ERRAND = rx`^i(?:'ll| will| just| already|'ve| have| can)? ${oneOf(ERRANDS)} (?:you|u)\b`;
/**
 * UNREAL_CONDITION: a hypothetical condition, a past form after "if" and a modal in the main
 * clause (Quirk et al. 14.23): "If I won the lottery I'd buy a boat", "if I had the money I would …".
 */
export const UNREAL_CONDITION = rx`^if i (?:were|was|had|won|could|lived|knew|went|got|didn't|did|wasn't|weren't)\b[^.!?]{0,200}\bi(?:'d| would| could| might)\b`;
const WH = "(?:if|whether|why|what|how|when|where|who|which)";
/**
 * WONDERING: an indirect question (Quirk et al. 1985, 15.6), "I wonder if it'll rain", "I was
 * wondering whether …", "I'm curious what the landlord will say", "I'm interested to know why …"
 * (not "I'm interested in how old clocks work", "curious about space": an interest of one's life).
 */
export const WONDERING = rx`^i(?: (?:was|am)|'m)? wondering ${WH}\b|^i wonder ${WH}\b`;
const CURIOUS =
  "(?:(?:really|so|very|just|a bit|quite) )?(?:curious|interested)(?: to (?:know|hear|see|learn|find out))?";
export const CURIOUS_WHAT = rx`^i(?:'m| am) ${CURIOUS} ${WH}\b`;

/** CHAT_IDIOM: a retort, a thanks or a promise of secrecy in the first person: "I told you so", "I owe you one", "I won't tell anyone". */
export const CHAT_IDIOM = rx`^i (?:told (?:you|u) so|owe (?:you|u)(?: one| big time)?|knew it|(?:won't|will not|wont) tell (?:anyone|anybody|a soul))\b`;
/** Within minutes or at an hour of the day, or nothing more: "at 6", "in 10 minutes", "soon". */
const IN_MINUTES = String.raw`(?=\s*(?:[.!?…]|$|(?:at|by) \d|soon|in (?:\d+|a|a few|ten) (?:min|mins|minutes|bit|moment)))`;
/** A_LOOK: "I'll take a look later", "I can have a quick look", "I've had a closer look" (THE_NEXT_MINUTES). */
export const A_LOOK = rx`^i(?:'ll| will| can|'ve| have)? (?:take|have|had|taken|took) a (?:(?:quick|closer|proper|brief|first|second|good) )?look\b`;
/**
 * THE_NEXT_MINUTES: what one will do or be in the next minutes of the chat: "I'll be there at 6",
 * "I'll be right back", "I'll check" (not "I'll be there for the wedding in June").
 */
export const THE_NEXT_MINUTES = rx`^i(?:'ll| will) (?:check|be (?:there|right back|back|late|ready|home|online)${IN_MINUTES})`;
/** Time adjuncts that may end a short clause after its pronoun object ("I haven't seen it yet"). */
const AFTER_OBJECT = "(?: (?:yet|again|too|later|now|already|today|tonight|tomorrow|first|soon|right away))*";
/**
 * UNRESOLVED_OBJECT: a short first-person clause whose object is a pronoun that names what was
 * said before (Quirk et al. 6.17, anaphoric "it", "this", "that"): "I haven't seen it yet", "I
 * finally did it", "I'll forward that". It says nothing alone, as UNRESOLVED_SUBJECT's "it is …".
 */
export const UNRESOLVED_OBJECT = rx`^i(?: \p{L}+(?:'\p{L}+)?){1,4} (?:it|this|that|them)${AFTER_OBJECT}\s*[.!?…]*$`;

/**
 * A_STATE_OF_THE_MOMENT: being up, home or back with nothing more said ("I'm up, it's six", "I'm
 * home now"; not "I'm back in Dublin for good"), and crying or laughing as one reads (an
 * emotional reaction in the progressive: "I'm literally crying", "I'm dying").
 */
export const A_STATE_OF_THE_MOMENT = rx`^i(?:'m| am) (?:just |now |finally |still |already )?(?:up|awake|home|back|here|outside|downstairs|in bed|off)(?=\s*(?:[,.!?…]|$|now\b|already\b|lol\b))`;
export const EMOTING = rx`^i(?:'m| am) (?:literally |actually |so |still |just )?(?:crying|laughing|dying|screaming|shaking|sobbing|freaking out|losing it)\b`;

/**
 * NONVERBAL_EXPRESSION: the verbs of nonverbal expression (Levin 1993, 40.2: cry, laugh, scream,
 * sigh …) say how one reacted in a moment when past, wished, nearly done or about to be: "I almost
 * cried", "I wanted to scream", "I shouted at the television", "I'm going to scream into a
 * pillow"; not a habit in the simple present ("I cry at every wedding", "I laugh a lot").
 */
const NONVERBAL_BASE = [
  "cry",
  "laugh",
  "scream",
  "shout",
  "sob",
  "weep",
  "yell",
  "giggle",
  "grin",
  "smile",
  "sigh",
  "gasp",
  "groan",
  "moan",
  "howl",
  "wail",
  "shriek",
  "snort",
  "chuckle",
  "whimper",
];
const NONVERBAL_PAST = [
  "cried",
  "laughed",
  "screamed",
  "shouted",
  "sobbed",
  "wept",
  "yelled",
  "giggled",
  "grinned",
  "smiled",
  "sighed",
  "gasped",
  "groaned",
  "moaned",
  "howled",
  "wailed",
  "shrieked",
  "snorted",
  "chuckled",
  "whimpered",
];
const REACTION_ADVERBS =
  "(?:(?:\\p{L}+ly|just|almost|nearly|kinda|kind of|literally|actually|then|also|still|even|both) )*";
const ABOUT_TO = [
  "wanted to",
  "want to",
  "started to",
  "began to",
  "had to",
  "tried not to",
  "was about to",
  "'m about to",
  "am about to",
  "'m going to",
  "am going to",
  "'m gonna",
  "am gonna",
  "could have",
  "could've",
  "could",
  "couldn't stop",
  "can't stop",
  "nearly",
  "almost",
];
const HABIT_AFTER =
  "(?![^.!?]*\\b(?:every|always|whenever|each time|a lot|(?:a|per) (?:day|night|week|month))\\b)";
/**
 * A reaction tied to a day of one's life stays with it ("I cried at my own wedding in June", "I
 * cried for weeks when my dad died", "I screamed the hospital down when I had Mia in 2019"): a
 * life event, a year or a month, a span of weeks.
 */
const LIFE_DAY_AFTER =
  "(?![^.!?]*\\b(?:wedding|funeral|graduation|born|birth|died|passed away|when i had|(?:19|20)\\d{2}|january|february|march|april|may|june|july|august|september|october|november|december|last year|for (?:[\\p{L}\\d]+ )?(?:days|weeks|months|years))\\b)";
const A_REACTION = `(?:${oneOf(NONVERBAL_PAST)}|${oneOf(ABOUT_TO)} (?:\\p{L}+ly )?(?:${oneOf(NONVERBAL_BASE)}|\\p{L}+ing))`;
/** The past progressive of one (any subject): "he was crying, I was crying", "we were laughing so hard". */
const NONVERBAL_ING =
  "crying|laughing|screaming|shouting|sobbing|weeping|yelling|giggling|grinning|smiling|sighing|gasping|groaning|moaning|howling|wailing|shrieking|snorting|chuckling|whimpering";
const NONVERBAL_PROGRESSIVE = `(?:was|were) (?:\\p{L}+ly |just |still |both |all )*(?:${NONVERBAL_ING})`;
export const NONVERBAL_EXPRESSION = rx`^(?:i(?: |(?='))${REACTION_ADVERBS}${A_REACTION}|(?:i|we|he|she|they|you|[\p{L}-]+) ${NONVERBAL_PROGRESSIVE})\b${HABIT_AFTER}${LIFE_DAY_AFTER}`;
/**
 * A_FEELING_TO_BURSTING: a feeling of the moment measured by what it could make one do, a result
 * clause after "so" (Quirk et al. 15.50: "I'm so proud I could burst", "so hungry I could eat a
 * horse"), alone in its sentence, or a bare hypothetical of one's own end, conditioned or not ("I
 * would die", "if he texts me back I would die"): hyperbole, an episode. "so proud I could burst, my
 * son got into medical school" goes on to news and stays.
 */
const HYPERBOLIC_ENDS = "die|burst|explode|scream|cry|faint|pass out|melt|combust|pee";
/** The feelings and bodily states among the stage-level states ("tired", "hungry", "proud" …). */
const FEELINGS = STAGE_LEVEL_STATES.slice(STAGE_LEVEL_STATES.indexOf("tired")).filter((w) =>
  /^[a-z]+$/.test(w),
);
/** "so proud", or a feeling alone where chat leaves out its "so" ("hungry i could eat a horse"). */
const SO_MUCH_THAT = String.raw`(?:(?:i(?:'m| am) )?(?:just |literally )?so (?:\p{L}+ )?\p{L}+|${oneOf(FEELINGS)})`;
export const A_FEELING_TO_BURSTING = rx`^${SO_MUCH_THAT},? (?:that )?i (?:could|would|might|'d) [^,;.!?]*[.!?…]*$`;
export const I_WOULD_DIE = rx`^(?:if\b[^.!?]*\b)?i(?:'d| would) (?:literally |actually |honestly )?(?:${HYPERBOLIC_ENDS})\s*[.!?…]*$`;
/**
 * TOLD_WITHOUT_CONTENT: a verb of telling (Levin 1993, 37.2) with its hearer and nothing told ("I
 * told the whole choir already", "we told them last night on video call"): the news' errand, an
 * episode; what was told stays ("I told my boss I'm pregnant", "… about the baby").
 */
const HEARER =
  "(?:you|u|him|her|them|us|everyone|everybody|every\\p{L}+|the (?:[\\p{L}-]+ ){0,2}?[\\p{L}-]+|my [\\p{L}-]+|\\p{L}+)";
const WHAT_IS_TOLD =
  "(?![^.!?]*\\b(?:that|about|i|i'm|i've|i'd|we|we're|my|he|she|they|to|if|what|how|why|when|where|who)\\b)";
export const TOLD_WITHOUT_CONTENT = rx`^(?:i|we) (?:already |just |finally |literally )?told ${HEARER}\b${WHAT_IS_TOLD}`;
/**
 * LIKE_AS_IF: "like" opening a sentence before a clause is the informal "as if" (Quirk et al.
 * 15.51: "(I feel) like I've been hit by a bus", "like I want to sleep for a week", "Like I care"):
 * a comparison, not a statement; "like I said, …" is a comment clause before one.
 */
export const LIKE_AS_IF = rx`^like (?:i|i've|i'm|i'd|we|we're|we've|he|she|they|it|you)\b(?! (?:said|say|mentioned|told (?:you|u)))`;
/**
 * A_DAYS_DOINGS: what a body did in a day, told in the past simple: verbs of ingesting (Levin 1993,
 * 39: "I ate a samosa at 3pm"), of sleeping (40.4: "he fell asleep on me", "the cat woke me up"),
 * of posture (47.6: "she sat on my keyboard"), of perception (30.1: "I saw a fox in the garden")
 * and of manner of motion (51.3.2: "we walked along the canal"), or in the present perfect with
 * "just" or today ("I've just eaten the last brownie"): the day's scene, an episode. A habit, a
 * life's day, a span or a matter of health (LIFE_DAY_AFTER, NOT_A_DAYS_SCENE: "I walked the Camino
 * in 2019", "I ran my first marathon", "I slept in a tent for three months", "we hiked the Inca
 * Trail on our honeymoon", "I saw a cardiologist") stays a fact.
 */
const DAYS_DOINGS = [
  // 39: ingesting ("had a massive burrito for lunch").
  "ate|drank|devoured|gobbled|sipped|snacked|had (?:breakfast|lunch|dinner|brunch|a (?:coffee|beer|pint|drink|snack))",
  "had [^.!?]{1,40}? for (?:breakfast|lunch|dinner|brunch|tea)",
  // 40.4: snooze verbs, and waking.
  "slept|dozed|napped|fell asleep|nodded off|woke|overslept|passed out",
  // 47.6: spatial configuration.
  "sat|stood|lay|knelt|crouched|leaned|leant",
  // 30.1: see verbs, perceiving a scene, not learning news ("I heard that I got the job", "saw that …").
  "(?:saw|watched|heard|noticed|spotted|glimpsed|smelled|smelt)(?! (?:\\p{L}+ )?(?:that|about)\\b)",
].join("|");
/**
 * 51.3.2: run verbs, with a person for subject ("the story ran on Thursday" is printed); not the
 * phrasal verbs of a life ("walked out of my job", "ran for mayor").
 */
const RUN_VERBS =
  "(?:walked|ran|jogged|cycled|biked|swam|hiked|strolled|wandered|rushed|hurried)(?! out\\b| for (?!the\\b))";
/** The present perfect of the day's doings, with "just" or today ("I've just eaten the brownies"; not "I've seen them 5 times"). */
const DAYS_PERFECT = `(?:i|we)(?:'ve| have) (?:just |already )?(?:eaten|drunk|slept|woken(?: up)?|watched|seen|heard|walked|run)\\b(?=[^.!?]*\\b(?:today|tonight|this (?:morning|afternoon|evening))\\b|(?<=just \\p{L}+))`;
const DAYS_SUBJECT =
  "(?:i|we|he|she|they|\\p{L}+ and (?:i|me)|(?:my|our|his|her|their|the|a) [\\p{L}'-]+(?: [\\p{L}'-]+)?|\\p{L}[\\p{L}-]*)";
/**
 * What makes the day one of a life: its occasion (a wedding's altar and vows, a honeymoon, an
 * anniversary, a gig, a concert, a trip), a first, a race, an exam, a span ("for a month", "as a
 * teenager", "through my twenties", "last summer"), or a matter of health (a doctor or any
 * "-ologist", a hospital, an operation, a scan, a lump, a diagnosis).
 */
const NOT_A_DAYS_SCENE = `(?![^.!?]*\\b(?:${[
  "first|marathon|race|test|exams?|finals|paper",
  "wedding|altar|vows|honeymoon|anniversary|gig|concert|festival|tour|trip|holiday|vacation",
  "for (?:a|an|\\p{L}+|\\d+) (?:days?|weeks?|months?|years?)|as a (?:teenager|kid|child|student|boy|girl)|(?:through|in) (?:all )?my (?:teens|twenties|thirties|forties|fifties|childhood)",
  "last (?:summer|winter|spring|autumn|fall)|growing up|all my life",
  "doctor|gp|dentist|specialist|consultant|surgeon|therapist|\\p{L}+ologist|a&e|emergency room|hospital|surgery|op|operation|biopsy|scan|lump|diagno\\p{L}+|cancer|dementia",
  // The life course told with the scene: work, kin, health and a record ("heard back, I got the
  // job", "walked down the aisle, officially married", "ran the half in 1:38, new pb").
  "job|hired|promoted|fired|laid off|redundant|married|engaged|divorced?|pregnant|twins|baby|born|died|pass(?:ed)? away|funeral|hospice|midwife",
  "sober|allergic|coeliac|celiac|covid|pb|personal best|record|medal|summit|phd|degree|graduat\\p{L}*",
].join("|")})\\b)`;
export const A_DAYS_DOINGS = rx`^(?:${DAYS_SUBJECT} ${REACTION_ADVERBS}(?:${DAYS_DOINGS})|(?:i|we|he|she|they) ${REACTION_ADVERBS}${RUN_VERBS}|${DAYS_PERFECT})\b${HABIT_AFTER}${LIFE_DAY_AFTER}${NOT_A_DAYS_SCENE}`;
/**
 * FAVOUR_FOR_YOU: what one gives, sends, brings or makes the hearer (Levin 1993, 13.1 give, 11.1
 * send, 11.3 bring and take, 13.5.1 get, 26.1 build verbs with "you" the recipient): "i'll post you a
 * bag of our ethiopian", "I'll pick you up at the station", "I made you soup" are the chat's errands.
 * Alone in its sentence but for a condition ("I'll bring you a jar, if customs don't take it"): a
 * clause after a comma may say something of one's life ("I'll cook you dinner in my new flat, I
 * moved in on Saturday"); and not with a habit, a date or an occasion
 * ("I'll drive you to chemo every Tuesday", "I'll take you to Japan for our anniversary in April").
 */
const FAVOURS = [
  "give|gave|lend|lent|hand|post|posted|mail|mailed|ship|shipped|bring|brought|take|took|pick|picked",
  "drive|drove|buy|bought|get|got|make|made|cook|cooked|bake|baked|save|saved|owe",
].join("|");
export const FAVOUR_FOR_YOU = rx`^i(?:'ll| will| just| already|'ve| have| can)? (?:${FAVOURS}) (?:you|u)\b(?![^.!?]*[,;](?!\s*(?:if|when|once|unless|before|after|as soon as)\b))${HABIT_AFTER}${LIFE_DAY_AFTER}${NOT_A_DAYS_SCENE}`;
/**
 * SOMEONE_ELSE_DID_IT: a past clause without its subject whose verb has "me" for object ("looked
 * right at me", "stared at me through the window", "didn't even recognise me"): "I" cannot be its
 * subject (NOT_I_BEFORE_ME), so it tells what someone else did, an episode; unless the life course
 * is told with it (NOT_A_DAYS_SCENE, "asked me to marry him").
 */
const SUBJECTLESS_PAST = String.raw`^(?:(?:didn't|did not)\s+(?:even\s+)?\p{L}+|(?:(?:just|then|even|never)\s+)*(?:\p{L}{3,}ed|saw|told|gave|took|made|woke|left|sent|got|kept|bit|hit|caught))\s`;
export const SOMEONE_ELSE_DID_IT = new RegExp(
  `(?=${SUBJECTLESS_PAST})(?![^.!?]*\\bmarry\\b)${NOT_A_DAYS_SCENE}${OBJECT_ME.source.slice(1)}`,
  "iu",
);
/**
 * HOW_IT_WENT_TODAY: how one did in a moment, alone ("I did ok", "I did pretty well"): the day's
 * news, an episode. Not a reply reported ("I said yes" may accept a surgery date or a proposal).
 */
const HOW_WELL = [
  "ok",
  "okay",
  "alright",
  "fine",
  "well",
  "badly",
  "great",
  "good",
  "terribly",
  "amazing",
  "horribly",
];
const DEGREE = ["really", "so", "pretty", "quite", "very", "super", "surprisingly", "not too"];
export const HOW_IT_WENT_TODAY = rx`^i (?:just |only |actually )?did (?:${oneOf(DEGREE)} )?${oneOf(HOW_WELL)}${AT_THE_MOMENT}`;
/**
 * THE_DAYS_TALLY: a day counted ("I've been in 9 meetings", "I slept 4 hours"), not a habit ("I
 * sleep 8 hours a night", "I have 3 meetings every Monday").
 */
const COUNT = "(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|an?|one)";
const MEETINGS_COUNTED = `(?:been in|had|sat through|done) ${COUNT} (?:back-to-back )?(?:meetings|calls|interviews|lectures|classes|shifts)`;
const SLEEP_COUNTED = `slept (?:for )?(?:like )?${COUNT} (?:hours?|hrs?|h)`;
const PER_PERIOD = "(?![^.!?]*\\b(?:a|per|every|each) (?:day|week|month|night)\\b)";
export const THE_DAYS_TALLY = rx`^i(?:'ve| have)? (?:(?:already|only|just|now) )?${MEETINGS_COUNTED}\b${PER_PERIOD}|^i (?:only |barely |just )?${SLEEP_COUNTED}\b${PER_PERIOD}`;
export const LAUGHING_OR_ENVYING = rx`^i (?:literally )?can't stop (?:laughing|crying|smiling|giggling)\b|^i(?:'m| am) (?:so |soo+ |really |super |very )jealous(?=\s*[.!?…]*\s*$)`;
/** The day's household chores, done once today ("water the garden", "cook dinner", "walk the dog"). */
const CHORES = [
  "water the (?:garden|plants|flowers)",
  "do the (?:dishes|washing(?: up)?|laundry|shopping|hoovering|ironing)",
  "(?:cook|make|start) (?:dinner|lunch|tea|breakfast)",
  "walk the dog",
  "take the dog out",
  "hang (?:up )?the washing",
  "put the kids to bed",
  "tidy up",
  "clean the (?:kitchen|bathroom|house|flat)",
];
/**
 * THE_DAYS_NEXT_MOVE: going to bed, home or out now ("I'm going to bed", "I'm off to bed"), or to
 * the day's next chore ("I'm going to water the garden before it gets dark", "I'm gonna cook dinner
 * now"); not a trip ("I'm going to Lisbon in May"), nor a habit ("… every Sunday").
 */
export const THE_DAYS_NEXT_MOVE = rx`^i(?:'m| am) (?:just |now |finally )?(?:(?:going|off|heading|headed) (?:to bed|to sleep|home|out|for a (?:shower|nap|bath))\b|(?:going to|gonna|about to|off to) ${oneOf(CHORES)}\b(?![^.;!?]{0,80}\b(?:every|each)\b))`;
/**
 * A_FEELING_ABOUT_THIS: weariness of something pointed at now ("I'm sick of this weather", "I'm
 * tired of these emails"); not "I'm tired of my job".
 */
export const A_FEELING_ABOUT_THIS = rx`^i(?:'m| am) (?:so |really |just |getting )?(?:sick|tired|fed up|bored) (?:of|with) (?:this|these|that|those)\b`;
/** A_DREAM: "I had the weirdest dream last night": a night's dream is an episode. */
export const A_DREAM = rx`^i had (?:a|the|such a|this) (?:[\p{L}-]+ )?dream\b`;
/**
 * FORGOT_TO_TELL_YOU: the chat's own errand, forgotten or due ("I forgot to tell you", "I forgot to
 * send you …", "I should tell you", "I need to ask you something").
 */
export const FORGOT_TO_TELL_YOU = rx`^i (?:totally |completely |really )?(?:forgot to|should|have to|need to|gotta|got to|must|wanted to) (?:tell|ask|send|show|text|call) (?:you|u)\b`;
/**
 * GENERIC_WE: "we" for people at large (Quirk et al. 6.21), named as such: "We never learn as a
 * species", "we as a society", "we humans" (not "we all went to Porto").
 */
export const GENERIC_WE = rx`\bwe (?:humans|as (?:a )?(?:species|society|humanity|people|culture|nation))\b|\bas a (?:species|society|culture)\b`;

/**
 * JUST_PERCEIVED: a verb of perception (Levin 1993, 30.1 see verbs) in the immediate past, "just":
 * "I just saw the funniest video", "I just heard the news" (not "I just got engaged", a life event).
 */
export const JUST_PERCEIVED = rx`^i (?:literally )?just (?:saw|heard|watched|read|noticed|spotted|found out|realised|realized)\b`;
/**
 * MISLAID: "I can't find my keys again", "I've lost my phone again", the everyday things one
 * mislays (not "I can't find a job in Dublin", "I lost my job").
 */
const MISLAID_THINGS = [
  "keys?",
  "phone",
  "wallet",
  "purse",
  "glasses",
  "sunglasses",
  "remote",
  "charger",
  "passport",
  "bag",
  "card",
  "tickets?",
  "socks?",
  "shoes?",
  "headphones",
  "earbuds",
  "umbrella",
];
export const MISLAID = rx`^i(?: (?:can't|cannot|can not|couldn't) find|(?:'ve| have)? (?:just |already )?lost) (?:my|the|our) (?:[\p{L}-]+ ){0,2}?${oneOf(MISLAID_THINGS)}\b`;

/**
 * THE_GROUPS_ERRANDS: a group's documents put or sent somewhere, or the members added to
 * something (Levin 1993, ch. 9 verbs of putting, 11.1 send verbs): "I've uploaded the slides to
 * the drive", "I'll post the results tomorrow", "I've added everyone to the invite". Not one's own
 * things ("I posted my first video on YouTube").
 */
const GROUP_THINGS = [
  "slides",
  "deck",
  "recording",
  "minutes",
  "notes",
  "agenda",
  "link",
  "invite",
  "form",
  "poll",
  "photos",
  "pictures",
  "pics",
  "results",
  "schedule",
  "docs?",
  "document",
  "spreadsheet",
  "sheet",
  "files?",
  "receipts",
];
const PUTTING = [
  "upload(?:ed)?",
  "post(?:ed)?",
  "share[d]?",
  "add(?:ed)?",
  "put",
  "pin(?:ned)?",
  "circulate[d]?",
  "drop(?:ped)?",
  "send",
  "sent",
  "forward(?:ed)?",
];
export const THE_GROUPS_ERRANDS = rx`^i(?:'ll| will|'ve| have| just| already)? (?:just |already )?${oneOf(PUTTING)} (?:the (?:[\p{L}-]+ )?${oneOf(GROUP_THINGS)}|everyone|everybody|you all|all of you)\b`;
/**
 * ATTENDANCE: coming late, leaving early, not making it, joining from afar, bringing things, asking
 * for hands: "I can't make it this week", "I'm running a bit late", "I have to leave early today",
 * "I'll join remotely", "I'll bring the projector", "I need two volunteers for the desk".
 */
const NOT_MAKING_IT = rx`^i (?:can't|cannot|won't|will not|couldn't|can not) make it\b`;
const RUNNING_LATE = rx`^i(?:'m| am) (?:running|going to be|gonna be) (?:a (?:bit|little) |slightly |\d+ (?:min|mins|minutes) )?late\b`;
const LEAVING_EARLY = rx`^i (?:have|need|'ll have|will have) to (?:leave|head off|go|dip) early\b`;
const JOINING_FROM_AFAR = rx`^i(?:'ll| will) (?:join|dial in|call in) (?:remotely|online|virtually|late)\b`;
const BRINGING = rx`^i(?:'ll| will|'m going to|'m gonna| can) bring (?:the|some|a|an|snacks|drinks)\b`;
const HANDS = "(?:volunteers?|helpers?|hands|people|someone|somebody|folks)";
const ASKING_FOR_HANDS = rx`^i(?:'m| am)? (?:need|looking for|could use) (?:a |an |one |two |three |four |five |some |a few |\d+ |more )?${HANDS}\b`;
export const ATTENDANCE = [
  NOT_MAKING_IT,
  RUNNING_LATE,
  LEAVING_EARLY,
  JOINING_FROM_AFAR,
  BRINGING,
  ASKING_FOR_HANDS,
];

/**
 * WILLING_TO: an adjective of willingness or feeling with the act it takes, a to-infinitive
 * (Quirk et al. 1985, ch. 16, adjective complementation): "I'm happy to meet on Tuesday", "I'm glad
 * to help with the move", "I'm excited to be part of this group" offer or welcome an act of the
 * chat. A step of one's life or a new job stays ("I'm excited to start my new job", "I'm ready to
 * move to Lisbon"), and so does the adjective alone ("I'm happy with my new flat").
 */
const WILLING = [
  "happy",
  "glad",
  "willing",
  "keen",
  "eager",
  "ready",
  "pleased",
  "delighted",
  "excited",
  "thrilled",
  "honou?red",
];
const NEW_JOB = "(?:start|begin|join)(?:ing)? (?:my|a|the) new (?:job|role|position|school)\\b";
export const WILLING_TO = rx`^i(?:'m| am) (?:so |really |very |more than |always |just |super |quite )*${oneOf(WILLING)} to (?!${LIFE_STEP}|${NEW_JOB})`;

/**
 * JUST_ARRIVED: a step of the day just taken, in the perfect or past of recent time with "just"
 * (Quirk et al. 1985, 4.22, the "hot news" perfect), ending its clause (JUST_NOW): "I've just
 * landed", "I just got home", "I just finished my shift". Not a life's step with "just" ("I just
 * got a new job", "I just landed a job at Google", "I just moved to Leeds": LIFE_EVENT), nor a trip
 * come back from ("I just got back from Japan"), nor "finally" ("I finally got in").
 */
const STEPS_OF_THE_DAY = [
  "(?:landed|arrived)(?: at the (?:airport|station|hotel))?",
  "got (?:home|back|here|up|off the (?:bus|train|plane|phone))",
  "woke up",
  "(?:finished|got off|left) (?:work|my shift|the office|class|practice|training|the gym)",
  "(?:had|ate|finished) (?:my )?(?:breakfast|lunch|dinner|tea)",
];
export const JUST_ARRIVED = rx`^i(?:'ve| have)? just ${oneOf(STEPS_OF_THE_DAY)}${JUST_NOW}`;
/**
 * PAID_FOR_THE_GROUP: what one paid for the group's evening or outing, a share to pay back ("I paid
 * for the pizza, send me 5 each", "I've already paid for the tickets"); not a debt of one's own life
 * ("I paid off my student loan").
 */
const SHARED_COSTS =
  "(?:pizzas?|drinks|food|taxi|cab|uber|dinner|lunch|round|tickets?|table|bill|booking|petrol|gas)";
export const PAID_FOR_THE_GROUP = rx`^i(?:'ve| have)? (?:just |already )?paid for (?:the|our|everyone's|your|all the) (?:(?:whole|first|next|last|cinema|movie) )?${SHARED_COSTS}${JUST_NOW}`;
/**
 * UNWELL_NOW: how one feels in body, now, a stage-level state (Carlson 1977): "I'm not feeling
 * well", "I feel awful today"; not a lasting condition in the perfect ("I've been feeling unwell
 * for months").
 */
const HOW_ONE_FEELS =
  "(?:(?:so|very|a bit|a little|really|too|pretty|quite) )?(?:well|great|good|sick|ill|rough|awful|terrible|unwell|poorly|crap|shit|under the weather)\\b";
export const UNWELL_NOW = rx`^(?:i(?:'m| am) (?:not )?feeling|i (?:don't |do not )?feel) ${HOW_ONE_FEELS}(?!-)${JUST_NOW}`;

export const OF_THE_MOMENT = [
  JUST_ARRIVED,
  PAID_FOR_THE_GROUP,
  UNWELL_NOW,
  THE_GROUPS_ERRANDS,
  WILLING_TO,
  ...ATTENDANCE,
  JUST_PERCEIVED,
  MISLAID,
  THE_DAYS_NEXT_MOVE,
  LAUGHING_OR_ENVYING,
  A_FEELING_ABOUT_THIS,
  A_DREAM,
  FORGOT_TO_TELL_YOU,
  A_STATE_OF_THE_MOMENT,
  EMOTING,
  NONVERBAL_EXPRESSION,
  LIKE_AS_IF,
  A_FEELING_TO_BURSTING,
  I_WOULD_DIE,
  TOLD_WITHOUT_CONTENT,
  SOMEONE_ELSE_DID_IT,
  FAVOUR_FOR_YOU,
  A_DAYS_DOINGS,
  HOW_IT_WENT_TODAY,
  THE_DAYS_TALLY,
  GENERIC_WE,
  MOMENT_PROGRESSIVE,
  ON_THE_WAY,
  CHAT_ERRAND,
  UNREAL_CONDITION,
  WONDERING,
  CURIOUS_WHAT,
  READY_FOR_THE_EVENT,
  THE_DAYS_END,
  CHAT_IDIOM,
  A_LOOK,
  THE_NEXT_MINUTES,
  UNRESOLVED_OBJECT,
];
