import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { words } from "../text/tokenize.ts";
import { strongestMarkers } from "./language.ts";

/**
 * Which language a text in Latin script is in, when the rules' own marker words say little: `eld`
 * (Efficient Language Detector, its extra-small n-gram data). Measured before choosing it (issue
 * 28, docs/memory-quality.md "Languages"): on 810 sentences of the Universal Declaration of Human
 * Rights in 23 languages, text routed to the right rules (or to none) went from 0.45 (script and
 * marker words alone) to 0.94, and 2 of the 2,796 messages of the tuning dev set and real exports
 * changed route ("Boa noite! Give Farofa a kiss from me.", "Recept Melanzan alla Parmigiana").
 * franc-min (0.89, 17 moved) and tinyld (0.91–0.93, 16–22 moved) did worse; eld costs ~30 MB of
 * heap (~85 MB resident) once loaded, ~20 µs a call, and is called only for the ~1 in 9 texts whose
 * marker words do not settle it.
 */

/** Languages whose rules exist (cue words, patterns, dates): any other is kept as said. */
export const RULE_LANGUAGES: ReadonlySet<string> = new Set(["en", "de", "fr", "es", "nl", "it"]);

/** Below this many letters an n-gram guess is noise ("ciao ciao", "LUCÍA", "[photo]"). */
const MIN_LETTERS = 25;
/**
 * A rule language's marker words this dense settle it against the identifier ("my girlfriend the
 * tech lead": 2 of 5 words): English runs at about one marker word in three, while a Polish or
 * Swedish sentence meets English "i" or "av" far less often.
 */
const SETTLED_BY_MARKERS = 0.25;

interface Eld {
  detect(text: string): { language: string };
}

let loaded: Eld | undefined;
/** Loaded on first use (≈ 30 MB of heap): processes that never read a long Latin text skip it. */
function eld(): Eld {
  // eld exports ES modules only ("import" condition): resolve as an import, then require the file
  // (Node loads an ES module without top-level await synchronously).
  if (!loaded) {
    const file = fileURLToPath(import.meta.resolve("eld/extrasmall"));
    loaded = (createRequire(import.meta.url)(file) as { eld: Eld }).eld;
  }
  return loaded;
}

const LETTER = /\p{L}/gu;

/**
 * The ISO 639-1 code of a Latin-script text in a language without rules ("it", "pt", "pl" …), or
 * undefined when the text is short, its marker words name a rule language, or it reads as one.
 */
export function latinLanguageWithoutRules(text: string): string | undefined {
  if ((text.match(LETTER)?.length ?? 0) < MIN_LETTERS || settledByMarkers(text)) return undefined;
  const language = eld().detect(text).language;
  return language && !RULE_LANGUAGES.has(language) ? language : undefined;
}

/** Whether a rule language's marker words are dense enough in `text` to need no identifier. */
function settledByMarkers(text: string): boolean {
  const markers = strongestMarkers(text);
  if (!markers.language || !RULE_LANGUAGES.has(markers.language)) return false;
  return markers.score / Math.max(1, words(text).length) >= SETTLED_BY_MARKERS;
}

/**
 * The ISO 639-1 code of a text's language by the identifier alone (any language eld knows), for
 * texts of at least 100 letters; undefined when shorter or unknown. OCR uses it to pick the
 * recognition model after a first English pass over a page.
 */
export function identifyLanguage(text: string): string | undefined {
  if ((text.match(LETTER)?.length ?? 0) < 100) return undefined;
  return eld().detect(text).language || undefined;
}
