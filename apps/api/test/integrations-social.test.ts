import { randomBytes } from "node:crypto";
import { socialSchedulerId } from "@memory/jobs";
import { openTestStacks, waitFor } from "@memory/testing";
import {
  type FakeLinkedIn,
  type FakeReddit,
  type FakeX,
  linkedinData,
  redditData,
  startFakeLinkedIn,
  startFakeReddit,
  startFakeX,
  xData,
} from "@memory/worker/testing/social-fakes";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routeBody } from "./route-body.ts";
import { type Json, startTestApi, startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

// Syncs run on real workers over HTTP; on a loaded machine one may take a while.
vi.setConfig({ testTimeout: 90_000 });

let api: TestApiWithWorkers;
let x: FakeX;
let reddit: FakeReddit;
let linkedin: FakeLinkedIn;

beforeAll(async () => {
  [x, reddit, linkedin] = await Promise.all([
    startFakeX(xData()),
    startFakeReddit(redditData()),
    startFakeLinkedIn(linkedinData()),
  ]);
  api = await startTestApiWithWorkers({
    SOCIAL_TOKEN_KEY: randomBytes(32).toString("base64"),
    TWITTER_API_URL: x.url,
    REDDIT_API_URL: reddit.url,
    LINKEDIN_API_URL: linkedin.url,
    SOCIAL_RETRY_DELAY_MS: "10",
    // Waits of up to 1.5 s happen in place; longer resets move the job to the delayed set.
    SOCIAL_RATE_LIMIT_MAX_WAIT_MS: "1500",
    RATE_LIMIT_INTEGRATIONS: "1000",
  });
});
afterEach(() => {
  for (const fake of [x, reddit, linkedin]) fake.reset();
  x.data.tweets = xData().tweets;
});
afterAll(async () => {
  await api?.close();
  await Promise.all([x, reddit, linkedin].map((f) => f?.close()));
});

const post = (key: string, body: unknown) =>
  api.json("POST", "/v1/integrations/social", body, { "x-api-key": key });
const get = (key: string, path: string) => api.json("GET", path, undefined, { "x-api-key": key });
const social = async (key: string, id: string): Promise<Json> =>
  routeBody(api, "getSocialIntegration", await get(key, `/v1/integrations/social/${id}`));

/** Waits until the integration's sync ended (connected after `after`, or error). */
async function synced(key: string, id: string, after = 0): Promise<Json> {
  try {
    return await waitFor(
      `sync of ${id}`,
      async () => {
        const body = await social(key, id);
        if (body.status === "error") return body;
        return body.status === "connected" && body.last_sync && Date.parse(body.last_sync) > after
          ? body
          : undefined;
      },
      { timeoutMs: 30_000 },
    );
  } catch (error) {
    // A sync that did not end says why in its status logs (a failed attempt waits 30 s for its retry).
    const status = await (await get(key, `/v1/integrations/${id}/status?include_logs=true`)).json();
    const logs = (status.logs ?? []).map((l: Json) => `${l.level}: ${l.message}`).join("\n  ");
    throw new Error(`${(error as Error).message}; status ${status.status}, logs:\n  ${logs}`);
  }
}

async function memoriesOf(key: string, integrationId: string): Promise<Json[]> {
  const res = await get(key, "/v1/memories?page_size=100");
  const body = await res.json();
  return body.data.filter((m: Json) => m.metadata?.integration_id === integrationId);
}

async function jobSchedulers() {
  return api.services.jobs.queue("import").getJobSchedulers();
}

describe("POST /v1/integrations/social", () => {
  it("imports an X account: tweets and followers become memories with provenance, status connected", async () => {
    const u = await api.keyedUser();
    const res = await post(u.key, {
      platform: "twitter",
      auth_token: x.token,
      import_settings: { posts: true, connections: true },
      categories: { connections: "relationships", posts: "career" },
    });
    expect(res.status).toBe(201);
    const created = await routeBody(api, "importSocial", res);
    expect(created).toMatchObject({
      integration_id: expect.any(String),
      platform: "twitter",
      status: "connected",
      import_stats: { total_items: 0, imported_memories: 0, skipped_items: 0, errors: 0 },
      last_sync: null,
      next_sync: expect.any(String),
      auto_sync: true,
    });
    expect(JSON.stringify(created)).not.toContain(x.token);
    const id = created.integration_id;

    const done = await synced(u.key, id);
    expect(done.status).toBe("connected");
    // 5 tweets within six months + 3 followers; the 400-day-old tweet is below the date range.
    expect(done.import_stats.total_items).toBe(8);
    expect(done.import_stats.errors).toBe(0);
    expect(Date.parse(done.next_sync)).toBeGreaterThan(Date.now() + 60_000);

    const memories = await memoriesOf(u.key, id);
    expect(done.import_stats.imported_memories).toBe(memories.length);
    const contents = memories.map((m) => m.content).join(" | ");
    expect(contents).toMatch(/data engineer/i);
    expect(contents).toMatch(/Alice Example \(@alice\) follows me on X\./);
    expect(contents).not.toMatch(/Hamburg/);
    const follower = memories.find((m) => m.content.includes("@alice"));
    expect(follower).toMatchObject({
      category: "relationships",
      metadata: {
        platform: "twitter",
        integration_id: id,
        source_url: "https://x.com/alice",
        item_id: "11",
        content_kind: "connections",
        source: "social_import",
      },
    });
    const tweet = memories.find((m) => /data engineer/i.test(m.content));
    expect(tweet).toMatchObject({
      category: "career",
      metadata: {
        source_url: "https://x.com/danadev/status/1850000000000000005",
        item_id: "1850000000000000005",
        content_kind: "posts",
      },
    });
    // "lol" gave no fact: skipped.
    expect(done.import_stats.skipped_items).toBeGreaterThanOrEqual(1);

    const status = await (await get(u.key, `/v1/integrations/${id}/status?include_logs=true`)).json();
    expect(status).toMatchObject({
      integration_id: id,
      type: "social",
      platform: "twitter",
      status: "completed",
      progress: { percentage: 100, current_step: "completed", total_steps: 4 },
      stats: { items_processed: 8, items_total: 8, memories_created: memories.length, errors_count: 0 },
    });

    // One repeatable sync for this integration; the token sits encrypted in PostgreSQL.
    expect((await jobSchedulers()).map((s) => s.key)).toContain(socialSchedulerId(id));
    const [row] = await api.services.db
      .sql`select token_ciphertext from social_connections where integration_id = ${id}`;
    expect(row?.token_ciphertext).toMatch(/^v1\./);
    expect(row?.token_ciphertext).not.toContain(x.token);
  });

  it("a re-sync of unchanged content adds nothing; a new tweet adds only its memories", async () => {
    const u = await api.keyedUser();
    const created = await (
      await post(u.key, { platform: "twitter", auth_token: x.token, auto_sync: false })
    ).json();
    const id = created.integration_id;
    const first = await synced(u.key, id);
    expect(first.next_sync).toBeNull();
    const before = await memoriesOf(u.key, id);
    expect(before.length).toBeGreaterThan(0);

    x.requests.length = 0;
    const res = await api.json("POST", `/v1/integrations/social/${id}/sync`, undefined, {
      "x-api-key": u.key,
    });
    expect(res.status).toBe(202);
    await routeBody(api, "syncSocialIntegration", res);
    const second = await synced(u.key, id, Date.parse(first.last_sync));
    expect(second.import_stats).toEqual(first.import_stats);
    expect((await memoriesOf(u.key, id)).length).toBe(before.length);
    // The timeline is asked only from the newest tweet already imported.
    const newest = x.data.tweets[0]?.created_at.replace(/\.\d{3}Z$/, "Z");
    expect(x.requestsTo("/2/users/2244994945/tweets")[0]?.query.start_time).toBe(newest);

    x.data.tweets.unshift({
      id: "1850000000000000009",
      text: "I started learning the cello this month.",
      created_at: new Date().toISOString(),
    });
    await api.json("POST", `/v1/integrations/social/${id}/sync`, undefined, { "x-api-key": u.key });
    const third = await synced(u.key, id, Date.parse(second.last_sync));
    const after = await memoriesOf(u.key, id);
    const added = after.filter((m) => !before.some((b: Json) => b.memory_id === m.memory_id));
    expect(added.map((m) => m.metadata.item_id)).toEqual(["1850000000000000009"]);
    expect(added[0]?.content).toMatch(/cello/i);
    expect(third.import_stats.total_items).toBe(second.import_stats.total_items + 1);
  });

  it("imports Reddit posts and subscriptions, waiting for the reset after a 429", async () => {
    reddit.rateLimit = { count: 1, resetSeconds: 1, when: (r) => r.path.endsWith("/comments") };
    const u = await api.keyedUser();
    const created = await (
      await post(u.key, {
        platform: "reddit",
        auth_token: reddit.token,
        categories: { connections: "interests" },
      })
    ).json();
    const done = await synced(u.key, created.integration_id);
    expect(done.status).toBe("connected");
    const comments = reddit.requestsTo("/user/rusty_reader/comments");
    expect(comments.length).toBeGreaterThanOrEqual(2);
    expect((comments[1]?.at ?? 0) - (comments[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
    const memories = await memoriesOf(u.key, created.integration_id);
    const text = memories.map((m) => m.content).join(" | ");
    expect(text).toMatch(/Neovim/);
    expect(text).toMatch(/walnut bookshelf/);
    expect(text).toMatch(/subscribed to the r\/rust community/);
    const neovim = memories.find((m) => m.content.includes("Neovim"));
    expect(neovim?.metadata).toMatchObject({
      source_url: "https://www.reddit.com/r/neovim/comments/x/y/c3/",
      item_id: "t1_c3",
      content_kind: "posts",
    });
  });

  it("a long rate-limit reset delays the job, which resumes at the page cursor it stopped on", async () => {
    // Page 2 of the tweets answers 429 with a reset 2 s away (longer than the 1.5 s allowed in place).
    x.rateLimit = {
      count: 1,
      resetSeconds: 2,
      when: (r) => r.path.endsWith("/tweets") && Boolean(r.query.pagination_token),
    };
    const u = await api.keyedUser();
    const created = await (
      await post(u.key, {
        platform: "twitter",
        auth_token: x.token,
        import_settings: { posts: true, connections: false },
      })
    ).json();
    const done = await synced(u.key, created.integration_id);
    expect(done.status).toBe("connected");
    expect(done.import_stats.total_items).toBe(5);
    const pages = x.requestsTo("/2/users/2244994945/tweets").map((r) => r.query.pagination_token ?? "first");
    // First page once, page 2 refused then asked again after the delay, then page 3: never page 1 again.
    expect(pages.filter((p) => p === "first")).toHaveLength(1);
    expect(pages).toHaveLength(4);
    expect(pages[1]).toBe(pages[2]);
    const logs = await (
      await get(u.key, `/v1/integrations/${created.integration_id}/status?include_logs=true`)
    ).json();
    expect(logs.logs.map((l: Json) => l.message).join(" ")).toMatch(/rate limit reached/);
  });

  it("an expired token (401) ends the integration in error: one request, no retries, token and schedule gone", async () => {
    x.expired = true;
    const u = await api.keyedUser();
    const created = await (await post(u.key, { platform: "twitter", auth_token: x.token })).json();
    const id = created.integration_id;
    const done = await synced(u.key, id);
    expect(done).toMatchObject({ status: "error", next_sync: null, import_stats: { errors: 1 } });
    expect(done.last_error).toMatch(/rejected the access token \(401/);
    const status = await (await get(u.key, `/v1/integrations/${id}/status`)).json();
    expect(status.status).toBe("failed");
    expect(status.errors[0]).toMatchObject({ code: "PLATFORM_AUTH_ERROR" });
    // The job failed for good (no retry storm): exactly one request reached the platform.
    const failed = await waitFor("failed job", async () => {
      const job = await api.services.jobs.queue("import").getJob(`social.${id}.connect`);
      return job && (await job.isFailed()) ? job : undefined;
    });
    expect(failed.attemptsMade).toBe(1);
    expect(x.requests).toHaveLength(1);
    expect((await jobSchedulers()).map((s) => s.key)).not.toContain(socialSchedulerId(id));
    const [row] = await api.services.db
      .sql`select token_ciphertext from social_connections where integration_id = ${id}`;
    expect(row?.token_ciphertext).toBeNull();
    const again = await api.json("POST", `/v1/integrations/social/${id}/sync`, undefined, {
      "x-api-key": u.key,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("INTEGRATION_DISCONNECTED");
  });

  it("an outage outlasting the request retries is logged on the status with the next attempt's delay", async () => {
    // Every in-request attempt (SOCIAL_HTTP_ATTEMPTS, 4) answers 503: the job's attempt fails.
    reddit.serverErrors = { count: 4, status: 503 };
    const u = await api.keyedUser();
    const created = await (
      await post(u.key, { platform: "reddit", auth_token: reddit.token, auto_sync: false })
    ).json();
    const id = created.integration_id;
    const logs = await waitFor("the failed attempt's log line", async () => {
      const res = await get(u.key, `/v1/integrations/${id}/status?include_logs=true`);
      const messages: string[] = ((await res.json()).logs ?? []).map((l: Json) => l.message);
      return messages.find((m) => /attempt 1 of 4 failed/i.test(m));
    });
    expect(logs).toMatch(/503/);
    expect(logs).toMatch(/resumes from its saved page in about 30 s/);
    // Not an error yet: three attempts remain.
    expect((await social(u.key, id)).status).toBe("syncing");
    // Disconnected, the retry 30 s later ends at once without touching the platform.
    const res = await api.json("DELETE", `/v1/integrations/${id}`, undefined, { "x-api-key": u.key });
    expect(res.status).toBe(200);
  });

  it("LinkedIn: posts imported; a missing connections permission is a SCOPE_MISSING error, not a failure", async () => {
    linkedin.forbidden = ["/v2/connections"];
    const u = await api.keyedUser();
    const created = await (
      await post(u.key, {
        platform: "linkedin",
        auth_token: linkedin.token,
        import_settings: { posts: true, connections: true, activities: true },
        categories: { posts: "career" },
      })
    ).json();
    const done = await synced(u.key, created.integration_id);
    expect(done.status).toBe("connected");
    expect(done.import_stats.errors).toBe(1);
    const status = await (
      await get(u.key, `/v1/integrations/${created.integration_id}/status?include_logs=true`)
    ).json();
    expect(status.errors[0]).toMatchObject({ code: "SCOPE_MISSING" });
    expect(status.errors[0].message).toMatch(/r_1st_connections_size/);
    expect(status.logs.map((l: Json) => l.message).join(" ")).toMatch(/no API for a member's reactions/);
    const memories = await memoriesOf(u.key, created.integration_id);
    expect(memories.map((m) => m.content).join(" | ")).toMatch(/Globex/);
    expect(memories.every((m) => m.category === "career")).toBe(true);
  });

  it("rejects bad input with 400 VALIDATION_ERROR and writes nothing", async () => {
    const u = await api.keyedUser();
    const bad = [
      { platform: "myspace", auth_token: "t" },
      { platform: "twitter" },
      { platform: "twitter", auth_token: "  " },
      {
        platform: "twitter",
        auth_token: "t",
        import_settings: { date_range: { start: "2025-05-01", end: "2025-01-01" } },
      },
      { platform: "twitter", auth_token: "t", import_settings: { date_range: { start: "yesterday" } } },
      { platform: "twitter", auth_token: "t", categories: { posts: "cooking" } },
      { platform: "twitter", auth_token: "t", import_settings: { posts: false, connections: false } },
    ];
    for (const body of bad) {
      const res = await post(u.key, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).code).toBe("VALIDATION_ERROR");
    }
    const list = await (await get(u.key, "/v1/integrations")).json();
    expect(list.total).toBe(0);
  });

  it("another user's key can neither see, sync nor disconnect the integration", async () => {
    const owner = await api.keyedUser();
    const other = await api.keyedUser();
    const created = await (
      await post(owner.key, { platform: "reddit", auth_token: reddit.token, auto_sync: false })
    ).json();
    const id = created.integration_id;
    await synced(owner.key, id);
    for (const [method, path] of [
      ["GET", `/v1/integrations/social/${id}`],
      ["GET", `/v1/integrations/${id}/status`],
      ["POST", `/v1/integrations/social/${id}/sync`],
      ["DELETE", `/v1/integrations/${id}`],
    ] as const) {
      const res = await api.json(method, path, undefined, { "x-api-key": other.key });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json()).code).toBe("INTEGRATION_NOT_FOUND");
    }
    expect((await social(owner.key, id)).status).toBe("connected");
  });

  it("DELETE disconnects: schedule removed, token forgotten, memories kept; a repeat answers the same", async () => {
    const u = await api.keyedUser();
    const created = await (await post(u.key, { platform: "reddit", auth_token: reddit.token })).json();
    const id = created.integration_id;
    await synced(u.key, id);
    const kept = (await memoriesOf(u.key, id)).length;
    const res = await api.json("DELETE", `/v1/integrations/${id}`, undefined, { "x-api-key": u.key });
    expect(res.status).toBe(200);
    expect(await routeBody(api, "disconnectIntegration", res)).toMatchObject({
      integration_id: id,
      status: "disconnected",
      next_sync: null,
    });
    expect((await jobSchedulers()).map((s) => s.key)).not.toContain(socialSchedulerId(id));
    const [row] = await api.services.db
      .sql`select token_ciphertext from social_connections where integration_id = ${id}`;
    expect(row?.token_ciphertext).toBeNull();
    expect((await memoriesOf(u.key, id)).length).toBe(kept);
    expect((await (await get(u.key, `/v1/integrations/${id}/status`)).json()).status).toBe("cancelled");
    const repeat = await api.json("DELETE", `/v1/integrations/${id}`, undefined, { "x-api-key": u.key });
    expect((await repeat.json()).status).toBe("disconnected");
    const sync = await api.json("POST", `/v1/integrations/social/${id}/sync`, undefined, {
      "x-api-key": u.key,
    });
    expect(sync.status).toBe(409);
  });

  it("DELETE of an integration that is not social answers 404", async () => {
    const u = await api.keyedUser();
    const chat = await api.json(
      "POST",
      "/v1/integrations/chat",
      {
        platform: "chatgpt",
        chat_data: [{ timestamp: new Date().toISOString(), role: "user", content: "I like tea a lot." }],
      },
      { "x-api-key": u.key },
    );
    const { integration_id } = await chat.json();
    const res = await api.json("DELETE", `/v1/integrations/${integration_id}`, undefined, {
      "x-api-key": u.key,
    });
    expect(res.status).toBe(404);
  });
});

describe("without SOCIAL_TOKEN_KEY", () => {
  it("answers 503 SOCIAL_IMPORT_NOT_CONFIGURED naming the variable, and stores nothing", async () => {
    const bare = await startTestApi();
    try {
      const u = await bare.keyedUser();
      const res = await bare.json(
        "POST",
        "/v1/integrations/social",
        { platform: "twitter", auth_token: "t" },
        { "x-api-key": u.key },
      );
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.code).toBe("SOCIAL_IMPORT_NOT_CONFIGURED");
      expect(body.error).toMatch(/SOCIAL_TOKEN_KEY/);
      expect(
        (await (await bare.json("GET", "/v1/integrations", undefined, { "x-api-key": u.key })).json()).total,
      ).toBe(0);
    } finally {
      await bare.close();
    }
  });

  it("a malformed key stops the API at start with a message naming it", async () => {
    const before = openTestStacks();
    await expect(startTestApi({ SOCIAL_TOKEN_KEY: "not-a-key" })).rejects.toThrow(/SOCIAL_TOKEN_KEY/);
    // The failed start drops the database it made (every test run used to leave one behind).
    expect(openTestStacks()).toEqual(before);
  });
});

describe("auto_sync", () => {
  it("the repeatable job imports what is new on its own, and nothing twice", async () => {
    const own = await startFakeX(xData(), "x-auto-token");
    const fast = await startTestApiWithWorkers({
      SOCIAL_TOKEN_KEY: randomBytes(32).toString("hex"),
      TWITTER_API_URL: own.url,
      SOCIAL_SYNC_INTERVAL_MS: "1500",
    });
    try {
      const u = await fast.keyedUser();
      const res = await fast.json(
        "POST",
        "/v1/integrations/social",
        { platform: "twitter", auth_token: own.token, import_settings: { posts: true, connections: false } },
        { "x-api-key": u.key },
      );
      const id = (await res.json()).integration_id;
      const read = async () =>
        (await fast.json("GET", `/v1/integrations/social/${id}`, undefined, { "x-api-key": u.key })).json();
      const first = await waitFor("first sync", async () => {
        const b = await read();
        return b.last_sync ? b : undefined;
      });
      expect(first.import_stats.total_items).toBe(5);
      own.data.tweets.unshift({
        id: "1850000000000000010",
        text: "I bought a sailing boat in Kiel.",
        created_at: new Date().toISOString(),
      });
      // No sync is asked for: the schedule finds the new tweet.
      const later = await waitFor(
        "a scheduled sync with the new tweet",
        async () => {
          const b = await read();
          return b.status === "connected" && b.import_stats.total_items === 6 ? b : undefined;
        },
        { timeoutMs: 20_000 },
      );
      expect(Date.parse(later.next_sync)).toBeGreaterThan(Date.parse(later.last_sync));
      const lastSync = later.last_sync;
      await waitFor(
        "one more scheduled sync",
        async () => {
          const b = await read();
          return b.status === "connected" && b.last_sync !== lastSync ? true : undefined;
        },
        {
          timeoutMs: 20_000,
        },
      );
      const after = await read();
      expect(after.import_stats).toEqual(later.import_stats);
      const schedulers = await fast.services.jobs.queue("import").getJobSchedulers();
      expect(schedulers.filter((s) => s.key === socialSchedulerId(id))).toHaveLength(1);
    } finally {
      await fast.close();
      await own.close();
    }
  });
});
