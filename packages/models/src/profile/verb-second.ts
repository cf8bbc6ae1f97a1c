import type { Gender } from "./gender.ts";
/**
 * The third person of a first-person fact in a language that puts its verb second (German, Dutch),
 * for a bio: "Ich wohne in Berlin." → "Anna wohnt in Berlin.", "Sinds 2019 werk ik in Delft." →
 * "Sinds 2019 werkt Eva in Delft.". One mechanism; each language gives its words (`person-de.ts`,
 * `person-nl.ts`). What the rewrite cannot say without a guess (a pronoun or possessive whose form
 * depends on the user's gender, a group's "wir"/"we", a verb it cannot tell from an adjective) is
 * no sentence (null): a bio says less rather than something wrong.
 */
export interface VerbSecondGrammar {
  /** The first person singular subject: "Ich", "Ik" (as it opens a sentence). */
  pronoun: string;
  /** A reflexive right after the verb ("mich|mir", "me") and its third person ("sich", "zich"). */
  reflexive: string;
  reflexiveThird: string;
  /** The third person singular of a first person singular, or null for what is no such form. */
  thirdPersonOf(verb: string): string | null;
  /** Irregular first persons, which are sure verbs after a conjunction ("und bin", "en ben"). */
  irregular: Record<string, string>;
  /** Words that may stand before the pronoun and are no verb (conjunctions, adverbs, pronouns). */
  notAVerb: string;
  /** What opens an adverbial in front of the verb; a noun phrase there may be the object. */
  adverbialFront: RegExp;
  /** The conjunctions of a second predicate ("und|aber|oder|sondern"). */
  coordinators: string;
  /** Whether a lower-case word after a conjunction may be a first-person verb, so the fact is unsure. */
  mayBeVerb(word: string): boolean;
  /** Conjunctions after which "ik" + verb names the user again ("en ik woon" → "en Eva woont"); none if absent. */
  repeatSubjectAfter?: string;
  /** A possessive opening the sentence ("Meine? ", "Mijn "), said with the name's genitive. */
  possessiveOpening: RegExp;
  genitiveOf(name: string): string;
  /** A first person left after the rewrite. */
  firstPersonLeft: RegExp;
  /** The user's possessives said of a known gender ("meinen" → "seinen"/"ihren", "mijn" → "zijn"/"haar"). */
  ownedBy(text: string, gender: Gender): string;
}

/** The sentence about `subject` in the third person, or null when it cannot be said without a guess. */
export function toThirdPersonVerbSecond(
  sentence: string,
  subject: string,
  named: boolean,
  g: VerbSecondGrammar,
  gender: Gender | null = null,
): string | null {
  let s = sentence.trim();
  // Inside the sentence the subject without a name is lower case ("Seit 2019 lernt die Person …").
  const inner = named ? subject : subject.charAt(0).toLowerCase() + subject.slice(1);
  const rewritten = rewriteSubject(s, subject, inner, g);
  if (rewritten !== null) {
    const second = secondPredicates(rewritten, g);
    if (second === null) return null;
    s = second;
  }
  // A possessive opening the sentence is its subject's ("Meine Schwester …" → "Annas Schwester …").
  // Anywhere else the name is the subject already, and the possessive ("sein" or "ihr", "zijn" or
  // "haar") depends on the user's gender.
  const opening = g.possessiveOpening.exec(s);
  if (opening) {
    if (!named) return null;
    s = `${g.genitiveOf(subject)} ${s.slice(opening[0].length)}`;
  }
  // GENDER_FROM_OWN_WORDS: with the gender the user's own facts gave, a possessive of a clause the
  // user leads is theirs ("Jonas muss seinen Führerschein machen"); after another subject ("Annas
  // Vater besucht mich …") whose it is stays unsure.
  if (gender && rewritten !== null && !opening) s = ownedInTheUsersClause(s, gender, g);
  if (g.firstPersonLeft.test(s)) return null;
  return /[.!?…]["'’”»)\]]*$/u.test(s) ? s : `${s}.`;
}

interface Patterns {
  lead: RegExp;
  inverted: RegExp;
  conjunction: RegExp;
  secondClause: RegExp | null;
}
const compiled = new WeakMap<VerbSecondGrammar, Patterns>();

/**
 * The grammar's patterns, built once: the pronoun leading, a fronted element (≤ 6 words, no comma)
 * before the verb, a second predicate after a conjunction, a second clause of the pronoun's.
 */
function patterns(g: VerbSecondGrammar): Patterns {
  let p = compiled.get(g);
  if (!p) {
    const pronoun = g.pronoun.toLowerCase();
    p = {
      lead: new RegExp(`^${g.pronoun} (\\p{L}+)( (?:${g.reflexive})(?!\\p{L}))?(.*)$`, "su"),
      inverted: new RegExp(
        `^((?:[\\p{L}\\d.'’-]+ ){1,6}?)(?!${g.notAVerb}(?!\\p{L}))(\\p{Ll}+) ${pronoun}( (?:${g.reflexive})(?!\\p{L}))?(?!\\p{L})(.*)$`,
        "su",
      ),
      conjunction: new RegExp(`(?<!\\p{L})(${g.coordinators}) (\\p{Ll}+)(?!\\p{L})`, "gu"),
      secondClause: g.repeatSubjectAfter
        ? new RegExp(`(?<!\\p{L})(${g.repeatSubjectAfter}) ${pronoun} (\\p{L}+)`, "gu")
        : null,
    };
    compiled.set(g, p);
  }
  return p;
}

/** "Ich wohne …" → "Anna wohnt …"; "Seit 2019 lerne ich …" → "Seit 2019 lernt Anna …" (the verb second). */
function rewriteSubject(s: string, subject: string, inner: string, g: VerbSecondGrammar): string | null {
  const { lead, inverted, secondClause } = patterns(g);
  const said = (text: string) => (secondClause ? repeatSubject(text, inner, secondClause, g) : text);
  const led = lead.exec(s);
  if (led) {
    const [, verb = "", reflexive = "", rest = ""] = led;
    const third = g.thirdPersonOf(verb);
    return third ? said(`${subject} ${third}${reflexive ? ` ${g.reflexiveThird}` : ""}${rest}`) : null;
  }
  const fronted = inverted.exec(s);
  if (!fronted) return null;
  const [, front = "", verb = "", reflexive = "", rest = ""] = fronted;
  // "Die neue Chefin mag ich nicht": a noun phrase in front may be the object; only an adverbial is sure.
  if (!g.adverbialFront.test(front)) return null;
  const third = g.thirdPersonOf(verb);
  return third ? said(`${front}${third} ${inner}${reflexive ? ` ${g.reflexiveThird}` : ""}${rest}`) : null;
}

/** "…, en ik woon …" → "…, en Eva woont …": a second clause of the user's names them again, never a guessed pronoun. */
function repeatSubject(s: string, subject: string, clause: RegExp, g: VerbSecondGrammar): string {
  return s.replace(clause, (whole, and: string, verb: string) => {
    const third = g.thirdPersonOf(verb);
    return third ? `${and} ${subject} ${third}` : whole;
  });
}

/**
 * "… und bin Lehrerin" → "… und ist Lehrerin": a second predicate of the same subject is conjugated
 * when its verb is irregular; a word there that may be a verb or may be something else ("und
 * klassische Musik", Dutch "en kom" or "en thee") leaves the fact out (null).
 */
function secondPredicates(s: string, g: VerbSecondGrammar): string | null {
  let unsure = false;
  const out = s.replace(patterns(g).conjunction, (whole, and: string, word: string) => {
    const irregular = g.irregular[word];
    if (irregular) return `${and} ${irregular}`;
    if (g.mayBeVerb(word)) unsure = true;
    return whole;
  });
  return unsure ? null : out;
}

/**
 * The user's possessives of the clause the user leads, up to the first comma, colon, semicolon or
 * quotation: after it another subject may lead ("…, der sein Haus und mein Auto liebt") or someone
 * be quoted ("…: Mein Zimmer ist tabu"), and a "mein" left there leaves the fact out.
 */
function ownedInTheUsersClause(s: string, gender: Gender, g: VerbSecondGrammar): string {
  const end = s.search(/[,:;«"“„]/u);
  return end < 0 ? g.ownedBy(s, gender) : `${g.ownedBy(s.slice(0, end), gender)}${s.slice(end)}`;
}
