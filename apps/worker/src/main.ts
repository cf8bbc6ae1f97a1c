import { warmUpRules } from "@memory/models";
import { createLogger, type Logger, onShutdown } from "@memory/runtime";
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
  const services = await buildWorkerServices(env, logger);
  if (env.WORKER_QUEUES.some((queue) => queue === "memory" || queue === "import")) warmUp(logger);
  const running = await startWorkers(services);
  onShutdown(logger, () => running.close(), env.SHUTDOWN_TIMEOUT_MS);
} catch (error) {
  logger.fatal({ err: error }, "worker could not start");
  console.error(`worker could not start: ${(error as Error).message}`);
  process.exit(1);
}

/**
 * WARM_UP: the extraction rules (both providers read them) compile their regular expressions here,
 * before the first job, which had paid about 3 s for it (packages/models/src/local/warm-up.ts).
 */
function warmUp(log: Logger): void {
  const started = performance.now();
  warmUpRules();
  log.info({ ms: Math.round(performance.now() - started) }, "extraction rules warmed up");
}
