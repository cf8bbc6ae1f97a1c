import { straightApostrophes } from "./junk.ts";

/**
 * ROLE_LEAD: a fronted "as a …" ("being a …", "étant …") names the role the speaker speaks in, and so says who they are
 * (a predicative "as"-phrase, an adjunct of role): "As a nurse, I often work night
 * shifts" → "I'm a nurse."; "En tant qu'infirmière, je …" → "Je suis infirmière.". Not the
 * discourse adverbials of the same shape ("as a result", "as a first step", "en tant que tel"),
 * nor a life stage ("as a child, I …": who one was then).
 */

/** Heads of "as a …" phrases that are no role: discourse adverbials, and the stages of a life. */
const NOT_A_ROLE = new Set([
  "result",
  "consequence",
  "rule",
  "matter",
  "whole",
  "note",
  "reminder",
  "example",
  "aside",
  "bonus",
  "follow-up",
  "step",
  "start",
  "point",
  "alternative",
  "resort",
  "workaround",
  "fallback",
  "compromise",
  "precaution",
  "favour",
  "favor",
  "joke",
  "test",
  "check",
  "fix",
  "solution",
  "child",
  "kid",
  "teen",
  "teenager",
  "adolescent",
  "boy",
  "girl",
  "baby",
  "toddler",
  "youngster",
  // A level of skill without its field ("As a beginner, …"; "As a beginner in Python" names one).
  "beginner",
  "newbie",
  "novice",
  "layman",
  "layperson",
  "débutant",
  "débutante",
  "tel",
  "telle",
  "tels",
  "telles",
]);

/**
 * USER_STORY: the roles of a software system, in the template of a user story ("As an admin, I can
 * delete any post", "As a user, I want to reset my password so that …": Cohn 2004, "User Stories
 * Applied"): a role in the system being built, not who the speaker is. The whole sentence is read
 * as it is, so nothing of it is a fact.
 */
const SYSTEM_ROLES = new Set([
  "user",
  "users",
  "admin",
  "administrator",
  "superuser",
  "customer",
  "guest",
  "visitor",
  "moderator",
  "subscriber",
  "buyer",
  "seller",
  "utilisateur",
  "utilisatrice",
  "client",
  "cliente",
  "administrateur",
  "administratrice",
]);

/**
 * A question whose subject is the speaker ("how should I …", "what can I …", "should I …"): the
 * role is still theirs. Not one whose subject is "you" ("As a senior developer, can you review …"
 * gives the assistant a role).
 */
const EN_I_QUESTION = String.raw`(?:(?:how|what|where|when|which|why|who)\b(?:\s+[\p{L}'-]+){0,4}?\s+)?(?:should|can|could|do|would|must|shall|might|may|am)\s+i\b`;
/** "As a nurse, I …", "Being a single mom, I …" (a participle of "be" says the same), "As a nurse, how can I …?". */
const EN = new RegExp(
  String.raw`^(?:as|being) (an?) ((?:[\p{L}-]+ ){0,3}[\p{L}-]+),\s+(?=(?:i|i'm|i've|i'd|my)\b|${EN_I_QUESTION})`,
  "iu",
);
/**
 * The same in French: "comment puis-je …", "est-ce que je …", "que dois-je …", and the infinitive
 * question whose subject is the speaker ("comment fixer mes tarifs ?").
 */
const FR_I_QUESTION = String.raw`(?:(?:comment|pourquoi|où|quand|que|quels?|quelles?)\s+(?:[\p{L}'-]+\s+){0,3}?)?(?:(?:est-ce qu(?:e\s+|'))?(?:je\b|j')|\p{L}+-je\b)|(?:comment|où|quand|pourquoi|que)\s+(?:bien\s+|mieux\s+)?\p{L}+(?:er|ir|re|oir)\b`;
/** "En tant qu'infirmière, je …", "Étant infirmière, je …" (not "étant donné que", a reason). */
const FR = new RegExp(
  String.raw`^(?:en tant qu(?:e\s+|')|étant\s+(?!donné))((?:[\p{L}'-]+ ){0,3}[\p{L}-]+),\s+(?=(?:je|j'|mon|ma|mes)\b|${FR_I_QUESTION})`,
  "iu",
);
/**
 * "As someone who has been vegan for 5 years, …": a relative clause about "someone" the speaker
 * says they are; its verb agrees with "someone" and is given back to "I" ("has" → "have").
 */
const SOMEONE_WHO = /^as (?:someone|somebody|a person) who ((\p{L}+)\b[^,]*),\s+(?=\S)/iu;
const FIRST_PERSON_FORM: Record<string, string> = { has: "have", is: "am", does: "do", goes: "go" };

function firstPersonVerb(verb: string): string {
  const lower = verb.toLowerCase();
  if (FIRST_PERSON_FORM[lower]) return FIRST_PERSON_FORM[lower];
  if (/ies$/u.test(lower)) return lower.replace(/ies$/u, "y");
  return /[^s]s$/u.test(lower) ? lower.slice(0, -1) : lower;
}
/** The clause after the role is in the past ("As a student, I worked …"): the role may be over. */
const PAST = /^(?:i (?:was|were|had|used to|\p{L}+ed)\b|j'étais|je (?:fus|faisais))/iu;

const headOf = (phrase: string) => phrase.split(/\s+/).at(-1)?.toLowerCase() ?? "";

/** The role a sentence opens with, as a statement ("I'm a nurse."), and the sentence after it. */
export function roleLead(sentence: string): { role: string | undefined; rest: string } | undefined {
  const text = straightApostrophes(sentence);
  const someone = SOMEONE_WHO.exec(text);
  if (someone) {
    const [clause = "", verb = ""] = [someone[1], someone[2]];
    const rest = sentence.slice(someone[0].length);
    return {
      role: `I ${firstPersonVerb(verb)}${clause.slice(verb.length)}.`,
      rest: `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`,
    };
  }
  const en = EN.exec(text);
  const fr = en ? null : FR.exec(text);
  const match = en ?? fr;
  const phrase = (en ? en[2] : fr?.[1]) ?? "";
  if (!match || NOT_A_ROLE.has(headOf(phrase)) || SYSTEM_ROLES.has(headOf(phrase))) return undefined;
  const rest = sentence.slice(match[0].length);
  const capitalised = `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
  if (PAST.test(straightApostrophes(rest))) return { role: undefined, rest: capitalised };
  return { role: en ? `I'm ${en[1]?.toLowerCase()} ${phrase}.` : `Je suis ${phrase}.`, rest: capitalised };
}
