import type { MemoryClient, Schema } from "@memory/client";
import { useState } from "preact/hooks";
import { unwrap } from "../api.ts";
import { Problem } from "../problem.tsx";
import { hrefOf } from "../route.ts";
import { problemOf } from "../use-load.ts";
import { WhyThisResult } from "./why-this-result.tsx";

type Result = Schema<"SearchResult">;

/** POST /v1/memories/search with `explain: true`: each result shows why it came. */
export function SearchPanel({ client }: { client: MemoryClient }) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<Result[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    setProblem(null);
    try {
      const body = { query, limit: 10, explain: true };
      const data = unwrap(await client.POST("/v1/memories/search", { body }));
      setResults(data.results as Result[]);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <section class="panel" aria-labelledby="search-title">
      <h2 id="search-title">Search</h2>
      <search>
        <form onSubmit={submit}>
          <input
            type="search"
            aria-label="Search memories"
            value={query}
            required
            onInput={(e) => setQuery(e.currentTarget.value)}
          />
          <button type="submit">Search</button>
        </form>
      </search>
      <Problem text={problem} />
      {results && (
        <ol class="results" aria-label="Search results">
          {results.length === 0 && <li>Nothing found.</li>}
          {results.map((r) => (
            <li key={r.memory_id}>
              <a href={hrefOf({ page: "memory", memoryId: r.memory_id })}>{r.content}</a>
              <span class="score">score {r.score.toFixed(2)}</span>
              {r.explanation && <WhyThisResult explanation={r.explanation} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
