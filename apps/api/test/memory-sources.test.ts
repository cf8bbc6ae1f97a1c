import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Json, startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

/**
 * "Where it came from": each memory keeps a bounded excerpt of the messages it was extracted from
 * (`metadata.sources`), as the extraction read them (masked, secrets dropped), and loses them with
 * the memory.
 */

let api: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers({ CHAT_IMPORT_WAIT_MS: "30000" });
});
afterAll(async () => {
  await api?.close();
});

const as = (key: string) => ({ "x-api-key": key });
const get = (key: string, path: string) => api.json("GET", path, undefined, as(key));
const at = (minutes: number) => new Date(Date.UTC(2025, 4, 1, 9, minutes)).toISOString();

const LONG_TAIL =
  " On weekends I dive along the coast to count seahorses, write up what I saw for the team," +
  " and then spend the evening cleaning the gear, which takes far longer than anyone would think," +
  " because salt water gets into every seal, every buckle and every zip of a diving suit.";

describe("metadata.sources", () => {
  it("keeps an excerpt of a stored message, its role and time; another user sees nothing; delete removes it", async () => {
    const u = await api.keyedUser();
    const other = await api.keyedUser();
    const said = `My password is hunter2. I live in Lisbon and I work as a marine biologist.${LONG_TAIL}`;
    const stored = await api.json(
      "POST",
      "/v1/memories",
      {
        messages: [
          { role: "user", content: said },
          { role: "assistant", content: "Lisbon sounds lovely." },
        ],
        agent_id: "a",
        thread_id: "t",
        source: "chat",
        metadata: { timestamp: "2025-05-01T09:00:00Z" },
      },
      as(u.key),
    );
    expect(stored.status).toBe(201);
    const id = (await stored.json()).memories.find((m: Json) => /Lisbon/.test(m.memory))?.id;
    const memory = await (await get(u.key, `/v1/memories/${id}`)).json();
    const sources = memory.metadata.sources as Json[];
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatchObject({ role: "user", timestamp: "2025-05-01T09:00:00Z" });
    expect(sources[0].excerpt).toMatch(/^I live in Lisbon and I work as a marine biologist\. On weekends/);
    expect(Array.from(sources[0].excerpt as string).length).toBeLessThanOrEqual(280);
    expect(sources[0].excerpt).toMatch(/\w…$/);
    expect(JSON.stringify(memory)).not.toContain("hunter2");
    // The excerpts stay in PostgreSQL: the search index's copy of the metadata leaves them out.
    const [point] = await api.services.qdrant.retrieve(api.stack.collection, {
      ids: [id],
      with_payload: true,
    });
    expect(point?.payload?.metadata).toMatchObject({ message_ids: [0], source: "chat" });
    expect(point?.payload?.metadata).not.toHaveProperty("sources");

    const foreign = await get(other.key, `/v1/memories/${id}`);
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).not.toContain("Lisbon");
    const listed = await (await get(other.key, "/v1/memories?page_size=100")).json();
    expect(JSON.stringify(listed)).not.toContain("seahorses");

    const deleted = await api.json("DELETE", `/v1/memories/${id}`, undefined, as(u.key));
    expect(deleted.status).toBe(200);
    expect((await get(u.key, `/v1/memories/${id}`)).status).toBe(404);
    const left = await api.services.db.sql`select id from memories where id = ${id}`;
    expect(left).toHaveLength(0);
  });

  it("keeps a chat import's excerpts masked: pseudonyms for names, placeholders for phone numbers", async () => {
    const u = await api.keyedUser();
    const chat = [
      {
        timestamp: at(0),
        role: "Marta Kowalski",
        content: "I adopted a rescue dog called Pixel last month, she is adorable.",
      },
      {
        timestamp: at(1),
        role: "Jonas",
        content: "I moved to Hamburg for a new job, call me on +49 170 1234567 anytime, Marta!",
      },
      {
        timestamp: at(2),
        role: "Marta Kowalski",
        content: "I volunteer at the animal shelter on Saturdays, it is good for me.",
      },
    ];
    const imported = await api.json(
      "POST",
      "/v1/integrations/chat",
      { platform: "telegram", chat_data: chat, anonymize: true },
      as(u.key),
    );
    expect((await imported.json()).status).toBe("completed");
    const all = (await (await get(u.key, "/v1/memories?page_size=100")).json()).data as Json[];
    const hamburg = all.find((m) => m.metadata.kind !== "conversation" && /Hamburg/.test(m.content));
    expect(hamburg?.metadata.sources).toEqual([
      {
        role: expect.stringMatching(/^Person [0-9A-F]{6}$/),
        excerpt: expect.stringMatching(
          /^I moved to Hamburg for a new job, call me on \[phone\] anytime, Person [0-9A-F]{6}!$/,
        ),
        timestamp: at(1),
      },
    ]);
    const kept = JSON.stringify(all.map((m) => m.metadata.sources));
    expect(kept).toContain("rescue dog");
    expect(kept).not.toMatch(/Marta|Jonas|Kowalski|1234567/);
  });
});
