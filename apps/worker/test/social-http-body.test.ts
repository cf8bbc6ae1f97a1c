import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createConnector } from "../src/pipeline/social/connectors.ts";
import { PlatformRequestError } from "../src/pipeline/social/http.ts";
import type { Page, Source } from "../src/pipeline/social/types.ts";

/**
 * A platform's body is read as part of the request, and only so far: a connection lost after the
 * headers is retried like a connection never made (then a PlatformRequestError saying the body was
 * cut off), and a body past the client's cap (streamed, or announced by Content-Length) aborts the
 * request with a PlatformRequestError instead of filling the worker's heap.
 */

const MiB = 1024 * 1024;
const X_ME = { id: "2244994945", name: "danadev" };
const TWEETS = `/2/users/${X_ME.id}/tweets`;

/** What the server did with one request: bytes of body written, and whether the client hung up first. */
interface Served {
  sent: number;
  finished: boolean;
  /** Resolves when the socket closed. */
  closed: Promise<void>;
}
type Handler = (req: IncomingMessage, res: ServerResponse, served: Served) => void;

/** A platform that answers each request with the next handler set for its path (404 once they are used up). */
interface ScriptedPlatform {
  url: string;
  script(path: string, ...handlers: Handler[]): void;
  served: Served[];
  reset(): void;
  close(): Promise<void>;
}

async function startScriptedPlatform(): Promise<ScriptedPlatform> {
  const scripts = new Map<string, Handler[]>();
  const served: Served[] = [];
  const server: Server = createServer((req, res) => {
    let closed!: () => void;
    const record: Served = { sent: 0, finished: false, closed: new Promise((r) => (closed = r)) };
    res.on("close", () => closed());
    res.on("finish", () => (record.finished = true));
    served.push(record);
    const handler = scripts.get(new URL(req.url ?? "/", "http://scripted").pathname)?.shift();
    if (handler) return handler(req, res, record);
    res.writeHead(404, { "content-type": "application/json" });
    res.end('{"title":"Not Found Error","type":"about:blank","status":404}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    script: (path, ...handlers) => scripts.set(path, handlers),
    served,
    reset() {
      scripts.clear();
      served.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A page of the user's tweets as api.x.com sends it. */
const tweetsPage = (n: number) => ({
  data: Array.from({ length: n }, (_, i) => ({
    id: `18500000000000000${String(i).padStart(2, "0")}`,
    text: `I ran ${i + 1} km this morning before work, and the river path was empty.`,
    created_at: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
  })),
  meta: { result_count: n, newest_id: "1850000000000000000" },
});

const json = (body: unknown) => Buffer.from(JSON.stringify(body));

/** 200 with the whole body. */
const good =
  (body: unknown): Handler =>
  (_req, res, served) => {
    const bytes = json(body);
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": bytes.length });
    served.sent = bytes.length;
    res.end(bytes);
  };

/**
 * 200 with the headers and part of the body, then the socket destroyed: with a Content-Length the
 * client knows more was due; chunked, the terminating chunk never comes.
 */
const cutOff =
  (body: unknown, { chunked = false } = {}): Handler =>
  (_req, res, served) => {
    const bytes = json(body);
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      ...(chunked ? {} : { "content-length": bytes.length }),
    });
    const part = bytes.subarray(0, Math.floor(bytes.length / 2));
    served.sent = part.length;
    res.write(part, () => res.socket?.destroy());
  };

/** 200, chunked, `total` bytes of valid JSON streamed with backpressure (one 64 KiB buffer reused). */
const huge =
  (total: number): Handler =>
  (_req, res, served) => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    const head = Buffer.from('{"data":[],"meta":{"result_count":0,"padding":"');
    const tail = Buffer.from('"}}');
    const chunk = Buffer.alloc(64 * 1024, "x");
    let aborted = false;
    res.on("close", () => (aborted = !served.finished));
    res.write(head);
    served.sent = head.length;
    const pump = () => {
      while (!aborted && served.sent < total - tail.length) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - tail.length - served.sent));
        served.sent += piece.length;
        if (!res.write(piece)) return void res.once("drain", pump);
      }
      if (!aborted) {
        served.sent += tail.length;
        res.end(tail);
      }
    };
    pump();
  };

/** 200 announcing `length` bytes, then one small piece, then nothing (the rest would take forever). */
const announced =
  (length: number): Handler =>
  (_req, res, served) => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": length });
    const piece = Buffer.from('{"data":[');
    served.sent = piece.length;
    res.write(piece);
  };

let platform: ScriptedPlatform;
beforeAll(async () => {
  platform = await startScriptedPlatform();
});
afterEach(() => platform.reset());
afterAll(async () => {
  await platform?.close();
});

const tweets = (): Source => {
  const { connector } = createConnector("twitter", "token", {
    TWITTER_API_URL: platform.url,
    REDDIT_API_URL: platform.url,
    LINKEDIN_API_URL: platform.url,
    LINKEDIN_API_VERSION: "202510",
    SOCIAL_RATE_LIMIT_MAX_WAIT_MS: 5000,
    SOCIAL_HTTP_ATTEMPTS: 3,
    SOCIAL_RETRY_DELAY_MS: 10,
  });
  const source = connector.sources(X_ME, "posts").find((s) => s.name === "tweets");
  if (!source) throw new Error("no tweets source");
  return source;
};
const firstPage = (source: Source): Promise<Page> => source.fetch({ page: undefined, since: new Date(0) });

/** Whether the server saw the connection of `served` close within `ms` (the client hung up, not a GC later). */
const closedWithin = (served: Served | undefined, ms: number) =>
  Promise.race([served?.closed.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);

/** The error a promise rejects with (the test fails if it resolves). */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!("error" in outcome))
    throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)?.slice(0, 200)}`);
  return outcome.error as Error;
}

describe("a body cut off after the headers", () => {
  it("is retried like a connection never made: cut off once, then whole, gives the page", async () => {
    const page = tweetsPage(100);
    platform.script(TWEETS, cutOff(page), cutOff(page, { chunked: true }), good(page));
    const result = await firstPage(tweets());
    expect(result.items).toHaveLength(100);
    expect(result.items[0]?.ownText).toBe(page.data[0]?.text);
    expect(platform.served).toHaveLength(3);
  });

  it("cut off on every attempt: a PlatformRequestError saying so, naming X and the path", async () => {
    const page = tweetsPage(100);
    platform.script(TWEETS, cutOff(page), cutOff(page, { chunked: true }), cutOff(page));
    const error = await rejection(firstPage(tweets()));
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(error.message).toMatch(
      /^X's answer to \/2\/users\/2244994945\/tweets was cut off before its end \(.+\) 3 times in a row; /,
    );
    expect(platform.served).toHaveLength(3);
  });
});

describe("a body past the cap", () => {
  it("a 64 MiB stream is refused quickly, the request aborted, the heap not filled", async () => {
    platform.script(TWEETS, huge(64 * MiB));
    const memory = () => {
      const m = process.memoryUsage();
      return { heap: m.heapUsed, total: m.heapUsed + m.arrayBuffers };
    };
    const before = memory();
    const peak = { ...before };
    const sample = () => {
      const now = memory();
      peak.heap = Math.max(peak.heap, now.heap);
      peak.total = Math.max(peak.total, now.total);
    };
    const sampler = setInterval(sample, 1);
    const error = await rejection(firstPage(tweets()))
      .catch((e: Error) => e) // a page instead: the memory is checked first all the same
      .finally(() => clearInterval(sampler));
    sample();
    // Loosely, garbage included (nothing is left after a GC): at most the cap (16 MiB) is read and
    // decoded; fetch copies each chunk it reads, so arrayBuffers grow by about three times what was
    // read (~45 MiB). Before the cap: the whole 64 MiB and its string, +170 MiB (+45 MiB of heap).
    expect(Math.round((peak.total - before.total) / MiB)).toBeLessThan(100);
    expect(Math.round((peak.heap - before.heap) / MiB)).toBeLessThan(40);
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(error.message).toMatch(
      /^X answered more than 16 MiB to \/2\/users\/2244994945\/tweets; a page of X's API is far smaller, /,
    );
    // The client hung up at once: the server did not get to write the whole body, and only once.
    const [served] = platform.served;
    // Within a second: the client cancels the body; without that, only a later GC closes it.
    expect(await closedWithin(served, 1000)).toBe(true);
    expect(served?.finished).toBe(false);
    expect(served?.sent).toBeLessThan(64 * MiB);
    expect(platform.served).toHaveLength(1);
  });

  it("a Content-Length above the cap is refused without reading the body", async () => {
    platform.script(TWEETS, announced(1024 * MiB));
    const error = await rejection(firstPage(tweets()));
    expect(error).toBeInstanceOf(PlatformRequestError);
    expect(error.message).toMatch(/^X answered more than 16 MiB to \/2\/users\/2244994945\/tweets; /);
    const [served] = platform.served;
    // The client closed the connection at once rather than wait for the gigabyte.
    // Within a second: the client cancels the body; without that, only a later GC closes it.
    expect(await closedWithin(served, 1000)).toBe(true);
    expect(served?.finished).toBe(false);
    expect(platform.served).toHaveLength(1);
  }, 10_000);

  it("a page of 100 long tweets (about 3 MB) is well under the cap", async () => {
    const page = tweetsPage(100);
    for (const t of page.data) t.text = `${t.text} ${"and then some more words ".repeat(1200)}`.trim();
    platform.script(TWEETS, good(page));
    const result = await firstPage(tweets());
    expect(json(page).length).toBeGreaterThan(2 * MiB);
    expect(result.items).toHaveLength(100);
  });
});
