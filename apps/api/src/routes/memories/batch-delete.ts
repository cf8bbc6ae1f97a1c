import { createRoute, z } from "@hono/zod-openapi";
import { getMemory } from "@memory/db";
import type { App } from "../../app-type.ts";
import { isUuid } from "../../lib/ids.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { CascadeDeletions } from "./delete.ts";
import { deleteMemory } from "./deletion.ts";
import { batchDeleteRequestExample, batchDeleteResultExample } from "./examples.ts";

const BatchDeleteBody = z
  .object({
    memory_ids: z.array(z.string().min(1).max(100)).min(1).max(100),
    cascade: z.boolean().default(false),
    backup: z.boolean().default(true),
  })
  .openapi("BatchDeleteRequest", { example: batchDeleteRequestExample });

const BatchDeleteResult = z
  .object({
    success: z.boolean().openapi({ description: "True when every id was deleted, or was not found" }),
    deleted: z.array(z.string()),
    not_found: z.array(z.string()).openapi({ description: "Unknown ids and ids of other users' memories" }),
    conflicts: z.array(z.object({ memory_id: z.string(), processing_status: z.string() })),
    failed: z
      .array(z.string())
      .openapi({ description: "Extension: ids whose deletion failed; retry them in 30 s" }),
    backup_ids: z.record(z.string(), z.string()),
    cascade_deletions: CascadeDeletions,
    deleted_at: z.string(),
  })
  .openapi("BatchDeleteResult", { example: batchDeleteResultExample });

const route = createRoute({
  operationId: "batchDeleteMemories",
  method: "post",
  path: "/v1/memories/batch-delete",
  tags: ["Memories"],
  summary: "Delete up to 100 memories",
  description:
    "Each id is deleted as by DELETE /v1/memories/{id}; one id's problem does not stop the others. Duplicate ids count once.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("memories:write"), rateLimit("standard")] as const,
  request: { body: { required: true, content: { "application/json": { schema: BatchDeleteBody } } } },
  responses: {
    200: {
      description: "Outcome per id",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: BatchDeleteResult } },
    },
    ...errorResponses(["FORBIDDEN"]),
  },
});

export function registerBatchDeleteMemories(app: App) {
  app.openapi(route, async (c) => {
    const body = c.req.valid("json");
    const services = c.get("services");
    const userId = c.get("caller").userId;
    const out = {
      deleted: [] as string[],
      not_found: [] as string[],
      conflicts: [] as { memory_id: string; processing_status: string }[],
      failed: [] as string[],
      backup_ids: {} as Record<string, string>,
      cascade_deletions: { profile_updates: 0, derived_insights: 0, embeddings: 0 },
    };
    for (const id of new Set(body.memory_ids)) {
      const row = isUuid(id) ? await getMemory(services.db.orm, id) : null;
      if (!row || row.userId !== userId) {
        out.not_found.push(id);
        continue;
      }
      const outcome = await deleteMemory(services, row, { backup: body.backup, cascade: body.cascade });
      if (outcome.kind === "busy")
        out.conflicts.push({ memory_id: id, processing_status: outcome.processingStatus });
      else if (outcome.kind === "gone") out.not_found.push(id);
      else if (outcome.kind === "failed") out.failed.push(id);
      else {
        out.deleted.push(id);
        if (outcome.result.backupId) out.backup_ids[id] = outcome.result.backupId;
        for (const key of ["profile_updates", "derived_insights", "embeddings"] as const) {
          out.cascade_deletions[key] += outcome.result.cascade[key];
        }
      }
    }
    return c.json(
      {
        success: out.conflicts.length === 0 && out.failed.length === 0,
        ...out,
        deleted_at: new Date().toISOString(),
      },
      200,
    );
  });
}
