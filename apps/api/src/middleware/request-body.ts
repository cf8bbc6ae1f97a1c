import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context.ts";
import { ApiError, validationError } from "../errors.ts";
import { findJsonProblem } from "../lib/json-guard.ts";
import type { BodyRule, BodyState } from "./body-rule.ts";

export const DEFAULT_BODY_RULE: Omit<BodyRule, "path"> = {
  maxBytes: 1024 * 1024,
  contentTypes: ["application/json"],
};

/**
 * Guards request bodies without reading them. A body of declared length within the route's limit
 * is left as it is: the HTTP parser delivers no more than Content-Length bytes, and the JSON is
 * read straight from the socket (no web streams; `checkBody` marks it read). Any other body (chunked, or a
 * streamed route's) becomes a stream that counts its bytes as the handler reads it and fails as
 * soon as the route's limit is passed, so no request makes the API hold more than the limit.
 * Nothing is read here: the content type and a declared Content-Length are checked by
 * `checkBody`, which the authentication middlewares call once the caller is known (a caller
 * without a key gets 401, whatever it sends). A response sent before the body was read whole
 * closes the connection, so the rest of an upload is not received.
 */
export function requestBody(rules: BodyRule[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!["POST", "PUT", "PATCH"].includes(c.req.method)) return next();
    const declared = c.req.header("content-length");
    if (declared === "0") return next();
    const rule = rules.find((r) => r.path.test(c.req.path)) ?? DEFAULT_BODY_RULE;
    const state: BodyState = { rule, overflowed: false, finished: false };
    const direct = !rule.streamed && declared !== undefined && Number(declared) <= rule.maxBytes;
    if (!direct) {
      const body = c.req.raw.body;
      if (body === null) return next();
      c.req.raw = new Request(c.req.raw, { body: countingBytes(body, state), duplex: "half" } as RequestInit);
    }
    c.set("body", state);
    await next();
    if (!state.finished) c.header("Connection", "close");
  });
}

/** `body` passed through a byte count that errors past the rule's limit and marks the end in `state`. */
function countingBytes(body: ReadableStream<Uint8Array>, state: BodyState) {
  const { rule } = state;
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        // A streamed route stops reading at its own limit and answers with its own code.
        if (!rule.streamed && seen > rule.maxBytes) {
          state.overflowed = true;
          controller.error(tooLarge(rule.maxBytes));
          return;
        }
        controller.enqueue(chunk);
      },
      flush() {
        state.finished = true;
      },
    }),
  );
}

/**
 * Content type and declared size of the body, checked after authentication (see `requestBody`);
 * then the JSON is parsed (the route's validator reuses it) and checked by `findJsonProblem`.
 */
export async function checkBody(c: Context<AppEnv>) {
  const state = c.get("body");
  if (!state) return;
  const { rule } = state;
  const length = c.req.header("content-length");
  if (length === "0") return;
  if (!rule.streamed && length !== undefined && Number(length) > rule.maxBytes) throw tooLarge(rule.maxBytes);
  const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!rule.contentTypes.includes(type)) {
    throw validationError(
      "content-type",
      `expected ${rule.contentTypes.join(" or ")}, got ${type || "no content type"}`,
    );
  }
  if (type !== "application/json") return;
  let parsed: unknown;
  try {
    parsed = await c.req.json();
    state.finished = true;
  } catch (error) {
    if (state.overflowed) throw tooLarge(rule.maxBytes);
    throw validationError("body", `malformed JSON (${(error as Error).name}): send a valid JSON document`);
  }
  const problem = findJsonProblem(parsed);
  if (problem) throw validationError(problem.field, problem.reason);
}

export function tooLarge(maxBytes: number) {
  return new ApiError(
    "PAYLOAD_TOO_LARGE",
    `Request body is larger than this operation's limit of ${maxBytes} bytes: send less per request.`,
    { extras: { max_size_bytes: maxBytes } },
  );
}
