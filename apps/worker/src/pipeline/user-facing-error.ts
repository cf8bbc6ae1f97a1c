import { randomUUID } from "node:crypto";
import { UnrecoverableError } from "@memory/jobs";
import { ModelOutputError } from "@memory/models";
import { FileRejected } from "./files/types.ts";
import {
  PlatformAuthError,
  PlatformForbiddenError,
  PlatformRequestError,
  RateLimitedUntil,
} from "./social/http.ts";

/**
 * Errors whose message we wrote for the person reading the status view (what failed, what to do).
 * An UnrecoverableError is thrown only by our own code, with our words.
 */
const OUR_ERRORS = [
  UnrecoverableError,
  FileRejected,
  ModelOutputError,
  PlatformAuthError,
  PlatformForbiddenError,
  PlatformRequestError,
  RateLimitedUntil,
] as const;

/** Where the error itself goes: the workers' pino logger. */
export interface OperatorLog {
  error(fields: Record<string, unknown>, message: string): void;
}

/** BullMQ's reason for a job that stalled more often than `maxStalledCount` allows. */
export const STALLED_REASON = /stalled more than allowable limit/i;

/** Library conditions we can say in our words: BullMQ's reason for a job stalled past maxStalledCount. */
const KNOWN_CONDITIONS: { test: RegExp; words: string }[] = [
  {
    test: STALLED_REASON,
    words:
      "the worker running it stopped (crashed or was restarted) more often than a job is taken up again (job stalled)",
  },
];

/**
 * The words a user may see for an error that stopped a job ("Import failed: …", a sync's error):
 * our own errors keep their message; anything else (a database error with its SQL and parameters,
 * a library's message, a bug) becomes a generic sentence with an error id, and the error itself
 * goes only to the operator log under that id, so a report can be matched with its cause.
 */
export function userFacingError(
  error: unknown,
  logger: OperatorLog,
  context: Record<string, unknown> = {},
): string {
  if (OUR_ERRORS.some((kind) => error instanceof kind)) return (error as Error).message.trim();
  const known = KNOWN_CONDITIONS.find((c) => error instanceof Error && c.test.test(error.message));
  if (known) return known.words;
  const errorId = randomUUID();
  logger.error({ ...context, errorId, err: error }, "internal error shown to the user by its id only");
  return `an internal error stopped it (error id ${errorId}); try again, or report the error id to the service's operator`;
}
