/**
 * GENDER_FROM_OWN_WORDS: the user's grammatical gender, only as the user stated it in their own
 * facts, for the pronouns of a bio ("parce qu'elle dort mal"). What tells it: a first person with a
 * word that agrees with the speaker (French "je suis née", "je suis infirmière"; Spanish "estoy
 * casada"; Italian "sono nata"), a noun for oneself that has a gender and ends the phrase (German
 * "Ich bin Lehrerin", Dutch "ik ben moeder", English "I'm a mother"), stated pronouns ("my pronouns
 * are she/her"). Quoted or reported words are someone else's ("My wife said: 'I am a mother'") and
 * are read no further. Null when nothing tells it, when the facts disagree, or when the user gave
 * "they/them": the writers then leave out what would need a pronoun.
 */
export type Gender = "f" | "m";

/** A gendered noun ends its phrase: "a mother of two", "Mutter von zwei Kindern", not "a girl dad", "Frau Müllers". */
const ENDS = String.raw`(?=\s*(?:$|[.,;:!?)]|(?:of|and|to|who|with|in|at|for|from|und|von|aus|bei|mit|seit|van|en|met|uit)(?!\p{L})))`;
/** Where a first person starts its clause: the sentence's start, a punctuation mark, a conjunction, "yo". */
const CLAUSE = String.raw`(?:^|[,;.!?]\s*|(?<!\p{L})(?:y|e|pero|porque|yo|e|ma|perché|io)\s+)`;

const FEMININE: RegExp[] = [
  /(?<!\p{L})(?:je (?:ne )?(?:suis|me suis|serai)|j['’]étais) (?:(?:pas|très|enfin|toujours|encore|déjà|un peu|si|tellement|assez|trop|vraiment|plutôt|devenue|restée) )*(?!athée)\p{L}*(?:ée|ées|\p{L}{2}(?<![qg])ue|euse|rice|ière|ienne|ive|elle|onne|ante|ente)(?!\p{L})/iu,
  /(?<!\p{L})je suis (?:mère|maman|enceinte|une femme|grand-mère)(?!\p{L})/iu,
  new RegExp(
    `${CLAUSE}(?:soy|estoy|me siento) (?:muy |tan |bastante |no )?(?!nada|ahora)\\p{L}*(?:ada|ida|ora|ana|ina|esa|osa)(?!\\p{L})`,
    "iu",
  ),
  new RegExp(
    `${CLAUSE}(?:sono|ero) (?:molto |così |già |stata )?\\p{L}*(?:ata|uta|ita|essa|trice|iera|ana|ina)(?!\\p{L})`,
    "iu",
  ),
  new RegExp(
    `(?<!\\p{L})[Ii]ch bin (?:eine |die )?(?:\\p{Lu}\\p{L}*(?:erin|entin|antin|istin|rztin|öchin|ochin|eurin)|Mutter|Frau|Tochter|Schwester|Oma|Großmutter)${ENDS}`,
    "u",
  ),
  new RegExp(
    `(?<!\\p{L})[Ii]k ben (?:een |de )?(?:moeder|vrouw|dochter|zus|oma|verpleegster|lerares|actrice)${ENDS}`,
    "u",
  ),
  new RegExp(
    `(?<!\\p{L})I(?:'m| am) (?:a |an |the )?(?:proud |single |working |stay-at-home |new )?(?:mother|mum|mom|wife|woman|girl|daughter|sister|grandmother|grandma|aunt|girlfriend|widow)${ENDS}`,
    "u",
  ),
  /(?<!\p{L})my pronouns are she(?!\p{L})/iu,
];

const MASCULINE: RegExp[] = [
  // Only forms whose feminine differs in writing: "-é" ("né", "marié"), "-eux", "-ier", "-u" ("venu");
  // not a participle before its direct object, which does not agree ("je me suis cassé le poignet").
  /(?<!\p{L})(?:je (?:ne )?(?:suis|me suis|serai)|j['’]étais) (?:(?:pas|très|enfin|toujours|encore|déjà|un peu|si|tellement|assez|trop|vraiment|plutôt|devenu|resté) )*\p{L}*(?:\p{L}é|\p{L}és|eux|ier|\p{L}{2}u)(?!\p{L})(?! (?:le|la|les|l['’]|un|une|des|mon|ma|mes|son|sa|ses)(?!\p{L}))/iu,
  /(?<!\p{L})je suis (?:père|papa|un homme|grand-père)(?!\p{L})/iu,
  new RegExp(
    `${CLAUSE}(?:soy|estoy|me siento) (?:muy |tan |bastante |no )?(?!mejor|peor|mayor|menor|después|color|favor)\\p{L}*(?:ado|ido|or|ano|ino|és|oso)(?!\\p{L})`,
    "iu",
  ),
  new RegExp(
    `${CLAUSE}(?:sono|ero) (?:molto |così |già |stato )?(?!vicino|lontano)\\p{L}*(?:ato|uto|ito|iere|tore|ano|ino)(?!\\p{L})`,
    "iu",
  ),
  new RegExp(`(?<!\\p{L})[Ii]ch bin (?:ein |der )?(?:Vater|Mann|Sohn|Bruder|Opa|Großvater)${ENDS}`, "u"),
  new RegExp(`(?<!\\p{L})[Ii]k ben (?:een |de )?(?:vader|man|zoon|broer|opa)${ENDS}`, "u"),
  new RegExp(
    `(?<!\\p{L})I(?:'m| am) (?:a |an |the )?(?:proud |single |working |stay-at-home |new )?(?:father|dad|husband|man|guy|boy|son|brother|grandfather|grandpa|uncle|boyfriend|widower)${ENDS}`,
    "u",
  ),
  /(?<!\p{L})my pronouns are he(?!\p{L})/iu,
];

/** "they/them": the user asked for no gendered pronoun. */
const NEITHER =
  /(?<!\p{L})my pronouns are they(?!\p{L})|(?<!\p{L})I(?:'m| am) (?:non-binary|nonbinary|genderqueer|agender)(?!\p{L})/iu;
/** Quoted words, and what follows a colon (reported speech, a label): someone else's words, or none. */
const QUOTED = /«[^»]*»|"[^"]*"|“[^”]*”|„[^“”]*[“”]|:.*$/gsu;

/** The user's gender from their own facts' texts, or null (nothing said, disagreeing, or "they"). */
export function genderFromOwnWords(contents: string[]): Gender | null {
  let feminine = false;
  let masculine = false;
  for (const content of contents) {
    const text = content.replace(QUOTED, " ");
    if (NEITHER.test(text)) return null;
    if (FEMININE.some((p) => p.test(text))) feminine = true;
    else if (MASCULINE.some((p) => p.test(text))) masculine = true;
  }
  return feminine === masculine ? null : feminine ? "f" : "m";
}
