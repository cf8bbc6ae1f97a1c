import { kinRelations } from "../text/kin.ts";
import { ORGANISATION, SESSION_ARTEFACT } from "./chat-talk.ts";
import { straightApostrophes } from "./junk.ts";
import type { Language } from "./language.ts";
import { HOUSEHOLD, PUBLIC_WORKS } from "./languages/en/assistant-chat.ts";
import { OWN_LIFE_WORDS as FR_OWN_LIFE_WORDS } from "./languages/fr/assistant-chat.ts";

/**
 * Rule OWN_LIFE_IN_A_REQUEST (issue 27: "what the extractor is not sure is a fact about the person
 * goes into the episode"). A request or question to an assistant that names the person's family,
 * household or business ("what can I cook for my two daughters?", "a sign for my bakery") says
 * something about them, but not as a statement: it is kept as said, an episode, never a fact (in
 * English, what it takes for granted is one: PRESUPPOSED_HOUSEHOLD, presupposed-household.ts).
 * English: the possessive "my", up to two words, then a family word (text/kin.ts), a household
 * word (children, pets, home: the assistant chat's HOUSEHOLD), an organisation word (ORGANISATION)
 * or one of OWN_WORKS; or OWN_WORK_IN_A_REQUEST, below.
 */
const HOUSEHOLD_WORD = new RegExp(`^(?:${HOUSEHOLD.source})$`, "u");
const ORGANISATION_WORD = new RegExp(`^${ORGANISATION}$`, "u");
/**
 * What a person makes or keeps in public under their name, and their faith: "my blog", "my
 * podcast", "my Christian faith", "my gas station". Not "my application" or "my code": in a chat
 * about software those are the task at hand.
 */
const OWN_WORKS = new Set([
  ...PUBLIC_WORKS,
  "book",
  "novel",
  "thesis",
  "dissertation",
  "faith",
  "religion",
  "station",
]);

const isOwnLifeWord = (word: string) =>
  kinRelations(word).length > 0 ||
  HOUSEHOLD_WORD.test(word) ||
  ORGANISATION_WORD.test(word) ||
  OWN_WORKS.has(word);

/**
 * Verbs of making, from Levin (1993), "English Verb Classes and Alternations": build verbs (26.1),
 * create verbs (26.4) and performance verbs (26.7), in the forms a relative clause uses ("I built",
 * "I've designed", "I'm writing"), with "did" for a project one did.
 */
const MAKING =
  "built|made|developed|created|designed|composed|constructed|invented|produced|founded|started|wrote|written|recorded|painted|drew|drawn|published|did|done|building|making|developing|creating|designing|writing|recording";
/**
 * THE_GAP_IS_FILLED: in a contact clause the noun is the verb's missing object ("a shortcut I
 * created __"); a verb with an object of its own ("the way I started it", "the order I created
 * them in") leaves the noun a circumstance, not a work (Quirk et al. 1985, ch. 17: the
 * relative's gap).
 */
const OBJECT_OF_ITS_OWN = "(?:it|them|this|that|these|those|him|her|us|a|an|the|my|our|his|their)";
/**
 * OWN_WORK_IN_A_REQUEST: a noun that a contact relative clause with the person as subject modifies,
 * "a shortcut I created", "the board game that I've designed", "a project I did on …": their own work.
 */
const OWN_WORK = new RegExp(
  `\\b(?:a|an|the|this|that|my|our)\\s+((?:[\\p{L}-]+\\s+){1,4}?)(?:that\\s+|which\\s+)?i(?:'ve|\\s+have|'m|\\s+am)?\\s+(?:${MAKING})\\b(?!\\s+${OBJECT_OF_ITS_OWN}\\b)`,
  "giu",
);
/** The code, file or draft of the session ("the script I wrote") is the task, not the person's work. */
const ARTEFACT_HEAD = new RegExp(`^${SESSION_ARTEFACT}$`, "iu");

function namesOwnWork(sentence: string): boolean {
  for (const match of straightApostrophes(sentence).matchAll(OWN_WORK)) {
    const head = match[1]?.trim().split(/\s+/).at(-1) ?? "";
    if (!ARTEFACT_HEAD.test(head)) return true;
  }
  return false;
}

/** French: "mon", "ma" or "mes", up to two words, then a word of FR_OWN_LIFE_WORDS. */
const FR_OWN = new Set(FR_OWN_LIFE_WORDS);
const FR_POSSESSIVES = new Set(["mon", "ma", "mes"]);

/**
 * OWN_EVENT: an event of one's own life, followed by where, when or with whom it is ("my trip to
 * Japan in April", "my job interview at Deloitte", "my surgery next week", "mon voyage au Japon"):
 * a plan the question takes for granted. Not a thing named after one ("my trip planner app").
 */
const EVENTS =
  "trip|holiday|vacation|honeymoon|wedding|surgery|operation|(?:job )?interview|exams?|driving test|graduation|flight|appointment";
const AFTER_THE_EVENT = "to|in|at|with|on|next|this|tomorrow|for|from|abroad";
const OWN_EVENT = new RegExp(
  `\\bmy (?:upcoming |next |first |big )?(?:${EVENTS})\\s+(?:${AFTER_THE_EVENT})\\b|\\b(?:mon|ma) (?:prochaine? )?(?:voyage|mariage|opération|entretien(?: d'embauche)?|examen|vol|rendez-vous|lune de miel) (?:à|au|aux|en|avec|pour|chez|le|la|demain|la semaine)(?![\\p{L}])`,
  "iu",
);

/** A request of the languages with these rules (English, French) names the person's own life. */
export function mentionsOwnLife(sentence: string, language: Language = "en"): boolean {
  if (OWN_EVENT.test(straightApostrophes(sentence))) return true;
  if (language === "fr") {
    const words = sentence.toLowerCase().match(/[\p{L}\d-]+/gu) ?? [];
    return words.some(
      (w, i) => FR_POSSESSIVES.has(w) && words.slice(i + 1, i + 4).some((x) => FR_OWN.has(x)),
    );
  }
  // A hyphenated modifier is one word: "my 6-year-old son".
  const words = sentence.toLowerCase().match(/[\p{L}\d]+(?:-[\p{L}\d]+)*/gu) ?? [];
  if (words.some((w, i) => w === "my" && words.slice(i + 1, i + 4).some(isOwnLifeWord))) return true;
  return namesOwnWork(sentence) || NEW_PROJECT_NAMED.test(sentence);
}

/**
 * NEW_PROJECT_NAMED: a new project, repository or app given its name in a request ("Start a new
 * project, cosmic-pie-menu", "a new repo called TurnClock"): the person's own work, kept as said
 * (the labelling guide of eval/data/junk: "a new project announced with its name"). Not a file, a
 * function or a folder of the task ("a new file called utils.py").
 */
const NEW_PROJECT_NAMED =
  /\bnew\s+(?:project|repo|repository|app|application|library|package|game|website)(?:\s*,\s*|\s+(?:called|named)\s+)['"“]?[\p{L}\d]/iu;
