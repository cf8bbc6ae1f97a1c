import type { MemoryClient } from "@memory/client";
import { useState } from "preact/hooks";
import { unwrap } from "../api.ts";
import { Choice } from "../controls.tsx";
import { Problem } from "../problem.tsx";
import { problemOf } from "../use-load.ts";
import { CATEGORIES, type Category, type Memory } from "./vocabulary.ts";

/** PATCH /v1/memories/{id}: content, category and importance; the old text goes to the history. */
export function MemoryEditor({
  client,
  memory,
  onSaved,
}: {
  client: MemoryClient;
  memory: Memory;
  onSaved: () => void;
}) {
  const [content, setContent] = useState(memory.content);
  const [category, setCategory] = useState<Category>(memory.category);
  const [importance, setImportance] = useState(memory.importance);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async (event: Event) => {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    try {
      unwrap(
        await client.PATCH("/v1/memories/{memory_id}", {
          params: { path: { memory_id: memory.memory_id } },
          body: { content, category, importance },
        }),
      );
      setSaved(true);
      onSaved();
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <form class="panel" onSubmit={submit} aria-labelledby="edit-title">
      <h2 id="edit-title">Edit</h2>
      <label>
        Content
        <textarea rows={3} value={content} required onInput={(e) => setContent(e.currentTarget.value)} />
      </label>
      <Choice
        label="Category"
        options={CATEGORIES}
        value={category}
        onChange={(c) => setCategory(c ?? category)}
      />
      <label>
        Importance
        <input
          type="number"
          min={0}
          max={1}
          step={0.05}
          value={importance}
          onInput={(e) => setImportance(Number(e.currentTarget.value))}
        />
      </label>
      <button type="submit">Save</button>
      {saved && <p role="status">Saved as a new version.</p>}
      <Problem text={problem} />
    </form>
  );
}
