import type { MemoryClient, Schema } from "@memory/client";
import { useState } from "preact/hooks";
import { unwrap } from "../api.ts";
import { TableHead } from "../controls.tsx";
import { shortDate } from "../memories/vocabulary.ts";
import { Problem } from "../problem.tsx";
import { useAction, useLoad } from "../use-load.ts";

type Created = Schema<"CreatedApiKey">;

/** GET/POST/DELETE /v1/api-keys (bearer token): list, create (the key is shown once), revoke. */
export function KeysPage({ client }: { client: MemoryClient }) {
  const keys = useLoad(async () => unwrap(await client.GET("/v1/api-keys")), [client]);
  const [name, setName] = useState("");
  const [created, setCreated] = useState<Created | null>(null);
  const action = useAction();

  const create = (event: Event) => {
    event.preventDefault();
    void action.run(async () => {
      setCreated(unwrap(await client.POST("/v1/api-keys", { body: { name } })));
      setName("");
      keys.reload();
    });
  };
  const revoke = (id: string, keyName: string) => {
    if (!confirm(`Revoke the key "${keyName}"? Calls with it are refused from now on.`)) return;
    void action.run(async () => {
      unwrap(await client.DELETE("/v1/api-keys/{api_key_id}", { params: { path: { api_key_id: id } } }));
      keys.reload();
    });
  };

  return (
    <>
      <h1>API keys</h1>
      <form class="panel" onSubmit={create} aria-labelledby="new-key-title">
        <h2 id="new-key-title">New key</h2>
        <label>
          Key name
          <input value={name} required onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <button type="submit">Create key</button>
      </form>
      {created && (
        <section role="status" class="panel secret" aria-label="New key">
          <p>
            Key <strong>{created.name}</strong>, shown this once: copy it now.
          </p>
          <output aria-label="New API key">{created.key}</output>
        </section>
      )}
      <Problem text={action.problem ?? keys.problem} />
      <table aria-busy={keys.loading}>
        <TableHead columns={["Name", "Prefix", "Status", "Last used", "Expires", "Revoke"]} />
        <tbody>
          {(keys.data?.api_keys ?? []).map((k) => (
            <tr key={k.api_key_id}>
              <td>{k.name}</td>
              <td>{k.key_prefix}…</td>
              <td>{k.status}</td>
              <td>{k.last_used ? shortDate(k.last_used) : "never"}</td>
              <td>{shortDate(k.expires_at)}</td>
              <td>
                {k.status === "active" && (
                  <button
                    type="button"
                    aria-label={`Revoke ${k.name}`}
                    onClick={() => revoke(k.api_key_id, k.name)}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
