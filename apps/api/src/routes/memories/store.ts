import { createRoute, z } from "@hono/zod-openapi";
import { deterministicId, finishIntegration, insertIntegration, newId } from "@memory/db";
import { StoreJobResult } from "@memory/db/schema";
import { idempotencyRedisKey, readJobResult } from "@memory/jobs";
import type { Job } from "bullmq";
import type { Context } from "hono";
import type { App } from "../../app-type.ts";
import type { AppEnv } from "../../context.ts";
import { ApiError } from "../../errors.ts";
import { requireApiKey } from "../../middleware/auth.ts";
import { envelopeErrors } from "../../middleware/envelope-errors.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { errorResponses, rateLimitHeaders } from "../responses.ts";
import { StoreAccepted, StoreRequest, StoreResponse, storeResponse } from "./schemas.ts";

const route = createRoute({
  operationId: "storeMemories",
  method: "post",
  path: "/v1/memories",
  tags: ["Memories"],
  summary: "Store memories extracted from a conversation",
  description:
    "Extracts atomic facts from the messages, classifies them (semantic or episodic, categories), scores " +
    'importance, skips facts already stored and supersedes a stored single-valued fact ("I moved to Berlin" after ' +
    '"I live in Paris") as a new version of that memory. Waits for the worker up to STORE_WAIT_TIMEOUT_MS ' +
    "(default 30 s) and answers 201; after that, or with `Prefer: respond-async`, answers 202 with an `api` " +
    "integration whose status URL reports the outcome. A retry with the same `Idempotency-Key` never stores twice " +
    "(the answer is remembered for 24 h). Errors use the envelope shape.",
  security: [{ apiKey: [] }],
  middleware: [envelopeErrors, requireApiKey("memories:write"), rateLimit("store")] as const,
  request: {
    headers: z.object({
      "idempotency-key": z.string().min(1).max(255).optional(),
      prefer: z.string().optional().openapi({ description: "`respond-async` answers 202 at once" }),
    }),
    body: { required: true, content: { "application/json": { schema: StoreRequest } } },
  },
  responses: {
    201: {
      description: "Stored",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: StoreResponse } },
    },
    202: {
      description: "Accepted; still processing",
      headers: rateLimitHeaders,
      content: { "application/json": { schema: StoreAccepted } },
    },
    ...errorResponses(["FORBIDDEN", "PROCESSING_ERROR"], "envelope"),
  },
});

export function registerStoreMemories(app: App) {
  app.openapi(route, async (c) => {
    const started = performance.now();
    const body = c.req.valid("json");
    const headers = c.req.valid("header");
    const { jobs, redis, env, db } = c.get("services");
    const userId = c.get("caller").userId;
    const idempotencyKey = headers["idempotency-key"];

    if (idempotencyKey) {
      const remembered = await redis.get(idempotencyRedisKey(env.QUEUE_PREFIX, userId, idempotencyKey));
      if (remembered) {
        c.header("Idempotent-Replayed", "true");
        return c.json(storeResponse(StoreJobResult.parse(JSON.parse(remembered)), started), 201);
      }
    }
    const storeId = idempotencyKey ? deterministicId("store", userId, idempotencyKey) : newId();
    const respondAsync = /\brespond-async\b/i.test(headers.prefer ?? "");
    if (respondAsync) await openStoreIntegration(c, storeId, body.source);

    const job = await jobs.enqueue(
      "memory.store",
      {
        storeId,
        userId,
        messages: body.messages,
        agentId: body.agent_id,
        threadId: body.thread_id,
        source: body.source,
        metadata: body.metadata ?? {},
        ...(idempotencyKey ? { idempotencyKey } : {}),
        requestId: c.get("requestId"),
      },
      // The messages leave Redis a minute after the job completes, and as soon as it failed for good
      // (after STORE_RETRY_WINDOW of retries; the `api` integration keeps the reason): a retry with
      // the same Idempotency-Key then runs the store again instead of finding the failed job.
      { jobId: storeId, removeOnComplete: { age: 60 }, removeOnFail: true },
    );
    if (respondAsync || env.STORE_WAIT_TIMEOUT_MS === 0) return accepted(c, storeId);

    const outcome = await waitForStore(c, job, env.STORE_WAIT_TIMEOUT_MS);
    if (outcome.kind === "pending") {
      await openStoreIntegration(c, storeId, body.source);
      // The job may have finished between the wait and the insert: settle the integration now.
      const state = await job.getState();
      if (state === "completed") {
        const done = await jobs.queue("memory").getJob(storeId);
        const result = readJobResult("memory.store", done?.returnvalue);
        if (result.ok)
          await finishIntegration(db.orm, storeId, { status: "completed", result: result.value });
      }
      return accepted(c, storeId);
    }
    if (outcome.kind === "failed") {
      throw new ApiError("PROCESSING_ERROR", `Memory extraction failed: ${outcome.reason}. Retry later.`, {
        details: { reason: outcome.reason },
      });
    }
    return c.json(storeResponse(outcome.result, started), 201);
  });
}

type WaitOutcome =
  | { kind: "done"; result: StoreJobResult }
  | { kind: "failed"; reason: string }
  | { kind: "pending" };

/**
 * Waits for the store job. A job still retrying (Qdrant or the model briefly unreachable) is
 * `pending` when the wait runs out, never `failed`: it answers 202 and the worker keeps trying.
 */
async function waitForStore(c: Context<AppEnv>, job: Job, timeoutMs: number): Promise<WaitOutcome> {
  const events = await c.get("services").jobs.queueEvents("memory");
  try {
    return { kind: "done", result: StoreJobResult.parse(await job.waitUntilFinished(events, timeoutMs)) };
  } catch (error) {
    const message = (error as Error).message;
    const state = await job.getState();
    if (["active", "waiting", "delayed", "prioritized", "waiting-children", "completed"].includes(state))
      return { kind: "pending" };
    // A failed job is removed at once (removeOnFail), so `unknown` too can mean failed for good.
    if (/timed out before finishing/i.test(message)) return { kind: "pending" };
    return { kind: "failed", reason: message };
  }
}

/** Opens the `api` integration that tracks a store answered 202 until its job settles it. */
async function openStoreIntegration(c: Context<AppEnv>, storeId: string, source: string) {
  await insertIntegration(c.get("services").db.orm, {
    id: storeId,
    userId: c.get("caller").userId,
    type: "api",
    platform: source,
    status: "processing",
    currentStep: "memory_creation",
    itemsTotal: 1,
  });
}

function accepted(c: Context<AppEnv>, integrationId: string) {
  return c.json(
    {
      success: true as const,
      status: "processing" as const,
      integration_id: integrationId,
      status_url: `/v1/integrations/${integrationId}/status`,
    },
    202,
  );
}
