import { PLACES } from "../../places.ts";
import { oneOf, rx } from "../patterns.ts";

/** German, in a chat with an AI assistant: requests, task talk, statements about oneself. */

/** Imperatives that open a request ("schreib …", "erkläre …"). */
export const REQUEST_VERBS = ["gib", "schreib", "mach", "erkläre", "zeig", "hilf"];

/** "Habe ich einen Fehler", "habe ich eine Frage" (verb first, as after a fronted word). */
export const TASK_OBJECT =
  /\b(?:habe ich|ich habe) (?:eine?n?|die|das|den|diese[nsr]?) (?:frage|problem|fehler|datei|skript|code|programm|befehl|funktion|server)\b/iu;

/** "Ich wohne …", "ich bin …", "ich habe …". */
export const I_LIVE = /ich (?:wohne|lebe|arbeite|bin|komme|liebe|mag|habe)/iu;
/** "Meine Schwester ist …", "mein Hund hat …". */
export const MY_SOMETHING_IS = /mein(?:e)? \p{L}+ (?:ist|sind|hat)/iu;
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
/** "Seit 2019 wohne ich in Wien", "heute bin ich …": German puts the verb second. */
export const FRONTED_I_LIVE = rx`${oneOf(FRONTED)}(?: [\p{L}\d]+){0,3} (?:bin|habe|wohne|arbeite|lebe) ich`;

/** MOVING_HOME, in German: "Ich ziehe im Januar nach Lissabon" (a place of the gazetteer; not "die Datei nach oben"). */
export const MOVING_HOME = rx`(?:ich ziehe|wir ziehen)(?: [\p{L}\d]+){0,4}? nach ${oneOf([...PLACES])}(?![\p{L}])`;
export const PERSONAL_STATEMENTS = [I_LIVE, MY_SOMETHING_IS, FRONTED_I_LIVE, MOVING_HOME];

/** "Ich bin eine …", "ich wohne …": who the person is, said first. */
export const IDENTITY_FIRST = [/ich bin (?:ein|eine)\s/iu, /ich (?:wohne|arbeite)\b/iu];

/** Words that announce a pasted document: "Fasse den folgenden Text zusammen:", "Prüfe dieses:". */
export const DOCUMENT_POINTERS = ["folgenden?", "folgende[rs]?", "dieses?"];
/** How a role prompt for the assistant opens: "Du bist …". */
export const ROLE_OPENERS = ["du bist"];
