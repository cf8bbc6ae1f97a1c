import type { BioFormat, BioStyle, Category } from "@memory/db";
import { escapeRegExp } from "../text/regex.ts";
import { BIO_WRITING, type BioLanguage, type BioWriting, bioLanguage, bioName } from "./bio-languages.ts";
import { isOwnFact, isPlacedByCue, languageOf, type SourceMemory } from "./derive.ts";
import { type Gender, genderFromOwnWords } from "./gender.ts";
import { countWords } from "./person.ts";
import { containsForbiddenDetail } from "./privacy.ts";
import { countTerms, topicWords } from "./terms.ts";

/** Word bounds of each format: a bio stops before `max` and aims for at least `min`. */
export const BIO_LENGTHS: Record<BioFormat, { min: number; max: number }> = {
  full: { min: 150, max: 200 },
  short: { min: 30, max: 50 },
  bullets: { min: 20, max: 150 },
  professional: { min: 60, max: 150 },
};

export interface BioFact {
  memoryId: string;
  /** The memory as stored, to say again about the user's first name. */
  content: string;
  category: Category;
  /** The memory as a third-person sentence about the user. */
  sentence: string;
  importance: number;
}

export interface WrittenBio {
  text: string;
  /** Every sentence with the memory it comes from (traceability; the closing line names categories). */
  sentences: { text: string; memoryIds: string[] }[];
  memoryIds: string[];
  categoriesIncluded: Category[];
  keyThemes: string[];
  confidence: number;
}

const ORDER: Category[] = [
  "identity",
  "career",
  "interests",
  "learning",
  "travel",
  "health",
  "relationships",
  "productivity",
  "finance",
  "private",
];
const PROFESSIONAL_ORDER: Category[] = ["career", "learning", "productivity", "identity"];

/** GENDER_FROM_OWN_WORDS over the user's own facts, once per list of memories. */
const genders = new WeakMap<SourceMemory[], Gender | null>();
function userGender(memories: SourceMemory[]): Gender | null {
  if (!genders.has(memories))
    genders.set(memories, genderFromOwnWords(memories.filter(isOwnFact).map((m) => m.content)));
  return genders.get(memories) ?? null;
}

/**
 * The writing of a user's bio: the language most of the facts it may state are in
 * (BIO_IN_THE_USERS_LANGUAGE), counting only the facts that language's writer can say in the third
 * person: five French facts with "on" or "nous", which it leaves out, do not outweigh three English ones.
 */
export function bioWriting(memories: SourceMemory[]): BioWriting {
  const sayable = memories.filter((m) => {
    // A language tag is the memory's metadata: "constructor" is no key of ours (it had thrown a TypeError).
    const language = languageOf(m);
    const writing = Object.hasOwn(BIO_WRITING, language) ? BIO_WRITING[language as BioLanguage] : undefined;
    return (
      writing !== undefined &&
      isOwnFact(m) &&
      isPlacedByCue(m) &&
      !writing.nameFact.test(m.content) &&
      // The English rewrite leaves out only a "we" or a pair with a later "I": not worth a rewrite of every fact here.
      (writing.language === "en" ||
        writing.thirdPerson(m.content, writing.defaultName, userGender(memories)) !== null)
    );
  });
  const writing = BIO_WRITING[bioLanguage(sayable)];
  // Without a name, a woman is "L'utilisatrice" when her own facts said so (GENDER_FROM_OWN_WORDS):
  // "L'utilisateur … elle" had mixed the genders.
  return writing.language === "fr" && userGender(memories) === "f"
    ? { ...writing, defaultName: "L'utilisatrice" }
    : writing;
}

/**
 * The facts a bio may state, about `name`: the user's own memories in the bio's language, placed in
 * their category by a cue word or a slot (`isPlacedByCue`), that the language's writer can say in
 * the third person, without exact locations, contact details or secrets, one per distinct
 * statement (near-duplicates dropped).
 */
export function bioFacts(
  memories: SourceMemory[],
  writing: BioWriting = bioWriting(memories),
  name: string = writing.defaultName,
  perCategory = 30,
): BioFact[] {
  // Candidates: per category the most important (then newest) memories, so the work stays small
  // however many memories the user has (a bio states a few dozen facts at most).
  const byCategory = new Map<Category, SourceMemory[]>();
  for (const m of memories) {
    const list = byCategory.get(m.category) ?? [];
    list.push(m);
    byCategory.set(m.category, list);
  }
  const facts: BioFact[] = [];
  const seen: Set<string>[] = [];
  // The gender is read only for a language whose writer says pronouns (not English's "they").
  const gender = writing.language === "en" ? null : userGender(memories);
  for (const list of byCategory.values()) {
    list.sort((a, b) => b.importance - a.importance || b.createdAt.getTime() - a.createdAt.getTime());
    let taken = 0;
    // Near-duplicates and filtered memories are skipped, but no more than 4× the quota is examined.
    for (const m of list.slice(0, perCategory * 4)) {
      if (taken >= perCategory) break;
      // BIO_FROM_PLACED_FACTS: no fact whose topic no cue word nor slot placed (see isPlacedByCue).
      if (!isOwnFact(m) || !isPlacedByCue(m)) continue;
      if (languageOf(m) !== writing.language) continue;
      if (writing.nameFact.test(m.content) || containsForbiddenDetail(m.content)) continue;
      const sentence = writing.thirdPerson(m.content, name, gender);
      if (sentence === null) continue;
      const words = new Set(topicWords(sentence));
      const repeated = seen.some((other) => {
        const shared = [...words].filter((w) => other.has(w)).length;
        return shared >= Math.max(2, Math.ceil(0.7 * Math.min(words.size, other.size)));
      });
      if (repeated) continue;
      seen.push(words);
      facts.push({
        memoryId: m.id,
        content: m.content,
        category: m.category,
        sentence,
        importance: m.importance,
      });
      taken++;
    }
  }
  return facts;
}

/** Facts in the order a reader meets them: category by category in rounds, most important first. */
function arrange(facts: BioFact[], format: BioFormat): BioFact[] {
  const order = format === "professional" ? PROFESSIONAL_ORDER : ORDER;
  const queues = order.map((c) =>
    facts.filter((f) => f.category === c).sort((a, b) => b.importance - a.importance),
  );
  const out: BioFact[] = [];
  // The first round takes two facts of the leading categories, later rounds one each.
  for (let round = 0; queues.some((q) => q.length > 0); round++) {
    for (const q of queues) {
      const take = round === 0 ? 2 : 1;
      out.push(...q.splice(0, take));
    }
  }
  return out;
}

/** Puts a connector before a sentence that starts with the subject's name (never twice the same). */
function connect(
  sentence: string,
  fact: BioFact,
  style: BioStyle,
  index: number,
  used: Set<string>,
  name: string,
  writing: BioWriting,
) {
  if (index === 0 || style === "factual") return sentence;
  const options = writing.connectors[style][fact.category] ?? [];
  const connector = options.find((c) => !used.has(c));
  // Every other sentence only, so the text does not read like a list of openers.
  if (!connector || index % 2 === 0 || !sentence.startsWith(name)) return sentence;
  used.add(connector);
  // Inside a sentence, the subject the bio has not found by name is "the user", "l'utilisateur".
  const rest = name === writing.defaultName ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence;
  return `${connector} ${rest}`;
}

/**
 * Writes a bio from templates over the user's facts: each sentence is one memory rewritten in the
 * third person, joined with style-specific connectors, until the format's length is reached. No
 * fact is stated twice and nothing is invented; when the memories hold fewer words than the
 * format's minimum, the bio is shorter.
 */
export function writeLocalBio(
  memories: SourceMemory[],
  options: { format: BioFormat; style: BioStyle; name?: string | undefined },
): WrittenBio {
  const writing = bioWriting(memories);
  const name = options.name ?? bioName(memories, writing);
  const { format, style } = options;
  const { min, max } = BIO_LENGTHS[format];
  const facts = arrange(bioFacts(memories, writing, name), format);
  const chosen: { text: string; fact: BioFact; facts: BioFact[] }[] = [];
  const used = new Set<string>();
  let words = 0;
  const anonymous = name === writing.defaultName;
  const firstName = anonymous ? name : (name.split(" ")[0] ?? name);
  for (const fact of facts) {
    if (words >= min && format !== "bullets") break;
    let sentence = fact.sentence;
    // After the first sentence the user is named by their first name, said again by the writer so
    // that a genitive is the first name's ("Hans' Schwester", not "Hanss"), wherever it stands.
    if (chosen.length > 0 && firstName !== name && !anonymous) {
      sentence =
        writing.thirdPerson(
          fact.content,
          firstName,
          writing.language === "en" ? null : userGender(memories),
        ) ?? sentence;
    }
    let text = writing.applyStyle(sentence, style, firstName);
    // Prose joins two facts of one category about the user into one sentence ("…, and trains …").
    const previous = chosen.at(-1);
    if (
      format !== "bullets" &&
      style !== "factual" &&
      previous &&
      previous.facts.length === 1 &&
      previous.fact.category === fact.category &&
      // "…, and is a nurse" continues the person, so both sentences must be said of them.
      // Said of the user: the name then a lower-case verb ("Anna Smith lives", not "Anna Smith's sister").
      [name, firstName].some((n) =>
        new RegExp(`^${escapeRegExp(n)} \\p{Ll}`, "u").test(previous.fact.sentence),
      ) &&
      // A fact that may end on someone else ("… a brother who lives in Canada") takes no predicate after it.
      !writing.subordinate.test(previous.fact.sentence) &&
      new RegExp(`^${escapeRegExp(firstName)} \\p{Ll}`, "u").test(text)
    ) {
      const joined = writing.join(previous.text.replace(/[.!?]$/u, ""), text.slice(firstName.length + 1));
      const delta = countWords(joined) - countWords(previous.text);
      if (countWords(joined) <= 45 && words + delta <= max) {
        previous.text = joined;
        previous.facts.push(fact);
        words += delta;
        continue;
      }
    }
    if (format !== "bullets")
      text = connect(text, fact, style, chosen.length, used, chosen.length === 0 ? name : firstName, writing);
    const n = countWords(text);
    if (words + n > max) continue;
    chosen.push({ text, fact, facts: [fact] });
    words += n;
    if (format === "bullets" && chosen.length >= 8) break;
  }
  const usedFacts = chosen.flatMap((c) => c.facts);
  const categories = [...new Set(usedFacts.map((f) => f.category))];
  const sentences = chosen.map((c) => ({ text: c.text, memoryIds: c.facts.map((f) => f.memoryId) }));
  // A closing line that names the areas covered, when there is room and more than one area.
  if (format !== "bullets" && format !== "short" && words < min && categories.length > 1) {
    const closing = writing.closing(name, categories, style);
    if (words + countWords(closing) <= max) {
      sentences.push({ text: closing, memoryIds: usedFacts.map((f) => f.memoryId) });
      words += countWords(closing);
    }
  }
  const text =
    format === "bullets"
      ? sentences.map((s) => `• ${s.text}`).join("\n")
      : sentences.map((s) => s.text).join(" ");
  const memoryIds = usedFacts.map((f) => f.memoryId);
  const keyThemes = countTerms(usedFacts.map((f) => ({ id: f.memoryId, text: f.sentence })))
    .filter((t) => t.term.toLowerCase() !== name.toLowerCase())
    .slice(0, 5)
    .map((t) => t.term);
  return {
    text,
    sentences,
    memoryIds,
    categoriesIncluded: categories,
    keyThemes,
    confidence: bioConfidence(memoryIds.length, categories.length),
  };
}

/** More facts and more areas give more confidence; capped at 0.95. */
export function bioConfidence(facts: number, categories: number): number {
  return Math.round(Math.min(0.95, 0.3 + 0.06 * facts + 0.05 * categories) * 100) / 100;
}
