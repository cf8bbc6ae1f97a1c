import { readFileSync } from "node:fs";
import { makeTextPdf } from "@memory/worker/testing/file-data";
import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeBody } from "./route-body.ts";
import { type Json, startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
beforeAll(async () => {
  // OCR is covered by the worker's parser tests; here it is off so image-only PDFs fail fast.
  api = await startTestApiWithWorkers({ FILE_IMPORT_WAIT_MS: "60000", FILE_IMPORT_OCR: "false" });
});
afterAll(async () => {
  await api?.close();
});

const fixture = (name: string) =>
  readFileSync(new URL(`../../worker/test/fixtures/files/${name}`, import.meta.url));

function form(file: Uint8Array | null, filename: string, fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  if (file) data.append("file", new Blob([file]), filename);
  return data;
}
const upload = (
  key: string,
  body: FormData | ReadableStream | string,
  headers: Record<string, string> = {},
) =>
  api.request("/v1/integrations/files", {
    method: "POST",
    headers: { "x-api-key": key, ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
const get = (key: string, path: string) => api.json("GET", path, undefined, { "x-api-key": key });
const count = async (table: string, integrationId: string) => {
  const rows = await api.services.db.sql.unsafe(
    `select count(*)::int as n from ${table} where integration_id = $1`,
    [integrationId],
  );
  return (rows[0] as unknown as { n: number }).n;
};
const integrationsOf = async (userId: string) => {
  const rows = await api.services.db
    .sql`select count(*)::int as n from integrations where user_id = ${userId}`;
  return (rows[0] as { n: number }).n;
};

describe("POST /v1/integrations/files", () => {
  it("imports a real PDF: memories with page numbers, stats, status steps; the staged bytes are deleted", async () => {
    const u = await api.keyedUser();
    const res = await upload(
      u.key,
      form(fixture("tracemonkey_a11y.pdf"), "tracemonkey.pdf", { extract_mode: "comprehensive" }),
    );
    expect(res.status).toBe(201);
    const body = await routeBody(api, "importFile", res);
    expect(body).toMatchObject({
      integration_id: expect.any(String),
      filename: "tracemonkey.pdf",
      file_size: 110108,
      status: "completed",
      extraction_stats: {
        total_pages: 1,
        text_length: expect.any(Number),
        chunks_created: expect.any(Number),
        memories_extracted: body.memories.length,
        categories_detected: expect.any(Array),
      },
      created_at: expect.any(String),
      completed_at: expect.any(String),
      status_url: `/v1/integrations/${body.integration_id}/status`,
    });
    expect(body.memories.length).toBeGreaterThan(2);
    expect(body.memories.map((m: Json) => m.content).join(" ")).toMatch(/trace/i);
    for (const m of body.memories) {
      expect(m).toEqual({
        memory_id: expect.any(String),
        content: expect.any(String),
        category: expect.any(String),
        importance: expect.any(Number),
        page_number: 1,
      });
    }
    const status = await routeBody(
      api,
      "getIntegrationStatus",
      await get(u.key, `${body.status_url}?include_logs=true`),
    );
    expect(status).toMatchObject({
      type: "file",
      status: "completed",
      progress: { percentage: 100, current_step: "completed" },
    });
    expect(new Set(status.logs.map((l: Json) => l.step))).toEqual(
      new Set(["parsing", "chunking", "memory_creation", "completed"]),
    );
    expect(await count("file_upload_chunks", body.integration_id)).toBe(0);
    expect(await count("file_uploads", body.integration_id)).toBe(0);
    // Every memory is a real one: listed, searchable, with its provenance.
    const list = await (await get(u.key, "/v1/memories?page_size=100")).json();
    const first = list.data.find((m: Json) => m.memory_id === body.memories[0].memory_id);
    expect(first.metadata).toMatchObject({
      source: "file_import",
      integration_id: body.integration_id,
      filename: "tracemonkey.pdf",
      file_kind: "pdf",
      page_number: 1,
      extract_mode: "comprehensive",
    });
  }, 120_000);

  it("keeps each page's number, the default category and the metadata field on the memories", async () => {
    const u = await api.keyedUser();
    const pdf = await makeTextPdf(3);
    const res = await upload(
      u.key,
      form(pdf, "report.pdf", {
        category: "career",
        auto_categorize: "false",
        metadata: '{"project":"alpha"}',
      }),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.extraction_stats.total_pages).toBe(3);
    expect(new Set(body.memories.map((m: Json) => m.page_number))).toEqual(new Set([1, 2, 3]));
    expect(body.memories.every((m: Json) => m.category === "career")).toBe(true);
    const list = await (await get(u.key, "/v1/memories?page_size=100")).json();
    expect(list.data.every((m: Json) => m.metadata.project === "alpha")).toBe(true);
  });

  it("imports DOCX, Markdown, HTML and mis-encoded text", async () => {
    const u = await api.keyedUser();
    const md = Buffer.from(
      "---\ntitle: Plans\n---\n# Plans\n\nWe recommend migrating the billing service to PostgreSQL 16 before the summer of 2026.\n",
    );
    const cases: [Uint8Array, string, RegExp][] = [
      [fixture("track-changes.docx"), "changes.docx", /new content, that I suggest/],
      [md, "plans.md", /migrating the billing service/],
      [fixture("windows-1251-russian__ude_1.txt"), "ru.txt", /гимназии/],
      [
        Buffer.from(
          '<!doctype html><html><head><meta charset="windows-1252"><script>var x = "tracking code";</script></head><body><nav>Home About Contact</nav><main><h1>Привет</h1><p>Мария руководит командой платформы данных и отчитывается перед техническим директором компании.</p></main></body></html>',
        ),
        "page.html",
        /Мария руководит командой/,
      ],
    ];
    for (const [bytes, name, expected] of cases) {
      const res = await upload(u.key, form(bytes, name, { extract_mode: "comprehensive" }));
      const body = await res.json();
      expect(res.status, `${name}: ${JSON.stringify(body)}`).toBe(201);
      expect(body.memories.map((m: Json) => m.content).join(" ")).toMatch(expected);
    }
  });

  it("opens an encrypted PDF with an empty password; a protected one fails with a clear error", async () => {
    const u = await api.keyedUser();
    const open = await upload(
      u.key,
      form(fixture("issue7665.pdf"), "issue7665.pdf", { extract_mode: "comprehensive" }),
    );
    // Opened (its only text is a short title: no informative sentence, so no memory, but no error).
    expect([201]).toContain(open.status);
    const unlocked = await upload(u.key, form(fixture("issue6010_1.pdf"), "locked.pdf", { password: "abc" }));
    expect(unlocked.status).toBe(201);
    expect(await count("file_uploads", (await unlocked.json()).integration_id)).toBe(0);
    const locked = await upload(u.key, form(fixture("issue6010_1.pdf"), "locked.pdf"));
    expect(locked.status).toBe(422);
    const body = await locked.json();
    expect(body.status).toBe("error");
    expect(body.errors[0]).toMatchObject({
      code: "FILE_ENCRYPTED",
      message: expect.stringMatching(/password/),
    });
    expect(await count("file_upload_chunks", body.integration_id)).toBe(0);
    const status = await (await get(u.key, body.status_url)).json();
    expect(status).toMatchObject({ status: "failed", errors: [{ code: "FILE_ENCRYPTED" }] });
  });

  it("fails broken files with a clear error and nothing stored", async () => {
    const u = await api.keyedUser();
    const docx = fixture("track-changes.docx");
    const cut = await upload(u.key, form(docx.subarray(0, Math.floor(docx.length * 0.6)), "cut.docx"));
    expect(cut.status).toBe(422);
    expect((await cut.json()).errors[0].code).toBe("FILE_CORRUPT");
    const garbled = await upload(u.key, form(fixture("font_ascent_descent.pdf"), "garbled.pdf"));
    expect(garbled.status).toBe(422);
    expect((await garbled.json()).errors[0]).toMatchObject({ code: "GARBLED_TEXT" });
    const empty = await upload(u.key, form(Buffer.from("  \n\n "), "empty.txt"));
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors[0].code).toBe("NO_TEXT");
    const list = await (await get(u.key, "/v1/memories")).json();
    expect(list.data).toHaveLength(0);
  });

  it("answers a form without a boundary or cut off before its end in its own words, staging nothing", async () => {
    const u = await api.keyedUser();
    const noBoundary = await upload(u.key, "x", { "content-type": "multipart/form-data" });
    expect(noBoundary.status).toBe(400);
    const refused = await noBoundary.json();
    expect(refused).toMatchObject({ code: "VALIDATION_ERROR" });
    expect(refused.error).toMatch(/no multipart boundary/);
    const head = `--cut\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\n\r\n`;
    // Past the first 4,100 bytes (staging has begun), then no closing boundary.
    const cut = await upload(u.key, `${head}${"A plain sentence about the garden. ".repeat(300)}`, {
      "content-type": "multipart/form-data; boundary=cut",
    });
    expect(cut.status).toBe(400);
    const body = await cut.json();
    expect(body.error).toMatch(/ended before it was complete: send the whole file again/);
    // busboy's own words stay out of the answer.
    expect(body.error).not.toMatch(/Unexpected end of form|Boundary not found/);
    expect(await integrationsOf(u.userId)).toBe(0);
  });

  it("refuses what is not a document with 415 INVALID_FILE_TYPE, and a zip that is not a DOCX", async () => {
    const u = await api.keyedUser();
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4e40000000049454e44ae426082",
      "hex",
    );
    const res = await upload(u.key, form(png, "photo.pdf"));
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      code: "INVALID_FILE_TYPE",
      supported_types: ["pdf", "docx", "txt", "md", "html"],
    });
    expect(await integrationsOf(u.userId)).toBe(0);
    const zip = new JSZip();
    zip.file("notes/readme.txt", "hello");
    const zipped = await upload(u.key, form(await zip.generateAsync({ type: "uint8array" }), "archive.zip"));
    expect(zipped.status).toBe(415);
    const body = await zipped.json();
    expect(body).toMatchObject({
      code: "INVALID_FILE_TYPE",
      error: expect.stringMatching(/neither a Word document \(\.docx\) nor a recognised chat export/),
      supported_types: ["pdf", "docx", "txt", "md", "html"],
      integration_id: expect.any(String),
    });
    expect(await count("file_upload_chunks", body.integration_id)).toBe(0);
  });

  it("stops an upload above 50 MB with FILE_TOO_LARGE, declared or streamed, staging nothing", async () => {
    const u = await api.keyedUser();
    const declared = await upload(u.key, "x", {
      "content-type": "multipart/form-data; boundary=abc",
      "content-length": String(60 * 1024 * 1024),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({
      code: "FILE_TOO_LARGE",
      max_size_mb: 50,
      file_size_mb: 60,
    });
    // A chunked upload (no Content-Length): read as a stream and stopped at the limit.
    const boundary = "----limit";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
    );
    const piece = Buffer.alloc(1024 * 1024, "a");
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent < 52) controller.enqueue(piece);
        else {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
        }
        sent++;
      },
    });
    const streamed = await upload(u.key, stream, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
    });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ code: "FILE_TOO_LARGE", max_size_mb: 50 });
    expect(await integrationsOf(u.userId)).toBe(0);
    const rows = await api.services.db.sql`select count(*)::int as n from file_upload_chunks`;
    const staged = (rows[0] as { n: number }).n;
    expect(staged).toBe(0);
  }, 60_000);

  it("validates the form fields", async () => {
    const u = await api.keyedUser();
    const txt = Buffer.from("The quarterly revenue grew by 18 percent compared to the previous year.");
    const bad = async (fields: Record<string, string>, field: string, file: Uint8Array | null = txt) => {
      const res = await upload(u.key, form(file, "a.txt", fields));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "VALIDATION_ERROR", details: { field } });
    };
    await bad({ chunk_size: "1000", chunk_overlap: "1000" }, "chunk_overlap");
    await bad({ chunk_size: "50" }, "chunk_size");
    await bad({ extract_mode: "everything" }, "extract_mode");
    await bad({ category: "hobbies" }, "category");
    await bad({ metadata: "[1,2]" }, "metadata");
    await bad({}, "file", null);
    const json = await api.json("POST", "/v1/integrations/files", { file: "x" }, { "x-api-key": u.key });
    expect(json.status).toBe(400);
    expect(await integrationsOf(u.userId)).toBe(0);
  });

  it("authenticates before reading, and another user's key sees nothing", async () => {
    const res = await upload("msk_wrong", form(Buffer.from("hello world"), "a.txt"));
    expect(res.status).toBe(401);
    const a = await api.keyedUser();
    const b = await api.keyedUser();
    const done = await (await upload(a.key, form(await makeTextPdf(1), "mine.pdf"))).json();
    expect(done.status).toBe("completed");
    expect((await get(b.key, done.status_url)).status).toBe(404);
    const cancel = await api.json("POST", `/v1/integrations/${done.integration_id}/cancel`, undefined, {
      "x-api-key": b.key,
    });
    expect(cancel.status).toBe(404);
    const list = await (await get(b.key, "/v1/memories")).json();
    expect(list.data).toHaveLength(0);
    const readonly = await api.keyedUser(["memories:read"]);
    expect((await upload(readonly.key, form(Buffer.from("hello"), "a.txt"))).status).toBe(403);
  });
});
