import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createModelProvider, type ModelProvider } from "../src/index.ts";
import { FakeOpenAI } from "./helpers/fake-openai.ts";

const goodFacts = JSON.stringify({
  facts: [
    {
      content: "Ich wohne seit 2026-11-13 in Berlin.",
      category: "identity",
      categories: ["identity", "travel"],
      memory_type: "semantic",
      importance: 0.9,
      message_indices: [0, 7],
      participants: [],
      location: "Berlin",
      event_date: null,
      language: "de",
      slot: "residence",
    },
    {
      content: "Mein Passwort ist hunter2.",
      category: "private",
      categories: ["private"],
      memory_type: "semantic",
      importance: 0.5,
      message_indices: [0],
    },
  ],
});

describe("openai provider against an OpenAI-compatible server", () => {
  let server: FakeOpenAI;
  let provider: ModelProvider;

  beforeEach(async () => {
    server = new FakeOpenAI();
    const baseURL = await server.start();
    provider = await createModelProvider({
      MODEL_PROVIDER: "openai",
      OPENAI_BASE_URL: baseURL,
      OPENAI_CHAT_MODEL: "test-chat",
      OPENAI_EMBEDDING_MODEL: "test-embed",
      OPENAI_EMBEDDING_DIMENSIONS: 8,
      OPENAI_MAX_CONCURRENCY: 2,
    });
  });

  afterEach(async () => {
    await provider.close();
    await server.stop();
  });

  it("extracts facts from a JSON chat completion and maps them to ExtractedFact", async () => {
    server.chatReplies.push({ content: goodFacts });
    const facts = await provider.extract({
      messages: [{ role: "user", content: "Ich bin letzten Freitag nach Berlin gezogen." }],
      timestamp: "2026-11-20T10:00:00Z",
    });
    expect(provider.name).toBe("openai");
    expect(provider.embeddingModel).toBe("openai:test-embed");
    // The secret fact is dropped even though the model returned it; indices outside the input are dropped.
    expect(facts).toEqual([
      {
        content: "Ich wohne seit 2026-11-13 in Berlin.",
        category: "identity",
        categories: ["identity", "travel"],
        memoryType: "semantic",
        importance: 0.9,
        messageIndices: [0],
        location: "Berlin",
        language: "de",
        slot: "residence",
      },
    ]);
    const request = server.requests[0];
    expect(request?.headers.authorization).toBe("Bearer not-needed");
    expect(request?.body.model).toBe("test-chat");
    expect(request?.body.response_format).toEqual({ type: "json_object" });
    const user = (request?.body.messages as Array<{ role: string; content: string }> | undefined)?.[1];
    expect(JSON.parse(user?.content ?? "{}").timestamp).toBe("2026-11-20T10:00:00Z");
  });

  it("retries malformed output, then falls back to the local extractor with a log line", async () => {
    server.chatReplies.push(
      { content: "not json at all" },
      { content: '{"facts":[{"content":"x"}]}' },
      {
        content: '{"facts": "nope"}',
      },
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const facts = await provider.extract({ messages: [{ role: "user", content: "I live in Paris." }] });
    expect(facts.map((f) => [f.content, f.slot])).toEqual([["I live in Paris.", "residence"]]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/invalid output 3 times.*local extractor/);
    warn.mockRestore();
    expect(server.requests.filter((r) => r.path === "/v1/chat/completions")).toHaveLength(3);
    // The retry tells the model what was wrong.
    const third = server.requests[2]?.body.messages as Array<{ role: string; content: string }>;
    expect(third.at(-1)?.content).toMatch(/invalid/);
  });

  it("attributes another participant's facts: subject, per-person slot, the user's name in the request", async () => {
    server.chatReplies.push({
      content: JSON.stringify({
        facts: [
          {
            content: "Melanie moved to Lyon on 2026-11-13.",
            category: "identity",
            memory_type: "episodic",
            importance: 0.8,
            message_indices: [1],
            event_date: "2026-11-13",
            slot: "residence",
            subject: "Melanie",
          },
          {
            content: "I work as a nurse.",
            category: "career",
            memory_type: "semantic",
            importance: 0.8,
            message_indices: [0],
            event_date: "last week",
            slot: "job_title",
            subject: "user",
          },
        ],
      }),
    });
    const facts = await provider.extract({
      messages: [
        { role: "user", content: "I work as a nurse." },
        { role: "Melanie", content: "I moved to Lyon last Friday!" },
      ],
      timestamp: "2026-11-20T10:00:00Z",
      userName: "Daniel",
      group: true,
    });
    expect(facts.map((f) => [f.content, f.subject, f.slot, f.eventDate, f.messageIndices])).toEqual([
      ["Melanie moved to Lyon on 2026-11-13.", "Melanie", "person:melanie:residence", "2026-11-13", [1]],
      // "user" is not a subject; a date that is not ISO is dropped.
      ["I work as a nurse.", undefined, "job_title", undefined, [0]],
    ]);
    const sentMessages = (server.requests[0]?.body.messages ?? []) as Array<{ content: string }>;
    const sent = JSON.parse(sentMessages[1]?.content ?? "{}");
    expect(sent.user_name).toBe("Daniel");
    expect(sent.group).toBe(true);
    expect(sent.messages[1]).toEqual({ index: 1, role: "Melanie", content: "I moved to Lyon last Friday!" });
    const system = sentMessages[0]?.content ?? "";
    expect(system).toMatch(/third\s+person/);
    expect(system).toMatch(/never in the future/);
    expect(system).toMatch(/"group" is true/);
  });

  it("keeps facts and episodes apart: an episode is a remark, with no slot, never a fact (issue 27)", async () => {
    server.chatReplies.push({
      content: JSON.stringify({
        facts: [
          {
            content: "I run a small gardening company.",
            category: "career",
            memory_type: "semantic",
            importance: 0.8,
            message_indices: [0],
            slot: "employer",
            kind: "fact",
          },
          {
            content: "Aoife: the ferry to the island leaves from pier four at seven.",
            category: "travel",
            memory_type: "semantic",
            importance: 0.3,
            message_indices: [1],
            slot: "residence",
            kind: "episode",
          },
        ],
      }),
    });
    const facts = await provider.extract({
      messages: [
        { role: "user", content: "I run a small gardening company." },
        { role: "Aoife", content: "the ferry to the island leaves from pier four at seven" },
      ],
      userName: "Daniel",
    });
    expect(facts.map((f) => [f.content, f.kind, f.slot])).toEqual([
      ["I run a small gardening company.", undefined, "employer"],
      ["Aoife: the ferry to the island leaves from pier four at seven.", "remark", undefined],
    ]);
    const sent = (server.requests[0]?.body.messages ?? []) as Array<{ content: string }>;
    const system = sent[0]?.content ?? "";
    expect(system).toMatch(/"kind": "fact"\|"episode"/);
    expect(system).toMatch(/not sure[^.]*episode/);
  });

  it("recovers when a retry returns valid JSON", async () => {
    server.chatReplies.push({ content: "```json\n{oops" }, { content: goodFacts });
    const facts = await provider.extract({ messages: [{ role: "user", content: "Ich wohne in Berlin." }] });
    expect(facts).toHaveLength(1);
  });

  it("retries a 429 and then succeeds", async () => {
    server.chatReplies.push({ status: 429, headers: { "retry-after-ms": "10" } }, { content: goodFacts });
    const facts = await provider.extract({ messages: [{ role: "user", content: "Ich wohne in Berlin." }] });
    expect(facts).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
  });

  it("retries a 500 twice with backoff and then succeeds", async () => {
    server.embeddingFailures.push({ status: 500 }, { status: 500 });
    const started = performance.now();
    const vectors = await provider.embed(["hello"]);
    expect(vectors).toHaveLength(1);
    expect(server.requests).toHaveLength(3);
    // Exponential backoff: ~0.5 s then ~1 s (with up to 25 % jitter).
    expect(performance.now() - started).toBeGreaterThan(1000);
  });

  it("embeds with base64 transport, honours dimensions and L2-normalises", async () => {
    const vectors = await provider.embed(["one", "three", ""]);
    expect(server.requests[0]?.body.encoding_format).toBe("base64");
    expect(server.requests[0]?.body.dimensions).toBe(8);
    expect(server.requests[0]?.body.input).toEqual(["one", "three", " "]);
    expect(vectors).toHaveLength(3);
    for (const v of vectors) {
      expect(v).toHaveLength(8);
      expect(Math.hypot(...v)).toBeCloseTo(1, 6);
    }
    // Order preserved: "three" has larger raw values than "one", so a different direction.
    expect(vectors[0]).not.toEqual(vectors[1]);
  });

  it("refuses vectors of another dimension (a server that ignores `dimensions`, like Ollama)", async () => {
    server.ignoreDimensions = true;
    server.embeddingDimensions = 5;
    await expect(provider.embed(["hello"])).rejects.toThrow(
      /returned 5 dimensions, OPENAI_EMBEDDING_DIMENSIONS is 8/,
    );
  });

  it("never has more requests in flight than OPENAI_MAX_CONCURRENCY", async () => {
    server.embeddingDelayMs = 50;
    const texts = Array.from({ length: 128 * 6 }, (_, i) => `text ${i}`);
    const vectors = await provider.embed(texts);
    expect(vectors).toHaveLength(texts.length);
    expect(server.requests).toHaveLength(6);
    expect(server.maxInFlight).toBe(2);
  });

  it("classifies a single text", async () => {
    server.chatReplies.push({
      content: JSON.stringify({
        category: "health",
        categories: ["health"],
        memory_type: "semantic",
        importance: 0.8,
      }),
    });
    await expect(provider.classify("I'm allergic to peanuts.")).resolves.toEqual({
      category: "health",
      categories: ["health"],
      memoryType: "semantic",
      importance: 0.8,
    });
  });

  it("computes the same sparse vectors as the local provider", () => {
    const sparse = provider.sparse("Football, football and more football");
    expect(sparse.indices).toHaveLength(1);
    expect(sparse.values).toEqual([3]);
  });
});
