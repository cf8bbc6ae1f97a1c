import type { App } from "../../app-type.ts";
import { registerExport } from "./export.ts";
import { registerImport } from "./import.ts";

/** Export and import of a user's memories (docs/export-format.md). */
export function registerPortabilityRoutes(app: App) {
  registerExport(app);
  registerImport(app);
}
