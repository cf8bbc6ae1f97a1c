import { frenchThirdPerson } from "../local/third-person.ts";
import { matchCase } from "../text/case.ts";
import type { Gender } from "./gender.ts";

/**
 * A French fact in the first person rewritten about its subject in the third person, for a French
 * bio: "J'habite à Nantes." → "Léa habite à Nantes.", "Je ne mange jamais de viande." → "Léa ne
 * mange jamais de viande.", "Mon frère est pilote." → "Le frère de Léa est pilote.". What the
 * rewrite cannot say of the subject without knowing their gender ("ma mère m'appelle", "avec moi")
 * or of whom "nous" and "on" speak is no sentence (null): a bio says less rather than something wrong.
 */

/** Object and reflexive pronouns between "je" and its verb; "me" and "m'" become the reflexive "se", "s'". */
const CLITICS = /^((?:(?:me|te|se|le|la|les|lui|leur|y|en) |(?:m|t|s|l)['’](?=\p{L}))*)/u;
/** Any word of the first person left in a sentence: no sentence of the bio may carry one. */
const FIRST_PERSON_LEFT =
  /(?:^|[^\p{L}])(?:(?:je|me|moi|mien(?:ne)?s?|nous|notre|nos|on)(?=$|[^\p{L}])|[jm]['’](?=\p{L}))/iu;
/**
 * ELISION: "ne", "se", "le", "la" before a vowel ("se est" → "s'est", "ne est" → "n'est"). Not
 * before an h: a verb that became one in the third person has an aspirated h ("je ne hais" → "ne hait").
 */
const ELIDABLE = /(?<!\p{L})(n|s|l|m|t)(?:e|a) (?=[aeiouyàâäéèêëîïôöùûü])/giu;
/** "suis" of "suivre": before what one follows ("je suis des cours", "une formation", "un traitement"). */
const FOLLOWED =
  /^ (?:des?|du|un|une|le|la|les|l['’]|ce|cet|cette|ces)\s?(?:\p{L}+ )?(?:cours|études|formations?|traitements?|régimes?|stages?|thérapies?|cursus|master|programmes?|séances?|ateliers?|MOOC|séries?|conseils?|instructions?)(?!\p{L})/u;
/** Words after "et", "mais", "puis" ending like a first person that are none ("et mes amis", "et très …"). */
const NO_PREDICATE = new Set(
  "des les mes tes ses ces nos vos leurs plus tous pas très trop alors puis depuis sans sous vers chez dans jamais toujours moins ensuite aussi parfois souvent deux trois six dix".split(
    " ",
  ),
);
/** A possessive of the first person before its noun: "mon frère" → "son frère". */
const POSSESSIVE: Record<string, string> = { mon: "son", ma: "sa", mes: "ses" };
/** Verbs in the third person after a subject that opens with a possessive ("Mon frère est …"). */
const THIRD_PERSON_VERB =
  /^(?:est|sont|a|ont|s['’]appelle(?:nt)?|habite(?:nt)?|vit|vivent|travaille(?:nt)?|fait|font|va|vont|vient|viennent|aime(?:nt)?|adore(?:nt)?|joue(?:nt)?|étudie(?:nt)?|enseigne(?:nt)?|part(?:ent)?|arrive(?:nt)?)$/iu;
const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûüh]/iu;

/** "de Léa", "d'Amadou", "de l'utilisateur". */
export function ofName(name: string): string {
  if (/^L['’]/u.test(name)) return `de l${name.slice(1)}`;
  return VOWEL_START.test(name) ? `d'${name}` : `de ${name}`;
}

/** The sentence about `subject` in the third person, or null when it cannot be said without a guess. */
export function toThirdPersonFr(
  sentence: string,
  subject: string,
  gender: Gender | null = null,
): string | null {
  const s = sentence.trim();
  const rewritten = rewriteLead(s, subject);
  if (rewritten === null) return null;
  const second = /^J(?:e |['’])/u.test(s) ? secondPredicates(rewritten) : rewritten;
  if (second === null) return null;
  // "… avec Marc et mon frère" → "son frère" would read as Marc's: left out.
  if (/\p{Lu}\p{Ll}+(?: et| ou|,) (?:mon|ma|mes)(?!\p{L})/u.test(second.slice(subject.length))) return null;
  const shifted = second
    // "…, et je travaille …": the same subject, said once ("…, et travaille …", "… et les partage").
    .replace(
      /(?<!\p{L})(et|mais|puis) j(?:e |['’])(ne |n['’])?((?:(?:me|te|se|le|la|les|lui|leur|y|en) |[mtsl]['’](?=\p{L}))*)(\p{L}+)/gu,
      (whole, and: string, not = "", clitics = "", verb: string, offset: number, all: string) => {
        const followed = verb === "suis" && FOLLOWED.test(all.slice(offset + whole.length));
        const third = followed ? "suit" : frenchThirdPerson(verb);
        const reflexive = clitics.replace(/^me /u, "se ").replace(/^m(['’])/u, "s$1");
        return third ? `${and} ${`${not}${reflexive}${third}`.replace(ELIDABLE, "$1'")}` : whole;
      },
    )
    .replace(/(?<!\p{L})(mon|ma|mes)(?!\p{L})/giu, (word: string) =>
      matchCase(POSSESSIVE[word.toLowerCase()] ?? word, word),
    );
  const said = gender ? withPronouns(shifted, gender, subject) : shifted;
  if (FIRST_PERSON_LEFT.test(said)) return null;
  // "Ma passion, c'est la photo" → "Sa passion …": whose, the sentence does not say; left out.
  if (!said.includes(subject) && /(?<!\p{L})(?:mon|ma|mes)(?!\p{L})/iu.test(s)) return null;
  return /[.!?…]["'’”»)\]]*$/u.test(said) ? said : `${said}.`;
}

/**
 * GENDER_FROM_OWN_WORDS: with the gender the user's own facts gave, the "je" of another clause is
 * "il" or "elle" ("… parce qu'elle dort mal", "Quand Léa était petite, elle voulait …") and a
 * stressed "moi" "lui" or "elle" ("chez elle"). An object "me" of someone else's verb stays, and
 * leaves the fact out: "l'appelle" or "lui écrit" depends on the verb.
 */
function withPronouns(s: string, gender: Gender, subject: string): string {
  // A quotation or a "tu"/"vous" speaks to someone: its "je" is no third person of the user's
  // ("Je dis à ma fille : « je t'aime »"); left as it is, the fact is left out.
  if (/[«"“„:]|(?<!\p{L})(?:tu|te|t['’]|toi|vous)(?!\p{L})/iu.test(s)) return s;
  const pronoun = gender === "f" ? "elle" : "il";
  // The user is named before any pronoun: "Quand j'étais petite, je …" → "Quand Léa était petite, elle …".
  let named = s.includes(subject);
  return s
    .replace(
      /(?<!\p{L})(?:je |j['’])(ne |n['’])?((?:(?:me|te|le|la|les|lui|leur|y|en) |[mtl]['’](?=\p{L}))*)(\p{L}+)/giu,
      (whole, not = "", clitics: string, verb: string) => {
        const third = frenchThirdPerson(verb);
        if (!third) return whole;
        const reflexive = clitics.replace(/^me /u, "se ").replace(/^m(['’])/u, "s$1");
        const who = named ? pronoun : subject;
        named = true;
        return `${who} ${`${not}${reflexive}${third}`.replace(ELIDABLE, "$1'")}`;
      },
    )
    .replace(/(?<!\p{L})(qu|lorsqu|puisqu|parce qu|quoiqu)e (il|elle)(?!\p{L})/giu, "$1'$2")
    .replace(/(?<!\p{L})si il(?!\p{L})/giu, "s'il")
    .replace(/(?<!\p{L})moi(?!\p{L})/gu, gender === "f" ? "elle" : "lui");
}

/**
 * "Je vis à Lyon et suis infirmière" → "… et est infirmière": a second predicate of the user's
 * without its "je". Its verb is sure when irregular ("suis", "ai", "vais"); a word after "et" in
 * "-s" or "-x" may be a verb whose third person ends in "-t" or an adjective or noun ("et gros"),
 * so the fact is left out (null).
 */
function secondPredicates(s: string): string | null {
  let unsure = false;
  const out = s.replace(
    /(?<!\p{L})(et|mais|puis) (\p{Ll}+)(?!\p{L}|['’])/gu,
    (whole, and: string, word: string, offset: number) => {
      if (word === "suis" && FOLLOWED.test(s.slice(offset + whole.length))) return `${and} suit`;
      if (word === "suis" || word === "ai" || word === "vais") return `${and} ${frenchThirdPerson(word)}`;
      if (/[sx]$/u.test(word) && !NO_PREDICATE.has(word)) unsure = true;
      return whole;
    },
  );
  return unsure ? null : out;
}

function rewriteLead(s: string, subject: string): string | null {
  const elided = /^J['’]((?:y|en) )?(\p{L}+)(.*)$/su.exec(s);
  if (elided) {
    const [, clitic = "", verb = "", rest = ""] = elided;
    const third = frenchThirdPerson(verb);
    return third ? `${subject} ${clitic}${third}${rest}` : null;
  }
  const je = /^Je (ne |n['’])?(.*)$/su.exec(s);
  if (je) {
    const [, not = "", rest = ""] = je;
    const clitics = CLITICS.exec(rest)?.[1] ?? "";
    const verbAndRest = /^(\p{L}+)(.*)$/su.exec(rest.slice(clitics.length));
    const followed = verbAndRest?.[1] === "suis" && FOLLOWED.test(verbAndRest[2] ?? "");
    const third = verbAndRest ? (followed ? "suit" : frenchThirdPerson(verbAndRest[1] ?? "")) : null;
    if (!verbAndRest || !third) return null;
    const reflexive = clitics.replace(/^me /u, "se ").replace(/^m(['’])/u, "s$1");
    // The third person may start with a vowel where the first did not ("suis" → "est").
    const verb = `${not}${reflexive}${third}`.replace(ELIDABLE, "$1'");
    return `${subject} ${verb}${verbAndRest[2]}`;
  }
  const owned = /^(Mon|Ma|Mes) (\p{Ll}[\p{L}-]*) (\S+)(.*)$/su.exec(s);
  if (owned) {
    const [, possessive = "", noun = "", verb = "", rest = ""] = owned;
    if (!THIRD_PERSON_VERB.test(verb)) return null;
    // After "Ma sœur …", a later "mon mari" would become "son mari", the sister's: left out. Before
    // an h, "le" or "l'" depends on the word ("le hamster", "l'hôtel"): left out too.
    if (/(?<!\p{L})(?:mon|ma|mes)(?!\p{L})/iu.test(rest) || /^h/iu.test(noun)) return null;
    const article =
      possessive === "Mes" ? "Les " : VOWEL_START.test(noun) ? "L'" : possessive === "Ma" ? "La " : "Le ";
    return `${article}${noun} ${ofName(subject)} ${verb}${rest}`;
  }
  // Already about someone: "Léa est infirmière." stays; a first person anywhere is caught by the caller.
  return s;
}

/** The user's name from a French identity fact ("Je m'appelle Léa", "Mon prénom est Léa"). */
export const FRENCH_NAME_FACT =
  /(?<!\p{L})(?:[Jj]e m['’]appelle|[Jj]e me nomme|[Mm]on (?:pré)?nom est)\s+(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?)/u;
