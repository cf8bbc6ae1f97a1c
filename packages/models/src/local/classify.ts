import { unicodeBoundaries } from "../text/regex.ts";
import type { Category, Classification, MemoryType } from "../types.ts";
import { hasLanguageRules } from "./any-language.ts";
import type { ResolvedDate } from "./dates.ts";
import { isPlace } from "./entities.ts";
import type { Language } from "./language.ts";
import { categoryScores } from "./lexicon.ts";
import { detectSlot, SLOT_CATEGORY, type Slot } from "./slots.ts";

/** Tie-break between equally scored categories: the more specific, more sensitive one wins. */
const PRIORITY: Category[] = [
  "private",
  "health",
  "relationships",
  "productivity",
  "career",
  "finance",
  "learning",
  "travel",
  "identity",
  "interests",
];

const BASE_IMPORTANCE: Record<Category, number> = {
  identity: 0.8,
  health: 0.8,
  relationships: 0.75,
  private: 0.7,
  career: 0.7,
  finance: 0.65,
  learning: 0.55,
  travel: 0.5,
  productivity: 0.5,
  interests: 0.5,
};

/** English past events, appointments and times of today (`EVENT`). */
const ENGLISH_EVENTS = [
  "went|visited|met|attended|celebrated|saw|watched|flew|travell?ed|drove|hiked|ran a|finished|completed|passed",
  "failed|won|broke my|bought|adopted|graduated|quit",
  "got (?:married|engaged|divorced|promoted|hired|fired|laid off|a new|back)",
  "had (?:a|an|my|our|dinner|lunch|breakfast|surgery)",
  "have (?:a|an) (?:appointment|meeting|exam|interview|date|flight)",
  "tonight|this morning|last night",
];
/** French days and the passé composé of events (`EVENT`). */
const FRENCH_EVENTS = [
  "hier|aujourd'hui|ce matin|ce soir",
  "j'ai (?:\\p{L}+ )?(?:visité|vu|rencontré|mangé|dîné|fêté|acheté|fini|terminé|réussi|couru|pris|fait|eu)",
  "je suis (?:allée?|partie?|venue?|arrivée?|rentrée?|sortie?|tombée?)",
];
/** A time-bound event: past events ("went", "visited", "met"), appointments, "yesterday"... */
const EVENT = unicodeBoundaries(
  new RegExp(
    [
      `\\b(?:${ENGLISH_EVENTS.join("|")})\\b`,
      "\\b(?:gestern|vorgestern|heute|heute abend|besucht|getroffen|gefeiert|geflogen|gefahren|gegangen|gekauft|bestanden|geheiratet|termin|hatte (?:einen|eine|ein))\\b",
      `\\b(?:${FRENCH_EVENTS.join("|")})\\b`,
      "\\b(?:ayer|anoche|hoy|esta mañana|fui|estuve|tuve|hice|conocí|visité|viajé|celebré|corrí|terminé|compré|gané|aprobé|cené|comí|he (?:ido|visitado|conocido|terminado))\\b",
    ].join("|"),
    "iu",
  ),
);
/** Habits and lasting states stay semantic even with an event-like verb. */
const HABITUAL = unicodeBoundaries(
  /\b(?:every|usually|always|often|never|used to|each|jeden|jede|immer|oft|normalerweise|meistens|chaque|tous les|toujours|souvent|d'habitude|cada|siempre|normalmente|a menudo|suelo)\b/iu,
);
const BIRTH = unicodeBoundaries(
  /\b(?:born|birthday|geboren|geburtstag|née?|anniversaire|nací|cumpleaños)\b/iu,
);
const STRONG = unicodeBoundaries(
  /\b(?:love|hate|allergic|always|never|important|favou?rite|liebe|hasse|allergisch|immer|adore|déteste|allergique|toujours|encanta|odio|alérgic[oa]|siempre)\b/iu,
);
const HEDGE = unicodeBoundaries(
  /\b(?:maybe|might|perhaps|probably|kind of|sort of|vielleicht|eventuell|peut-être|quizás|tal vez|a lo mejor)\b/iu,
);

/**
 * A running or walking distance: one or two digits then "k" or "km" ("5k", "a 24k", "14 km"), as a
 * runner counts; a price in thousands has three digits or more ("850k") and is left out.
 */
const DISTANCE = unicodeBoundaries(/\b\d{1,2}(?:[.,]\d)?\s?(?:k|km|kms)\b/iu);

export interface ClassifyContext {
  dates?: readonly ResolvedDate[];
  participants?: readonly string[];
  /** A place is named: with no other cue, the fact is about travel. */
  hasLocation?: boolean;
  /** The category of a text no cue word names (the local provider's word-vector guess). */
  guess?: (text: string) => Category | undefined;
}

export function memoryTypeOf(text: string, context: ClassifyContext = {}): MemoryType {
  const normalised = text.replace(/[’`]/g, "'");
  if (BIRTH.test(normalised)) return "semantic";
  const hasDate = (context.dates ?? []).length > 0;
  if (hasDate) return "episodic";
  if (HABITUAL.test(normalised)) return "semantic";
  return EVENT.test(normalised) ? "episodic" : "semantic";
}

/** The categories of a text, primary first, and how sure the primary one is (`categoryScore`). */
export interface RankedCategories {
  categories: Category[];
  score: number;
}

/**
 * The score of a category guessed by the word-vector model: right 31 of the 68 facts it files in
 * leave-one-conversation-out CV on the tuning half (344 facts); its probability was no better a
 * score when measured on 183 (p ≥ 0.6: 1 of 2).
 */
export const GUESSED_SCORE = 0.25;

/**
 * CATEGORY_SCORE: how sure the primary category is, 0..1, from the cue weights: the top weight up
 * to 2 (one strong cue, two cues or a slot) times its share of all the weights (1 when no other
 * category has a cue). One weak cue alone is 0.5, two categories tied 0.5, a word-vector guess
 * 0.25, the `identity` / `travel` fallback 0.
 */
export function categoryScore(scores: ReadonlyMap<Category, number>): number {
  const weights = [...scores.values()];
  const top = Math.max(0, ...weights);
  const total = weights.reduce((sum, w) => sum + w, 0);
  return total === 0 ? 0 : Math.round(Math.min(1, top / 2) * (top / total) * 100) / 100;
}

export function rankCategories(
  text: string,
  slot: Slot | undefined,
  hasLocation = false,
  guess?: (text: string) => Category | undefined,
): RankedCategories {
  const scores = categoryScores(text);
  // A distance run or walked is exercise.
  if (DISTANCE.test(text)) scores.set("health", (scores.get("health") ?? 0) + 1);
  if (slot) {
    const category = SLOT_CATEGORY[slot];
    scores.set(category, (scores.get(category) ?? 0) + 3);
  }
  // A named place backs up a travel reading ("viajo a México con mi pareja").
  const travel = scores.get("travel");
  if (hasLocation && travel !== undefined) scores.set("travel", travel + 1);
  if (scores.size === 0) {
    const guessed = guess?.(text);
    return guessed
      ? { categories: [guessed], score: GUESSED_SCORE }
      : { categories: [hasLocation ? "travel" : "identity"], score: 0 };
  }
  const ranked = [...scores.entries()].sort(
    (a, b) => b[1] - a[1] || PRIORITY.indexOf(a[0]) - PRIORITY.indexOf(b[0]),
  );
  const top = ranked[0]?.[1] ?? 0;
  return {
    categories: ranked.filter(([, score]) => score >= top / 2).map(([category]) => category),
    score: categoryScore(scores),
  };
}

export function importanceOf(
  category: Category,
  memoryType: MemoryType,
  text: string,
  slot: Slot | undefined,
  participants: number,
): number {
  let value = BASE_IMPORTANCE[category];
  if (slot) value += 0.1;
  if (memoryType === "episodic") value -= participants > 0 ? 0 : 0.05;
  if (STRONG.test(text)) value += 0.05;
  if (HEDGE.test(text)) value -= 0.1;
  if (text.length < 20) value -= 0.05;
  return Math.round(Math.min(1, Math.max(0.05, value)) * 100) / 100;
}

/** Category, categories, type, importance and slot of one fact. */
export function classifyFact(
  text: string,
  language: Language,
  context: ClassifyContext = {},
): Classification {
  const slot = detectSlot(text, isPlace);
  // The word vectors are English: another language's words would only be matched by their letters,
  // and a text in another script (Japanese, Russian …) by hashed letters, a category at random.
  const { categories, score: categoryScore } = rankCategories(
    text,
    slot,
    context.hasLocation,
    language === "en" && hasLanguageRules(text) ? context.guess : undefined,
  );
  const category = categories[0] ?? "identity";
  const memoryType = memoryTypeOf(text, context);
  const importance = importanceOf(category, memoryType, text, slot, context.participants?.length ?? 0);
  const classification = { category, categories, categoryScore, memoryType, importance };
  return slot ? { ...classification, slot } : classification;
}
