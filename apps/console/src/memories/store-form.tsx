import type { MemoryClient } from "@memory/client";
import { useState } from "preact/hooks";
import { unwrap } from "../api.ts";
import { Problem } from "../problem.tsx";
import { problemOf } from "../use-load.ts";

/** POST /v1/memories with one user message: the service extracts what it says about the user. */
export function StoreForm({ client, onStored }: { client: MemoryClient; onStored: () => void }) {
  const [text, setText] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    setProblem(null);
    setStatus("Storing…");
    try {
      const answer = await client.POST("/v1/memories", {
        body: {
          messages: [{ role: "user", content: text }],
          agent_id: "console",
          thread_id: `console-${Date.now()}`,
          source: "console",
          // Said now: the memory's source message shows this time, and "tomorrow" resolves against it.
          metadata: { timestamp: new Date().toISOString() },
        },
      });
      const data = unwrap(answer);
      setStatus(
        "memories_created" in data
          ? `Stored: ${data.memories_created} memor${data.memories_created === 1 ? "y" : "ies"} extracted.`
          : "Accepted: the service is still extracting; the table shows the memories when ready.",
      );
      setText("");
      onStored();
    } catch (error) {
      setStatus(null);
      setProblem(problemOf(error));
    }
  };

  return (
    <form class="panel" onSubmit={submit} aria-labelledby="store-title">
      <h2 id="store-title">Remember</h2>
      <label>
        Something the user said
        <textarea value={text} rows={3} required onInput={(e) => setText(e.currentTarget.value)} />
      </label>
      <button type="submit">Store</button>
      {status && <p role="status">{status}</p>}
      <Problem text={problem} />
    </form>
  );
}
