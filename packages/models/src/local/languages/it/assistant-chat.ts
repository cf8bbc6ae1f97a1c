import { PLACES } from "../../places.ts";
import { oneOf, rx } from "../patterns.ts";

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
const BARE_PREDICATES = [
  "infermier[ae]",
  "medic[oa]",
  "dottor(?:e|essa)",
  "insegnante",
  "professor(?:e|essa)",
  "maestr[ao]",
  "avvocat[oa]",
  "ingegnere",
  "architett[oa]",
  "student(?:e|essa)",
  "sviluppat(?:ore|rice)",
  "programmat(?:ore|rice)",
  "impiegat[oa]",
  "farmacista",
  "giornalista",
  "psicolog[oa]",
  "cuoc[oa]",
  "camerier[ea]",
  "commess[oa]",
  "freelance",
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
  /(?:(?:il|la|i|le) )?(?:mio|mia|miei|mie) (?:\p{L}+ ){0,2}(?:è|sono|ha|hanno|fa|lavora|vive|abita)/iu;

/** "Non mangio carne", "non ho figli", "non sono sposata": what one does not do, have or is (negation). */
export const I_DO_NOT = /non (?:\p{L}+o|ho|sono)\b/iu;

/** TIME_LEAD, in Italian: a fronted time adjunct before a statement about oneself ("Dal 2019 vivo a Milano"). */
export const TIME_LEAD =
  /(?:dal \d{4}|da \p{L}+ anni|attualmente|adesso|ora|l'anno scorso|quest'anno|nel \d{4})/iu;

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
/**
 * LIFE_EVENT, in Italian: a move of home to a place of the gazetteer ("mi trasferisco a Lisbona"),
 * an age just reached ("ho appena compiuto 40 anni"), an injury ("mi sono rotto il polso").
 */
export const LIFE_EVENT = rx`(?:mi trasferisco|ci trasferiamo|vado a vivere|andiamo a vivere) (?:a|in) ${oneOf([...PLACES])}(?![\p{L}])|ho (?:appena )?compiuto \d{2,3} anni|mi sono (?:rott[oa]|fratturat[oa]|slogat[oa]) (?:il |la |lo |l')${oneOf(BODY_PARTS)}(?![\p{L}])`;
export const PERSONAL_STATEMENTS = [
  I_LIVE,
  MY_NAME,
  I_AM,
  I_HAVE,
  I_LIKE,
  MY_SOMETHING_IS,
  I_DO_NOT,
  LIFE_EVENT,
];

/** "Sono un'insegnante e …", "mi chiamo …", "abito a …": who the person is, said first. */
export const IDENTITY_FIRST = [/sono (?:un'|(?:un|una|uno)\s)/iu, /mi chiamo|abito|lavoro come/iu];

/** Words that announce a pasted document: "Riassumi il testo seguente:", "Correggi questo testo:". */
export const DOCUMENT_POINTERS = ["seguente", "seguenti", "questo testo", "quanto segue"];
/** How a role prompt for the assistant opens: "Sei un assistente …". */
export const ROLE_OPENERS = ["sei (?:un|una|uno|un')"];
