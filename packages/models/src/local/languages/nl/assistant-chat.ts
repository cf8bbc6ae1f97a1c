import { noneAhead, oneOf, rx } from "../patterns.ts";

/** Dutch, in a chat with an AI assistant: requests, task talk, statements about oneself. */

/** Imperatives that open a request ("schrijf …", "leg uit …", "vat samen …"). */
export const REQUEST_VERBS = [
  "schrijf",
  "geef",
  "maak",
  "leg uit",
  "vertel",
  "zoek",
  "vat",
  "beschrijf",
  "vergelijk",
  "bereken",
];

/** What one has in the task: a question, a problem, an error, a file. */
const TASK_THING = /(?:een|de|het) (?:vraag|probleem|fout|bestand|script)/iu;
/** "Ik wil …", "ik probeer …", "ik heb een vraag". */
export const TASK_ACTION = rx`\bik (?:wil|zou graag|probeer|heb ${TASK_THING})\b`;
/** "Heb ik een fout" (verb first, after a fronted word). */
export const TASK_OBJECT = rx`\bheb ik ${TASK_THING}\b`;

/** "Ik ben …", "ik woon …", "ik heb twee katten", "ik hou van …". */
export const I_LIVE =
  /ik (?:ben|woon|werk|kom uit|heb (?:een|twee|drie|\d+) \p{L}+|hou van|speel|spreek|ken)/iu;
/** "Mijn zus is …", "mijn oude fiets heeft …", "mijn man heet …". */
export const MY_SOMETHING_IS = /mijn (?:\p{L}+ ){1,2}(?:is|zijn|heeft|heet|heten)(?!\p{L})/iu;
/** A time or place that opens the sentence, before the verb and "ik" ("sinds 2019 woon ik"). */
const FRONTED = ["over", "sinds", "in", "op", "om", "morgen", "vandaag", "gisteren", "volgende", "vorige"];
/** What one works on in a task, never a habit or an event of one's life ("ik test elke dag de code"). */
const TASK_NOUNS =
  "(?:code|script|bestand|functie|programma|fout|bug|test|server|database|tabel|formule|prompt|app|website|pagina)";
/** "Ik werk (nu) aan", the task's time: the work on a thing of the task, not a job. */
const NOW_ADVERBS = "(?:nu |momenteel |even |nog )?";
const WORKING_ON = `ik werk ${NOW_ADVERBS}aan`;
/**
 * SESSION_TALK, in Dutch: the work on the task's things ("ik werk aan een Python-script"; not "aan
 * mijn proefschrift"), a version found better, the request's terms ("mijn budget is 500 euro").
 */
export const SESSION_TALK = [
  rx`\b${WORKING_ON} (?:een|het|de|mijn|dit|deze) (?:\p{L}+ )?(?:\p{L}+-)?${TASK_NOUNS}(?![\p{L}])`,
  rx`\bik vind (?:de|het|deze|dit) (?:\p{L}+ )?(?:versie|optie|voorstel|tekst|antwoord|oplossing|variant)\b`,
  rx`\bmijn (?:budget|deadline|essay|opdracht|huiswerk|doelgroep) (?:is|zijn|ligt)\b`,
];
/** Verbs of a life that a fronted time puts before "ik" ("in maart begin ik …", "vorige week was ik …"). */
const FRONTED_VERBS = [
  "ben",
  "heb",
  "woon",
  "werk",
  "was",
  "begin",
  "start",
  "ga",
  "verhuis",
  "trouw",
  "speel",
  "loop",
];
/** "Sinds 2019 woon ik in Utrecht": Dutch puts the verb second. */
export const FRONTED_I_LIVE = rx`${oneOf(FRONTED)}(?: [\p{L}\d]+){0,3} ${oneOf(FRONTED_VERBS)} ik\b${noneAhead(TASK_NOUNS)}`;

/** Frequency adjuncts of a habit: "elke zaterdag", "drie keer per week", "dagelijks". */
const FREQUENCY = [
  "(?:elke|iedere) (?:dag|week|maand|ochtend|avond|nacht|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)",
  "(?:elk|ieder) (?:weekend|jaar)",
  "(?:een|twee|drie|vier|vijf|\\d+) keer (?:per|in de|per) (?:week|maand|dag|jaar)",
  "dagelijks|wekelijks",
];
/** HABIT, in Dutch: "ik" and a verb with a frequency ("ik voetbal elke zaterdag"). */
export const HABIT = rx`ik \p{L}+\b(?:(?!\b${TASK_NOUNS}(?![\p{L}]))[^.;!?]){0,80}?${oneOf(FREQUENCY)}${noneAhead(TASK_NOUNS)}`;

/** Languages and instruments one learns. */
const LEARNT = [
  "engels",
  "duits",
  "frans",
  "spaans",
  "italiaans",
  "portugees",
  "chinees",
  "japans",
  "koreaans",
  "russisch",
  "arabisch",
  "grieks",
  "turks",
  "pools",
  "piano",
  "gitaar",
  "viool",
  "drums",
];
/** "Ik studeer geneeskunde", "ik leer Spaans", "ik leer piano": a subject, a language, an instrument. */
export const I_STUDY = rx`ik studeer (?!(?:de|het|een|nu de|nu het)\b)\p{L}+|ik leer (?:nu |al \p{L}+ jaar )?${oneOf(LEARNT)}(?![\p{L}])`;

/** Events of a life said with "we": a wedding, a pet adopted, a child born. */
const WE_EVENTS = [
  String.raw`(?:we|wij) zijn(?: [\p{L}\d]+){0,3}? (?:getrouwd|verloofd|gaan samenwonen)`,
  String.raw`(?:ik heb|we hebben|wij hebben) (?:een|twee) (?:hond|kat|poes|puppy|kitten|konijn)(?: [\p{L}\d]+){0,2}? geadopteerd`,
  "(?:ik ben|we zijn|wij zijn) (?:moeder|vader|ouders|opa|oma) geworden",
];
export const WE_EVENT = rx`${oneOf(WE_EVENTS)}`;
/** Chronic conditions of the public health lists (as the English CONDITIONS): "ik heb diabetes". */
export const A_CONDITION = rx`ik heb (?:last van )?(?:diabetes|astma|artrose|epilepsie|migraine|reuma|hoge bloeddruk|endometriose|psoriasis|eczeem)(?![\p{L}])`;

/** HAVE_COMPETENCE: "ik heb (wel) ervaring als ontwikkelaar", "ik heb kennis van SQL": what one knows or can. */
export const HAVE_COMPETENCE = /ik heb (?:\p{L}+ ){0,4}?(?:ervaring|kennis|achtergrond|vaardigheden)\b/iu;

/** A work of one's own (as English OWN_PROJECT): "ik schrijf een roman" (not "een functie"). */
const OWN_WORKS = [
  "roman",
  "boek",
  "scriptie",
  "proefschrift",
  "blog",
  "podcast",
  "album",
  "scenario",
  "dichtbundel",
];
export const OWN_WORK = rx`ik (?:schrijf|werk aan|ben bezig met) (?:een|mijn) (?:eerste |nieuwe |tweede )?${oneOf(OWN_WORKS)}(?![\p{L}])`;
export const PERSONAL_STATEMENTS = [
  OWN_WORK,
  I_LIVE,
  MY_SOMETHING_IS,
  FRONTED_I_LIVE,
  HAVE_COMPETENCE,
  HABIT,
  I_STUDY,
  WE_EVENT,
  A_CONDITION,
];

/** "Ik ben een …", "ik woon …": who the person is, said first. */
export const IDENTITY_FIRST = [
  /ik ben (?:een)\s/iu,
  // "Ik werk bij …" says who one is; "ik werk aan een script" is the task (SESSION_TALK).
  rx`ik (?:woon|werk(?! ${NOW_ADVERBS}aan\b))\b`,
];

/** Words that announce a pasted document: "Vat de volgende tekst samen:", "Verbeter dit:". */
export const DOCUMENT_POINTERS = ["volgende", "deze", "dit"];
/** How a role prompt for the assistant opens: "Je bent …". */
export const ROLE_OPENERS = ["je bent"];
/** ROLE_PLAY_OPENERS, in Dutch: "ik wil dat je optreedt als …", "doe alsof je … bent". */
export const ROLE_PLAY_OPENERS = [
  "ik wil dat je (?:optreedt|fungeert|doet alsof|handelt|je gedraagt)",
  "(?:gedraag je|treed op) als",
  "doe alsof je",
  "stel je voor dat je",
  "speel de rol van",
];
