import { isItalianThirdPerson, italianThirdPerson, italianThirdPlural } from "../local/italian-verb-forms.ts";
import { italianVerbRank } from "../local/italian-verbs.ts";
import { capitaliseFirst, matchCase } from "../text/case.ts";
import { guess, sayOrLeaveOut } from "./guess.ts";

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
  return sayOrLeaveOut(sentence, (said) => rewrite(said.trim().replace(/^[Ii]o,?\s+(?!e\s)/u, ""), subject));
}

function rewrite(s: string, subject: string): string | null {
  const start = capitaliseFirst(s);
  // A fact that names the user already; not when it also speaks in the first person ("Serena è la
  // mia migliore amica": another Serena).
  const named =
    s.startsWith(`${subject} `) &&
    !FIRST_PERSON_LEFT.test(s) &&
    !/(?<!\p{L})(?:mio|mia|miei|mie)(?!\p{L})/iu.test(s);
  const owned = named
    ? null
    : (leadOf(start, subject) ?? pairLead(start, subject)) === null
      ? ownedLead(start, subject)
      : null;
  const lead = named
    ? s
    : (leadOf(start, subject) ?? pairLead(start, subject) ?? owned ?? frontedLead(s, subject));
  if (lead === null) return null;
  // Under another subject ("Mio marito vuole portarmi …") an enclitic "mi" is the user as object:
  // "la" or "lo" (Serianni VII) would need the user's gender.
  if (owned !== null && /(?<=\p{L}(?:r|ndo))mi(?!\p{L})/u.test(lead)) return null;
  const out = subordinateClauses(secondPredicates(lead, owned !== null))
    // An enclitic of an infinitive or a gerund: "ricordarmi" → "ricordarsi", "alzandomi" → "alzandosi";
    // only on an infinitive that is one once its "-e" is back ("vermi", "germi" are nouns).
    .replace(/(?<!\p{L})(\p{L}+?)(r|ndo)mi(?!\p{L})/gu, (whole: string, stem: string, end: string) =>
      end === "ndo" || isInfinitive(`${stem}re`) || isInfinitive(`${stem}rre`) ? `${stem}${end}si` : whole,
    )
    .replace(/(?<!\p{L})(mio|mia|miei|mie)(?!\p{L})/giu, (w: string) =>
      matchCase(OWN[w.toLowerCase()] ?? w, w),
    );
  if (FIRST_PERSON_LEFT.test(out) || firstPlural(out) || FIRST_FUTURE_LEFT.test(out)) return null;
  return /[.!?…]["'’”»)\]]*$/u.test(out) ? out : `${out}.`;
}

/** An infinitive, or one with a prefix ("iscrivere": "scrivere"); "vere", "gere", "are" ("vermi", "germi", "armi") are none. */
function isInfinitive(word: string): boolean {
  const w = word.toLowerCase();
  for (let i = 0; i <= w.length - 5; i++) if (italianVerbRank(w.slice(i)) !== undefined) return true;
  return false;
}

const OWN: Record<string, string> = { mio: "suo", mia: "sua", miei: "suoi", mie: "sue" };
/** Any word of the first person left: no sentence of the bio may carry one ("sono" may be "they are"). */
const FIRST_PERSON_LEFT =
  /(?<!\p{L})(?:io|mi|me|noi|nostro|nostra|nostri|nostre|ho|vado|faccio|posso|voglio|devo|sto)(?!\p{L})/iu;
/** A future in the first person left ("avrò", "farò"): "-rò" is the first person's only (Serianni XI). */
const FIRST_FUTURE_LEFT = /(?<!\p{L})(?!però|perciò)\p{Ll}{2,}rò(?!\p{L})/u;
const firstPlural = (s: string) =>
  [...s.matchAll(/(?<!\p{L})\p{L}+(?:iamo|avamo|evamo|ivamo)(?!\p{L})/giu)].some(
    (m) => italianThirdPlural(m[0]) !== null,
  );
/** Adverbs and the negation before the verb, kept there ("Non sono mai stata …"). */
const BEFORE_THE_VERB = /^((?:(?:non|già|ancora|anche|sempre|spesso|ormai|appena|solo|ora|adesso) )*)/iu;
/** Verbs whose person is a dative ("mi piace", "mi manca", "mi fa male"). */
const DATIVE_VERBS =
  /^(?:piace|piacciono|piaceva|piacevano|piacerebbe|piacerebbero|è piaciuto|è piaciuta|manca|mancano|mancava|mancavano|dà|danno|interessa|interessano|serve|servono|sembra|pare|dispiace|succede|capita|basta|resta|restano|fa|fanno)$/u;

function leadOf(s: string, subject: string, atStart = true): string | null {
  const adverbs = BEFORE_THE_VERB.exec(s)?.[1] ?? "";
  const rest = s.slice(adverbs.length);
  const before = adverbs.toLowerCase();
  const clitic = /^(mi|me ne|lo|la|li|le|ne|ci|gli) (\p{L}+)(.*)$/isu.exec(rest);
  if (clitic) {
    const [, pronoun = "", verb = "", tail = ""] = clitic;
    const p = pronoun.toLowerCase();
    if (p === "mi" && DATIVE_VERBS.test(verb)) {
      // "Mi fa arrabbiare": a causative "fare" with an intransitive infinitive takes "la"/"lo", not
      // a dative (Serianni XI, costrutto causativo).
      if (/^fa(?:nno)?$/u.test(verb) && /^ (?!piacere)\p{Ll}+(?:are|ere|ire|rsi)(?!\p{L})/u.test(tail))
        return null;
      return `A ${subject} ${before}${verb}${tail}`;
    }
    const third = italianThirdPerson(verb);
    if (!third) return null;
    // "Lo studio in cui lavoro è …", "Lo scambio Erasmus è stato …": "lo", "la", "gli", "le" are also
    // articles (Serianni IV); a later main verb of its own makes the word a noun.
    if (atStart && /^(?:lo|la|li|le|gli)$/u.test(p) && ownMainVerb(tail)) return null;
    const object = p === "mi" ? "si" : p === "me ne" ? "se ne" : p;
    return `${subject} ${before}${object} ${third}${tail}`;
  }
  const verb = /^(\p{L}+)(.*)$/su.exec(rest);
  const third = verb?.[1] ? italianThirdPerson(verb[1]) : null;
  if (!verb || !third) return null;
  // At the start of the fact only: after a relative ("… con cui esco si chiama …") the main verb follows.
  if (atStart && nameLike(verb[2] ?? "")) return null;
  return `${subject} ${before}${third}${verb[2] ?? ""}`;
}

/**
 * After a first word read as a first person, what shows it is a name or a noun ("Guido è mio
 * cugino", "Salvo, il mio compagno, fa …", "Marco e mia sorella si sposano"): a finite verb
 * straight after it, an apposition and then a verb, "e" and a possessive.
 */
function nameLike(tail: string): boolean {
  return (
    /^ (?:è|era|ha|hanno|sono|fa|va|sta|si)(?!\p{L})/u.test(tail) ||
    /^, (?:il|la|lo|l['’]|un|una|uno|mio|mia)(?!\p{L})[^,]*, (?:(?:non|si|ci|ne|mi|lo|la) )*\p{Ll}+/u.test(
      tail,
    ) ||
    /^ e (?:mio|mia|miei|mie)(?!\p{L})/u.test(tail)
  );
}

/** A finite "è", "ha", "era", "sono" in the tail that no conjunction, relative or comma brings in: the main verb. */
function ownMainVerb(tail: string): boolean {
  let opened = false;
  for (const m of tail.matchAll(/[\p{L}\d]+|[,;:]/gu)) {
    const w = m[0].toLowerCase();
    if (/^(?:che|cui|quale|dove|quando|perché|se|mentre|come|e|ed|ma|o|però|quindi|poi|[,;:])$/u.test(w))
      opened = true;
    else if (
      /^(?:è|era|ha|hanno|sono|fu)$/u.test(w) ||
      (/^\p{Ll}/u.test(m[0]) && italianThirdPerson(w) !== null)
    ) {
      if (!opened) return true;
      opened = false;
    }
  }
  return false;
}

/** "Mio marito e io abbiamo …", "Io e mia sorella siamo …" → "Giulia e suo marito hanno …": a plural subject. */
function pairLead(s: string, subject: string): string | null {
  const pair = /^(?:(Mio|Mia) (\p{Ll}+) e io|Io e (mio|mia) (\p{Ll}+)) (?:(ci) )?(\p{Ll}+)(.*)$/su.exec(s);
  if (!pair) return null;
  const [, own1, noun1, own2, noun2, ci, verb = "", rest = ""] = pair;
  const plural = italianThirdPlural(verb);
  if (!plural) return null;
  const own = (own1 ?? own2 ?? "").toLowerCase() === "mio" ? "suo" : "sua";
  // "… deciso di trasferirci": "ci" is "us" (→ "si") or "there" ("andarci"): a guess.
  if (/\p{L}(?:r|ndo)ci(?!\p{L})/u.test(rest)) return null;
  const theirs = rest.replace(/(?<!\p{L})nostr[oaie](?!\p{L})/gu, "loro");
  return `${subject} e ${own} ${noun1 ?? noun2} ${ci ? "si " : ""}${plural}${theirs}`;
}

/**
 * "Mia sorella vive a Roma" → "La sorella di Giulia vive a Roma", "I miei genitori …" → "I genitori
 * di Giulia …": the possessive tells the article; only when the noun's verb follows it.
 */
function ownedLead(s: string, subject: string): string | null {
  const owned =
    /^(?:(Il|La|I|Le) )?([Mm]io|[Mm]ia|[Mm]iei|[Mm]ie) (\p{Ll}+)(?: (\p{Lu}\p{Ll}+))?(?= )(.*)$/su.exec(s);
  if (!owned) return null;
  const [, , possessive = "", noun = "", name, rest = ""] = owned;
  // Clitics before the verb, each a word of its own ("la" in "lavora" is none).
  const verb = /^ (?:(?:si|non|ci|ne|gli|le|lo|la) |l['’])*(\p{L}+)/u.exec(rest)?.[1] ?? "";
  if (!isItalianThirdPerson(verb)) return null;
  // "Mio padre ci ha regalato …": "ci" may be "us" (Serianni VII) — a guess.
  if (
    /^ (?:non )?ci (?!(?:vado|va|vanno|sta|stanno|vive|vivono|abita|abitano|torna|tornano)(?!\p{L}))/u.test(
      rest,
    )
  )
    return null;
  // The user's things after another subject: "con mio marito" → "con il marito di Giulia", never
  // "suo marito", whose owner would be that subject (Serianni VII, possessivi di terza persona).
  const tail = rest.replace(
    /(?<!\p{L})(?:(il|lo|la|l['’]|i|gli|le|(?:d|a|da|ne|su|co)(?:l|llo|lla|ll['’]|i|gli|lle)) )?(mio|mia|miei|mie) (\p{Ll}+)/gu,
    (_w: string, article: string | undefined, own: string, thing: string) =>
      `${article ? `${article}${/['’]$/u.test(article) ? "" : " "}` : articleOf(own, thing).toLowerCase()}${thing} di ${subject}`,
  );
  return `${articleOf(possessive.toLowerCase(), noun)}${noun} di ${subject}${name ? `, ${name},` : ""}${tail}`;
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
  /^(?:(?:nel|nella|nei|dal|dalla|dai|da|a|in|ogni|il|la|i|le|quest[oa]|ieri|oggi|domani|adesso|ora|prima|dopo)(?!\p{L})|(?:l|d|quest)['’])/iu;
/**
 * After a bare article, a fronted adverbial is one of time ("il lunedì", "la mattina", "l'anno
 * scorso"; Serianni IV, complemento di tempo senza preposizione); "il mio primo viaggio …" is a subject.
 */
const ARTICLE_TIME =
  /^(?:il|la|i|le|l['’])\s*(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|mattina|mattino|sera|pomeriggio|notte|weekend|fine settimana|giorno|anno|mese|estate|inverno|primavera|autunno|settimana|\d+)(?!\p{L})/iu;
/** Subordinators whose fronted clause ends at its comma ("Quando ero piccola, …"). */
const FRONTED_CLAUSE = /^(?:quando|se|mentre|anche se|dopo che|prima che)(?!\p{L})/iu;
/** Determiners and prepositions: the word after one is a noun or an infinitive, never a finite verb. */
const DETERMINERS = new Set(
  "il lo la i gli le un uno una del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle nel nello nella nei negli nelle sul sullo sulla sui sugli sulle di a da in con su per tra fra mio mia miei mie tuo tua suo sua questo questa quel quella ogni tutto tutta tutti tutte molto molta molti molte poco".split(
    " ",
  ),
);

function frontedLead(s: string, subject: string): string | null {
  const clause = FRONTED_CLAUSE.test(s);
  if (!clause && !FRONTED.test(s)) return null;
  // A subject noun phrase, not an adverbial: only a first person after its relative ("Il ragazzo
  // con cui esco …", "Il gioco che preferisco …") is the user's.
  const subjectPhrase = !clause && /^(?:(?:il|la|i|le)\s|l['’])/iu.test(s) && !ARTICLE_TIME.test(s);
  const comma = s.indexOf(", ");
  if (clause && comma < 0) return null;
  if (comma > 0) {
    // "Prima lavoravo in banca, adesso …": a first person before the comma is a clause of its own.
    if (!clause && firstPersonIn(s.slice(0, comma))) return null;
    const main = leadOf(capitaliseFirst(s.slice(comma + 2)), subject);
    return main === null ? null : `${s.slice(0, comma)}, ${main}`;
  }
  const words = [...s.matchAll(/[\p{L}\d]+/gu)];
  const candidate = (i: number) => {
    const w = words[i]?.[0] ?? "";
    return (
      i > 0 &&
      /^\p{Ll}/u.test(w) &&
      !DETERMINERS.has(words[i - 1]?.[0].toLowerCase() ?? "") &&
      italianThirdPerson(w) !== null
    );
  };
  const CLITIC = /^(?:mi|me|ne|lo|la|li|le|ci|gli)$/u;
  // "Nel tempo libero gioco …": of two first persons in a row the first is an adjective of the
  // adverbial's noun; the finite verb is the one its complement or a clitic follows.
  const verb = words.findIndex(
    (_w, i) =>
      candidate(i) && !candidate(i + 1) && !(CLITIC.test(words[i + 1]?.[0] ?? "") && candidate(i + 2)),
  );
  if (verb < 0) return null;
  if (subjectPhrase && !/^(?:che|cui|dove)$/u.test(words[verb - 1]?.[0] ?? "")) return null;
  // "Nel mio palazzo sono tutti anziani": "sono" with a plural after it is "they are".
  if (words[verb]?.[0] === "sono" && pluralAfter(s.slice((words[verb]?.index ?? 0) + 4))) return null;
  let start = verb;
  while (
    start > 1 &&
    /^(?:mi|me|ne|lo|la|li|le|ci|gli|non|già|sempre|anche)$/u.test(words[start - 1]?.[0] ?? "")
  )
    start--;
  const at = words[start]?.index ?? 0;
  const main = leadOf(capitaliseFirst(s.slice(at)), subject, !subjectPhrase);
  return main === null ? null : `${s.slice(0, at)}${main}`;
}

/** First persons that are also everyday nouns: after "e" at the end of a sentence, a noun may be meant. */
const NOUN_TWINS = new Set(
  "lavoro studio gioco sogno viaggio cambio ballo canto disegno corso sviluppo ricordo invito arrivo inizio pranzo".split(
    " ",
  ),
);

/**
 * "Sono infermiera e lavoro di notte" → "… e lavora di notte", "… quindi la mattina dormo" → "…
 * dorme": a second predicate of the user's, after a coordinator or a connective and an adverbial.
 */
function secondPredicates(s: string, otherSubject = false): string {
  return s.replace(
    /(?<!\p{L})(e|ma|o|poi|però|quindi|così|allora|infatti) ((?:(?:non|già|ancora|anche|sempre|spesso|poi|(?:la|il|di|a) (?:mattina|sera|notte|pomeriggio|sabato|domenica|solito|volte)) )*)(?:(mi|lo|la|li|le|ne|ci) )?(\p{Ll}+)(?=(\s*[.,;!?]|$)?)/gu,
    (
      whole,
      and: string,
      adverbs: string,
      clitic: string | undefined,
      word: string,
      end: string | undefined,
      offset: number,
    ) => {
      const read = verbAfterClitic(clitic, word, s.slice(offset + whole.length));
      if (read === "guess") return guess();
      if (!read) return whole;
      const { third, object } = read;
      // "Mio marito cucina e lavo i piatti": a first person after another subject is a new subject.
      if (otherSubject) return guess();
      if (
        NOUN_TWINS.has(word) &&
        (end !== undefined || nounFollows(s.slice(offset + whole.length)) || nounBefore(s.slice(0, offset)))
      )
        return guess();
      // "ed" before "è" (Serianni I, d eufonica).
      const conj = and === "e" && !adverbs && !object && /^[eè]/u.test(third) ? "ed" : and;
      return `${conj} ${adverbs}${object}${third}`;
    },
  );
}

/**
 * A first-person verb after a conjunction and its clitic, in the third person with the clitic it
 * takes ("mi alzo" → "si alza"); "guess" when the dative needs the user's gender ("e mi piace":
 * "le" or "gli"); null when the word stays: no verb, or "sono" with a plural after it, "they are"
 * (Serianni XI: "… e sono molto felici", "due figli che sono già grandi").
 */
function verbAfterClitic(
  clitic: string | undefined,
  word: string,
  after: string,
): { third: string; object: string } | "guess" | null {
  if (clitic === "mi" && DATIVE_VERBS.test(word)) return "guess";
  const third = italianThirdPerson(word);
  if (!third || (word === "sono" && pluralAfter(after))) return null;
  return { third, object: clitic === "mi" ? "si " : clitic ? `${clitic} ` : "" };
}

/** After "e lavoro", "e studio": what shows the word is a noun ("casa e lavoro quest'anno", "ricerca e sviluppo di …", "lavoro e studio da anni"). */
function nounFollows(after: string): boolean {
  return /^\s+(?:(?:di(?! (?:notte|giorno|sera|mattina|pomeriggio|solito))|del|della|dei|degli|delle|quest[oa]|oggi|ieri|adesso|ora)(?!\p{L})|quest['’])/u.test(
    after,
  );
}

/** Before "e": a bare noun after a preposition ("tra lavoro e studio", "in marketing e sviluppo"): like is coordinated with like. */
function nounBefore(before: string): boolean {
  return /(?<!\p{L})(?:tra|fra|in|di|con|per|da) \p{Ll}+\s*$/u.test(before);
}

/** A plural agreeing with "sono" after it: "sono tutti …", "sono già grandi", "sono molto felici". */
function pluralAfter(after: string): boolean {
  const next =
    /^\s+(?:(?:già|ancora|molto|così|sempre|tutti|tutte|entrambi|entrambe|ormai|davvero|tanto|troppo|più|meno|poco|abbastanza) )*(\p{Ll}+)/u.exec(
      after,
    );
  if (/^\s+(?:tutti|tutte|entrambi|entrambe)(?!\p{L})/u.test(after)) return true;
  const w = next?.[1] ?? "";
  return (
    /^\p{Ll}{3,}i$/u.test(w) &&
    !/^(?:dai|dei|nei|sui|coi|agli|degli|negli|sugli|dagli|così|lunedì|martedì|mercoledì|giovedì|venerdì)$/u.test(
      w,
    )
  );
}

/** A first person in a stretch of words (not its first word, not after a determiner). */
function firstPersonIn(stretch: string): boolean {
  const words = [...stretch.matchAll(/[\p{L}\d]+/gu)];
  return words.some(
    (w, i) =>
      i > 0 &&
      /^\p{Ll}/u.test(w[0]) &&
      !DETERMINERS.has(words[i - 1]?.[0].toLowerCase() ?? "") &&
      italianThirdPerson(w[0]) !== null,
  );
}

/** "… quando cucino", "… perché vivo qui", "… che voglio …": a subordinate verb in the first person is the user's. */
function subordinateClauses(s: string): string {
  return s.replace(
    /(?<!\p{L})(che|cui|quando|perché|se|mentre|dove|finché|appena) ((?:(?:non|già|ancora|anche|sempre|spesso|mai) )*)(?:(mi|lo|la|li|le|ne|ci) )?((?-i:\p{Ll}+))/giu,
    (
      whole,
      conjunction: string,
      adverbs: string,
      clitic: string | undefined,
      word: string,
      offset: number,
    ) => {
      const read = verbAfterClitic(clitic, word, s.slice(offset + whole.length));
      if (read === "guess") return guess();
      return read ? `${conjunction} ${adverbs}${read.object}${read.third}` : whole;
    },
  );
}

/** The user's name from an Italian identity fact ("Mi chiamo Giulia", "Il mio nome è Giulia"). */
export const ITALIAN_NAME_FACT =
  /(?<!\p{L})(?:[Mm]i chiamo|[Ii]l mio nome è)\s+(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)?)/u;
