import type { Schema } from "@memory/client";
import { wordDiff } from "../diff.ts";
import { Problem } from "../problem.tsx";
import { type Memory, shortDate } from "./vocabulary.ts";

type History = Schema<"MemoryHistory">;

function Diff({ before, after }: { before: string; after: string }) {
  return (
    <p class="diff">
      {wordDiff(before, after).map((part, i) =>
        part.kind === "added" ? (
          <ins key={i}>{part.text}</ins>
        ) : part.kind === "removed" ? (
          <del key={i}>{part.text}</del>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** Each earlier version against the one that replaced it, newest change first. */
export function VersionHistory({
  current,
  history,
  problem,
}: {
  current: Memory;
  history: History | undefined;
  problem: string | null;
}) {
  const versions = [...(history?.versions ?? [])].sort((a, b) => a.version - b.version);
  const changes = versions.map((old, i) => ({ old, next: versions[i + 1] ?? current })).reverse();
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">Version history</h2>
      <Problem text={problem} />
      {history && changes.length === 0 && <p>No earlier versions: this is version {current.version}.</p>}
      <ol class="history">
        {changes.map(({ old, next }) => (
          <li key={old.version}>
            <h3>
              Version {old.version} → {next.version} ({old.reason}, {shortDate(old.replaced_at)})
            </h3>
            <Diff before={old.content} after={next.content} />
            {old.category !== next.category && (
              <p>
                Category: {old.category} → {next.category}
              </p>
            )}
            {old.importance !== next.importance && (
              <p>
                Importance: {old.importance} → {next.importance}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
