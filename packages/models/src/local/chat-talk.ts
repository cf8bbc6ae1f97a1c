import { hasPronoun, pronounsOf } from "../text/pronouns.ts";
import { unicodeBoundaries } from "../text/regex.ts";
import { LIFE_STEP, SESSION_ARTEFACT } from "./languages/en/assistant-chat.ts";
import { NARRATION_ON_SCREEN } from "./languages/fr/assistant-chat.ts";

export { SESSION_ARTEFACT };

/**
 * Talk about the conversation itself, said in the first person to an AI assistant (issue 27): it
 * appraises, thanks for or narrates what is on the screen, and says nothing lasting about the
 * person. Each pattern is a closed class of English grammar: demonstratives and personal pronouns
 * that point back into the conversation, the pro-form "one", the second person, and the
 * progressive aspect with "now". English only; other languages keep their own rules.
 */

/**
 * The object points back into the chat: "this", "these", "both (of them)", "all three", "the
 * shorter one", "it"/"them" ending the clause.
 */
const BACK_REFERENCE =
  /(?:th(?:is|at|ese|ose)|both|all (?:of (?:them|these|those)|two|three|four|five|\d+)|each of them|the (?:\p{L}+ )?ones?\b|(?:it|them)(?= *[,.!?…]| *$| (?:a lot|so much|very much)))/u
    .source;

/** The object is the assistant's work: "your examples", "how you've created it", "what you wrote", "the way you put it". */
const YOUR_WORK = /(?:your \p{L}+|(?:how|what|the way) you(?:'ve|'d| have| did)?\b)/u.source;

/** Nouns of proposing and of wording: what is put forward or said in a discussion. */
const PROPOSAL_NOUNS =
  /(?:ideas?|approach(?:es)?|proposals?|suggestions?|plans?|solutions?|options?|versions?|designs?|structure|wording|naming|names?|outline|layout|phrases?|language|tone|sentences?|paragraphs?|examples?|steps?)/u
    .source;
/**
 * A thing of the discussion: "the (proposed) approach", "the idea of …", "the ton of functions",
 * "this plan", "what Kent proposed": a definite noun of proposing, wording or a session artefact
 * (anaphoric: it names something said or made in the chat, not a taste, which English says with a
 * bare plural or a mass noun: "I dislike comments in shell listings"), or a free relative with a
 * verb of communication (Levin 1993, 37.7 "say" verbs).
 */
const A_PROPOSAL = String.raw`(?:(?:the|this|that|these|those) (?:[\p{L}-]+ ){0,3}?(?:${PROPOSAL_NOUNS}|${SESSION_ARTEFACT})\b|what \p{L}+ (?:proposed|suggested|said|wrote|described|recommended)\b)`;

/**
 * How a thing of the session came out: "how clean this looks now", "how it reads after your edit"
 * (a verb of perception or result with "this" or "it" as its subject; not "how my garden looks").
 */
const HOW_IT_CAME_OUT = String.raw`how (?:[\p{L}-]+ )?(?:this|it|that|these|those|everything) (?:looks|reads|sounds|works|flows|turned out|came out)\b`;

/** A preference or appraisal verb in the first person ("I like", "I really love", "I'd prefer"). */
const APPRAISING =
  /^(?:(?:ok(?:ay)?|oh|wow|yes|great)[,!]? )?i(?:'d| would)? (?:really |also |actually |just |totally )?(?:like|love|prefer|enjoy|appreciate|adore|hate|dislike)s?/u
    .source;

/**
 * APPRAISAL_OF_THE_CHAT: "I like all three ideas", "I love how you've created it", "I love your
 * examples", "I like the proposed approach a lot", "I like what Kent proposed", "I love how clean
 * this looks now".
 */
const APPRAISAL_OF_THE_CHAT = unicodeBoundaries(
  new RegExp(
    `${APPRAISING} (?:(?:very )?much |a lot )?(?:${BACK_REFERENCE}|${YOUR_WORK}|${A_PROPOSAL}|${HOW_IT_CAME_OUT})`,
    "iu",
  ),
);

/** Adjectives of appraisal and of understanding, whose prepositional complement is what they are about. */
const STANCE =
  /(?:happy|satisfied|pleased|unhappy|disappointed|impressed|confused|lost|convinced|sure|clear|comfortable)/u
    .source;
/**
 * STANCE_ON_THE_CHAT: "I'm happy with the result", "I am not convinced by this approach", "I'm
 * confused about step 3", "I am a bit lost here": an adjective of appraisal or understanding (Quirk
 * et al. 1985, adjective complementation by a prepositional phrase) whose complement is a thing of
 * the discussion, or "here" / "now"; not "happy with my new job".
 */
const STANCE_ON_THE_CHAT = unicodeBoundaries(
  new RegExp(
    `^i(?:'m| am) (?:(?:not|really|still|a bit|a little|quite|so|very|also|totally|completely|now) )*${STANCE}(?: (?:(?:with|about|by|on|at) (?:${BACK_REFERENCE}|${YOUR_WORK}|${A_PROPOSAL}|(?:step|part|point|section|option|question) \\w+)|here|now))?[\\s.!…]*$`,
    "iu",
  ),
);

/** ON_A_STEP: "I'm on step 4 now", "I am at part 2": where one is in the task. */
const ON_A_STEP = unicodeBoundaries(
  /^i(?:'m| am) (?:now |still |currently )?(?:on|at) (?:step|part|section|page|chapter|line|slide|question|exercise|task|level) \d+\b/iu,
);

/** GRATITUDE: "I'm so thankful.", "I'm really grateful for your help": thanks, with no complement or for the reply. */
const THANKED_FOR = /(?:you|your \p{L}+|this|that|the (?:help|answer|reply|explanation|advice|tips?|ideas?))/u
  .source;
const GRATITUDE = unicodeBoundaries(
  new RegExp(
    `^i(?:'m| am) (?:so |really |very |truly |super |most )*(?:thankful|grateful|appreciative)(?: (?:for|to) ${THANKED_FOR})?[\\s.!…]*$`,
    "iu",
  ),
);

/** NARRATION_NOW: the progressive with "now", "right now", "at the moment": "I'm checking the logs now". */
const NARRATION_NOW = unicodeBoundaries(
  /^i(?:'m| am) (?:a )?(?:just |currently |still )?\p{L}+ing\b.*\b(?:now|right now|at the moment|as we speak)[\s.!…]*$/iu,
);

/** NARRATION_OF_THE_TASK: "I'm a reviewing the code.", "I'm fixing the script": the progressive on a session artefact. */
const NARRATION_OF_THE_TASK = unicodeBoundaries(
  new RegExp(
    `^i(?:'m| am) (?:a )?(?:just |currently |still |now )?\\p{L}+ing (?:the|this|that|my|your) ${SESSION_ARTEFACT}\\b`,
    "iu",
  ),
);

/** PRO_FORM_ONE: "one" standing for something on the screen: "I'm gonna do a final one", "one more". */
const INTENDING = /^i(?:'m (?:gonna|going to)| am (?:gonna|going to)|'ll| will| want to| wanna)/u.source;
const ONE =
  /(?:a (?:final|last|new|quick|second|third|better|shorter|longer) one|another one|one more|the (?:first|second|last|other|next) one)/u
    .source;
const PRO_FORM_ONE = unicodeBoundaries(new RegExp(`${INTENDING} \\p{L}+ ${ONE}\\b`, "iu"));

/** THE_CHAT_ITSELF: "I would like to resume this chat", "continue our discussion": the conversation as the object. */
const THE_CHAT_ITSELF = unicodeBoundaries(
  /\b(?:this|our|that|the previous|the last|yesterday's|my last) (?:chat|conversation|discussion|thread|session)\b/iu,
);

/** COURTESY_REPLY: the answer to "how are you": "I am well thank you", "I'm fine, thanks". */
const COURTESY_REPLY = unicodeBoundaries(
  /^i(?:'m| am) (?:very |really |doing )?(?:well|fine|good|great|ok|okay|alright)[,!.]? (?:thank you|thanks)\b/iu,
);

const WEEKDAY = /(?:mon|tues|wednes|thurs|fri|satur|sun)day/u.source;
const CLOCK = /\d{1,2}(?:[:.]\d{2})? ?(?:am|pm|h|o'clock)|\d{1,2}[:.]\d{2}/u.source;
/** CLOCK_TALK: the day or the hour as the whole statement: "We are Thursday and it is 8:23am", "It's 9:15 here". */
const CLOCK_TALK = unicodeBoundaries(
  new RegExp(
    `^(?:today is|we are|we're|it's|it is|here it's|now it's) (?:now |already )?(?:${WEEKDAY}|${CLOCK})\\b`,
    "iu",
  ),
);

/**
 * IMMINENT: "I'm about to start the next step": "be about to" is the moment, not a lasting fact (as
 * "going to" in I_AM); a step of one's life about to be taken is one ("I'm about to open a bakery": LIFE_PLAN).
 */
const IMMINENT = unicodeBoundaries(
  new RegExp(`^i(?:'m| am) (?:just |now |finally )?about to\\b(?! ${LIFE_STEP.source})`, "iu"),
);

/** THE_REQUEST_ITSELF: "My first request is …", "my next question is about …": the chat's own speech acts. */
const THE_REQUEST_ITSELF = unicodeBoundaries(
  /^my (?:(?:first|next|last|second|third|final|main|only|original|previous|new) )?(?:request|question|prompt|message|query|instruction)s? (?:is|was|are|were)\b/iu,
);

/** HEDGE_AFRAID: "I'm afraid" before a clause or "not" is a polite hedge ("I'm afraid I wasn't clear"); "afraid of" is a fear. */
const HEDGE_AFRAID = unicodeBoundaries(
  /^i(?:'m| am) (?:really |so )?afraid,? (?:that |not\b|so\b|(?:i|it|this|that|you|we|they|there|he|she)\b)/iu,
);

/**
 * EPISTEMIC_FRAME: "My naive thinking is that …", "my understanding is that …": a noun of opinion
 * framing a view of the matter at hand (the noun counterpart of "I think that"), not a fact about
 * the person.
 */
const EPISTEMIC_FRAME = unicodeBoundaries(
  /^my (?:(?:naive|current|first|initial|own|personal|gut|honest) )?(?:thinking|understanding|guess|impression|assumption|intuition|hunch|take|reading|expectation|suspicion) (?:is|was) (?:that\b|the\b|it\b|this\b|you\b|we\b)/iu,
);

/** LEANING: "I'm leaning towards option 2", "I'm inclined to keep both": a choice being weighed in the chat. */
const LEANING = unicodeBoundaries(
  /^i(?:'m| am) (?:(?:now|still|also|more|slightly|kind of|a bit) )*(?:leaning (?:more )?(?:towards?|to)|inclined to)\b/iu,
);

/**
 * CONCERN_ABOUT_THE_TASK: "I'm worried the new model has to be chosen at start", "I'm not sure it
 * handles dates": an adjective of concern or doubt with a that-clause about a thing (Quirk et al.
 * 16.69, adjective complementation), not "worried about my mother" nor "worried I'll lose my job".
 */
const CONCERN_ABOUT_THE_TASK = unicodeBoundaries(
  /^i(?:'m| am) (?:(?:a bit|a little|really|quite|so|still|also) )?(?:worried|concerned|unsure|not sure|not certain),? (?:that |whether |if )?(?:the|this|that|it|you|we|there|these|those)\b/iu,
);
/** What one works on with an assistant, that a step of the task could break. */
const WORK_SETUP =
  /(?:environment|env|setup|machine|laptop|computer|repo|repository|install(?:ation)?|config(?:uration)?|database|db|system|build|branch|project|files?|data)/u
    .source;
/**
 * Breaking or losing, as an -ing form: Levin (1993) 44 destroy and 45.1 break verbs, with "lose",
 * "delete", "overwrite" and the chat's own "bork", "nuke", "mess up", "screw up".
 */
const BREAKING =
  /(?:breaking|borking|nuking|wiping|deleting|losing|corrupting|overwriting|ruining|wrecking|destroying|damaging|trashing|killing|bricking|messing up|screwing up)/u
    .source;
/**
 * CONCERN_FOR_THE_SETUP: "I'm paranoid about borking my local dev environment", "scared of messing
 * up the database": a worry (Quirk et al. 16.69, adjective + preposition + -ing clause) that a step
 * of the task breaks or loses one's work setup, not "worried about losing my job".
 */
const CONCERN_FOR_THE_SETUP = unicodeBoundaries(
  new RegExp(
    `^i(?:'m| am) (?:(?:a bit|a little|really|quite|so|still|also|kind of|super) )?(?:worried|concerned|paranoid|nervous|afraid|scared|anxious|wary) (?:about|of) ${BREAKING} (?:my|the|our|this|that) (?:[\\p{L}-]+ ){0,3}?${WORK_SETUP}\\b`,
    "iu",
  ),
);

/** An option of a list the assistant gave: a number, a letter, an ordinal ("2", "option B", "the second"). */
const OPTION =
  /(?:option |number |#)?(?:\d{1,2}|[a-e]|one|two|three|four|five|(?:the )?(?:first|second|third|fourth|fifth|last))/u
    .source;
/** OPTION_CHOICE: "I like 2 or 3.", "I prefer option B", "I'd go with 1 and 4": a pick among the assistant's options. */
const OPTION_CHOICE = unicodeBoundaries(
  new RegExp(
    `^i(?:'d| would)? (?:like|prefer|choose|pick|take|go with|vote for) ${OPTION}(?:,? (?:or|and) ${OPTION}|, ${OPTION})*\\s*[.!]*$`,
    "iu",
  ),
);

/** The patterns of talk about the chat, by name (ORGANISATION_OWNED, below, is the one exception they allow). */
const TALK = {
  APPRAISAL_OF_THE_CHAT,
  STANCE_ON_THE_CHAT,
  ON_A_STEP,
  GRATITUDE,
  NARRATION_NOW,
  NARRATION_OF_THE_TASK,
  PRO_FORM_ONE,
  THE_CHAT_ITSELF,
  COURTESY_REPLY,
  CLOCK_TALK,
  THE_REQUEST_ITSELF,
  HEDGE_AFRAID,
  IMMINENT,
  EPISTEMIC_FRAME,
  LEANING,
  CONCERN_ABOUT_THE_TASK,
  CONCERN_FOR_THE_SETUP,
  OPTION_CHOICE,
};
const PATTERNS = Object.values(TALK);

/**
 * Whether a first-person sentence to an assistant is talk about the conversation itself: one of
 * the English patterns above (French: NARRATION_ON_SCREEN), or, in every language with a pronoun table, the second person
 * (ADDRESSED_TO_THE_ASSISTANT: "I don't mind that you can read the web", "je vind …", "tu réponds …"):
 * a statement about the exchange with the assistant, not about the person alone.
 */
export function isTalkAboutTheChat(sentence: string, language = "en"): boolean {
  const text = sentence.replace(/[’`]/g, "'").trim();
  const second = pronounsOf(language)?.second;
  if (second && hasPronoun(text, second)) return true;
  if (language === "fr") return NARRATION_ON_SCREEN.test(text);
  return language === "en" && PATTERNS.some((pattern) => pattern.test(text));
}

/**
 * ORGANISATION_OWNED: "I run a small gardening company", "I own a bakery": running or owning an
 * organisation is a fact about the person, though "I run …" is task talk ("I run the script").
 */
export const ORGANISATION =
  /(?:company|business|shop|store|restaurant|café|cafe|bakery|farm|practice|agency|studio|charity|firm|salon|clinic|startup|nursery|garage|pub|bar|hotel|gym|gas station|petrol station)/u
    .source;
/** A website named by its domain ("wattpool.net"): the generic top-level domains and the common country ones. */
const WEBSITE = "[\\p{L}\\d-]+\\.(?:com|net|org|io|dev|app|co|me|ai|info|blog|shop|uk|de|fr|nl|es|it)";
const ORGANISATION_OWNED = unicodeBoundaries(
  new RegExp(
    `^i (?:(?:run|own|manage|founded|started|co-founded|have) (?:a|an|my|our|my own|the family)(?: [\\p{L}-]+){0,3} ${ORGANISATION}|(?:run|own|founded|started|co-founded|maintain) ${WEBSITE})\\b`,
    "iu",
  ),
);

export function ownsAnOrganisation(sentence: string): boolean {
  return ORGANISATION_OWNED.test(sentence.replace(/[’`]/g, "'").trim());
}

export const CHAT_TALK_PATTERNS = { ...TALK, ORGANISATION_OWNED };
