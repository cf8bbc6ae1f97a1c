import type { Category, CategoryProfile, CategoryProfiles } from "@memory/db";
import { CATEGORY_VALUES } from "../categories.ts";
import { GUESSED_SCORE } from "../local/classify.ts";
import { EPISODE_KINDS } from "../types.ts";
import { isFirstPerson, toThirdPerson } from "./person.ts";
import { toThirdPersonDe } from "./person-de.ts";
import { toThirdPersonEs } from "./person-es.ts";
import { toThirdPersonFr } from "./person-fr.ts";
import { toThirdPersonIt } from "./person-it.ts";
import { toThirdPersonNl } from "./person-nl.ts";
import { containsForbiddenDetail } from "./privacy.ts";
import { countTerms } from "./terms.ts";

/** What profile derivation reads of a memory. */
export interface SourceMemory {
  id: string;
  content: string;
  category: Category;
  importance: number;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

const DAY_MS = 86_400_000;

const TOPICS: Record<Category, string> = {
  identity: "Identity and background",
  career: "Career",
  interests: "Interests",
  relationships: "Relationships",
  health: "Health and wellbeing",
  finance: "Finances",
  learning: "Learning and education",
  travel: "Travel",
  productivity: "Productivity and habits",
  private: "Private matters",
};

/** The person a memory is about when it is not the user (set by extraction as `metadata.subject`). */
export function subjectOf(memory: SourceMemory): string | undefined {
  const subject = memory.metadata.subject;
  return typeof subject === "string" && subject.trim() ? subject.trim() : undefined;
}

/**
 * Episodes (`metadata.kind`): what a participant said that is not about themself (`remark`), a
 * sentence kept as said in a language without rules (`said`), a conversation's digest
 * (`conversation`). They stay searchable; the profile and the bio read facts only (issue 27).
 */
const EPISODES: ReadonlySet<unknown> = new Set(EPISODE_KINDS);

/** Whether a memory whose `metadata.kind` is `kind` is an episode (absent or "fact": a fact). */
export const isEpisodeKind = (kind: unknown) => EPISODES.has(kind);

/** Whether a memory states something about a person (not an episode). */
export const isFact = (memory: SourceMemory) => !isEpisodeKind(memory.metadata.kind);

/** Whether a memory is a fact about the user: a fact without another person as its subject. */
export const isOwnFact = (memory: SourceMemory) => isFact(memory) && !subjectOf(memory);

/**
 * SURE_CATEGORY: a fact goes into its category's profile section only when the classifier was at
 * least this sure of the category (`metadata.category_score`, see `categoryScore`). On the tuning
 * half of the hand-labelled memories (eval/data/categories), 86 % of the facts scored 0.6 or more
 * had the right category against 45 % of the others (word-vector guesses, one weak cue, ties); on
 * the check half 69 % against 46 % (from the totals of `pnpm eval`).
 */
export const SURE_CATEGORY = 0.6;

/**
 * Whether a memory is filed surely under its category: no score (a category set by the caller or a
 * user's edit, a remote model's, a memory stored before scores) or a score of at least SURE_CATEGORY.
 */
export function isSurelyFiled(memory: SourceMemory): boolean {
  const score = memory.metadata.category_score;
  return typeof score !== "number" || score >= SURE_CATEGORY;
}

/**
 * BIO_FROM_PLACED_FACTS: whether a cue word or a slot placed the memory in its category (no score,
 * or a score above a word-vector guess's GUESSED_SCORE, or the fallback's 0). A fact whose words tie
 * it to no area of life is often no lasting fact about the person ("My black box is a white
 * supremacist"): the bio leaves it out, it stays searchable.
 */
export function isPlacedByCue(memory: SourceMemory): boolean {
  const score = memory.metadata.category_score;
  return typeof score !== "number" || score > GUESSED_SCORE;
}

/** The user's own facts: facts without another person as their subject. */
export const ownFacts = (memories: SourceMemory[]) => memories.filter(isOwnFact);

function peopleOf(memory: SourceMemory): string[] {
  const list = Array.isArray(memory.metadata.participants) ? memory.metadata.participants : [];
  const people = list.filter((p): p is string => typeof p === "string" && p.trim().length > 0);
  const subject = subjectOf(memory);
  return [...new Set(subject ? [subject, ...people] : people)];
}

/** The language of a memory: its `metadata.language`, English when none is recorded. */
export function languageOf(memory: SourceMemory): string {
  const language = memory.metadata.language;
  return typeof language === "string" ? language : "en";
}

/** A memory as a third-person sentence for summaries (null when it holds a detail a profile never shows). */
export function statement(memory: SourceMemory, subject = "The user"): string | null {
  if (containsForbiddenDetail(memory.content)) return null;
  // A French, German, Dutch, Spanish or Italian fact in its language (person-fr.ts, person-de.ts,
  // person-nl.ts, person-es.ts, person-it.ts); what the rewrite cannot
  // say is quoted as it was said.
  const language = languageOf(memory);
  const named = subject !== "The user";
  if (language === "fr")
    return toThirdPersonFr(memory.content, named ? subject : "L'utilisateur") ?? memory.content.trim();
  if (language === "de")
    return toThirdPersonDe(memory.content, named ? subject : "Die Person", named) ?? memory.content.trim();
  if (language === "nl")
    return toThirdPersonNl(memory.content, named ? subject : "De gebruiker", named) ?? memory.content.trim();
  if (language === "es")
    return toThirdPersonEs(memory.content, named ? subject : "La persona") ?? memory.content.trim();
  if (language === "it")
    return toThirdPersonIt(memory.content, named ? subject : "La persona") ?? memory.content.trim();
  return isFirstPerson(memory.content) ? toThirdPerson(memory.content, subject) : memory.content.trim();
}

const byImportance = (a: SourceMemory, b: SourceMemory) =>
  b.importance - a.importance || b.createdAt.getTime() - a.createdAt.getTime();

function lastUpdated(list: SourceMemory[]): string | null {
  let last = 0;
  for (const m of list) last = Math.max(last, m.createdAt.getTime());
  return last ? new Date(last).toISOString() : null;
}

function statements(list: SourceMemory[], limit: number, subject?: string): string[] {
  const out: string[] = [];
  for (const m of [...list].sort(byImportance)) {
    const s = statement(m, subject);
    if (s && !out.includes(s)) out.push(s);
    if (out.length >= limit) break;
  }
  return out;
}

const SKILLS =
  /\b(typescript|javascript|python|java|kotlin|swift|rust|golang|go|c\+\+|c#|sql|postgresql|react|node(?:\.js)?|docker|kubernetes|aws|azure|gcp|terraform|linux|excel|figma|photoshop|machine learning|data analysis|statistics|design|marketing|sales|accounting|leadership|management|project management|public speaking|writing|editing|teaching|nursing|research|negotiation|copywriting|seo|product management|ux|ui|devops|security|networking|carpentry|cooking|translation|spanish|french|german|english|italian|japanese|chinese)\b/giu;
const TITLE =
  /\b(?:work(?:ing|s)? as|job is|position as|role as|I am|I'm|employed as)\s+(?:an?\s+|the\s+)?((?:[\p{Ll}-]+\s+){0,3}?(?:engineer|developer|designer|manager|nurse|doctor|teacher|lawyer|accountant|analyst|scientist|consultant|writer|editor|architect|researcher|director|founder|student|professor|chef|artist|photographer|marketer|programmer|administrator|officer|assistant|specialist|lead|owner|pharmacist|therapist|journalist|technician|mechanic|electrician|salesperson|recruiter|product owner|cto|ceo))\b/iu;

function careerProfile(list: SourceMemory[]) {
  let title = "";
  for (const m of [...list].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())) {
    const match = TITLE.exec(m.content);
    if (match?.[1]) {
      title = match[1].toLowerCase().replace(/\s+/gu, " ").trim();
      break;
    }
  }
  const skills = new Map<string, number>();
  for (const m of list) {
    for (const match of m.content.matchAll(SKILLS)) {
      const raw = match[1] ?? match[0];
      const skill =
        raw.length <= 3 ? raw.toUpperCase() : raw.charAt(0).toUpperCase() + raw.slice(1).toLowerCase();
      skills.set(skill, (skills.get(skill) ?? 0) + 1);
    }
  }
  return {
    title,
    summary: statements(list, 2).join(" "),
    key_skills: [...skills]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([s]) => s)
      .slice(0, 10),
  };
}

function interestsProfile(list: SourceMemory[], now: Date) {
  const terms = countTerms(list.map((m) => ({ id: m.id, text: m.content })));
  const primary = terms.slice(0, 5).map((t) => t.term);
  const recentCut = now.getTime() - 30 * DAY_MS;
  const when = new Map(list.map((m) => [m.id, m.createdAt.getTime()]));
  // Emerging: mentioned in the last 30 days by more memories than in all the time before.
  const emerging = terms
    .filter((t) => !primary.includes(t.term))
    .filter((t) => {
      const recent = t.ids.filter((id) => (when.get(id) ?? 0) >= recentCut).length;
      return recent > 0 && recent > t.ids.length - recent;
    })
    .slice(0, 5)
    .map((t) => t.term);
  return { primary_interests: primary, emerging_interests: emerging };
}

const CLOSE =
  /\b(wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?|friend|best friend|sister|brother|mom|mum|mother|dad|father|son|daughter|cousin|aunt|uncle|grandma|grandpa|grandmother|grandfather|niece|nephew|neighbou?r|roommate|family|kids?|children)\b/iu;
const PROFESSIONAL =
  /\b(colleague|coworker|co-worker|boss|manager|client|customer|mentor|team|teammate|cofounder|co-founder|employee|recruiter|supervisor)\b/iu;

function relationshipsProfile(all: SourceMemory[]) {
  const score = new Map<string, { close: number; professional: number; mentions: number }>();
  for (const m of all) {
    for (const person of peopleOf(m)) {
      const entry = score.get(person) ?? { close: 0, professional: 0, mentions: 0 };
      entry.mentions++;
      if (PROFESSIONAL.test(m.content) || m.category === "career") entry.professional++;
      if (CLOSE.test(m.content) || m.category === "relationships" || m.category === "identity") entry.close++;
      score.set(person, entry);
    }
  }
  const ranked = [...score].sort((a, b) => b[1].mentions - a[1].mentions || a[0].localeCompare(b[0]));
  return {
    close_connections: ranked
      .filter(([, s]) => s.close >= s.professional)
      .map(([p]) => p)
      .slice(0, 10),
    professional_network: ranked
      .filter(([, s]) => s.professional > s.close)
      .map(([p]) => p)
      .slice(0, 10),
  };
}

/**
 * One category profile. `memories` are all the user's memories (relationships reads the people
 * of every memory); the others read only their own category, and only the user's own facts.
 */
export function deriveCategoryProfile(
  category: Category,
  memories: SourceMemory[],
  now = new Date(),
): CategoryProfile {
  const inCategory = memories.filter((m) => m.category === category);
  // A section holds only the facts surely of its category; `memory_count` counts them all.
  const own = ownFacts(inCategory).filter(isSurelyFiled);
  const base = { memory_count: inCategory.length, last_updated: lastUpdated(inCategory) };
  switch (category) {
    case "career":
      return { ...careerProfile(own), ...base };
    case "interests":
      return { ...interestsProfile(own, now), ...base };
    case "relationships": {
      const withPeople = memories.filter(
        (m) => isFact(m) && ((m.category === "relationships" && isSurelyFiled(m)) || peopleOf(m).length > 0),
      );
      return { ...relationshipsProfile(withPeople), ...base };
    }
    default: {
      const points = statements(own, 5);
      return { topic: TOPICS[category], summary: points.slice(0, 2).join(" "), key_points: points, ...base };
    }
  }
}

export function deriveCategoryProfiles(memories: SourceMemory[], now = new Date()): CategoryProfiles {
  const out: CategoryProfiles = {};
  for (const category of CATEGORY_VALUES) out[category] = deriveCategoryProfile(category, memories, now);
  return out;
}

export interface DerivedInsight {
  title: string;
  description: string;
  category: Category;
  confidence: number;
  memoryIds: string[];
}

const INSIGHT_TITLES: Partial<Record<Category, (term: string) => string>> = {
  career: (t) => `Career focus on ${t}`,
  interests: (t) => `Lasting interest in ${t}`,
  learning: (t) => `Keeps learning ${t}`,
  health: (t) => `Health routine around ${t}`,
  travel: (t) => `Drawn to ${t}`,
  productivity: (t) => `Work habit: ${t}`,
  relationships: (t) => `Close bond: ${t}`,
  finance: (t) => `Financial focus on ${t}`,
  identity: (t) => `Defining trait: ${t}`,
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Insights: topics that recur in at least two of the user's own memories of one category (never
 * `private`, never facts about other people). Each keeps the ids of the memories behind it.
 */
export function deriveInsights(memories: SourceMemory[], limit = 10): DerivedInsight[] {
  const out: DerivedInsight[] = [];
  const own = ownFacts(memories).filter((m) => m.category !== "private" && isSurelyFiled(m));
  for (const category of CATEGORY_VALUES) {
    const list = own.filter((m) => m.category === category);
    if (list.length < 2) continue;
    const title = INSIGHT_TITLES[category];
    if (!title) continue;
    for (const term of countTerms(list.map((m) => ({ id: m.id, text: m.content }))).slice(0, 3)) {
      if (term.ids.length < 2) break;
      out.push({
        title: title(term.term),
        description: `"${term.term}" comes up in ${term.ids.length} of the ${list.length} memories about ${category}.`,
        category,
        confidence: round2(Math.min(0.95, 0.45 + 0.1 * term.ids.length)),
        memoryIds: term.ids,
      });
    }
  }
  return out
    .sort((a, b) => b.memoryIds.length - a.memoryIds.length || a.title.localeCompare(b.title))
    .slice(0, limit);
}

const TRAITS: { trait: string; pattern: RegExp }[] = [
  {
    trait: "active",
    pattern:
      /\b(run|running|hike|hiking|gym|yoga|climb|climbing|swim|swimming|cycling|bike|football|soccer|tennis|marathon|workout|sport)/iu,
  },
  {
    trait: "creative",
    pattern:
      /\b(paint|painting|draw|drawing|write|writing|music|guitar|piano|sing|photograph|design|craft|knit|pottery)/iu,
  },
  {
    trait: "curious",
    pattern:
      /\b(learn|learning|study|studying|course|read|reading|books?|research|explore|podcast|documentar)/iu,
  },
  {
    trait: "adventurous",
    pattern: /\b(travel|trip|abroad|backpack|explore|adventure|visited|journey|flight)/iu,
  },
  {
    trait: "organized",
    pattern: /\b(plan|planning|schedule|routine|calendar|to-?do|organi[sz]e|habit|budget|list)/iu,
  },
  {
    trait: "sociable",
    pattern: /\b(friends|party|parties|dinner with|meet ?up|community|volunteer|club|team)/iu,
  },
  { trait: "caring", pattern: /\b(care|caring|help|helping|volunteer|kids|children|family|nurse|support)/iu },
  {
    trait: "health-conscious",
    pattern: /\b(healthy|diet|vegetarian|vegan|sleep|meditat|nutrition|doctor|therapy|mindful)/iu,
  },
  {
    trait: "ambitious",
    pattern: /\b(promot|goal|career|lead|founder|startup|launch|achieve|senior|master'?s|degree)/iu,
  },
];

export interface DerivedTrait {
  trait: string;
  strength: number;
  category: Category;
  memoryIds: string[];
}

/** Traits read from the user's own facts (never `private`, never other people), each with ≥ 2 memories as evidence. */
export function deriveTraits(memories: SourceMemory[]): DerivedTrait[] {
  const own = ownFacts(memories).filter((m) => m.category !== "private");
  const out: DerivedTrait[] = [];
  for (const { trait, pattern } of TRAITS) {
    const evidence = own.filter((m) => pattern.test(m.content));
    if (evidence.length < 2) continue;
    const counts = new Map<Category, number>();
    for (const m of evidence) counts.set(m.category, (counts.get(m.category) ?? 0) + 1);
    const category = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "identity";
    out.push({
      trait,
      strength: round2(Math.min(1, 0.3 + 0.1 * evidence.length)),
      category,
      memoryIds: evidence.map((m) => m.id),
    });
  }
  return out.sort((a, b) => b.strength - a.strength || a.trait.localeCompare(b.trait));
}
