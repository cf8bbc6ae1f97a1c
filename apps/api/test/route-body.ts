import { z } from "@hono/zod-openapi";
import { expect } from "vitest";
import type { App } from "../src/app-type.ts";
import type { Json, TestResponse } from "./support.ts";

/**
 * A response's body, checked against the zod schema its route declares for the status it answered
 * (the route found by operationId in the app's OpenAPI registry). Fails when the route declares no
 * JSON body for that status, when the body does not fit the schema, and when it carries a field the
 * schema does not name.
 */
export async function routeBody(api: { app: App }, operationId: string, res: TestResponse): Promise<Json> {
  const definition = api.app.openAPIRegistry.definitions.find(
    (d) => d.type === "route" && d.route.operationId === operationId,
  );
  if (definition?.type !== "route") throw new Error(`no route has the operationId ${operationId}`);
  const declared = definition.route.responses[String(res.status)];
  const content = declared && "content" in declared ? declared.content : undefined;
  const media = content?.["application/json"];
  const schema = media && "schema" in media ? media.schema : undefined;
  if (!(schema instanceof z.ZodType)) {
    throw new Error(`${operationId} declares no JSON body for ${res.status}: ${await res.text()}`);
  }
  const body = await res.json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${operationId} ${res.status}: the body does not fit the route's schema\n${z.prettifyError(parsed.error)}`,
    );
  }
  // Parsing drops the fields the schema does not name: what it keeps must be the whole body.
  expect(parsed.data, `${operationId} ${res.status}: fields outside the route's schema`).toEqual(body);
  return body;
}
