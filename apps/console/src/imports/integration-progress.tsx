import type { MemoryClient, Schema } from "@memory/client";
import { useEffect, useState } from "preact/hooks";
import { type Answer, unwrap } from "../api.ts";
import { type Sample, withSample } from "../charts/series.ts";
import { Problem } from "../problem.tsx";
import { problemOf } from "../use-load.ts";
import { sampleOf, Throughput } from "./throughput.tsx";

type Status = Schema<"IntegrationStatus">;
const FINISHED: Status["status"][] = ["completed", "failed", "cancelled"];
/**
 * Polling the status endpoint, not `GET /v1/events`: the browser's EventSource cannot send the
 * X-API-Key header, and a key in the URL would end up in logs. Once a second is well inside the
 * standard rate limit (100 a minute).
 */
const POLL_MS = 1000;

function eta(status: Status): string {
  const at = status.progress.estimated_completion;
  if (FINISHED.includes(status.status) || !at) return "";
  const seconds = Math.max(0, Math.round((Date.parse(at) - Date.now()) / 1000));
  return `about ${seconds} s left`;
}

function useStatus(client: MemoryClient, integrationId: string, round: number) {
  const [status, setStatus] = useState<Status | null>(null);
  const [samples, setSamples] = useState<Sample[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const params = {
          path: { integration_id: integrationId },
          query: { include_logs: "true", include_errors: "true" } as const,
        };
        const next = unwrap(await client.GET("/v1/integrations/{integration_id}/status", { params }));
        if (stopped) return;
        setStatus(next);
        setSamples((earlier) => withSample(earlier, sampleOf(next)));
        setProblem(null);
        if (FINISHED.includes(next.status)) return;
      } catch (error) {
        if (!stopped) setProblem(problemOf(error));
      }
      if (!stopped) timer = setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, integrationId, round]);
  return { status, samples, problem, setProblem };
}

export function IntegrationProgress({
  client,
  integrationId,
}: {
  client: MemoryClient;
  integrationId: string;
}) {
  const [round, setRound] = useState(0);
  const { status, samples, problem, setProblem } = useStatus(client, integrationId, round);
  /** Cancel an import, or disconnect a social account; then follow the status again. */
  const act = async (call: () => Promise<Answer<unknown>>) => {
    try {
      unwrap(await call());
      setRound((n) => n + 1);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };
  const params = { params: { path: { integration_id: integrationId } } };
  const cancel = () => act(() => client.POST("/v1/integrations/{integration_id}/cancel", params));
  const disconnect = () => act(() => client.DELETE("/v1/integrations/{integration_id}", params));
  const name = `Import ${status?.platform ?? ""} ${integrationId}`;
  return (
    <article class="integration" aria-label={name}>
      <h3>{name}</h3>
      {status && (
        <>
          <progress max={100} value={status.progress.percentage} aria-label="Import progress" />
          <p role="status">
            {status.progress.percentage}% · {status.status} · step: {status.progress.current_step} ·{" "}
            {status.stats.items_processed}/{status.stats.items_total} items · {status.stats.memories_created}{" "}
            memories {eta(status)}
          </p>
          <Throughput samples={samples} />
          {status.type === "social"
            ? status.status !== "cancelled" && (
                <button type="button" onClick={disconnect}>
                  Disconnect
                </button>
              )
            : !FINISHED.includes(status.status) && (
                <button type="button" onClick={cancel}>
                  Cancel import
                </button>
              )}
          {(status.errors ?? []).length > 0 && (
            <ul aria-label="Errors" class="problem">
              {(status.errors ?? []).map((e) => (
                <li key={e.error_id}>{`${e.code}: ${e.message}`}</li>
              ))}
            </ul>
          )}
          <details>
            <summary>Log</summary>
            <ol class="log">
              {(status.logs ?? []).map((l) => (
                <li
                  key={`${l.timestamp}-${l.message}`}
                >{`${l.timestamp} ${l.level} [${l.step}] ${l.message}`}</li>
              ))}
            </ol>
          </details>
        </>
      )}
      <Problem text={problem} />
    </article>
  );
}
