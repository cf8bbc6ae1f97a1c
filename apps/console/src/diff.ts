export interface DiffPart {
  kind: "same" | "added" | "removed";
  text: string;
}

/**
 * A word diff (longest common subsequence over words and the spaces between them). Memories are a
 * sentence or a paragraph, so the quadratic table stays small; past 2,000 tokens a side it gives
 * up and shows the old text removed and the new one added.
 */
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
          ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
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
      j < b.length &&
      (i >= a.length || (lcs[i * width + j + 1] ?? 0) >= (lcs[(i + 1) * width + j] ?? 0))
    ) {
      push("added", b[j++] ?? "");
    } else {
      push("removed", a[i++] ?? "");
    }
  }
  return parts;
}
