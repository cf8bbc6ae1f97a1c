import { EMAIL_ADDRESS } from "../text/regex.ts";
import { words } from "../text/tokenize.ts";

export const LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Frequent words that are (mostly) unique to one language. SHARED_WORDS_ARE_NO_MARKER: a word that
 * is as frequent in another of these languages is no marker of either ("in" is German, Dutch and
 * Italian too, "is" Dutch, "was" German and Dutch: "Meine Schwester wohnt in Hamburg." was English).
 */
const MARKERS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    [
      "the and i i'm my me are have has with this that for you it of to on at be not but my we our they love like work live she he her his did does just what when where who how your there their would can could should been were about really got going know think everything something nothing because",
      // ENGLISH_CONTRACTIONS: English's clitic forms, no other language's ("I'd die." was German for its "die").
      "i'd i've i'll we're we've we'll you're you've you'll they're they've it's don't doesn't didn't can't won't isn't aren't wasn't haven't couldn't wouldn't shouldn't",
    ]
      .join(" ")
      .split(" "),
  ),
  de: new Set(
    "der die das und ich mein meine meinen meiner mir mich ist bin habe hab nicht mit ein eine einen auf für wir sie auch war wohne arbeite gestern letzte letzten nächste nächsten heiße bei zum zur ins über waren sind haben hat jetzt heute morgen seit nach wieder schon noch sehr".split(
      " ",
    ),
  ),
  fr: new Set(
    "le la les et je j mon ma mes moi suis est pas avec un une des du pour nous sur dans ai habite travaille hier dernier dernière prochain prochaine appelle aime très chez au aux vais cette quoi salut merci oui rien trop aussi déjà toujours être avoir faire beaucoup vraiment demain aujourd".split(
      " ",
    ),
  ),
  es: new Set(
    "el la los las y yo mi mis me soy estoy es no con un una del por para que en tengo vivo trabajo ayer pasado pasada próximo próxima llamo muy gusta encanta al hace".split(
      " ",
    ),
  ),
  it: new Set(
    "il lo gli e è io mi sono sei siamo ho hai abbiamo mio mia miei non con per che anche però perché più già sempre ancora adesso oggi domani abito vivo lavoro ieri scorso prossimo chiamo molto di della dello nella nello nel nei negli nelle alla allo alle agli dalla dal sul sulla degli delle questo questa quello quella anni figlio figlia figli sorella fratello ogni tutto tutti tutte tutta poi dopo ci faccio vado sto devo posso voglio mattina mattine giorno giorni settimana volte volta".split(
      " ",
    ),
  ),
  nl: new Set(
    "de het een en ik mijn niet met ben heb woon werk gisteren vorige volgende heet ook zijn".split(" "),
  ),
  pt: new Set(
    "o os as e eu meu minha não com um uma do da para que sou estou tenho moro trabalho ontem passado próximo chamo muito em até também você ao pelo pela mudei".split(
      " ",
    ),
  ),
};

/** Letters that only some languages use. */
const LETTERS: Array<[RegExp, Language, number]> = [
  [/[äöüß]/iu, "de", 2],
  [/[çèêëàâîïôûœ]|\b[jdlmnst]'/iu, "fr", 2],
  [/[ñ¿¡]|ción\b/iu, "es", 2],
  [/[ãõ]|ção\b/iu, "pt", 2],
  // Italian: "è" alone (French writes it only inside a word), a final "ò"/"ì" ("però", "così"),
  // the elisions French does not make ("all'", "dell'", "un'", "quest'"), "-zione", and "l'", which
  // both elide ("l'università", "l'insegnante": French alone had it, and won such a sentence).
  [
    /(?<!\p{L})è(?!\p{L})|\p{L}[òì](?!\p{L})|\b(?:l|all|dall|dell|nell|sull|quest|un)'\p{L}|zion[ei]\b/iu,
    "it",
    2,
  ],
];

/**
 * What of a message is not prose in any language, and whose words would count as markers: code
 * (fenced or inline), links, e-mail addresses, @mentions and Latin abbreviations ("e.g." is two
 * Portuguese words, a link's "com" a third). A message's language is read from the rest.
 */
const NOT_PROSE = [
  /```[\s\S]*?(?:```|$)/gu,
  /`[^`\n]*`/gu,
  /\b(?:https?:\/\/|www\.)\S+/giu,
  new RegExp(EMAIL_ADDRESS, "gu"),
  /@\p{Lu}[\p{L}'-]*(?: \p{Lu}[\p{L}'-]*)?|@[\p{L}\d_.-]+/gu,
  /\b(?:e\.g|i\.e|etc|cf|vs|viz)\./giu,
];

/** The prose of `text`: what NOT_PROSE leaves. */
export function proseOf(text: string): string {
  return NOT_PROSE.reduce((rest, pattern) => rest.replace(pattern, " "), text);
}

/** How many marker words and letters of each language `text` has (its prose only). */
function markerScores(raw: string): Map<Language, number> {
  const text = proseOf(raw);
  const scores = new Map<Language, number>(LANGUAGES.map((l) => [l, 0]));
  for (const word of words(text.replace(/’/g, "'"))) {
    for (const language of LANGUAGES)
      if (MARKERS[language].has(word)) scores.set(language, (scores.get(language) ?? 0) + 1);
  }
  // words() splits elisions off, so count them on the raw text for French.
  const elisions = text.match(/\b[jdlmnst]['’]\p{L}/giu)?.length ?? 0;
  scores.set("fr", (scores.get("fr") ?? 0) + elisions);
  for (const [pattern, language, weight] of LETTERS) {
    if (pattern.test(text)) scores.set(language, (scores.get(language) ?? 0) + weight);
  }
  return scores;
}

/**
 * The language with the most marker evidence in `text`, and that evidence (0: nothing points
 * anywhere); of several with the same evidence, `preferred` when it is one of them ("je me": French
 * in a French conversation), else the first.
 */
export function strongestMarkers(
  text: string,
  preferred?: Language,
): { language: Language | undefined; score: number } {
  const scores = markerScores(text);
  const best = Math.max(...scores.values());
  if (best > 0 && preferred && scores.get(preferred) === best) return { language: preferred, score: best };
  let language: Language | undefined;
  let score = 0;
  for (const [candidate, value] of scores) {
    if (value > score) {
      language = candidate;
      score = value;
    }
  }
  return { language, score };
}

/** Best-guess ISO 639-1 code of `text`, or `fallback` when nothing points anywhere or it ties for the most evidence. */
export function detectLanguage(text: string, fallback: Language = "en"): Language {
  return strongestMarkers(text, fallback).language ?? fallback;
}
