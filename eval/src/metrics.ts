import { seededRandom } from "@memory/models";
import { stem, tokenize } from "./text.ts";

export const KS = [5, 10, 20] as const;

/**
 * Share of the evidence ids found in the first `k` retrieved items, where each retrieved item
 * carries the message ids it came from (a memory: its provenance; a BM25 hit: its own id).
 */
export function recallAt(evidence: string[], retrieved: string[][], k: number): number {
  if (evidence.length === 0) return 0;
  const found = new Set(retrieved.slice(0, k).flat());
  return evidence.filter((e) => found.has(e)).length / evidence.length;
}

/**
 * A memory counts as remembering its messages only when it cites at most this many (issue 27): an
 * episode that cites twenty messages and mentions one word of the answer does not remember each.
 */
export const MAX_CITED = 3;

/** The provenance that counts under the three-message rule: a memory citing more counts for none. */
export const narrowProvenance = (retrieved: string[][]): string[][] =>
  retrieved.map((ids) => (ids.length <= MAX_CITED ? ids : []));

/**
 * Share of the reference answer's content words (stop words removed, lightly stemmed) present in
 * `texts`; null when the answer has no content word (then it is left out of the average).
 */
export function answerCoverage(answer: string, texts: string[]): number | null {
  const wanted = [...new Set(tokenize(answer).map(stem))];
  if (wanted.length === 0) return null;
  const present = new Set(texts.flatMap((t) => tokenize(t).map(stem)));
  return wanted.filter((w) => present.has(w)).length / wanted.length;
}

/** The mean of the numbers, or null for none (printed as "-"). */
export function mean(values: (number | null | undefined)[]): number | null {
  const kept = values.filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  return kept.length > 0 ? kept.reduce((a, b) => a + b, 0) / kept.length : null;
}

/**
 * Junk share of a labelled sample: a memory is junk when it has provenance and every message it
 * came from is labelled `none`; `fact` when at least one of them is labelled `fact`. Memories
 * without provenance (or whose messages are unlabelled) are `unknown` and stay in the total.
 */
export function classifyMemory(provenance: string[], labels: Map<string, "fact" | "none">) {
  const known = provenance.map((id) => labels.get(id));
  if (known.some((l) => l === "fact")) return "fact" as const;
  if (known.length > 0 && known.every((l) => l === "none")) return "junk" as const;
  return "unknown" as const;
}

/** `n` items drawn without replacement with a seeded shuffle (Fisher-Yates), in draw order. */
export function sample<T>(items: T[], n: number, seed: number): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}
