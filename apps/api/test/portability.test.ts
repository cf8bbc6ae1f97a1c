import { contentHash, getProfileSettings, insertMemories, newId, updateProfileSettings } from "@memory/db";
import { waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allMemories, exportOf, importInto, lines } from "./portability-support.ts";
import { routeBody } from "./route-body.ts";
import { type Json, startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

// Two deployments: each its own database, Redis prefix, Qdrant collection and workers.
let api: TestApiWithWorkers;
let other: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers({ FILE_IMPORT_WAIT_MS: "30000" });
  other = await startTestApiWithWorkers({ FILE_IMPORT_WAIT_MS: "30000" });
});
afterAll(async () => {
  await other?.close();
  await api?.close();
});

const remember = async (on: TestApiWithWorkers, key: string, content: string, asked?: string) => {
  const res = await on.json(
    "POST",
    "/v1/memories",
    {
      messages: [...(asked ? [{ role: "assistant", content: asked }] : []), { role: "user", content }],
      agent_id: "a",
      thread_id: "t",
      source: "chat",
      metadata: { topic: "x" },
    },
    { "x-api-key": key },
  );
  expect(res.status).toBe(201);
  return (await res.json()).memories[0].id as string;
};
const comparable = (m: Json) => ({
  content: m.content,
  category: m.category,
  memory_type: m.memory_type,
  importance: m.importance,
  metadata: m.metadata,
  created_at: m.created_at,
  updated_at: m.updated_at,
  version: m.version,
  search_context: m.search_context,
  versions: m.versions.map((v: Json) => ({ ...v })),
});

describe("GET /v1/export and POST /v1/import", () => {
  it("exports memories with history and settings, and restores them into another user and another deployment", async () => {
    const anna = await api.keyedUser();
    const id = await remember(api, anna.key, "I play the cello in an amateur orchestra.");
    await remember(api, anna.key, "I grow basil on my kitchen windowsill.", "Any herbs at home?");
    const patched = await api.json(
      "PATCH",
      `/v1/memories/${id}`,
      { content: "I play the viola in an amateur orchestra.", importance: 0.9 },
      { "x-api-key": anna.key },
    );
    expect(patched.status).toBe(200);
    await waitFor("the patched memory to be indexed", async () => {
      const m = await (
        await api.json("GET", `/v1/memories/${id}`, undefined, { "x-api-key": anna.key })
      ).json();
      return m.processing_status === "ready" ? m : undefined;
    });
    await updateProfileSettings(api.services.db.orm, anna.userId, {
      bioPublic: true,
      categoriesPublic: ["interests"],
      bioIsManual: true,
      manualBio: "Anna plays the viola.",
      manualFormat: "short",
      manualStyle: "casual",
    });

    const text = await exportOf(api, anna.key);
    const file = lines(text);
    expect(file[0]).toMatchObject({
      type: "header",
      format: "memory-service-export",
      version: 1,
      counts: { memories: 2 },
    });
    const exported = file.filter((l) => l.type === "memory");
    expect(exported).toHaveLength(2);
    const viola = exported.find((m) => m.id === id);
    expect(viola).toMatchObject({
      content: "I play the viola in an amateur orchestra.",
      version: 2,
      versions: [{ version: 1, content: "I play the cello in an amateur orchestra.", reason: "update" }],
    });
    expect(viola.metadata).toMatchObject({ topic: "x", source: "chat" });
    expect(viola).not.toHaveProperty("embeddings");
    // The search context (words of the message before the fact) travels with the memory.
    expect(exported.find((m) => m.id !== id)?.search_context).toBe("herbs home");
    expect(file.find((l) => l.type === "privacy")).toMatchObject({
      bio_public: true,
      categories_public: ["interests"],
    });
    expect(file.find((l) => l.type === "bio")).toEqual({
      type: "bio",
      bio: "Anna plays the viola.",
      format: "short",
      style: "casual",
    });
    expect(file.at(-1)).toEqual({ type: "footer", counts: { memories: 2 } });

    // Into another user of the same deployment, and into a user of a fresh deployment.
    for (const target of [api, other]) {
      const ben = await target.keyedUser();
      const res = await importInto(target, ben.key, text);
      expect(res.status).toBe(201);
      const answer = await routeBody(target, "importMemories", res);
      expect(answer).toMatchObject({
        status: "completed",
        stats: { memories_restored: 2, duplicates_skipped: 0, parse_errors: 0 },
      });
      const status = await (
        await target.json("GET", answer.status_url, undefined, { "x-api-key": ben.key })
      ).json();
      expect(status).toMatchObject({
        type: "file",
        platform: "memory-export",
        status: "completed",
        progress: { percentage: 100 },
      });
      expect(status.stats.memories_created).toBe(2);

      const restored = lines(await exportOf(target, ben.key)).filter((l) => l.type === "memory");
      expect(restored.map(comparable).sort((a, b) => a.content.localeCompare(b.content))).toEqual(
        exported.map(comparable).sort((a, b) => a.content.localeCompare(b.content)),
      );
      const ready = await allMemories(target, ben.key);
      expect(ready.every((m) => m.processing_status === "ready")).toBe(true);
      // Embedded again by this deployment and searchable.
      const found = await (
        await target.json(
          "POST",
          "/v1/memories/search",
          { query: "viola orchestra" },
          { "x-api-key": ben.key },
        )
      ).json();
      expect(found.results[0]?.content).toBe("I play the viola in an amateur orchestra.");
      const history = await (
        await target.json("GET", `/v1/memories/${found.results[0].memory_id}/history`, undefined, {
          "x-api-key": ben.key,
        })
      ).json();
      expect(history).toMatchObject({
        current_version: 2,
        versions: [{ version: 1, content: "I play the cello in an amateur orchestra." }],
      });
      const settings = await getProfileSettings(target.services.db.orm, ben.userId);
      expect(settings).toMatchObject({
        bioPublic: true,
        categoriesPublic: ["interests"],
        bioIsManual: true,
        manualBio: "Anna plays the viola.",
      });

      // The same file again adds nothing.
      const again = await (await importInto(target, ben.key, text)).json();
      expect(again).toMatchObject({
        status: "completed",
        stats: { memories_restored: 0, duplicates_skipped: 2 },
      });
      expect(await allMemories(target, ben.key)).toHaveLength(2);
    }

    // Back into the account it came from: every fact is there already.
    const back = await (await importInto(api, anna.key, text)).json();
    expect(back.stats).toMatchObject({ memories_restored: 0, duplicates_skipped: 2 });
    expect(await allMemories(api, anna.key)).toHaveLength(2);
  });

  it("pages through a large account in both directions (1,200 memories: 3 export pages, 6 import batches)", async () => {
    const anna = await api.keyedUser();
    const rows = Array.from({ length: 1200 }, (_, i) => {
      const content = `Fact number ${i} about my collection of ${i % 7 === 0 ? "stamps" : "coins"} item ${i * 13}.`;
      return {
        id: newId(),
        userId: anna.userId,
        content,
        category: "interests" as const,
        memoryType: "semantic" as const,
        importance: 0.5,
        metadata: { n: i },
        contentHash: contentHash(content),
        processingStatus: "ready" as const,
      };
    });
    for (let i = 0; i < rows.length; i += 400)
      await insertMemories(api.services.db.orm, rows.slice(i, i + 400));
    const file = lines(await exportOf(api, anna.key));
    const memories = file.filter((l) => l.type === "memory");
    expect(memories.map((m) => m.id)).toEqual(rows.map((r) => r.id).sort());
    expect(file.at(-1)).toEqual({ type: "footer", counts: { memories: 1200 } });

    const ben = await other.keyedUser();
    const res = await importInto(other, ben.key, `${file.map((l) => JSON.stringify(l)).join("\n")}\n`);
    const answer = await res.json();
    const done =
      answer.status === "completed"
        ? answer
        : await waitFor(
            "the import to complete",
            async () => {
              const s = await (
                await other.json("GET", answer.status_url, undefined, { "x-api-key": ben.key })
              ).json();
              return s.status === "completed" ? s : undefined;
            },
            { timeoutMs: 120_000 },
          );
    expect(done.status).toBe("completed");
    const count = await other.services.db
      .sql`select count(*)::int as n, count(*) filter (where processing_status = 'ready')::int as ready from memories where user_id = ${ben.userId}`;
    expect(count[0]).toEqual({ n: 1200, ready: 1200 });
  });

  it("turns truncated and garbled lines into PARSE_ERROR entries and imports the rest", async () => {
    const anna = await api.keyedUser();
    await remember(api, anna.key, "I grow tomatoes on my balcony.");
    await remember(api, anna.key, "My sister Clara lives in Vienna.");
    await remember(api, anna.key, "I am learning Japanese on weekends.");
    const file = (await exportOf(api, anna.key)).trim().split("\n");
    const broken = [
      file[0],
      file[1],
      (file[2] ?? "").slice(0, 40), // truncated
      '{"type":"memory","id":"x","content":"","category":"nonsense"}', // valid JSON, invalid line
      '{"type":"future-line","anything":1}', // unknown type: ignored
      file[3],
      "\u0000\u00ff garbage",
    ].join("\n");
    const ben = await api.keyedUser();
    const res = await importInto(api, ben.key, broken);
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer.stats).toMatchObject({ memories_restored: 2, parse_errors: 3 });
    expect(answer.errors.map((e: Json) => [e.code, e.item_id])).toEqual([
      ["PARSE_ERROR", "3"],
      ["PARSE_ERROR", "4"],
      ["PARSE_ERROR", "7"],
    ]);
    const status = await (
      await api.json("GET", answer.status_url, undefined, { "x-api-key": ben.key })
    ).json();
    expect(status.stats.errors_count).toBe(3);
    expect(status.errors.every((e: Json) => e.code === "PARSE_ERROR")).toBe(true);
    expect(await allMemories(api, ben.key)).toHaveLength(2);
  });

  it("refuses a file without a valid header or of another major version, storing nothing", async () => {
    const ben = await api.keyedUser();
    const memory =
      '{"type":"memory","id":"m1","content":"I like tea.","category":"interests","memory_type":"semantic","importance":0.5,"created_at":"2026-01-01T00:00:00.000Z","updated_at":"2026-01-01T00:00:00.000Z"}';
    const cases = [
      [memory, /not a memory-service-export header/],
      [
        `{"type":"header","format":"memory-service-export","version":2,"exported_at":"2026-01-01T00:00:00.000Z"}\n${memory}`,
        /version 2 is not supported/,
      ],
      ["not json at all", /not JSON/],
      ["", /empty/],
    ] as const;
    for (const [body, message] of cases) {
      const res = await importInto(api, ben.key, body);
      expect(res.status).toBe(400);
      const error = await res.json();
      expect(error.code).toBe("INVALID_FORMAT");
      expect(error.error).toMatch(message);
    }
    const list = await (
      await api.json("GET", "/v1/integrations", undefined, { "x-api-key": ben.key })
    ).json();
    expect(list.total).toBe(0);
    expect(await allMemories(api, ben.key)).toHaveLength(0);
    const staged = await api.services.db.sql`select count(*)::int as n from file_uploads`;
    expect((staged[0] as { n: number }).n).toBe(0);
  });

  it("keeps exports and import statuses to their owner, and checks scopes and body limits", async () => {
    const anna = await api.keyedUser();
    await remember(api, anna.key, "I collect vintage postcards from Portugal.");
    const eve = await api.keyedUser();
    const evesExport = lines(await exportOf(api, eve.key));
    expect(evesExport.filter((l) => l.type === "memory")).toHaveLength(0);
    expect(evesExport[0].counts).toEqual({ memories: 0 });

    const text = await exportOf(api, anna.key);
    const answer = await (await importInto(api, anna.key, text)).json();
    const peek = await api.json("GET", answer.status_url, undefined, { "x-api-key": eve.key });
    expect(peek.status).toBe(404);
    expect((await peek.json()).code).toBe("INTEGRATION_NOT_FOUND");

    const readOnly = await api.keyedUser(["memories:read"]);
    const refused = await importInto(api, readOnly.key, text);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "FORBIDDEN", required_scope: "memories:write" });
    const writeOnly = await api.keyedUser(["memories:write"]);
    const noRead = await api.request("/v1/export", { headers: { "x-api-key": writeOnly.key } });
    expect(noRead.status).toBe(403);
    expect(await noRead.json()).toMatchObject({ required_scope: "memories:read" });
    expect((await api.request("/v1/export")).status).toBe(401);

    const wrongType = await api.request("/v1/import", {
      method: "POST",
      headers: { "x-api-key": anna.key, "content-type": "text/html" },
      body: text,
    });
    expect(wrongType.status).toBe(400);
    const huge = await api.request("/v1/import", {
      method: "POST",
      headers: {
        "x-api-key": anna.key,
        "content-type": "application/x-ndjson",
        "content-length": String(101 * 1024 * 1024),
      },
      body: text,
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", max_size_bytes: 100 * 1024 * 1024 });
  });
});
