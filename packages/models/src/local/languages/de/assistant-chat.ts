import { PLACES } from "../../places.ts";
import { noneAhead, oneOf, rx } from "../patterns.ts";

/** German, in a chat with an AI assistant: requests, task talk, statements about oneself. */

/** Imperatives that open a request ("schreib …", "erkläre …"). */
export const REQUEST_VERBS = ["gib", "schreib", "mach", "erkläre", "zeig", "hilf"];

/** "Habe ich einen Fehler", "habe ich eine Frage" (verb first, as after a fronted word). */
export const TASK_OBJECT =
  /\b(?:habe ich|ich habe) (?:eine?n?|die|das|den|diese[nsr]?) (?:frage|problem|fehler|datei|skript|code|programm|befehl|funktion|server)\b/iu;

/** "Ich wohne …", "ich bin …", "ich habe …". */
export const I_LIVE = /ich (?:wohne|lebe|arbeite|bin|komme|liebe|mag|habe)/iu;
/** "Meine Schwester ist …", "mein Hund hat …", "mein Mann heißt …". */
export const MY_SOMETHING_IS = /mein(?:e)? \p{L}+ (?:ist|sind|hat|heißt|heisst)(?!\p{L})/iu;
/** A time or place that opens the sentence, before the verb and "ich" ("seit 2019 wohne ich"). */
const FRONTED = [
  "zurzeit",
  "derzeit",
  "momentan",
  "aktuell",
  "inzwischen",
  "mittlerweile",
  "seit",
  "in",
  "im",
  "am",
  "morgen",
  "heute",
  "gestern",
  "nächste",
  "nächsten",
  "letzte",
  "letzten",
];
/** Verbs of a life that a fronted time puts before "ich" ("im März fange ich …", "letzte Woche war ich …"). */
const FRONTED_VERBS = [
  "bin",
  "habe",
  "wohne",
  "arbeite",
  "lebe",
  "war",
  "fange",
  "beginne",
  "ziehe",
  "fliege",
  "fahre",
  "heirate",
  "spiele",
  "gehe",
  "laufe",
  "studiere",
  "lerne",
];
/** What one works on in a task, never a habit or an event of one's life ("ich teste jeden Tag den Code"). */
const TASK_NOUNS =
  "(?:code|skript|script|datei|funktion|programm|fehler|bug|test|server|befehl|datenbank|tabelle|formel|prompt|app|webseite|seite)";
/** "Seit 2019 wohne ich in Wien", "heute bin ich …": German puts the verb second. */
export const FRONTED_I_LIVE = rx`${oneOf(FRONTED)}(?: [\p{L}\d]+){0,3} ${oneOf(FRONTED_VERBS)} ich\b${noneAhead(TASK_NOUNS)}`;

/** Frequency adjuncts of a habit: "jeden Samstag", "dreimal pro Woche", "täglich". */
const FREQUENCY = [
  "jeden (?:tag|morgen|abend|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|monat)",
  "jede (?:woche|nacht)",
  "jedes (?:wochenende|jahr)",
  "(?:einmal|zweimal|dreimal|viermal|fünfmal|\\d+ ?mal) (?:pro|die|in der|im|am) (?:woche|monat|tag|jahr)",
  "täglich|wöchentlich",
];
/** HABIT, in German: "ich" and a verb with a frequency, or the frequency fronted before the verb and "ich". */
export const HABIT = rx`(?:ich \p{L}+\b(?:(?!\b${TASK_NOUNS}(?![\p{L}]))[^.;!?]){0,80}?${oneOf(FREQUENCY)}${noneAhead(TASK_NOUNS)}|${oneOf(FREQUENCY)} \p{L}+ ich\b${noneAhead(TASK_NOUNS)})`;

/** Languages and instruments one learns. */
const LEARNT = [
  "englisch",
  "deutsch",
  "französisch",
  "spanisch",
  "italienisch",
  "portugiesisch",
  "chinesisch",
  "japanisch",
  "koreanisch",
  "russisch",
  "arabisch",
  "niederländisch",
  "griechisch",
  "türkisch",
  "polnisch",
  "klavier",
  "gitarre",
  "geige",
  "schlagzeug",
];
/** "Ich studiere Medizin", "ich lerne Spanisch", "ich lerne Klavier": a subject, a language, an instrument. */
export const I_STUDY = rx`ich studiere (?!(?:den|die|das|gerade den|gerade die|gerade das)\b)\p{L}+|ich lerne (?:gerade |seit \p{L}+ )?${oneOf(LEARNT)}(?![\p{L}])`;

/** Events of a life in the perfect: a wedding, a pet adopted, a home bought, a child born. */
const LIFE_EVENTS = [
  String.raw`(?:ich habe|wir haben)(?: [\p{L}\d]+){0,3}? (?:geheiratet|uns verlobt)`,
  String.raw`(?:ich habe|wir haben) (?:ein|eine|einen) (?:haus|wohnung|hund|katze|kater|welpen|kätzchen)(?: [\p{L}\d]+){0,3}? (?:gekauft|adoptiert)`,
  "(?:ich bin|wir sind) (?:mutter|vater|eltern|oma|opa) geworden",
];
/** "Ich arbeite gerade an", the task's time: the work on a thing of the task, not a job. */
const NOW_ADVERBS = "(?:gerade |grade |momentan |aktuell |noch )?";
const WORKING_ON = `ich arbeite ${NOW_ADVERBS}an`;
/**
 * SESSION_TALK, in German: the work on the task's things ("ich arbeite gerade an einem
 * Python-Skript"; not "an einem Roman"), what one has tried, not being sure, a version one finds
 * better, the request's terms ("mein Budget ist 500 Euro").
 */
export const SESSION_TALK = [
  rx`\b${WORKING_ON} (?:einem|einer|meinem|meiner|dem|der|diesem|dieser) (?:\p{L}+ )?(?:\p{L}+-)?${TASK_NOUNS}(?![\p{L}])`,
  rx`\bich habe (?:das|es|dies|alles) (?:schon |bereits |auch )*(?:versucht|probiert|getestet|gemacht|geändert|eingefügt)\b`,
  rx`\bich bin mir (?:(?:nicht |nicht ganz )?sicher|unsicher)\b`,
  rx`\b(?:ich finde|mir gefällt) (?:die|den|das|diese[nsr]?) (?:\p{L}+ )?(?:version|variante|option|vorschlag|text|antwort|lösung|fassung)\b`,
  rx`\bmein(?:e)? (?:budget|frist|deadline|aufsatz|hausaufgabe|folien|zielgruppe) (?:ist|sind|liegt|beträgt)\b`,
];
export const LIFE_EVENT = rx`${oneOf(LIFE_EVENTS)}`;

/** MOVING_HOME, in German: "Ich ziehe im Januar nach Lissabon" (a place of the gazetteer; not "die Datei nach oben"). */
export const MOVING_HOME = rx`(?:ich ziehe|wir ziehen)(?: [\p{L}\d]+){0,4}? nach ${oneOf([...PLACES])}(?![\p{L}])`;
/** A work of one's own (as English OWN_PROJECT): "ich schreibe gerade einen Roman" (not "eine E-Mail"). */
const OWN_WORKS = [
  "roman",
  "buch",
  "krimi",
  "doktorarbeit",
  "dissertation",
  "masterarbeit",
  "bachelorarbeit",
  "blog",
  "podcast",
  "album",
  "drehbuch",
  "gedichtband",
];
export const OWN_WORK = rx`ich schreibe (?:gerade |grade |momentan )?(?:an )?(?:einen|ein|eine|meinen|mein|meine|einem|einer|meinem|meiner) (?:ersten |neuen |zweiten )?${oneOf(OWN_WORKS)}(?![\p{L}])`;
export const PERSONAL_STATEMENTS = [
  OWN_WORK,
  I_LIVE,
  MY_SOMETHING_IS,
  FRONTED_I_LIVE,
  MOVING_HOME,
  HABIT,
  I_STUDY,
  LIFE_EVENT,
];

/** "Ich bin eine …", "ich wohne …": who the person is, said first. */
export const IDENTITY_FIRST = [
  /ich bin (?:ein|eine)\s/iu,
  // "Ich arbeite bei …" says who one is; "ich arbeite gerade an …" is the task (SESSION_TALK).
  rx`ich (?:wohne|arbeite(?! ${NOW_ADVERBS}an\b))\b`,
];

/** Words that announce a pasted document: "Fasse den folgenden Text zusammen:", "Prüfe dieses:". */
export const DOCUMENT_POINTERS = ["folgenden?", "folgende[rs]?", "dieses?"];
/** How a role prompt for the assistant opens: "Du bist …". */
export const ROLE_OPENERS = ["du bist"];
/** ROLE_PLAY_OPENERS, in German: "ich möchte, dass du als … agierst", "stell dir vor, du bist …". */
export const ROLE_PLAY_OPENERS = [
  "ich (?:möchte|will|hätte gern),? dass du (?:als|die rolle|dich|so tust)",
  "(?:agiere|handle|verhalte dich) (?:als|wie)",
  "stell dir vor,? du bist",
  "(?:spiele|übernimm) die rolle",
  "tu so,? als wärst du",
];
