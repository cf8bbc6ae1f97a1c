import { PLACES } from "../../places.ts";
import { oneOf, rx } from "../patterns.ts";

/** Spanish, in a chat with an AI assistant: requests and statements about oneself. */

/** Imperatives that open a request ("escribe …", "explica …"). */
export const REQUEST_VERBS = ["dame", "escribe", "haz", "explica", "muestra"];

/** "Vivo en …", "soy …", "tengo …", "me gusta …" (Spanish drops the subject). */
export const I_LIVE = /vivo|trabajo|soy|tengo|me gusta/iu;
/** "Tengo un error en el código", "tengo una duda": the task at hand, not the person. */
export const TASK_OBJECT =
  /\btengo (?:un|una|este|esta|el|la) (?:error|problema|duda|pregunta|bug|fallo|archivo|script)\b/iu;
/** "Mi hermano es …". */
export const MY_SOMETHING_IS = /mi \p{L}+ es/iu;

/** TIME_LEAD, in Spanish: a fronted time adjunct before a statement about oneself ("Desde 2019 vivo en Madrid"). */
export const TIME_LEAD =
  /(?:desde (?:\d{4}|hace \p{L}+ años)|actualmente|ahora|hoy en día|el año pasado|este año|en \d{4})/iu;

/** Bones, joints and limbs of everyday anatomy ("la cabeza" left out: "me rompí la cabeza" is racking one's brains). */
const BODY_PARTS = [
  "muñeca",
  "tobillo",
  "rodilla",
  "brazo",
  "pierna",
  "pie",
  "mano",
  "dedo",
  "hombro",
  "cadera",
  "codo",
  "costilla",
  "clavícula",
  "nariz",
  "espalda",
];
/**
 * LIFE_EVENT, in Spanish: a move of home to a place of the gazetteer ("me mudo a Lisboa"), an age
 * just reached ("acabo de cumplir 40 años"), an injury ("me rompí la muñeca"), trying for a baby.
 */
export const LIFE_EVENT = rx`(?:me mudo|nos mudamos|me voy a vivir|nos vamos a vivir) (?:a|al) (?:${oneOf([...PLACES])})(?![\p{L}])|(?:acabo de cumplir|cumplí) \d{2,3} años|me (?:rompí|fracturé|torcí|lesioné) (?:la|el) ${oneOf(BODY_PARTS)}(?![\p{L}])|(?:estamos|estoy) (?:intentando|tratando de) tener (?:un bebé|un hijo|hijos)|mi \p{L}+ y yo estamos intentando tener (?:un bebé|un hijo|hijos)`;

export const PERSONAL_STATEMENTS = [I_LIVE, MY_SOMETHING_IS, LIFE_EVENT];

/** "Soy una …", "vivo en …": who the person is, said first. */
export const IDENTITY_FIRST = [/soy (?:un|una)\s/iu, /vivo en\b/iu];

/** Words that announce a pasted document: "Resume el siguiente texto:", "Corrige este:". */
export const DOCUMENT_POINTERS = ["siguiente", "este", "esta"];
/** How a role prompt for the assistant opens: "Eres …". */
export const ROLE_OPENERS = ["eres"];
