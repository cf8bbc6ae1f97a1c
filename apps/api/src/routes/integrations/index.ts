import type { App } from "../../app.ts";
import { registerIntegrationStatus } from "./status.ts";

export function registerIntegrationRoutes(app: App) {
  registerIntegrationStatus(app);
}
