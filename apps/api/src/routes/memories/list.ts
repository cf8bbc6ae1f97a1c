import { createRoute } from "@hono/zod-openapi";
import { listMemories } from "@memory/db";
import type { App } from "../../app-type.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { ListMemoriesQuery, MemoryPage, toMemory } from "./schemas.ts";

const route = createRoute({
  operationId: "listMemories",
  method: "get",
  path: "/v1/memories",
  tags: ["Memories"],
  summary: "List your memories, newest first",
  description:
    "`page` starts at 1; `page_size` is 1 to 100 (default 20). Items are full memories without embeddings.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("memories:read"), rateLimit("standard")] as const,
  request: { query: ListMemoriesQuery },
  responses: {
    200: {
      description: "A page of memories",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: MemoryPage } },
    },
    ...errorResponses(["FORBIDDEN"]),
  },
});

export function registerListMemories(app: App) {
  app.openapi(route, async (c) => {
    const q = c.req.valid("query");
    const { rows, total } = await listMemories(c.get("services").db.orm, c.get("caller").userId, {
      limit: q.page_size,
      offset: (q.page - 1) * q.page_size,
      ...(q.category ? { category: q.category } : {}),
      ...(q.memory_type ? { memoryType: q.memory_type } : {}),
      ...(q.created_after ? { createdAfter: q.created_after } : {}),
      ...(q.created_before ? { createdBefore: q.created_before } : {}),
    });
    const totalPages = Math.ceil(total / q.page_size);
    return c.json(
      {
        data: rows.map((row) => toMemory(row)),
        pagination: {
          page: q.page,
          page_size: q.page_size,
          total_items: total,
          total_pages: totalPages,
          has_next: q.page < totalPages,
          has_previous: q.page > 1,
        },
      },
      200,
    );
  });
}
