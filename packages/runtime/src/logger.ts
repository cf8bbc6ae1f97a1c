import { pino } from "pino";

export type Logger = pino.Logger;
export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/** JSON logs on stdout; child loggers add `requestId` (API) or `jobId`/`jobName`/`attempt` (workers). */
export function createLogger(name: string, level: LogLevel = "info"): Logger {
  return pino({
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ["req.headers.authorization", 'req.headers["x-api-key"]', "key", "token"],
      censor: "[redacted]",
    },
  });
}
