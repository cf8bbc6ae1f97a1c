import { createRoute } from "@hono/zod-openapi";
import { addIntegrationLog, deleteFileUpload, findIntegration, finishIntegration } from "@memory/db";
import { deleteStagedChat } from "@memory/jobs";
import type { App } from "../../app-type.ts";
import { ApiError } from "../../errors.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { IntegrationIdParam, IntegrationStatusView, isIntegrationId, toStatusView } from "./schemas.ts";

const route = createRoute({
  operationId: "cancelIntegration",
  method: "post",
  path: "/v1/integrations/{integration_id}/cancel",
  tags: ["Integrations"],
  summary: "Cancel a pending or running import",
  description:
    "Extension. The integration moves to `cancelled` at once; a queued import never starts, and a running one stops at its next item boundary (between two conversation chunks, or two pages or chunks of a file). Memories stored until then stay and are counted in `stats`; the staged chat data or file is deleted. Answers the status view. An integration that already ended (completed, failed, cancelled), an `api` store (which is not interruptible) or a social integration (disconnect it with DELETE instead), answers 409 INTEGRATION_NOT_CANCELLABLE with its `status`. Counts in the integrations rate limit (10/min).",
  security: [{ apiKey: [] }],
  middleware: [requireApiKey("integrations:write"), rateLimit("integrations")] as const,
  request: { params: IntegrationIdParam },
  responses: {
    200: {
      description: "Cancelled",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: IntegrationStatusView } },
    },
    ...errorResponses(["FORBIDDEN", "INTEGRATION_NOT_FOUND", "INTEGRATION_NOT_CANCELLABLE"]),
  },
});

export function registerCancelIntegration(app: App) {
  app.openapi(route, async (c) => {
    const { integration_id: id } = c.req.valid("param");
    const { db, jobs, redis, env } = c.get("services");
    const row = isIntegrationId(id) ? await findIntegration(db.orm, c.get("caller").userId, id) : null;
    if (!row) {
      throw new ApiError("INTEGRATION_NOT_FOUND", `No integration ${id} among yours.`, {
        extras: { integration_id: id },
      });
    }
    const notCancellable = (status: string, why: string) =>
      new ApiError("INTEGRATION_NOT_CANCELLABLE", `Integration ${id} cannot be cancelled: ${why}.`, {
        extras: { integration_id: id, status },
      });
    if (row.type === "api") throw notCancellable(row.status, "a store is not interruptible");
    if (row.type === "social")
      throw notCancellable(row.status, "disconnect a social integration with DELETE /v1/integrations/{id}");
    const cancelled = await finishIntegration(db.orm, id, { status: "cancelled" });
    if (!cancelled) {
      const now = await findIntegration(db.orm, c.get("caller").userId, id);
      const status = now?.status ?? row.status;
      throw notCancellable(status, `it is already ${status}`);
    }
    await addIntegrationLog(db.orm, {
      integrationId: id,
      level: "warning",
      message: "Cancelled by the user.",
      step: row.currentStep,
    });
    if (row.type === "chat") {
      // A job still waiting is removed with its staged data; a running one stops at its next boundary.
      const job = await jobs.queue("import").getJob(id);
      const removed = job
        ? await job.remove().then(
            () => true,
            () => false,
          )
        : true;
      if (removed) await deleteStagedChat(redis, env.QUEUE_PREFIX, id);
    }
    if (row.type === "file") {
      // A file import still waiting is removed with its staged bytes; a running one stops at its next page or chunk.
      const job = await jobs.queue("import").getJob(id);
      const removed = job
        ? await job.remove().then(
            () => true,
            () => false,
          )
        : true;
      if (removed) await deleteFileUpload(db.orm, id);
    }
    return c.json(toStatusView(cancelled), 200);
  });
}
