import type { Logger } from "./logger.ts";

/**
 * Runs `close` once on SIGTERM or SIGINT, raced against `timeoutMs`; exits 0 when it finished in
 * time and 1 otherwise (in-flight BullMQ jobs that did not finish go back to the queue).
 */
export function onShutdown(logger: Logger, close: () => Promise<void>, timeoutMs = 25_000): void {
  let closing = false;
  const handler = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, "shutdown timed out");
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    close().then(
      () => {
        logger.info("shut down cleanly");
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", handler);
  process.on("SIGINT", handler);
}
