import { createMemoryClient } from "@memory/client";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { Hono } from "hono";
import { API_UNREACHABLE, isNetworkError, jsonRpcError } from "./api-answers.ts";
import { createMemoryMcpServer } from "./tools.ts";

/** How long a key the API accepted is trusted without asking again (a revoked key stops within this). */
const KEY_CHECK_TTL_MS = 60_000;
const MAX_CACHED_KEYS = 10_000;

function keyOf(headers: Headers): string | undefined {
  const apiKey = headers.get("x-api-key");
  if (apiKey) return apiKey;
  const auth = headers.get("authorization");
  return auth?.toLowerCase().startsWith("bearer ") ? auth.slice(7).trim() || undefined : undefined;
}

/**
 * Streamable HTTP MCP endpoint at `/mcp`, stateless: every request brings an API key
 * (`X-API-Key: msk_…` or `Authorization: Bearer msk_…`) and gets a server acting with that key,
 * so replicas need no shared session state. No key, or a key the API refuses: 401. An API that
 * answers 503 or 429 while the key is checked: the same status; one that fails otherwise or cannot
 * be reached: 502; each a JSON-RPC error saying what to do.
 */
export function createMcpHttpApp(options: { apiUrl: string; fetch?: typeof fetch }) {
  const app = new Hono();
  const accepted = new Map<string, number>();

  const client = (apiKey: string) =>
    createMemoryClient({
      baseUrl: options.apiUrl,
      apiKey,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });

  type KeyCheck = "accepted" | "refused" | { apiStatus: number; retryAfter: string | null } | "unreachable";

  /**
   * Asks the API about a key (GET /v1/memories, one item). Only an answer that proves the API knows
   * the key is trusted (and remembered for KEY_CHECK_TTL_MS): 2xx, or 403 (the key lacks
   * memories:read; its tools get the API's 403 themselves). 401 refuses it; any other answer (503
   * busy, 429, 5xx) or none at all decides nothing and is passed on, and nothing is remembered.
   */
  async function checkKey(apiKey: string): Promise<KeyCheck> {
    const until = accepted.get(apiKey);
    if (until !== undefined && until > Date.now()) return "accepted";
    let response: Response;
    try {
      ({ response } = await client(apiKey).GET("/v1/memories", {
        params: { query: { page: 1, page_size: 1 } },
      }));
    } catch (error) {
      if (isNetworkError(error)) return "unreachable";
      throw error;
    }
    if (response.status === 401) return "refused";
    if (!response.ok && response.status !== 403)
      return { apiStatus: response.status, retryAfter: response.headers.get("retry-after") };
    if (accepted.size >= MAX_CACHED_KEYS) accepted.clear();
    accepted.set(apiKey, Date.now() + KEY_CHECK_TTL_MS);
    return "accepted";
  }

  /** The API's 503 and 429 are the MCP server's; any other failure of the API is a 502. */
  const apiFailed = (apiStatus: number, retryAfter: string | null) =>
    jsonRpcError(
      apiStatus === 503 || apiStatus === 429 ? apiStatus : 502,
      `The memory API answered ${apiStatus} when the API key was checked (${apiStatus === 429 ? "rate limit reached" : "busy or failing"}): retry ${retryAfter ? `in ${retryAfter} s` : "in a moment"}.`,
      { api_status: apiStatus },
      retryAfter ? { "retry-after": retryAfter } : {},
    );

  const unauthorized = (reason: string) =>
    new Response(JSON.stringify({ error: reason, code: "UNAUTHORIZED" }), {
      status: 401,
      headers: { "content-type": "application/json", "www-authenticate": 'Bearer realm="memory-service"' },
    });

  app.get("/health", (c) => c.json({ status: "ok" }));
  app.all("/mcp", async (c) => {
    const apiKey = keyOf(c.req.raw.headers);
    if (!apiKey)
      return unauthorized("An API key is required: send X-API-Key: msk_… (or Authorization: Bearer msk_…).");
    const check = await checkKey(apiKey);
    if (check === "refused") return unauthorized("The API key is invalid, expired or revoked.");
    if (check === "unreachable") {
      console.error(`memory-mcp: the memory API at ${options.apiUrl} cannot be reached`);
      return jsonRpcError(502, API_UNREACHABLE, { api_status: null });
    }
    if (check !== "accepted") return apiFailed(check.apiStatus, check.retryAfter);
    const server = createMemoryMcpServer(client(apiKey));
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  });
  return app;
}
