import { randomBytes } from "node:crypto";
import { getProfileSettings } from "@memory/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allMemories, exportOf, finishedStatus, importInto, lines } from "./portability-support.ts";
import { type Json, startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers({ FILE_IMPORT_WAIT_MS: "30000" });
});
afterAll(async () => {
  await api?.close();
});

const HEADER = {
  type: "header",
  format: "memory-service-export",
  version: 1,
  exported_at: "2026-11-20T10:00:00.000Z",
};
const memoryLine = (n: number, content: string, extra: Record<string, unknown> = {}) => ({
  type: "memory",
  id: `m-${n}`,
  content,
  category: "interests",
  memory_type: "semantic",
  importance: 0.5,
  metadata: { n },
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
  ...extra,
});
const fileOf = (memories: object[]) =>
  `${[HEADER, ...memories, { type: "footer", counts: { memories: memories.length } }].map((l) => JSON.stringify(l)).join("\n")}\n`;
const storedCount = async (userId: string) =>
  (
    await api.services.db
      .sql`select count(*)::int as n, count(*) filter (where processing_status = 'ready')::int as ready from memories where user_id = ${userId}`
  )[0];
/** Our own words only: no SQL, no parameters, no driver or library text. */
const LEAK = /insert into|select |params:|failed query|postgres|drizzle|syntax|\0/i;

describe("POST /v1/import keeps what is good", () => {
  it("turns lines with a NUL or a lone surrogate into errors with their line number and restores the other 447", async () => {
    const bad = new Map<number, string>([
      [10, "I keep bees\u0000 on the roof."],
      [250, "I paint \ud800 watercolours."],
      [420, "Broken \udc00 text and\u0000 more."],
    ]);
    const memories = Array.from({ length: 450 }, (_, i) =>
      memoryLine(
        i,
        bad.get(i) ?? `Fact ${i}: I collect ${i % 2 ? "stamps" : "coins"} from year ${1900 + i}.`,
      ),
    );
    const ben = await api.keyedUser();
    const res = await importInto(api, ben.key, fileOf(memories));
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer).toMatchObject({
      status: "completed",
      stats: { memories_restored: 447, parse_errors: 3 },
    });
    // Line 1 is the header: memory i is on line i + 2.
    expect(answer.errors.map((e: Json) => [e.code, e.item_id])).toEqual([
      ["PARSE_ERROR", "12"],
      ["PARSE_ERROR", "252"],
      ["PARSE_ERROR", "422"],
    ]);
    expect(answer.errors[0].message).toMatch(/^line 12: content: contains a NUL character/);
    expect(answer.errors[1].message).toMatch(/^line 252: content: contains a lone UTF-16 surrogate/);
    const status = await finishedStatus(api, ben.key, answer.status_url);
    expect(status).toMatchObject({ status: "completed", stats: { errors_count: 3, memories_created: 447 } });
    for (const e of status.errors) expect(e.message).not.toMatch(LEAK);
    expect(await storedCount(ben.userId)).toEqual({ n: 447, ready: 447 });
  });

  it("turns lines the database refuses into error entries and stores the rest of their batch", async () => {
    // A slot too large for its index (random, so it does not compress) and a date in year 0.
    const hugeSlot = randomBytes(6000).toString("hex");
    const refused: Record<number, Record<string, unknown>> = {
      7: { created_at: "0000-01-01T00:00:00.000Z" },
      20: { slot: hugeSlot },
    };
    const memories = Array.from({ length: 30 }, (_, i) =>
      memoryLine(i, `Fact ${i}: my garden has ${i + 3} apple trees.`, refused[i] ?? {}),
    );
    const ben = await api.keyedUser();
    const res = await importInto(api, ben.key, fileOf(memories));
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer).toMatchObject({ status: "completed", stats: { memories_restored: 28, lines_skipped: 2 } });
    expect(answer.errors.map((e: Json) => [e.code, e.item_id, e.message])).toEqual([
      [
        "PROCESSING_ERROR",
        "9",
        "line 9: this memory could not be stored (a date is out of range); it was skipped",
      ],
      [
        "PROCESSING_ERROR",
        "22",
        "line 22: this memory could not be stored (a value is too large to index); it was skipped",
      ],
    ]);
    const status = await finishedStatus(api, ben.key, answer.status_url);
    expect(status).toMatchObject({ status: "completed", stats: { errors_count: 2 } });
    expect(JSON.stringify(status)).not.toMatch(LEAK);
    expect(JSON.stringify(status)).not.toContain(hugeSlot.slice(0, 32));
    expect(await storedCount(ben.userId)).toEqual({ n: 28, ready: 28 });
  });

  it("restores 40 memories of 1 MiB metadata each (batches are bounded in bytes, not only in lines)", async () => {
    const blob = "x".repeat(1024 * 1024);
    const memories = Array.from({ length: 40 }, (_, i) =>
      memoryLine(i, `Fact ${i}: I have ${i + 2} houseplants.`, { metadata: { n: i, blob } }),
    );
    const ben = await api.keyedUser();
    const answer = await (await importInto(api, ben.key, fileOf(memories))).json();
    const status = await finishedStatus(api, ben.key, answer.status_url);
    expect(status).toMatchObject({ status: "completed", stats: { memories_created: 40, errors_count: 0 } });
    expect(await storedCount(ben.userId)).toEqual({ n: 40, ready: 40 });
  });

  it("refuses a bio line longer than PATCH /v1/profile/bio allows, and restores the memories", async () => {
    const long = { type: "bio", bio: Array.from({ length: 501 }, (_, i) => `word${i}`).join(" ") };
    const text = fileOf([memoryLine(1, "I bake sourdough bread on Sundays.")]).replace(
      '{"type":"footer"',
      `${JSON.stringify(long)}\n{"type":"footer"`,
    );
    const ben = await api.keyedUser();
    const answer = await (await importInto(api, ben.key, text)).json();
    expect(answer).toMatchObject({ status: "completed", stats: { memories_restored: 1, parse_errors: 1 } });
    expect(answer.errors).toEqual([
      {
        code: "PARSE_ERROR",
        item_id: "3",
        message:
          "line 3: bio: has 501 words; at most 500 are allowed (as in PATCH /v1/profile/bio): the bio was not applied",
      },
    ]);
    expect(await getProfileSettings(api.services.db.orm, ben.userId)).toMatchObject({ bioIsManual: false });
  });

  it("accepts an export file that starts with a UTF-8 byte order mark", async () => {
    const anna = await api.keyedUser();
    const res = await api.json(
      "POST",
      "/v1/memories",
      {
        messages: [{ role: "user", content: "I swim in the lake every morning." }],
        agent_id: "a",
        thread_id: "t",
        source: "chat",
      },
      { "x-api-key": anna.key },
    );
    expect(res.status).toBe(201);
    const text = await exportOf(api, anna.key);
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")]);
    const ben = await api.keyedUser();
    const imported = await importInto(api, ben.key, new Uint8Array(withBom));
    expect(imported.status).toBe(201);
    expect((await imported.json()).stats).toMatchObject({ memories_restored: 1, parse_errors: 0 });
    expect((await allMemories(api, ben.key)).map((m) => m.content)).toEqual(
      lines(text)
        .filter((l) => l.type === "memory")
        .map((m) => m.content),
    );
  });
});
