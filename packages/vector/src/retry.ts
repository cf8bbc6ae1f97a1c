/** Error codes of a connection the other side closed or reset under a request. */
const RESET_CODES = new Set(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET", "UND_ERR_CLOSED"]);

/** True when `error` (or its cause) says the connection was reset or closed before an answer. */
export function isConnectionReset(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && RESET_CODES.has(code)) return true;
    if (/other side closed|socket hang up/i.test(String((e as Error).message ?? ""))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * True when Qdrant answered `408 Request Timeout`: its HTTP server gave up reading a request whose
 * body came too slowly (seen seeding a bench on a loaded 2-core machine), so nothing was applied.
 */
export function isRequestTimeout(error: unknown): boolean {
  return (error as { status?: unknown })?.status === 408;
}

/** How long to wait before sending a timed-out request again: the server was busy. */
const TIMEOUT_PAUSE_MS = 200;

/**
 * Runs an idempotent request, and once more if the connection was reset under it (Qdrant closes
 * idle keep-alive connections, and a request that went out on one just then fails without having
 * been processed) or if Qdrant answered 408. Only for reads and writes that are safe to repeat.
 */
export async function retryIfNotProcessed<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isRequestTimeout(error)) await new Promise((resolve) => setTimeout(resolve, TIMEOUT_PAUSE_MS));
    else if (!isConnectionReset(error)) throw error;
    return run();
  }
}

/** How long a request to a missing collection is retried: the first alias switch deletes the old collection, then names the alias. */
const SWITCH_WINDOW_MS = 5_000;

/** True when Qdrant answered that the collection (or alias) does not exist. */
export function isMissingCollection(error: unknown): boolean {
  const e = error as { status?: unknown; data?: unknown; message?: unknown };
  if (e?.status !== 404) return false;
  return /collection/i.test(`${JSON.stringify(e.data ?? "")} ${String(e.message ?? "")}`);
}

/**
 * Runs a request that is safe to repeat: once more after a connection reset or a 408, and again while the
 * collection is missing for up to a few seconds (`pnpm cli reindex --to` switching the alias).
 */
export async function resilient<T>(run: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + SWITCH_WINDOW_MS;
  for (;;) {
    try {
      return await retryIfNotProcessed(run);
    } catch (error) {
      if (!isMissingCollection(error) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
