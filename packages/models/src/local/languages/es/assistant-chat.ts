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
/** "Mi hermano es …", "mi marido se llama …". */
export const MY_SOMETHING_IS = /mi \p{L}+ (?:es|se llama)(?!\p{L})/iu;

const MONTHS =
  "(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)";
/** Fronted time adjuncts, as said and as the dates rewrite them ("la semana pasada" → "la semana del 2026-11-09"). */
const TIME_LEADS = [
  String.raw`desde (?:\d{4}|hace \p{L}+ años)`,
  "actualmente|ahora|hoy en día|hoy|ayer|anoche|mañana|este año",
  "(?:el año|el mes|la semana) (?:pasad[oa]|que viene)",
  "(?:el|la) próxim[oa] (?:semana|mes|año)",
  "el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo) (?:pasado|que viene)",
  String.raw`en \d{4}(?:-\d{2})?`,
  `en ${MONTHS}`,
  String.raw`el \d{4}-\d{2}-\d{2}`,
  String.raw`la semana del \d{4}-\d{2}-\d{2}`,
];
/** TIME_LEAD, in Spanish: a fronted time adjunct before a statement about oneself ("Desde 2019 vivo en Madrid"). */
export const TIME_LEAD = rx`${oneOf(TIME_LEADS)}`;

/** The fields of the faculties: "estudio medicina", "estudio derecho". */
const FIELDS = [
  "medicina",
  "derecho",
  "ingeniería",
  "economía",
  "filosofía",
  "arquitectura",
  "informática",
  "psicología",
  "física",
  "matemáticas",
  "química",
  "biología",
  "farmacia",
  "historia",
  "enfermería",
  "veterinaria",
  "periodismo",
  "magisterio",
  "bellas artes",
  "administración de empresas",
  String.raw`ciencias \p{L}+`,
];
/** "Estudio medicina", "estoy haciendo un máster": what one studies. */
export const I_STUDY = rx`estudio ${oneOf(FIELDS)}(?![\p{L}])|estoy (?:estudiando|haciendo) (?:un máster|un doctorado|la carrera|${oneOf(FIELDS)})(?![\p{L}])`;
/** A language one learns: "estoy aprendiendo alemán". */
export const I_LEARN = rx`(?:estoy aprendiendo|aprendo|estudio) (?:el )?(?:inglés|alemán|francés|italiano|portugués|chino|japonés|coreano|ruso|árabe|neerlandés|griego)(?![\p{L}])`;
/** An appointment of one's own: "tengo una entrevista de trabajo", "tengo un examen". */
export const APPOINTMENT = rx`tengo (?:una|un) (?:entrevista|examen|cita|operación|consulta)(?![\p{L}])`;

/** Frequency adjuncts of a habit: "todos los sábados", "cada mañana", "tres veces por semana". */
const FREQUENCY = [
  "todos los (?:días|lunes|martes|miércoles|jueves|viernes|sábados|domingos|fines de semana|meses|años)",
  "todas las (?:mañanas|tardes|noches|semanas)",
  "cada (?:día|semana|mes|año|mañana|tarde|noche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|fin de semana)",
  String.raw`(?:una|dos|tres|cuatro|cinco|\d+) veces? (?:a la|por|cada|al) (?:semana|mes|día|año)`,
];
/** Everyday verbs in the first person present (Spanish drops the subject). */
const EVERYDAY_VERBS = [
  "juego",
  "corro",
  "nado",
  "voy",
  "hago",
  "trabajo",
  "estudio",
  "entreno",
  "camino",
  "cocino",
  "leo",
  "toco",
  "practico",
  "salgo",
];
/** What one works on in a task, never a habit of one's life ("hago la prueba todos los días"). */
const TASK_NOUNS =
  "(?:código|archivo|script|prueba|pruebas|test|función|error|bug|programa|base de datos|web|app|consulta|servidor|página|documento|texto|correo|tabla|fórmula|prompt)";
/**
 * SESSION_TALK, in Spanish: the work on the task's things ("estoy trabajando en un script de
 * Python"), a version liked better ("me gusta más la segunda versión"), what one has tried, the
 * request's terms ("mi presupuesto es de 500 euros").
 */
export const SESSION_TALK = [
  rx`\bestoy (?:trabajando|escribiendo) (?:en|con) (?:un|una|el|la|mi|este|esta) (?:\p{L}+ )?${TASK_NOUNS}(?![\p{L}])`,
  rx`\b(?:me gusta(?:n)? más|prefiero) (?:la|el|las|los|esta|este|estas|estos) (?:\p{L}+ )?(?:versión|versiones|opción|opciones|propuesta|respuesta|texto|idea|ejemplo|variante|solución)\b`,
  rx`\bya lo (?:he )?(?:intenté|probé|hice|intentado|probado|hecho)\b`,
  rx`\bmi (?:presupuesto|plazo|ensayo|tarea|trabajo de clase|público) (?:es|son)\b`,
];
/** HABIT, in Spanish: an everyday verb in the first person with its frequency ("voy al gimnasio tres veces por semana"). */
export const HABIT = rx`${oneOf(EVERYDAY_VERBS)}\b(?:(?!\b${TASK_NOUNS}(?![\p{L}]))[^.;!?]){0,80}?${oneOf(FREQUENCY)}`;

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
/** A place of the gazetteer, and a bone, joint or limb, as whole words. */
const PLACE = String.raw`${oneOf([...PLACES])}(?![\p{L}])`;
const BODY_PART = String.raw`${oneOf(BODY_PARTS)}(?![\p{L}])`;
/** Events of a life in the preterite, and a new job ahead. */
const LIFE_EVENTS = [
  `(?:me mudo|nos mudamos|me voy a vivir|nos vamos a vivir|me mudé|me he mudado|nos hemos mudado|me fui a vivir) (?:a|al) ${PLACE}`,
  "estoy embarazada",
  String.raw`(?:acabo de cumplir|cumplí) \d{2,3} años`,
  `me (?:rompí|fracturé|torcí|lesioné) (?:la|el) ${BODY_PART}`,
  "(?:estamos|estoy) (?:intentando|tratando de) tener (?:un bebé|un hijo|hijos)",
  String.raw`mi \p{L}+ y yo estamos intentando tener (?:un bebé|un hijo|hijos)`,
  String.raw`(?:compré|compramos) (?:una|la|un|el) (?:casa|piso|apartamento|chalet|coche|moto)(?![\p{L}])`,
  String.raw`(?:adopté|adoptamos) (?:un|una) (?:perro|perra|gato|gata|cachorro|gatito|niño|niña)(?![\p{L}])`,
  "terminé (?:la carrera|la universidad|el máster|el doctorado|los estudios|el bachillerato)",
  "me (?:casé|gradué|licencié|jubilé|divorcié|comprometí|prometí)",
  "(?:encontré|conseguí|perdí|cambié de) (?:un )?(?:nuevo )?trabajo",
  "(?:empiezo|empecé|comienzo|comencé) (?:un nuevo trabajo|a trabajar|la universidad|la carrera)",
  "(?:empecé|comencé) a (?:correr|nadar|caminar|tocar|cocinar|pintar|bailar|hacer yoga|hacer deporte|ir al gimnasio)",
  `(?:fui|viajé) (?:a|al) ${PLACE}`,
];
/**
 * LIFE_EVENT, in Spanish: a move of home to a place of the gazetteer ("me mudo a Lisboa"), an age
 * just reached ("acabo de cumplir 40 años"), an injury ("me rompí la muñeca"), trying for a baby, a
 * home or a pet of one's own, the end of one's studies, a wedding, a job found, lost or ahead, a trip.
 */
export const LIFE_EVENT = rx`${oneOf(LIFE_EVENTS)}`;
/** A work of one's own (as English OWN_PROJECT): "estoy escribiendo una novela" (not "un script"). */
const OWN_WORKS = [
  "novela",
  "libro",
  "tesis",
  "tesina",
  "memorias",
  "blog",
  "p[oó]dcast",
  "disco",
  "álbum",
  "guion",
  "poemario",
];
export const OWN_WORK = rx`estoy (?:escribiendo|grabando|componiendo) (?:una?|mi) (?:primera? |segunda? |nueva? )?${oneOf(OWN_WORKS)}(?![\p{L}])`;

export const PERSONAL_STATEMENTS = [
  I_LIVE,
  MY_SOMETHING_IS,
  LIFE_EVENT,
  OWN_WORK,
  I_STUDY,
  I_LEARN,
  APPOINTMENT,
  HABIT,
];

/** "Soy una …", "vivo en …": who the person is, said first. */
export const IDENTITY_FIRST = [/soy (?:un|una)\s/iu, /vivo en\b/iu];

/** Words that announce a pasted document: "Resume el siguiente texto:", "Corrige este:". */
export const DOCUMENT_POINTERS = ["siguiente", "este", "esta"];
/** How a role prompt for the assistant opens: "Eres …". */
export const ROLE_OPENERS = ["eres"];
/** ROLE_PLAY_OPENERS, in Spanish: "quiero que actúes como …", "imagina que eres …". */
export const ROLE_PLAY_OPENERS = [
  "quiero que (?:actúes|hagas de|finjas|seas|te comportes)",
  "(?:actúa|compórtate) como",
  "imagina que eres",
  "finge (?:ser|que eres)",
  "(?:haz|interpreta) el papel de",
];
