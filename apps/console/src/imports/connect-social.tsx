import type { MemoryClient, Schema } from "@memory/client";
import { useState } from "preact/hooks";
import { unwrap } from "../api.ts";
import { Choice } from "../controls.tsx";
import { Problem } from "../problem.tsx";
import { problemOf } from "../use-load.ts";

type SocialImport = Schema<"SocialImportRequest">;
type Kind = keyof Omit<SocialImport["import_settings"], "date_range">;
const PLATFORMS: SocialImport["platform"][] = ["linkedin", "twitter", "reddit"];
/** What can be imported, and the API's defaults (posts and connections on). */
const KINDS: { kind: Kind; label: string; on: boolean }[] = [
  { kind: "posts", label: "Posts", on: true },
  { kind: "connections", label: "Connections", on: true },
  { kind: "activities", label: "Activities (likes, votes, …)", on: false },
  { kind: "messages", label: "Messages", on: false },
];
const DEFAULT_KINDS = Object.fromEntries(KINDS.map((k) => [k.kind, k.on])) as Record<Kind, boolean>;

/**
 * POST /v1/integrations/social with the platform's OAuth access token. The token stays in this
 * form until it is sent (the service stores it encrypted and never answers it), then is cleared.
 */
export function ConnectSocial({
  client,
  onStarted,
}: {
  client: MemoryClient;
  onStarted: (id: string) => void;
}) {
  const [platform, setPlatform] = useState<SocialImport["platform"]>("twitter");
  const [token, setToken] = useState("");
  const [kinds, setKinds] = useState(DEFAULT_KINDS);
  const [since, setSince] = useState("");
  const [autoSync, setAutoSync] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: Event) => {
    event.preventDefault();
    setProblem(null);
    try {
      const import_settings = { ...kinds, ...(since ? { date_range: { start: since } } : {}) };
      const body = { platform, auth_token: token, auto_sync: autoSync, import_settings };
      onStarted(unwrap(await client.POST("/v1/integrations/social", { body })).integration_id);
      setToken("");
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <form class="panel" onSubmit={submit} aria-labelledby="social-title">
      <h2 id="social-title">Connect a social account</h2>
      <Choice
        label="Social platform"
        options={PLATFORMS}
        value={platform}
        onChange={(p) => setPlatform(p ?? platform)}
      />
      <label>
        Access token
        <input
          type="password"
          autocomplete="off"
          required
          value={token}
          onInput={(e) => setToken(e.currentTarget.value)}
        />
      </label>
      <fieldset class="kinds">
        <legend>What to import</legend>
        {KINDS.map(({ kind, label }) => (
          <label key={kind} class="check">
            <input
              type="checkbox"
              checked={kinds[kind]}
              onChange={(e) => setKinds({ ...kinds, [kind]: e.currentTarget.checked })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label>
        Since (default: the last 6 months)
        <input type="date" value={since} onInput={(e) => setSince(e.currentTarget.value)} />
      </label>
      <label class="check">
        <input type="checkbox" checked={autoSync} onChange={(e) => setAutoSync(e.currentTarget.checked)} />
        Sync new content automatically
      </label>
      <button type="submit">Connect</button>
      <Problem text={problem} />
    </form>
  );
}
