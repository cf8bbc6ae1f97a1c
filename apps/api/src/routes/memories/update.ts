import { createRoute, z } from "@hono/zod-openapi";
import {
  CATEGORIES,
  type Category,
  contentHash,
  getMemory,
  MEMORY_TYPES,
  type MemoryChanges,
  markReadyAtVersion,
  updateMemoryVersioned,
} from "@memory/db";
import { readMemoryMetadata } from "@memory/db/schema";
import { jobId } from "@memory/jobs";
import { embeddingText } from "@memory/models";
import { toIndexedMemory, updateMemoryPayload, upsertMemoryPoints } from "@memory/vector";
import type { App } from "../../app-type.ts";
import { ApiError } from "../../errors.ts";
import { publishMemoryEvent } from "../../lib/memory-events.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { refreshProfileLater } from "../profile/refresh-later.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { withoutStaleDerived } from "./derived-metadata.ts";
import { updateRequestExample } from "./examples.ts";
import { loadOwnedMemory } from "./ownership.ts";
import { Memory, MemoryId, toMemory } from "./schemas.ts";

const UpdateMemoryBody = z
  .object({
    content: z.string().trim().min(1).max(10_000).optional(),
    metadata: z.record(z.string(), z.unknown()).optional().openapi({
      description:
        "Merged into the stored metadata; a key set to null is removed. No NUL characters or lone surrogates; nests at most 30 levels",
    }),
    category: z
      .string()
      .optional()
      .openapi({ enum: [...CATEGORIES] }),
    memory_type: z.enum(MEMORY_TYPES).optional(),
    importance: z.number().min(0).max(1).optional(),
  })
  .openapi("UpdateMemoryRequest", { example: updateRequestExample });

const route = createRoute({
  operationId: "updateMemory",
  method: "patch",
  path: "/v1/memories/{memory_id}",
  tags: ["Memories"],
  summary: "Update a memory (versioned)",
  description:
    "Only the fields sent change. Every change keeps the previous state as a version (GET .../history). New content " +
    "is re-embedded at once and the answer then carries `embeddings`; category, type and importance changes reach " +
    "search immediately. A memory still being processed answers 409 UPDATE_CONFLICT with its processing_status. " +
    "If the search index cannot be written, the change is still saved (200, processing_status `embedding_generation`) " +
    "and a job retried for about 8.5 minutes indexes it; metadata nests at most 32 levels (400 beyond). " +
    "New content drops `metadata.location` and the `metadata.participants` it no longer names (they were read " +
    "from the old text), unless the same request sets them. An empty body changes nothing and creates no version.",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("memories:write"), rateLimit("standard")] as const,
  request: {
    params: z.object({ memory_id: MemoryId }),
    body: { required: true, content: { "application/json": { schema: UpdateMemoryBody } } },
  },
  responses: {
    200: {
      description: "The updated memory",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: Memory } },
    },
    ...errorResponses([
      "INVALID_CATEGORY",
      "FORBIDDEN",
      "MEMORY_NOT_FOUND",
      "UPDATE_CONFLICT",
      "PROCESSING_ERROR",
    ]),
  },
});

export function registerUpdateMemory(app: App) {
  app.openapi(route, async (c) => {
    const { memory_id: memoryId } = c.req.valid("param");
    const body = c.req.valid("json");
    const { db, models, qdrant, env, logger, jobs } = c.get("services");
    if (body.category !== undefined && !CATEGORIES.includes(body.category as Category)) {
      throw new ApiError(
        "INVALID_CATEGORY",
        `Unknown category "${body.category}": use one of ${CATEGORIES.join(", ")}.`,
        {
          extras: { valid_categories: CATEGORIES },
        },
      );
    }
    const current = await loadOwnedMemory(memoryId, c.get("caller").userId, (id) => getMemory(db.orm, id));
    if (current.processingStatus === "queued" || current.processingStatus === "embedding_generation") {
      throw new ApiError(
        "UPDATE_CONFLICT",
        `Memory ${memoryId} is still being processed; retry in a few seconds.`,
        {
          extras: { memory_id: memoryId, processing_status: current.processingStatus },
        },
      );
    }

    const changes: MemoryChanges = {};
    const contentChanged = body.content !== undefined && body.content !== current.content;
    if (contentChanged && body.content !== undefined) {
      changes.content = body.content;
      changes.contentHash = contentHash(body.content);
    }
    if (body.category !== undefined && body.category !== current.category)
      changes.category = body.category as Category;
    if (body.memory_type !== undefined && body.memory_type !== current.memoryType)
      changes.memoryType = body.memory_type;
    if (body.importance !== undefined && body.importance !== current.importance)
      changes.importance = body.importance;
    if (body.metadata !== undefined) {
      const merged: Record<string, unknown> = { ...current.metadata };
      for (const [key, value] of Object.entries(body.metadata)) {
        if (value === null) delete merged[key];
        else merged[key] = value;
      }
      if (JSON.stringify(merged) !== JSON.stringify(current.metadata)) changes.metadata = merged;
    }
    if (changes.content !== undefined) {
      const base = changes.metadata ?? current.metadata;
      const fresh = withoutStaleDerived(base, changes.content, body.metadata);
      if (JSON.stringify(fresh) !== JSON.stringify(current.metadata)) changes.metadata = fresh;
    }
    if (Object.keys(changes).length === 0) return c.json(toMemory(current), 200);

    // Embed before writing: a model failure changes nothing.
    const dense =
      contentChanged && changes.content
        ? (await models.embed([embeddingText(changes.content, current.searchContext)]))[0]
        : undefined;
    if (changes.category) {
      // The primary category leads the categories the search filters and the bio use.
      const previous = readMemoryMetadata(current.metadata).categories ?? [];
      // The user chose it: the classifier's doubt (`category_score`) no longer applies.
      const { category_score: _, ...kept } = changes.metadata ?? current.metadata;
      changes.metadata = {
        ...kept,
        categories: [changes.category, ...previous.filter((x) => x !== changes.category)],
      };
    }
    // The change is committed first, as `embedding_generation`; the index follows (here, or by a
    // retried `memory.index` job when Qdrant fails), and only then is the memory ready again.
    const saved = await updateMemoryVersioned(
      db.orm,
      current,
      { ...changes, processingStatus: "embedding_generation" },
      "update",
    );
    if (!saved) {
      throw new ApiError(
        "UPDATE_CONFLICT",
        `Memory ${memoryId} changed while this update ran; read it again and retry.`,
        {
          extras: { memory_id: memoryId, processing_status: current.processingStatus },
        },
      );
    }
    let updated = saved;
    try {
      if (dense && changes.content) {
        await upsertMemoryPoints(qdrant, env.QDRANT_COLLECTION, [
          {
            memory: toIndexedMemory(saved),
            vectors: { dense, sparse: models.sparse(changes.content, saved.searchContext) },
          },
        ]);
      } else {
        await updateMemoryPayload(qdrant, env.QDRANT_COLLECTION, toIndexedMemory(saved));
      }
      const marked = await markReadyAtVersion(db.orm, [{ id: saved.id, version: saved.version }]);
      if (marked.length > 0) updated = { ...saved, processingStatus: "ready" };
    } catch (error) {
      // PostgreSQL has the new state; the index catches up through a job retried for minutes.
      logger.warn({ err: error, memoryId }, "search index update failed; queued for indexing");
      await jobs.enqueue("memory.index", { memoryId }, { jobId: jobId("index", memoryId, saved.version) });
    }
    if (changes.content || changes.category) await refreshProfileLater(c.get("services"), updated.userId);
    await publishMemoryEvent(c.get("services"), "memory.updated", updated);
    return c.json(toMemory(updated, dense), 200);
  });
}
