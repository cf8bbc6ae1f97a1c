import { createRoute, z } from "@hono/zod-openapi";
import { getMemory } from "@memory/db";
import { DENSE_VECTOR, retryIfNotProcessed } from "@memory/vector";
import type { App } from "../../app-type.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { loadOwnedMemory } from "./ownership.ts";
import { Memory, MemoryId, toMemory } from "./schemas.ts";

const route = createRoute({
  operationId: "getMemory",
  method: "get",
  path: "/v1/memories/{memory_id}",
  tags: ["Memories"],
  summary: "Get one memory",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("memories:read"), rateLimit("standard")] as const,
  request: {
    params: z.object({ memory_id: MemoryId }),
    query: z.object({
      include_embeddings: z
        .enum(["true", "false"])
        .default("false")
        .transform((v) => v === "true"),
    }),
  },
  responses: {
    200: {
      description: "The memory",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: Memory } },
    },
    ...errorResponses(["FORBIDDEN", "MEMORY_NOT_FOUND"]),
  },
});

export function registerGetMemory(app: App) {
  app.openapi(route, async (c) => {
    const { memory_id: memoryId } = c.req.valid("param");
    const { include_embeddings: withEmbeddings } = c.req.valid("query");
    const { db, qdrant, env } = c.get("services");
    const row = await loadOwnedMemory(memoryId, c.get("caller").userId, (id) => getMemory(db.orm, id));
    let embeddings: number[] | undefined;
    if (withEmbeddings) {
      const [point] = await retryIfNotProcessed(() =>
        qdrant.retrieve(env.QDRANT_COLLECTION, {
          ids: [row.id],
          with_vector: [DENSE_VECTOR],
          with_payload: false,
        }),
      );
      const vector = (point?.vector as Record<string, unknown> | undefined)?.[DENSE_VECTOR];
      embeddings = Array.isArray(vector) ? (vector as number[]) : [];
    }
    return c.json(toMemory(row, embeddings), 200);
  });
}
