import type { MemoryRow } from "@memory/db";
import type { QueryAnalysis } from "../query/analyse.ts";
import { wholeWords } from "../text/regex.ts";
import { hasSpacelessScript } from "../text/segment.ts";
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
 * Whether `queryText` names `name`: as whole words, or, for a name in a script written without
 * spaces (Chinese, Japanese), anywhere in it: "美咲はどこに…", "晓雯最喜欢…" have no boundary after
 * the name (rule SPACELESS_NAMES). A name of one character ("雪") is one only as a word of its own:
 * inside a word it is a character of that word ("下雪").
 */
function namedIn(queryText: string, name: string): boolean {
  const written = name.normalize("NFKC");
  if (!hasSpacelessScript(written)) return wholeWords([name]).test(queryText);
  return written.length > 1 ? queryText.includes(written) : words(queryText).includes(written);
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
  const named = new Set([...people].filter((p) => namedIn(queryText, p)));
  const nameWords = new Map([...named].map((n) => [n, words(n).map(matchStem)] as const));
  // The segmenter joins a name it does not know to the characters after it ("晓雯最"): a name still.
  const spaceless = [...named].filter(hasSpacelessScript);
  const joined = query.keywords.filter((k) => spaceless.some((n) => k !== n && k.includes(n)));
  return {
    named,
    nameWords,
    nameStems: new Set([...[...nameWords.values()].flat(), ...joined.map(matchStem)]),
  };
}
