import type { MemoryClient } from "@memory/client";
import { useState } from "preact/hooks";
import { unwrap } from "../api.ts";
import { Choice, TableHead } from "../controls.tsx";
import { Problem } from "../problem.tsx";
import { hrefOf } from "../route.ts";
import { problemOf, useLoad } from "../use-load.ts";
import { type Filters, listQuery, MemoryFilters, NO_FILTERS } from "./memory-filters.tsx";
import { shortDate, sourceOf } from "./vocabulary.ts";

/** Rows a page can show (the API allows at most 100). */
const PAGE_SIZES = ["25", "50", "100"] as const;
type PageSize = (typeof PAGE_SIZES)[number];

/** GET /v1/memories, newest first, a page at a time; rows can be chosen and deleted together. */
export function MemoryTable({ client, refresh }: { client: MemoryClient; refresh: number }) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>("25");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const list = useLoad(
    async () =>
      unwrap(
        await client.GET("/v1/memories", { params: { query: listQuery(filters, page, Number(pageSize)) } }),
      ),
    [client, filters, page, pageSize, refresh],
  );
  const source = filters.source.trim().toLowerCase();
  const rows = (list.data?.data ?? []).filter((m) => !source || sourceOf(m).toLowerCase().includes(source));
  const pagination = list.data?.pagination;

  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (!next.delete(id)) next.add(id);
    setChosen(next);
  };
  const deleteChosen = async () => {
    if (!confirm(`Delete ${chosen.size} memories? A backup is kept for 30 days.`)) return;
    try {
      const body = { memory_ids: [...chosen], backup: true, cascade: false };
      unwrap(await client.POST("/v1/memories/batch-delete", { body }));
      setChosen(new Set());
      setProblem(null);
      list.reload();
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <section aria-labelledby="table-title">
      <h2 id="table-title">All memories</h2>
      <MemoryFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <button type="button" disabled={chosen.size === 0} onClick={deleteChosen}>
        Delete chosen ({chosen.size})
      </button>
      <Problem text={problem ?? list.problem} />
      <table aria-busy={list.loading}>
        <TableHead columns={["Choose", "Content", "Category", "Type", "Source", "Created"]} />
        <tbody>
          {rows.map((m) => (
            <tr key={m.memory_id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Choose: ${m.content}`}
                  checked={chosen.has(m.memory_id)}
                  onChange={() => toggle(m.memory_id)}
                />
              </td>
              <td>
                <a href={hrefOf({ page: "memory", memoryId: m.memory_id })}>{m.content}</a>
              </td>
              <td>{m.category}</td>
              <td>{m.memory_type}</td>
              <td>{sourceOf(m)}</td>
              <td>{shortDate(m.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.data && rows.length === 0 && <p>No memories here.</p>}
      {pagination && (
        <nav aria-label="Pages of memories" class="pager">
          <button type="button" disabled={!pagination.has_previous} onClick={() => setPage(page - 1)}>
            Previous page
          </button>
          <span>
            Page {pagination.page} of {Math.max(1, pagination.total_pages)} ({pagination.total_items}{" "}
            memories)
          </span>
          <button type="button" disabled={!pagination.has_next} onClick={() => setPage(page + 1)}>
            Next page
          </button>
          <Choice
            label="Rows per page"
            options={PAGE_SIZES}
            value={pageSize}
            onChange={(next) => {
              setPageSize(next ?? "25");
              setPage(1);
            }}
          />
        </nav>
      )}
    </section>
  );
}
