/** Spanish words that make a sentence a question or a request, or lead into it without content. */

/** What a question opens with ("¿Qué …", "¿Puedes …"). */
export const QUESTION_OPENERS = [
  "qué",
  "cómo",
  "por qué",
  "cuándo",
  "dónde",
  "quién",
  "cuál",
  "puedes",
  "podrías",
];
/** Phrases of a request to the other person ("puedes", "por favor"). */
export const REQUEST_PHRASES = ["puedes", "podrías", "por favor", "ayúdame", "dime"];
/** Words that lead into a sentence and say nothing ("como te dije", "bueno", "por cierto"). */
export const LEADING_FILLERS = [
  "como dije",
  "como te dije",
  "bueno",
  "pues",
  "por cierto",
  "la verdad",
  "oye",
  "y",
  "pero",
  // A comment clause to the one spoken to: "como ya sabes, vivo en Sevilla".
  "como (?:ya )?(?:sabes|sabéis|sabe)",
];
