import { createRoute, z } from "@hono/zod-openapi";
import { findIntegration, listIntegrationErrors, listIntegrationLogs } from "@memory/db";
import type { App } from "../../app-type.ts";
import { ApiError } from "../../errors.ts";
import { isUuid } from "../../lib/ids.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { IntegrationStatusView, StatusQuery, toStatusView } from "./schemas.ts";

const route = createRoute({
  operationId: "getIntegrationStatus",
  method: "get",
  path: "/v1/integrations/{integration_id}/status",
  tags: ["Integrations"],
  summary: "Progress, stats, errors and logs of an import or an asynchronous store",
  description:
    "Poll every 10 to 30 seconds while `status` is `pending` or `processing`. Steps (`progress.current_step`, 4 in all): chat `validation`, `conversation_detection`, `content_extraction`, `memory_creation`; file `upload`, `parsing` (progress per page), `chunking`, `memory_creation` (progress per chunk batch); memory export (type `file`, platform `memory-export`, POST /v1/import) `upload`, `parsing`, `memory_creation` (progress = share of the file read); then `completed`, `failed` or `cancelled`. A social integration shows its latest sync: `pending` before the first, `processing` while syncing (steps `authentication`, `discovery`, `extraction`, `processing`), `completed` after a good sync, `failed` when its status is `error`, `cancelled` once disconnected; its stats count every item and memory since it was connected. Import figures whose stored row does not match the job's result schema answer as zero or empty (the operator finds an `integration_result_unreadable` error in the API log).",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("integrations:read"), rateLimit("standard")] as const,
  request: { params: z.object({ integration_id: z.string().min(1).max(100) }), query: StatusQuery },
  responses: {
    200: {
      description: "The integration's status",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: IntegrationStatusView } },
    },
    ...errorResponses(["FORBIDDEN", "INTEGRATION_NOT_FOUND"]),
  },
});

export function registerIntegrationStatus(app: App) {
  app.openapi(route, async (c) => {
    const { integration_id: id } = c.req.valid("param");
    const query = c.req.valid("query");
    const { db } = c.get("services");
    const row = isUuid(id) ? await findIntegration(db.orm, c.get("caller").userId, id) : null;
    if (!row) {
      throw new ApiError("INTEGRATION_NOT_FOUND", `No integration ${id} among yours.`, {
        extras: { integration_id: id },
      });
    }
    const view = toStatusView(row);
    if (query.include_errors) {
      view.errors = (await listIntegrationErrors(db.orm, id)).map((e) => ({
        error_id: e.id,
        message: e.message,
        code: e.code,
        timestamp: e.createdAt.toISOString(),
        ...(e.itemId ? { item_id: e.itemId } : {}),
      }));
    }
    if (query.include_logs) {
      view.logs = (await listIntegrationLogs(db.orm, id)).map((l) => ({
        timestamp: l.createdAt.toISOString(),
        level: l.level,
        message: l.message,
        step: l.step,
      }));
    }
    return c.json(view, 200);
  });
}
