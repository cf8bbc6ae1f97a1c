import { type Memory, shortDate } from "./vocabulary.ts";

/** One source message as the API keeps it with the memory (`metadata.sources`, see MemorySource in @memory/db). */
interface Source {
  role: string;
  excerpt: string;
  timestamp?: string;
}

const isSource = (value: unknown): value is Source => {
  if (typeof value !== "object" || value === null) return false;
  const { role, excerpt, timestamp } = value as Record<string, unknown>;
  return (
    typeof role === "string" &&
    typeof excerpt === "string" &&
    (timestamp === undefined || typeof timestamp === "string")
  );
};

/** The memory's source excerpts; none when its metadata has no (well-formed) `sources`. */
export function sourcesOf(memory: Memory): Source[] {
  const sources = memory.metadata.sources;
  return Array.isArray(sources) ? sources.filter(isSource) : [];
}

/** "Where it came from": the excerpts of the messages the memory was extracted from, with role and time. */
export function MemorySources({ memory }: { memory: Memory }) {
  const sources = sourcesOf(memory);
  return (
    <section aria-labelledby="sources-title">
      <h2 id="sources-title">Where it came from</h2>
      {sources.length === 0 ? (
        <p>
          No source messages are kept for this memory (a file import, a topic, or stored before excerpts were
          kept).
        </p>
      ) : (
        <ol class="sources" aria-label="Source messages">
          {sources.map((source, i) => (
            <li key={i}>
              <p class="said">
                <strong>{source.role}</strong>
                {source.timestamp && (
                  <time dateTime={source.timestamp}> · {shortDate(source.timestamp)}</time>
                )}
              </p>
              <blockquote>{source.excerpt}</blockquote>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
