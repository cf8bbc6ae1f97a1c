import { ADVERBS, conjugate, IRREGULAR_PAST } from "./english-verb-forms.ts";
import { verbReading } from "./english-verbs.ts";

/**
 * AND_SHARES_THE_SUBJECT: "I'm a nurse and work nights" → "Anna is a nurse and works nights". A
 * verb after "and", "but" or "or" whose subject is the user's is conjugated too (Quirk 13.44:
 * coordinated predicates share the subject). It is left as it is where it may share something else:
 * an auxiliary ("Anna cannot swim and dive"), an infinitive ("wants to buy a flat and get a dog"),
 * a verb that takes a bare infinitive ("let the kids stay up and watch TV"), another clause ("a
 * sister who lives in Leeds and …"); and where the word may be a noun in a list ("tea and
 * biscuits", "a nurse and mother of two", "tea and milk every day"): a word WordNet sees mostly as
 * a verb ("work", "teach") needs something after it, a word that is also a noun ("love", "walk")
 * needs an object or a gerund that only a verb takes there ("and love my job", "but hate cooking").
 */
export function conjugateCoordinated(sentence: string, subject: string): string {
  // A longer text is no sentence a bio or a remark says; the checks below would grow with its square.
  if (sentence.length > MAX_SENTENCE_CHARS) return sentence;
  const at = sentence.indexOf(`${subject} `);
  if (at < 0) return sentence;
  const head = sentence.slice(0, at + subject.length + 1);
  const rest = sentence.slice(head.length);
  const tokens = [...rest.matchAll(TOKEN)].map((m) => ({ text: m[0], index: m.index ?? 0 }));
  // The name must be the subject, its verb right after it: "drive Hattie and then sit" names her
  // as an object (a remark's "me"), and the verbs are someone else's.
  const first = tokens[0]?.text ?? "";
  if (!isSubjectsVerb(first)) return sentence;
  const verbToken =
    tokens.find((t) => !isAdverb(t.text) && !/^(?:never|seldom|rarely|once|first)$/u.test(t.text))?.text ??
    first;
  // Where a list of the user's verbs right after the first one ends ("cooks, clean and …").
  let listEnd = 1;
  while (tokens[listEnd]?.text === "," && /^\p{Ll}+$/u.test(tokens[listEnd + 1]?.text ?? "")) listEnd += 2;
  const clause: Clause = {
    rest,
    tokens,
    shared: SHARED_AUXILIARY.test(rest),
    present: isPresent(verbToken) && !IN_THE_PAST.test(sentence),
    listEnd,
  };
  const changes: Change[] = [];
  let blocked = false;
  tokens.forEach((token, i) => {
    const lower = token.text.toLowerCase();
    if (
      (OTHER_CLAUSE.has(lower) && (!COMPLEMENT_VERB.test(lower) || takesComplement(tokens, i))) ||
      isInfinitive(token.text, tokens[i + 1]?.text, tokens[i - 1]?.text)
    )
      blocked = true;
    if (!blocked) changes.push(...coordinatedVerbAt(clause, i));
  });
  let out = rest;
  for (const c of changes.sort((a, b) => b.index - a.index))
    out = `${out.slice(0, c.index)}${c.to}${out.slice(c.index + c.from.length)}`;
  return `${head}${out}`;
}

interface Token {
  text: string;
  index: number;
}
interface Change {
  index: number;
  from: string;
  to: string;
}
/** The user's clause after their name: its tokens, a shared auxiliary, its tense, its verb list's end. */
interface Clause {
  rest: string;
  tokens: Token[];
  shared: boolean;
  present: boolean;
  listEnd: number;
}

/** The conjugation a coordinator at `i` calls for: its verb, and a list's middle items. */
function coordinatedVerbAt(c: Clause, i: number): Change[] {
  const { tokens, shared } = c;
  const word = tokens[i]?.text ?? "";
  // "significantly and consistently better": adverbs joined, not predicates.
  const adverbsJoined = isAdverb(tokens[i - 1]?.text ?? "") && isAdverb(tokens[i + 1]?.text ?? "");
  if (!COORDINATORS.has(word) || adverbsJoined) return [];
  if (word === "so" && /^(?:is|was|am|are|were|feels|felt|looks|seems)$/u.test(tokens[i - 1]?.text ?? ""))
    return [];
  let j = i + 1;
  const skipped = (t: string) => isAdverb(t) || NEGATORS.has(t) || SEQUENCE.has(t);
  while (tokens[j] && skipped(tokens[j]?.text ?? "")) j++;
  // A modal or a negated "do" is shared by "and", not by "but" ("does not eat meat but loves
  // fish") nor by a verb with its own negator ("does not smoke and rarely drinks").
  const ownNegator = tokens.slice(i + 1, j).some((t) => NEGATORS.has(t.text));
  if (shared && word !== "but" && word !== "so" && !ownNegator) return [];
  if (isCompoundNounAt(tokens, j)) return [];
  const verb = tokens[j];
  const next = tokens[j + 1]?.text;
  // Right after the user's verb ("walks or cycles to work", "cooks, cleans and looks after") the
  // word is a verb like it: coordinated items are of one kind.
  const verbList = i <= c.listEnd && (i - 1) % 2 === 0 && isVerbLike(tokens[0]?.text ?? "");
  if (
    !verb ||
    !isCoordinatedVerb(verb.text, next, afterBareNoun(tokens, i), surelyVerb(c, i, j) || verbList, verbList)
  )
    return [];
  // "teaches maths and read a lot": a verb whose past is its present is present after a present.
  const same = SAME_IN_THE_PAST.has(verb.text);
  if (same && !c.present) return [];
  const changes = [{ index: verb.index, from: verb.text, to: same ? `${verb.text}s` : conjugate(verb.text) }];
  // The list's middle items ("cooks, clean and looks" → "cooks, cleans and looks").
  if (verbList)
    for (let k = 2; k < i; k += 2) {
      const item = tokens[k];
      if (item && /^\p{Ll}+$/u.test(item.text) && !IRREGULAR_PAST.has(item.text))
        changes.push({ index: item.index, from: item.text, to: conjugate(item.text) });
    }
  return changes;
}

/** After a bare noun object ("plays tennis and squash on Sundays") a word that is also a noun is one, unless what follows only a verb takes. */
const afterBareNoun = (tokens: Token[], i: number) =>
  i === 2 &&
  /^\p{Ll}+$/u.test(tokens[1]?.text ?? "") &&
  !isAdverb(tokens[1]?.text ?? "") &&
  !ADJUNCT.has(tokens[1]?.text ?? "");

/**
 * "a nurse and play therapist", "a teacher and swim coach": bare nouns to the end, the last a
 * singular agent noun, which as an object would need a determiner (H&P ch. 5 §8): a compound noun.
 */
function isCompoundNounAt(tokens: Token[], j: number): boolean {
  let k = j + 1;
  while (
    /^\p{Ll}+$/u.test(tokens[k]?.text ?? "") &&
    !DETERMINERS.has(tokens[k]?.text ?? "") &&
    !PREPOSITIONS.has(tokens[k]?.text ?? "")
  )
    k++;
  return (
    k > j + 1 &&
    (tokens[k] === undefined || NO_COMPLEMENT.has(tokens[k]?.text ?? "")) &&
    AGENT_NOUN.test(tokens[k - 1]?.text ?? "")
  );
}

/**
 * After an adverb ("and still love animals", "and rarely drink"), after "but" or "so" that turns a
 * negated predicate ("does not eat meat but loves fish"), or after a name, a number or an adverb
 * with a preposition next ("lives in Leeds and shop in York"), a word that may be a verb is one.
 */
function surelyVerb(c: Clause, i: number, j: number): boolean {
  const { tokens, shared } = c;
  const word = tokens[i]?.text ?? "";
  const next = tokens[j + 1]?.text ?? "";
  const afterNoNoun =
    /^(?:\p{Lu}\p{Ll}+|\d+)$/u.test(tokens[i - 1]?.text ?? "") || ADJUNCT.has(tokens[i - 1]?.text ?? "");
  const prepNext = PREPOSITIONS.has(next) || ADJUNCT.has(next);
  return (
    j > i + 1 ||
    (shared && (word === "but" || word === "so")) ||
    (word === "but" && NEGATED_COPULA.test(c.rest)) ||
    (afterNoNoun && prepNext && verbReading(tokens[j]?.text ?? "") !== null)
  );
}

/** The longest sentence the English rules rewrite, in characters; a longer one stays as it is. */
export const MAX_SENTENCE_CHARS = 600;
const TOKEN = /[\p{L}'’-]+|[^\p{L}\s]/gu;
/** "so" too: "works nights so sleeps during the day" (Quirk 13.18: a coordinator of clauses). */
const COORDINATORS = new Set(["and", "but", "or", "so"]);
/** A negated copula or "have": "is not a runner but walks everywhere" (the verb after "but" is the user's). */
const NEGATED_COPULA = /^(?:is|was|has)(?: not|n['’]t)(?![\p{L}'’])/u;
/** Adverbs of sequence after a coordinator ("and then go for a run"). */
const SEQUENCE = new Set(["then", "later", "afterwards", "now"]);
/** Modals and negated "do", whose bare verb a coordinated one shares ("does not eat meat and drink"); "does yoga and goes running" is the verb "do". */
const SHARED_AUXILIARY =
  /^(?:(?:can|cannot|could|will|would|should|must|might|may|shall|had better)(?![\p{L}'’])|(?:does|did|do)(?: not|n['’]t)(?![\p{L}'’]))/u;
/**
 * Words that open another clause or take a bare infinitive or a clause of their own: a later verb
 * may be someone else's ("I saw him fall and break his leg", "I know my neighbours are noisy and
 * play loud music").
 */
const OTHER_CLAUSE = new Set(
  "i who whom whose which that because when while where whether if although though until unless he she they we you let lets make makes made help helps helped see sees saw watch watches watched hear hears heard feel feels felt have has had notice notices noticed observe observes observed overhear overhears overheard spot spots spotted think thinks thought know knows knew hope hopes hoped believe believes believed say says said guess guesses".split(
    " ",
  ),
);
/**
 * Verbs of perception and causation (Quirk 16.52; Huddleston & Pullum ch. 14 §3: object + bare
 * infinitive) and of thinking and saying (a content clause): another subject's verb follows only
 * when such a complement does; "sees a therapist and feels better" has none.
 */
const COMPLEMENT_VERB =
  /^(?:let|lets|make|makes|made|help|helps|helped|see|sees|saw|watch|watches|watched|hear|hears|heard|feel|feels|felt|have|has|had|notice|notices|noticed|observe|observes|observed|overhear|overhears|overheard|spot|spots|spotted|think|thinks|thought|know|knows|knew|hope|hopes|hoped|believe|believes|believed|say|says|said|guess|guesses)$/u;
/** Adverbs of place and time that are no noun (Quirk 8.47): "lives alone and cooks", "works hard and plays hard". */
const ADJUNCT = new Set(
  "alone abroad home nearby locally together downtown upstairs downstairs there here late early hard everywhere outside indoors outdoors online full-time part-time".split(
    " ",
  ),
);
const AGENT_NOUN =
  /^(?:\p{Ll}+ist|\p{Ll}{4,}ician|coach|leader|teacher|trainer|instructor|driver|assistant|manager|captain|guide|tutor|worker|nurse)$/u;
const DETERMINERS = new Set(
  "a an the my his her their your our this that these those some any no every each".split(" "),
);
const PARTICLES = new Set("up out down off away back over in on".split(" "));
const PREPOSITIONS = new Set("at in on to for with from about around by into after of as".split(" "));
/** An object then a bare verb ("helped my dad move house", "made my kids tidy up") or a clause ("know my neighbours are noisy"), before the next coordinator. */
function takesComplement(tokens: { text: string }[], m: number): boolean {
  if (PREPOSITIONS.has(tokens[m + 1]?.text ?? "")) return false;
  for (let k = m + 2; k < tokens.length; k++) {
    const w = tokens[k]?.text ?? "";
    const before = tokens[k - 1]?.text ?? "";
    const after = tokens[k + 1]?.text ?? "";
    if (COORDINATORS.has(w) || w === "," || w === ".") return false;
    if (FINITE.has(w) || /^(?:i|he|she|they|we|you|that)$/u.test(w)) return true;
    if (!/^\p{Ll}+$/u.test(w) || DETERMINERS.has(before) || PREPOSITIONS.has(before)) continue;
    const reading = verbReading(w);
    if (PARTICLES.has(after) && !/(?:s|ed|ing)$/u.test(w)) return true;
    if (reading === "mostly") return true;
    if (reading === "also" && (ONLY_AFTER_A_VERB.has(after) || COORDINATORS.has(after))) return true;
  }
  return false;
}
/** Words after which a verb is the only reading: an object or a determiner ("and love my job"). */
const ONLY_AFTER_A_VERB = new Set(
  "my the a an his her their your our them it him me this that these those some any everything something".split(
    " ",
  ),
);
const FINITE = new Set(
  "is are was were has have had will would can could should must may might does do did isn't aren't wasn't".split(
    " ",
  ),
);
/** What ends a coordinated noun rather than a verb's complement ("tea and biscuits.", "a nurse and mother of two"). */
const NO_COMPLEMENT = new Set([",", ".", ";", ":", "!", "?", ")", "of", "and", "or", "but"]);

/** "to" before a verb: "wants to buy a flat and get a dog" (not "moved to Leeds", nor "cycle to work", a destination). */
const isInfinitive = (word: string, next: string | undefined, before: string | undefined) =>
  word === "to" &&
  next !== undefined &&
  /^\p{Ll}+$/u.test(next) &&
  verbReading(next) !== null &&
  !MOTION.test(before ?? "");

/** Verbs of motion, after which "to" names where to (Quirk 9.15): "go to work", "cycles to school". */
const MOTION =
  /^(?:listen|listens|talk|talks|speak|speaks|allergic|addicted|close|married|go|goes|went|come|comes|came|walk|walks|walked|cycle|cycles|cycled|drive|drives|drove|run|runs|ran|ride|rides|rode|commute|commutes|commuted|travel|travels|travelled|traveled|fly|flies|flew|move|moves|moved|head|heads|headed|return|returns|returned|get|gets|got)$/u;

/** An adverb: a listed one or a word in "-ly" that is no verb ("rely", "fly", "apply" are). */
export const isAdverb = (word: string) =>
  ADVERBS.has(word) || (/^\p{Ll}+ly$/u.test(word) && verbReading(word) === null);
/** Adverbs that negate their own predicate (Huddleston & Pullum ch. 9). */
const NEGATORS = new Set(["never", "rarely", "seldom", "hardly", "barely", "scarcely"]);
/** After the subject comes its verb: not a coordinator, a particle, a preposition or a determiner ("pick Melanie up and …"). */
const isSubjectsVerb = (word: string) =>
  /^\p{Ll}/u.test(word) && !COORDINATORS.has(word) && !NO_VERB.has(word);
const NO_VERB = new Set(
  "up down out off in on over back away with to for at by from into onto about around through the a an my his her their our your this that these those some".split(
    " ",
  ),
);
/** The user's verb as conjugated here: a third person in "-s" of a known verb ("cooks", "walks"). */
const isVerbLike = (word: string) =>
  /^\p{Ll}+s$/u.test(word) &&
  [word.slice(0, -1), word.slice(0, -2), word.replace(/ies$/u, "y")].some(
    (base) => verbReading(base) !== null,
  );
/** The user's verb in the present: "is", "has", "does" or a third person in "-s" ("was" is none). */
const isPresent = (verb: string) =>
  /^(?:is|has|does)$/u.test(verb) ||
  (/^\p{Ll}+s$/u.test(verb) && verb !== "was" && !IRREGULAR_PAST.has(verb));

function isCoordinatedVerb(
  word: string,
  next: string | undefined,
  afterBareNoun: boolean,
  surelyVerb: boolean,
  inList = false,
): boolean {
  // "and don't drink", "but haven't been": a negated auxiliary is a verb.
  if (/^(?:don|haven|aren)['’]t$/u.test(word)) return true;
  if (!/^\p{Ll}+$/u.test(word) || /(?:ed|ing)$/u.test(word)) return false;
  if (IRREGULAR_PAST.has(word) && !SAME_IN_THE_PAST.has(word)) return false;
  const reading = verbReading(word);
  // A word before a finite verb is that verb's subject ("but fish is fine").
  if (
    inList &&
    !NO_VERB.has(word) &&
    !ONLY_AFTER_A_VERB.has(word) &&
    !FINITE.has(word) &&
    !(next !== undefined && FINITE.has(next))
  )
    return true;
  if (reading === null || next === undefined || FINITE.has(next)) return false;
  // An object or a gerund only a verb takes there ("and love my job", "but hate babysitting").
  if (ONLY_AFTER_A_VERB.has(next) || /^\p{Ll}{3,}ing$/u.test(next) || surelyVerb) return true;
  return reading === "mostly" && !afterBareNoun && !NO_COMPLEMENT.has(next);
}

/**
 * HABIT_IS_PRESENT: "read", "put", "cut" are present and past alike; with an adverbial of frequency
 * in their clause and no time in the past in the sentence ("I read a lot", "Every evening I read",
 * "I cut out sugar every January") they are a habit, in the present ("Anna reads a lot"); otherwise
 * they stay as said ("I quit smoking", "As a kid I read every night", "I quit smoking and now go
 * running every morning"). `before` and `after` are the sentence on either side of the verb.
 */
export function presentOrPast(verb: string, before: string, after: string): string {
  if (!SAME_IN_THE_PAST.has(verb)) return conjugate(verb);
  const own = after.split(CLAUSE_BOUNDARY)[0] ?? "";
  // The verb's own clause ends where a relative clause opens: "the books I read as a child",
  // "the horses my dad used to like" (Quirk 17.12: a relative clause has its own tense).
  const ownCut = own.split(/(?<!\p{L})(?=(?:I|he|she|they|my \p{Ll}+)\s)/u)[0] ?? own;
  const clause = `${before.split(CLAUSE_BOUNDARY).at(-1) ?? ""} ${own}`;
  const whole = `${before} ${after}`;
  const past = IN_THE_PAST.test(`${before} ${ownCut}`) || TEMPORAL_PAST.test(whole);
  return HABITUAL.test(clause) && !past ? `${verb}s` : verb;
}

/** A past clause of time: "before I had kids", "when I was a kid" (not "like when I was a kid"). */
const TEMPORAL_PAST =
  /(?<!like )(?<!\p{L})(?:before|when|until|till|after|while|as)\s+(?:I|we|he|she|they|you)\s+(?:\p{Ll}+ly\s+)?(?:had|was|were|did|went|got|made|came|left|moved|started|stopped|lived|worked|used to)(?!\p{L})/u;
/** Stative verbs (Quirk 4.28), whose present may follow a past: "I quit smoking and feel great". */
const STATIVE = new Set(
  "feel am is are have love like hate miss know want need enjoy prefer regret wish hope think seem look sound own owe".split(
    " ",
  ),
);
/**
 * "I read on my commute and listen to podcasts", "I let the dog out and feed the cat": a verb alike
 * in present and past, with no adverbial to tell, before a coordinated dynamic verb in the present;
 * "Anna read" would say the past. Such a fact is left out.
 */
export function undecidedSameForm(sentence: string): boolean {
  // "I work from home and quit my office job in March", "I'm a nurse and hurt my back lifting a
  // patient": after a present, a coordinated verb alike in present and past with no adverbial of
  // frequency in its conjunct; "Anna quits" would make an event a habit.
  const co =
    /^(?:.*?[\s,])?I(?:['’]m| (?:(?:\p{Ll}+ly|always|never|often|sometimes|usually|also|just|really|still|even|only|now) )*(\p{Ll}+))(?!\p{L}).*?(?<!\p{L})(?:and|but|or|so) (?:\p{Ll}+ly )?([a-z]+)(?!\p{L})([^,;]*)/u.exec(
      sentence,
    );
  if (co) {
    const [, first = "", verb = "", conjunct = ""] = co;
    const firstPresent =
      first === "" ||
      (!SHARED_AUXILIARY.test(first) &&
        !/^(?:can|will|would|could|should|must|might|may|did|didn)$/u.test(first) &&
        !SAME_IN_THE_PAST.has(first) &&
        !IRREGULAR_PAST.has(first) &&
        !/(?<!e)ed$/u.test(first));
    if (firstPresent && SAME_IN_THE_PAST.has(verb) && !HABITUAL.test(conjunct) && !IN_THE_PAST.test(sentence))
      return true;
  }
  const m =
    /^(.*?)(?<!\p{L})I ((?:\p{Ll}+ly |usually |always |often |sometimes |just |also |still |never )*)([a-z]+)(?!\p{L})(.*)$/u.exec(
      sentence,
    );
  if (!m) return false;
  const [, before = "", adverbs = "", verb = "", after = ""] = m;
  if (!SAME_IN_THE_PAST.has(verb) || presentOrPast(verb, `${before} ${adverbs}`, after) !== verb)
    return false;
  if (IN_THE_PAST.test(sentence)) return false;
  const c = /(?:,|(?<!\p{L})(?:and|or))\s+(?:(?:then|also|\p{Ll}+ly)\s+)?(\p{Ll}+)\s*(\S*)/u.exec(after);
  if (!c) return false;
  const [, w = "", next = ""] = c;
  if (
    SAME_IN_THE_PAST.has(w) ||
    IRREGULAR_PAST.has(w) ||
    STATIVE.has(w) ||
    /(?:s|ing)$/u.test(w) ||
    /(?<!e)ed$/u.test(w) ||
    SEQUENCE.has(w)
  )
    return false;
  const reading = verbReading(w);
  return reading === "mostly" || (reading === "also" && !NO_COMPLEMENT.has(next.replace(/\W+$/u, "") || "."));
}

/** Where a clause ends: a comma, a coordinator, a subordinator. */
const CLAUSE_BOUNDARY =
  /[,;]|(?<!\p{L})(?:and|but|or|so|which|who|because|when|while|although|though|since|if)(?!\p{L})/iu;

/** Verbs whose present (but for "-s") and past are one form (Quirk 3.16, class 7). */
const SAME_IN_THE_PAST = new Set(
  "read put let set cut hit quit hurt shut spread cost bet burst cast split shed beat misread".split(" "),
);
/** Adverbials of frequency: "every" and "each" only before a time ("I read every word" is no habit). */
const HABITUAL =
  /(?<!\p{L})(?:(?:every|each)(?: other| few| couple of)? (?:day|night|morning|afternoon|evening|week|weekday|weekend|fortnight|month|year|time|summer|winter|spring|autumn|fall|season|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)s?|usually|often|always|never|still|sometimes|regularly|rarely|seldom|normally|generally|typically|occasionally|frequently|daily|weekly|monthly|nightly|a lot|all the time|whenever|(?:a|an|per) (?:day|night|week|weekend|month|year)|most (?:days|nights|mornings|evenings|weekends)|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekdays|weekends)|at weekends)(?!\p{L})/iu;
const IN_THE_PAST =
  /(?<!\p{L})(?:yesterday|ago|last|once(?! (?:a|an|every|or|in a while)(?!\p{L}))|used to|back then|at the time|when I was|as a (?:kid|child|teenager)|growing up|in my (?:teens|twenties|thirties|forties|fifties)|during (?:the )?(?:pandemic|lockdown|covid)|before (?:the )?kids|in (?:19|20)\d\d|\d{4}-\d\d(?:-\d\d)?)(?!\p{L})/iu;
