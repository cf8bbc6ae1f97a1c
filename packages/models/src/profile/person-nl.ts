import type { Gender } from "./gender.ts";
import { toThirdPersonVerbSecond, type VerbSecondGrammar } from "./verb-second.ts";

/**
 * A Dutch fact in the first person rewritten about its subject in the third person, for a Dutch
 * bio: "Ik woon in Utrecht." → "Sanne woont in Utrecht.", "Sinds 2019 werk ik bij de gemeente." →
 * "Sinds 2019 werkt Sanne bij de gemeente.". What the rewrite cannot say without a guess (a pronoun
 * or possessive whose form depends on the user's gender, "zijn" or "haar", "hem" or "haar"; "we",
 * "ons", "onze") is no sentence (null): a bio says less rather than something wrong.
 */

/** First persons whose third person is not the stem with "-t" (Algemene Nederlandse Spraakkunst). */
const IRREGULAR: Record<string, string> = {
  ben: "is",
  heb: "heeft",
  kan: "kan",
  wil: "wil",
  zal: "zal",
  mag: "mag",
  ga: "gaat",
  hou: "houdt",
  doe: "doet",
  sta: "staat",
  sla: "slaat",
  zie: "ziet",
};

/** Strong and irregular past tenses, the same in the first and third person singular. */
const STRONG_PAST = new Set(
  (
    "was had ging kon wou zou moest mocht wist dacht deed kwam zag gaf nam liep bleef werd reed schreef las at dronk " +
    "zong vond begon sprak trok vloog zat stond lag hield kreeg koos won vertrok sliep hielp riep viel hing ving " +
    "sprong bond zwom keek zweeg kroop verloor vroor schoot sloot bood vloog brak stak droeg sloeg joeg kocht zocht " +
    "bracht verliet vergat begreep bleek leek scheen dreef wees greep beet streek verdween wond zond trof bewoog " +
    "loog zoog schiep wierp stierf hief genas vergeleek ontving ontdekte vroeg schrok verbleef dook kwam sprong"
  ).split(" "),
);

/** A strong past, also with an inseparable prefix ("verbleef", "ontving", "herschreef"). */
const isStrongPast = (verb: string) =>
  ["", "be", "ver", "ont", "her", "ge"].some(
    (p) => verb.startsWith(p) && STRONG_PAST.has(verb.slice(p.length)),
  );

/**
 * The third person singular of a Dutch first person singular: the stem with "-t" ("woon" →
 * "woont", "vind" → "vindt"), a stem in "-t" unchanged ("zit", "eet"), the irregular verbs; a
 * weak past ("woonde", "werkte") and a strong one ("was", "ging") stay. Null for what is no such form.
 */
export function thirdPersonOfNl(verb: string): string | null {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular;
  if (isStrongPast(lower) || /[dt]e$/u.test(lower)) return lower;
  if (!/^\p{Ll}+$/u.test(lower) || /[aeiou]$/u.test(lower)) return null;
  return /t$/u.test(lower) ? lower : `${lower}t`;
}

/** A pronoun or possessive of the first person left after the rewrite: its third person needs the user's gender or is a group. */
const FIRST_PERSON_LEFT = /(?<!\p{L})(?:ik|me|mij|mijn|m['’]n|mn|mezelf|mijzelf|we|wij|ons|onze)(?!\p{L})/iu;

/** "Sannes", "Eva's", "Kees'": the genitive of a name before its noun. */
export function genitiveOfNl(name: string): string {
  if (/[sxz]$/u.test(name)) return `${name}'`;
  // A long vowel keeps its sound with an apostrophe ("Eva's", "Timo's"); an unstressed -e does not need one ("Sannes").
  return /[aiouyé]$/u.test(name) ? `${name}'s` : `${name}s`;
}

/** Words after "en", "maar", "of" that start no predicate: articles, determiners, adverbs, numerals. */
const NO_PREDICATE = new Set(
  "de het een dat die dit deze geen niet ook nu dan nog wel al dus soms vaak nooit altijd heel erg zeer meer minder veel weinig twee drie vier vijf zo toch hun haar zijn".split(
    " ",
  ),
);

/** Dutch for the verb-second writer (verb-second.ts). */
const DUTCH: VerbSecondGrammar = {
  pronoun: "Ik",
  reflexive: "me",
  reflexiveThird: "zich",
  thirdPersonOf: thirdPersonOfNl,
  irregular: IRREGULAR,
  // Conjunctions, adverbs and pronouns that may stand before "ik" and are no verb ("Mijn man en ik
  // …", "ouder dan ik", "werk ook ik").
  notAVerb:
    "(?:en|maar|of|want|dus|toen|omdat|als|dat|wanneer|terwijl|nadat|voordat|sinds|tot|zodat|hoewel|zoals|waar|wat|wie|die|dan|ook|zelfs|nog|wel|al|alleen|niet|nooit|net|even|toch|zo)",
  // A preposition, a time word, a number ("Sinds 2019", "In het weekend", "'s Avonds").
  adverbialFront:
    /^(?:\d|['’]s |(?:sinds|als|in|op|om|voor|na|bij|met|van|naar|tot|tijdens|vanaf|vorig|vorige|volgend|volgende|elke|elk|iedere|ieder|vandaag|gisteren|morgen|vroeger|nu|soms|vaak|altijd|meestal|eigenlijk|helaas|twee keer|drie keer|dit jaar|deze week|deze zomer|deze winter|deze maand|dit weekend)(?!\p{L}))/iu,
  coordinators: "en|maar|of",
  // Dutch writes nouns and verbs alike in lower case: any other word may be a verb ("… en kom even …").
  mayBeVerb: (word) => !NO_PREDICATE.has(word),
  // "…, en ik woon …" → "…, en Eva woont …": "ze" or "hij" would be a guess.
  repeatSubjectAfter: "en|maar",
  possessiveOpening: /^Mijn (?=\p{L})/u,
  genitiveOf: genitiveOfNl,
  firstPersonLeft: FIRST_PERSON_LEFT,
  ownedBy: (text, gender) =>
    text.replace(/(?<!\p{L})([Mm])ijn(?!\p{L})/gu, (_w, m: string) => {
      const own = gender === "f" ? "haar" : "zijn";
      return m === "M" ? own.charAt(0).toUpperCase() + own.slice(1) : own;
    }),
};

/** The sentence about `subject` in the third person, or null when it cannot be said without a guess. */
export function toThirdPersonNl(
  sentence: string,
  subject: string,
  named: boolean,
  gender: Gender | null = null,
): string | null {
  return toThirdPersonVerbSecond(sentence, subject, named, DUTCH, gender);
}

/**
 * The user's name from a Dutch identity fact ("Ik heet Sanne", "Mijn naam is Eva de Boer"), with
 * the surname's prefixes ("de", "van", "van der", "ter").
 */
export const DUTCH_NAME_FACT =
  /(?<!\p{L})(?:[Ii]k heet|[Mm]ijn (?:voor)?naam is)\s+(\p{Lu}\p{Ll}+(?:(?: (?:van|de|der|den|het|ter|te|in|op)){0,3}[ -]\p{Lu}\p{Ll}+)?)/u;
