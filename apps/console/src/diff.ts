export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

/**
 * A word diff (longest common subsequence over words and the spaces between them, words weighing more). Memories are a
 * sentence or a paragraph, so the quadratic table stays small; past 2,000 tokens a side it gives
 * up and shows the old text removed and the new one added.
 */
/** A shared word counts more than shared whitespace, so the diff keeps words, not gaps, in common. */
const weight = (token: string) => (/^\s+$/.test(token) ? 1 : 2);

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  if (a.length > 2000 || b.length > 2000) {
    return [
      { kind: "removed", text: before },
      { kind: "added", text: after },
    ];
  }
  const width = b.length + 1;
  const lcs = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i * width + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * width + j + 1] ?? 0) + weight(a[i] ?? "")
          : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart["kind"], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push("same", a[i++] ?? "");
      j++;
    } else if (
      i < a.length &&
      (j >= b.length || (lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0))
    ) {
      push("removed", a[i++] ?? ""); // the old words first, then what replaced them
    } else {
      push("added", b[j++] ?? "");
    }
  }
  return parts;
}
