import { PLACES } from "../../places.ts";
import { oneOf, rx } from "../patterns.ts";
import { EVERYDAY_VERBS, MONTH_LEAD } from "./clause.ts";

/**
 * Italian, in a chat with an AI assistant: requests, task talk, statements about oneself.
 * Word lists are closed classes of Italian grammar, taken from M. Maiden and C. Robustelli, "A
 * Reference Grammar of Modern Italian" (2nd ed., 2007): the imperative (ch. 15.3), the present of
 * "essere", "avere" and the regular verbs (ch. 15), possessives (ch. 6) and "piacere" (ch. 17.4),
 * never from the words of a conversation.
 */

/** Imperatives that open a request, "tu" and polite "Lei" forms ("scrivi …", "mi spieghi …" aside). */
export const REQUEST_VERBS = [
  "scrivi",
  "scriva",
  "dammi",
  "dimmi",
  "fammi",
  "spiega",
  "spiegami",
  "correggi",
  "traduci",
  "riassumi",
  "elenca",
  "genera",
  "mostrami",
  "aiutami",
  "trova",
  "suggerisci",
  "proponi",
  "crea",
  "calcola",
  "confronta",
  "descrivi",
  "controlla",
  "aggiungi",
  "riscrivi",
];

/** What the user wants or tries in the task: "voglio", "vorrei", "ho bisogno di", "sto provando". */
const TASK_VERBS = [
  "voglio",
  "vorrei",
  "ho bisogno",
  "ho provato",
  "sto provando",
  "sto cercando di",
  "sto usando",
  "sto scrivendo",
  "proviamo",
  "usiamo",
];
/** "Vorrei una tabella", "ho provato a …" (the subject "io" is usually dropped). */
export const TASK_ACTION = rx`\b(?:io\s+)?${oneOf(TASK_VERBS)}\b`;
/** "Ho un errore", "ho una domanda", "ho un problema con lo script". */
export const TASK_OBJECT = rx`\bho (?:un|una|un') ?(?:errore|problema|domanda|bug|file|script)\b`;

/** "Abito a …", "vivo a/in …", "lavoro come/per/in …", "vengo da …", "studio a/all' …". */
export const I_LIVE =
  /abito|vivo (?:a|in|con)|lavoro (?:come|per|in|a|da|presso|all')|vengo da|studio (?:a|all'|alla|al|in)/iu;
/** "Mi chiamo Giulia": one's name. */
export const MY_NAME = /mi chiamo/iu;
/**
 * What one is without an article, as Italian says a profession, a condition or a state of life
 * ("sono infermiera", "sono diabetico", "sono in pensione"): a predicate noun of profession takes
 * no article in Italian, as in French.
 */
/** Professions, said without an article after "sono" and with one after "faccio". */
export const PROFESSIONS = [
  "infermier[ae]",
  "medic[oa]",
  "dottor(?:e|essa)",
  "insegnante",
  "professor(?:e|essa)",
  "maestr[ao]",
  "avvocat[oa]",
  "ingegnere",
  "architett[oa]",
  "sviluppat(?:ore|rice)",
  "programmat(?:ore|rice)",
  "impiegat[oa]",
  "farmacista",
  "giornalista",
  "psicolog[oa]",
  "cuoc[oa]",
  "camerier[ea]",
  "commess[oa]",
  "commercialista",
  "elettricista",
  "idraulico",
  "parrucchier[ea]",
  "fotograf[oa]",
  "grafic[oa]",
  "traduttor(?:e|rice)",
  "musicista",
  "autista",
  "freelance",
];
const BARE_PREDICATES = [
  ...PROFESSIONS,
  "student(?:e|essa)",
  "pensionat[oa]",
  "in pensione",
  "disoccupat[oa]",
  "casalinga",
  "diabetic[oa]",
  "vegetarian[oa]",
  "vegan[oa]",
  "celiac[oa]",
  "allergic[oa]",
  "intollerante",
  "incinta",
  "single",
  "mamma",
  "papà",
];
/** "Sono un'infermiera", "sono nata a …", "sono di Torino", "sono sposato", "sono diabetico". */
export const I_AM = rx`sono (?:un'|(?:un|una|uno|nat[oa]|di|originari[oa]|sposat[oa]|separat[oa]|divorziat[oa]|${oneOf(BARE_PREDICATES)})(?=\s|$|[.,;!?]))`;
/** What one has: an age, children, brothers and sisters, pets, a home, a car, a partner. */
const HAVE_WHAT =
  /anni|figli[oe]?|figlia|fratell[oi]|sorell[ae]|cane|gatt[oi]|casa|appartamento|giardino|macchina|moto|bici|moglie|marito/iu;
/** "Ho 34 anni", "ho due figli", "ho un cane". */
export const I_HAVE = rx`ho (?:\d+|un|una|uno|un'|due|tre|quattro|cinque) ?(?:${HAVE_WHAT})`;
/** "Mi piace …", "adoro …", "preferisco …", "parlo …", "suono …" (likes, languages, instruments). */
export const I_LIKE = /mi piace|mi piacciono|adoro|odio|preferisco|parlo|gioco a|suono (?:il|la|lo|l')/iu;
/** "Mio fratello è …", "la mia ragazza ha …", "i miei genitori sono …". */
export const MY_SOMETHING_IS =
  /(?:(?:il|la|i|le) )?(?:mio|mia|miei|mie) (?:\p{L}+ ){0,2}(?:è|sono|ha|hanno|fa|lavora|vive|abita|si chiama(?:no)?)(?!\p{L})/iu;

/** "Faccio l'insegnante", "faccio il medico": Italian says a profession with "fare" and its article. */
export const I_DO_FOR_A_LIVING = rx`faccio (?:il |la |lo |l')${oneOf(PROFESSIONS)}(?![\p{L}])`;

/** The fields of the university faculties: "studio medicina", "studio legge". */
const FIELDS = [
  "medicina",
  "legge",
  "giurisprudenza",
  "ingegneria",
  "economia",
  "filosofia",
  "lettere",
  "architettura",
  "informatica",
  "psicologia",
  "fisica",
  "matematica",
  "chimica",
  "biologia",
  "farmacia",
  "storia",
  "lingue",
  "infermieristica",
  "veterinaria",
  "scienze \\p{L}+",
];
/** "Studio medicina", "frequento l'università": what one studies, or the school one attends. */
export const I_STUDY = rx`studio ${oneOf(FIELDS)}(?![\p{L}])|frequento (?:l'università|il liceo|la scuola|un corso|il corso)`;

/** Languages one learns: "sto imparando il tedesco", "studio l'inglese". */
const LANGUAGES_LEARNT =
  "(?:inglese|tedesco|francese|spagnolo|portoghese|cinese|giapponese|coreano|russo|arabo|olandese|greco|italiano)";
export const I_LEARN = rx`(?:sto imparando|imparo|studio) (?:il |lo |l')?${LANGUAGES_LEARNT}(?![\p{L}])`;

/** Chronic conditions of the public health lists (as the English CONDITIONS): "ho il diabete", "ho l'asma". */
const CONDITIONS =
  "(?:diabete|asma|artrite|epilessia|emicrania|celiachia|ansia|depressione|ipertensione|pressione alta|colesterolo alto|endometriosi|psoriasi)";
export const I_HAVE_A_CONDITION = rx`(?:ho|soffro di) (?:il |l'|la |un'|una |un )?${CONDITIONS}(?![\p{L}])`;

/** An appointment of one's own: "ho un colloquio di lavoro", "ho un esame", "ho una visita". */
export const APPOINTMENT = rx`ho (?:un |una |un')(?:colloquio|esame|appuntamento|visita|intervento|operazione)(?![\p{L}])`;

/** Frequency adjuncts of a habit: "ogni sabato", "tutte le mattine", "tre volte a settimana". */
const FREQUENCY = [
  "ogni (?:giorno|settimana|mese|anno|mattina|sera|notte|weekend|fine settimana|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)",
  "tutti i (?:giorni|weekend|lunedì|martedì|mercoledì|giovedì|venerdì|sabati)",
  "tutte le (?:mattine|sere|notti|settimane|domeniche)",
  "(?:una|due|tre|quattro|cinque|\\d+) volt[ae] (?:a|al|alla|per|ogni) (?:settimana|mese|giorno|anno)",
];
/** What one works on in a task, never a habit of one's life ("faccio il test ogni giorno"). */
const TASK_NOUNS =
  "(?:codice|file|script|test|funzion[ei]|errore|bug|programma|database|sito|app|query|log|server|pagina|documento|testo|e-?mail|tabella|formula|prompt)";
/**
 * SESSION_TALK, in Italian: the work on the task's things ("sto lavorando a uno script Python"), a
 * version liked better ("mi piace di più la seconda versione"), "non capisco" alone, the request's
 * terms ("il mio budget è di 500 euro").
 */
export const SESSION_TALK = [
  rx`\bsto (?:lavorando|scrivendo) (?:a|su|con) (?:un|uno|una|un'|il|lo|la|l'|il mio|la mia|questo|questa) ?(?:\p{L}+ )?${TASK_NOUNS}(?![\p{L}])`,
  rx`\b(?:mi piace(?:no)? di più|preferisco) (?:la|il|lo|l'|le|i|gli|questa|questo) ?(?:\p{L}+ )?(?:versione|versioni|opzione|opzioni|proposta|risposta|testo|idea|esempio|variante|soluzione)\b`,
  rx`^non (?:lo |ho )?capi(?:sco|to)(?=\s*[.!?…]*$)`,
  rx`\b(?:il )?mio (?:budget|saggio|compito|pubblico) (?:è|sono)\b|\b(?:la )?mia scadenza è\b`,
];
/** HABIT, in Italian: an everyday verb in the first person with its frequency ("vado in palestra tre volte a settimana"). */
export const HABIT = rx`(?:${oneOf(EVERYDAY_VERBS)}|vado|faccio|mi alleno|lavoro|studio)\b(?:(?!\b${TASK_NOUNS}\b)[^.;!?]){0,80}?${oneOf(FREQUENCY)}`;

/** "Non mangio carne", "non ho figli", "non sono sposata": what one does not do, have or is (negation). */
export const I_DO_NOT = /non (?:\p{L}+o|ho|sono)\b/iu;

/** Fronted time adjuncts, as said and as the dates rewrite them ("la settimana scorsa" → "la settimana del 2026-11-09"). */
const TIME_LEADS = [
  String.raw`dal \d{4}`,
  String.raw`da \p{L}+ anni`,
  "attualmente|adesso|ora|ieri|oggi|domani|stamattina|quest'anno",
  "(?:l'anno|il mese|la settimana) (?:scors[oa]|prossim[oa])",
  "(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) (?:scors[oa]|prossim[oa])",
  String.raw`nel \d{4}`,
  String.raw`il \d{4}-\d{2}-\d{2}`,
  String.raw`la settimana del \d{4}-\d{2}-\d{2}`,
  MONTH_LEAD,
];
/** TIME_LEAD, in Italian: a fronted time adjunct before a statement about oneself ("Dal 2019 vivo a Milano"). */
export const TIME_LEAD = rx`${oneOf(TIME_LEADS)}`;

/** Bones, joints and limbs of everyday anatomy ("la testa" left out: "rompersi la testa" is racking one's brains). */
const BODY_PARTS = [
  "polso",
  "caviglia",
  "ginocchio",
  "braccio",
  "gamba",
  "piede",
  "mano",
  "dito",
  "spalla",
  "anca",
  "gomito",
  "costola",
  "clavicola",
  "naso",
  "schiena",
];
/** A place of the gazetteer, and a bone, joint or limb, as whole words. */
const PLACE = String.raw`${oneOf([...PLACES])}(?![\p{L}])`;
const BODY_PART = String.raw`${oneOf(BODY_PARTS)}(?![\p{L}])`;
/** Events of a life in the passato prossimo, and a new job ahead (Maiden and Robustelli: the perfect). */
const LIFE_EVENTS = [
  `(?:mi trasferisco|ci trasferiamo|vado a vivere|andiamo a vivere|mi sono trasferit[oa]|ci siamo trasferit[ie]|sono andat[oa] a vivere) (?:a|in) ${PLACE}`,
  String.raw`ho (?:appena )?compiuto \d{2,3} anni`,
  `mi sono (?:rott[oa]|fratturat[oa]|slogat[oa]) (?:il |la |lo |l')${BODY_PART}`,
  String.raw`(?:ho|abbiamo) (?:appena )?comprato (?:una |la |un |il |l')(?:casa|appartamento|villetta|macchina|auto|moto)(?![\p{L}])`,
  String.raw`(?:ho|abbiamo) (?:appena )?adottato (?:un |una |un')(?:cane|gatt[oa]|gattino|cucciolo|bambin[oa])(?![\p{L}])`,
  "ho (?:appena )?finito (?:l'università|il liceo|gli studi|la scuola|il dottorato|il master)",
  "mi sono (?:appena )?(?:laureat[oa]|diplomat[oa]|licenziat[oa]|iscritt[oa]|sposat[oa]|fidanzat[oa]|separat[oa])",
  "ho (?:appena )?(?:cambiato lavoro|perso il lavoro|trovato (?:un )?(?:nuovo )?lavoro)",
  "sono (?:stat[oa] assunt[oa]|andat[oa] in pensione|diventat[oa] (?:mamma|papà|nonn[oa]))",
  "(?:inizio|comincio|ho iniziato|ho cominciato) (?:un nuovo lavoro|a lavorare|l'università)",
  "ho (?:iniziato|cominciato) a (?:correre|nuotare|camminare|suonare|cucinare|dipingere|ballare|fare yoga|fare sport|andare in palestra)",
  `sono (?:andat[oa]|stat[oa]) (?:a|in) ${PLACE}`,
];
/**
 * LIFE_EVENT, in Italian: a move of home to a place of the gazetteer ("mi trasferisco a Lisbona"),
 * an age just reached ("ho appena compiuto 40 anni"), an injury ("mi sono rotto il polso"), a home
 * or a pet of one's own, the end of one's studies, a job found, lost or ahead, a trip.
 */
export const LIFE_EVENT = rx`${oneOf(LIFE_EVENTS)}`;
/** A work of one's own (as English OWN_PROJECT): "sto scrivendo un romanzo" (not "una funzione"). */
const OWN_WORKS = [
  "romanzo",
  "libro",
  "tesi",
  "blog",
  "podcast",
  "disco",
  "album",
  "sceneggiatura",
  "raccolta di poesie",
];
export const OWN_WORK = rx`sto (?:scrivendo|registrando|componendo) (?:un|una|uno|il mio|la mia) (?:primo |prima |nuovo |nuova |secondo |seconda )?${oneOf(OWN_WORKS)}(?![\p{L}])`;
export const PERSONAL_STATEMENTS = [
  I_LIVE,
  I_DO_FOR_A_LIVING,
  I_STUDY,
  I_LEARN,
  I_HAVE_A_CONDITION,
  APPOINTMENT,
  HABIT,
  MY_NAME,
  I_AM,
  I_HAVE,
  I_LIKE,
  MY_SOMETHING_IS,
  I_DO_NOT,
  LIFE_EVENT,
  OWN_WORK,
];

/** "Sono un'insegnante e …", "mi chiamo …", "abito a …": who the person is, said first. */
export const IDENTITY_FIRST = [/sono (?:un'|(?:un|una|uno)\s)/iu, /mi chiamo|abito|lavoro come/iu];

/** Words that announce a pasted document: "Riassumi il testo seguente:", "Correggi questo testo:". */
export const DOCUMENT_POINTERS = ["seguente", "seguenti", "questo testo", "quanto segue"];
/** How a role prompt for the assistant opens: "Sei un assistente …". */
export const ROLE_OPENERS = ["sei (?:un|una|uno|un')"];
/** ROLE_PLAY_OPENERS, in Italian: "voglio che tu agisca come …", "immagina di essere …". */
export const ROLE_PLAY_OPENERS = [
  "voglio che tu (?:agisca|faccia|finga|sia|ti comporti)",
  "(?:agisci|comportati) come",
  "immagina di essere",
  "fingi di essere",
  "(?:interpreta|fai) il ruolo di",
];
