import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ServerType, serve } from "@hono/node-server";
import { startTestApiWithWorkers, type TestApiWithWorkers } from "@memory/api/testing";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpHttpApp } from "../src/http-app.ts";

let api: TestApiWithWorkers;
let apiServer: ServerType;
let mcpServer: ServerType;
let apiUrl: string;
let mcpUrl: string;

const listen = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<{ server: ServerType; url: string }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });

beforeAll(async () => {
  api = await startTestApiWithWorkers();
  ({ server: apiServer, url: apiUrl } = await listen(api.app.fetch));
  ({ server: mcpServer, url: mcpUrl } = await listen(createMcpHttpApp({ apiUrl }).fetch));
});
afterAll(async () => {
  mcpServer?.close();
  apiServer?.close();
  await api?.close();
});

const text = (result: unknown) =>
  (result as CallToolResult).content.map((c) => (c.type === "text" ? c.text : "")).join("");

async function httpClient(key: string) {
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${mcpUrl}/mcp`), {
      requestInit: { headers: { "x-api-key": key } },
    }),
  );
  return client;
}

describe("MCP server over streamable HTTP", () => {
  it("answers 401 without an API key, or with one the API refuses", async () => {
    const none = await fetch(`${mcpUrl}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: "UNAUTHORIZED" });
    await expect(httpClient("msk_not-a-real-key")).rejects.toThrow(/invalid, expired or revoked/);
  });

  it("adds, searches, lists, updates and deletes memories as the key's user, and no one else's", async () => {
    const alice = await api.keyedUser();
    const bob = await api.keyedUser();
    const client = await httpClient(alice.key);
    const tools = (await client.listTools()).tools.map((t) => t.name).sort();
    expect(tools).toEqual([
      "add_memory",
      "delete_memory",
      "get_bio",
      "get_profile",
      "list_memories",
      "search_memories",
      "update_memory",
    ]);

    const added = JSON.parse(
      text(
        await client.callTool({
          name: "add_memory",
          arguments: { content: "I grow tomatoes on my balcony." },
        }),
      ),
    );
    const id = added.memories[0].id as string;
    expect(added.memories[0].memory).toMatch(/tomatoes/);

    const found = JSON.parse(
      text(
        await client.callTool({ name: "search_memories", arguments: { query: "balcony garden tomatoes" } }),
      ),
    );
    expect(found.results[0].memory_id).toBe(id);
    const listed = JSON.parse(text(await client.callTool({ name: "list_memories", arguments: {} })));
    expect(listed.data.map((m: { memory_id: string }) => m.memory_id)).toContain(id);

    const updated = JSON.parse(
      text(await client.callTool({ name: "update_memory", arguments: { memory_id: id, importance: 0.9 } })),
    );
    expect(updated.importance).toBe(0.9);

    // Bob's key sees nothing of Alice's and cannot delete her memory.
    const asBob = await httpClient(bob.key);
    const bobs = JSON.parse(
      text(await asBob.callTool({ name: "search_memories", arguments: { query: "tomatoes" } })),
    );
    expect(bobs.results).toEqual([]);
    // Nor learn that it exists: her id is answered exactly as an id nobody has.
    const unknown = crypto.randomUUID();
    for (const [name, args] of [
      ["delete_memory", {}],
      ["update_memory", { importance: 0.2 }],
    ] as const) {
      const denied = (await asBob.callTool({
        name,
        arguments: { memory_id: id, ...args },
      })) as CallToolResult;
      const absent = (await asBob.callTool({
        name,
        arguments: { memory_id: unknown, ...args },
      })) as CallToolResult;
      expect(denied.isError).toBe(true);
      expect(text(denied)).toMatch(/^HTTP 404: .*MEMORY_NOT_FOUND/);
      expect(text(denied).replaceAll(id, "<id>")).toBe(text(absent).replaceAll(unknown, "<id>"));
    }

    const bad = (await client.callTool({
      name: "update_memory",
      arguments: { memory_id: id, importance: 7 },
    })) as CallToolResult;
    expect(bad.isError).toBe(true);

    // Too few memories for a bio yet: the API's own answer comes through as a tool error.
    const bio = (await client.callTool({ name: "get_bio", arguments: {} })) as CallToolResult;
    expect(bio.isError).toBe(true);
    expect(text(bio)).toMatch(/HTTP 404.*BIO_NOT_FOUND/);
    const profile = (await client.callTool({ name: "get_profile", arguments: {} })) as CallToolResult;
    expect(text(profile)).toMatch(/HTTP 404.*PROFILE_NOT_FOUND/);

    const deleted = JSON.parse(
      text(await client.callTool({ name: "delete_memory", arguments: { memory_id: id } })),
    );
    expect(deleted.success).toBe(true);
    await client.close();
    await asBob.close();
  });
});

describe("MCP server over streamable HTTP with scoped keys", () => {
  it("serves a key without memories:read, and keeps the API's 403 for a missing scope", async () => {
    const writer = await api.keyedUser(["memories:write"]);
    const asWriter = await httpClient(writer.key);
    const added = JSON.parse(
      text(await asWriter.callTool({ name: "add_memory", arguments: { content: "I swim every Tuesday." } })),
    );
    const id = added.memories[0].id as string;
    const listed = (await asWriter.callTool({ name: "list_memories", arguments: {} })) as CallToolResult;
    expect(text(listed)).toMatch(/^HTTP 403: .*"required_scope":"memories:read"/);
    await asWriter.close();

    const reader = await api.keyedUser(["memories:read"]);
    const asReader = await httpClient(reader.key);
    const refused = (await asReader.callTool({
      name: "delete_memory",
      arguments: { memory_id: id },
    })) as CallToolResult;
    expect(text(refused)).toMatch(/^HTTP 403: .*"required_scope":"memories:write"/);
    await asReader.close();
  });
});

describe("MCP server over stdio", () => {
  it("serves the same tools to an MCP client that starts it as a process", async () => {
    const alice = await api.keyedUser();
    const client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [join(fileURLToPath(import.meta.url), "..", "..", "src", "stdio.ts")],
        env: { MEMORY_API_URL: apiUrl, MEMORY_API_KEY: alice.key, PATH: process.env.PATH ?? "" },
      }),
    );
    const added = JSON.parse(
      text(
        await client.callTool({ name: "add_memory", arguments: { content: "I am allergic to peanuts." } }),
      ),
    );
    expect(added.memories[0].memory).toMatch(/peanuts/);
    const found = JSON.parse(
      text(await client.callTool({ name: "search_memories", arguments: { query: "allergy peanuts" } })),
    );
    expect(found.results[0].memory_id).toBe(added.memories[0].id);
    await client.close();
  });
});
