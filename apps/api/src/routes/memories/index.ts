import type { App } from "../../app.ts";
import { registerGetMemory } from "./get.ts";
import { registerListMemories } from "./list.ts";

export function registerMemoryRoutes(app: App) {
  registerListMemories(app);
  registerGetMemory(app);
}
