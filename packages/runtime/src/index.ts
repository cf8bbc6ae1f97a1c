export { createLogger, type Logger, type LogLevel } from "./logger.ts";
export { onShutdown } from "./shutdown.ts";
