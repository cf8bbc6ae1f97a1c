import type { App } from "../../app-type.ts";
import { registerCreateWebhook } from "./create.ts";
import { registerDeleteWebhook } from "./delete.ts";
import { registerListWebhookDeliveries } from "./deliveries.ts";
import { registerGetWebhook } from "./get.ts";
import { registerListWebhooks } from "./list.ts";
import { registerReplayWebhookDelivery } from "./replay.ts";
import { registerUpdateWebhook } from "./update.ts";

export function registerWebhookRoutes(app: App) {
  registerCreateWebhook(app);
  registerListWebhooks(app);
  registerGetWebhook(app);
  registerUpdateWebhook(app);
  registerDeleteWebhook(app);
  registerListWebhookDeliveries(app);
  registerReplayWebhookDelivery(app);
}
