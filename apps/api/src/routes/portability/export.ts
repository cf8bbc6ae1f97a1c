import { createRoute, z } from "@hono/zod-openapi";
import {
  countUserMemories,
  exportPage,
  getProfileSettings,
  type MemoryRow,
  type MemoryVersionRow,
} from "@memory/db";
import { EXPORT_FORMAT, EXPORT_VERSION } from "@memory/jobs";
import type { App } from "../../app-type.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";

const PATH = "/v1/export";
/** Memories read per query while the export streams (with their versions). */
const PAGE = 500;

const route = createRoute({
  operationId: "exportMemories",
  method: "get",
  path: PATH,
  tags: ["Portability"],
  summary: "Export the caller's memories, their history and profile settings as JSON Lines",
  description: [
    "Streams a `memory-service-export` file, format version 1 (docs/export-format.md): a `header` line (`format`, `version`, `exported_at`, `counts.memories` taken when the export starts), one `memory` line per memory in creation order (content, category, memory_type, importance, metadata, slot, search_context, version, created_at, updated_at and `versions`: the earlier versions, oldest first), a `privacy` line (profile settings) and a `bio` line when a manual bio is set (both only for a key with `profile:read` as well: the settings are the profile's, and GET /v1/profile/bio needs that scope), and a `footer` line with the number of memory lines written: a file without its footer was cut off.",
    "",
    "Embeddings are not exported: POST /v1/import embeds the memories again with the target deployment's model. The memories are read page by page while the answer streams, so an account of any size is exported in constant memory. Scope `memories:read` (with `profile:read` for the `privacy` and `bio` lines); standard rate limit (100/min).",
  ].join("\n"),
  security: [{ apiKey: [] }],
  responses: {
    200: {
      description: "The export, one JSON object per line",
      headers: rateLimitHeaders,
      content: {
        "application/x-ndjson": {
          schema: z.string(),
          example: [
            '{"type":"header","format":"memory-service-export","version":1,"exported_at":"2026-11-22T04:30:00.000Z","counts":{"memories":1}}',
            '{"type":"memory","id":"01936f3e-8a5b-7c2d-9e4f-1a2b3c4d5e6f","content":"I play the viola in an amateur orchestra.","category":"interests","memory_type":"semantic","importance":0.9,"metadata":{"source":"chat"},"slot":null,"search_context":"concert rehearsal tuesdays","version":2,"created_at":"2026-11-20T10:00:00.000Z","updated_at":"2026-11-21T09:00:00.000Z","versions":[{"version":1,"content":"I play the cello in an amateur orchestra.","category":"interests","memory_type":"semantic","importance":0.6,"metadata":{"source":"chat"},"reason":"update","replaced_at":"2026-11-21T09:00:00.000Z"}]}',
            '{"type":"privacy","bio_public":false,"categories_public":[],"insights_enabled":true,"trait_analysis_enabled":true,"include_private_in_bio":false,"bio_excluded_categories":[]}',
            '{"type":"footer","counts":{"memories":1}}',
            "",
          ].join("\n"),
        },
      },
    },
    ...errorResponses(["FORBIDDEN"]),
  },
});

export function exportMemoryLine(row: MemoryRow, versions: MemoryVersionRow[]) {
  return {
    type: "memory",
    id: row.id,
    content: row.content,
    category: row.category,
    memory_type: row.memoryType,
    importance: row.importance,
    metadata: row.metadata,
    slot: row.slot,
    search_context: row.searchContext,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    versions: versions.map((v) => ({
      version: v.version,
      content: v.content,
      category: v.category,
      memory_type: v.memoryType,
      importance: v.importance,
      metadata: v.metadata,
      reason: v.reason,
      replaced_at: v.createdAt.toISOString(),
    })),
  };
}

/** The `privacy` line and, when a manual bio is set, the `bio` line. */
async function settingsLines(db: Parameters<typeof getProfileSettings>[0], userId: string) {
  const s = await getProfileSettings(db, userId);
  const privacy = {
    type: "privacy",
    bio_public: s.bioPublic,
    categories_public: s.categoriesPublic,
    insights_enabled: s.insightsEnabled,
    trait_analysis_enabled: s.traitAnalysisEnabled,
    include_private_in_bio: s.includePrivateInBio,
    bio_excluded_categories: s.bioExcludedCategories,
  };
  const bio =
    s.bioIsManual && s.manualBio
      ? [{ type: "bio", bio: s.manualBio, format: s.manualFormat, style: s.manualStyle }]
      : [];
  return [privacy, ...bio];
}

export function registerExport(app: App) {
  app.openAPIRegistry.registerPath(route);
  app.get(PATH, requireApiKey("memories:read"), rateLimit("standard"), async (c) => {
    const { db } = c.get("services");
    const { userId, scopes } = c.get("caller");
    const mayReadProfile = scopes.includes("profile:read");
    const logger = c.get("logger");
    const exportedAt = new Date();
    const total = await countUserMemories(db.orm, userId);
    const encoder = new TextEncoder();
    const line = (value: unknown) => encoder.encode(`${JSON.stringify(value)}\n`);
    let afterId: string | undefined;
    let written = 0;
    let state: "header" | "memories" | "done" = "header";
    // Pulled as the client reads: one page of memories in memory at a time, whatever the account's size.
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          if (state === "header") {
            state = "memories";
            controller.enqueue(
              line({
                type: "header",
                format: EXPORT_FORMAT,
                version: EXPORT_VERSION,
                exported_at: exportedAt.toISOString(),
                counts: { memories: total },
              }),
            );
            return;
          }
          if (state === "memories") {
            const page = await exportPage(db.orm, userId, { afterId, limit: PAGE });
            const last = page.at(-1);
            if (last) {
              afterId = last.row.id;
              written += page.length;
              const text = page.map((m) => JSON.stringify(exportMemoryLine(m.row, m.versions))).join("\n");
              controller.enqueue(encoder.encode(`${text}\n`));
              if (page.length === PAGE) return;
            }
            state = "done";
            // The profile's settings are shown only to a key that may read the profile.
            if (mayReadProfile)
              for (const settings of await settingsLines(db.orm, userId)) controller.enqueue(line(settings));
            controller.enqueue(line({ type: "footer", counts: { memories: written } }));
            controller.close();
          }
        } catch (error) {
          // Headers are gone already: the client sees a cut-off file (no footer).
          logger.error({ err: error }, "export stream failed");
          controller.error(error);
        }
      },
    });
    const stamp = exportedAt.toISOString().slice(0, 19).replaceAll(":", "-");
    return c.body(body, 200, {
      "content-type": "application/x-ndjson; charset=utf-8",
      "content-disposition": `attachment; filename="memories-${stamp}.jsonl"`,
      "cache-control": "no-store",
    });
  });
}
