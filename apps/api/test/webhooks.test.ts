import { type MemoryCreatedEvent, publishEvents, type ServiceEvent } from "@memory/jobs";
import { waitFor } from "@memory/testing";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeBody } from "./route-body.ts";
import {
  type Json,
  startTestApi,
  startTestApiWithWorkers,
  type TestApi,
  type TestApiWithWorkers,
} from "./support.ts";
import { startReceiver } from "./webhook-receiver.ts";

let api: TestApiWithWorkers;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  api = await startTestApiWithWorkers({
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
    WEBHOOK_MAX_ATTEMPTS: "3",
    WEBHOOK_RETRY_BASE_MS: "100",
    WEBHOOK_DISABLE_AFTER: "1",
    WEBHOOK_SECRET_KEY: "a-test-key-that-is-at-least-32-characters",
  });
});
afterAll(async () => {
  await api?.close();
  await receiver?.close();
});

const call = (key: string, method: string, path: string, body?: unknown) =>
  api.json(method, path, body, { "x-api-key": key });

async function createHook(key: string, body: Json) {
  const res = await call(key, "POST", "/v1/webhooks", body);
  expect(res.status).toBe(201);
  return (await routeBody(api, "createWebhook", res)) as { webhook_id: string; secret: string } & Json;
}

const created = (userId: string, memoryId: string = crypto.randomUUID()): MemoryCreatedEvent => ({
  event: "memory.created",
  data: { memory_id: memoryId, user_id: userId, categories: ["career"] },
  timestamp: new Date().toISOString(),
});

const publish = (...events: ServiceEvent[]) =>
  publishEvents(api.services.redis, api.env.QUEUE_PREFIX, events);

async function deliveries(key: string, webhookId: string) {
  const res = await call(key, "GET", `/v1/webhooks/${webhookId}/deliveries`);
  expect(res.status).toBe(200);
  return (await routeBody(api, "listWebhookDeliveries", res)).deliveries as Json[];
}

describe("webhook endpoints", () => {
  it("creates an endpoint with a Standard Webhooks secret shown once; get and list never show it", async () => {
    const { key } = await api.keyedUser();
    const hook = await createHook(key, {
      url: receiver.url("/crud"),
      events: ["memory.created"],
      description: "crm",
    });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(hook.secret.slice(6), "base64").length).toBeGreaterThanOrEqual(24);
    expect(hook).toMatchObject({ url: receiver.url("/crud"), events: ["memory.created"], enabled: true });

    // Stored encrypted (WEBHOOK_SECRET_KEY is set here): the plain secret is nowhere in the row.
    const [stored] = await api.services.db
      .sql`select secret from webhook_endpoints where id = ${hook.webhook_id}`;
    expect(stored?.secret).toMatch(/^enc:v1:/);
    expect(stored?.secret).not.toContain(hook.secret.slice(6));

    const got = await routeBody(api, "getWebhook", await call(key, "GET", `/v1/webhooks/${hook.webhook_id}`));
    expect(got.secret).toBeUndefined();
    expect(got.description).toBe("crm");
    const list = await routeBody(api, "listWebhooks", await call(key, "GET", "/v1/webhooks"));
    expect(list.total).toBe(1);
    expect(list.webhooks[0].webhook_id).toBe(hook.webhook_id);
    expect(JSON.stringify(list)).not.toContain(hook.secret);

    const patched = await call(key, "PATCH", `/v1/webhooks/${hook.webhook_id}`, {
      events: [],
      description: null,
    });
    expect(patched.status).toBe(200);
    expect(await routeBody(api, "updateWebhook", patched)).toMatchObject({ events: [], description: null });

    expect(
      await routeBody(api, "deleteWebhook", await call(key, "DELETE", `/v1/webhooks/${hook.webhook_id}`)),
    ).toMatchObject({ success: true });
    const gone = await call(key, "GET", `/v1/webhooks/${hook.webhook_id}`);
    expect(gone.status).toBe(404);
    expect((await gone.json()).code).toBe("WEBHOOK_NOT_FOUND");
  });

  it("refuses an unknown event name, a malformed URL, another scheme and an empty patch", async () => {
    const { key } = await api.keyedUser();
    for (const body of [
      { url: receiver.url("/x"), events: ["memory.exploded"] },
      { url: "not a url" },
      { url: "ftp://127.0.0.1/hook" },
      { url: "http://user:pass@127.0.0.1/hook" },
    ]) {
      const res = await call(key, "POST", "/v1/webhooks", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).code).toBe("VALIDATION_ERROR");
    }
    const hook = await createHook(key, { url: receiver.url("/x") });
    const empty = await call(key, "PATCH", `/v1/webhooks/${hook.webhook_id}`, {});
    expect(empty.status).toBe(400);
    expect((await call(key, "GET", "/v1/webhooks")).status).toBe(200);
    expect((await (await call(key, "GET", "/v1/webhooks")).json()).total).toBe(1);
  });

  it("checks scopes: webhooks:read to look, webhooks:write to change; keys made without scopes have both", async () => {
    const memoriesOnly = await api.keyedUser(["memories:read"]);
    const denied = await call(memoriesOnly.key, "GET", "/v1/webhooks");
    expect(denied.status).toBe(403);
    expect((await denied.json()).required_scope).toBe("webhooks:read");

    const readOnly = await api.keyedUser(["webhooks:read"]);
    expect((await call(readOnly.key, "GET", "/v1/webhooks")).status).toBe(200);
    const write = await call(readOnly.key, "POST", "/v1/webhooks", { url: receiver.url("/s") });
    expect(write.status).toBe(403);
    expect((await write.json()).required_scope).toBe("webhooks:write");

    const all = await api.keyedUser();
    const keys = await (
      await api.json("GET", "/v1/api-keys", undefined, { authorization: `Bearer ${all.token}` })
    ).json();
    expect(keys.api_keys[0].scopes).toEqual(expect.arrayContaining(["webhooks:read", "webhooks:write"]));
  });

  it("another user's key can neither see, change, replay nor delete an endpoint", async () => {
    const owner = await api.keyedUser();
    const other = await api.keyedUser();
    const hook = await createHook(owner.key, { url: receiver.url("/owned") });
    await publish(created(owner.userId));
    const [delivery] = await waitFor("a delivery", async () => {
      const list = await deliveries(owner.key, hook.webhook_id);
      return list.length > 0 && list[0].status === "succeeded" ? list : undefined;
    });
    const base = `/v1/webhooks/${hook.webhook_id}`;
    for (const [method, path, body] of [
      ["GET", base],
      ["PATCH", base, { enabled: false, url: receiver.url("/stolen") }],
      ["DELETE", base],
      ["GET", `${base}/deliveries`],
      ["POST", `${base}/deliveries/${delivery.delivery_id}/replay`],
    ] as const) {
      const res = await call(other.key, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json()).code).toBe("WEBHOOK_NOT_FOUND");
    }
    expect((await (await call(other.key, "GET", "/v1/webhooks")).json()).total).toBe(0);
    const still = await (await call(owner.key, "GET", base)).json();
    expect(still).toMatchObject({ url: receiver.url("/owned"), enabled: true });
    expect(await deliveries(owner.key, hook.webhook_id)).toHaveLength(1);
  });
});

describe("webhook delivery", () => {
  it("delivers matching events of the user only, signed per Standard Webhooks", async () => {
    const alice = await api.keyedUser();
    const bob = await api.keyedUser();
    const hook = await createHook(alice.key, { url: receiver.url("/alice"), events: ["memory.created"] });
    const mine = created(alice.userId);
    await publish(
      created(bob.userId),
      {
        event: "profile.updated",
        data: { user_id: alice.userId, part: "profile" },
        timestamp: new Date().toISOString(),
      },
      mine,
    );
    const [request] = await waitFor("the delivery", () =>
      receiver.at("/alice").length > 0 ? receiver.at("/alice") : undefined,
    );
    const verified = new Webhook(hook.secret).verify(
      request?.body ?? "",
      request?.headers as Record<string, string>,
    );
    expect(verified).toEqual(mine);
    expect(request?.headers["webhook-id"]).toMatch(/^msg_\d+-\d+$/);
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(
        request?.body ?? "",
        request?.headers as Record<string, string>,
      ),
    ).toThrow();

    const log = await waitFor("the log", async () => {
      const list = await deliveries(alice.key, hook.webhook_id);
      return list[0]?.status === "succeeded" ? list : undefined;
    });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      event: "memory.created",
      attempts: 1,
      response_status: 200,
      last_error: null,
    });
    expect(log[0].delivered_at).not.toBeNull();
    // Nothing else came: not Bob's event, not the filtered profile.updated.
    await publish(created(alice.userId, "marker"));
    await waitFor("the marker", () => receiver.at("/alice").length === 2);
    expect(receiver.at("/alice").map((r) => JSON.parse(r.body).data.user_id)).toEqual([
      alice.userId,
      alice.userId,
    ]);
  });

  it("retries after 500 with backoff until the endpoint answers 2xx", async () => {
    const { key, userId } = await api.keyedUser();
    receiver.answer("/flaky", 500, 503);
    const hook = await createHook(key, { url: receiver.url("/flaky") });
    await publish(created(userId));
    const log = await waitFor("a success after retries", async () => {
      const list = await deliveries(key, hook.webhook_id);
      return list[0]?.status === "succeeded" ? list : undefined;
    });
    expect(log[0]).toMatchObject({ attempts: 3, response_status: 200 });
    const requests = receiver.at("/flaky");
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.headers["webhook-id"])).size).toBe(1);
  });

  it("disables an endpoint whose deliveries fail every attempt, and PATCH enabled:true re-enables it; replay resends", async () => {
    const { key, userId } = await api.keyedUser();
    receiver.alwaysFail("/down");
    const hook = await createHook(key, { url: receiver.url("/down") });
    await publish(created(userId));
    const failed = await waitFor("the failed delivery", async () => {
      const list = await deliveries(key, hook.webhook_id);
      return list[0]?.status === "failed" ? list[0] : undefined;
    });
    expect(failed).toMatchObject({ attempts: 3, response_status: 500 });
    expect(failed.last_error).toContain("500");
    const disabled = await waitFor("the endpoint disabled", async () => {
      const body = await (await call(key, "GET", `/v1/webhooks/${hook.webhook_id}`)).json();
      return body.enabled === false ? body : undefined;
    });
    expect(disabled.disabled_reason).toContain("consecutive");

    // While disabled: no new deliveries, and a replay is refused.
    await publish(created(userId));
    const replayRefused = await call(
      key,
      "POST",
      `/v1/webhooks/${hook.webhook_id}/deliveries/${failed.delivery_id}/replay`,
    );
    expect(replayRefused.status).toBe(409);
    expect((await replayRefused.json()).code).toBe("WEBHOOK_DISABLED");

    receiver.answer("/down", 200);
    const enabled = await call(key, "PATCH", `/v1/webhooks/${hook.webhook_id}`, { enabled: true });
    expect(await enabled.json()).toMatchObject({
      enabled: true,
      disabled_reason: null,
      consecutive_failures: 0,
    });
    const before = receiver.at("/down").length;
    const replay = await call(
      key,
      "POST",
      `/v1/webhooks/${hook.webhook_id}/deliveries/${failed.delivery_id}/replay`,
    );
    expect(replay.status).toBe(202);
    const replayed = await routeBody(api, "replayWebhookDelivery", replay);
    expect(replayed).toMatchObject({
      replay_of: failed.delivery_id,
      event_id: failed.event_id,
      status: "pending",
    });
    await waitFor("the replay delivered", async () => {
      const list = await deliveries(key, hook.webhook_id);
      return list.find((d: Json) => d.delivery_id === replayed.delivery_id)?.status === "succeeded";
    });
    const again = receiver.at("/down").slice(before);
    expect(again).toHaveLength(1);
    expect(again[0]?.headers["webhook-id"]).toBe(`msg_${failed.event_id}`);
    expect((await deliveries(key, hook.webhook_id)).length).toBe(2);

    const missing = await call(
      key,
      "POST",
      `/v1/webhooks/${hook.webhook_id}/deliveries/${crypto.randomUUID()}/replay`,
    );
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe("DELIVERY_NOT_FOUND");
  });

  it("delivers memory.updated and memory.deleted from the real routes", async () => {
    const { key, userId } = await api.keyedUser();
    await createHook(key, { url: receiver.url("/changes"), events: ["memory.updated", "memory.deleted"] });
    const stored = await call(key, "POST", "/v1/memories", {
      messages: [{ role: "user", content: "I work as a carpenter in Lyon." }],
      agent_id: "a",
      thread_id: "t",
      source: "chat",
    });
    expect(stored.status).toBe(201);
    const memoryId = (await stored.json()).memories[0].id as string;
    expect((await call(key, "PATCH", `/v1/memories/${memoryId}`, { importance: 0.9 })).status).toBe(200);
    expect((await call(key, "DELETE", `/v1/memories/${memoryId}`)).status).toBe(200);
    const got = await waitFor("both events", () =>
      receiver.at("/changes").length >= 2 ? receiver.at("/changes") : undefined,
    );
    const events = got.map((r) => JSON.parse(r.body));
    expect(events.map((e) => e.event).sort()).toEqual(["memory.deleted", "memory.updated"]);
    for (const e of events) expect(e.data).toMatchObject({ memory_id: memoryId, user_id: userId });
  });
});

describe("integration events", () => {
  it("announces integration.completed when a chat import ends, to the subscribed endpoint", async () => {
    const { key, userId } = await api.keyedUser();
    await createHook(key, {
      url: receiver.url("/imports"),
      events: ["integration.completed", "integration.failed"],
    });
    const at = (m: number) => new Date(Date.UTC(2025, 0, 1, 10, m)).toISOString();
    const res = await call(key, "POST", "/v1/integrations/chat", {
      platform: "chatgpt",
      chat_data: [
        { timestamp: at(0), role: "user", content: "I grow tomatoes and basil on my balcony every summer." },
        { timestamp: at(1), role: "assistant", content: "That sounds lovely." },
      ],
    });
    expect(res.status).toBeLessThan(300);
    const integrationId = (await res.json()).integration_id as string;
    const [request] = await waitFor("integration.completed", () =>
      receiver.at("/imports").length > 0 ? receiver.at("/imports") : undefined,
    );
    const body = JSON.parse(request?.body ?? "{}");
    expect(body.event).toBe("integration.completed");
    expect(body.data).toMatchObject({ integration_id: integrationId, user_id: userId, type: "chat" });
    expect(typeof body.data.memories_created).toBe("number");
    expect(typeof body.timestamp).toBe("string");
  });
});

describe("webhook URLs without WEBHOOK_ALLOW_PRIVATE_URLS", () => {
  let strict: TestApi;
  beforeAll(async () => {
    strict = await startTestApi();
  });
  afterAll(async () => {
    await strict?.close();
  });

  it("refuses loopback, private, link-local and unique-local addresses and plain http", async () => {
    const { key } = await strict.keyedUser();
    for (const url of [
      "https://127.0.0.1/hook",
      "https://127.8.9.10/hook",
      "https://10.0.0.5/hook",
      "https://172.16.3.4/hook",
      "https://192.168.1.1/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/hook",
      "https://[fc00::1]/hook",
      "https://[fd12:3456::1]/hook",
      "https://[fe80::1]/hook",
      "https://[::ffff:127.0.0.1]/hook",
      "https://localhost/hook",
      "http://93.184.215.14/hook",
    ]) {
      const res = await strict.json("POST", "/v1/webhooks", { url }, { "x-api-key": key });
      expect(res.status, url).toBe(400);
      const body = await res.json();
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(body.details.field).toBe("url");
    }
    const ok = await strict.json(
      "POST",
      "/v1/webhooks",
      { url: "https://93.184.215.14/hook" },
      { "x-api-key": key },
    );
    expect(ok.status).toBe(201);
    const hookId = (await ok.json()).webhook_id;
    const moved = await strict.json(
      "PATCH",
      `/v1/webhooks/${hookId}`,
      { url: "https://10.0.0.1/" },
      { "x-api-key": key },
    );
    expect(moved.status).toBe(400);
    expect(
      (await (await strict.json("GET", `/v1/webhooks/${hookId}`, undefined, { "x-api-key": key })).json())
        .url,
    ).toBe("https://93.184.215.14/hook");
  });
});
