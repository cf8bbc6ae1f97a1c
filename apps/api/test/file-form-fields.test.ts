import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "./support.ts";

// Only the form's checks: a refused form never reaches a worker, so none runs here.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ FILE_IMPORT_WAIT_MS: "0" });
});
afterAll(async () => {
  await api?.close();
});

const upload = (key: string, fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  data.append("file", new Blob(["I keep bees on the roof of our building.\n"]), "notes.txt");
  return api.request("/v1/integrations/files", { method: "POST", headers: { "x-api-key": key }, body: data });
};

describe("POST /v1/integrations/files form fields PostgreSQL cannot store", () => {
  it.each([
    ["a NUL escaped in the metadata JSON", { metadata: '{"note":"a\\u0000b"}' }, "metadata.note", /NUL/],
    ["a raw NUL in the metadata JSON", { metadata: '{"note":"a\u0000b"}' }, "metadata", /JSON object|NUL/],
    ["a NUL in a metadata key", { metadata: '{"a\\u0000":1}' }, "metadata.<key>", /NUL/],
    [
      "a lone surrogate in metadata",
      { metadata: '{"tags":["ok","\\ud800"]}' },
      "metadata.tags.1",
      /surrogate/,
    ],
    ["a NUL in the password", { password: "pass\u0000word" }, "password", /NUL/],
  ])(
    "refuses %s with 400 VALIDATION_ERROR naming the field, and keeps nothing",
    async (_, fields, field, reason) => {
      const u = await api.keyedUser();
      const res = await upload(u.key, fields);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe("VALIDATION_ERROR");
      expect(body.details.field).toBe(field);
      expect(JSON.stringify(body)).toMatch(reason);
      const [left] = await api.services.db.sql`
      select (select count(*)::int from integrations where user_id = ${u.userId}) as integrations,
             (select count(*)::int from file_uploads f join integrations i on i.id = f.integration_id
               where i.user_id = ${u.userId}) as uploads`;
      expect(left).toEqual({ integrations: 0, uploads: 0 });
    },
  );

  it("still takes storable metadata", async () => {
    const u = await api.keyedUser();
    const res = await upload(u.key, { metadata: '{"project":"bees","emoji":"🐝"}' });
    expect(res.status).toBe(202);
  });
});
