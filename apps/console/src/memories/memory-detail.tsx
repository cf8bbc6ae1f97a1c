import type { MemoryClient } from "@memory/client";
import { useState } from "preact/hooks";
import { unwrap } from "../api.ts";
import { Problem } from "../problem.tsx";
import { hrefOf } from "../route.ts";
import { problemOf, useLoad } from "../use-load.ts";
import { MemoryEditor } from "./memory-editor.tsx";
import { MemorySources } from "./memory-sources.tsx";
import { VersionHistory } from "./version-history.tsx";
import { type Memory, shortDate } from "./vocabulary.ts";

/** When the memory holds: from its creation, and any dates its metadata carries. */
function validity(memory: Memory): string {
  const { valid_from, valid_until, event_date } = memory.metadata;
  const parts = [`since ${shortDate(typeof valid_from === "string" ? valid_from : memory.created_at)}`];
  parts.push(typeof valid_until === "string" ? `until ${shortDate(valid_until)}` : "no end date");
  if (typeof event_date === "string") parts.push(`event on ${event_date}`);
  return parts.join(", ");
}

function Facts({ memory }: { memory: Memory }) {
  return (
    <dl class="facts">
      <dt>Category</dt>
      <dd>{memory.category}</dd>
      <dt>Type</dt>
      <dd>{memory.memory_type}</dd>
      <dt>Importance</dt>
      <dd>{memory.importance}</dd>
      <dt>Validity</dt>
      <dd>{validity(memory)}</dd>
      <dt>Version</dt>
      <dd>{memory.version}</dd>
      <dt>Status</dt>
      <dd>{memory.processing_status}</dd>
      <dt>Metadata</dt>
      <dd>
        {/* The source excerpts have their own section. */}
        <pre>{JSON.stringify({ ...memory.metadata, sources: undefined }, null, 2)}</pre>
      </dd>
    </dl>
  );
}

/** GET /v1/memories/{id} and its history; edit (PATCH) and delete (with a 30-day backup). */
export function MemoryDetail({ client, memoryId }: { client: MemoryClient; memoryId: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);
  const path = { params: { path: { memory_id: memoryId } } };
  const memory = useLoad(
    async () => unwrap(await client.GET("/v1/memories/{memory_id}", path)),
    [client, memoryId],
  );
  const history = useLoad(
    async () => unwrap(await client.GET("/v1/memories/{memory_id}/history", path)),
    [client, memoryId, memory.data?.version],
  );

  const remove = async () => {
    if (!confirm("Delete this memory? A backup is kept for 30 days.")) return;
    try {
      unwrap(
        await client.DELETE("/v1/memories/{memory_id}", {
          params: { path: { memory_id: memoryId }, query: { backup: "true" } },
        }),
      );
      setDeleted(true);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  if (deleted)
    return (
      <p role="status">
        Memory deleted; a backup is kept for 30 days.{" "}
        <a href={hrefOf({ page: "memories" })}>Back to memories</a>
      </p>
    );
  const data = memory.data;
  return (
    <>
      <p>
        <a href={hrefOf({ page: "memories" })}>← All memories</a>
      </p>
      <Problem text={problem ?? memory.problem} />
      {data && (
        <article aria-labelledby="memory-title">
          <h1 id="memory-title">Memory</h1>
          <blockquote>{data.content}</blockquote>
          <Facts memory={data} />
          <MemorySources memory={data} />
          <MemoryEditor client={client} memory={data} onSaved={memory.reload} />
          <button type="button" class="danger" onClick={remove}>
            Delete memory
          </button>
          <VersionHistory current={data} history={history.data} problem={history.problem} />
        </article>
      )}
    </>
  );
}
