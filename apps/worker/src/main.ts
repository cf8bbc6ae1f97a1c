import { createLogger, onShutdown } from "@memory/runtime";
import { loadWorkerEnv, type WorkerEnv } from "./env.ts";
import { buildWorkerServices } from "./services.ts";
import { startWorkers } from "./start.ts";

let env: WorkerEnv;
try {
  env = loadWorkerEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const logger = createLogger("worker", env.LOG_LEVEL);
const running = startWorkers(buildWorkerServices(env, logger));
onShutdown(logger, () => running.close(), env.SHUTDOWN_TIMEOUT_MS);
