import { createRoute, z } from "@hono/zod-openapi";
import { getMemory } from "@memory/db";
import type { App } from "../../app-type.ts";
import { ApiError } from "../../errors.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { deleteMemory } from "./deletion.ts";
import { deletedMemoryExample } from "./examples.ts";
import { loadOwnedMemory } from "./ownership.ts";
import { MemoryId } from "./schemas.ts";

const booleanQuery = (fallback: boolean) =>
  z
    .enum(["true", "false"])
    .default(fallback ? "true" : "false")
    .transform((v) => v === "true");

export const CascadeDeletions = z
  .object({
    profile_updates: z.number().int(),
    derived_insights: z.number().int(),
    embeddings: z.number().int(),
  })
  .openapi("CascadeDeletions", { example: deletedMemoryExample.cascade_deletions });

const DeletedMemory = z
  .object({
    success: z.literal(true),
    memory_id: z.string(),
    deleted_at: z.string(),
    cascade_deletions: CascadeDeletions,
    backup_id: z.string().optional(),
  })
  .openapi("DeletedMemory", { example: deletedMemoryExample });

const route = createRoute({
  operationId: "deleteMemory",
  method: "delete",
  path: "/v1/memories/{memory_id}",
  tags: ["Memories"],
  summary: "Delete a memory (with a 30-day backup by default)",
  description:
    "Permanent through the API. The memory, its history and its search vector are removed; with backup=true (default) " +
    "a snapshot is kept 30 days (restorable through support with backup_id). `cascade_deletions.embeddings` is 0 when " +
    "the search index was unreachable: the memory is deleted all the same and never appears in search, and the vector " +
    "is removed by a background job. A memory still being processed answers 409 DELETION_CONFLICT.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("memories:write"), rateLimit("standard")] as const,
  request: {
    params: z.object({ memory_id: MemoryId }),
    query: z.object({ cascade: booleanQuery(false), backup: booleanQuery(true) }),
  },
  responses: {
    200: {
      description: "Deleted",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: DeletedMemory } },
    },
    ...errorResponses(["FORBIDDEN", "MEMORY_NOT_FOUND", "DELETION_CONFLICT", "DELETION_FAILED"]),
  },
});

export function registerDeleteMemory(app: App) {
  app.openapi(route, async (c) => {
    const { memory_id: memoryId } = c.req.valid("param");
    const query = c.req.valid("query");
    const services = c.get("services");
    const row = await loadOwnedMemory(memoryId, c.get("caller").userId, (id) =>
      getMemory(services.db.orm, id),
    );
    const outcome = await deleteMemory(services, row, query);
    switch (outcome.kind) {
      case "busy":
        throw new ApiError(
          "DELETION_CONFLICT",
          `Memory ${memoryId} is being processed; retry once it is ready.`,
          {
            extras: { memory_id: memoryId, processing_status: outcome.processingStatus },
          },
        );
      case "gone":
        throw new ApiError("MEMORY_NOT_FOUND", `No memory ${memoryId}.`, { extras: { memory_id: memoryId } });
      case "failed":
        c.get("logger").error({ err: outcome.error, memoryId }, "memory deletion failed");
        throw new ApiError(
          "DELETION_FAILED",
          "The memory could not be deleted; nothing was changed. Retry in 30 seconds.",
          {
            extras: { memory_id: memoryId, retry_after: 30 },
            headers: { "Retry-After": "30" },
          },
        );
      case "deleted":
        return c.json(
          {
            success: true as const,
            memory_id: outcome.result.memoryId,
            deleted_at: outcome.result.deletedAt.toISOString(),
            cascade_deletions: outcome.result.cascade,
            ...(outcome.result.backupId ? { backup_id: outcome.result.backupId } : {}),
          },
          200,
        );
    }
  });
}
