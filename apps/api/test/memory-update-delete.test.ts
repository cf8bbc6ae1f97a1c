import { memories, newId } from "@memory/db";
import { waitFor } from "@memory/testing";
import { createQdrant } from "@memory/vector";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeBody } from "./route-body.ts";
import { startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers();
});
afterAll(async () => {
  await api?.close();
});

async function remember(key: string, content: string) {
  const res = await api.json(
    "POST",
    "/v1/memories",
    { messages: [{ role: "user", content }], agent_id: "a", thread_id: "t", source: "chat" },
    { "x-api-key": key },
  );
  expect(res.status).toBe(201);
  const body = await res.json();
  expect(body.memories.length).toBe(1);
  return body.memories[0].id as string;
}

const get = (key: string, id: string) =>
  api.json("GET", `/v1/memories/${id}`, undefined, { "x-api-key": key });
const patch = (key: string, id: string, body: unknown) =>
  api.json("PATCH", `/v1/memories/${id}`, body, { "x-api-key": key });
const searchIds = async (key: string, query: string) =>
  (
    await (await api.json("POST", "/v1/memories/search", { query, limit: 100 }, { "x-api-key": key })).json()
  ).results.map((r: { memory_id: string }) => r.memory_id);
const statusOf = async (id: string) =>
  (
    await api.services.db.sql<{ processing_status: string }[]>`
    select processing_status from memories where id = ${id}`
  )[0]?.processing_status;
const pointExists = async (id: string) =>
  (await api.services.qdrant.retrieve(api.env.QDRANT_COLLECTION, { ids: [id] })).length === 1;

describe("PATCH /v1/memories/{id}", () => {
  it("re-embeds new content, keeps the old version, and search finds the new text", async () => {
    const u = await api.keyedUser();
    const id = await remember(u.key, "I drive a red bicycle to work.");
    const res = await patch(u.key, id, { content: "I drive a blue scooter to work." });
    expect(res.status).toBe(200);
    const body = await routeBody(api, "updateMemory", res);
    expect(body).toMatchObject({ memory_id: id, content: "I drive a blue scooter to work.", version: 2 });
    expect(body.embeddings).toHaveLength(api.services.models.dimension);
    expect(await searchIds(u.key, "scooter")).toContain(id);
    const history = await routeBody(
      api,
      "getMemoryHistory",
      await api.json("GET", `/v1/memories/${id}/history`, undefined, { "x-api-key": u.key }),
    );
    expect(history).toMatchObject({
      current_version: 2,
      versions: [{ version: 1, content: "I drive a red bicycle to work.", reason: "update" }],
    });
  });

  it("drops the place and people read from the old content when the new content no longer names them", async () => {
    const u = await api.keyedUser();
    const id = await remember(u.key, "I live in Lisbon with my partner Marco since 2021.");
    const before = await (await get(u.key, id)).json();
    expect(before.metadata).toMatchObject({ location: "Lisbon", participants: ["Marco"] });
    const res = await patch(u.key, id, { content: "I live in Porto now." });
    expect(res.status).toBe(200);
    const after = await (await get(u.key, id)).json();
    expect(after.content).toBe("I live in Porto now.");
    expect(after.metadata.location).toBeUndefined();
    expect(after.metadata.participants).toBeUndefined();
    // A caller's own metadata in the same PATCH wins, and a name still in the text stays.
    await patch(u.key, id, { content: "Marco and I live in Porto now.", metadata: { location: "Porto" } });
    const again = await (await get(u.key, id)).json();
    expect(again.metadata).toMatchObject({ location: "Porto" });
  });

  it("moves category, type and importance into search filters without new embeddings", async () => {
    const u = await api.keyedUser();
    const id = await remember(u.key, "I go to yoga class every Tuesday.");
    const res = await patch(u.key, id, {
      category: "health",
      memory_type: "episodic",
      importance: 0.9,
      metadata: { mood: "calm" },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      category: "health",
      memory_type: "episodic",
      importance: 0.9,
      metadata: { mood: "calm" },
    });
    expect(body).not.toHaveProperty("embeddings");
    const filtered = await (
      await api.json(
        "POST",
        "/v1/memories/search",
        { query: "yoga", filters: { categories: ["health"], memory_type: "episodic", min_importance: 0.9 } },
        { "x-api-key": u.key },
      )
    ).json();
    expect(filtered.results.map((r: { memory_id: string }) => r.memory_id)).toEqual([id]);
    const removed = await (await patch(u.key, id, { metadata: { mood: null } })).json();
    expect(removed.metadata).not.toHaveProperty("mood");
    expect(removed.version).toBe(3);
  });

  it("stores how sure the classifier was of the category, and drops it when the user chooses the category", async () => {
    const u = await api.keyedUser();
    // "journey" alone: one weak travel cue, not sure enough for the travel section of the profile.
    const id = await remember(u.key, "My whole life is a journey of self-discovery.");
    const before = await (await get(u.key, id)).json();
    expect(before).toMatchObject({ category: "travel", metadata: { category_score: 0.5 } });
    const after = await (await patch(u.key, id, { category: "identity" })).json();
    expect(after).toMatchObject({ category: "identity", metadata: { categories: ["identity", "travel"] } });
    expect(after.metadata).not.toHaveProperty("category_score");
  });

  it("answers INVALID_CATEGORY with valid_categories, VALIDATION_ERROR for bad fields, and changes nothing", async () => {
    const u = await api.keyedUser();
    const id = await remember(u.key, "I collect vintage stamps.");
    const bad = await patch(u.key, id, { category: "hobbies", content: "changed" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: "INVALID_CATEGORY",
      valid_categories: expect.arrayContaining(["identity", "private"]),
    });
    for (const [body, field] of [
      [{ importance: 2 }, "importance"],
      [{ memory_type: "forever" }, "memory_type"],
      [{ content: "" }, "content"],
    ] as const) {
      const res = await patch(u.key, id, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", details: { field } });
    }
    const after = await (await get(u.key, id)).json();
    expect(after).toMatchObject({ content: "I collect vintage stamps.", version: 1 });
  });

  it("rejects metadata nested deeper than the limit with a 400, changing nothing", async () => {
    const u = await api.keyedUser();
    const id = await remember(u.key, "I keep bees on the roof.");
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 130; i++) deep = { d: deep };
    const res = await patch(u.key, id, { metadata: { deep } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      details: { field: expect.stringMatching(/^metadata\.deep/) },
    });
    expect(await statusOf(id)).toBe("ready");
  });

  it("answers 403 for another user's memory and leaves it unchanged; 404 for an unknown one", async () => {
    const owner = await api.keyedUser();
    const other = await api.keyedUser();
    const id = await remember(owner.key, "I speak fluent Portuguese.");
    const res = await patch(other.key, id, { content: "hacked" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "FORBIDDEN" });
    expect((await (await get(owner.key, id)).json()).content).toBe("I speak fluent Portuguese.");
    expect((await patch(owner.key, newId(), { content: "x" })).status).toBe(404);
  });
});

describe("DELETE /v1/memories/{id}", () => {
  it("deletes with a backup and cascade counts; the memory is gone from get, list and search", async () => {
    const u = await api.keyedUser();
    const id = await remember(u.key, "I am training for the Berlin marathon.");
    expect((await (await patch(u.key, id, { importance: 0.11 })).json()).version).toBe(2);
    const res = await api.json("DELETE", `/v1/memories/${id}?cascade=true`, undefined, {
      "x-api-key": u.key,
    });
    expect(res.status).toBe(200);
    const body = await routeBody(api, "deleteMemory", res);
    expect(body).toMatchObject({
      success: true,
      memory_id: id,
      deleted_at: expect.any(String),
      cascade_deletions: { profile_updates: 0, derived_insights: 0, embeddings: 1 },
      backup_id: expect.any(String),
    });
    const [backup] = await api.services.db.sql<
      { expires_at: string; snapshot: { memory: { content: string }; versions: unknown[] } }[]
    >`
      select expires_at, snapshot from memory_backups where id = ${body.backup_id}`;
    expect(backup?.snapshot.memory.content).toBe("I am training for the Berlin marathon.");
    expect(backup?.snapshot.versions).toHaveLength(1);
    const days = (Date.parse(backup?.expires_at ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    expect((await get(u.key, id)).status).toBe(404);
    expect(await searchIds(u.key, "marathon")).not.toContain(id);
    expect(await pointExists(id)).toBe(false);
    const again = await api.json("DELETE", `/v1/memories/${id}`, undefined, { "x-api-key": u.key });
    expect(again.status).toBe(404);
  });

  it("makes no backup when backup=false", async () => {
    const u = await api.keyedUser();
    const id = await remember(u.key, "I prefer window seats on planes.");
    const body = await (
      await api.json("DELETE", `/memories/${id}?backup=false`, undefined, { "x-api-key": u.key })
    ).json();
    expect(body.success).toBe(true);
    expect(body).not.toHaveProperty("backup_id");
    const rows = await api.services.db.sql`select 1 from memory_backups where memory_id = ${id}`;
    expect(rows).toHaveLength(0);
  });

  it("answers 409 DELETION_CONFLICT with processing_status while the memory is processed", async () => {
    const u = await api.keyedUser();
    const id = newId();
    await api.services.db.orm.insert(memories).values({
      id,
      userId: u.userId,
      content: "being embedded",
      category: "identity",
      memoryType: "semantic",
      contentHash: "x",
      processingStatus: "embedding_generation",
    });
    const res = await api.json("DELETE", `/v1/memories/${id}`, undefined, { "x-api-key": u.key });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: "DELETION_CONFLICT",
      processing_status: "embedding_generation",
    });
    expect((await get(u.key, id)).status).toBe(200);
  });

  it("answers 403 for another user's memory and deletes nothing", async () => {
    const owner = await api.keyedUser();
    const other = await api.keyedUser();
    const id = await remember(owner.key, "My dog is called Pixel.");
    const res = await api.json("DELETE", `/v1/memories/${id}`, undefined, { "x-api-key": other.key });
    expect(res.status).toBe(403);
    expect((await get(owner.key, id)).status).toBe(200);
    expect(await pointExists(id)).toBe(true);
  });

  it("answers 500 DELETION_FAILED with retry_after 30 when PostgreSQL fails, and changes nothing", async () => {
    const u = await api.keyedUser();
    const id = await remember(u.key, "I keep bees in my garden.");
    // A real failure inside the deletion's transaction: the backup insert is refused for this memory.
    await api.services.db.sql.unsafe(`
      create or replace function refuse_backup() returns trigger language plpgsql as $$
      begin if new.memory_id = '${id}' then raise exception 'disk full'; end if; return new; end $$;
      create trigger refuse_backup before insert on memory_backups for each row execute function refuse_backup();`);
    try {
      const res = await api.json("DELETE", `/v1/memories/${id}`, undefined, { "x-api-key": u.key });
      expect(res.status).toBe(500);
      expect(res.headers.get("retry-after")).toBe("30");
      const body = await res.json();
      expect(body).toMatchObject({ code: "DELETION_FAILED", retry_after: 30 });
      expect(JSON.stringify(body)).not.toContain("disk full");
    } finally {
      await api.services.db.sql.unsafe(
        "drop trigger refuse_backup on memory_backups; drop function refuse_backup();",
      );
    }
    expect((await get(u.key, id)).status).toBe(200);
    expect(await searchIds(u.key, "bees")).toContain(id);
  });

  it("never shows a memory again when Qdrant fails in the middle of its deletion, and purges the point later", async () => {
    const u = await api.keyedUser();
    const id = await remember(u.key, "I once lived on a sailing boat.");
    const working = api.services.qdrant;
    api.services.qdrant = createQdrant({ url: "http://127.0.0.1:9" });
    let body: { cascade_deletions: { embeddings: number }; success: boolean };
    try {
      const res = await api.json("DELETE", `/v1/memories/${id}`, undefined, { "x-api-key": u.key });
      expect(res.status).toBe(200);
      body = await res.json();
    } finally {
      api.services.qdrant = working;
    }
    expect(body.success).toBe(true);
    expect(body.cascade_deletions.embeddings).toBe(0);
    expect((await get(u.key, id)).status).toBe(404);
    const list = await (await api.json("GET", "/v1/memories", undefined, { "x-api-key": u.key })).json();
    expect(list.data.map((m: { memory_id: string }) => m.memory_id)).not.toContain(id);
    expect(await searchIds(u.key, "sailing boat")).not.toContain(id);
    await waitFor("the purge job to remove the point", async () => !(await pointExists(id)), {
      timeoutMs: 20_000,
    });
  });
});

describe("POST /v1/memories/batch-delete", () => {
  it("deletes the caller's ids and reports unknown, foreign and busy ones", async () => {
    const u = await api.keyedUser();
    const other = await api.keyedUser();
    const a = await remember(u.key, "I play the violin.");
    const b = await remember(u.key, "I grew up in Lisbon.");
    const foreign = await remember(other.key, "I own a vineyard.");
    const busy = newId();
    await api.services.db.orm.insert(memories).values({
      id: busy,
      userId: u.userId,
      content: "queued",
      category: "identity",
      memoryType: "semantic",
      contentHash: "y",
      processingStatus: "queued",
    });
    const unknown = newId();
    const res = await api.json(
      "POST",
      "/v1/memories/batch-delete",
      { memory_ids: [a, b, a, foreign, busy, unknown, "junk"], cascade: true },
      { "x-api-key": u.key },
    );
    expect(res.status).toBe(200);
    const body = await routeBody(api, "batchDeleteMemories", res);
    expect(body).toMatchObject({
      success: false,
      deleted: [a, b],
      not_found: [foreign, unknown, "junk"],
      conflicts: [{ memory_id: busy, processing_status: "queued" }],
      failed: [],
      cascade_deletions: { profile_updates: 0, derived_insights: 0, embeddings: 2 },
    });
    expect(Object.keys(body.backup_ids).sort()).toEqual([a, b].sort());
    expect((await get(other.key, foreign)).status).toBe(200);
  });

  it("refuses more than 100 ids or none", async () => {
    const u = await api.keyedUser();
    for (const ids of [[], Array.from({ length: 101 }, () => newId())]) {
      const res = await api.json(
        "POST",
        "/v1/memories/batch-delete",
        { memory_ids: ids },
        { "x-api-key": u.key },
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", details: { field: "memory_ids" } });
    }
  });
});

describe("backup retention", () => {
  it("purges backups older than 30 days with the repeatable job, and keeps newer ones", async () => {
    const u = await api.keyedUser();
    const [old] = await api.services.db.sql<{ id: string }[]>`
      insert into memory_backups (id, memory_id, user_id, snapshot, expires_at)
      values (${newId()}, ${newId()}, ${u.userId}, '{}'::jsonb, now() - interval '1 day') returning id`;
    const [fresh] = await api.services.db.sql<{ id: string }[]>`
      insert into memory_backups (id, memory_id, user_id, snapshot, expires_at)
      values (${newId()}, ${newId()}, ${u.userId}, '{}'::jsonb, now() + interval '29 days') returning id`;
    const schedulers = await api.services.jobs.queue("maintenance").getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.every])).toContainEqual(["backups.purge", 3_600_000]);
    await api.services.jobs.enqueue("backups.purge", {}, { jobId: "purge-now" });
    await waitFor("the expired backup to be purged", async () => {
      const rows = await api.services.db.sql`select 1 from memory_backups where id = ${old?.id ?? ""}`;
      return rows.length === 0;
    });
    expect(
      await api.services.db.sql`select 1 from memory_backups where id = ${fresh?.id ?? ""}`,
    ).toHaveLength(1);
  });
});
