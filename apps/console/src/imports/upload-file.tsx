import type { MemoryClient } from "@memory/client";
import { useState } from "preact/hooks";
import { unwrap } from "../api.ts";
import { Problem } from "../problem.tsx";
import { problemOf } from "../use-load.ts";

/**
 * POST /v1/integrations/files as multipart: the browser streams the file from disk into the request
 * body (nothing is read into the page first), and the service streams it on to staging.
 */
export function UploadFile({ client, onStarted }: { client: MemoryClient; onStarted: (id: string) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: Event) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    if (!file) return;
    setProblem(null);
    setBusy(true);
    const form = new FormData();
    form.append("file", file, file.name);
    try {
      const answer = await client.POST("/v1/integrations/files", {
        // The typed body describes the form's fields; the browser sends the FormData itself.
        body: form as unknown as never,
        bodySerializer: (body: unknown) => body as FormData,
      });
      onStarted(unwrap(answer).integration_id);
      setFile(null);
      formElement.reset();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer?.files[0];
    if (dropped) setFile(dropped);
  };

  return (
    <form
      class="panel"
      onSubmit={upload}
      aria-labelledby="upload-title"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <h2 id="upload-title">Upload a chat export or document</h2>
      <div class={dragging ? "drop dragging" : "drop"}>
        <label>
          Chat export or document (drop it here or choose)
          <input type="file" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
        </label>
        {file && <p>{`${file.name} (${Math.ceil(file.size / 1024)} KB)`}</p>}
      </div>
      <button type="submit" disabled={!file || busy}>
        {busy ? "Uploading…" : "Upload"}
      </button>
      <Problem text={problem} />
    </form>
  );
}
