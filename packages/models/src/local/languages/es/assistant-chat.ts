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

export const PERSONAL_STATEMENTS = [I_LIVE, MY_SOMETHING_IS];

/** "Soy una …", "vivo en …": who the person is, said first. */
export const IDENTITY_FIRST = [/soy (?:un|una)\s/iu, /vivo en\b/iu];

/** Words that announce a pasted document: "Resume el siguiente texto:", "Corrige este:". */
export const DOCUMENT_POINTERS = ["siguiente", "este", "esta"];
/** How a role prompt for the assistant opens: "Eres …". */
export const ROLE_OPENERS = ["eres"];
