import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseTokenKey, TokenCipher } from "@memory/auth";
import {
  countIntegrationMemories,
  createUser,
  getSocialConnection,
  insertSocialConnection,
  listIntegrationLogs,
  newId,
} from "@memory/db";
import { createTestStack, type TestStack, waitFor } from "@memory/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createConnector } from "../src/pipeline/social/connectors.ts";
import {
  PlatformRequestError,
  resetFromEpochSeconds,
  resetFromSecondsAhead,
  retryAfter,
} from "../src/pipeline/social/http.ts";
import type { Account, Page, Source } from "../src/pipeline/social/types.ts";
import { startTestWorkers } from "./support.ts";

/**
 * SOCIAL_BODIES_ARE_CHECKED: what a platform answers with 200 is read, not trusted. One malformed
 * item of a page is skipped (and counted), never the page; a body that is not the endpoint's
 * envelope (an HTML error page, `{"data": null}`) is a PlatformRequestError naming the platform and
 * the path; a date that does not parse is no date, never an Invalid Date.
 */

/** A platform that answers each path with exactly the bytes a test sets (200 unless told). */
interface HostilePlatform {
  url: string;
  answer(path: string, body: unknown, options?: { status?: number; type?: string }): void;
  reset(): void;
  close(): Promise<void>;
}

async function startHostilePlatform(): Promise<HostilePlatform> {
  const answers = new Map<string, { status: number; type: string; body: string }>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://hostile").pathname;
    const a = answers.get(path) ?? {
      status: 404,
      type: "application/json",
      body: '{"message":"Not Found","error":404}',
    };
    res.writeHead(a.status, { "content-type": a.type });
    res.end(a.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answer(path, body, options = {}) {
      answers.set(path, {
        status: options.status ?? 200,
        type: options.type ?? "application/json; charset=utf-8",
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
    },
    reset: () => answers.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const HTML_ERROR_PAGE =
  "<!DOCTYPE html><html><head><title>Service Unavailable</title></head><body>Our servers are busy.</body></html>";
const seconds = (daysAgo: number) => Math.floor((Date.now() - daysAgo * 86_400_000) / 1000);
const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

let platform: HostilePlatform;
beforeAll(async () => {
  platform = await startHostilePlatform();
});
afterEach(() => platform.reset());
afterAll(async () => {
  await platform?.close();
});

const env = () => ({
  TWITTER_API_URL: platform.url,
  REDDIT_API_URL: platform.url,
  LINKEDIN_API_URL: platform.url,
  LINKEDIN_API_VERSION: "202510",
  SOCIAL_RATE_LIMIT_MAX_WAIT_MS: 5000,
  SOCIAL_HTTP_ATTEMPTS: 2,
  SOCIAL_RETRY_DELAY_MS: 10,
});
const connect = (name: "twitter" | "reddit" | "linkedin") => createConnector(name, "token", env()).connector;

function sourceOf(name: "twitter" | "reddit" | "linkedin", account: Account, listing: string): Source {
  const c = connect(name);
  const kinds = ["posts", "connections", "activities", "messages"] as const;
  const source = kinds.flatMap((k) => c.sources(account, k)).find((s) => s.name === listing);
  if (!source) throw new Error(`no ${listing} source`);
  return source;
}
const firstPage = (source: Source): Promise<Page> => source.fetch({ page: undefined, since: new Date(0) });

/** The error a promise rejects with (the test fails if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!("error" in outcome)) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
  return outcome.error as Error;
}

const X_ME = { id: "2244994945", name: "danadev" };
const REDDIT_ME = { id: "1w72", name: "rusty_reader" };
const LINKEDIN_ME = { id: "782bbtaQ", name: "Lee Link" };

/** A Reddit listing as oauth.reddit.com sends it. */
const redditListing = (children: unknown[], after: string | null = null) => ({
  kind: "Listing",
  data: { after, dist: children.length, modhash: null, geo_filter: "", children, before: null },
});
const redditComment = (id: string, body: string, daysAgo: number) => ({
  kind: "t1",
  data: {
    id,
    name: `t1_${id}`,
    body,
    subreddit: "neovim",
    link_title: "Editors",
    author: REDDIT_ME.name,
    permalink: `/r/neovim/comments/x/y/${id}/`,
    created_utc: seconds(daysAgo),
  },
});

/** A LinkedIn post of /rest/posts (times in epoch milliseconds). */
const post = (id: unknown, commentary: unknown, createdAt: unknown, publishedAt: unknown = createdAt) => ({
  id,
  author: `urn:li:person:${LINKEDIN_ME.id}`,
  commentary,
  visibility: "PUBLIC",
  lifecycleState: "PUBLISHED",
  createdAt,
  publishedAt,
});

describe("Reddit bodies", () => {
  it("a listing with malformed children gives the good ones and counts the others", async () => {
    platform.answer(
      "/user/rusty_reader/comments",
      redditListing([
        redditComment("c3", "I use Neovim as my main editor at work.", 1),
        { kind: "t1", data: { name: { toString: 1 }, body: "I live in Paris.", created_utc: seconds(2) } },
        null,
        { kind: "t1", data: "deleted" },
        // A deleted comment: its id is usable, its text and date are not.
        { kind: "t1", data: { name: "t1_c1", body: null, created_utc: "abc", permalink: {} } },
        redditComment("c2", "I have two kids and a dog.", 4),
      ]),
    );
    const page = await firstPage(sourceOf("reddit", REDDIT_ME, "comments"));
    expect(page.items.map((i) => i.id)).toEqual(["t1_c3", "t1_c1", "t1_c2"]);
    expect(page.unreadable).toBe(3);
    const deleted = page.items[1];
    expect(deleted?.ownText).toBeUndefined();
    expect(deleted?.createdAt).toBeNull();
    expect(deleted?.url).toMatch(/^https:\/\/www\.reddit\.com\//);
    expect(page.items[0]?.ownText).toBe("I use Neovim as my main editor at work.");
  });

  it("a subscription whose name is not text is skipped, not stated as `r/undefined`", async () => {
    platform.answer(
      "/subreddits/mine/subscriber",
      redditListing([
        { kind: "t5", data: { name: "t5_2qh1i", display_name: "rust", title: -1, url: "/r/rust/" } },
        { kind: "t5", data: { name: "t5_2qh0u", display_name: { toString: 1 }, url: "/r/x/" } },
      ]),
    );
    const page = await firstPage(sourceOf("reddit", REDDIT_ME, "subscriptions"));
    expect(page.items.map((i) => i.statement?.content)).toEqual([
      "I am subscribed to the r/rust community on Reddit.",
    ]);
    expect(page.unreadable).toBe(1);
  });

  it("an HTML page served with 200 is a PlatformRequestError naming Reddit, the path and what to do", async () => {
    platform.answer("/user/rusty_reader/submitted", HTML_ERROR_PAGE, { type: "text/html" });
    const error = await rejection(firstPage(sourceOf("reddit", REDDIT_ME, "submitted")));
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(error.message).toBe(
      "Reddit answered a body that is not JSON (text/html) to /user/rusty_reader/submitted; the sync will retry — if it persists, Reddit's API may have changed.",
    );
  });

  it('`{"data": null}` and a listing whose children are not a list are not a listing', async () => {
    for (const body of [{ data: null }, { kind: "Listing", data: { children: { toString: 1 } } }, [], null]) {
      platform.answer("/message/sent", body);
      const error = await rejection(firstPage(sourceOf("reddit", REDDIT_ME, "sent_messages")));
      expect(error).toBeInstanceOf(PlatformRequestError);
      expect(error.message).toBe(
        "Reddit answered a body that is not a listing to /message/sent; the sync will retry — if it persists, Reddit's API may have changed.",
      );
    }
  });

  it("an account body without a usable name is a PlatformRequestError, not a TypeError", async () => {
    platform.answer("/api/v1/me", { id: "1w72", name: { toString: 1 } });
    const error = await rejection(connect("reddit").me());
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(error.message).toMatch(/^Reddit answered a body that is not an account to \/api\/v1\/me; /);
  });
});

describe("X bodies", () => {
  it("a page of tweets with malformed ones gives the good ones and counts the others", async () => {
    platform.answer(`/2/users/${X_ME.id}/tweets`, {
      data: [
        { id: "1850000000000000005", text: "I work as a data engineer at Acme.", created_at: iso(1) },
        { id: { toString: 1 }, text: "I live in Paris.", created_at: iso(2) },
        "abc",
        { id: "1850000000000000003", text: null, created_at: "2024-13-45T99:99:99Z" },
        { id: "1850000000000000002", text: "I am training for a marathon.", created_at: iso(9) },
      ],
      meta: { result_count: 5, next_token: "b26v89c19zqg8o3fpzbkk" },
    });
    const page = await firstPage(sourceOf("twitter", X_ME, "tweets"));
    expect(page.items.map((i) => i.id)).toEqual([
      "1850000000000000005",
      "1850000000000000003",
      "1850000000000000002",
    ]);
    expect(page.unreadable).toBe(2);
    expect(page.next).toBe("b26v89c19zqg8o3fpzbkk");
    expect(page.items[1]?.ownText).toBeUndefined();
    expect(page.items[1]?.createdAt).toBeNull();
  });

  it("a follower without a handle is skipped, not stated as `undefined (@undefined)`", async () => {
    platform.answer(`/2/users/${X_ME.id}/followers`, {
      data: [
        { id: "11", name: "Alice Example", username: "alice" },
        { id: "12", name: 123 },
        { id: 13, name: { toString: 1 }, username: "carol" },
      ],
      meta: { result_count: 3 },
    });
    const page = await firstPage(sourceOf("twitter", X_ME, "followers"));
    expect(page.items.map((i) => [i.id, i.statement?.content])).toEqual([
      ["11", "Alice Example (@alice) follows me on X."],
      ["13", "carol (@carol) follows me on X."],
    ]);
    expect(page.unreadable).toBe(1);
  });

  it("an HTML page served with 200 is a PlatformRequestError naming X, the path and what to do", async () => {
    platform.answer(`/2/users/${X_ME.id}/tweets`, HTML_ERROR_PAGE, { type: "text/html; charset=utf-8" });
    const error = await rejection(firstPage(sourceOf("twitter", X_ME, "tweets")));
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(error.message).toBe(
      "X answered a body that is not JSON (text/html) to /2/users/2244994945/tweets; the sync will retry — if it persists, X's API may have changed.",
    );
  });

  it("a page whose data is not a list is a PlatformRequestError; a page without data is an empty page", async () => {
    platform.answer("/2/dm_events", { data: { toString: 1 }, meta: { result_count: 1 } });
    const error = await rejection(firstPage(sourceOf("twitter", X_ME, "dm_events")));
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(error.message).toMatch(/^X answered a body that is not a page of results to \/2\/dm_events; /);
    platform.answer("/2/dm_events", { meta: { result_count: 0 } });
    expect(await firstPage(sourceOf("twitter", X_ME, "dm_events"))).toEqual({
      items: [],
      next: null,
      unreadable: 0,
    });
  });

  it("a body that is no object (null, [], a string) is a PlatformRequestError, not a silent empty page", async () => {
    for (const body of ["null", "[]", '"ok"']) {
      platform.answer("/2/dm_events", body);
      const error = await rejection(firstPage(sourceOf("twitter", X_ME, "dm_events")));
      expect(error).toBeInstanceOf(PlatformRequestError);
    }
  });

  it("a quoted text is cut between characters, never inside a surrogate pair (PostgreSQL refuses a lone one)", async () => {
    const text = `${"a".repeat(198)}😀 and more`;
    platform.answer(`/2/users/${X_ME.id}/liked_tweets`, {
      data: [{ id: "1800000000000000001", text, created_at: iso(1), author_id: "1" }],
      meta: { result_count: 1 },
    });
    const { items } = await firstPage(sourceOf("twitter", X_ME, "liked_tweets"));
    const content = items[0]?.statement?.content ?? "";
    expect(content).toMatch(/a…"$/u);
    expect(content).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/u);
  });

  it('an account body of `{"data": null}` is a PlatformRequestError, not a TypeError', async () => {
    platform.answer("/2/users/me", { data: null });
    const error = await rejection(connect("twitter").me());
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(error.message).toMatch(/^X answered a body that is not an account to \/2\/users\/me; /);
  });
});

describe("LinkedIn bodies", () => {
  it("a collection with malformed posts gives the good ones and counts the others", async () => {
    platform.answer("/rest/posts", {
      paging: { start: 0, count: 50, links: [] },
      elements: [
        post(
          "urn:li:share:7012345678901234569",
          "I joined Globex as a product manager.",
          Date.now() - 86_400_000,
        ),
        post(null, "I speak Spanish.", Date.now()),
        post({ toString: 1 }, "I speak German.", Date.now()),
        post("urn:li:share:7012345678901234568", { text: "rich" }, "abc", "abc"),
        post(
          "urn:li:share:7012345678901234567",
          "I graduated in statistics.",
          "abc",
          Date.now() - 3 * 86_400_000,
        ),
      ],
    });
    const page = await firstPage(sourceOf("linkedin", LINKEDIN_ME, "posts"));
    expect(page.items.map((i) => i.id)).toEqual([
      "urn:li:share:7012345678901234569",
      "urn:li:share:7012345678901234568",
      "urn:li:share:7012345678901234567",
    ]);
    expect(page.unreadable).toBe(2);
    expect(page.items[1]?.ownText).toBeUndefined();
    expect(page.items[1]?.createdAt).toBeNull();
    // A createdAt that does not parse falls back to publishedAt.
    expect(page.items[2]?.createdAt?.getTime()).toBeGreaterThan(Date.now() - 4 * 86_400_000);
    expect(page.next).toBeNull();
  });

  it("an HTML page served with 200 is a PlatformRequestError naming LinkedIn, the path and what to do", async () => {
    platform.answer("/rest/posts", HTML_ERROR_PAGE, { type: "text/html" });
    const error = await rejection(firstPage(sourceOf("linkedin", LINKEDIN_ME, "posts")));
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(error.message).toBe(
      "LinkedIn answered a body that is not JSON (text/html) to /rest/posts; the sync will retry — if it persists, LinkedIn's API may have changed.",
    );
  });

  it("a collection without a list of elements is a PlatformRequestError", async () => {
    platform.answer("/rest/posts", { paging: { start: 0, count: 50 }, elements: null });
    const error = await rejection(firstPage(sourceOf("linkedin", LINKEDIN_ME, "posts")));
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(error.message).toMatch(/^LinkedIn answered a body that is not a collection to \/rest\/posts; /);
  });

  it("a connection count that is not a number states nothing (not `I have undefined connections`)", async () => {
    const path = `/v2/connections/urn:li:person:${LINKEDIN_ME.id}`;
    platform.answer(path, { firstDegreeSize: { toString: 1 } });
    const page = await firstPage(sourceOf("linkedin", LINKEDIN_ME, "connections_size"));
    expect(page).toEqual({ items: [], next: null, unreadable: 1 });
    platform.answer(path, { firstDegreeSize: 512 });
    const good = await firstPage(sourceOf("linkedin", LINKEDIN_ME, "connections_size"));
    expect(good.items[0]?.statement?.content).toBe("I have 512 connections on LinkedIn.");
  });
});

describe("rate-limit headers", () => {
  it("a reset past any date is no reset (an Invalid Date had made the pause NaN and thrown a RangeError)", () => {
    expect(resetFromEpochSeconds("1e20")).toBeUndefined();
    expect(resetFromSecondsAhead("1e20", Date.now())).toBeUndefined();
    expect(retryAfter(new Headers({ "retry-after": "1e20" }), Date.now())).toBeUndefined();
    expect(resetFromEpochSeconds("1767225600")?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
  });
});

describe("dates", () => {
  const valid = (d: Date | null) => d === null || !Number.isNaN(d.getTime());
  const FAR_FUTURE_S = 253_402_300_000; // the year 9999

  it("bad dates become null on every platform, never an Invalid Date", async () => {
    const badSeconds: unknown[] = [
      "abc",
      "",
      {},
      [],
      { toString: 1 },
      1e308,
      -5,
      Number.MAX_VALUE,
      FAR_FUTURE_S,
    ];
    platform.answer(
      "/user/rusty_reader/submitted",
      redditListing(
        badSeconds.map((created_utc, n) => ({
          kind: "t3",
          data: { name: `t3_b${n}`, title: "A title", permalink: `/r/x/comments/b${n}/`, created_utc },
        })),
      ),
    );
    const reddit = await firstPage(sourceOf("reddit", REDDIT_ME, "submitted"));
    expect(reddit.items).toHaveLength(badSeconds.length);
    expect(reddit.items.map((i) => i.createdAt)).toEqual(badSeconds.map(() => null));

    const badIso: unknown[] = [
      "2024-13-45T99:99:99Z",
      "abc",
      "1",
      "",
      1_700_000_000_000,
      {},
      "+275760-09-13T00:00:00.001Z",
    ];
    platform.answer(`/2/users/${X_ME.id}/tweets`, {
      data: badIso.map((created_at, n) => ({ id: `18500${n}`, text: "I run.", created_at })),
      meta: { result_count: badIso.length },
    });
    const x = await firstPage(sourceOf("twitter", X_ME, "tweets"));
    expect(x.items.map((i) => i.createdAt)).toEqual(badIso.map(() => null));

    const badMs: unknown[] = ["abc", {}, 8.64e15 + 1, -1, FAR_FUTURE_S * 1000];
    platform.answer("/rest/posts", {
      paging: { start: 0, count: 50, links: [] },
      elements: badMs.map((createdAt, n) => post(`urn:li:share:${n}`, "I code.", createdAt)),
    });
    const linkedin = await firstPage(sourceOf("linkedin", LINKEDIN_ME, "posts"));
    expect(linkedin.items.map((i) => i.createdAt)).toEqual(badMs.map(() => null));

    for (const item of [...reddit.items, ...x.items, ...linkedin.items])
      expect(valid(item.createdAt)).toBe(true);
  });

  it("good dates are read in each platform's unit", async () => {
    const when = new Date("2025-03-04T05:06:07.000Z");
    platform.answer(
      "/user/rusty_reader/submitted",
      redditListing([
        {
          kind: "t3",
          data: { name: "t3_g", title: "T", permalink: "/r/x/", created_utc: when.getTime() / 1000 },
        },
      ]),
    );
    platform.answer(`/2/users/${X_ME.id}/tweets`, {
      data: [{ id: "1", text: "T", created_at: when.toISOString() }],
      meta: { result_count: 1 },
    });
    platform.answer("/rest/posts", {
      paging: { start: 0, count: 50, links: [] },
      elements: [post("urn:li:share:1", "T", when.getTime())],
    });
    for (const [name, account, listing] of [
      ["reddit", REDDIT_ME, "submitted"],
      ["twitter", X_ME, "tweets"],
      ["linkedin", LINKEDIN_ME, "posts"],
    ] as const) {
      const page = await firstPage(sourceOf(name, account, listing));
      expect(page.items[0]?.createdAt?.toISOString()).toBe(when.toISOString());
    }
  });
});

describe("a sync through the worker", () => {
  let stack: TestStack;
  let workers: Awaited<ReturnType<typeof startTestWorkers>>;
  const key = randomBytes(32).toString("base64");

  beforeAll(async () => {
    stack = await createTestStack();
    workers = await startTestWorkers(stack, {
      WORKER_QUEUES: "import",
      SOCIAL_TOKEN_KEY: key,
      REDDIT_API_URL: platform.url,
      SOCIAL_RETRY_DELAY_MS: "10",
      SOCIAL_HTTP_ATTEMPTS: "2",
    });
  }, 60_000);
  afterAll(async () => {
    await workers?.close();
    await stack?.cleanup();
  });

  it("one malformed comment among good ones: the sync ends connected with the good ones stored", async () => {
    platform.answer("/api/v1/me", { ...REDDIT_ME, created_utc: 1_500_000_000 });
    platform.answer("/user/rusty_reader/submitted", redditListing([]));
    platform.answer(
      "/user/rusty_reader/comments",
      redditListing([
        redditComment("c3", "I use Neovim as my main editor at work.", 1),
        // Deleted: handled with no memory.
        { kind: "t1", data: { name: "t1_c1", body: { toString: 1 }, created_utc: "abc" } },
        // No usable id: skipped, and the sync's log says so.
        { kind: "t1", data: { name: { toString: 1 }, body: "I live in Paris.", created_utc: seconds(2) } },
        redditComment("c2", "I have two kids and a dog.", 4),
      ]),
    );
    const { db, jobs } = workers.services;
    const user = await createUser(db.orm, { email: `hostile-${newId()}@example.com` });
    if (!user) throw new Error("no user");
    const id = newId();
    const tokenKey = parseTokenKey(key);
    if (!tokenKey) throw new Error("bad key");
    await insertSocialConnection(db.orm, {
      id,
      userId: user.id,
      platform: "reddit",
      tokenCiphertext: new TokenCipher(tokenKey).encrypt("reddit-user-token", id),
      settings: { kinds: ["posts"], dateRange: { start: iso(180), end: null }, categories: {} },
      autoSync: false,
      nextSync: null,
    });
    // One attempt: a sync that throws ends in `error` at once instead of waiting 30 s for a retry.
    await jobs.enqueue(
      "import.social",
      { integrationId: id, userId: user.id, trigger: "manual" },
      { jobId: `social.${id}.manual.hostile`, attempts: 1 },
    );
    const conn = await waitFor(
      `sync of ${id}`,
      async () => {
        const row = await getSocialConnection(db.orm, id);
        return row?.lastSync || row?.status === "error" ? row : undefined;
      },
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    expect({ status: conn.status, lastError: conn.lastError }).toEqual({
      status: "connected",
      lastError: null,
    });
    const items = await db.sql<{ item_id: string }[]>`
      select item_id from social_items where integration_id = ${id} order by item_id`;
    expect(items.map((r) => r.item_id)).toEqual(["t1_c1", "t1_c2", "t1_c3"]);
    expect(await countIntegrationMemories(db.orm, user.id, id)).toBeGreaterThanOrEqual(2);
    const stored = await db.sql<{ content: string }[]>`
      select content from memories where user_id = ${user.id}`;
    expect(stored.map((m) => m.content).join("\n")).toMatch(/Neovim/);
    expect(stored.map((m) => m.content).join("\n")).not.toMatch(/Paris/);
    const logs = await listIntegrationLogs(db.orm, id);
    expect(logs.map((l) => [l.level, l.message])).toContainEqual([
      "warning",
      "Skipped 1 item of the comments listing: the platform sent it without a usable id or content.",
    ]);
  });
});
