import type { MemoryClient } from "@memory/client";
import { unwrap } from "../api.ts";
import { bucketByTime } from "../charts/series.ts";
import { type Bar, StackedBars } from "../charts/stacked-bars.tsx";
import { TableHead } from "../controls.tsx";
import { Problem } from "../problem.tsx";
import { useLoad } from "../use-load.ts";
import { CATEGORIES, CATEGORY_COLORS, type Category, type Memory } from "./vocabulary.ts";

/** The chart reads the newest memories, at most this many pages of 100 (five calls of the standard rate limit's 100 a minute). */
const CHART_PAGES = 5;
const PAGE_SIZE = 100;

async function newestMemories(client: MemoryClient): Promise<{ memories: Memory[]; total: number }> {
  const memories: Memory[] = [];
  for (let page = 1; page <= CHART_PAGES; page++) {
    const answer = unwrap(
      await client.GET("/v1/memories", { params: { query: { page, page_size: PAGE_SIZE } } }),
    );
    memories.push(...answer.data);
    if (!answer.pagination.has_next) return { memories, total: answer.pagination.total_items };
  }
  return { memories, total: Number.NaN };
}

const colorOf = (key: string) => CATEGORY_COLORS[key as Category] ?? "#888888";
const described = (counts: Map<string, number>) =>
  CATEGORIES.filter((c) => counts.get(c))
    .map((c) => `${c} ${counts.get(c)}`)
    .join(", ");

/** Memories over time by category: stacked bars per day (per month over more than 45 days), a legend and the same as a table. */
export function MemoriesOverTime({ client, refresh }: { client: MemoryClient; refresh: number }) {
  const loaded = useLoad(() => newestMemories(client), [client, refresh]);
  const memories = loaded.data?.memories ?? [];
  const { unit, buckets } = bucketByTime(memories.map((m) => ({ at: m.created_at, key: m.category })));
  const bars: Bar[] = buckets.map((b) => ({
    label: b.label,
    parts: CATEGORIES.filter((c) => b.counts.get(c)).map((c) => ({ key: c, value: b.counts.get(c) ?? 0 })),
  }));
  const totals = new Map<string, number>();
  for (const m of memories) totals.set(m.category, (totals.get(m.category) ?? 0) + 1);
  const span = buckets.length ? `${buckets[0]?.label} to ${buckets[buckets.length - 1]?.label}` : "";
  const which = Number.isNaN(loaded.data?.total) ? `the newest ${memories.length}` : `all ${memories.length}`;
  return (
    <figure class="panel" aria-labelledby="over-time-title">
      <figcaption>
        <h2 id="over-time-title">Memories over time</h2>
        {memories.length > 0 && <p>{`By category, per ${unit}, ${span}: ${which} memories.`}</p>}
        {loaded.data && memories.length === 0 && <p>No memories yet.</p>}
      </figcaption>
      <Problem text={loaded.problem} />
      {memories.length > 0 && (
        <>
          <StackedBars
            bars={bars}
            colorOf={colorOf}
            label={`Memories per ${unit} by category, ${span}: ${described(totals)}`}
          />
          <ul class="legend" aria-label="Categories">
            {CATEGORIES.filter((c) => totals.get(c)).map((c) => (
              <li key={c}>
                <svg width="10" height="10" aria-hidden="true">
                  <rect width="10" height="10" fill={CATEGORY_COLORS[c]} />
                </svg>{" "}
                {c} {totals.get(c)}
              </li>
            ))}
          </ul>
          <details>
            <summary>As a table</summary>
            <table>
              <TableHead columns={[unit === "day" ? "Day" : "Month", "Memories by category", "Total"]} />
              <tbody>
                {buckets
                  .filter((b) => b.counts.size > 0)
                  .map((b) => (
                    <tr key={b.label}>
                      <td>{b.label}</td>
                      <td>{described(b.counts)}</td>
                      <td>{[...b.counts.values()].reduce((a, n) => a + n, 0)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}
