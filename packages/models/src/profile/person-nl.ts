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

/** The sentence about `subject` in the third person, or null when it cannot be said without a guess. */
export function toThirdPersonNl(sentence: string, subject: string, named: boolean): string | null {
  let s = sentence.trim();
  // Inside the sentence the subject without a name is lower case ("Sinds 2018 werkt de gebruiker …").
  const inner = named ? subject : subject.charAt(0).toLowerCase() + subject.slice(1);
  const rewritten = rewriteSubject(s, subject, inner);
  if (rewritten !== null) {
    const second = secondPredicates(rewritten);
    if (second === null) return null;
    s = second;
  }
  // A possessive opening the sentence is its subject's ("Mijn zus …" → "Sannes zus …"); anywhere
  // else it would be "zijn" or "haar": the user's gender decides it.
  const opening = /^Mijn (?=\p{L})/u.exec(s);
  if (opening) {
    if (!named) return null;
    s = `${genitiveOfNl(subject)} ${s.slice(opening[0].length)}`;
  }
  if (FIRST_PERSON_LEFT.test(s)) return null;
  return /[.!?…]["'’”»)\]]*$/u.test(s) ? s : `${s}.`;
}

/** Conjunctions, adverbs and pronouns that may stand before "ik" and are no verb ("Mijn man en ik …", "ouder dan ik", "werk ook ik"). */
const NOT_A_VERB =
  "(?:en|maar|of|want|dus|toen|omdat|als|dat|wanneer|terwijl|nadat|voordat|sinds|tot|zodat|hoewel|zoals|waar|wat|wie|die|dan|ook|zelfs|nog|wel|al|alleen|niet|nooit|net|even|toch|zo)";

/** Words after "en", "maar", "of" that start no predicate: articles, determiners, adverbs, numerals. */
const NO_PREDICATE = new Set(
  "de het een dat die dit deze geen niet ook nu dan nog wel al dus soms vaak nooit altijd heel erg zeer meer minder veel weinig twee drie vier vijf zo toch hun haar zijn".split(
    " ",
  ),
);

/**
 * "Ik woon in Delft en ben verpleegkundige" → "… en is verpleegkundige": a second predicate of the
 * same subject is conjugated when its verb is an irregular one; Dutch writes nouns and verbs alike
 * in lower case, so any other lower-case word there may be a verb ("… en kom even …") and the fact
 * is left out (null).
 */
function secondPredicates(s: string): string | null {
  let unsure = false;
  const out = s.replace(/(?<!\p{L})(en|maar|of) (\p{Ll}+)(?!\p{L})/gu, (whole, and: string, word: string) => {
    const irregular = IRREGULAR[word];
    if (irregular) return `${and} ${irregular}`;
    if (!NO_PREDICATE.has(word)) unsure = true;
    return whole;
  });
  return unsure ? null : out;
}

/** "…, en ik woon …" → "…, en Eva woont …": a second clause of the user's names them again, never "ze" or "hij". */
function secondClauses(s: string, subject: string): string {
  return s.replace(/(?<!\p{L})(en|maar) ik (\p{L}+)/gu, (whole, and: string, verb: string) => {
    const third = thirdPersonOfNl(verb);
    return third ? `${and} ${subject} ${third}` : whole;
  });
}

/** What opens an adverbial in front of the verb: a preposition, a time word, a number ("Sinds 2019", "In het weekend"). */
const ADVERBIAL_FRONT =
  /^(?:\d|['’]s |(?:sinds|als|in|op|om|voor|na|bij|met|van|naar|tot|tijdens|vanaf|vorig|vorige|volgend|volgende|elke|elk|iedere|ieder|vandaag|gisteren|morgen|vroeger|nu|soms|vaak|altijd|meestal|eigenlijk|helaas|twee keer|drie keer|dit jaar|deze week|deze zomer|deze winter|deze maand|dit weekend)(?!\p{L}))/iu;
/** A fronted element (at most six words, no comma), the verb, then "ik": "Sinds 2019 woon ik …". */
const INVERTED = new RegExp(
  `^((?:[\\p{L}\\d.'’-]+ ){1,6}?)(?!${NOT_A_VERB}(?!\\p{L}))(\\p{Ll}+) ik( me)?(?!\\p{L})(.*)$`,
  "su",
);

/** "Ik woon …" → "Sanne woont …"; "Sinds 2019 woon ik …" → "Sinds 2019 woont Sanne …" (the verb second). */
function rewriteSubject(s: string, subject: string, inner: string): string | null {
  const lead = /^Ik (\p{L}+)( me(?!\p{L}))?(.*)$/su.exec(s);
  if (lead) {
    const [, verb = "", reflexive = "", rest = ""] = lead;
    const third = thirdPersonOfNl(verb);
    return third ? secondClauses(`${subject} ${third}${reflexive ? " zich" : ""}${rest}`, inner) : null;
  }
  const inverted = INVERTED.exec(s);
  if (inverted) {
    const [, front = "", verb = "", reflexive = "", rest = ""] = inverted;
    // "De nieuwe buurman vind ik aardig": a noun phrase in front may be the object; only an adverbial is sure.
    if (!ADVERBIAL_FRONT.test(front)) return null;
    const third = thirdPersonOfNl(verb);
    return third ? secondClauses(`${front}${third} ${inner}${reflexive ? " zich" : ""}${rest}`, inner) : null;
  }
  return null;
}

/**
 * The user's name from a Dutch identity fact ("Ik heet Sanne", "Mijn naam is Eva de Boer"), with
 * the surname's prefixes ("de", "van", "van der", "ter").
 */
export const DUTCH_NAME_FACT =
  /(?<!\p{L})(?:[Ii]k heet|[Mm]ijn (?:voor)?naam is)\s+(\p{Lu}\p{Ll}+(?:(?: (?:van|de|der|den|het|ter|te|in|op)){0,3}[ -]\p{Lu}\p{Ll}+)?)/u;
