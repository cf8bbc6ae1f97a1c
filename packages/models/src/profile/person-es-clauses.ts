import { spanishThirdPerson, THIRD_IRREGULAR } from "../local/spanish-verb-forms.ts";
import { guess } from "./guess.ts";
import { DATIVE_VERBS, DETERMINERS } from "./person-es-words.ts";

/** Adverbs that may follow a verb before "y" ("trabaja mucho y …"): no bare noun object. */
const ADVERBS = new Set(
  "mucho poco bien mal tarde temprano siempre nunca demasiado bastante más menos allí aquí".split(" "),
);

/** The third person of a first person; "como" ("since" as often as "I eat") only after "no" or an adverb. */
export function thirdOf(word: string, afterAdverb: boolean): string | null {
  return afterAdverb && /^como$/iu.test(word) ? "come" : spanishThirdPerson(word);
}

/**
 * "… mientras cocino", "… porque viví allí", "… que quiero …": a subordinate clause whose verb is a
 * first person has the user for its subject (Spanish drops it); "porque me da alergia" → "le da".
 */
export function subordinateClauses(s: string, subject: string, userIsSubject: boolean): string {
  return s.replace(
    /(?<!\p{L})(mientras|cuando|porque|que|si|aunque|donde|pues|hasta que|desde que) ((?:(?:no|ya|nunca|siempre|también|tampoco|todavía|aún|casi|más) )*)(?:(me|lo|la|los|las|le|les) )?((?-i:\p{Ll}+))(?=( (?:mi|mis|el|la|los|las|un|una|su|sus)(?!\p{L}))?)/giu,
    (
      whole,
      conjunction: string,
      adverbs: string,
      clitic: string | undefined,
      word: string,
      np: string | undefined,
    ) => {
      const me = clitic?.toLowerCase() === "me";
      if (me && (DATIVE_VERBS.test(word) || DATIVE_TOO.test(word)))
        return `${conjunction} ${adverbs}le ${word}`;
      // After "mientras", "cuando", "porque", "aunque", "si" the word is the clause's verb: "como" is "I eat".
      const third =
        /^(?:mientras|cuando|porque|aunque|si)$/iu.test(conjunction) && word === "como" && !np
          ? "come"
          : thirdOf(word, adverbs !== "");
      if (!third) return whole;
      const shows = third !== word.toLowerCase();
      if (me && !shows && np) return guess();
      // A relative "que" may be the subject of its clause ("una vecina que me cuidaba"): a "me" before a form of either person is unsure.
      if (me && !shows && conjunction.toLowerCase() === "que") return guess();
      const who = userIsSubject || !shows ? "" : `${subject} `;
      return `${conjunction} ${who}${adverbs}${clitic ? `${me ? "se" : clitic} ` : ""}${third}`;
    },
  );
}
/** "dar" takes its person in the dative too ("me da alergia", "me dio miedo"). */
const DATIVE_TOO = /^(?:da|dan|dio|dieron|daba|daban)$/u;

/**
 * "Soy profesora y doy clases" → "… y da clases": a second predicate of the user's without "yo".
 * A word after "y", "pero", "o" that is a first person is conjugated when something follows it;
 * one at the end may be a noun ("tengo casa y trabajo"), so the fact is left out (null).
 */
export function secondPredicates(s: string, subject: string, userIsSubject: boolean): string {
  return s.replace(
    /(?<!\p{L})(y|pero|o|e|ni) (?:(yo) )?((?:(?:no|nunca|ya|también|tampoco|siempre|todavía|aún|casi|a veces|además|luego|después|entonces|sí|incluso) )*)(?:(me|lo|la|los|las|le|les) )?(\p{Ll}+)(?=(\s*[.,;!?]|$)?)/gu,
    (
      whole,
      conjunction: string,
      yo: string | undefined,
      adverbs: string,
      clitic: string | undefined,
      word: string,
      end: string | undefined,
      at: number,
    ) => {
      const me = clitic === "me" ? clitic : undefined;
      const other = clitic && clitic !== "me" ? `${clitic} ` : "";
      if (yo === undefined && !userIsSubject) {
        const third = thirdOf(word, adverbs !== "" || clitic !== undefined);
        if (third && third !== word)
          return `${conjunction} ${subject} ${adverbs}${me ? "se " : other}${third}`;
      }
      // Someone else's verb of either person after "me" ("mi abuela … y me cuidaba"): who did it is unsure.
      if (yo === undefined && !userIsSubject && me) {
        const t = thirdOf(word, true);
        if (t === word) return guess();
      }
      // What precedes, within its clause's reach (80 characters).
      if (!yo && !adverbs && !clitic && mayBeANoun(word, s.slice(Math.max(0, at - 80), at))) return guess();
      const and = `${conjunction}${yo ? "" : ` ${adverbs}`.replace(/ $/u, "")}`;
      // "pero yo trabajo de noche": the stressed subject is the user, named ("pero Lucía trabaja …").
      if (yo) {
        const third = thirdOf(word, adverbs !== "");
        if (!third) return guess();
        return `${conjunction} ${subject} ${adverbs}${me ? "se " : other}${third}`;
      }
      if (me && DATIVE_VERBS.test(word)) return `${and} le ${word}`;
      const third = thirdOf(word, adverbs !== "" || clitic !== undefined);
      if (!third) return me ? guess() : whole;
      if (end !== undefined && !clitic && !IRREGULAR_SURE.has(word)) return guess();
      return `${and} ${me ? "se " : other}${third}`;
    },
  );
}

/**
 * A first person that is also an everyday noun ("trabajo", "estudio") after a bare noun ("casa
 * propia y trabajo", "busco piso y trabajo en Madrid") may be a noun of a list; after a copula
 * ("es enfermera y trabajo …") or a determiner it is not.
 */
function mayBeANoun(word: string, before: string): boolean {
  const last = before.trim().split(/\s+/u).slice(-2);
  // A bare noun right after the verb ("tiene pareja y contrato indefinido"): the word after "y" is its like.
  const [v = "", n = ""] = last;
  if (
    spanishThirdPerson(word) !== null &&
    /^\p{Ll}/u.test(n) &&
    THIRD_IRREGULAR.has(v) &&
    !/^(?:es|está|era|fue|son|están)$/u.test(v) &&
    !ADVERBS.has(n) &&
    !/mente$/u.test(n)
  )
    return true;
  return (
    NOUN_TWINS.has(word) &&
    /^\p{Ll}/u.test(last.at(-1) ?? "") &&
    !/(?<!\p{L})(?:es|está|era|estaba|fue|será)(?!\p{L})/u.test(before) &&
    !last.some((w) => DETERMINERS.has(w.toLowerCase()))
  );
}
/** First persons that are also everyday nouns. */
export const NOUN_TWINS = new Set(
  "trabajo estudio cambio paseo regalo vuelo cuento juego canto dibujo uso apoyo desayuno almuerzo sueño deseo baño viaje".split(
    " ",
  ),
);
/** First persons that are no noun: sure after "y" even at the end ("… y estoy feliz"). */
const IRREGULAR_SURE = new Set("soy estoy tengo voy he hago sé puedo quiero".split(" "));
