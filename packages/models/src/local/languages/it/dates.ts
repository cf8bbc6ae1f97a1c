/**
 * Italian date words for `dates.ts`, read only for Italian text (the shared patterns there mix the
 * other languages). From Italian grammar (Maiden and Robustelli, "A Reference Grammar of Modern
 * Italian", 2nd ed.: prepositions of time ch. 18, the passato prossimo and the future ch. 15).
 */

/** The months, in the calendar's order ("a gennaio", "da marzo"). */
export const MONTHS = [
  "gennaio",
  "febbraio",
  "marzo",
  "aprile",
  "maggio",
  "giugno",
  "luglio",
  "agosto",
  "settembre",
  "ottobre",
  "novembre",
  "dicembre",
] as const;

/**
 * "ora" alone is "now" ("Ora lavoro a Bari", "per ora") or "hour" ("un'ora di chitarra", "non vedo
 * l'ora"), which chrono's Italian parser reads as now; "tra un'ora" and "un'ora fa" are read whole.
 */
export const NOT_A_DAY = /^(?:ora|adesso)$/iu;

/** "sabato scorso", "la settimana prossima": the phrase says itself which one it is. */
export const QUALIFIED = /\b(?:scors[oaie]|prossim[oaie]|passat[oaie])\b/iu;
/** "ogni lunedì", "tutti i sabati": a habit, no one date. */
export const RECURRING = /(?:^|\s)(?:ogni|tutti i|tutte le)\s+$/iu;
/** "da gennaio", "dal 3 marzo", "dalla settimana scorsa": since then, never ahead. */
export const SINCE = /(?:^|\s)(?:da|dal|dalla|dai|dalle|dallo)\s+(?:(?:inizio|fine|metà)\s+(?:di\s+)?)?$/iu;
/** "per due settimane", "per tre anni": how long, not when. */
export const DURATION = /^per\s/iu;
/** "un altro mese", "una settimana intera", "lo stesso giorno": a counted or described period. */
export const COUNTED_PERIOD =
  /(?:^|[^\p{L}])(?:un|una|uno|un'|due|tre|quattro|cinque|altro|altra|intero|intera|stesso|stessa|primo|prima)\s+$/iu;
/** A preposition already before the date: "a giugno", "da gennaio", "entro venerdì", "il 3 marzo". */
export const PRECEDING_PREPOSITION =
  /(?:^|\s)(?:a|il|lo|la|l'|di|del|della|da|dal|dalla|entro|fino a|fino al|prima di|prima del|dopo|in|nel|nella|per|verso|tra|fra|inizio|fine|metà)\s+$/iu;
/** The passato prossimo ("sono andata", "ho visto", "ci siamo sposati") and "ieri", "fa": the past. */
export const PAST =
  /\b(?:(?:ho|hai|ha|abbiamo|avete|hanno|sono|sei|è|siamo|siete)\s+(?:\p{L}+\s+)?\p{L}+(?:at|ut|it)[oaie]|ieri|fa|ero|eravamo|era|avevo|avevamo)\b/iu;
/** The future ("partirò", "andremo"), "prossimo", "tra"/"fra" ahead: the future. */
export const FUTURE =
  /\b(?:\p{L}+(?:rò|remo|ranno|rai|rà)|prossim[oaie]|tra|fra|domani|dopodomani)(?!\p{L})/iu;
