/**
 * Checks parsed JSON (a request body, a line of an imported export) for what the stores cannot
 * take, before anything tries to store it:
 * - text with a NUL character (PostgreSQL text and jsonb refuse it),
 * - a lone UTF-16 surrogate such as `\ud800` in a string or a key (not valid Unicode; jsonb refuses it),
 * - nesting deeper than MAX_JSON_DEPTH (Qdrant refuses payloads nested ~126 levels, and recursive
 *   code elsewhere could overflow its stack on thousands).
 * The walk is iterative, so even a body nested 100,000 levels is rejected without recursion.
 */

/** How deeply a request body may nest objects and arrays; `metadata` sits at level 2 of a body. */
export const MAX_JSON_DEPTH = 32;

export interface JsonProblem {
  /** Dotted path of the offending value, e.g. `metadata.tags.0`. */
  field: string;
  reason: string;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why PostgreSQL or Qdrant cannot store this text (a NUL, a lone surrogate), or null. */
export function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "contains a NUL character (\\u0000), which cannot be stored";
  if (LONE_SURROGATE.test(text)) return "contains a lone UTF-16 surrogate, which is not valid Unicode";
  return null;
}

/** The first value in `value` the stores cannot take, or null; `maxDepth` bounds the nesting. */
export function findJsonProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): JsonProblem | null {
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value, path: [], depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const field = (path: string[]) => (path.length > 0 ? path.join(".") : "body");
    if (typeof item.value === "string") {
      const reason = textProblem(item.value);
      if (reason) return { field: field(item.path), reason };
      continue;
    }
    if (item.value === null || typeof item.value !== "object") continue;
    const depth = item.depth + 1;
    if (depth > maxDepth) {
      return {
        field: field(item.path.slice(0, 3)),
        reason: `nested more than ${maxDepth} levels deep; flatten it`,
      };
    }
    const entries = Array.isArray(item.value)
      ? item.value.map((v, i) => [String(i), v] as const)
      : Object.entries(item.value);
    for (const [key, child] of entries) {
      const keyReason = textProblem(key);
      if (keyReason) return { field: field([...item.path, "<key>"]), reason: `a key ${keyReason}` };
      stack.push({ value: child, path: [...item.path, key], depth });
    }
  }
  return null;
}
