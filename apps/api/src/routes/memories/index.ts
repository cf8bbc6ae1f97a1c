import type { App } from "../../app-type.ts";
import { registerBatchDeleteMemories } from "./batch-delete.ts";
import { registerDeleteMemory } from "./delete.ts";
import { registerGetMemory } from "./get.ts";
import { registerMemoryHistory } from "./history.ts";
import { registerListMemories } from "./list.ts";
import { registerSearchMemories } from "./search.ts";
import { registerStoreMemories } from "./store.ts";
import { registerUpdateMemory } from "./update.ts";

/** Registration order matters: fixed paths (`/search`, `/batch-delete`) before `/{memory_id}`. */
export function registerMemoryRoutes(app: App) {
  registerStoreMemories(app);
  registerSearchMemories(app);
  registerBatchDeleteMemories(app);
  registerListMemories(app);
  registerGetMemory(app);
  registerMemoryHistory(app);
  registerUpdateMemory(app);
  registerDeleteMemory(app);
}
