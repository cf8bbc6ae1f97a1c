export { createLogger, type Logger, type LogLevel } from "./logger.ts";
export { SERVICE_NODE_FLAGS } from "./node-flags.ts";
export { onShutdown } from "./shutdown.ts";
