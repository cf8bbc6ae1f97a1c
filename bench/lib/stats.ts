/** Percentiles, formatting and the plain-text tables the benchmark prints. */

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  max: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.length ? sum / sorted.length : Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export const ms = (v: number | undefined): string =>
  v === undefined || Number.isNaN(v) ? "–" : v < 10 ? `${v.toFixed(2)} ms` : `${v.toFixed(1)} ms`;

export const mb = (v: number | undefined): string =>
  v === undefined || Number.isNaN(v) ? "–" : `${v.toFixed(0)} MB`;

export const count = (n: number): string =>
  n >= 1_000_000 && n % 1_000_000 === 0
    ? `${n / 1_000_000}M`
    : n >= 1000 && n % 1000 === 0
      ? `${n / 1000}k`
      : String(n);

export function duration(msValue: number): string {
  if (msValue < 1000) return `${msValue.toFixed(0)} ms`;
  if (msValue < 120_000) return `${(msValue / 1000).toFixed(1)} s`;
  return `${Math.floor(msValue / 60_000)} min ${((msValue % 60_000) / 1000).toFixed(0)} s`;
}

/** A left-aligned text table with a header rule, e.g. for a terminal or a Markdown code block. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  const rule = `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}
