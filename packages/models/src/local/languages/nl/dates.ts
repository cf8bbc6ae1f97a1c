/**
 * Dutch date words for `dates.ts`, read only for Dutch text (the shared patterns there mix the
 * other languages). From Dutch grammar (the perfect with "hebben"/"zijn" and its participle, the
 * adverbs and prepositions of time: "vorige", "afgelopen", "komende", "sinds", "elke"), as in
 * the ANS (Algemene Nederlandse Spraakkunst), not from any conversation.
 */

/**
 * Weekday abbreviations that are Dutch words when alone: "zo" ("zo'n", "zo ja", "zo goed"),
 * "vrij" (free), "ma" (mum), "do", "di", "wo", "za", "vr" ("VR-bril"); chrono reads them as days.
 */
export const NOT_A_DAY = /^(?:zo|vrij|ma|di|wo|do|vr|za|zat)\.?$/iu;
/** "zat" (sat) before the date chrono reads with it ("zat gisteren"): a verb, the date is read after it. */
export const WORD_FIRST = /^zat\s+/iu;
/** "vorige vrijdag", "volgende week": the phrase says itself which one it is. */
export const QUALIFIED = /\b(?:vorige?|volgende?|komende|afgelopen|deze)\b/iu;
/** "afgelopen vrijdag", "komende maandag": chrono reads only the weekday; the word goes with it. */
export const QUALIFIER_BEFORE = /\b(?:afgelopen|komende)\s+$/iu;
/** "elke maandag", "iedere week": a habit, no one date. */
export const RECURRING = /(?:^|\s)(?:elke|iedere|alle)\s+$/iu;
/** "sinds maart", "vanaf januari": since then, never ahead. */
export const SINCE = /(?:^|\s)(?:sinds|vanaf)\s+(?:(?:begin|eind|half|midden)\s+)?$/iu;
/** "gedurende twee weken": how long, not when. */
export const DURATION = /^gedurende\s/iu;
/** "een hele week", "nog een maand", "twee weekenden": a counted or described period. */
export const COUNTED_PERIOD =
  /(?:^|[^\p{L}])(?:een|één|twee|drie|vier|vijf|hele|heel|zelfde|andere|eerste)\s+$/iu;
/**
 * A preposition already before the date: "op 3 mei", "in maart", "sinds maart", "tot vrijdag". Not
 * "het": "Ik heb het gisteren gekocht" is "it", and the date takes its "op".
 */
export const PRECEDING_PREPOSITION =
  /(?:^|\s)(?:op|in|om|sinds|vanaf|tot|voor|na|rond|begin|eind|half|midden|van|de)\s+$/iu;
/** The perfect ("ben … verhuisd", "heb … gehaald"), the past tense and "gisteren", "geleden": the past. */
export const PAST =
  /\b(?:(?:ben|bent|is|zijn|heb|hebt|heeft|hebben)\b[^.!?]*?\b(?:ge|ver|be|ont|her)\p{L}+[dtn]|was|waren|had|hadden|gisteren|geleden|afgelopen|vorige?)\b/iu;
/**
 * "morgen is mijn verjaardag": the date is the subject; not "gisteren was ik …", where the subject
 * follows the verb (Dutch puts the verb second), nor "gisteren is mijn dochter geboren", where "is"
 * is the auxiliary of the participle that ends the clause.
 */
const PRONOUNS = ["ik", "je", "jij", "u", "hij", "zij", "ze", "we", "wij", "jullie", "het", "er"];
/** The participle that ends a clause, with a separable prefix ("aangekomen") or none ("geboren", "overleden"). */
const PARTICIPLE = String.raw`\b(?:aan|op|af|uit|in|mee|terug|over|weg|toe|door|om|na|bij)?(?:(?:ge|ver|be|ont|her)\p{L}+[dtn]|leden)\s*(?:[.!?]|$)`;
export const DATE_IS_SUBJECT = new RegExp(
  String.raw`^\s+(?:is|was|valt|viel)\b(?!\s+(?:${PRONOUNS.join("|")})\b)(?![^.!?]*${PARTICIPLE})`,
  "iu",
);
/** "ga", "zal", "volgende", "komende", "morgen": the future. */
export const FUTURE = /\b(?:ga|gaat|gaan|zal|zult|zullen|volgende?|komende|morgen|overmorgen)\b/iu;
