import { QUOTATION } from "../text/quotations.ts";
import { PICTOGRAPHS, unicodeBoundaries } from "../text/regex.ts";
import { contentWords } from "../text/tokenize.ts";
import { hasSubjectOrVerb } from "./junk.ts";
import type { Language } from "./language.ts";
import * as DE from "./languages/de/discourse.ts";
import { APOLOGIES, INSTRUCTION_VERBS, REQUEST_VERBS } from "./languages/en/assistant-chat.ts";
import * as EN_CLAUSE from "./languages/en/clause.ts";
import * as EN from "./languages/en/discourse.ts";
import * as ES from "./languages/es/discourse.ts";
import * as FR_CHAT from "./languages/fr/assistant-chat.ts";
import * as FR from "./languages/fr/discourse.ts";
import * as IT_CLAUSE from "./languages/it/clause.ts";
import * as IT from "./languages/it/discourse.ts";
import * as NL from "./languages/nl/discourse.ts";
import { anywhere, oneOf, opening, rx } from "./languages/patterns.ts";

/** Each rule language's question, request and lead-in words. */
const DISCOURSE = [EN, DE, FR, ES, NL, IT];

const segmenters = new Map<string, Intl.Segmenter>();

/** Sentences of `text` (ICU sentence rules, which know "Dr." and "e.g."), also split at line breaks. */
export function splitSentences(text: string, language: Language): string[] {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: "sentence" });
    segmenters.set(language, segmenter);
  }
  const out: string[] = [];
  // An emoji followed by a word ends a sentence too ("Love it 😀 It was great", "barely 😅 we had
  // three shows"): chat puts emoji where prose puts a period.
  const lines = withNameStopsHidden(withQuotedStopsHidden(text))
    .replace(/(\p{Extended_Pictographic}\u{FE0F}?)\s+(?=\p{L})/gu, "$1\n")
    // "am 3. Mai", "seit meinem 5. Lebensjahr": a German ordinal's period ends no sentence.
    .replace(GERMAN_ORDINAL, `$1${ORDINAL_DOT}`)
    .split(/\n+|\s+[-–•]\s+/);
  for (const line of lines) {
    let carry = "";
    for (const { segment } of segmenter.segment(line)) {
      const joined = carry + segment;
      // ICU ends a sentence after "St." or "Dr." when a capital follows: join those back.
      if (ABBREVIATION_END.test(joined.trimEnd())) {
        carry = joined;
        continue;
      }
      carry = "";
      for (const piece of splitBeforeLowerCase(joined)) out.push(piece);
    }
    for (const piece of splitBeforeLowerCase(carry)) out.push(piece);
  }
  return out.map((piece) => withQuotedStopsShown(piece.replaceAll(ORDINAL_DOT, ".")));
}

/**
 * QUOTED_SENTENCES: a quotation of several sentences ("Her note said: 'I moved to Spain. I have a
 * new job.'") is one part of the sentence that reports it, not sentences of the speaker's: its
 * inner stops are hidden from the segmenter ("I have a new job." had become the speaker's fact).
 */
const QUOTED_STOPS: Record<string, string> = { ".": "\uE002", "!": "\uE003", "?": "\uE004" };
const SHOWN_STOPS = Object.fromEntries(Object.entries(QUOTED_STOPS).map(([stop, hidden]) => [hidden, stop]));
const withQuotedStopsHidden = (text: string) =>
  text.replace(QUOTATION, (q) => q.replace(/[.!?](?=\s)/gu, (stop) => QUOTED_STOPS[stop] ?? stop));
/** STOP_INSIDE_A_NAME: "Pop!_OS", "Yahoo!Mail": a "!" or "?" right before a letter, a digit or "_" ends no sentence. */
const withNameStopsHidden = (text: string) =>
  text.replace(/(?<=\p{L})[!?](?=[\p{L}\p{N}_])/gu, (stop) => QUOTED_STOPS[stop] ?? stop);
const withQuotedStopsShown = (text: string) => text.replace(/[\uE002-\uE004]/gu, (h) => SHOWN_STOPS[h] ?? h);

const GERMAN_ORDINAL_NOUNS = [
  "Januar",
  "Jänner",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
  "Jan",
  "Feb",
  "Mär",
  "Apr",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Sept",
  "Okt",
  "Nov",
  "Dez",
  "Lebensjahr",
  "Geburtstag",
  "Hochzeitstag",
  "Jahrestag",
  "Klasse",
  "Stock",
  "Mal",
  "Platz",
  "Semester",
  "Monat",
  "Woche",
  "Tag",
];
/** Stands for the period of a German ordinal while ICU segments the text. */
const ORDINAL_DOT = "\uE000";
const GERMAN_ORDINAL = new RegExp(String.raw`\b(\d{1,2})\.(?=\s+${oneOf(GERMAN_ORDINAL_NOUNS)}\b)`, "gu");

/**
 * ICU does not end a sentence at a period followed by a lower-case word ("do it. you're 34"),
 * which is how chat is written: split there too, unless the period ends an abbreviation.
 */
function splitBeforeLowerCase(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(/\.\s+(?=\p{Ll})/gu)) {
    const end = m.index + 1;
    const piece = text.slice(start, end);
    if (ABBREVIATION_END.test(piece.trimEnd()) || /(?:^|[\s.])\p{L}\.$/u.test(piece.trimEnd())) continue;
    if (piece.trim()) out.push(piece.trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** Abbreviations after which ICU may end a sentence although the sentence goes on. */
const ABBREVIATION_END =
  /(?:^|[\s(])(?:St|Dr|Mr|Mrs|Ms|Mme|Mlle|Prof|Jr|Sr|Mt|Ave|Inc|Ltd|Co|Corp|vs|etc|approx|No|Nr|Hr|Fr|Str|ca|bzw|z\.B|d\.h|e\.g|i\.e|U\.S|U\.K|a\.m|p\.m)\.$/u;

/** The user speaking about themself (or "we"), per language; Spanish drops the pronoun, so its first-person verbs count. */
const FIRST_PERSON = unicodeBoundaries(
  new RegExp(
    [
      "\\b(?:i|i'm|i've|i'd|i'll|im|ive|my|me|mine|myself|we|we're|we've|our|us)\\b",
      "\\b(?:ich|mein|meine|meinen|meinem|meiner|meines|mir|mich|wir|unser|unsere|unseren|unserem)\\b",
      "\\b(?:je|moi|mon|ma|mes|me|nous|notre|nos)\\b|\\b[jm]'",
      "\\b(?:ik|mijn|mij|wij|onze)\\b",
    ].join("|"),
    "iu",
  ),
);
const SPANISH_FIRST_PERSON_WORDS = [
  "yo",
  "mi",
  "mis",
  "me",
  "nosotros",
  "nosotras",
  "nuestro",
  "nuestra",
  "nuestros",
  "soy",
  "estoy",
  "tengo",
  "vivo",
  "trabajo",
  "estudio",
  "fui",
  "estuve",
  "tuve",
  "hice",
  "voy",
  "quiero",
  "prefiero",
  "juego",
  "hablo",
  "necesito",
  "empecé",
  "terminé",
  "visité",
  "conocí",
  "viajé",
  "compré",
  "he",
  // "Acabo de …" (just now), "cumplo", a move of one's own ("me mudo" has "me").
  "acabo",
  "cumplo",
];
/** Spanish drops the pronoun: its first-person verbs count, but only in Spanish ("he" is English too). */
const FIRST_PERSON_ES = unicodeBoundaries(
  new RegExp(String.raw`\b${oneOf(SPANISH_FIRST_PERSON_WORDS)}\b`, "iu"),
);
/**
 * WE_OPENING in Spanish: a clause that opens with a verb of the first person plural ("Adoptamos un
 * perro", "Nos casamos en mayo"): -amos, -emos, -imos; not "vamos" (let's go) nor the nouns of the
 * same ending ("primos", "mismos", "extremos"), which take an article or a possessive there.
 */
const SPANISH_WE_OPENING = /^(?:nos\s+)?(?!vamos\b)\p{L}{2,}(?:amos|emos|imos)(?!\p{L})/iu;
/** Spanish first-person preterite ("visité", "comí"), minus common words with the same ending. */
const SPANISH_PRETERITE = /(?<![\p{L}])\p{L}+(?:é|í)(?![\p{L}])/giu;
const NOT_PRETERITE = /^(?:qué|aquí|allí|así|café|bebé|mí|sí|ahí|esquí|menú|papá|mamá|jabalí|rubí|maní)$/iu;

export function isFirstPerson(sentence: string, language?: Language): boolean {
  // A quotation's "I" is the quoted person's ("Her note said: 'I moved to Spain.'").
  const normalised = sentence.replace(QUOTATION, '""').replace(/[’`]/g, "'");
  if (FIRST_PERSON.test(normalised)) return true;
  if (language === "fr") return FR_CHAT.ON_AS_WE.test(normalised.trim());
  if (language === "it")
    return IT_CLAUSE.FIRST_PERSON.test(normalised) || IT_CLAUSE.FIRST_PERSON_OPENING.test(normalised.trim());
  if (language !== "es") return false;
  if (FIRST_PERSON_ES.test(normalised) || SPANISH_WE_OPENING.test(normalised.trim())) return true;
  for (const match of normalised.matchAll(SPANISH_PRETERITE)) if (!NOT_PRETERITE.test(match[0])) return true;
  return false;
}

/**
 * FIRST_PERSON_ONLY_IN_A_SUBORDINATE (English): an adverbial clause of time or condition opening the
 * sentence (Quirk et al. 1985, 15.20) does not make the sentence the speaker's when the main clause
 * after its comma has no first person: "Similarly, when we load one, it shouldn't have a save
 * button", "If I click the link, the page goes blank" are about the thing. "Since I moved to Leeds,
 * I cycle to work" keeps its main clause's "I".
 */
/** The English subordinators of time and condition (Quirk et al. 1985, 15.20). */
const TIME_AND_CONDITION = [
  "when",
  "whenever",
  "once",
  "if",
  "after",
  "before",
  "while",
  "as soon as",
  "until",
  "unless",
];
const LEADING_ADVERBIAL_CLAUSE = new RegExp(
  String.raw`^(?:(?:similarly|also|and|but|so|then|now),?\s+)?${oneOf(TIME_AND_CONDITION)}\s+[^,;.!?]{1,160},\s+`,
  "iu",
);

export function isFirstPersonOnlyInASubordinate(sentence: string): boolean {
  const lead = LEADING_ADVERBIAL_CLAUSE.exec(sentence.trim());
  return lead !== null && !isFirstPerson(sentence.trim().slice(lead[0].length), "en");
}

/** A question's first word ("what", "kannst", "est-ce", "dónde", "waarom"). */
const QUESTION_START = opening(oneOf(DISCOURSE.flatMap((d) => d.QUESTION_OPENERS)));
const ASKED_AFTER_LEAD =
  /^(?:(?:and|so|but|oh|ok)\s+)?[\p{L}'-]+,\s+(?:did|do|are|have|can|could|will|would|were|was)\s+(?:you|u)\b/iu;
/** A request to the other person, anywhere in the sentence ("could you", "bitte", "por favor"). */
const REQUEST = anywhere(`\\b${oneOf(DISCOURSE.flatMap((d) => d.REQUEST_PHRASES))}\\b`);
const IMPERATIVE_VERBS = [
  "send",
  "take",
  "tell",
  "call",
  "bring",
  "give",
  "let",
  "keep",
  "show",
  "text",
  "ring",
  "ask",
  "remind",
  "check",
  "look",
  "save",
  "grab",
  "pick",
  "stay",
  "say hi",
  "say hello",
  "drive",
  "enjoy",
  "have fun",
  "kiss",
  "hug",
  "teach",
];
const IMPERATIVE_OBJECTS = [
  "me",
  "us",
  "him",
  "her",
  "them",
  "it",
  "care",
  "a",
  "an",
  "the",
  "my",
  "your",
  "some",
  "safe",
  "fun",
  "to",
  "that",
  "this",
];
/** The alternatives of `IMPERATIVE`, one a line. */
const IMPERATIVE_WORDS = [
  String.raw`${oneOf(IMPERATIVE_VERBS)}\s+${oneOf(IMPERATIVE_OBJECTS)}`,
  String.raw`(?:listen|look|talk)\s+(?:to|at)\s+(?:me|us|this|that)\b`,
  String.raw`(?:go|come)\s+and\s+\p{L}+`,
  String.raw`(?:tell|ask|remind)\s+\p{L}+\s+(?:to|if|whether)`,
  // French, between people: "Dis à maman que …", "Embrasse Julie pour moi", "Passe le bonjour à …".
  String.raw`(?:dis|dites)\s+à\s|(?:embrasse|embrassez|salue|saluez)\s+(?=\p{L})|(?:passe|passez)\s+le\s+bonjour|(?:appelle|rappelle|envoie|écris)-moi`,
  // A message to pass on: "Tell Niamh I love her", "tell mum I said hi".
  String.raw`(?:tell|ask|remind)\s+\p{L}+\s+(?:i|i'm|i've|i'll|i'd|we|we're|that|about|how|what|when|where|why|she|he|they|you)`,
];
/** "Send me a picture", "take care of it", "say hi to Jen": a request to the other person, not a fact. */
const IMPERATIVE = unicodeBoundaries(
  new RegExp(
    String.raw`^(?:(?:oh|and|so|please|just|but|seriously|honestly|ok|okay|anyway|though)[\s,]+)*(?:${IMPERATIVE_WORDS.join("|")})\b`,
    "iu",
  ),
);
/** "Love to Niamh", "Hugs to the kids": a sign-off sending love to someone (case-sensitive: not "love to travel"). */
const LOVE_TO =
  /^(?:[Ll]ove|[Hh]ugs|[Kk]isses|[Hh]ello|[Hh]i) to (?:\p{Lu}|the (?:kids|boys|girls|family)\b)/u;
/** "I hope 2026 started better for you": a wish for the other person. */
const WISH = unicodeBoundaries(/^(?:i hope|hope|i wish)\b.*\b(?:you|your|u|ur)\b/iu);
/**
 * WELCOME_AND_INVITATION: welcoming someone (an expressive, Searle 1976) and inviting a group to act
 * (a directive without its "please"): "Welcome to the channel!", "Welcome aboard", "Introduce
 * yourselves", "Feel free to ask questions here", "Don't hesitate to ping me". Not "the welcome party".
 */
const WELCOME_AND_INVITATION = unicodeBoundaries(
  /^(?:(?:a )?(?:warm |big )?welcome(?:\s+(?:aboard|back|home|everyone|everybody|all|to)\b|\s*[,.!]|$)|(?:please\s+)?(?:introduce yourself|introduce yourselves|feel free to|(?:don't|do not) hesitate to|make yourselves? at home)\b)/iu,
);
const SEASON_GREETING_WORDS = [
  "happy",
  "merry",
  "feliz",
  "felices",
  "boa",
  "bom",
  "boas",
  "bon",
  "bonne",
  "buon",
  "buona",
  "joyeux",
  "joyeuse",
  "frohe",
  "frohes",
  "fijne",
  "prettige",
];
const FILLER_VERBS = ["think", "guess", "see", "agree", "know", "understand", "hope", "mean", "wonder"];
/** The alternatives of `FILLER`, one a line. */
const FILLER_WORDS = [
  `i ${oneOf(FILLER_VERBS)}(?: so| that| you| it)?`,
  String.raw`i mean it,?\s+\p{L}+`,
  "i'm (?:fine|good|ok|okay|not sure|sure)",
  "i don't know",
  "i am not sure",
  "me too",
  "ich weiß nicht",
  "ich denke schon",
  "je ne sais pas",
  "je pense que oui",
  "moi aussi",
  "no sé",
  "yo también",
  "creo que sí",
];
/** "Feliz Ano Novo", "Boa viagem", "Happy birthday": a greeting in a few words. */
const SEASON_GREETING = unicodeBoundaries(
  new RegExp(
    String.raw`^${oneOf(SEASON_GREETING_WORDS)}\s+(?:\([^)]{1,20}\)\s*)?(?!(?:with|about|to|that|for|because)\b)(?:\p{L}+|\d+\s+(?:years?|months?|weeks?))`,
    "iu",
  ),
);
const FILLER = unicodeBoundaries(
  new RegExp(
    String.raw`^(?:${FILLER_WORDS.join("|")})[\s.!,]*(?:thanks?|thank you|danke|merci|gracias)?[\s.!]*$`,
    "iu",
  ),
);
const ANSWER_WORDS = [
  "yes",
  "no",
  "nope",
  "ja",
  "nein",
  "oui",
  "non",
  "sí",
  "morning",
  "evening",
  "night",
  "nite",
];
/** The alternatives of `GREETING_WORDS`, one a line. */
const GREETING_WORDS_WORDS = [
  // With whom it greets before a stop or comma: "Hey there,", "Hi everyone!", "Hello Claude,".
  String.raw`(?:hi|hello|hey|yo)(?:\s+(?:there|everyone|everybody|all|guys|folks|claude|chatgpt)(?=\s*[,.!:;-]))?`,
  "good (?:morning|evening|afternoon)",
  String.raw`(?:thanks|thank you)(?!\s+(?:so much|a lot|again|for)\b)`,
  "ok",
  "okay",
  "cool",
  "great",
  "nice",
  "sure",
  "yeah",
  "hallo",
  "guten (?:morgen|tag|abend)",
  "danke",
  "servus",
  "moin",
  "bonjour",
  "salut",
  "bonsoir",
  "merci",
  "d'accord",
  "hola",
  "buenos días",
  "buenas",
  "gracias",
  "vale",
  "claro",
];
/** The alternatives of `GREETING`, one a line. */
const GREETING_WORDS = [
  String.raw`(?:${GREETING_WORDS_WORDS.join("|")})\b`,
  String.raw`${oneOf(ANSWER_WORDS)}(?=\s*(?:[,.!:;-]|$))`,
];
/** A greeting or an answer word at the start; "no" only as an answer ("No, I moved"), never "no coriander". */
const GREETING = unicodeBoundaries(new RegExp(String.raw`^(?:${GREETING_WORDS.join("|")})[\s,.!:;-]*`, "iu"));
/** Words that lead into a sentence and say nothing, with the punctuation after them. */
const LEADING_FILLER = unicodeBoundaries(
  new RegExp(`^${oneOf(DISCOURSE.flatMap((d) => d.LEADING_FILLERS))}\\b[\\s,:;-]*`, "iu"),
);

/**
 * DISCLAIMER: "I'm not an expert, but …", "je ne suis pas un expert, mais …": a concession that
 * hedges the clause after "but" (Quirk et al. 1985, 13.41), no statement of its own; "I'm not an
 * expert in Docker" without "but" stays the person's.
 */
const DISCLAIMER =
  /^(?:i'm|i am|je ne suis) (?:not|pas) (?:an? |un |une )?(?:expert|experte|pro|specialist|spécialiste|professional|professionnel(?:le)?)(?: (?:in|at|on|en|de|du) [^,]{1,40})?\s*,\s*(?:but|mais)\s+/iu;

/** "I guess I'll move to Porto", "I know, Amma told me": a hedge before a clause of its own. */
const LEADING_HEDGE =
  /^(?:(?:though|although),?\s+)?(?:i (?:know|mean|guess|bet|think|suppose|feel like|reckon)|i(?:'d| would) say|you know|je (?:sais|pense|crois)|ich (?:weiß|glaube|denke))(?:\s*,\s*|\s+(?:that\s+|que\s+|qu'(?=\p{L}))?)/iu;
/** What may follow a hedge: a clause with a pronoun subject, a name and a verb ("Amma told me"), or a noun phrase and its verb. */
const PRONOUN_SUBJECT =
  /^(?:(?:i|she|he|we|they|it|je|ich)\s+\p{L}|(?:i'm|i've|i'll|i'd|she's|he's|it's|we're|they're)\b|j'\p{L})/iu;
// "Amma told me", not "Spanish and a bit of French" (what "I know" is about).
const NAME_SUBJECT =
  /^\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s+(?!(?:and|or|of|the|a|an|in|on|at|to|with|for|from|but|too|as)\b)\p{Ll}/u;

/**
 * GERUND_SUBJECT: an -ing clause as the subject of a finite verb ("adding a licence might be good
 * practice", "using Redis would be faster", "moving to Berlin was the best decision": Quirk et al.
 * 1985, 15.10), not a progressive whose "I'm" chat dropped ("Moving to Berlin in May").
 */
const GERUND_SUBJECT =
  /^\p{L}{2,}ing\s+(?:[\p{L}'.-]+\s+){0,4}?(?:(?:is|are|was|were|seems?|sounds?)|(?:would|will|might|may|could|should)\s+(?:not\s+|also\s+|probably\s+)?(?:be|make|help|work|save|cost|take|need|require))\b/iu;
// "the meeting is at 3", "this place closes early": a noun phrase and its finite verb, not "the area
// well"; after a hedge, an -ing clause and its verb (GERUND_SUBJECT) is an opinion on a course of action.
const NOUN_PHRASE_SUBJECT =
  /^(?:(?:the|this|that|these|those|his|her|their|its)\s+(?:[\p{L}-]+\s+){0,2}?(?:is|are|was|were|will|has|have|had|can|could|closes?|opens?|starts?|ends?)|(?:la|le|les|ce|cette|ces|son|sa|ses|leur|leurs)\s+(?:[\p{L}-]+\s+){0,2}?(?:est|sont|était|étaient|sera|seront|a|ont|va|vont|commence|finit|ferme|ouvre))\b/iu;

/** After "que": a pronoun or a noun phrase ("que le train soit …", "qu'il pleuve", "que la boulangerie ferme …"). */
const FR_SUBJECT =
  /^(?:il|elle|ils|elles|on|ce|ça|(?:le|la|les|l'|mon|ma|mes|son|sa|ses|ce|cette|ces)\s*\p{L})/iu;

const INSISTS = /^i mean it\b[\s,]*\p{L}*[\s.!]*$/iu;

function stripHedge(sentence: string): string {
  const m = LEADING_HEDGE.exec(sentence);
  if (!m) return sentence;
  const rest = sentence.slice(m[0].length);
  // "I mean it, Hannah": no hedge, an insistence (`FILLER`); "it hannah" is no clause.
  if (INSISTS.test(sentence)) return sentence;
  return PRONOUN_SUBJECT.test(rest) ||
    NAME_SUBJECT.test(rest) ||
    NOUN_PHRASE_SUBJECT.test(rest) ||
    GERUND_SUBJECT.test(rest)
    ? rest
    : sentence;
}

/** "Mijn situatie: ik ben …", "About me: I'm …", "Quick background — I'm …": a short label before a first-person clause. */
const LEADING_LABEL =
  /^\p{L}[\p{L}' -]{0,40}?(?::|\s+[—–-])\s+(?=(?:i|i'm|i've|my|ik|mijn|je|j'|mon|ma|mes|ich|mein|meine|yo|mi)\b)/iu;

/** "Some good news: the Polar Institute did open that position": a teaser before the news itself. */
const NEWS_LABEL =
  /^(?:(?:(?:some|big|good|great|bad|sad|exciting|more|other|the)\s+)*news|(?:quick\s+)?update)(?:\s+(?:on|about)\s+[\p{L}' ]{1,30})?\s*[:!,–-]+\s+(?=\S)/iu;

/**
 * COMMENT_CLAUSE: a parenthetical comment on the speaker's certainty or manner, set off by commas
 * in mid-sentence or closing it (Quirk et al. 15.54): "The argument of the book, as far as I can
 * tell, is …", "Town of the church, I think.".
 * Its "I" is no subject of the sentence: the sentence is read without it.
 */
const COMMENT_CLAUSE =
  /,\s*(?:as far as i (?:can tell|know|can see|remember|understand)|if you ask me|i think|i guess|i suppose|i reckon|i'd say|i believe|to be honest|if i'm honest|i must say|je crois|je pense|je suppose|j'imagine|il me semble|à mon avis)\s*(?:,|(?=[.!?…]*\s*$))/giu;

/**
 * ADJECTIVE_HEDGE: the speaker's certainty or feeling about a clause of its own subject ("I'm
 * worried the train will be cancelled", "I'm pretty sure the shop closes at 6", "J'ai peur que le
 * train soit annulé"): a belief about something else, as "I think …" (LEADING_HEDGE) is. Kept in the
 * text, which stays as said; "I'm worried I'll lose my job" is still about the speaker.
 */
const ADJECTIVE_HEDGE = new RegExp(
  String.raw`^(?:i(?:'m| am) (?:${oneOf(EN_CLAUSE.HEDGE_DEGREE)} )*${oneOf(EN_CLAUSE.HEDGE_ADJECTIVES)}(?: that)?|(?:je suis (?:(?:pas|vraiment|presque|tout à fait) )*(?:sûre?|certaine?|convaincue?|contente?|inquiète?|inquiet|ravie?|surprise?|soulagée?)|j'ai peur|je crains) (?:que |qu'))\s*`,
  "iu",
);

/** The conjunctions and wh-words that open a dependent interrogative clause ("… if Tom got the job", "… which one fits"). */
const WH = "(?:that|if|whether|who|what|where|when|why|how|which)";
/**
 * NEGATED_BELIEF: a negated verb of belief or knowledge before a clause ("I don't know if Tom got
 * the job", "I didn't think the shop would close", "I don't remember who organised it"): what the
 * speaker does not believe or know of something else, as a hedge is (Quirk et al. 1985:
 * transferred negation, and ch. 15, dependent interrogative clauses). "Know", "remember" and the
 * like need a conjunction or a wh-word ("I don't know Tom very well" is the speaker's); a clause
 * of the speaker's own stays theirs ("I don't think I'll go"), and so does an infinitive, whose
 * understood subject is the speaker ("I don't know what to do"). An adjective or a noun of knowledge
 * negated is the same ("I'm just not sure which one fits", "I have no idea what the warning means").
 */
const NEGATED_BELIEF = new RegExp(
  String.raw`^i(?: (?:don't|do not|didn't|did not|can't|cannot) (?:really |even )?(?:(?:think|believe|expect|suppose)(?:\s+that)?|(?:know|remember|recall|understand|see)\s+${WH})|(?:'m| am| was) (?:just |really |still |honestly )?(?:not (?:sure|certain)|unsure|uncertain)(?: about)?\s+${WH}| (?:have|had) no idea\s+${WH})\s+(?!to\s)`,
  "iu",
);
/**
 * NEGATED_BELIEF in French: "je ne sais pas si Tom …", "je sais pas qui …" (the "ne" dropped as in
 * speech), "je ne pense pas que la boutique …", "je ne crois pas qu'elle …", "je n'ai aucune idée de
 * ce que …". An infinitive after the wh-word is the speaker's ("je ne sais pas où aller", "quoi faire").
 */
const NEGATED_BELIEF_FR =
  /^(?:je (?:ne |n')?(?:(?:pense|crois|suppose) pas (?:que |qu')|(?:sais|me souviens|comprends) pas (?:si |s'|qui |quand |pourquoi |comment |où |ce que |ce qu'|ce qui ))|(?:je n'ai|j'ai) aucune idée (?:si |s'|qui |quand |pourquoi |comment |où |de ce que |de ce qu'|de ce qui ))(?!\p{L}+(?:er|ir|re)\b)/iu;
/**
 * FIRST_PERSON_IN_A_COMPARISON: "than we are", "than me", "as I do": the speaker only as the
 * standard of a comparative clause (Quirk et al. 15.63) is no subject of the sentence ("Bees are
 * better at democracy than we are", "She runs faster than I do", "Elle court plus vite que moi").
 */
const COMPARISON_STANDARD =
  /\b(?:than|as) (?:i|we|me|us)\b(?: (?:am|are|do|did|does|was|were|have|had|can|could|will|would))?|\bque (?:moi|nous)\b/giu;

/** Verbs of knowing and perceiving in a relative clause about the world ("everything I've read"). */
const KNOWING_VERBS = "(?:read|heard|seen|saw|know|knew|learned|learnt|remember|found|visited|met|tried)";
/** General or quantified heads of a subject: "everything", "every city", "the only thing". */
const GENERAL_HEADS =
  "(?:every|each|all(?: the)?|most|any|no|everything|anything|nothing|everyone|everybody|anyone|whatever|the (?:only |one |whole |main )?(?:thing|things|part|bit|country|city|place|people|person))";
/**
 * FIRST_PERSON_IN_A_MODIFIER: the speaker only inside a relative clause that modifies a general or
 * quantified subject (a contact clause, Quirk et al. 1985 ch. 17: "Everything I've read about it says …",
 * "Every city I visited seems …", "Everyone I know has …"), in "the thing I love about X is that …"
 * (a reason given, not a taste), or a generic "we" naming a thing ("what we call modern art"): the
 * sentence is about the world, and is read without it. "The thing I love about my job …" keeps its
 * "my"; "The city I love most is Porto" and "The best book I've read this year" stay the speaker's.
 */
const FIRST_PERSON_IN_A_MODIFIER = new RegExp(
  String.raw`^(${GENERAL_HEADS}\s+(?:[\p{L}-]+\s+){0,2}?)(?:that\s+|which\s+|who\s+)?(?:i|we)(?:'ve|'d| have| had)?\s+(?:ever\s+|just\s+|really\s+|have\s+)?${KNOWING_VERBS}\b(?:\s+(?:about|of|from|in|on|with))?|^(the (?:only |one |main )?(?:thing|things|part|bit)\s+)(?:that\s+)?i (?:really |most )?(?:love|like|hate|liked|loved|hated) about\b|\bwhat we call\b`,
  "iu",
);

/** COMMENT_CLAUSE, ADJECTIVE_HEDGE, FIRST_PERSON_IN_A_COMPARISON, FIRST_PERSON_IN_A_MODIFIER: the sentence without the speaker's words that make no sentence theirs. */
export function withoutSpeakerComments(sentence: string): string {
  const text = sentence
    .replace(/[’`]/g, "'")
    .replace(COMMENT_CLAUSE, ",")
    .replace(COMPARISON_STANDARD, "")
    .replace(
      FIRST_PERSON_IN_A_MODIFIER,
      (_match, head?: string, thing?: string) => head ?? (thing ? `${thing}about` : "what is called"),
    );
  const negated = NEGATED_BELIEF.exec(text) ?? NEGATED_BELIEF_FR.exec(text);
  // A first-person word left in the clause (FIRST_PERSON) keeps it the speaker's.
  if (negated && !FIRST_PERSON.test(text.slice(negated[0].length))) return text.slice(negated[0].length);
  const hedge = ADJECTIVE_HEDGE.exec(text);
  if (!hedge) return text;
  const rest = text.slice(hedge[0].length);
  const clause =
    PRONOUN_SUBJECT.test(rest) ||
    NAME_SUBJECT.test(rest) ||
    NOUN_PHRASE_SUBJECT.test(rest) ||
    FR_SUBJECT.test(rest);
  return clause ? rest : text;
}

/** Strips greetings, discourse fillers, hedges and labels from the start ("Hi! Well, I ..." → "I ..."). */
export function stripLeadingFiller(sentence: string): string {
  let out = sentence.trim().replace(LEADING_LABEL, "").replace(NEWS_LABEL, "");
  for (let i = 0; i < 4; i++) {
    // "and actually good news, i have an interview": the teaser may follow a filler.
    const unfilled = out
      .replace(GREETING, "")
      .replace(LEADING_FILLER, "")
      .replace(NEWS_LABEL, "")
      .replace(DISCLAIMER, "")
      .trim();
    const next = stripHedge(unfilled).trim();
    if (next === out) break;
    out = next;
  }
  return out;
}

/** A request to the other person, a wish or a short greeting: no fact, and no question either. */
export function isWishOrRequest(sentence: string): boolean {
  const text = sentence.replace(/[’`]/g, "'").trim();
  return (
    IMPERATIVE.test(text) ||
    WISH.test(text) ||
    WELCOME_AND_INVITATION.test(text) ||
    LOVE_TO.test(text) ||
    (SEASON_GREETING.test(text) && (text.split(/\s+/).length <= 5 || greetsBeforeComma(text)))
  );
}

/** "Merry Christmas, my darling, and to Niamh and the bump": the greeting, then whom it is for. */
function greetsBeforeComma(text: string): boolean {
  const m = /^\S+\s+\S+?\s*,(.*)$/u.exec(text);
  return m !== null && !/\b(?:i|we|i'm|we're|i've|we've|i'll|we'll)\b/iu.test(m[1] ?? "");
}

/** Two or more capitalised words after the first word: a name, a title. */
const TITLE_CASE_RUN = /(?<=\S\s+)\p{Lu}[\p{Ll}'’]*(?:\s+\p{Lu}[\p{Ll}'’]*)+/gu;

/** "I think so", "I mean it, Hannah", "me too": says nothing, and asks nothing either. */
export function isFiller(sentence: string): boolean {
  return FILLER.test(sentence.replace(/[’`]/g, "'").trim());
}

/** A statement worth remembering: not a question, request, greeting or filler. */
export function isStatement(sentence: string): boolean {
  const text = sentence.replace(/[’`]/g, "'").trim();
  if (text.endsWith("?") || text.startsWith("¿")) return false;
  if (QUESTION_START.test(text)) return false;
  // "and danae, did you see how she held your finger": a question after a name or a word.
  if (ASKED_AFTER_LEAD.test(text)) return false;
  // A name of several capitalised words is no request: "the Show Me State Air Show".
  if (REQUEST.test(text.replace(TITLE_CASE_RUN, "X")) || isWishOrRequest(text)) return false;
  if (isFiller(text)) return false;
  return contentWords(text).length >= 1 && text.split(/\s+/).length >= 2;
}

const CLAUSE_CONJUNCTIONS = ["and", "but", "und", "aber", "sondern", "et", "mais", "y", "pero"];
const FIRST_PERSON_OPENERS = [
  "i",
  "i'm",
  "i've",
  "my",
  "ich",
  "mein",
  "meine",
  "je",
  "j'",
  "mon",
  "ma",
  "mes",
  "yo",
  "mi",
  "mis",
  "me",
  "vivo",
  "trabajo",
  "tengo",
  "soy",
  "estoy",
  "estudio",
  "juego",
];
/** The alternatives of `CLAUSE_SPLIT`, one a line. */
const CLAUSE_SPLIT_WORDS = [
  // "My ex-wife and my son are …": the first noun may be hyphenated.
  String.raw`(?:my|our|mein|meine|mon|ma|mi)\s+\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?`,
  String.raw`(?:(?:mum|mom|mam|mama|dad|papa|baba|amma|grandma|grandpa|gran|nan|my \p{L}+)\s*,\s*){0,3}\p{L}[\p{L}-]*`,
  // A correlative coordinator's first half: "Both me and my wife …" (Quirk et al. 1985, ch. 13, correlative coordination).
  String.raw`(?:both|either|neither)\s+\p{L}[\p{L}-]*`,
];
/** A conjunction between two clauses, with the comma or spaces around it. */
const CONJUNCTION = String.raw`(?:\s*[,;]\s*|\s+)${oneOf(CLAUSE_CONJUNCTIONS)}\s+`;
/** First-person clauses joined by a conjunction become separate facts ("I live in Paris and I work at Google"). */
const CLAUSE_SPLIT = unicodeBoundaries(
  // "Tom and I broke up", "my sister Anna and I", "Mum, dad and I": one subject, not two clauses
  // (the look-behind comes after the conjunction: it is tried only where one is).
  new RegExp(
    [
      String.raw`${CONJUNCTION}(?<!^(?:${CLAUSE_SPLIT_WORDS.join("|")})${CONJUNCTION})(?=${oneOf(FIRST_PERSON_OPENERS)}\b)(?!i (?:are|were|both)\b)`,
      String.raw`\s*:\s+(?=${oneOf(FIRST_PERSON_OPENERS)}\b)`,
      String.raw`\s*;\s*`,
    ].join("|"),
    "iu",
  ),
);
/**
 * "I live in Lyon and work at Google", "… und arbeite bei SAP": the subject is implied; we write it
 * back, only when the clause before is the speaker's own ("she'd rather come and have lunch at
 * ours" is hers).
 */
const ELLIPTICAL: Partial<Record<Language, { split: RegExp; pronoun: string; firstPerson: RegExp }>> = {
  en: {
    split: /\s+(?:and|but)\s+(?=(?:work|live|love|like|have|play|study|enjoy|speak|own|hate|prefer)\s)/iu,
    pronoun: "I",
    firstPerson: /^(?:(?:so|and|but|also|well|yeah|yes|oh|honestly|actually)[\s,]+)*i(?:'m|'ve|'d|'ll)?\s/iu,
  },
  de: {
    split:
      /\s+(?:und|aber)\s+(?=(?:arbeite|wohne|lebe|spiele|liebe|habe|bin|lerne|studiere|mag|koche|lese|gehe|fahre|hasse)\s)/iu,
    pronoun: "ich",
    firstPerson: /(?:^|\s)ich\s/iu,
  },
};

/**
 * ", so suggest a restaurant …", "and can you recommend …", ", so please don't let me …", "and let
 * me know …": a request after the facts (an imperative, a negative one after "please" — "and don't
 * sleep enough" is the speaker's — or "let me"), cut off. After "so", any verb of asking an assistant
 * is an imperative ("…, so explain each step"): the speaker's own next verb would be past or keep
 * its subject ("so I explained", "so went home"). SO_IMPERATIVE: so is an instruction for the task
 * ("…, so keep the sentences short", "so no meat please", "donc évite-les", "donc plus simple stp"; the
 * please within 100 characters of "so": unbounded, a 200 kB message of "so …" took seconds).
 */
const TRAILING_REQUEST = rx`(?<!\s)\s*[,;]?\s+(?:(?:so|and|but)\s+(?:(?:can|could|would) you\s+|please\s+)?(?:suggest|recommend|give me|tell me|find|help me|show me|send me|write|make|plan|propose|(?<=please\s+)(?:don't|do not)|let me|let's)|so\s+(?:please\s+)?${oneOf([...REQUEST_VERBS, ...INSTRUCTION_VERBS])}|(?<!\b(?:i'm|am|was|really)\s)so\s+${oneOf(APOLOGIES)}|so\s+[^.!?]{0,100}?\bplease|(?:donc|alors)\s+${oneOf([...FR_CHAT.REQUEST_VERBS, ...FR_CHAT.INSTRUCTION_VERBS])}|(?:donc|alors)\s+[^.!?]{0,100}?\b(?:stp|svp|s'il te pla[iî]t|s'il vous pla[iî]t))(?![\p{L}-]).*$`;

/**
 * REQUEST_AFTER_A_COMMA: a statement and a request to the hearer joined by a comma alone (the comma
 * splice of chat, asyndetic coordination: Quirk et al. 1985, ch. 13): "I'm a midwife, I need your help
 * with a rota", "I live in Graz, can you suggest a gym?", "I'm new to Rust, any tips?", "Je suis
 * boulanger, peux-tu m'aider …", and after "so": "I have never used VB so I need step-by-step
 * instructions". The request is cut off (a question would make the whole sentence no
 * statement, and talk about the help asked for makes it no fact); "I moved to Graz, I love it here"
 * is two statements and stays.
 */
const ASKING_THE_HEARER = [
  String.raw`(?:can|could|would|will) you\s+(?:please\s+)?${oneOf(REQUEST_VERBS)}`,
  String.raw`please\s+${oneOf(REQUEST_VERBS)}`,
  String.raw`(?:i|we)\s+(?:really\s+)?(?:need|want|would like|['’]d like)\s+(?:you to|(?:your\s+|some\s+)?help|(?:some\s+)?(?:step[- ]by[- ]step\s+)?(?:instructions|guidance|advice|explanations?))`,
  String.raw`help me`,
  String.raw`any (?:advice|tips|ideas|suggestions|recommendations|thoughts)`,
  String.raw`(?:peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|tu peux|vous pouvez)\s+(?:m['’]|me\s+|nous\s+)?\p{L}+(?:er|ir|re)`,
  String.raw`(?:j['’]ai|nous avons) besoin (?:de (?:ton|votre)|d['’]un peu d['’])\s*aide`,
  String.raw`aidez?-moi`,
];
const REQUEST_AFTER_A_COMMA = rx`(?<!\s)(?:\s*,\s+|\s*,?\s+so\s+)${oneOf(ASKING_THE_HEARER)}(?![\p{L}-]).*$`;
/** A sentence that opens with a subordinator ("If I provide text, will you …"): no statement stands before its comma. */
const SUBORDINATE_OPENING = new RegExp(
  String.raw`^${oneOf([...TIME_AND_CONDITION, "because", "since", "as", "although", "though", "whether", "si", "quand", "lorsque", "parce que", "puisque", "comme", "avant", "après", "bien que"])}\b`,
  "iu",
);

/** The sentence without a request spliced on after its statement (REQUEST_AFTER_A_COMMA). */
function withoutSplicedRequest(sentence: string): string {
  return SUBORDINATE_OPENING.test(sentence.trim()) ? sentence : sentence.replace(REQUEST_AFTER_A_COMMA, "");
}

/**
 * IMPERATIVE_AFTER_A_COMMA: a statement and an imperative to the others joined by a comma alone
 * (asyndetic coordination, Quirk et al. 1985, ch. 13): "I'm selling my old bike, DM me if you're
 * interested", "I'm a nurse, ask me anything", "I wrote a post about Kafka, feedback welcome". The
 * imperative is a request to the group, cut off; "…, come to think of it, …" and "…, call it a
 * calling" are no requests.
 */
const HEARER_IMPERATIVES = [
  "dm me",
  "pm me",
  "message me",
  "text me",
  "ping me",
  "call me",
  "e-?mail me",
  "hit me up",
  "drop me a (?:line|message|note)",
  "reach out",
  "let me know",
  "lmk",
  "wish me luck",
  "ask me",
  "send me",
  "tell me",
  "come (?:along|over|by|join)",
  "join (?:us|me)",
  "sign up",
  "check (?:it|them|this|that) out",
  "check out",
  "have a look",
  "take a look",
  "feel free",
  "don't hesitate",
  "keep me posted",
  "feedback (?:is )?welcome",
  "(?:all|everyone|everybody) (?:is )?welcome",
  "details below",
  "link (?:below|in (?:the |my )?bio)",
];
const TRAILING_IMPERATIVE = rx`\s*[,;]\s+(?:(?:and|so|but)\s+)?(?:please\s+)?${oneOf(HEARER_IMPERATIVES)}(?![\p{L}-]).*$`;

/**
 * "Check out my blog at priya.dev, I write about rust there": the request before the fact goes; so
 * does NEWS_PREFACE, the news announced to the hearer ("oh i should tell you, i got the job", "I
 * have to tell you something: we're moving", "forgot to tell you, …", "I never told you, …"), not
 * "I should tell my boss, …".
 */
const NEWS_PREFACE =
  "(?:i )?(?:(?:should|have to|need to|gotta|got to|must|forgot to|wanted to) tell|never told) (?:you|u)(?: something)?";
const LEADING_REQUEST = new RegExp(
  `^(?:(?:oh|and|so|ok|okay)[\\s,]+)?(?:(?:check out|look at|have a look at|guess what|see|watch|listen to|read)\\b[^,;]*?[,;]|${NEWS_PREFACE}\\s*[,;:])\\s+(?=(?:i|i'm|i've|i'll|my|we|we're|our)\\b)`,
  "iu",
);

/**
 * UNCLOSED_ASIDE: parentheses come in pairs, so an aside opened and never closed ran to the end of
 * the sentence ("I am a very opinionated developer (see the evidence in our chats."): the
 * sentence is what came before it. A closed aside stays; an emoticon's "(" is not an aside.
 */
const UNCLOSED_ASIDE = /(?<=\S)\s*\((?=[\p{L}\p{N}])[^()]*$/u;

/** `CLAUSE_SPLIT` with what it matched kept in the pieces (every other one), so a split can be undone. */
const CLAUSE_SPLIT_KEPT = new RegExp(`(${CLAUSE_SPLIT.source})`, CLAUSE_SPLIT.flags);
// The pieces alternate text and separator only while CLAUSE_SPLIT has no capture group of its own.
if (new RegExp(`${CLAUSE_SPLIT_KEPT.source}|`, "u").exec("")?.length !== 2)
  throw new Error("CLAUSE_SPLIT must use non-capturing groups only: (?:…)");
/** "my sister's old ginger tom", "our dog": a possessive noun phrase opening what follows "and". */
const POSSESSIVE_OPENING = /^(?:my|our)\s/iu;

/**
 * NOUN_PHRASE_AFTER_AND: "and" joins noun phrases as well as clauses (Quirk et al. 1985, ch. 13):
 * "I have two cats, a tabby and my sister's old ginger tom" lists two cats, and "my sister's old
 * ginger tom" without a subject or a verb is no clause to stand alone (English). The reducer takes
 * the pieces of `split(CLAUSE_SPLIT_KEPT)`, separators at the odd places, and joins such a piece
 * back with what came before.
 */
function joinNounPhrases(language: Language | undefined) {
  return (out: string[], piece: string, i: number, pieces: string[]): string[] => {
    if (i % 2 === 1) return out;
    const separator = pieces[i - 1];
    const last = out.length - 1;
    if (
      separator !== undefined &&
      last >= 0 &&
      language === "en" &&
      POSSESSIVE_OPENING.test(piece) &&
      !hasSubjectOrVerb(piece)
    ) {
      out[last] = `${out[last]}${separator}${piece}`;
      return out;
    }
    out.push(piece);
    return out;
  };
}

/** A language's own clause split, after the shared one (Italian drops the subject after "e"). */
const CLAUSE_SPLIT_OF: Partial<Record<Language, RegExp>> = { it: IT_CLAUSE.CLAUSE_SPLIT };

export function splitClauses(sentence: string, language?: Language): string[] {
  const own = language ? CLAUSE_SPLIT_OF[language] : undefined;
  const clauses = withoutSplicedRequest(sentence.replace(LEADING_REQUEST, "").replace(TRAILING_REQUEST, ""))
    .replace(TRAILING_IMPERATIVE, "")
    .replace(UNCLOSED_ASIDE, "")
    .split(CLAUSE_SPLIT_KEPT)
    .reduce(joinNounPhrases(language), [])
    .flatMap((c) => (own ? c.split(own) : [c]))
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  const elliptical = language ? ELLIPTICAL[language] : undefined;
  if (!elliptical) return clauses;
  return clauses.flatMap((clause) => {
    if (!elliptical.firstPerson.test(clause.replace(/[’`]/g, "'"))) return [clause];
    const [first, ...rest] = clause.split(elliptical.split);
    return [first ?? "", ...rest.map((r) => `${elliptical.pronoun} ${r}`)].filter((c) => c.length > 0);
  });
}

/**
 * Chat drops the subject: "Broke my wrist skiing in February", "Got promoted today", "Just moved
 * into a flat in Hackney". A sentence (English) that starts with a past-tense verb and goes on for
 * two words or more is the speaker's: "I" is written back.
 */
/**
 * DROPPED_COPULA: chat drops "I'm" before a state of life ("Engaged!!! 💍", "Pregnant!") or a place
 * one is back in or off to, named with its capital ("Back in Dublin for good", "Off to Berlin for a
 * conference"); not "Back in 5", "Off to bed".
 */
const DROPPED_COPULA = [
  /^(?:engaged|pregnant|married|retired|divorced)(?=\s*[!.…]*\s*(?:\p{Extended_Pictographic}|$))/iu,
  // Case-sensitive: the place's capital ("\p{Lu}" ignores case under the "i" flag).
  /^(?:[Bb]ack (?:in|to)|[Oo]ff to|[Hh]ome in) \p{Lu}/u,
];

/** The sentence after an implied "I": its first letter in lower case, unless its first word is shouted ("GOT THE JOB"). */
const afterAnI = (sentence: string): string =>
  /^\p{Lu}{2}/u.test(sentence) ? sentence : `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;

export function withDroppedSubject(sentence: string, language: Language): string {
  if (language !== "en") return sentence;
  if (DROPPED_COPULA.some((copula) => copula.test(sentence))) return `I'm ${afterAnI(sentence)}`;
  // "Moving in on the 3rd", "Flying to Tokyo on Friday": a progressive going somewhere or starting
  // something ("flying back monday" stays a leg of the trip said before it).
  if (DROPPED_PROGRESSIVE.test(sentence) && !GERUND_SUBJECT.test(sentence))
    return `I'm ${afterAnI(sentence)}`;
  const m = DROPPED_SUBJECT.exec(sentence);
  if (!m) return sentence;
  const verb = (m[2] ?? "").toLowerCase();
  const past = PAST_VERBS.has(verb) || (/^\p{L}{3,}ed$/u.test(verb) && !ED_NOT_VERB.has(verb));
  // "did you tell your boss" asks; "went really well", "got cancelled" say how something went.
  if (!past || NOT_DROPPED.test(sentence.slice((m[1] ?? "").length))) return sentence;
  // NOT_I_BEFORE_ME: "Looked right at me" (the cat did): "I" and "me" in one clause would be
  // "myself" (binding, Chomsky 1981: a pronoun is free in its clause), so the subject is someone else.
  // A "me" inside an infinitive clause of its own is bound there ("Got my mum to teach me").
  if (EN_CLAUSE.OBJECT_ME.test(sentence.split(/[,;]/u)[0] ?? "")) return sentence;
  // "Classified ads paid for it": an adjective before the noun the verb after it has for subject.
  const [, second = "", third = ""] = sentence
    .slice((m[1] ?? "").length)
    .toLowerCase()
    .split(/\s+/);
  const thirdPast = PAST_VERBS.has(third) || (/^\p{L}{3,}ed$/u.test(third) && !ED_NOT_VERB.has(third));
  if (thirdPast && !DETERMINER.test(second)) return sentence;
  return `I ${afterAnI(sentence)}`;
}

const DETERMINER =
  /^(?:a|an|the|my|your|his|her|our|their|this|that|these|those|it|him|them|me|us|some|two|three|\d+)$/u;
const WHERE_A_MOVE_GOES = [
  "in",
  "out",
  "to",
  "home",
  "abroad",
  "from",
  "at",
  "on",
  "next",
  "this",
  "tomorrow",
  "tonight",
  "for",
  "with",
];
/** The alternatives of `DROPPED_PROGRESSIVE`, one a line. */
const DROPPED_PROGRESSIVE_WORDS = [
  "moving",
  "starting",
  "leaving",
  "flying",
  "visiting",
  "staying",
  "travell?ing",
  "driving",
  "heading",
  "applying",
  "interviewing",
  "relocating",
  String.raw`going\s+(?=(?:to|home|abroad)\b)(?!to\s+(?:bed|sleep|be)\b)`,
];
const DROPPED_PROGRESSIVE = new RegExp(
  String.raw`^(?:(?:just|finally|also|now)\s+)?(?:${DROPPED_PROGRESSIVE_WORDS.join("|")})\s*${oneOf(WHERE_A_MOVE_GOES)}\b`,
  "iu",
);
const DROPPED_SUBJECT =
  /^((?:just|finally|recently|also|then|actually|literally|officially|already)\s+)?(\p{L}+)\s+\S+\s+\S+/iu;
const HOW_IT_WENT = [
  "well",
  "ok",
  "okay",
  "fine",
  "great",
  "badly",
  "smoothly",
  "better",
  "worse",
  "fast",
  "quickly",
  "wrong",
  "south",
];
const WHAT_HAPPENED_TO_IT = [
  "cancelled",
  "canceled",
  "delayed",
  "postponed",
  "moved",
  "pushed",
  "stuck",
  "lost",
  "stolen",
  "broken",
];
const NOT_DROPPED = new RegExp(
  String.raw`^\p{L}+\s+(?:you|u|he|she|they|we|it|i|ya|ye)\b|^went\s+(?:(?:really|so|pretty|very|quite|super|surprisingly)\s+)?${oneOf(HOW_IT_WENT)}\b|^got\s+${oneOf(WHAT_HAPPENED_TO_IT)}\b`,
  "iu",
);
const PAST_VERBS = new Set(
  "got went had did met saw took came left began ran made found gave told felt became broke wrote sold won lost paid sent spent fell flew drove ate drank heard thought knew grew wore held kept slept taught caught brought built quit bought".split(
    " ",
  ),
);
/** Words ending in "ed" that do not start a sentence as a past-tense verb: names, adjectives, nouns. */
const ED_NOT_VERB = new Set(
  "alfred mildred winifred manfred fred ted ned jed bed red shed sled wed need speed seed feed weed tired excited bored married engaged used based interested worried scared supposed retired pleased stressed exhausted obsessed naked wicked sacred wretched beloved ragged rugged learned aged".split(
    " ",
  ),
);

/**
 * CHAT_PARTICLE: chat's discourse particles at the end of a message ("… in Berlin btw", "… lol",
 * "… tbh haha"): they say how it is said, not what; the fact ends before them.
 */
const CHAT_PARTICLES = ["btw", "lol", "lmao", "haha+", "hehe+", "tbh", "imo", "imho", "fyi", "xd"];
/** Written in lower case or in capitals ("LOL"): "Imo" with a capital is a name. */
const CHAT_PARTICLES_LAST = new RegExp(
  `(?:\\s+(?:${[...CHAT_PARTICLES, ...CHAT_PARTICLES.map((p) => p.toUpperCase())].join("|")}))+\\s*[.!?…]*\\s*$`,
  "u",
);

/** Final form of a fact: capitalised first letter, one closing period (after an aside's closing parenthesis; a question kept as said keeps its "?"), no trailing emoji. */
export function tidy(sentence: string): string {
  let out = sentence
    .replace(PICTOGRAPHS, "")
    .replace(CHAT_PARTICLES_LAST, "")
    .replace(/^[\s.,;:!?…–-]+/u, "")
    .replace(/\s+/g, " ")
    .replace(/\s+([.,;:!?…])/gu, "$1")
    .replace(/[\s,;:–-]+$/u, "")
    .trim();
  if (!out) return out;
  // An aside that closes on its own stop ("… (opened in 2019.)"): the stop goes after it.
  if (out.indexOf("(") > 0) out = out.replace(/([^\s.])\.(\)+)$/u, "$1$2");
  out = out.charAt(0).toLocaleUpperCase() + out.slice(1);
  // A stop before a closing quote ends the sentence ('… is "Call me Ishmael."').
  if (!/[.!?。！？]["”»」』'’]*$/u.test(out)) out += CJK_LAST.test(out) ? "。" : ".";
  return out
    .replace(/!+$/, ".")
    .replace(/！+$/, "。")
    .replace(/\.{2,}$/, ".");
}

/** A sentence that ends in Chinese or Japanese writing ends with their full stop "。". */
const CJK_LAST = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]$/u;
