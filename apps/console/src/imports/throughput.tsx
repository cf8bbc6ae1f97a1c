import type { Schema } from "@memory/client";
import { ratesOf, type Sample } from "../charts/series.ts";
import { StackedBars } from "../charts/stacked-bars.tsx";

type Status = Schema<"IntegrationStatus">;

/**
 * What a status answer says about the pace: items done after `processing_time` seconds (the
 * service's own clock, so the browser's does not matter). Add it to the import's samples.
 */
export const sampleOf = (status: Status): Sample => ({
  at: status.stats.processing_time * 1000,
  done: status.stats.items_processed,
});

const rounded = (n: number) => (n >= 100 ? String(Math.round(n)) : n.toFixed(1));
const perSecond = (n: number) => `${rounded(n)}/s`;

/** An import's throughput while it runs: items per second in each interval between two status answers. */
export function Throughput({ samples }: { samples: Sample[] }) {
  const rates = ratesOf(samples);
  const last = samples[samples.length - 1];
  if (rates.length === 0 || !last || last.at === 0) return null;
  const average = last.done / (last.at / 1000);
  const latest = rates[rates.length - 1]?.perSecond ?? 0;
  const label =
    `Import throughput in ${rates.length} interval${rates.length === 1 ? "" : "s"}: ` +
    `latest ${rounded(latest)} items/s, average ${rounded(average)} items/s`;
  return (
    <figure class="throughput" aria-label="Import throughput">
      <StackedBars
        bars={rates.map((r) => ({
          label: `${(r.to / 1000).toFixed(1)} s`,
          parts: [{ key: "items", value: r.perSecond }],
        }))}
        label={label}
        colorOf={() => "#4e79a7"}
        format={perSecond}
      />
      <figcaption>{label}</figcaption>
    </figure>
  );
}
