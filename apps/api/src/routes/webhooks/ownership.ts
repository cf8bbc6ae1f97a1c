import { findWebhookEndpoint } from "@memory/db";
import { checkWebhookUrl } from "@memory/jobs";
import { ApiError, validationError } from "../../errors.ts";
import { isUuid } from "../../lib/ids.ts";
import type { ApiServices } from "../../services.ts";

/** Another user's endpoint answers exactly like a missing one: its existence is not revealed. */
export function webhookNotFound(webhookId: string) {
  return new ApiError(
    "WEBHOOK_NOT_FOUND",
    `No webhook ${webhookId} among yours: list them with GET /v1/webhooks.`,
    {
      extras: { webhook_id: webhookId },
    },
  );
}

export async function loadOwnedWebhook(services: ApiServices, userId: string, webhookId: string) {
  if (!isUuid(webhookId)) throw webhookNotFound(webhookId);
  const row = await findWebhookEndpoint(services.db.orm, userId, webhookId);
  if (!row) throw webhookNotFound(webhookId);
  return row;
}

/** The URL rule (see docs/webhooks-and-events.md); a refused URL is 400 VALIDATION_ERROR on `url`. */
export async function acceptedUrl(services: ApiServices, raw: string): Promise<string> {
  const check = await checkWebhookUrl(raw, services.env.WEBHOOK_ALLOW_PRIVATE_URLS);
  if (!check.ok) throw validationError("url", check.reason);
  return check.url.toString();
}
