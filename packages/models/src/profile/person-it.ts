import { isItalianThirdPerson, italianThirdPerson, italianThirdPlural } from "../local/italian-verb-forms.ts";
import { Guess, guess } from "./guess.ts";

/**
 * An Italian fact in the first person rewritten about its subject in the third person, for an
 * Italian bio (Serianni, Grammatica italiana): "Lavoro a Torino." → "Giulia lavora a Torino.", "Non
 * mangio carne." → "Giulia non mangia carne.", "Mi sono trasferita a Milano." → "Giulia si è
 * trasferita a Milano.", "Mi piace il cinema." → "A Giulia piace il cinema.", "Mia sorella vive a
 * Roma." → "La sorella di Giulia vive a Roma.", "Mio marito e io abbiamo …" → "Giulia e suo marito
 * hanno …". The user's own adjectives and participles keep their gender ("Sono sposata"). What it
 * cannot say without a guess is no sentence (null): an object "mi" or "me" by another subject ("mia
 * madre mi chiama": "la" or "lo"?), who "noi" are, a word after "e" that may be a noun ("… e studio").
 */
export function toThirdPersonIt(sentence: string, subject: string): string | null {
  // A bio states sentences; a longer "fact" is a pasted text, and some checks below read what
  // precedes each clause (quadratic on 100 kB: 5 s before this cap).
  if (sentence.length > MAX_FACT_CHARS) return null;
  try {
    return rewrite(sentence.trim().replace(/^[Ii]o,?\s+(?!e\s)/u, ""), subject);
  } catch (error) {
    if (error instanceof Guess) return null;
    throw error;
  }
}

/** The longest fact a bio rewrites, in characters. */
export const MAX_FACT_CHARS = 600;

function rewrite(s: string, subject: string): string | null {
  const start = capitalise(s);
  const lead = s.startsWith(`${subject} `)
    ? s
    : (leadOf(start, subject) ??
      pairLead(start, subject) ??
      ownedLead(start, subject) ??
      frontedLead(s, subject));
  if (lead === null) return null;
  const out = subordinateClauses(secondPredicates(lead))
    // An enclitic of an infinitive or a gerund: "ricordarmi" → "ricordarsi", "alzandomi" → "alzandosi".
    .replace(/(?<=\p{L}(?:r|ndo))mi(?!\p{L})/gu, "si")
    .replace(/(?<!\p{L})(mio|mia|miei|mie)(?!\p{L})/giu, (w: string) =>
      matchCase(OWN[w.toLowerCase()] ?? w, w),
    );
  if (FIRST_PERSON_LEFT.test(out) || firstPlural(out)) return null;
  return /[.!?…]["'’”»)\]]*$/u.test(out) ? out : `${out}.`;
}

const OWN: Record<string, string> = { mio: "suo", mia: "sua", miei: "suoi", mie: "sue" };
/** Any word of the first person left: no sentence of the bio may carry one ("sono" may be "they are"). */
const FIRST_PERSON_LEFT =
  /(?<!\p{L})(?:io|mi|me|noi|nostro|nostra|nostri|nostre|ho|vado|faccio|posso|voglio|devo|sto)(?!\p{L})/iu;
const firstPlural = (s: string) =>
  [...s.matchAll(/(?<!\p{L})\p{L}+(?:iamo|avamo|evamo|ivamo)(?!\p{L})/giu)].some(
    (m) => italianThirdPlural(m[0]) !== null,
  );
/** Adverbs and the negation before the verb, kept there ("Non sono mai stata …"). */
const BEFORE_THE_VERB = /^((?:(?:non|già|ancora|anche|sempre|spesso|ormai|appena|solo|ora|adesso) )*)/iu;
/** Verbs whose person is a dative ("mi piace", "mi manca", "mi fa male"). */
const DATIVE_VERBS =
  /^(?:piace|piacciono|piaceva|piacevano|piacerebbe|piacerebbero|è piaciuto|è piaciuta|manca|mancano|mancava|mancavano|interessa|interessano|serve|servono|sembra|pare|dispiace|succede|capita|basta|resta|restano|fa|fanno)$/u;

function leadOf(s: string, subject: string): string | null {
  const adverbs = BEFORE_THE_VERB.exec(s)?.[1] ?? "";
  const rest = s.slice(adverbs.length);
  const before = adverbs.toLowerCase();
  const clitic = /^(mi|me ne|lo|la|li|le|ne|ci|gli) (\p{L}+)(.*)$/isu.exec(rest);
  if (clitic) {
    const [, pronoun = "", verb = "", tail = ""] = clitic;
    const p = pronoun.toLowerCase();
    if (p === "mi" && DATIVE_VERBS.test(verb)) return `A ${subject} ${before}${verb}${tail}`;
    const third = italianThirdPerson(verb);
    if (!third) return null;
    const object = p === "mi" ? "si" : p === "me ne" ? "se ne" : p;
    return `${subject} ${before}${object} ${third}${tail}`;
  }
  const verb = /^(\p{L}+)(.*)$/su.exec(rest);
  const third = verb?.[1] ? italianThirdPerson(verb[1]) : null;
  return verb && third ? `${subject} ${before}${third}${verb[2] ?? ""}` : null;
}

/** "Mio marito e io abbiamo …", "Io e mia sorella siamo …" → "Giulia e suo marito hanno …": a plural subject. */
function pairLead(s: string, subject: string): string | null {
  const pair = /^(?:(Mio|Mia) (\p{Ll}+) e io|Io e (mio|mia) (\p{Ll}+)) (?:(ci) )?(\p{Ll}+)(.*)$/su.exec(s);
  if (!pair) return null;
  const [, own1, noun1, own2, noun2, ci, verb = "", rest = ""] = pair;
  const plural = italianThirdPlural(verb);
  if (!plural) return null;
  const own = (own1 ?? own2 ?? "").toLowerCase() === "mio" ? "suo" : "sua";
  const theirs = rest.replace(/(?<!\p{L})nostr[oaie](?!\p{L})/gu, "loro");
  return `${subject} e ${own} ${noun1 ?? noun2} ${ci ? "si " : ""}${plural}${theirs}`;
}

/**
 * "Mia sorella vive a Roma" → "La sorella di Giulia vive a Roma", "I miei genitori …" → "I genitori
 * di Giulia …": the possessive tells the article; only when the noun's verb follows it.
 */
function ownedLead(s: string, subject: string): string | null {
  const owned = /^(?:(Il|La|I|Le) )?([Mm]io|[Mm]ia|[Mm]iei|[Mm]ie) (\p{Ll}+)(?= )(.*)$/su.exec(s);
  if (!owned) return null;
  const [, , possessive = "", noun = "", rest = ""] = owned;
  const verb = /^ (?:(?:si|non|ci|ne|gli|le|lo|la|l['’]) ?)*(\p{L}+)/u.exec(rest)?.[1] ?? "";
  if (!isItalianThirdPerson(verb)) return null;
  return `${articleOf(possessive.toLowerCase(), noun)}${noun} di ${subject}${rest}`;
}

/** The definite article for a noun whose possessive gave its gender and number (Serianni IV). */
function articleOf(possessive: string, noun: string): string {
  const vowel = /^[aeiouàèéìòù]/iu.test(noun);
  const s = /^(?:s[^aeiou]|z|gn|ps|x|y)/iu.test(noun);
  if (possessive === "mia") return vowel ? "L'" : "La ";
  if (possessive === "mie") return "Le ";
  if (possessive === "miei") return vowel || s ? "Gli " : "I ";
  return vowel ? "L'" : s ? "Lo " : "Il ";
}

/** Adverbials of time or place before the main clause ("Nel 2019 mi sono trasferita …", "Ogni estate vado …"). */
const FRONTED =
  /^(?:nel|nella|nei|dal|dalla|dai|da|a|in|ogni|il|la|i|le|l['’]|quest[oa]|ieri|oggi|domani|adesso|ora|prima|dopo|d['’])(?!\p{L})/iu;
/** Subordinators whose fronted clause ends at its comma ("Quando ero piccola, …"). */
const FRONTED_CLAUSE = /^(?:quando|se|mentre|anche se|dopo che|prima che)(?!\p{L})/iu;
/** Determiners and prepositions: the word after one is a noun or an infinitive, never a finite verb. */
const DETERMINERS = new Set(
  "il lo la i gli le un uno una del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle nel nello nella nei negli nelle sul sullo sulla sui sugli sulle di a da in con su per tra fra tuo tua suo sua questo questa quel quella ogni tutto tutta tutti tutte molto molta molti molte poco".split(
    " ",
  ),
);

function frontedLead(s: string, subject: string): string | null {
  const clause = FRONTED_CLAUSE.test(s);
  if (!clause && !FRONTED.test(s)) return null;
  const comma = s.indexOf(", ");
  if (clause && comma < 0) return null;
  if (comma > 0) {
    const main = leadOf(capitalise(s.slice(comma + 2)), subject);
    return main === null ? null : `${s.slice(0, comma)}, ${main}`;
  }
  const words = [...s.matchAll(/[\p{L}\d]+/gu)];
  const verb = words.findIndex(
    (w, i) =>
      i > 0 &&
      /^\p{Ll}/u.test(w[0]) &&
      !DETERMINERS.has(words[i - 1]?.[0].toLowerCase() ?? "") &&
      italianThirdPerson(w[0]) !== null,
  );
  if (verb < 0) return null;
  let start = verb;
  while (
    start > 1 &&
    /^(?:mi|me|ne|lo|la|li|le|ci|gli|non|già|sempre|anche)$/u.test(words[start - 1]?.[0] ?? "")
  )
    start--;
  const at = words[start]?.index ?? 0;
  const main = leadOf(capitalise(s.slice(at)), subject);
  return main === null ? null : `${s.slice(0, at)}${main}`;
}

/** First persons that are also everyday nouns: after "e" at the end of a sentence, a noun may be meant. */
const NOUN_TWINS = new Set("lavoro studio gioco sogno viaggio cambio ballo canto disegno corso".split(" "));

/**
 * "Sono infermiera e lavoro di notte" → "… e lavora di notte", "… quindi la mattina dormo" → "…
 * dorme": a second predicate of the user's, after a coordinator or a connective and an adverbial.
 */
function secondPredicates(s: string): string {
  return s.replace(
    /(?<!\p{L})(e|ma|o|poi|però|quindi|così|allora|infatti) ((?:(?:non|già|ancora|anche|sempre|spesso|poi|(?:la|il|di|a) (?:mattina|sera|notte|pomeriggio|sabato|domenica|solito|volte)) )*)(?:(mi|lo|la|li|le|ne|ci) )?(\p{Ll}+)(?=(\s*[.,;!?]|$)?)/gu,
    (
      whole,
      and: string,
      adverbs: string,
      clitic: string | undefined,
      word: string,
      end: string | undefined,
    ) => {
      // "… e mi piace": "le" or "gli" would need the user's gender.
      if (clitic === "mi" && DATIVE_VERBS.test(word)) return guess();
      const third = italianThirdPerson(word);
      if (!third) return whole;
      if (end !== undefined && NOUN_TWINS.has(word)) return guess();
      const object = clitic === "mi" ? "si " : clitic ? `${clitic} ` : "";
      return `${and} ${adverbs}${object}${third}`;
    },
  );
}

/** "… quando cucino", "… perché vivo qui", "… che voglio …": a subordinate verb in the first person is the user's. */
function subordinateClauses(s: string): string {
  return s.replace(
    /(?<!\p{L})(che|quando|perché|se|mentre|dove|finché|appena) ((?:(?:non|già|ancora|anche|sempre|spesso) )*)(?:(mi|lo|la|li|le|ne|ci) )?((?-i:\p{Ll}+))/giu,
    (whole, conjunction: string, adverbs: string, clitic: string | undefined, word: string) => {
      if (clitic === "mi" && DATIVE_VERBS.test(word)) return guess();
      const third = italianThirdPerson(word);
      if (!third) return whole;
      const object = clitic === "mi" ? "si " : clitic ? `${clitic} ` : "";
      return `${conjunction} ${adverbs}${object}${third}`;
    },
  );
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function matchCase(word: string, like: string): string {
  return like.charAt(0) === like.charAt(0).toUpperCase()
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : word;
}

/** The user's name from an Italian identity fact ("Mi chiamo Giulia", "Il mio nome è Giulia"). */
export const ITALIAN_NAME_FACT =
  /(?<!\p{L})(?:[Mm]i chiamo|[Ii]l mio nome è)\s+(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?)/u;
