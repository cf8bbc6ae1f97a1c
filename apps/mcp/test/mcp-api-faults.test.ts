import { type ServerType, serve } from "@hono/node-server";
import { type Json, startTestApi, type TestApi } from "@memory/api/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpHttpApp } from "../src/http-app.ts";

// The real API, with room for one request at a time and no workers: a synchronous store holds that
// room for STORE_WAIT_TIMEOUT_MS, so anything else the API is asked meanwhile is a real 503.
let api: TestApi;
let apiServer: ServerType;
let apiUrl: string;
beforeAll(async () => {
  api = await startTestApi({ API_MAX_IN_FLIGHT: "1", STORE_WAIT_TIMEOUT_MS: "1500" });
  ({ server: apiServer, url: apiUrl } = await listen(api.app.fetch));
});
afterAll(async () => {
  apiServer?.close();
  await api?.close();
});

function listen(fetch: (request: Request) => Response | Promise<Response>) {
  return new Promise<{ server: ServerType; url: string }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });
}

/** A raw MCP request over HTTP (the server is stateless: any request may come first). */
const rpc = (mcpUrl: string, key: string, method: string, params: Record<string, unknown>) =>
  fetch(`${mcpUrl}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "x-api-key": key,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
/** `initialize` needs no API call once the key is accepted. */
const initialize = (mcpUrl: string, key: string) =>
  rpc(mcpUrl, key, "initialize", {
    protocolVersion: "2025-03-26",
    capabilities: {},
    clientInfo: { name: "t", version: "1" },
  });

const holdTheApi = (key: string) =>
  fetch(`${apiUrl}/v1/memories`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": key },
    body: JSON.stringify({
      messages: [{ role: "user", content: "I like tea." }],
      agent_id: "a",
      thread_id: "t",
      source: "chat",
    }),
  });

describe("MCP over HTTP when the API cannot vouch for a key", () => {
  it("answers 503 while the API answers 503, and never trusts the key for it", async () => {
    const mcp = await listen(createMcpHttpApp({ apiUrl }).fetch);
    try {
      const u = await api.keyedUser();
      const held = holdTheApi(u.key);
      // Let the store enter the API's one slot.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const busy = await initialize(mcp.url, "msk_not-a-real-key");
      expect(busy.status).toBe(503);
      expect(busy.headers.get("retry-after")).toBe("1");
      const body: Json = await busy.json();
      expect(body).toMatchObject({ jsonrpc: "2.0", id: null, error: { data: { api_status: 503 } } });
      expect(body.error.message).toMatch(/memory API .*busy|503/i);
      expect((await held).status).toBe(202);
      // The same unknown key once the API answers again: refused, not remembered as accepted.
      expect((await initialize(mcp.url, "msk_not-a-real-key")).status).toBe(401);
      expect((await initialize(mcp.url, u.key)).status).toBe(200);
    } finally {
      mcp.server.close();
    }
  });

  it("answers 502 with what to check when the API is down, not a raw 500", async () => {
    // A real API process address with nothing listening any more: started, then stopped.
    const gone = await listen(api.app.fetch);
    await new Promise<void>((resolve) => gone.server.close(() => resolve()));
    const mcp = await listen(createMcpHttpApp({ apiUrl: gone.url }).fetch);
    try {
      const u = await api.keyedUser();
      const down = await initialize(mcp.url, u.key);
      expect(down.status).toBe(502);
      const body: Json = await down.json();
      expect(body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32000 } });
      expect(body.error.message).toMatch(/cannot be reached.*MEMORY_API_URL/);
      // The API's address is the operator's business (the MCP process prints it), not the caller's.
      expect(body.error.message).not.toContain(gone.url);
      expect(body.error.message).not.toMatch(/fetch failed|ECONNREFUSED/);
    } finally {
      mcp.server.close();
    }
  });

  it("answers a tool call with a clear error when the API went down after it accepted the key", async () => {
    const served = await listen(api.app.fetch);
    const mcp = await listen(createMcpHttpApp({ apiUrl: served.url }).fetch);
    try {
      const u = await api.keyedUser();
      expect((await initialize(mcp.url, u.key)).status).toBe(200);
      await new Promise<void>((resolve) => served.server.close(() => resolve()));
      const res = await rpc(mcp.url, u.key, "tools/call", { name: "list_memories", arguments: {} });
      expect(res.status).toBe(200);
      const { result }: Json = await res.json();
      expect(result.isError).toBe(true);
      const text = result.content[0].text as string;
      expect(text).toMatch(/memory API cannot be reached .*MEMORY_API_URL/);
      expect(text).not.toMatch(/fetch failed|ECONNREFUSED/);
    } finally {
      mcp.server.close();
    }
  });
});
