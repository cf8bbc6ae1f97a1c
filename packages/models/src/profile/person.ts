import { outsideQuotations } from "../text/quotations.ts";
/**
 * Rewrites a first-person memory ("I work as a nurse.", "My sister paints.") about its subject in
 * the third person ("Anna works as a nurse.", "Anna's sister paints."). English only; facts that
 * are already in the third person ("Melanie paints.") pass unchanged.
 */

import {
  conjugateCoordinated,
  isAdverb as isPlainAdverb,
  presentOrPast,
} from "../local/english-predicates.ts";
import { IRREGULAR_PAST, isPastParticiple } from "../local/english-verb-forms.ts";
import { verbReading } from "../local/english-verbs.ts";

const CONTRACTIONS: [RegExp, string][] = [
  [/^I'm\b/u, "$S is"],
  [/^I’m\b/u, "$S is"],
  [/^I've\b/u, "$S has"],
  [/^I’ve\b/u, "$S has"],
  [/^I'll\b/u, "$S will"],
  // "I dont" (chat spelling): "Anna dont drink" is no English.
  [/^I (?:don't|do not|dont)\b/u, "$S does not"],
  [/^I (?:can't|cannot)\b/u, "$S cannot"],
  [/^I (?:didn't)\b/u, "$S did not"],
  [/^I (?:haven't)\b/u, "$S has not"],
  [/^I (?:won't)\b/u, "$S will not"],
];

/** True when the sentence speaks about the user in the first person. */
export function isFirstPerson(sentence: string): boolean {
  return /(^|[^\p{L}'’])(I|my|My|me|mine|myself|I'm|I've|I'd|I'll|we|We|our|Our)(?=$|[^\p{L}])/u.test(
    sentence,
  );
}

/** An adverb between "I" and its verb: the listed ones, any in "-ly" that is no verb ("rarely", not "rely"), "once", "first", "no longer". */
const isAdverbBeforeVerb = (word: string) => isPlainAdverb(word) || ADVERBS_TOO.has(word);
/** Adverbs of time, frequency and degree the remark rewriter's list lacks (Quirk 8.87–8.105). */
const ADVERBS_TOO = new Set("once first seldom quite rather both either later then soon too".split(" "));
/** Adverbs of more than one word before a verb. */
const ADVERB_PHRASE = /^(?:no longer|hardly ever|never ever|kind of|sort of|pretty much)\s+/u;

/** "My partner and I got married", "Me and my brother run a bakery": the user and someone of theirs, a plural subject. */
const TWO_OF_US = /^(?:My ((?:\p{Ll}+ )?\p{Ll}+) and (?:I|me)|(?:Me|I) and my ((?:\p{Ll}+ )?\p{Ll}+))(?= )/u;

/** The same pairs after what opens the sentence, and "Tom and I" (a named person first). */
const INNER_PAIR =
  /(?<=^\p{Lu}[^.!?]*?[\s,])(?:[Mm]y ((?:\p{Ll}+ )?\p{Ll}+) and (?:I|me)|(?:[Mm]e|I) and my ((?:\p{Ll}+ )?\p{Ll}+))(?= )|(?<=^|[\s,])(?<!(?:in|at|on|to|from|of|by|for|with|is|was|are|were) )((?:[Tt]he \p{Ll}+)|\p{Lu}\p{Ll}+) and (?:I|me|myself)(?= )/u;

/**
 * "My brother Tom and I", "My husband's family and I", "My mum and dad and I": a subject of the user
 * and someone the pairs above do not read; "I" would become "they", a third party. Left out.
 */
export function unreadPair(sentence: string): boolean {
  const m = /^My\b([^.!?]*?) and (?:I|me|myself)(?= )/u.exec(sentence);
  if (!m || TWO_OF_US.test(sentence)) return false;
  const words = (m[1] ?? "").trim().split(/\s+/u);
  return !words.some(
    (w) =>
      /(?:ed|n't)$/u.test(w) ||
      /^(?:is|are|was|were|has|have|had|will|can|does|did)$/u.test(w) ||
      (/s$/u.test(w) && !/'s$/u.test(w) && clauseNotPair(`x ${w}`)),
  );
}

/**
 * After a plural subject of the user and someone ("My sister and I look alike but I am taller"), a
 * later "I" or "my" would become "they"/"their", which then reads as both of them: such a fact is
 * no sentence for a bio.
 */
/** "My son plays and I watch": "son plays" is a clause, no pair; "my two kids", "my older kids" are. */
export function clauseNotPair(head: string | undefined): boolean {
  const words = (head ?? "").split(" ");
  if (words.length < 2) return false;
  const [first = "", last = ""] = words;
  if (
    /^(?:two|three|four|five|six|both|many|few|best|little|big|baby|twin|step|late|(?:old|young|eld|big|close|dear)(?:er|est))$/u.test(
      first,
    )
  )
    return false;
  return (
    /s$/u.test(last) &&
    [last.slice(0, -1), last.slice(0, -2), last.replace(/ies$/u, "y")].some((b) => verbReading(b) !== null)
  );
}
export function pairThenFirstPerson(sentence: string): boolean {
  const two = TWO_OF_US.exec(sentence);
  const pair = (two && !clauseNotPair(two[1] ?? two[2]) ? two : null) ?? INNER_PAIR.exec(sentence);
  if (!pair) return false;
  const after = sentence.slice(pair.index + pair[0].length);
  return /(?<![\p{L}'’])(?:I(?:['’](?:m|ve|d|ll))?|my|me|mine|myself)(?![\p{L}'’])/u.test(after);
}

export function toThirdPerson(sentence: string, subject: string): string {
  // A typographic apostrophe between letters is one ("don’t", as phones type it, is "don't").
  let s = sentence.trim().replace(/(?<=\p{L})’(?=\p{L})/gu, "'");
  const two = TWO_OF_US.exec(s);
  const pair = two && !clauseNotPair(two[1] ?? two[2]) ? two : null;
  let plural = pair !== null;
  const lead = pair ? null : rewriteI(s, subject);
  if (pair) s = `${subject} and my ${pair[1] ?? pair[2]}${s.slice(pair[0].length)}`;
  else if (lead !== null) s = lead;
  else if (/^My\s/u.test(s)) s = s.replace(/^My\s/u, `${possessive(subject)} `);
  else if (/^We\s/u.test(s)) {
    s = s.replace(/^We\s/u, `${subject} and family `).replace(/^(.+? and family) (am|are)\b/u, "$1 are");
  } else {
    const inner = subject === "The user" ? "the user" : subject;
    // "Every summer my wife and I go …", "Tom and I are …": a plural subject after what opens the
    // sentence keeps its plural verb ("Tom and Anna is getting married" had been written).
    const inner0 = INNER_PAIR.exec(s);
    const found = inner0 && !clauseNotPair(inner0[1] ?? inner0[2]) ? inner0 : null;
    const at = /(?<=^|[\s,])I(?=['’]|\s)/u.exec(s);
    // Only a pair before the user's own "I" is their subject ("Last year I married Tom and I moved"
    // had become "Last year they married Tom and Anna moved").
    const innerPair = found && (!at || found.index <= at.index) ? found : null;
    if (innerPair) {
      const [whole, mine, ours, named] = innerPair;
      const who = named ? `${named} and ${inner}` : `${inner} and my ${mine ?? ours}`;
      s = `${s.slice(0, innerPair.index)}${who}${s.slice(innerPair.index + whole.length)}`;
      plural = true;
    } else {
      // "Last year I moved to Leeds" → "Last year Anna moved …": the first "I" after what opens the sentence.
      const rest = at ? rewriteI(s.slice(at.index), inner, s.slice(0, at.index)) : null;
      if (at && rest !== null) s = `${s.slice(0, at.index)}${rest}`;
    }
  }
  // A plural subject ("Anna and their partner rent a flat and share the bills") keeps its verbs.
  if (!plural) {
    const who = subject === "The user" && !s.startsWith(subject) ? "the user" : subject;
    s = outsideQuotations(s, (part) => conjugateCoordinated(part, who));
  }
  s = shiftPronouns(s);
  s = s.charAt(0).toUpperCase() + s.slice(1);
  return endSentence(s);
}

/** A sentence that opens with "I" and its verb, about `subject` ("I work" → "Anna works"), or null. */
function rewriteI(text: string, subject: string, prefix = ""): string | null {
  const had =
    /^I['’]d((?: (?:never|just|already|always|ever|also|really|finally|only|\p{Ll}+ly))*) ([A-Za-z]+)/u.exec(
      text,
    );
  if (had) return `${subject} ${hadOrWould(had[2] ?? "", `${prefix} ${text}`)}${text.slice(3)}`;
  for (const [pattern, template] of CONTRACTIONS) {
    if (pattern.test(text)) return text.replace(pattern, template.replace("$S", subject));
  }
  if (!/^I\s+/u.test(text)) return null;
  // "I X Y": X is the verb (Y is its object), unless X is an adverb; any number of them ("I also
  // really love", "I kind of miss"; "Anna kinds of miss" had been written).
  let at = /^I\s+/u.exec(text)?.[0].length ?? 0;
  for (;;) {
    const rest = text.slice(at);
    const word = ADVERB_PHRASE.exec(rest)?.[0] ?? /^([a-z]+)\s+/u.exec(rest)?.[0];
    if (!word || !(ADVERB_PHRASE.test(word) || isAdverbBeforeVerb(word.trim()))) break;
    at += word.length;
  }
  const verb = /^[A-Za-z'’]+/u.exec(text.slice(at))?.[0];
  if (!verb) return null;
  const adverbs = text.slice(/^I\s+/u.exec(text)?.[0].length ?? 0, at);
  const after = text.slice(at + verb.length);
  return `${subject} ${adverbs}${presentOrPast(verb, `${prefix} ${adverbs}`, after)}${after}`;
}

/**
 * "I'd" before a past participle is "had" ("I'd saved" → "had saved"), else "would" ("I'd love");
 * "I'd better" is "had better" (Quirk 3.45); a form alike in past and participle ("quit", "put")
 * with "if" in the sentence is "would" ("I'd quit my job tomorrow if I could").
 */
function hadOrWould(verb: string, sentence: string): string {
  if (verb === "better") return "had";
  if (BASE_IS_PARTICIPLE.has(verb)) return HAD_CUE.test(sentence) ? "had" : "would";
  const conditional = /(?<!\p{L})if(?!\p{L})/iu.test(sentence) && IRREGULAR_PAST.has(verb);
  return isPastParticiple(verb) && !conditional ? "had" : "would";
}

/** Verbs whose plain form is their past participle (Quirk 3.16): "I'd quit" is "had" or "would". */
const BASE_IS_PARTICIPLE = new Set(
  "read put let set cut hit quit hurt shut spread cost bet burst cast split shed beat come become overcome run".split(
    " ",
  ),
);
/** A past time the pluperfect looks back from (Huddleston & Pullum ch. 3 §6): "before the film came out", "by the time". */
const HAD_CUE =
  /(?<!\p{L})(?:before|by the time|already|until|till|ago|last|by then|when (?:I|we|he|she|they) (?:was|were|got|came|moved|met|left|turned)|in (?:19|20)\d\d)(?!\p{L})/iu;
/** What "would" goes with: a condition, a time to come, "never" of a disposition ("I'd never hurt a fly"). */
const WOULD_CUE =
  /(?<!\p{L})(?:if|unless|tomorrow|someday|one day|never|rather|sooner|next|in a heartbeat|for the right)(?!\p{L})/iu;
/** "I'd quit", "I'd hurt" with no past time and no "if": "had" or "would", the fact does not say. */
export function undecidedD(sentence: string): boolean {
  const m =
    /(?<!\p{L})I['’]d(?: (?:never|just|already|always|ever|also|really|finally|only|\p{Ll}+ly))* ([a-z]+)/u.exec(
      sentence,
    );
  if (!m || !BASE_IS_PARTICIPLE.has(m[1] ?? "")) return false;
  return !HAD_CUE.test(sentence) && !WOULD_CUE.test(sentence);
}

/**
 * The sentence with one full stop: a stop inside the closing parenthesis of an aside moves out
 * ("… (hosted on Azure, as usual.)" → "… as usual)."), a stop before a closing quote stays where
 * it is ('… "All happy families are alike."'), and a sentence without one gets one.
 */
export function endSentence(sentence: string): string {
  const aside = /^(.*[^\s.!?])\.(\)+)$/u.exec(sentence);
  if (aside && sentence.indexOf("(") > 0) return `${aside[1]}${aside[2]}.`;
  return /[.!?]["'’”»)\]]*$/u.test(sentence) ? sentence : `${sentence}.`;
}

export function possessive(subject: string): string {
  return subject.endsWith("s") ? `${subject}'` : `${subject}'s`;
}

/** The longest manual bio, in words (countWords): PATCH /v1/profile/bio and an imported `bio` line. */
export const BIO_MAX_WORDS = 500;

/** Words of a text: runs of non-space characters (the bullet character is not a word). */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((w) => w.length > 0 && w !== "•").length;
}

/**
 * How people give their name: "My name is …", "I'm called …", "I go by …", and "call me …" when
 * it is said to the reader ("Please call me Kate", "Call me Kate"), not "The doctor will call me Tuesday".
 */
const NAMING =
  /(?:\b(?:[Mm]y name is|I am called|I'm called|I go by)|(?:^|[.!?]\s+|\b(?:[Pp]lease|[Yy]ou can|[Jj]ust|[Ee]veryone|[Ff]riends|[Pp]eople)\s+)[Cc]all me)\s+(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?)/u;
/** Days and months, which follow "call me" as a time, never as a name. */
const NOT_A_NAME =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Tomorrow|Tonight|Today)\b/u;

/** The user's name from an identity memory ("My name is Anna Schmidt", "I'm called Anna"). */
export function findUserName(contents: string[]): string | undefined {
  for (const text of contents) {
    const m = NAMING.exec(text);
    if (m?.[1] && !NOT_A_NAME.test(m[1])) return m[1];
  }
  return undefined;
}

/**
 * The pronouns inside the sentence in the third person ("and I love it" → "and they love it", "my"
 * → "their"), outside quotations: 'My favourite line is "Call me Ishmael."' is quoted as said.
 */
function shiftPronouns(sentence: string): string {
  return outsideQuotations(sentence, shiftPart);
}

function shiftPart(part: string): string {
  return (
    part
      .replace(/\bI am\b/gu, "they are")
      .replace(/\bI'm\b|\bI’m\b/gu, "they are")
      .replace(/\bI was\b/gu, "they were")
      .replace(/\bI've\b|\bI’ve\b/gu, "they have")
      .replace(
        /\bI'd((?: \p{Ll}+ly| already| just| never)*) ([A-Za-z]+)/gu,
        (_m, adverbs: string, verb: string) => `they ${hadOrWould(verb, part)}${adverbs} ${verb}`,
      )
      .replace(/\bI'll\b/gu, "they will")
      // A capital I after a name at the end is a numeral ("World War I", "Elizabeth I").
      .replace(/\bI\b(?!\s*[.,;!?)]*$)|(?<!\p{Lu}\p{Ll}+ )\bI\b/gu, "they")
      .replace(/\bmyself\b/giu, "themselves")
      // "mine" after an article or a noun is a pit ("a coal mine"), not a pronoun.
      .replace(
        /(?<!\b(?:a|an|the|this|that|coal|gold|salt|tin|copper|silver|diamond|land)\s)\bmine\b/gu,
        "theirs",
      )
      .replace(/\bmy\b/gu, "their")
      .replace(/\bMy\b/gu, "Their")
      .replace(/\bme\b/gu, "them")
      .replace(/\bour\b/gu, "their")
      .replace(/\bOur\b/gu, "Their")
      .replace(/\bus\b/gu, "them")
      .replace(/\bwe\b/gu, "they")
  );
}
