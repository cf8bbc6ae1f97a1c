import { randomBytes } from "node:crypto";
import { parseTokenKey, TokenCipher } from "@memory/auth";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createConnector } from "../src/pipeline/social/connectors.ts";
import { PlatformAuthError, PlatformForbiddenError, RateLimitedUntil } from "../src/pipeline/social/http.ts";
import type { Connector, Source } from "../src/pipeline/social/types.ts";
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
} from "./fakes/index.ts";

let x: FakeX;
let reddit: FakeReddit;
let linkedin: FakeLinkedIn;
beforeAll(async () => {
  [x, reddit, linkedin] = await Promise.all([
    startFakeX(xData()),
    startFakeReddit(redditData()),
    startFakeLinkedIn(linkedinData()),
  ]);
});
afterEach(() => {
  for (const fake of [x, reddit, linkedin]) fake.reset();
});
afterAll(async () => {
  await Promise.all([x, reddit, linkedin].map((f) => f?.close()));
});

const env = (overrides: Partial<Record<string, unknown>> = {}) => ({
  TWITTER_API_URL: x.url,
  REDDIT_API_URL: reddit.url,
  LINKEDIN_API_URL: linkedin.url,
  LINKEDIN_API_VERSION: "202510",
  SOCIAL_RATE_LIMIT_MAX_WAIT_MS: 5000,
  SOCIAL_HTTP_ATTEMPTS: 3,
  SOCIAL_RETRY_DELAY_MS: 10,
  ...overrides,
});

/** Every item of a source, walking its cursors. */
async function drain(source: Source, since = new Date(0)) {
  const ids: string[] = [];
  let page: string | undefined;
  for (;;) {
    const result = await source.fetch({ page, since });
    ids.push(...result.items.map((i) => i.id));
    if (!result.next) return ids;
    page = result.next;
  }
}

const connect = (platform: "twitter" | "reddit" | "linkedin", token: string, overrides = {}): Connector =>
  createConnector(platform, token, env(overrides) as Parameters<typeof createConnector>[2]).connector;

describe("X connector", () => {
  it("pages through tweets with pagination_token / meta.next_token and sends the bearer token", async () => {
    const c = connect("twitter", x.token);
    const me = await c.me();
    expect(me).toEqual({ id: "2244994945", name: "danadev" });
    const [tweets] = c.sources(me, "posts");
    if (!tweets) throw new Error("no tweets source");
    const ids = await drain(tweets);
    expect(ids).toEqual(x.data.tweets.map((t) => t.id));
    const calls = x.requestsTo("/2/users/2244994945/tweets");
    expect(calls).toHaveLength(3);
    expect(calls[0]?.query.pagination_token).toBeUndefined();
    expect(calls[1]?.query.pagination_token).toEqual(expect.any(String));
    expect(calls.every((r) => r.authorization === `Bearer ${x.token}`)).toBe(true);
  });

  it("waits for x-rate-limit-reset after a 429 and repeats the request", async () => {
    x.rateLimit = { count: 1, resetSeconds: 1 };
    const c = connect("twitter", x.token);
    const started = Date.now();
    await c.me();
    const calls = x.requestsTo("/2/users/me");
    expect(calls).toHaveLength(2);
    const reset = Math.ceil((calls[0]?.at ?? started) / 1000 + 1) * 1000;
    expect(calls[1]?.at ?? 0).toBeGreaterThanOrEqual(reset - 50);
  });

  it("a 401 ends at once: one request, PlatformAuthError", async () => {
    x.expired = true;
    await expect(connect("twitter", x.token).me()).rejects.toBeInstanceOf(PlatformAuthError);
    expect(x.requests).toHaveLength(1);
  });

  it("retries a 5xx with backoff and succeeds", async () => {
    x.serverErrors = { count: 2, status: 503 };
    await expect(connect("twitter", x.token).me()).resolves.toMatchObject({ id: "2244994945" });
    expect(x.requestsTo("/2/users/me")).toHaveLength(3);
  });

  it("gives up after SOCIAL_HTTP_ATTEMPTS 5xx answers", async () => {
    x.serverErrors = { count: 10, status: 502 };
    await expect(connect("twitter", x.token).me()).rejects.toThrow(/502/);
    expect(x.requests).toHaveLength(3);
  });

  it("a reset further away than the allowed wait raises RateLimitedUntil with the reset time", async () => {
    x.rateLimit = { count: 1, resetSeconds: 120 };
    const error = await connect("twitter", x.token, { SOCIAL_RATE_LIMIT_MAX_WAIT_MS: 1000 })
      .me()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedUntil);
    expect((error as RateLimitedUntil).resetAt.getTime()).toBeGreaterThan(Date.now() + 100_000);
    expect(x.requests).toHaveLength(1);
  });

  it("only the user's own direct messages carry text to extract", async () => {
    const c = connect("twitter", x.token);
    const [dms] = c.sources(await c.me(), "messages");
    const page = await dms?.fetch({ page: undefined, since: new Date(0) });
    expect(page?.items.map((i) => Boolean(i.ownText))).toEqual([true, false]);
  });
});

describe("Reddit connector", () => {
  it("walks listings by `after` fullnames and reads t3/t1/t5 things", async () => {
    const c = connect("reddit", reddit.token);
    const me = await c.me();
    expect(me.name).toBe("rusty_reader");
    const [submitted, comments] = c.sources(me, "posts");
    if (!submitted || !comments) throw new Error("missing sources");
    expect(await drain(submitted)).toEqual(["t3_abc3", "t3_abc2", "t3_abc1"]);
    expect(await drain(comments)).toEqual(["t1_c3", "t1_c2"]);
    const [subs] = c.sources(me, "connections");
    const page = await subs?.fetch({ page: undefined, since: new Date(0) });
    expect(page?.items[0]?.statement?.content).toBe(
      "I am subscribed to the r/rust community on Reddit (The Rust Programming Language).",
    );
    const calls = reddit.requestsTo("/user/rusty_reader/submitted");
    expect(calls.map((r) => r.query.after)).toEqual([undefined, "t3_abc2"]);
    expect(String(calls[0]?.headers["user-agent"])).toMatch(/memory-service/);
  });

  it("waits x-ratelimit-reset seconds after a 429 and repeats the request", async () => {
    reddit.rateLimit = { count: 1, resetSeconds: 1 };
    await connect("reddit", reddit.token).me();
    const calls = reddit.requestsTo("/api/v1/me");
    expect(calls).toHaveLength(2);
    expect((calls[1]?.at ?? 0) - (calls[0]?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });
});

describe("LinkedIn connector", () => {
  it("reads /v2/userinfo and pages /rest/posts with the LinkedIn-Version header", async () => {
    const c = connect("linkedin", linkedin.token);
    const me = await c.me();
    expect(me).toEqual({ id: "782bbtaQ", name: "Lee Link" });
    const [posts] = c.sources(me, "posts");
    if (!posts) throw new Error("no posts source");
    expect(await drain(posts)).toEqual(linkedin.data.posts.map((p) => p.id));
    const calls = linkedin.requestsTo("/rest/posts");
    expect(calls.map((r) => r.query.start)).toEqual(["0", "2"]);
    expect(calls[0]?.headers["linkedin-version"]).toBe("202510");
    expect(calls[0]?.query.author).toBe("urn:li:person:782bbtaQ");
    expect(c.sources(me, "activities")).toEqual([]);
    expect(c.unavailable.messages).toMatch(/partners/);
  });

  it("a 403 on a listing is a PlatformForbiddenError naming LinkedIn's message", async () => {
    linkedin.forbidden = ["/v2/connections"];
    const c = connect("linkedin", linkedin.token);
    const [count] = c.sources(await c.me(), "connections");
    await expect(count?.fetch({ page: undefined, since: new Date(0) })).rejects.toBeInstanceOf(
      PlatformForbiddenError,
    );
    linkedin.forbidden = [];
    const page = await count?.fetch({ page: undefined, since: new Date(0) });
    expect(page?.items[0]?.statement).toMatchObject({
      content: "I have 512 connections on LinkedIn.",
      slot: "linkedin_connections",
    });
  });

  it("reads the connection count from the Connections Size API, the endpoint of r_1st_connections_size", async () => {
    const c = connect("linkedin", linkedin.token);
    const [count] = c.sources(await c.me(), "connections");
    expect(count?.permission).toBe("r_1st_connections_size");
    const page = await count?.fetch({ page: undefined, since: new Date(0) });
    expect(page?.items[0]?.statement?.content).toBe("I have 512 connections on LinkedIn.");
    expect(linkedin.requestsTo("/v2/connections").map((r) => r.path)).toEqual([
      "/v2/connections/urn:li:person:782bbtaQ",
    ]);
  });
});

describe("token encryption", () => {
  it("round-trips with the key and the integration id, and fails with another id or key", () => {
    const key = parseTokenKey(randomBytes(32).toString("base64"));
    if (!key) throw new Error("key did not parse");
    const cipher = new TokenCipher(key);
    const stored = cipher.encrypt("secret-token", "integration-1");
    expect(stored).not.toContain("secret-token");
    expect(cipher.decrypt(stored, "integration-1")).toBe("secret-token");
    expect(() => cipher.decrypt(stored, "integration-2")).toThrow();
    const other = parseTokenKey(randomBytes(32).toString("hex"));
    if (!other) throw new Error("hex key did not parse");
    expect(() => new TokenCipher(other).decrypt(stored, "integration-1")).toThrow();
    expect(parseTokenKey("too-short")).toBeNull();
  });
});

describe("store lanes", () => {
  it("keeps items whose facts share a content hash or a slot in one ordered lane", async () => {
    const { lanes } = await import("../src/pipeline/social/sync.ts");
    const fact = (content: string, slot?: string) => ({
      content,
      category: "identity" as const,
      categories: ["identity" as const],
      memoryType: "semantic" as const,
      importance: 0.5,
      messageIndices: [0],
      ...(slot ? { slot } : {}),
    });
    const items = [
      { n: 1, facts: [fact("I live in Berlin.", "residence")] },
      { n: 2, facts: [fact("I like tea.")] },
      { n: 3, facts: [fact("I moved to Munich.", "residence")] },
      { n: 4, facts: [fact("i like tea.")] },
      { n: 5, facts: [fact("I run.")] },
    ];
    expect(lanes(items).map((lane) => lane.map((i) => i.n))).toEqual([[1, 3], [2, 4], [5]]);
  });
});
