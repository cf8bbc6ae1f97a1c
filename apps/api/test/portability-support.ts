import { waitFor } from "@memory/testing";
import { expect } from "vitest";
import type { Json, TestApi } from "./support.ts";

/** Helpers of the export/import tests: one definition of how a file goes out and comes back. */

export const exportOf = async (on: TestApi, key: string) => {
  const res = await on.request("/v1/export", { headers: { "x-api-key": key } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="memories-.*\.jsonl"$/);
  return res.text();
};

export const lines = (text: string): Json[] =>
  text
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));

export const importInto = (on: TestApi, key: string, body: string | Uint8Array) =>
  on.request("/v1/import", {
    method: "POST",
    headers: { "x-api-key": key, "content-type": "application/x-ndjson" },
    body,
  });

export const allMemories = async (on: TestApi, key: string): Promise<Json[]> =>
  (await (await on.json("GET", "/v1/memories?page_size=100", undefined, { "x-api-key": key })).json()).data;

/** The import's status view once it has ended (completed, failed or cancelled). */
export const finishedStatus = (on: TestApi, key: string, statusUrl: string): Promise<Json> =>
  waitFor(
    "the import to end",
    async () => {
      const s = await (
        await on.json("GET", `${statusUrl}?include_logs=true`, undefined, { "x-api-key": key })
      ).json();
      return ["completed", "failed", "cancelled"].includes(s.status) ? s : undefined;
    },
    { timeoutMs: 120_000 },
  );
