import {
  isThirdPersonVerb,
  spanishThirdPerson,
  spanishThirdPlural,
  THIRD_IRREGULAR,
} from "../local/spanish-verb-forms.ts";
import { isSpanishInfinitive, plain } from "../local/spanish-verbs.ts";
import { capitaliseFirst } from "../text/case.ts";
import { escapeRegExp } from "../text/regex.ts";
import { guess, sayOrLeaveOut } from "./guess.ts";
import { NOUN_TWINS, secondPredicates, subordinateClauses, thirdOf } from "./person-es-clauses.ts";
import { DATIVE_VERBS, DETERMINERS } from "./person-es-words.ts";

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
  return sayOrLeaveOut(sentence, (said) => rewrite(said.trim().replace(/^[Yy]o,?\s+/u, ""), subject));
}

function rewrite(s: string, subject: string): string | null {
  // A label ("Trabajo actual: …") has no verb.
  if (/^\p{L}+(?: \p{Ll}+)?:/u.test(s)) return null;
  // "Rocío es mi prima" said by Rocío is someone else of that name.
  if (s.startsWith(`${subject} `) && /(?<!\p{L})(?:mi|mis|me)(?!\p{L})/iu.test(s)) return null;
  const lead = s.startsWith(`${subject} `)
    ? s
    : (leadOf(capitaliseFirst(s), subject) ?? frontedLead(capitaliseFirst(s), subject));
  if (lead === null) return null;
  // After "El padre de Lucía …" the subject is someone else: a first person later needs the name.
  // … also after a fronted adverbial's comma ("En verano, el hermano de Lucía viene …"), and after a
  // pair ("Lucía y su hermano tienen un bar y trabajo allí": who works there?).
  const userIsSubject = !new RegExp(
    `(?:^|, )(?:el|la|los|las) \\p{Ll}+ de ${escapeRegExp(subject)}(?!\\p{L})|^${escapeRegExp(subject)} y (?:su|sus) `,
    "iu",
  ).test(lead);
  // "mi" → "su" beside a "su" of someone else's ("mi novio y su hija") leaves the owner unsure.
  if (/(?<!\p{L})(?:su|sus)(?!\p{L})/iu.test(s) && /(?<!\p{L})(?:mi|mis)(?!\p{L})/iu.test(lead)) return null;
  const out = subordinateClauses(secondPredicates(lead, subject, userIsSubject), subject, userIsSubject)
    // An enclitic of an infinitive or a gerund only ("levantarme", "duchándome", "tomármelo"), not "duerme", "firme".
    .replace(/(?<!\p{L})(\p{L}+?)me(l[oa]s?)?(?!\p{L})/gu, (w: string, stem: string, lo = "") =>
      /ndo$/u.test(plain(stem)) || (/(?:ar|er|ir)$/u.test(plain(stem)) && isSpanishInfinitive(plain(stem)))
        ? hostOfUser(s, w)
          ? `${stem}se${lo}`
          : guess()
        : w,
    )
    .replace(/(?<!\p{L})(mi|mis)(?!\p{L})/giu, (w: string) => (w.toLowerCase() === "mi" ? "su" : "sus"))
    .replace(/(?<!\p{L})(mío|mía|míos|mías)(?!\p{L})/gu, (w: string) => w.replace("mí", "suy"));
  if (
    FIRST_PERSON_LEFT.test(out) ||
    firstPlural(out) ||
    firstPersonAfterALink(out) ||
    encliticNos(out) ||
    comoAfterALink(out)
  )
    return null;
  return /[.!?…]["'’”»)\]]*$/u.test(out) ? out : `${out}.`;
}

// An enclitic "me" is reflexive ("se") only when the nearest finite verb before its host is the user's first person.
function hostOfUser(fact: string, host: string): boolean {
  const words = [...fact.matchAll(/\p{L}+/gu)].map((m) => m[0]);
  const at = words.findIndex((w) => w === host);
  for (let i = at - 1; i >= 0; i--) {
    const w = words[i] ?? "";
    if (DETERMINERS.has(w.toLowerCase()) || DETERMINERS.has((words[i - 1] ?? "").toLowerCase())) continue;
    const third = spanishThirdPerson(w);
    if (third !== null && third !== w.toLowerCase()) return true;
    if (/^(?:me|se)$/iu.test(w)) continue;
    if (isThirdPersonVerb(w) || third === w.toLowerCase()) return false;
  }
  return true;
}
// A last check: "casarnos", "viéndonos": a first person plural clitic on an infinitive or gerund.
const encliticNos = (out: string) =>
  [...out.matchAll(/(?<!\p{L})(\p{L}+?)nos(?!\p{L})/gu)].some(
    (m) => /ndo$/u.test(plain(m[1] ?? "")) || isSpanishInfinitive(plain(m[1] ?? "")),
  );
// A last check: "como" after a link ("y como en casa", "que como poco") is the user's "I eat" or unsure.
const comoAfterALink = (out: string) =>
  /(?<!\p{L})(?:y|que|mientras|cuando|si|porque|aunque|pero)\s+(?:(?:no|ya|nunca|siempre|casi|también|tampoco|solo) )*como(?!\p{L})(?! (?:el|la|los|las|un|una|si|siempre)(?!\p{L}))/iu.test(
    out,
  );

/** A first person left after a comma or a connector ("…, vivo en Toledo", "por eso duermo"): the last safety net. */
function firstPersonAfterALink(out: string): boolean {
  for (const m of out.matchAll(FIRST_AFTER_LINK)) {
    const w = m[1] ?? "";
    const third = spanishThirdPerson(w);
    if (third !== null && third !== w.toLowerCase() && !NOUN_TWINS.has(w)) return true;
  }
  return false;
}

const FIRST_AFTER_LINK =
  /(?:[,;:]|(?<!\p{L})(?:y|e|o|u|ni|pero|sino|que|porque|cuando|si|aunque|mientras|donde|eso|luego|después|además|entonces))\s+(?:(?:no|ya|nunca|siempre|también|tampoco|todavía|aún|casi|sí|lo|la|los|las|le|les|se) )*((?-i:\p{Ll}+))/giu;
/** Adverbs and the negation before the verb, kept there ("Nunca he estado …" → "Lucía nunca ha estado …"). */
const BEFORE_THE_VERB =
  /^((?:(?:no|nunca|jamás|ya|también|tampoco|siempre|todavía|aún|casi|solo|sólo|a veces|apenas|más|menos) )*)/iu;
/** Any word of the first person left (a pronoun, a first person plural, the commonest irregular first persons): no sentence of the bio may carry one. */
const FIRST_PERSON_LEFT =
  /(?<!\p{L})(?:yo|me|mí|conmigo|nosotros|nosotras|nos|nuestro|nuestra|nuestros|nuestras|soy|estoy|tengo|voy|hago|puedo|quiero|sé)(?!\p{L})/iu;
const firstPlural = (s: string) =>
  [...s.matchAll(/(?<!\p{L})\p{L}+(?:amos|emos|imos)(?!\p{L})/giu)].some(
    (m) => spanishThirdPlural(m[0], false) !== null,
  );

function leadOf(s: string, subject: string, atStart = true): string | null {
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
    // "Lo último que …", "La radio la escucho …": an article, not a clitic.
    if (/^(?:lo|la|los|las)$/iu.test(pronoun) && /^ (?:que|lo|la|los|las|le|les)(?!\p{L})/u.test(tail))
      return null;
    if (pronoun.toLowerCase() === "me" && third === verb.toLowerCase() && NOUN_PHRASE_NEXT.test(tail))
      return null;
    // "me siento en …" is "sentarse", "me siento sola" "sentir".
    // "sentarse" takes a place ("en la primera fila", "al lado"); "a gusto", "en paz" are predicatives of "sentirse".
    if (verb.toLowerCase() === "siento") {
      if (
        /^ (?:al|junto|delante|detrás|(?:en|a) (?:el|la|los|las|un|una|mi|mis|su|sus|primera|última)(?!\p{L}))/u.test(
          tail,
        )
      )
        return `${subject} ${before}se sienta${tail}`;
      if (/^ (?:\p{Ll}+ )?(?:en|a)(?!\p{L})/u.test(tail)) return null;
    }
    const object = pronoun.toLowerCase() === "me" ? "se" : pronoun.toLowerCase();
    return `${subject} ${before}${object} ${third}${tail}`;
  }
  const verb = /^(\p{L}+)(.*)$/su.exec(rest);
  const third = verb?.[1] ? thirdOf(verb[1], before !== "") : null;
  // A first word followed by a finite third person ("Amparo es …", "Leo, mi hijo, tiene …") or by "de" and a name
  // ("Río de Janeiro") is a subject or a name, not the user's verb: a clause has one finite verb before a link.
  if (verb && third && !before && atStart) {
    const tail = verb[2] ?? "";
    const next = /^ (\p{Ll}+)/u.exec(tail)?.[1] ?? "";
    const afterApposition = /^,[^,]+, (\p{Ll}+)/u.exec(tail)?.[1] ?? "";
    const afterName = /^ de \p{Lu}\p{L}*(?: \p{Lu}\p{L}*)* (\p{Ll}+)/u.exec(tail)?.[1] ?? "";
    const finite = (w: string) =>
      !/^(?:vino|hace)$/u.test(w) && (THIRD_IRREGULAR.has(w) || (/e$/u.test(w) && isThirdPersonVerb(w)));
    if (finite(next) || isThirdPersonVerb(afterApposition) || finite(afterName)) return null;
  }
  if (verb && third) return `${subject} ${before}${third}${verb[2] ?? ""}`;
  if (adverbs) return null;
  return ownedLead(s, subject);
}

/** A noun phrase after the verb, which may be its subject ("me cuidaba mi abuela": who cared for whom). */
const NOUN_PHRASE_NEXT = /^ (?:mi|mis|el|la|los|las|un|una|su|sus|tu|tus)(?!\p{L})/u;
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
    const main = leadOf(capitaliseFirst(s.slice(comma + 2)), subject);
    // "…, el padre de Lucía …", "…, a Lucía le …": no capital after a comma.
    return main === null
      ? null
      : `${s.slice(0, comma)}, ${main.replace(/^(El|La|Los|Las|A) /u, (m) => m.toLowerCase())}`;
  }
  const words = [...s.matchAll(/[\p{L}\d]+/gu)];
  // A word after a determiner is a noun ("el año pasado", "los domingos"), not the verb.
  const verb = words.findIndex(
    (w, i) =>
      i > 0 &&
      /^\p{Ll}/u.test(w[0]) &&
      !DETERMINERS.has(words[i - 1]?.[0].toLowerCase() ?? "") &&
      // determiner + adjective + noun ("el último cambio", "mi último vuelo").
      !(DETERMINERS.has(words[i - 2]?.[0].toLowerCase() ?? "") && PRENOMINAL.test(words[i - 1]?.[0] ?? "")) &&
      spanishThirdPerson(w[0]) !== null,
  );
  if (verb < 0) return null;
  let start = verb;
  const next = words[verb + 1]?.[0] ?? "";
  if (/^\p{Ll}/u.test(next) && spanishThirdPerson(next) !== null) start = verb + 1;
  const found = start;
  while (
    start > 1 &&
    start > found - 3 &&
    /^(?:me|lo|la|le|se|no|nunca|ya|también|siempre|todavía|aún|más|menos)$/u.test(
      words[start - 1]?.[0] ?? "",
    )
  )
    start--;
  const at = words[start]?.index ?? 0;
  const main = leadOf(capitaliseFirst(s.slice(at)), subject, false);
  return main === null ? null : `${s.slice(0, at)}${main}`;
}
const PRENOMINAL =
  /^(?:último|última|primer|primera|nuevo|nueva|antiguo|antigua|único|única|mejor|peor|gran|pequeño|pequeña|viejo|vieja|otro|otra|propio|propia|querido|querida|próximo|próxima)$/iu;

/** A time in the past, which makes "-amos" and "-imos" preterites ("en 2022", "el verano pasado", "hace dos años"). */
const IN_THE_PAST =
  /(?<!\p{L})(?:en (?:\p{Ll}+ de )?\d{4}|ayer|anoche|(?:el|la) \p{Ll}+ pasad[oa]|hace (?:\d+|un|una|unos|unas|dos|tres|cuatro|cinco|diez) \p{Ll}+|de (?:pequeñ|niñ)[oa]s)(?!\p{L})/iu;

/** "Mi marido y yo tenemos …" → "Lucía y su marido tienen …": the user and someone of theirs, a plural subject. */
function pairLead(s: string, subject: string): string | null {
  const pair = /^(Mi|Mis) (\p{Ll}+) y yo (?:(nos) )?(\p{Ll}+)(.*)$/su.exec(s);
  if (!pair) return null;
  const [, possessive = "", noun = "", nos, verb = "", rest = ""] = pair;
  // "-amos" and "-imos" of -ar and -ir verbs are present and preterite alike (NGLE cap. 4): "desde
  // hace" is an ongoing present; a year before this one is past, a later one a plan said in the
  // present ("nos casamos en 2028"), this year's either (left out); a past verb beside it leaves
  // the tense unsure too.
  const v = verb.toLowerCase();
  const ambiguous =
    (/amos$/u.test(v) && isSpanishInfinitive(`${v.slice(0, -4)}ar`)) ||
    (/imos$/u.test(v) && isSpanishInfinitive(`${v.slice(0, -4)}ir`));
  const withoutOngoing = s.replace(/desde hace/giu, "");
  const year = Number(/(?<!\p{L})en (?:\p{Ll}+ de )?(\d{4})/u.exec(withoutOngoing)?.[1] ?? Number.NaN);
  const thisYear = new Date().getUTCFullYear();
  if (ambiguous && year === thisYear) return null;
  const past = year < thisYear || (Number.isNaN(year) && IN_THE_PAST.test(withoutOngoing));
  if (!past && ambiguous && /(?<!\p{L})\p{Ll}+(?:ó|ieron|aron)(?!\p{L})/u.test(rest)) return null;
  const plural = spanishThirdPlural(verb, past);
  if (!plural) return null;
  const ours = rest
    .replace(/(?<!\p{L})(\p{L}+?)nos(?!\p{L})/gu, (w: string, host: string) =>
      /ndo$/u.test(plain(host)) || isSpanishInfinitive(plain(host)) ? `${host}se` : w,
    )
    .replace(/(?<!\p{L})nuestr([oa]s?)(?!\p{L})/gu, (_w, end: string) => (end.endsWith("s") ? "sus" : "su"));
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
  // "Mi mejor amiga", "Mi nueva casa": a prenominal adjective, whose noun comes next; "Mi gata Mora": a name (lowercase verbs only).
  if (PRENOMINAL.test(noun)) return null;
  const verb = /^ (?:(?:se|no|nunca|siempre|también|ya|todavía) )*(\p{Ll}+)/u.exec(rest)?.[1] ?? "";
  if (!isThirdPersonVerb(verb)) return null;
  const article = articleOf(noun, possessive === "Mis");
  if (!article || /(?<!\p{L})(?:mi|mis)(?!\p{L})/iu.test(rest)) return null;
  return `${article} ${noun} de ${subject}${rest}`;
}

/** The definite article of a noun by its gender (RAE, Nueva gramática § 2.2): natural gender and endings, else null. */
function articleOf(noun: string, plural: boolean): string | null {
  if (plural) {
    // The plural's gender is its singular's ("vacaciones" → "vacación", "padres" → "padre").
    const one =
      /[aeiouá]s$/u.test(noun) && !/es$/u.test(noun)
        ? noun.slice(0, -1)
        : /iones$/u.test(noun)
          ? noun.replace(/iones$/u, "ión")
          : /es$/u.test(noun) && (MASCULINE.has(noun.slice(0, -1)) || FEMININE.has(noun.slice(0, -1)))
            ? noun.slice(0, -1)
            : /[^aeiou]es$/u.test(noun)
              ? noun.slice(0, -2)
              : null;
    const article = one === null ? null : articleOf(one, false);
    return article === "El" ? "Los" : article === "La" ? "Las" : null;
  }
  if (MASCULINE.has(noun)) return "El";
  if (FEMININE.has(noun) || /(?:ción|sión|ión|dad|tad|tud|umbre)$/u.test(noun)) return "La";
  if (/(?:o|or|aje|án|én|ón)$/u.test(noun)) return "El";
  // "-ma" is often masculine ("el lema"), "-ista", "-euta", "-iatra" name either sex ("el/la terapeuta").
  if (/(?:ma|ista|euta|iatra)$/u.test(noun) || COMMON_GENDER.has(noun)) return null;
  return /a$/u.test(noun) ? "La" : null;
}
const MASCULINE = new Set(
  "padre jefe hombre coche nombre cliente día mapa problema programa idioma tema sistema clima planeta sofá avión camión gorrión sarampión".split(
    " ",
  ),
);
const COMMON_GENDER = new Set("colega guía atleta policía".split(" "));
const FEMININE = new Set(
  "madre mujer gente noche clase calle leche tarde llave carne parte suerte mano foto moto radio flor mamá cama forma".split(
    " ",
  ),
);

/** The user's name from a Spanish identity fact ("Me llamo Lucía", "Mi nombre es Lucía"). */
export const SPANISH_NAME_FACT =
  /(?<!\p{L})(?:[Mm]e llamo|[Mm]i nombre es)\s+(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?)/u;
