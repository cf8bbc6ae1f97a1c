import { insertIntegration } from "@memory/db";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../src/context.ts";
import { integrationResult } from "../src/routes/integrations/job-result.ts";
import { routeBody } from "./route-body.ts";
import { startTestApi, type TestApi } from "./support.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** A chat integration whose `result` column holds exactly `result` (as a worker of another version might write it). */
async function chatRow(userId: string, result: unknown) {
  const row = await insertIntegration(api.services.db.orm, { userId, type: "chat", platform: "slack" });
  if (!row) throw new Error("integration not inserted");
  await api.services.db
    .sql`update integrations set result = ${JSON.stringify(result)}::jsonb where id = ${row.id}`;
  return row.id;
}

describe("integrations.result read with the job's schema", () => {
  it("a well-formed row shows the chat participant; a malformed one answers without it instead of failing", async () => {
    const u = await api.keyedUser();
    const good = await chatRow(u.userId, { user_participant: "Ana", user_participant_source: "user_name" });
    const bad = await chatRow(u.userId, { user_participant: 42, user_participant_source: "guessed" });
    const status = async (id: string) =>
      routeBody(
        api,
        "getIntegrationStatus",
        await api.json("GET", `/v1/integrations/${id}/status`, undefined, { "x-api-key": u.key }),
      );
    expect((await status(good)).stats).toMatchObject({
      user_participant: "Ana",
      user_participant_source: "user_name",
    });
    const read = await status(bad);
    expect(read.stats).not.toHaveProperty("user_participant");
    expect(read.stats).not.toHaveProperty("user_participant_source");
  });

  it("a malformed row answers zero figures and logs integration_result_unreadable for the operator", async () => {
    const logs: { fields: Record<string, unknown>; message: string }[] = [];
    const recorder = {
      error: (fields: Record<string, unknown>, message: string) => logs.push({ fields, message }),
    };
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("logger", recorder as never);
      await next();
    });
    app.get("/:kind", (c) => {
      const result = c.req.param("kind") === "bad" ? { lines_read: "12" } : { lines_read: 12 };
      return c.json(integrationResult(c, "import.memories", { id: "i-1", result: result as never }));
    });
    expect(await (await app.request("/good")).json()).toEqual({ lines_read: 12 });
    expect(logs).toEqual([]);
    expect(await (await app.request("/bad")).json()).toEqual({});
    expect(logs).toHaveLength(1);
    expect(logs[0]?.fields).toMatchObject({
      event: "integration_result_unreadable",
      integrationId: "i-1",
      job: "import.memories",
      issues: expect.stringContaining("lines_read"),
    });
  });
});
