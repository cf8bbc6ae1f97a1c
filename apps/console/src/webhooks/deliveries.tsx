import type { MemoryClient } from "@memory/client";
import { unwrap } from "../api.ts";
import { TableHead } from "../controls.tsx";
import { shortDate } from "../memories/vocabulary.ts";
import { Problem } from "../problem.tsx";
import { useAction, useLoad } from "../use-load.ts";

/** GET /v1/webhooks/{id}/deliveries, newest first, each with a Replay (POST …/replay). */
export function Deliveries({ client, webhookId }: { client: MemoryClient; webhookId: string }) {
  const path = { webhook_id: webhookId };
  const list = useLoad(
    async () => unwrap(await client.GET("/v1/webhooks/{webhook_id}/deliveries", { params: { path } })),
    [client, webhookId],
  );
  const action = useAction();
  const replay = (deliveryId: string) =>
    action.run(async () => {
      const params = { path: { ...path, delivery_id: deliveryId } };
      unwrap(await client.POST("/v1/webhooks/{webhook_id}/deliveries/{delivery_id}/replay", { params }));
      list.reload();
    });
  return (
    <section aria-label="Deliveries">
      <button type="button" onClick={list.reload}>
        Refresh deliveries
      </button>
      <Problem text={action.problem ?? list.problem} />
      <table aria-busy={list.loading}>
        <TableHead columns={["Event", "Status", "HTTP", "Attempts", "Created", "Error", "Replay"]} />
        <tbody>
          {(list.data?.deliveries ?? []).map((d) => (
            <tr key={d.delivery_id}>
              <td>
                {d.event}
                {d.replay_of ? " (replay)" : ""}
              </td>
              <td>{d.status}</td>
              <td>{d.response_status ?? ""}</td>
              <td>{d.attempts}</td>
              <td>{shortDate(d.created_at)}</td>
              <td>{d.last_error ?? ""}</td>
              <td>
                <button
                  type="button"
                  aria-label={`Replay ${d.event} ${d.delivery_id}`}
                  onClick={() => replay(d.delivery_id)}
                >
                  Replay
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.data && list.data.deliveries.length === 0 && <p>No deliveries yet.</p>}
    </section>
  );
}
