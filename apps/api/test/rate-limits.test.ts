import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApiEnv } from "../src/env.ts";
import { startTestApi, TEST_JWT_SECRET, type TestApi } from "./support.ts";

let api: TestApi;
let configured: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  configured = await startTestApi({ RATE_LIMIT_STANDARD: "3", RATE_LIMIT_SEARCH: "2" });
});
afterAll(async () => {
  await api?.close();
  await configured?.close();
});

describe("rate limits", () => {
  it("allows 100 standard requests a minute per user, then answers 429 with Retry-After", async () => {
    const a = await api.keyedUser();
    const b = await api.keyedUser();
    let last: Awaited<ReturnType<TestApi["json"]>> | undefined;
    // Creating the key (POST /v1/api-keys) was this user's first standard request of the minute.
    for (let i = 2; i <= 100; i++) {
      last = await api.json("GET", "/v1/memories", undefined, { "x-api-key": a.key });
      expect(last.status).toBe(200);
      expect(last.headers.get("x-ratelimit-remaining")).toBe(String(100 - i));
    }
    expect(Number(last?.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
    const limited = await api.json("GET", "/v1/memories", undefined, { "x-api-key": a.key });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get("x-ratelimit-limit")).toBe("100");
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(await limited.json()).toMatchObject({ code: "RATE_LIMIT_EXCEEDED", retry_after: retryAfter });
    // Another user has a bucket of its own.
    expect((await api.json("GET", "/v1/memories", undefined, { "x-api-key": b.key })).status).toBe(200);
  });
});

describe("rate limits set by the operator", () => {
  it("uses RATE_LIMIT_* from the environment for each bucket", async () => {
    const api = configured;
    const a = await api.keyedUser();
    // Creating the key was the first standard request of the minute.
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await api.json("GET", "/v1/memories", undefined, { "x-api-key": a.key })).status);
    }
    expect(codes).toEqual([200, 200, 429]);
    const searches: Response[] = [];
    for (let i = 0; i < 3; i++) {
      searches.push(
        await api.json("POST", "/v1/memories/search", { query: "anything" }, { "x-api-key": a.key }),
      );
    }
    expect(searches.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(searches[0]?.headers.get("x-ratelimit-limit")).toBe("2");
  });

  it("rejects a limit that is not a positive whole number at start", async () => {
    expect(() => loadApiEnv({ JWT_SECRET: TEST_JWT_SECRET, RATE_LIMIT_STORE: "0" })).toThrow(
      /RATE_LIMIT_STORE/,
    );
  });
});
