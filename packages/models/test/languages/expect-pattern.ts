import { expect, it } from "vitest";

/** One named pattern, as the rule runs it, with a sentence it must catch and one it must leave. */
export type PatternCase = [name: string, rule: RegExp, match: string, noMatch: string];

/** A test per pattern: `match` is caught, `noMatch` (of the same look) is not. */
export function expectPatterns(cases: PatternCase[]): void {
  it.each(cases)("%s", (_name, rule, match, noMatch) => {
    expect(rule.test(match), `should match: ${match}`).toBe(true);
    expect(rule.test(noMatch), `should not match: ${noMatch}`).toBe(false);
  });
}
