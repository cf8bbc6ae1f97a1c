import { memories, newId } from "@memory/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeBody } from "./route-body.ts";
import { startTestApi, type TestApi } from "./support.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function seedMemory(userId: string, content = "Lives in Paris") {
  const id = newId();
  await api.services.db.orm.insert(memories).values({
    id,
    userId,
    content,
    category: "identity",
    memoryType: "semantic",
    importance: 0.7,
    contentHash: content,
    processingStatus: "ready",
  });
  return id;
}

describe("GET /v1/memories and /v1/memories/{id}", () => {
  it("lists only the caller's memories with the pagination envelope", async () => {
    const a = await api.keyedUser();
    const b = await api.keyedUser();
    const ids = [
      await seedMemory(a.userId, "one"),
      await seedMemory(a.userId, "two"),
      await seedMemory(a.userId, "three"),
    ];
    await seedMemory(b.userId, "not yours");
    const res = await api.json("GET", "/v1/memories?page=1&page_size=2", undefined, { "x-api-key": a.key });
    expect(res.status).toBe(200);
    const body = await routeBody(api, "listMemories", res);
    expect(body.pagination).toEqual({
      page: 1,
      page_size: 2,
      total_items: 3,
      total_pages: 2,
      has_next: true,
      has_previous: false,
    });
    expect(body.data.map((m: { memory_id: string }) => m.memory_id)).toEqual([ids[2], ids[1]]);
    expect(body.data[0]).not.toHaveProperty("embeddings");
    const page2 = await (
      await api.json("GET", "/memories?page=2&page_size=2", undefined, { "x-api-key": a.key })
    ).json();
    expect(page2.pagination).toMatchObject({ page: 2, has_next: false, has_previous: true });
    expect(page2.data.map((m: { content: string }) => m.content)).toEqual(["one"]);
  });

  it("rejects a page_size outside 1..100", async () => {
    const a = await api.keyedUser();
    for (const q of ["page_size=0", "page_size=101", "page=0", "category=hobbies"]) {
      const res = await api.json("GET", `/v1/memories?${q}`, undefined, { "x-api-key": a.key });
      expect(res.status, q).toBe(400);
      expect((await res.json()).code).toBe("VALIDATION_ERROR");
    }
  });

  it("answers 403 for another user's memory and 404 for an unknown one", async () => {
    const a = await api.keyedUser();
    const b = await api.keyedUser();
    const id = await seedMemory(a.userId);
    const own = await api.json("GET", `/v1/memories/${id}`, undefined, { "x-api-key": a.key });
    expect(own.status).toBe(200);
    expect(await routeBody(api, "getMemory", own)).toMatchObject({
      memory_id: id,
      content: "Lives in Paris",
      category: "identity",
    });
    const foreign = await api.json("GET", `/v1/memories/${id}`, undefined, { "x-api-key": b.key });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: "FORBIDDEN", memory_id: id });
    for (const unknown of [newId(), "nope"]) {
      const res = await api.json("GET", `/v1/memories/${unknown}`, undefined, { "x-api-key": a.key });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "MEMORY_NOT_FOUND", memory_id: unknown });
    }
  });
});
