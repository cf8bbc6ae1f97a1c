import type { MemoryClient, Schema } from "@memory/client";
import { useState } from "preact/hooks";
import { unwrap } from "../api.ts";
import { Problem } from "../problem.tsx";
import { useAction, useLoad } from "../use-load.ts";
import { Deliveries } from "./deliveries.tsx";

type Created = Schema<"CreatedWebhook">;
type HookEvent = NonNullable<Schema<"CreateWebhookRequest">["events"]>[number];
/** The API's events, from the typed client's union: a missing or dropped one fails the type check. */
const EVENT_KEYS: Record<HookEvent, true> = {
  "memory.created": true,
  "memory.updated": true,
  "memory.deleted": true,
  "integration.completed": true,
  "integration.failed": true,
  "profile.updated": true,
};
const EVENTS = Object.keys(EVENT_KEYS) as HookEvent[];

/** Checkboxes for the events a new webhook receives; none chosen means every event. */
function EventChoice({ chosen, onChange }: { chosen: HookEvent[]; onChange: (next: HookEvent[]) => void }) {
  return (
    <fieldset class="kinds">
      <legend>Events (none chosen: every event)</legend>
      {EVENTS.map((event) => (
        <label key={event} class="check">
          <input
            type="checkbox"
            checked={chosen.includes(event)}
            onChange={(e) =>
              onChange(e.currentTarget.checked ? [...chosen, event] : chosen.filter((c) => c !== event))
            }
          />
          {event}
        </label>
      ))}
    </fieldset>
  );
}

/** Webhooks of this key's user: list, create (the signing secret is shown once), delete, deliveries. */
export function WebhooksPage({ client }: { client: MemoryClient }) {
  const hooks = useLoad(async () => unwrap(await client.GET("/v1/webhooks")), [client]);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<HookEvent[]>([]);
  const [created, setCreated] = useState<Created | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const action = useAction();

  const create = (event: Event) => {
    event.preventDefault();
    void action.run(async () => {
      setCreated(unwrap(await client.POST("/v1/webhooks", { body: { url, events } })));
      setUrl("");
      setEvents([]);
      hooks.reload();
    });
  };
  const remove = (id: string, hookUrl: string) => {
    if (!confirm(`Delete the webhook to ${hookUrl}?`)) return;
    void action.run(async () => {
      unwrap(await client.DELETE("/v1/webhooks/{webhook_id}", { params: { path: { webhook_id: id } } }));
      hooks.reload();
    });
  };

  return (
    <>
      <h1>Webhooks</h1>
      <form class="panel" onSubmit={create} aria-labelledby="new-hook-title">
        <h2 id="new-hook-title">New webhook</h2>
        <label>
          Webhook URL
          <input type="url" value={url} required onInput={(e) => setUrl(e.currentTarget.value)} />
        </label>
        <EventChoice chosen={events} onChange={setEvents} />
        <button type="submit">Create webhook</button>
      </form>
      {created && (
        <section role="status" class="panel secret" aria-label="New webhook">
          <p>Signing secret for {created.url}, shown this once: copy it now.</p>
          <output aria-label="Signing secret">{created.secret}</output>
        </section>
      )}
      <Problem text={action.problem ?? hooks.problem} />
      {(hooks.data?.webhooks ?? []).map((h) => (
        <article key={h.webhook_id} class="integration" aria-label={`Webhook ${h.url}`}>
          <h3>{h.url}</h3>
          <p>
            {h.enabled ? "enabled" : `disabled: ${h.disabled_reason ?? ""}`} · events:{" "}
            {h.events.length > 0 ? h.events.join(", ") : "every event"} · {h.consecutive_failures} failures in
            a row
          </p>
          <button type="button" onClick={() => setOpen(open === h.webhook_id ? null : h.webhook_id)}>
            {open === h.webhook_id ? "Hide deliveries" : "Show deliveries"}
          </button>{" "}
          <button type="button" class="danger" onClick={() => remove(h.webhook_id, h.url)}>
            Delete webhook
          </button>
          {open === h.webhook_id && <Deliveries client={client} webhookId={h.webhook_id} />}
        </article>
      ))}
      {hooks.data && hooks.data.webhooks.length === 0 && <p>No webhooks yet.</p>}
    </>
  );
}
