import type { MemoryClient } from "@memory/client";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { API_UNREACHABLE, hideOtherUsersMemory, isNetworkError } from "./api-answers.ts";

const CATEGORIES = [
  "identity",
  "career",
  "interests",
  "relationships",
  "health",
  "finance",
  "learning",
  "travel",
  "productivity",
  "private",
] as const;

/**
 * What a tool answers: the API's JSON as text, or the API's error (status, code, message) flagged
 * as an error; `memoryId`: another user's memory is answered as not found (see hideOtherUsersMemory).
 */
async function answer(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  memoryId?: string,
): Promise<CallToolResult> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    return { isError: true, content: [{ type: "text", text: API_UNREACHABLE }] };
  }
  const { data, response } = result;
  if (result.error !== undefined || !response.ok) {
    const { status, error } =
      memoryId === undefined
        ? { status: response.status, error: result.error }
        : hideOtherUsersMemory(memoryId, response.status, result.error);
    return {
      isError: true,
      content: [{ type: "text", text: `HTTP ${status}: ${JSON.stringify(error ?? null)}` }],
    };
  }
  return { content: [{ type: "text", text: JSON.stringify(data) }] };
}

/**
 * The Memory Service as MCP tools. Every tool is one call of the REST API made with the caller's
 * API key, so scopes, rate limits and tenant isolation are the API's own.
 */
export function createMemoryMcpServer(api: MemoryClient): McpServer {
  const server = new McpServer({ name: "memory-service", version: "1.0.0" });

  server.registerTool(
    "add_memory",
    {
      title: "Remember",
      description:
        "Store what the user said; the service extracts lasting facts and events from it and returns the memories it created.",
      inputSchema: {
        content: z.string().min(1).max(20_000).describe("What the user said, in their words"),
        thread_id: z.string().min(1).default("mcp").describe("Conversation thread this came from"),
        agent_id: z.string().min(1).default("mcp").describe("The agent or application storing it"),
      },
    },
    ({ content, thread_id, agent_id }) =>
      answer(
        api.POST("/v1/memories", {
          body: { messages: [{ role: "user", content }], agent_id, thread_id, source: "mcp" },
        }),
      ),
  );

  server.registerTool(
    "search_memories",
    {
      title: "Recall",
      description: "Search the user's memories by meaning and words; best first, each with a 0..1 score.",
      inputSchema: {
        query: z.string().min(1).max(2000),
        limit: z.number().int().min(1).max(100).default(10),
        categories: z.array(z.enum(CATEGORIES)).min(1).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    ({ query, limit, categories }) =>
      answer(
        api.POST("/v1/memories/search", {
          body: { query, limit, ...(categories ? { filters: { categories } } : {}) },
        }),
      ),
  );

  server.registerTool(
    "list_memories",
    {
      title: "List memories",
      description: "The user's memories, newest first, one page at a time.",
      inputSchema: {
        page: z.number().int().min(1).default(1),
        page_size: z.number().int().min(1).max(100).default(20),
        category: z.enum(CATEGORIES).optional(),
      },
      annotations: { readOnlyHint: true },
    },
    ({ page, page_size, category }) =>
      answer(
        api.GET("/v1/memories", {
          params: { query: { page, page_size, ...(category ? { category } : {}) } },
        }),
      ),
  );

  server.registerTool(
    "update_memory",
    {
      title: "Correct a memory",
      description: "Change a memory's text, category, type or importance; every change is kept as a version.",
      inputSchema: {
        memory_id: z.string().min(1),
        content: z.string().min(1).optional(),
        category: z.enum(CATEGORIES).optional(),
        memory_type: z.enum(["semantic", "episodic"]).optional(),
        importance: z.number().min(0).max(1).optional(),
      },
      annotations: { idempotentHint: true },
    },
    ({ memory_id, ...changes }) =>
      answer(
        api.PATCH("/v1/memories/{memory_id}", { params: { path: { memory_id } }, body: changes }),
        memory_id,
      ),
  );

  server.registerTool(
    "delete_memory",
    {
      title: "Forget a memory",
      description: "Delete one memory for good (the service keeps a 30-day backup for support).",
      inputSchema: { memory_id: z.string().min(1) },
      annotations: { destructiveHint: true },
    },
    ({ memory_id }) =>
      answer(api.DELETE("/v1/memories/{memory_id}", { params: { path: { memory_id } } }), memory_id),
  );

  server.registerTool(
    "get_profile",
    {
      title: "Profile",
      description:
        "The user's profile derived from their memories: bio summary, category profiles and statistics (insights and traits when enabled).",
      inputSchema: {
        sections: z
          .string()
          .default("bio,categories,stats")
          .describe("Comma-separated: bio, categories, insights, stats, traits"),
      },
      annotations: { readOnlyHint: true },
    },
    ({ sections }) => answer(api.GET("/v1/profile", { params: { query: { sections } } })),
  );

  server.registerTool(
    "get_bio",
    {
      title: "Bio",
      description:
        "A short text about the user, written from their memories (never exact locations or contact details).",
      inputSchema: {
        format: z.enum(["full", "short", "bullets", "professional"]).default("short"),
        style: z.enum(["narrative", "factual", "casual", "formal"]).default("narrative"),
      },
      annotations: { readOnlyHint: true },
    },
    ({ format, style }) => answer(api.GET("/v1/profile/bio", { params: { query: { format, style } } })),
  );

  return server;
}
