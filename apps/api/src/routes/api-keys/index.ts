import type { App } from "../../app-type.ts";
import { registerCreateApiKey } from "./create.ts";
import { registerDeleteApiKey } from "./delete.ts";
import { registerListApiKeys } from "./list.ts";

export function registerApiKeyRoutes(app: App) {
  registerCreateApiKey(app);
  registerListApiKeys(app);
  registerDeleteApiKey(app);
}
