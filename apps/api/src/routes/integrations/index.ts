import type { App } from "../../app.ts";
import { registerCancelIntegration } from "./cancel.ts";
import { registerChatImport } from "./chat.ts";
import { registerListIntegrations } from "./list.ts";
import { registerIntegrationStatus } from "./status.ts";

export function registerIntegrationRoutes(app: App) {
  registerListIntegrations(app);
  registerChatImport(app);
  registerIntegrationStatus(app);
  registerCancelIntegration(app);
}
