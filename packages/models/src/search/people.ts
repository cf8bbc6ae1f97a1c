import type { MemoryRow } from "@memory/db";
import type { QueryAnalysis } from "../query/analyse.ts";
import { wholeWords } from "../text/regex.ts";
import { words } from "../text/tokenize.ts";
import { list } from "./memory-text.ts";
import { matchStem } from "./word-match.ts";

/** The people a query names among those its candidates know. */
export interface NamedPeople {
  /** Lower-case names, whole ("jae-won", "marta kowalski"). */
  named: ReadonlySet<string>;
  /** Each named person's name as stems ("marta kowalski" → ["marta", "kowalski"]). */
  nameWords: ReadonlyMap<string, readonly string[]>;
  /** Every stem of the named people's names: words of the query that are names, not topics. */
  nameStems: ReadonlySet<string>;
}

/**
 * The people the candidates know by name (whom each is about, and their `metadata.participants`)
 * that the query names: whole names, also hyphenated or of several words ("Jae-won", "Marta
 * Kowalski"), which the tokenizer splits, found between word boundaries of the query.
 */
export function namedPeople(
  query: QueryAnalysis,
  pool: readonly { row: MemoryRow; about: string | undefined }[],
): NamedPeople {
  const people = new Set<string>();
  for (const { row, about } of pool) {
    if (about) people.add(about);
    for (const p of list(row.metadata.participants)) people.add(p);
  }
  const queryText = query.text.normalize("NFKC").toLowerCase();
  const named = new Set([...people].filter((p) => wholeWords([p]).test(queryText)));
  const nameWords = new Map([...named].map((n) => [n, words(n).map(matchStem)] as const));
  return { named, nameWords, nameStems: new Set([...nameWords.values()].flat()) };
}
