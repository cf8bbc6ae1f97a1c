import { waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers();
});
afterAll(async () => {
  await api?.close();
});

describe("last_used of API keys (API → queue → worker → PostgreSQL)", () => {
  it("is null before use and set by the worker after an authenticated request", async () => {
    const u = await api.keyedUser();
    const list = async () =>
      (await (
        await api.json("GET", "/v1/api-keys", undefined, { authorization: `Bearer ${u.token}` })
      ).json()) as {
        api_keys: { last_used: string | null }[];
      };
    expect((await list()).api_keys[0]?.last_used).toBeNull();
    const before = Date.now();
    expect((await api.json("GET", "/v1/memories", undefined, { "x-api-key": u.key })).status).toBe(200);
    const lastUsed = await waitFor(
      "last_used to be written",
      async () => (await list()).api_keys[0]?.last_used ?? undefined,
    );
    expect(Date.parse(lastUsed)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("enqueues one job per key and minute however many requests arrive", async () => {
    const u = await api.keyedUser();
    for (let i = 0; i < 20; i++) await api.json("GET", "/v1/memories", undefined, { "x-api-key": u.key });
    const queue = api.services.jobs.queue("maintenance");
    const minute = Math.floor(Date.now() / 60_000);
    const jobs = await queue.getJobs(["completed", "waiting", "active", "delayed"]);
    const mine = jobs.filter((j) => j.id?.startsWith(`apikey-touch.${u.keyId}.`));
    expect(mine.map((j) => j.id)).toEqual([`apikey-touch.${u.keyId}.${minute}`]);
  });
});
