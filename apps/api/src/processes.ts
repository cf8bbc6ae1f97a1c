import cluster, { type Worker } from "node:cluster";
import type { Logger } from "@memory/runtime";

/** More than 3 deaths per process within this window: the primary gives up. */
const CRASH_WINDOW_MS = 10_000;

/**
 * API_PROCESSES > 1: this process becomes the primary of a Node cluster and forks that many API
 * processes sharing the port (the primary hands out connections round-robin). A process that dies
 * is started again after a short pause; SIGTERM/SIGINT stops them all, each finishing its requests.
 */
export function runProcesses(count: number, logger: Logger): void {
  let stopping = false;
  const fork = () => cluster.fork();
  const deaths: number[] = [];
  cluster.on("exit", (worker: Worker, code, signal) => {
    if (stopping) return;
    // Processes that die as fast as they start (a bad setting, a service down) are not restarted forever.
    deaths.push(Date.now());
    if (deaths.filter((t) => Date.now() - t < CRASH_WINDOW_MS).length > count * 3) {
      logger.fatal({ code, signal }, "the API processes keep dying: stopping (their log says why)");
      process.exit(1);
    }
    logger.error({ pid: worker.process.pid, code, signal }, "an API process died: starting another");
    setTimeout(fork, 500).unref();
  });
  for (let i = 0; i < count; i++) fork();
  logger.info({ processes: count }, "API processes started");
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping the API processes");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    }, 100);
    check.unref();
    setTimeout(() => process.exit(1), 30_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

/** Whether this process serves requests (a single process, or a forked one). */
export const servesRequests = (count: number) => count <= 1 || !cluster.isPrimary;
