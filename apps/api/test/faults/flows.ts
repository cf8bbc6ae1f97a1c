import { waitFor } from "@memory/testing";
import { expect } from "vitest";
import type { TestApi } from "../support.ts";

/** The user's message of `importOneFact` (longer than the import's 50-character minimum). */
export const NURSE_FACT = "I work as a nurse at the city hospital in Ghent, mostly on the night shifts.";

/** Imports a two-message ChatGPT chat that states one fact, waits for it to complete, and checks it made a memory. */
export async function importOneFact(api: TestApi, apiKey: string): Promise<void> {
  const headers = { "x-api-key": apiKey };
  const chat = [
    { timestamp: "2026-01-05T10:00:00Z", role: "user", content: NURSE_FACT },
    { timestamp: "2026-01-05T10:01:00Z", role: "assistant", content: "That is demanding work." },
  ];
  const res = await api.json(
    "POST",
    "/v1/integrations/chat",
    { platform: "chatgpt", chat_data: chat },
    headers,
  );
  expect(res.status).toBe(202);
  const id = (await res.json()).integration_id as string;
  const stats = await waitFor(
    `import ${id} to complete`,
    async () => {
      const body = await (await api.json("GET", `/v1/integrations/${id}/status`, undefined, headers)).json();
      return body.status === "completed" ? (body.stats as { memories_created: number }) : undefined;
    },
    { timeoutMs: 60_000 },
  );
  expect(stats.memories_created).toBeGreaterThanOrEqual(1);
}

/** Stores one user message as a memory (`POST /v1/memories`) and returns the response. */
export function storeFact(api: TestApi, apiKey: string, content: string) {
  return api.json(
    "POST",
    "/v1/memories",
    { messages: [{ role: "user", content }], agent_id: "a", thread_id: "t", source: "chat" },
    { "x-api-key": apiKey },
  );
}
