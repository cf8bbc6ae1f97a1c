import type { App } from "../../app-type.ts";
import { registerCancelIntegration } from "./cancel.ts";
import { registerChatImport } from "./chat.ts";
import { registerFileImport } from "./files.ts";
import { registerListIntegrations } from "./list.ts";
import { registerSocialImport } from "./social.ts";
import { registerSocialDisconnect } from "./social-delete.ts";
import { registerSocialSync } from "./social-sync.ts";
import { registerIntegrationStatus } from "./status.ts";

export function registerIntegrationRoutes(app: App) {
  registerListIntegrations(app);
  registerChatImport(app);
  registerFileImport(app);
  registerIntegrationStatus(app);
  registerCancelIntegration(app);
  registerSocialImport(app);
  registerSocialSync(app);
  registerSocialDisconnect(app);
}
