import { quotedSpans } from "../text/quotations.ts";
import { ADVERBS, IRREGULAR_PAST } from "./english-verb-forms.ts";
import { verbReading } from "./english-verbs.ts";
import { AFTER_A_HEAD, CHILD_AGE, HEAD_ENDS, PETS } from "./languages/en/assistant-chat.ts";
import { oneOf } from "./languages/patterns.ts";

/**
 * PRESUPPOSED_HOUSEHOLD (PRESUPPOSED_POSSESSION's second half, possession.ts): "my" before one's
 * partner, children, pet, public work or business in a request or question to an assistant ("a
 * toast for my wife's birthday", "can my cat eat tuna?", "names for my podcast", "the sourdough at
 * my bakery") presupposes that one has them (Strawson 1950): "I have a wife.", "I have a cat.",
 * "I have a podcast.", "I run a bakery.". A number and a child's age are kept ("I have two kids.",
 * "I have a 6-year-old son."). English only.
 */

/** One's partner by any name: "partner" only bare ("my business partner", "my lab partner" are not). */
const PARTNERS = ["wife", "husband", "partner", "girlfriend", "boyfriend", "fianc[eé]e?"];
const CHILDREN = ["sons?", "daughters?", "kids?", "child", "children", "twins", "step(?:son|daughter)s?"];
/** What one keeps in public under one's name; a channel with its platform ("my channel" may be a chat's). */
const PUBLIC_WORKS = ["website", "blog", "podcast", "newsletter", "(?:youtube|yt|twitch|tiktok) channel"];
/**
 * A business one runs. Not "my company", "my shop", "my gym", "my bar", "my hotel", "my clinic",
 * "my salon": employees, customers and guests say those of a place that is not theirs.
 */
const BUSINESSES = ["business", "startup", "bakery", "restaurant", "caf[eé]", "farm", "gas station"];
/**
 * Words before the noun that say it is not one's own now, or not one's own at all: one gone ("my
 * late husband", "my childhood cat"), one to come or only wished for ("my future wife", "my dream
 * café"), a place one goes to ("my local bakery", "my favourite restaurant", "my corner café"), and the first half of
 * a compound that is no pet ("hot dogs", "a rocking horse", "my stuffed bunny").
 */
const NOT_ONES_NOW = new Set(
  (
    "late former ex future next dream ideal imaginary hypothetical fictional virtual fake dead deceased unborn " +
    "potential prospective first previous old last childhood favourite favorite local usual regular nearest " +
    "neighborhood neighbourhood corner " +
    "hot corn sea rocking hobby stuffed plush toy robot"
  ).split(" "),
);
/** "my personality and my business": a modifier is no function word; the phrase ends before one. */
const NOT_A_MODIFIER = new Set([...AFTER_A_HEAD, "a", "an", "the", "your", "his", "her", "their", "its"]);
const SOME_OF_THEM = /^(?:youngest|oldest|eldest|older|younger|middle|little|big)$/iu;
const NUMBER = /^(?:two|three|four|five|six|seven|eight|nine|ten|\d{1,2})$/iu;
/** A child's age as chat writes it: "6-year-old", "3 month old", "2yo". */
const AGE = new RegExp(`${CHILD_AGE}|\\b\\d{1,2} ?yo\\b`, "iu");
const HEAD = `(?:${oneOf(PARTNERS)}|${oneOf(CHILDREN)}|${oneOf(PETS)}|${oneOf(PUBLIC_WORKS)}|${oneOf(BUSINESSES)})`;
/** "my", up to three words (a number, an age, adjectives), then the head. */
const MY_HOUSEHOLD = new RegExp(String.raw`\bmy ((?:[\p{L}\d-]+ ){0,3}?)(${HEAD})(?![\p{L}\d-])`, "giu");

/** Auxiliaries and modals after a subject ("my son is", "my kids are", "my wife can't"). */
const AUXILIARIES = new Set(
  (
    "is isn't was wasn't are aren't were weren't has hasn't have haven't had hadn't does doesn't do don't did didn't " +
    "can can't cannot could couldn't will won't would wouldn't should shouldn't must might may keeps kept seems"
  ).split(" "),
);
const PHRASE_ENDS = new RegExp(`^(?:'(?:s\\b|(?=\\s))|\\s+(?:alone|overnight)\\b|${HEAD_ENDS})`, "iu");
const INVERTED = /\b(?:can|could|should|will|would|does|do|did|may|might|must|shall)\s+$/iu;

/**
 * HOUSEHOLD_HEADS_ITS_PHRASE: the word heads its noun phrase when what follows ends the phrase
 * (HEAD_ENDS, a possessive "'s") or is the verb of which it is the subject ("my cat eats", "my son
 * is", "my wife started"); before another noun it is that noun's modifier ("my dog walker", "my
 * website question": Quirk et al. 1985, ch. 17).
 */
function headsItsPhrase(before: string, head: string, rest: string): boolean {
  if (PHRASE_ENDS.test(rest)) return true;
  const next = /^\s+([\p{L}']+)/u.exec(rest)?.[1]?.toLowerCase() ?? "";
  // The first object of two ("give my daughters a riddle"), an auxiliary, an adverb, a past tense.
  if (/^(?:a|an|the)$/u.test(next) || AUXILIARIES.has(next) || ADVERBS.has(next) || IRREGULAR_PAST.has(next))
    return true;
  // A base form follows a plural subject, or an inverted auxiliary ("can my cat eat"): "my website name" does not.
  if (verbReading(next) !== null) return isPlural(head) || INVERTED.test(before);
  // A participle with its own complement ("stop my dog pulling on the lead"), not a compound ("my dog walking schedule").
  const participle = /^(.+?)ing$/u.exec(next)?.[1] ?? "";
  if (participle.length > 1 && isVerb(participle)) return PHRASE_ENDS.test(rest.trim().slice(next.length));
  const stem = /^(.+?)(?:e?s|e?d)$/u.exec(next)?.[1] ?? "";
  return stem.length > 1 && isVerb(stem);
}
/** A verb's stem as a suffix leaves it: "pull" of "pulling", "bak" of "baked" (+e), "run" of "running" (doubled). */
const isVerb = (stem: string) =>
  verbReading(stem) !== null ||
  verbReading(`${stem}e`) !== null ||
  (/(.)\1$/u.test(stem) && verbReading(stem.slice(0, -1)) !== null);
const isPlural = (head: string) => /(?:s|children|ies)$/iu.test(head) && !/^business$/iu.test(head);

/** The assistant cast as one of them: "act as my girlfriend", "pretend you're my son", "be my wife". */
const CAST_AS =
  /\b(?:as|be|pretend(?:ing)?(?: to be| you(?:'re| are))?|you(?:'re| are)|role-?play(?:ing)?)\s+$/iu;
/** One gone or going: "I sold my restaurant", "I broke up with my boyfriend", "my dog died", "my husband and I are getting divorced". */
const GONE_BEFORE =
  /\b(?:sold|closed|lost|buried|divorced|divorcing|left|leaving|shut down|gave up|put down|(?:broke|breaking|split|splitting) up with|separated from|split from|dumped)\s+$/iu;
const GONE_AFTER =
  /^\s+(?:died|passed|was put down|closed|shut down|went bust|is gone|has gone|left me|dumped me|(?:and i )?(?:are|were|am|is|have|has|just)?\s*(?:getting |got )?(?:divorced|divorcing|separated|separating|splitting up|split up|broke up|breaking up))\b/iu;
/** A partner in a firm: "my partner at the practice", "my partner in the business". */
const PARTNER_AT_WORK =
  /^\s+(?:at|in|from) (?:the |our |my )?(?:firm|practice|company|office|work|agency|business|studio|clinic|shop)\b/iu;
/** "mind my own business" is an idiom. */
const IDIOM = /\bmind(?:s|ed|ing)? my own business\b/iu;
/**
 * A household one would have, not one has, said anywhere in the message: "if I ever have kids",
 * "when I eventually open my own bakery", "I want to start a podcast. What should I name my
 * podcast?", "hypothetically, if my husband …".
 */
const WOULD_HAVE =
  /\b(?:if|when|once) (?:i|we) (?:ever |one day |someday |eventually |finally )?(?:have|had|get|got|adopt|start|open|launch)\b|\b(?:would like|want|wants|wanna|hope|planning|plan|thinking of|thinking about|going) (?:to )?(?:have|get|adopt|start|open|launch|starting|opening|launching|getting)\b|\b(?:someday|one day|hypothetically|suppose|imagine|what if|let's say)\b/iu;
/**
 * A game's world: "my wife" in Stardew Valley, "my horse" in Minecraft are the player's character's.
 * Video games by that name, and the life-simulation and open-world games where one marries, farms or
 * keeps animals (not "board games", "game night").
 */
const IN_A_GAME =
  /\b(?:video ?games?|in-game|gaming|minecraft|stardew|skyrim|the sims|sims ?\d|animal crossing|zelda|red dead|rdr2|gta|fallout|baldur's gate|the witcher|harvest moon)\b/iu;
/** A teacher's or a carer's "my kids" are the children in their care. */
const CARES_FOR_OTHERS =
  /\bi (?:teach|coach|babysit|tutor)\b|\bi(?:'m| am) an? (?:[\p{L}-]+ )?(?:teacher|coach|nanny|babysitter|tutor|childminder)\b|\bmy (?:class|classroom|students|pupils)\b/iu;

/** What a check of the words around a noun reads: 80 characters each side (a message may be 100 kB long). */
const NEAR = 80;

/** The facts one's household in the sentence `text` presupposes; `message`: the whole message it is in. */
export function presupposedHousehold(text: string, message = ""): string[] {
  const matches = [...text.matchAll(MY_HOUSEHOLD)];
  if (matches.length === 0) return [];
  const said = readMessage(message);
  if (said.wouldHave || said.inAGame || WOULD_HAVE.test(text) || IDIOM.test(text)) return [];
  const out: string[] = [];
  const quoted = quotedSpans(text);
  for (const match of matches) {
    const at = match.index ?? 0;
    const before = text.slice(Math.max(0, at - NEAR), at);
    const rest = text.slice(at + match[0].length, at + match[0].length + NEAR);
    const head = match[2] ?? "";
    if (CAST_AS.test(before) || GONE_BEFORE.test(before) || GONE_AFTER.test(rest)) continue;
    if (quoted.some(([from, to]) => at > from && at < to)) continue;
    if (/^partner$/iu.test(head) && PARTNER_AT_WORK.test(rest)) continue;
    if (!headsItsPhrase(before, head, rest)) continue;
    if (isChild(head) && (said.caresForOthers || CARES_FOR_OTHERS.test(text))) continue;
    const fact = householdFact((match[1] ?? "").trim(), head);
    if (fact && !out.includes(fact)) out.push(fact);
  }
  return out;
}
/**
 * What a message says as a whole, read once however many of its sentences ask (a message may hold
 * thousands; reading it again for each had made the rule quadratic): the last message's reading is
 * kept, the reader reads one message at a time.
 */
export function oncePerMessage<T>(read: (message: string) => T): (message: string) => T {
  let last: { message: string; value: T } | undefined;
  return (message) => {
    if (last?.message !== message) last = { message, value: read(message) };
    return last.value;
  };
}
const readMessage = oncePerMessage((message) => ({
  wouldHave: WOULD_HAVE.test(message),
  caresForOthers: CARES_FOR_OTHERS.test(message),
  inAGame: IN_A_GAME.test(message),
}));
const isChild = (head: string) => new RegExp(`^${oneOf(CHILDREN)}$`, "iu").test(head);

/** The fact "my <modifiers> <head>" presupposes, or nothing when a modifier says it is not one's now. */
function householdFact(modifiers: string, head: string): string | undefined {
  const age = AGE.exec(modifiers)?.[0];
  const words = (age ? modifiers.replace(age, "") : modifiers).split(" ").filter(Boolean);
  if (words.some((w) => NOT_ONES_NOW.has(w.toLowerCase()) || NOT_A_MODIFIER.has(w.toLowerCase())))
    return undefined;
  if (new RegExp(`^${oneOf(BUSINESSES)}$`, "iu").test(head)) {
    const phrase = [...words, head].join(" ");
    return /^own /iu.test(phrase) ? `I run my ${phrase}.` : `I run ${articleFor(phrase)} ${phrase}.`;
  }
  if (/^partner$/iu.test(head) && words.length > 0) return undefined;
  // "my two youngest kids" are some of them: the number is not how many one has.
  const some = words.some((w) => SOME_OF_THEM.test(w));
  if (new RegExp(`^${oneOf(PUBLIC_WORKS)}$`, "iu").test(head))
    return haveA(head.replace(/^yt /iu, "YouTube "));
  const number = words.find((w) => NUMBER.test(w));
  const noun = age ? `${hyphenatedAge(age)} ${head}` : head;
  if (number && !age && !some) return `I have ${number} ${head}.`;
  return isPlural(head) ? `I have ${noun}.` : `I have ${articleFor(noun)} ${noun}.`;
}
/** "3 month old", "2yo" → "3-month-old", "2-year-old". */
const hyphenatedAge = (age: string) => age.replace(/^(\d{1,2}) ?yo$/iu, "$1-year-old").replace(/ /gu, "-");

export const haveA = (thing: string) =>
  /^own /iu.test(thing) ? `I have my ${thing}.` : `I have ${articleFor(thing)} ${thing}.`;
/** "an" before a vowel, and before 8, 11 and 18 said aloud ("an 8-year-old"). */
const articleFor = (phrase: string) => (/^(?:[aeiou]|8|1[18]\b)/iu.test(phrase) ? "an" : "a");
