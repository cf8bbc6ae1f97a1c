import { spanishThirdPerson } from "../local/spanish-verb-forms.ts";
import { DATIVE_VERBS, DETERMINERS } from "./person-es-words.ts";

/** Thrown inside a rewrite when a fact can be said only with a guess: the fact is left out. */
export class Guess extends Error {}
const guess = (): never => {
  throw new Guess();
};

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
      const third = thirdOf(word, adverbs !== "");
      if (!third) return whole;
      const shows = third !== word.toLowerCase();
      if (me && !shows && np) return guess();
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
      if (!yo && !adverbs && !clitic && mayBeANoun(word, s.slice(0, at))) return guess();
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
