import { readFileSync } from "node:fs";
import type { Category, ExtractedFact, ExtractionInput, MemoryType } from "../../src/types.ts";

export interface ExpectedFact {
  phrase: string;
  category: Category;
  type: MemoryType;
  slot?: string;
}

export interface FixtureConversation extends ExtractionInput {
  id: string;
  language: string;
  expected: ExpectedFact[];
  /** Strings that must not appear in any fact (secrets). */
  forbidden?: string[];
  /** Upper bound on the number of facts (repeats collapse, filler yields none). */
  maxFacts?: number;
}

export function loadFixtures(name = "extraction"): FixtureConversation[] {
  const file = new URL(`../fixtures/${name}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, "utf8")) as { conversations: FixtureConversation[] }).conversations;
}

export interface Score {
  expected: number;
  found: number;
  categoryCorrect: number;
  typeCorrect: number;
  slotExpected: number;
  slotCorrect: number;
  forbiddenLeaks: string[];
  overCount: string[];
  misses: string[];
}

export interface Scores {
  recall: number;
  categoryAccuracy: number;
  typeAccuracy: number;
  slotAccuracy: number;
  raw: Score;
}

/** Matches each expected fact to the first extracted fact containing its phrase; accuracy is over matched facts. */
export async function evaluate(
  fixtures: FixtureConversation[],
  extract: (input: ExtractionInput) => Promise<ExtractedFact[]>,
): Promise<Scores> {
  const raw: Score = {
    expected: 0,
    found: 0,
    categoryCorrect: 0,
    typeCorrect: 0,
    slotExpected: 0,
    slotCorrect: 0,
    forbiddenLeaks: [],
    overCount: [],
    misses: [],
  };
  for (const fixture of fixtures) {
    const facts = await extract({ messages: fixture.messages, timestamp: fixture.timestamp });
    for (const expected of fixture.expected) {
      raw.expected++;
      if (expected.slot) raw.slotExpected++;
      const fact = facts.find((f) => f.content.toLowerCase().includes(expected.phrase.toLowerCase()));
      if (!fact) {
        raw.misses.push(
          `${fixture.id}: "${expected.phrase}" not in [${facts.map((f) => f.content).join(" | ")}]`,
        );
        continue;
      }
      raw.found++;
      if (fact.category === expected.category) raw.categoryCorrect++;
      else
        raw.misses.push(
          `${fixture.id}: "${fact.content}" category ${fact.category}, expected ${expected.category}`,
        );
      if (fact.memoryType === expected.type) raw.typeCorrect++;
      else
        raw.misses.push(
          `${fixture.id}: "${fact.content}" type ${fact.memoryType}, expected ${expected.type}`,
        );
      if (expected.slot && fact.slot === expected.slot) raw.slotCorrect++;
      else if (expected.slot)
        raw.misses.push(`${fixture.id}: "${fact.content}" slot ${fact.slot}, expected ${expected.slot}`);
    }
    for (const secret of fixture.forbidden ?? []) {
      if (facts.some((f) => f.content.includes(secret))) raw.forbiddenLeaks.push(`${fixture.id}: ${secret}`);
    }
    if (fixture.maxFacts !== undefined && facts.length > fixture.maxFacts) {
      raw.overCount.push(`${fixture.id}: ${facts.length} facts > ${fixture.maxFacts}`);
    }
  }
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  return {
    recall: ratio(raw.found, raw.expected),
    categoryAccuracy: ratio(raw.categoryCorrect, raw.found),
    typeAccuracy: ratio(raw.typeCorrect, raw.found),
    slotAccuracy: ratio(raw.slotCorrect, raw.slotExpected),
    raw,
  };
}
