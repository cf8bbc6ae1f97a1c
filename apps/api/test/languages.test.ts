import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Json, startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

/** Real chats and a document in languages the rules do not read; origin and licence in each file. */
interface LanguageFixture {
  source: string;
  licence: string;
  messages: { role: string; content: string }[];
  queries: { query: string; finds: string }[];
}
const fixture = (name: string): LanguageFixture =>
  JSON.parse(readFileSync(new URL(`./fixtures/languages/${name}.json`, import.meta.url), "utf8"));

const CASES = [
  { name: "ja-accommodation-chat", script: /[\p{Script=Hiragana}\p{Script=Katakana}]/u, language: "ja" },
  { name: "zh-travel-chat", script: /\p{Script=Han}/u, language: "zh" },
  { name: "ko-chatbot-data", script: /\p{Script=Hangul}/u, language: "ko" },
  { name: "ru-lermontov-document", script: /\p{Script=Cyrillic}/u, language: "ru" },
];

let api: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers({ CHAT_IMPORT_WAIT_MS: "30000", FILE_IMPORT_WAIT_MS: "30000" });
});
afterAll(async () => {
  await api?.close();
});

const post = (key: string, path: string, body: unknown) => api.json("POST", path, body, { "x-api-key": key });

describe.each(CASES)("a chat in $language ($name)", ({ name, script, language }) => {
  const chat = fixture(name);

  it("gives memories in its language that a query in that language finds", async () => {
    const u = await api.keyedUser();
    // The store takes the roles user and assistant: another person's lines are context here.
    const messages = chat.messages.map((m) => ({
      role: m.role === "user" ? "user" : "assistant",
      content: m.content,
    }));
    const res = await post(u.key, "/v1/memories", {
      messages,
      agent_id: "a",
      thread_id: "t",
      source: "chat",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.memories.length).toBeGreaterThanOrEqual(3);
    for (const m of body.memories) expect(m.memory).toMatch(script);
    const stored = await (
      await api.json("GET", `/v1/memories/${body.memories[0].id}`, undefined, { "x-api-key": u.key })
    ).json();
    expect(stored.metadata.language).toBe(language);
    expect(stored.memory_type).toBe("episodic");
    for (const { query, finds } of chat.queries) {
      const found = await (await post(u.key, "/v1/memories/search", { query, limit: 5 })).json();
      expect(found.results[0]?.content, query).toContain(finds);
    }
  });
});

describe.each(CASES)("a document in $language ($name) through the file import", ({ name, script }) => {
  it("gives memories in its language in the default (smart) mode", async () => {
    const u = await api.keyedUser();
    const text = fixture(name)
      .messages.map((m) => m.content)
      .join("\n\n");
    const data = new FormData();
    data.append("file", new Blob([Buffer.from(text)]), `${name}.txt`);
    const res = await api.request("/v1/integrations/files", {
      method: "POST",
      headers: { "x-api-key": u.key },
      body: data,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body.memories.length).toBeGreaterThan(0);
    for (const m of body.memories) expect(m.content).toMatch(script);
  });
});

describe("a chat import in Chinese", () => {
  it("remembers both speakers, attributed, with a digest of the conversation", async () => {
    const u = await api.keyedUser();
    const chat = fixture("zh-travel-chat");
    const start = Date.UTC(2025, 6, 12, 2, 0);
    const chatData = chat.messages.map((m, i) => ({
      ...m,
      timestamp: new Date(start + i * 60_000).toISOString(),
    }));
    const res = await post(u.key, "/v1/integrations/chat", {
      platform: "telegram",
      chat_data: chatData,
      conversation_settings: { min_length: 10 },
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.status).toBe("completed");
    const contents: string[] = body.memories.map((m: Json) => m.content);
    expect(contents.some((c) => c.startsWith("Wang: ") && c.includes("观复博物馆"))).toBe(true);
    expect(contents.some((c) => c.includes("798艺术区"))).toBe(true);
    expect(contents.some((c) => c.startsWith("On 2025-07-12"))).toBe(true);
    // Questions are not memories.
    expect(contents.some((c) => c.includes("需不需要门票"))).toBe(false);
  });
});
