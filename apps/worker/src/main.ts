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
try {
  const running = await startWorkers(await buildWorkerServices(env, logger));
  onShutdown(logger, () => running.close(), env.SHUTDOWN_TIMEOUT_MS);
} catch (error) {
  logger.fatal({ err: error }, "worker could not start");
  console.error(`worker could not start: ${(error as Error).message}`);
  process.exit(1);
}
