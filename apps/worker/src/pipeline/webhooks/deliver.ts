import {
  countWebhookFailure,
  failWebhookDelivery,
  loadWebhookDelivery,
  recordWebhookAttempt,
  resetWebhookFailures,
} from "@memory/db";
import { type JobContext, openWebhookSecret } from "@memory/jobs";
import type { WorkerServices } from "../../services.ts";
import { sendWebhook } from "./send.ts";

/**
 * One attempt of a `webhook.deliver` job. A delivery that is no longer pending (already
 * delivered, or its endpoint deleted) is skipped, so a job that runs twice sends once. A failed
 * attempt throws so BullMQ retries it with backoff; on the last attempt the delivery is marked
 * failed and counts towards disabling its endpoint.
 */
export async function deliverWebhook(services: WorkerServices, deliveryId: string, ctx: JobContext) {
  const { db, env, logger } = services;
  const found = await loadWebhookDelivery(db.orm, deliveryId);
  if (!found) return { skipped: "gone" };
  const { delivery, endpoint } = found;
  if (delivery.status !== "pending") return { skipped: delivery.status };
  if (!endpoint.enabled) {
    await failWebhookDelivery(
      db.orm,
      delivery.id,
      `not sent: the endpoint is disabled (${endpoint.disabledReason ?? "by the user"})`,
    );
    return { skipped: "disabled" };
  }
  const outcome = await sendWebhook({
    url: endpoint.url,
    secret: openWebhookSecret(endpoint.secret, env.WEBHOOK_SECRET_KEY),
    messageId: `msg_${delivery.eventId}`,
    body: JSON.stringify(delivery.payload),
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_URLS,
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
  });
  await recordWebhookAttempt(db.orm, delivery.id, { ...outcome, final: !outcome.ok && ctx.finalAttempt });
  if (outcome.ok) {
    await resetWebhookFailures(db.orm, endpoint.id);
    return { delivered: true, responseStatus: outcome.responseStatus };
  }
  if (ctx.finalAttempt) {
    const updated = await countWebhookFailure(db.orm, endpoint.id, env.WEBHOOK_DISABLE_AFTER);
    if (updated && !updated.enabled && endpoint.enabled)
      logger.warn({ endpointId: endpoint.id, reason: updated.disabledReason }, "webhook endpoint disabled");
  }
  throw new Error(`webhook delivery ${delivery.id} failed: ${outcome.error}`);
}
