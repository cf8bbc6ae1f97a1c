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
import { isPastParticiple } from "../local/english-verb-forms.ts";

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
const isAdverb = (word: string) => isPlainAdverb(word) || ADVERBS_TOO.has(word);
/** Adverbs of time and frequency the remark rewriter's list lacks. */
const ADVERBS_TOO = new Set(["once", "first", "seldom", "no longer", "hardly ever", "never ever"]);

/** "My partner and I got married", "Me and my brother run a bakery": the user and someone of theirs, a plural subject. */
const TWO_OF_US = /^(?:My ((?:\p{Ll}+ )?\p{Ll}+) and (?:I|me)|(?:Me|I) and my ((?:\p{Ll}+ )?\p{Ll}+))(?= )/u;

export function toThirdPerson(sentence: string, subject: string): string {
  // A typographic apostrophe between letters is one ("don’t", as phones type it, is "don't").
  let s = sentence.trim().replace(/(?<=\p{L})’(?=\p{L})/gu, "'");
  const pair = TWO_OF_US.exec(s);
  const lead = pair ? null : rewriteI(s, subject);
  if (pair) s = `${subject} and my ${pair[1] ?? pair[2]}${s.slice(pair[0].length)}`;
  else if (lead !== null) s = lead;
  else if (/^My\s/u.test(s)) s = s.replace(/^My\s/u, `${possessive(subject)} `);
  else if (/^We\s/u.test(s)) {
    s = s.replace(/^We\s/u, `${subject} and family `).replace(/^(.+? and family) (am|are)\b/u, "$1 are");
  } else {
    // "Last year I moved to Leeds" → "Last year Anna moved …": the first "I" after what opens the sentence.
    const at = /(?<=^|[\s,])I(?=['’]|\s)/u.exec(s);
    const inner = subject === "The user" ? "the user" : subject;
    const rest = at ? rewriteI(s.slice(at.index), inner, s.slice(0, at.index)) : null;
    if (at && rest !== null) s = `${s.slice(0, at.index)}${rest}`;
  }
  // A plural subject ("Anna and their partner rent a flat and share the bills") keeps its verbs.
  if (!pair)
    s = conjugateCoordinated(s, subject === "The user" && !s.startsWith(subject) ? "the user" : subject);
  s = shiftPronouns(s);
  s = s.charAt(0).toUpperCase() + s.slice(1);
  return endSentence(s);
}

/** A sentence that opens with "I" and its verb, about `subject` ("I work" → "Anna works"), or null. */
function rewriteI(text: string, subject: string, prefix = ""): string | null {
  // "I'd saved" is "had saved", "I'd love" is "would love" (the participle tells, as for remarks).
  const had = /^I['’]d((?: (?:never|just|already|always|ever|also|really|finally|only))*) ([A-Za-z]+)/u.exec(
    text,
  );
  if (had) return `${subject} ${isPastParticiple(had[2] ?? "") ? "had" : "would"}${text.slice(3)}`;
  for (const [pattern, template] of CONTRACTIONS) {
    if (pattern.test(text)) return text.replace(pattern, template.replace("$S", subject));
  }
  const lead = /^I\s+((?:no longer\s+|hardly ever\s+|never ever\s+|[a-z]+\s+)?)([A-Za-z'’]+)/u.exec(text);
  if (!lead) return null;
  const [whole, maybeAdverb = "", verb = ""] = lead;
  const adverb = maybeAdverb.trim();
  const after = text.slice(whole.length);
  // "I X Y": X is the verb (Y is its object), unless X is an adverb.
  if (adverb && !isAdverb(adverb))
    return `${subject} ${presentOrPast(adverb, prefix, ` ${verb}${after}`)} ${verb}${after}`;
  return `${subject} ${adverb ? `${adverb} ` : ""}${presentOrPast(verb, `${prefix} ${adverb}`, after)}${after}`;
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
  return part
    .replace(/\bI am\b/gu, "they are")
    .replace(/\bI'm\b|\bI’m\b/gu, "they are")
    .replace(/\bI was\b/gu, "they were")
    .replace(/\bI've\b|\bI’ve\b/gu, "they have")
    .replace(/\bI'd\b/gu, "they would")
    .replace(/\bI'll\b/gu, "they will")
    .replace(/\bI\b/gu, "they")
    .replace(/\bmyself\b/giu, "themselves")
    .replace(/\bmine\b/gu, "theirs")
    .replace(/\bmy\b/gu, "their")
    .replace(/\bMy\b/gu, "Their")
    .replace(/\bme\b/gu, "them")
    .replace(/\bour\b/gu, "their")
    .replace(/\bOur\b/gu, "Their")
    .replace(/\bus\b/gu, "them")
    .replace(/\bwe\b/gu, "they");
}
