import type { MemoryClient, Schema } from "@memory/client";
import { useState } from "preact/hooks";
import { unwrap } from "../api.ts";
import { Choice } from "../controls.tsx";
import { Problem } from "../problem.tsx";
import { problemOf } from "../use-load.ts";

type ChatImport = Schema<"ChatImportRequest">;
const PLATFORMS: ChatImport["platform"][] = ["chatgpt", "claude", "telegram", "whatsapp", "slack", "discord"];

/** A whole request body, or just its `chat_data` array of `{role, content, timestamp}` messages. */
export function chatImportBody(text: string, platform: ChatImport["platform"]): ChatImport {
  const parsed: unknown = JSON.parse(text);
  if (Array.isArray(parsed)) return { platform, chat_data: parsed } as unknown as ChatImport;
  if (typeof parsed === "object" && parsed !== null && "chat_data" in parsed)
    return { platform, ...(parsed as object) } as ChatImport;
  throw new Error(
    'Paste an array of messages ([{"role", "content", "timestamp"}, …]) or an object with "chat_data".',
  );
}

/** POST /v1/integrations/chat with pasted JSON. */
export function PasteChat({ client, onStarted }: { client: MemoryClient; onStarted: (id: string) => void }) {
  const [text, setText] = useState("");
  const [platform, setPlatform] = useState<ChatImport["platform"]>("chatgpt");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    setProblem(null);
    try {
      const body = chatImportBody(text, platform);
      onStarted(unwrap(await client.POST("/v1/integrations/chat", { body })).integration_id);
      setText("");
    } catch (error) {
      setProblem(error instanceof SyntaxError ? `That is not JSON: ${error.message}` : problemOf(error));
    }
  };

  return (
    <form class="panel" onSubmit={submit} aria-labelledby="paste-title">
      <h2 id="paste-title">Paste chat JSON</h2>
      <Choice
        label="Platform"
        options={PLATFORMS}
        value={platform}
        onChange={(p) => setPlatform(p ?? platform)}
      />
      <label>
        Chat JSON
        <textarea rows={5} value={text} required onInput={(e) => setText(e.currentTarget.value)} />
      </label>
      <button type="submit">Import chat</button>
      <Problem text={problem} />
    </form>
  );
}
