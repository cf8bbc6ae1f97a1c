import { isThirdPersonVerb, spanishThirdPerson, spanishThirdPlural } from "../local/spanish-verb-forms.ts";

/**
 * A Spanish fact in the first person rewritten about its subject in the third person, for a Spanish
 * bio: "Vivo en Sevilla." → "Lucía vive en Sevilla.", "No como carne." → "Lucía no come carne.",
 * "Me levanto a las seis." → "Lucía se levanta a las seis.", "Me encanta el cine." → "A Lucía le
 * encanta el cine.", "Mi hermana vive en Lima." → "La hermana de Lucía vive en Lima.". The user's
 * own adjectives keep the gender they gave them ("Estoy casada" → "Lucía está casada"). What it
 * cannot say without a guess is no sentence (null): an object "me" ("mi madre me llama": "la" or
 * "lo"?), "conmigo", who "nosotros" are, a noun whose gender the article needs and its ending does
 * not tell, a word after "y" that may be a verb or a noun ("… y estudio.").
 */
export function toThirdPersonEs(sentence: string, subject: string): string | null {
  const s = sentence.trim().replace(/^[Yy]o,?\s+/u, "");
  const lead = s.startsWith(`${subject} `) ? s : (leadOf(capitalise(s), subject) ?? frontedLead(s, subject));
  if (lead === null) return null;
  const second = secondPredicates(lead, subject);
  if (second === null) return null;
  const out = subordinateClauses(second)
    // An enclitic of the infinitive or the gerund: "levantarme" → "levantarse", "duchándome" → "duchándose".
    .replace(/(?<=\p{L}(?:ar|er|ir|ndo))me(?!\p{L})/gu, "se")
    .replace(/(?<!\p{L})(mi|mis)(?!\p{L})/giu, (w: string) => (w.toLowerCase() === "mi" ? "su" : "sus"))
    .replace(/(?<!\p{L})(mío|mía|míos|mías)(?!\p{L})/gu, (w: string) => w.replace("mí", "suy"));
  if (FIRST_PERSON_LEFT.test(out)) return null;
  return /[.!?…]["'’”»)\]]*$/u.test(out) ? out : `${out}.`;
}

/** Adverbs and the negation before the verb, kept there ("Nunca he estado …" → "Lucía nunca ha estado …"). */
const BEFORE_THE_VERB =
  /^((?:(?:no|nunca|jamás|ya|también|tampoco|siempre|todavía|aún|casi|solo|sólo|a veces|apenas) )*)/iu;
/** Verbs whose subject is what one likes or feels and whose person is a dative ("me gusta", "me duele"). */
const DATIVE_VERBS =
  /^(?:gusta|encanta|interesa|duele|cuesta|apetece|preocupa|molesta|fascina|aburre|importa|agrada|falta|sobra|queda|toca|pica|pesa|emociona|divierte|asusta|cae|parece|chifla|flipa|mola)(?:n|ría|rían|ba|ban|ó|aron)?$/u;
/** Any word of the first person left (a pronoun, a first person plural, the commonest irregular first persons): no sentence of the bio may carry one. */
const FIRST_PERSON_LEFT =
  /(?<!\p{L})(?:yo|me|mí|conmigo|nosotros|nosotras|nos|nuestro|nuestra|nuestros|nuestras|soy|estoy|tengo|voy|hago|puedo|quiero|sé|\p{L}+(?:amos|emos|imos))(?!\p{L})/iu;

/** The third person of a first person; "como" ("since" as often as "I eat") only after "no" or an adverb. */
function thirdOf(word: string, afterAdverb: boolean): string | null {
  return afterAdverb && /^como$/iu.test(word) ? "come" : spanishThirdPerson(word);
}

function leadOf(s: string, subject: string): string | null {
  const adverbs = BEFORE_THE_VERB.exec(s)?.[1] ?? "";
  const rest = s.slice(adverbs.length);
  const before = adverbs.toLowerCase();
  const clitic = /^(me|lo|la|los|las|le|les|se) (\p{L}+)(.*)$/isu.exec(rest);
  if (clitic) {
    const [, pronoun = "", verb = "", tail = ""] = clitic;
    if (pronoun.toLowerCase() === "me" && DATIVE_VERBS.test(verb))
      return `A ${subject} ${before}le ${verb}${tail}`;
    const third = spanishThirdPerson(verb);
    if (!third) return null;
    const object = pronoun.toLowerCase() === "me" ? "se" : pronoun.toLowerCase();
    return `${subject} ${before}${object} ${third}${tail}`;
  }
  const verb = /^(\p{L}+)(.*)$/su.exec(rest);
  const third = verb?.[1] ? thirdOf(verb[1], before !== "") : null;
  if (verb && third) return `${subject} ${before}${third}${verb[2] ?? ""}`;
  if (adverbs) return null;
  return ownedLead(s, subject);
}

/** Words that open a fronted adverbial of time or place ("En 2019 me mudé …", "Los lunes voy …"). */
const FRONTED =
  /^(?:desde|hasta|en|a partir de|hace|los|las|cada|todos|todas|este|esta|el|la|antes|después|durante|tras|ahora|hoy|ayer)(?!\p{L})/iu;
/** Subordinators that open a fronted clause, whose end only its comma marks ("Cuando era niña, …"); not "como" ("Como pasta" is "I eat"). */
const FRONTED_CLAUSE = /^(?:cuando|mientras|si|aunque|desde que|antes de que|después de que)(?!\p{L})/iu;

/**
 * "Cuando era estudiante, trabajaba de camarera." → "Cuando era estudiante, Lucía trabajaba …",
 * "En 2019 me mudé a Lima" → "En 2019 Lucía se mudó a Lima": the name before the main clause, after
 * its comma or, after an adverbial of time or place, before its first verb of the first person (with
 * its negation, adverbs and clitic).
 */
function frontedLead(s: string, subject: string): string | null {
  const clause = FRONTED_CLAUSE.test(s);
  if (!clause && !FRONTED.test(s)) return null;
  const comma = s.indexOf(", ");
  if (clause && comma < 0) return null;
  if (comma > 0) {
    const main = leadOf(capitalise(s.slice(comma + 2)), subject);
    return main === null ? null : `${s.slice(0, comma)}, ${main}`;
  }
  const words = [...s.matchAll(/\p{L}+/gu)];
  // A word after a determiner is a noun ("el año pasado", "los domingos"), not the verb.
  const verb = words.findIndex(
    (w, i) =>
      i > 0 &&
      /^\p{Ll}/u.test(w[0]) &&
      !DETERMINERS.has(words[i - 1]?.[0].toLowerCase() ?? "") &&
      spanishThirdPerson(w[0]) !== null,
  );
  if (verb < 0) return null;
  let start = verb;
  while (
    start > 1 &&
    /^(?:me|lo|la|le|se|no|nunca|ya|también|siempre|todavía|aún)$/u.test(words[start - 1]?.[0] ?? "")
  )
    start--;
  const at = words[start]?.index ?? 0;
  const main = leadOf(capitalise(s.slice(at)), subject);
  return main === null ? null : `${s.slice(0, at)}${main}`;
}

/** Determiners and prepositions: the word after one is a noun or an infinitive, never a finite verb. */
const DETERMINERS = new Set(
  "el la los las un una unos unas este esta estos estas ese esa esos esas aquel aquella mi mis tu tus su sus cada todo toda todos todas otro otra otros otras mucho mucha muchos muchas poco poca pocos pocas del al en de a con por para sin sobre desde hasta durante tras entre hacia según".split(
    " ",
  ),
);

/** "Mi hermana vive en Lima" → "La hermana de Lucía vive en Lima": the article from the noun's gender. */
/** A time in the past, which makes "-amos" and "-imos" preterites ("en 2022", "el verano pasado", "hace dos años"). */
const IN_THE_PAST =
  /(?<!\p{L})(?:en (?:\p{Ll}+ de )?\d{4}|ayer|anoche|(?:el|la) \p{Ll}+ pasad[oa]|hace (?:\d+|un|una|unos|unas|dos|tres|cuatro|cinco|diez) \p{Ll}+|de (?:pequeñ|niñ)[oa]s)(?!\p{L})/iu;

/** "Mi marido y yo tenemos …" → "Lucía y su marido tienen …": the user and someone of theirs, a plural subject. */
function pairLead(s: string, subject: string): string | null {
  const pair = /^(Mi|Mis) (\p{Ll}+) y yo (?:(nos) )?(\p{Ll}+)(.*)$/su.exec(s);
  if (!pair) return null;
  const [, possessive = "", noun = "", nos, verb = "", rest = ""] = pair;
  const plural = spanishThirdPlural(verb, IN_THE_PAST.test(s));
  if (!plural) return null;
  const ours = rest.replace(/(?<!\p{L})nuestr([oa]s?)(?!\p{L})/gu, (_w, end: string) =>
    end.endsWith("s") ? "sus" : "su",
  );
  return `${subject} y ${possessive === "Mis" ? "sus" : "su"} ${noun} ${nos ? "se " : ""}${plural}${ours}`;
}

function ownedLead(s: string, subject: string): string | null {
  if (/^(?:Mi|Mis) \p{Ll}+ y yo /u.test(s)) return pairLead(s, subject);
  const owned = /^(Mi|Mis) (\p{Ll}+)(?= )(.*)$/su.exec(s);
  // Without "yo" a first person shows only in its verb: a sentence that opens with neither is left
  // out ("Los lunes voy …"); one about the user ("Lucía es enfermera") was kept before.
  if (!owned) return null;
  const [, possessive = "", noun = "", rest = ""] = owned;
  // The noun must be followed by its verb: an adjective after it ("Mi canción favorita es …") would
  // need "de Lucía" after the whole noun phrase, whose end is not sure.
  const verb = /^ (?:(?:se|no|nunca|siempre|también|ya|todavía) )*(\p{L}+)/u.exec(rest)?.[1] ?? "";
  if (!isThirdPersonVerb(verb)) return null;
  const article = articleOf(noun, possessive === "Mis");
  if (!article || /(?<!\p{L})(?:mi|mis)(?!\p{L})/iu.test(rest)) return null;
  return `${article} ${noun} de ${subject}${rest}`;
}

/** The definite article of a noun by its gender (RAE, Nueva gramática § 2.2): natural gender and endings, else null. */
function articleOf(noun: string, plural: boolean): string | null {
  if (plural) return /os$|es$/u.test(noun) ? "Los" : /as$/u.test(noun) ? "Las" : null;
  if (FEMININE.has(noun) || /(?:ción|sión|dad|tad|tud|umbre)$/u.test(noun)) return "La";
  if (MASCULINE.has(noun) || /(?:o|or|aje|án|én|ón)$/u.test(noun)) return "El";
  return /a$/u.test(noun) ? "La" : null;
}
const MASCULINE = new Set(
  "padre jefe hombre coche nombre cliente día mapa problema programa idioma tema sistema clima planeta sofá".split(
    " ",
  ),
);
const FEMININE = new Set(
  "madre mujer gente noche clase calle leche tarde llave carne parte suerte mano foto moto radio flor".split(
    " ",
  ),
);

/**
 * "… mientras cocino", "… porque viví allí", "… que quiero …": a subordinate clause whose verb is a
 * first person has the user for its subject (Spanish drops it); "porque me da alergia" → "le da".
 */
function subordinateClauses(s: string): string {
  return s.replace(
    /(?<!\p{L})(mientras|cuando|porque|que|si|aunque|donde|como|pues|hasta que|desde que) (no )?(?:(me) )?(\p{Ll}+)/giu,
    (whole, conjunction: string, not = "", me: string | undefined, word: string) => {
      const third = thirdOf(word, not !== "");
      if (me && (DATIVE_VERBS.test(word) || DATIVE_TOO.test(word))) return `${conjunction} ${not}le ${word}`;
      if (!third) return whole;
      return `${conjunction} ${not}${me ? "se " : ""}${third}`;
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
function secondPredicates(s: string, subject: string): string | null {
  let unsure = false;
  const out = s.replace(
    /(?<!\p{L})(y|pero|o|e) (?:(yo) )?((?:(?:no|nunca|ya|también|tampoco|siempre|todavía|aún|casi|a veces) )*)(?:(me) )?(\p{Ll}+)(?=(\s*[.,;!?]|$)?)/gu,
    (
      whole,
      conjunction: string,
      yo: string | undefined,
      adverbs: string,
      me: string | undefined,
      word: string,
      end: string | undefined,
    ) => {
      const and = `${conjunction}${yo ? "" : ` ${adverbs}`.replace(/ $/u, "")}`;
      // "pero yo trabajo de noche": the stressed subject is the user, named ("pero Lucía trabaja …").
      if (yo) {
        const third = thirdOf(word, adverbs !== "");
        if (!third) return ((unsure = true), whole);
        return `${conjunction} ${subject} ${adverbs}${me ? "se " : ""}${third}`;
      }
      if (me && DATIVE_VERBS.test(word)) return `${and} le ${word}`;
      const third = thirdOf(word, adverbs !== "");
      if (!third) return me ? ((unsure = true), whole) : whole;
      if (end !== undefined && !me && !IRREGULAR_SURE.has(word)) {
        unsure = true;
        return whole;
      }
      return `${and} ${me ? "se " : ""}${third}`;
    },
  );
  return unsure ? null : out;
}
/** First persons that are no noun: sure after "y" even at the end ("… y estoy feliz"). */
const IRREGULAR_SURE = new Set("soy estoy tengo voy he hago sé puedo quiero".split(" "));

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The user's name from a Spanish identity fact ("Me llamo Lucía", "Mi nombre es Lucía"). */
export const SPANISH_NAME_FACT =
  /(?<!\p{L})(?:[Mm]e llamo|[Mm]i nombre es)\s+(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?)/u;
