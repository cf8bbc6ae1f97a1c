import { outsideQuotations } from "../text/quotations.ts";
import { conjugateCoordinated, presentOrPast } from "./english-predicates.ts";
import { ADVERBS, isPastParticiple } from "./english-verb-forms.ts";
import type { Language } from "./language.ts";

/**
 * Rewrites another participant's first-person statement so that it names them and reads on its
 * own: "I paint and I have two kids" said by Melanie → "Melanie paints and has two kids".
 * English and French verbs are conjugated; in other languages, and for "we" statements, the name
 * leads the sentence ("Melanie: wir waren …"), which is still unambiguous.
 */
export function toThirdPerson(sentence: string, name: string, language: Language): string {
  // A quotation passes as said: the "me" of "Call me Ishmael" is the book's, not the speaker's.
  return outsideQuotations(sentence, (held) => {
    const text = held.replace(/[’`]/g, "'");
    const out = language === "en" ? english(text, name) : language === "fr" ? french(text, name) : text;
    // Whatever the grammar did, the fact names its person.
    return out.includes(name) ? out : `${name}: ${text}`;
  });
}

/** A date as the date reader writes it, with its preposition: "on 2026-05-14", "in the week of 2026-05-04", "in 2026-05". */
const WRITTEN_DATE =
  /\b(?:on|in|from|to|by|until|since)\s+(?:the\s+week\s+of\s+|mid-)?\d{4}(?:-\d{2}){0,2}\b/gu;

function english(raw: string, name: string): string {
  // A shouted sentence ("I'M LEAVING THIS MEETING") reads as said; chat spelling: "i", "im", "ive" are the pronoun.
  // A date the reader wrote into it ("on 2026-05-14", "in the week of …") is no lower case of the speaker's.
  const shouted = /\p{Lu}{2}/u.test(raw) && !/\p{Ll}/u.test(raw.replace(WRITTEN_DATE, ""));
  const said = shouted ? raw.toLowerCase() : raw;
  const text = said
    .replace(/\bi\b/g, "I")
    .replace(/\bim\b/g, "I'm")
    .replace(/\bive\b/g, "I've");
  if (/^(?:we|we're|we've|we'd|we'll|our|us)\b/i.test(text)) return `${name}: ${text}`;
  let out = text
    // "Anna and I are going": a subject of two people keeps its plural verb; "I paint and I have
    // two kids" is a second clause of the same person, conjugated below.
    .replace(/\band I\b(?!')/g, (m, offset: number, whole: string) =>
      /\bI\b/.test(whole.slice(0, offset)) ? m : `and ${name}`,
    )
    .replace(/\bI'm\b|\bI am\b|\bIm\b/g, `${name} is`)
    .replace(/\bI've\b/g, `${name} has`)
    // "I'd saved" is "had saved", "I'd never eat" is "would never eat".
    .replace(
      /\bI'd\b((?: [a-z]+ly| just| also| still| never| always| already| finally| really| even| ever)*)(?= ([A-Za-z]+))/g,
      (_m, adverbs: string, verb: string) => `${name} ${isPastParticiple(verb) ? "had" : "would"}${adverbs}`,
    )
    .replace(/\bI'll\b/g, `${name} will`)
    .replace(/\bI (don't|do not)\b/g, `${name} doesn't`)
    .replace(/\bI (haven't|have not)\b/g, `${name} hasn't`)
    .replace(/\bI (wasn't|can't|won't|didn't|couldn't|wouldn't|shouldn't)\b/g, `${name} $1`)
    .replace(
      /\bI((?: [a-z]+ly| just| also| still| now| really| never| always| often| even| only| already| almost| sometimes| ever| kinda)*) ([a-zA-Z]+n't|[a-zA-Z]+)\b/g,
      (match: string, adverbs: string, verb: string, offset: number, all: string) => {
        if (ADVERBS.has(verb)) return `${name}${adverbs} ${verb}`;
        const before = `${all.slice(0, offset)}I${adverbs}`;
        return `${name}${adverbs} ${presentOrPast(verb, before, all.slice(offset + match.length))}`;
      },
    )
    .replace(/\bI\b/g, name)
    .replace(/\b[Mm]y\b/g, `${name}'s`)
    // REFLEXIVE_AFTER_ITS_SUBJECT: "myself" after the named subject is its reflexive, "themself"
    // ("Rosa doesn't know what to do with themself"); with no name before it, the name.
    .replace(/\bmyself\b/g, (_m, offset: number, all: string) =>
      all.slice(0, offset).includes(name) ? "themself" : name,
    )
    .replace(/\bme\b/g, name)
    .replace(/\bmine\b/g, `${name}'s`);
  out = conjugateCoordinated(out, name);
  // "Melanie's … Melanie's" reads badly: later possessives become "their", unless the person was a
  // conjunct before, whose plural "their" would name ("Lena's ex-wife and Lena's son are coming to
  // their graduation" reads as the two's; "Melanie needs to sit and rest their legs" stays):
  // THEIR_NEEDS_ONE_ANTECEDENT.
  let seen = 0;
  const who = escapeRegExp(name);
  const conjunct = new RegExp(
    `\\b(?:and|or|both)\\s+${who}\\b|\\b${who}(?:'s(?:\\s+[\\p{L}-]+){1,2})?\\s+(?:and|or)\\b`,
    "u",
  );
  out = out.replace(
    new RegExp(`\\b${who}('s)?\\b`, "g"),
    (m, possessive: string | undefined, offset: number, all: string) =>
      seen++ > 0 && possessive && !conjunct.test(all.slice(0, offset)) ? "their" : m,
  );
  return out;
}

/** The irregular first persons singular whose third person no ending gives (Grevisse § 802–803). */
const FR_IRREGULAR: Record<string, string> = {
  suis: "est",
  ai: "a",
  vais: "va",
  vaincs: "vainc",
  connais: "connaît",
  reconnais: "reconnaît",
  parais: "paraît",
  apparais: "apparaît",
};

/**
 * The third person singular of a French first person singular, from its ending (Grevisse § 796–803):
 * "-e" stays ("travaille", "ouvre"), "-ds" and "-ts" lose their "s" ("prend", "met"), "-s" and
 * "-x" become "-t" ("finit", "fait", "vient", "voudrait", "peut"), "-ai" loses its "i" (the future
 * and the simple past: "ira", "dira", "parla"). Null for a word that is no such verb form.
 */
export function frenchThirdPerson(verb: string): string | null {
  const lower = verb.toLowerCase();
  const irregular = FR_IRREGULAR[lower];
  if (irregular) return irregular;
  if (/e$/u.test(lower)) return lower;
  if (/[dt]s$/u.test(lower)) return lower.slice(0, -1);
  if (/[sx]$/u.test(lower)) return `${lower.slice(0, -1)}t`;
  if (/ai$/u.test(lower)) return lower.slice(0, -1);
  return null;
}

/** A remark's verb in the third person; a word that is no first person stays as it is. */
const frenchVerb = (verb: string): string => frenchThirdPerson(verb) ?? verb;

/** Adjectives French puts before the noun ("ma petite sœur", "mon vieux vélo"), kept with it. */
const BEFORE_THE_NOUN =
  "(?:(?:petite?s?|grande?s?|vieux|vieille|vieil|nouvelle|nouveau|nouvel|meilleure?s?|premi(?:er|ère)|derni(?:er|ère)|jeune|belle|beau|bel|bonne?|chère?|ancienne?)\\s+)?";

/** "mon ami" → "l'ami de …", "ma sœur" → "la sœur de …", "mes clés" → "les clés de …". */
function ownerAfter(out: string, name: string): string {
  const article = (word: string, le: string) => (/^[aeiouyéèêàâîôûh]/iu.test(word) ? "l'" : `${le} `);
  return out
    .replace(
      new RegExp(`\\b[Mm]on (${BEFORE_THE_NOUN}[\\p{L}-]+)`, "gu"),
      (_m, noun: string) => `${article(noun, "le")}${noun} de ${name}`,
    )
    .replace(
      new RegExp(`\\b[Mm]a (${BEFORE_THE_NOUN}[\\p{L}-]+)`, "gu"),
      (_m, noun: string) => `${article(noun, "la")}${noun} de ${name}`,
    )
    .replace(new RegExp(`\\b[Mm]es (${BEFORE_THE_NOUN}[\\p{L}-]+)`, "gu"), `les $1 de ${name}`);
}

function french(text: string, name: string): string {
  if (/^(?:nous|on)\b/i.test(text)) return `${name}: ${text}`;
  let out = text
    // "je vais me coucher": the reflexive of the speaker's infinitive is the third person's "se".
    .replace(/\b([Jj]e (?:ne |n')?\p{L}+ (?:pas |plus |jamais )?)me (?=\p{L}+(?:er|ir|re)\b)/gu, "$1se ")
    .replace(/\b[Jj]e me suis\b/gu, `${name} s'est`)
    .replace(/\b[Jj]e m'(\p{L}+)/gu, (_m, verb: string) => `${name} s'${frenchVerb(verb)}`)
    .replace(/\b[Jj]e me (\p{L}+)/gu, (_m, verb: string) => `${name} se ${frenchVerb(verb)}`)
    .replace(
      // A clitic may stand between the subject and its verb: "je l'aime", "je ne le vois pas".
      /\b[Jj]e (ne |n')?((?:l'|le |la |les |lui |leur |y |en )?)(\p{L}+)/gu,
      (_m, neg: string | undefined, clitic: string, verb: string) =>
        `${name} ${neg ?? ""}${clitic}${frenchVerb(verb)}`,
    )
    // "j'en ai", "j'y vais": "en" and "y" before the verb.
    .replace(
      /\b[Jj]'((?:en|y) )?(\p{L}+)/gu,
      (_m, clitic: string | undefined, verb: string) => `${name} ${clitic ?? ""}${frenchVerb(verb)}`,
    )
    .replace(/\bmoi\b/gu, name);
  // A clitic "me" or "m'" left, after another subject ("mon genou me fait mal", "ma mère m'appelle"):
  // its third person is "le", "la" or "lui" by the verb's case, which these rules do not know; the
  // sentence is quoted as said rather than written "le genou de Léa Léa fait mal".
  if (/(?:^|[^\p{L}])(?:me\s+\p{L}|m'\p{L})/iu.test(out)) return `${name}: ${text}`;
  // "Mon toit" → "le toit de Melanie": the owner goes after the noun.
  out = ownerAfter(out, name);
  return out.charAt(0).toUpperCase() + out.slice(1);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
