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
 * Guards request bodies without reading them: the body becomes a stream that counts its bytes as
 * the handler reads it and fails as soon as the route's limit is passed, so no request makes the
 * API hold more than the limit, chunked or not. Nothing is read here: the content type and a
 * declared Content-Length are checked by `checkBody`, which the authentication middlewares call
 * once the caller is known (a caller without a key gets 401, whatever it sends). A response sent
 * before the body was read whole closes the connection, so the rest of an upload is not received.
 */
export function requestBody(rules: BodyRule[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const body = c.req.raw.body;
    if (!["POST", "PUT", "PATCH"].includes(c.req.method) || body === null) return next();
    const rule = rules.find((r) => r.path.test(c.req.path)) ?? DEFAULT_BODY_RULE;
    const state: BodyState = { rule, overflowed: false, finished: false };
    c.set("body", state);
    let seen = 0;
    const limited = body.pipeThrough(
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
    c.req.raw = new Request(c.req.raw, { body: limited, duplex: "half" } as RequestInit);
    await next();
    if (!state.finished) c.header("Connection", "close");
  });
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
