/** Time series the charts draw: counts by time bucket and key (memories over time), rates between samples (throughput). */

/** Counts of things by time bucket and key: what "memories over time by category" draws. */
export interface Bucketed {
  /** "day" (YYYY-MM-DD) for a span of at most `MAX_DAYS` days, else "month" (YYYY-MM). */
  unit: "day" | "month";
  /** Every bucket from the first to the last, in order, empty ones included. */
  buckets: { label: string; counts: Map<string, number> }[];
}

const MAX_DAYS = 45;
const DAY_MS = 86_400_000;

const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const monthOf = (t: number) => new Date(t).toISOString().slice(0, 7);

function labelsBetween(first: number, last: number, unit: Bucketed["unit"]): string[] {
  const labels: string[] = [];
  if (unit === "day") {
    for (let t = Date.parse(dayOf(first)); t <= last; t += DAY_MS) labels.push(dayOf(t));
    return labels;
  }
  const d = new Date(Date.parse(`${monthOf(first)}-01T00:00:00Z`));
  while (d.getTime() <= last) {
    labels.push(monthOf(d.getTime()));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return labels;
}

/** Items (a time in ISO 8601 and a key) counted per UTC day, or per month over a longer span. */
export function bucketByTime(items: { at: string; key: string }[]): Bucketed {
  const times = items.map((i) => Date.parse(i.at)).filter((t) => !Number.isNaN(t));
  if (times.length === 0) return { unit: "day", buckets: [] };
  const first = Math.min(...times);
  const last = Math.max(...times);
  const unit = (last - first) / DAY_MS < MAX_DAYS ? "day" : "month";
  const buckets = labelsBetween(first, last, unit).map((label) => ({
    label,
    counts: new Map<string, number>(),
  }));
  const index = new Map(buckets.map((b, i) => [b.label, i]));
  for (const item of items) {
    const t = Date.parse(item.at);
    if (Number.isNaN(t)) continue;
    const bucket = buckets[index.get(unit === "day" ? dayOf(t) : monthOf(t)) ?? -1];
    if (bucket) bucket.counts.set(item.key, (bucket.counts.get(item.key) ?? 0) + 1);
  }
  return { unit, buckets };
}

/** A status sample: when (ms) and how many items were done then. */
export interface Sample {
  at: number;
  done: number;
}

/** Samples, each time once, starting at nothing done at 0 s. */
export function withSample(samples: Sample[], next: Sample): Sample[] {
  const start = samples.length ? samples : [{ at: 0, done: 0 }];
  return start.some((s) => s.at === next.at) ? start : [...start, next];
}

/** Items per second between consecutive samples (later samples that moved time forward only). */
export function ratesOf(samples: Sample[]): { from: number; to: number; perSecond: number }[] {
  const ordered = [...samples].sort((a, b) => a.at - b.at);
  const rates: { from: number; to: number; perSecond: number }[] = [];
  let previous = ordered[0];
  for (const sample of ordered.slice(1)) {
    if (!previous || sample.at <= previous.at) continue;
    const perSecond = Math.max(0, sample.done - previous.done) / ((sample.at - previous.at) / 1000);
    rates.push({ from: previous.at, to: sample.at, perSecond });
    previous = sample;
  }
  return rates;
}
