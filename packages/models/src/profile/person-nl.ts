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
  doe: "doet",
  sta: "staat",
  sla: "slaat",
  zie: "ziet",
};

/** Strong and irregular past tenses, the same in the first and third person singular. */
const STRONG_PAST =
  /^(?:was|had|ging|kon|wou|zou|moest|mocht|wist|dacht|deed|kwam|zag|gaf|nam|liep|bleef|werd|reed|schreef|las|at|dronk|zong|vond|begon|sprak|trok|vloog|zat|stond|lag|hield|kreeg|koos)$/u;

/**
 * The third person singular of a Dutch first person singular: the stem with "-t" ("woon" →
 * "woont", "vind" → "vindt"), a stem in "-t" unchanged ("zit", "eet"), the irregular verbs; a
 * weak past ("woonde", "werkte") and a strong one ("was", "ging") stay. Null for what is no such form.
 */
export function thirdPersonOfNl(verb: string): string | null {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular;
  if (STRONG_PAST.test(lower) || /[dt]e$/u.test(lower)) return lower;
  if (!/^\p{Ll}+$/u.test(lower) || /[aeiou]$/u.test(lower)) return null;
  return /t$/u.test(lower) ? lower : `${lower}t`;
}

/** A pronoun or possessive of the first person left after the rewrite: its third person needs the user's gender or is a group. */
const FIRST_PERSON_LEFT = /(?<!\p{L})(?:ik|me|mij|mijn|we|wij|ons|onze)(?!\p{L})/iu;

/** "Sannes", "Kees'": the genitive of a name before its noun. */
export function genitiveOfNl(name: string): string {
  return /[sxz]$/u.test(name) ? `${name}'` : `${name}s`;
}

/** The sentence about `subject` in the third person, or null when it cannot be said without a guess. */
export function toThirdPersonNl(sentence: string, subject: string, named: boolean): string | null {
  let s = sentence.trim();
  s = rewriteSubject(s, subject) ?? s;
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

/** Conjunctions and pronouns that may stand before "ik" and are no verb ("Mijn man en ik …", "toen ik …"). */
const NOT_A_VERB =
  "(?:en|maar|of|want|dus|toen|omdat|als|dat|wanneer|terwijl|nadat|voordat|sinds|tot|zodat|hoewel|zoals|waar|wat|wie|die)";

/** "…, en ik woon …" → "…, en Eva woont …": a second clause of the user's names them again, never "ze" or "hij". */
function secondClauses(s: string, subject: string): string {
  return s.replace(/(?<!\p{L})(en|maar) ik (\p{L}+)/gu, (whole, and: string, verb: string) => {
    const third = thirdPersonOfNl(verb);
    return third ? `${and} ${subject} ${third}` : whole;
  });
}

/** A fronted element (at most six words, no comma), the verb, then "ik": "Sinds 2019 woon ik …". */
const INVERTED = new RegExp(
  `^((?:[\\p{L}\\d.-]+ ){1,6}?)(?!${NOT_A_VERB}(?!\\p{L}))(\\p{Ll}+) ik( me)?(?!\\p{L})(.*)$`,
  "su",
);

/** "Ik woon …" → "Sanne woont …"; "Sinds 2019 woon ik …" → "Sinds 2019 woont Sanne …" (the verb second). */
function rewriteSubject(s: string, subject: string): string | null {
  const lead = /^Ik (\p{L}+)( me(?!\p{L}))?(.*)$/su.exec(s);
  if (lead) {
    const [, verb = "", reflexive = "", rest = ""] = lead;
    const third = thirdPersonOfNl(verb);
    return third ? secondClauses(`${subject} ${third}${reflexive ? " zich" : ""}${rest}`, subject) : null;
  }
  const inverted = INVERTED.exec(s);
  if (inverted) {
    const [, front = "", verb = "", reflexive = "", rest = ""] = inverted;
    const third = thirdPersonOfNl(verb);
    return third
      ? secondClauses(`${front}${third} ${subject}${reflexive ? " zich" : ""}${rest}`, subject)
      : null;
  }
  return null;
}

/**
 * The user's name from a Dutch identity fact ("Ik heet Sanne", "Mijn naam is Eva de Boer"), with
 * the surname's prefixes ("de", "van", "van der", "ter").
 */
export const DUTCH_NAME_FACT =
  /(?<!\p{L})(?:[Ii]k heet|[Mm]ijn (?:voor)?naam is)\s+(\p{Lu}\p{Ll}+(?:(?: (?:van|de|der|den|het|ter|te|in|op)){0,3}[ -]\p{Lu}\p{Ll}+)?)/u;
