import { createRoute, z } from "@hono/zod-openapi";
import { CATEGORIES, getMemory, listMemoryVersions, MEMORY_TYPES } from "@memory/db";
import type { App } from "../../app-type.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { historyExample } from "./examples.ts";
import { loadOwnedMemory } from "./ownership.ts";
import { MemoryId } from "./schemas.ts";

const MemoryHistory = z
  .object({
    memory_id: z.string(),
    current_version: z.number().int(),
    versions: z.array(
      z.object({
        version: z.number().int(),
        content: z.string(),
        category: z.enum(CATEGORIES),
        memory_type: z.enum(MEMORY_TYPES),
        importance: z.number(),
        metadata: z.record(z.string(), z.unknown()),
        replaced_at: z.string(),
        reason: z.enum(["update", "supersede"]).openapi({
          description:
            "`update`: changed through PATCH; `supersede`: replaced by a newer fact from a conversation",
        }),
      }),
    ),
  })
  .openapi("MemoryHistory", { example: historyExample });

const route = createRoute({
  operationId: "getMemoryHistory",
  method: "get",
  path: "/v1/memories/{memory_id}/history",
  tags: ["Memories"],
  summary: "Earlier versions of a memory (audit trail), oldest first",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("memories:read"), rateLimit("standard")] as const,
  request: { params: z.object({ memory_id: MemoryId }) },
  responses: {
    200: {
      description: "The history",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: MemoryHistory } },
    },
    ...errorResponses(["FORBIDDEN", "MEMORY_NOT_FOUND"]),
  },
});

export function registerMemoryHistory(app: App) {
  app.openapi(route, async (c) => {
    const { memory_id: memoryId } = c.req.valid("param");
    const { db } = c.get("services");
    const row = await loadOwnedMemory(memoryId, c.get("caller").userId, (id) => getMemory(db.orm, id));
    const versions = await listMemoryVersions(db.orm, row.id);
    return c.json(
      {
        memory_id: row.id,
        current_version: row.version,
        versions: versions.map((v) => ({
          version: v.version,
          content: v.content,
          category: v.category,
          memory_type: v.memoryType,
          importance: v.importance,
          metadata: v.metadata,
          replaced_at: v.createdAt.toISOString(),
          reason: v.reason as "update" | "supersede",
        })),
      },
      200,
    );
  });
}
