import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support.ts";

let api: TestApi;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  api = await startTestApi();
  server = serve({ fetch: api.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server?.close();
  await api?.close();
});

/**
 * Sends `first` bytes of a chunked body (no Content-Length), then waits for the answer before
 * sending more: a server that read the whole body before answering would never answer.
 */
function chunkedUntilAnswered(
  path: string,
  headers: Record<string, string>,
  first: number,
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => {
        body += d;
      });
      res.on("end", () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, sent });
      });
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    const pump = () => {
      while (!answered && sent < first) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
    };
    pump();
    setTimeout(() => {
      if (!answered) reject(new Error(`no answer after ${sent} bytes: the server waits for the whole body`));
    }, 10_000);
  });
}

/** One request with a declared Content-Length over a fresh connection: status, `connection` header, body. */
function declared(path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const length = String(Buffer.byteLength(body));
    const req = httpRequest(
      { host: "127.0.0.1", port, path, method: "POST", headers: { ...headers, "content-length": length } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => {
          text += d;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("request bodies", () => {
  it("reads a body of declared length once authenticated and keeps the connection open", async () => {
    const u = await api.keyedUser();
    const json = { "content-type": "application/json", "x-api-key": u.key };
    const ok = await declared(
      "/v1/memories/search",
      json,
      JSON.stringify({ query: "piano lessons", limit: 3 }),
    );
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toMatchObject({ query: "piano lessons", results: [] });
    expect(ok.connection).toBe("keep-alive");
    const malformed = await declared("/v1/memories/search", json, '{"query": "piano');
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.body)).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { field: "body" },
    });
    const nested = await declared(
      "/v1/memories/search",
      json,
      `{"query":"x","filters":${"[".repeat(200)}${"]".repeat(200)}}`,
    );
    expect(nested.status).toBe(400);
  });

  it("closes the connection after answering 401 to a body of declared length it did not read", async () => {
    const res = await declared(
      "/v1/memories/search",
      { "content-type": "application/json" },
      JSON.stringify({ query: "x".repeat(10_000) }),
    );
    expect(res.status).toBe(401);
    expect(res.connection).toBe("close");
  });

  it("answers 401 to a chunked upload without a key before reading it", async () => {
    const res = await chunkedUntilAnswered(
      "/v1/memories",
      { "content-type": "application/json", "transfer-encoding": "chunked" },
      256 * 1024,
    );
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toMatchObject({ status: "error", error: { code: "AUTHENTICATION_ERROR" } });
  });

  it("stops a chunked upload at the limit with 413 in the route's shape", async () => {
    const u = await api.keyedUser();
    const res = await chunkedUntilAnswered(
      "/v1/memories",
      { "content-type": "application/json", "transfer-encoding": "chunked", "x-api-key": u.key },
      2 * 1024 * 1024,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({
      status: "error",
      error: { code: "PAYLOAD_TOO_LARGE", details: { max_size_bytes: 1024 * 1024 } },
    });
  });

  it("answers a declared oversized body and a wrong content type after authentication, in the envelope", async () => {
    const noKey = await api.request("/v1/memories", {
      method: "POST",
      headers: { "content-type": "text/plain", "content-length": String(5 * 1024 * 1024) },
      body: "x",
    });
    expect(noKey.status).toBe(401);
    const u = await api.keyedUser();
    const wrongType = await api.request("/v1/memories", {
      method: "POST",
      headers: { "content-type": "text/plain", "x-api-key": u.key },
      body: "hello",
    });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.json()).toMatchObject({
      status: "error",
      error: { code: "VALIDATION_ERROR", details: { field: "content-type" } },
    });
    const bearerNoToken = await api.request("/v1/api-keys", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(bearerNoToken.status).toBe(401);
  });
});
