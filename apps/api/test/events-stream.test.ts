import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { type MemoryCreatedEvent, publishEvents } from "@memory/jobs";
import { waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Json, startTestApi, type TestApi } from "./support.ts";

let api: TestApi;
let server: ReturnType<typeof serve>;
let origin: string;
beforeAll(async () => {
  api = await startTestApi({ EVENTS_HEARTBEAT_MS: "300", EVENTS_MAX_STREAMS_PER_USER: "2" });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await api?.close();
});

const created = (userId: string): MemoryCreatedEvent => ({
  event: "memory.created",
  data: { memory_id: crypto.randomUUID(), user_id: userId, categories: ["career"] },
  timestamp: new Date().toISOString(),
});
const publish = (...events: MemoryCreatedEvent[]) =>
  publishEvents(api.services.redis, api.env.QUEUE_PREFIX, events);

interface Frame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/** Opens GET /v1/events over real HTTP and parses frames as they arrive. */
async function open(key: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${origin}/v1/events`, {
    headers: { "x-api-key": key, ...headers },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  let ended = false;
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = "";
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut = buffer.indexOf("\n\n");
          while (cut >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const frame: Frame = {};
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) frame.comment = line.slice(1).trim();
              else {
                const at = line.indexOf(":");
                const field = line.slice(0, at) as "id" | "event" | "data";
                frame[field] = line.slice(at + 1).replace(/^ /, "");
              }
            }
            frames.push(frame);
            cut = buffer.indexOf("\n\n");
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  }
  return {
    res,
    frames,
    events: () => frames.filter((f) => f.event),
    ended: () => ended,
    connected: () => waitFor("the stream to open", () => frames.some((f) => f.comment === "connected")),
    close: () => controller.abort(),
  };
}

describe("GET /v1/events", () => {
  it("streams the caller's events only, with stream ids, and heartbeats", async () => {
    const alice = await api.keyedUser();
    const bob = await api.keyedUser();
    const stream = await open(alice.key);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get("content-type")).toContain("text/event-stream");
    await stream.connected();
    const first = created(alice.userId);
    const second = created(alice.userId);
    await publish(created(bob.userId), first, created(bob.userId), second);
    const events = await waitFor("two events", () =>
      stream.events().length >= 2 ? stream.events() : undefined,
    );
    expect(events.map((e) => JSON.parse(e.data ?? "{}"))).toEqual([first, second]);
    expect(events.map((e) => e.event)).toEqual(["memory.created", "memory.created"]);
    for (const e of events) expect(e.id).toMatch(/^\d+-\d+$/);
    await waitFor("a heartbeat", () => stream.frames.some((f) => f.comment === "heartbeat"), {
      timeoutMs: 5000,
    });
    expect(stream.events()).toHaveLength(2);
    stream.close();
  });

  it("resumes after Last-Event-ID with the events missed meanwhile", async () => {
    const { key, userId } = await api.keyedUser();
    const stream = await open(key);
    await stream.connected();
    await publish(created(userId));
    const [seen] = await waitFor("one event", () =>
      stream.events().length === 1 ? stream.events() : undefined,
    );
    stream.close();
    const missed = [created(userId), created(userId)];
    await publish(...missed);
    const resumed = await open(key, { "last-event-id": seen?.id ?? "" });
    const events = await waitFor("the missed events", () =>
      resumed.events().length >= 2 ? resumed.events() : undefined,
    );
    expect(events.map((e) => JSON.parse(e.data ?? "{}"))).toEqual(missed);
    resumed.close();
  });

  it("refuses an event id out of range at once (a 200 that closes at once makes a browser reconnect in a loop)", async () => {
    const { key } = await api.keyedUser();
    // 2^64: Redis ids are two unsigned 64-bit numbers.
    for (const id of ["18446744073709551616-0", "0-18446744073709551616", "99999999999999999999-0"]) {
      const asHeader = { url: `${origin}/v1/events`, headers: { "x-api-key": key, "last-event-id": id } };
      const asQuery = { url: `${origin}/v1/events?last_event_id=${id}`, headers: { "x-api-key": key } };
      for (const { url, headers } of [asHeader, asQuery]) {
        const res = await fetch(url, { headers });
        expect(res.status).toBe(400);
        const body = (await res.json()) as Json;
        expect(body.code).toBe("VALIDATION_ERROR");
        expect(body.error).toMatch(/Last-Event-ID.*out of range.*reconnect without it/);
      }
    }
    // The largest id Redis takes is still a valid id: the stream opens (and waits for later events).
    const max = await open(key, { "last-event-id": "18446744073709551615-18446744073709551615" });
    expect(max.res.status).toBe(200);
    await max.connected();
    await waitFor("a heartbeat", () => max.frames.some((f) => f.comment === "heartbeat"));
    expect(max.ended()).toBe(false);
    max.close();
  });

  it("bounds open streams per user, refuses a bad Last-Event-ID and a key without webhooks:read", async () => {
    const { key } = await api.keyedUser();
    const a = await open(key);
    const b = await open(key);
    await a.connected();
    await b.connected();
    const third = await open(key);
    expect(third.res.status).toBe(429);
    expect(((await third.res.json()) as Json).code).toBe("TOO_MANY_STREAMS");
    a.close();
    const next = await waitFor("a freed slot", async () => {
      const s = await open(key);
      if (s.res.status === 200) return s;
      await s.res.body?.cancel();
      return undefined;
    });
    await next.connected();
    next.close();
    b.close();

    const bad = await open(key, { "last-event-id": "yesterday" });
    expect(bad.res.status).toBe(400);
    expect(((await bad.res.json()) as Json).code).toBe("VALIDATION_ERROR");

    const limited = await api.keyedUser(["memories:read"]);
    const denied = await open(limited.key);
    expect(denied.res.status).toBe(403);
    expect(((await denied.res.json()) as Json).required_scope).toBe("webhooks:read");
  });
});
