/**
 * What the MCP server says when the memory API itself is the problem, and how it answers for
 * another user's memory: one definition for the HTTP endpoint and the tools.
 */

/** The API did not answer at all (connection refused, DNS, reset). The address stays in the operator's log. */
export const API_UNREACHABLE =
  "The memory API cannot be reached from the MCP server: check that the API is running and that the MCP server's MEMORY_API_URL points at it, then try again.";

/** True for an error of `fetch` itself (no HTTP answer), not for an answer with an error status. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error as { name?: unknown } | null)?.name === "AbortError";
}

/** A JSON-RPC error answered by the HTTP endpoint (no request id: the request was not read). */
export function jsonRpcError(
  status: number,
  message: string,
  data: Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32000, message, data } }), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

/**
 * The API answers 403 FORBIDDEN for a memory id of another user; the MCP tools answer as for an id
 * that does not exist (the API's own MEMORY_NOT_FOUND body), so a tool never confirms that someone
 * else's id exists. A 403 for a missing scope (it carries `required_scope`) is left as it is.
 */
export function hideOtherUsersMemory(
  memoryId: string,
  status: number,
  error: unknown,
): { status: number; error: unknown } {
  const e = error as { code?: unknown; memory_id?: unknown; required_scope?: unknown } | null;
  if (status !== 403 || e?.code !== "FORBIDDEN" || e.memory_id !== memoryId || e.required_scope)
    return { status, error };
  return {
    status: 404,
    error: { error: `No memory ${memoryId}.`, code: "MEMORY_NOT_FOUND", memory_id: memoryId },
  };
}
