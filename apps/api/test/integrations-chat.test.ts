import { chatStageKey } from "@memory/jobs";
import { embeddingText } from "@memory/models";
import { chatExport } from "@memory/worker/testing/chat-data";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeBody } from "./route-body.ts";
import { type Json, startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
beforeAll(async () => {
  // A generous wait: these tests expect small imports to finish within it, even on a loaded machine.
  api = await startTestApiWithWorkers({ CHAT_IMPORT_WAIT_MS: "30000" });
});
afterAll(async () => {
  await api?.close();
});

const importChat = (key: string, body: unknown) =>
  api.json("POST", "/v1/integrations/chat", body, { "x-api-key": key });
const get = (key: string, path: string) => api.json("GET", path, undefined, { "x-api-key": key });

const at = (minutes: number) => new Date(Date.UTC(2025, 4, 1, 9, minutes)).toISOString();

/** Two conversations a day apart: facts of the user, a participant's chatter, a system message. */
const smallChat = [
  {
    timestamp: at(0),
    role: "system",
    content: "You are a helpful assistant that answers questions about cooking.",
  },
  {
    timestamp: at(1),
    role: "user",
    content: "I work as a pastry chef in a small bakery in Lyon, mostly early shifts.",
  },
  {
    timestamp: at(2),
    role: "assistant",
    content: "That sounds wonderful! Pastry needs a lot of precision and patience.",
  },
  {
    timestamp: at(3),
    role: "user",
    content: "My favourite pastry to make is the croissant, the lamination is pure joy.",
  },
  { timestamp: at(4), role: "user", content: "ok" },
  {
    timestamp: at(60 * 24 + 5),
    role: "user",
    content: "I started training for a marathon and I run five times a week now.",
  },
  {
    timestamp: at(60 * 24 + 6),
    role: "assistant",
    content: "Great goal! Marathon training needs rest days too, so plan them.",
  },
];

describe("POST /v1/integrations/chat", () => {
  it("imports a small chat at once: conversations, memories with provenance, status completed", async () => {
    const u = await api.keyedUser();
    const res = await importChat(u.key, { platform: "chatgpt", chat_data: smallChat });
    expect(res.status).toBe(201);
    const body = await routeBody(api, "importChat", res);
    expect(body).toMatchObject({
      integration_id: expect.any(String),
      platform: "chatgpt",
      status: "completed",
      processing_stats: {
        total_messages: 7,
        conversations_identified: 2,
        memories_extracted: body.memories.length,
        topics_detected: expect.any(Array),
        date_range: { start: at(0), end: at(60 * 24 + 6) },
      },
      status_url: `/v1/integrations/${body.integration_id}/status`,
    });
    const contents = body.memories.map((m: Json) => m.content).join(" | ");
    expect(contents).toMatch(/pastry chef/);
    expect(contents).toMatch(/marathon/);
    expect(contents).not.toMatch(/helpful assistant/);
    for (const m of body.memories) {
      expect(m).toEqual({
        memory_id: expect.any(String),
        content: expect.any(String),
        category: expect.any(String),
        conversation_topic: expect.any(String),
        participants: ["user", "assistant"],
        start_time: expect.any(String),
        end_time: expect.any(String),
      });
    }
    const marathon = body.memories.find((m: Json) => /marathon/.test(m.content));
    expect(marathon).toMatchObject({ start_time: at(60 * 24 + 5), end_time: at(60 * 24 + 6) });

    // The same memories as POST /v1/memories: ready, in the list, with provenance.
    const stored = await (await get(u.key, `/v1/memories/${marathon.memory_id}`)).json();
    expect(stored).toMatchObject({
      processing_status: "ready",
      metadata: {
        source: "chat_import",
        platform: "chatgpt",
        integration_id: body.integration_id,
        conversation_topic: marathon.conversation_topic,
        start_time: marathon.start_time,
      },
    });
    // …and in the search index, embedded from its text and its search context.
    const [row] = await api.services.db.sql<{ search_context: string }[]>`
      select search_context from memories where id = ${marathon.memory_id}`;
    const [vector] = await api.services.models.embed([
      embeddingText(marathon.content, row?.search_context ?? ""),
    ]);
    // Its stored vector is that one. (Nearest-point checks tie: "I started training for a marathon"
    // and "I run five times a week now" come from one message, so text + context are the same words.)
    const [point] = await api.services.qdrant.retrieve(api.stack.collection, {
      ids: [marathon.memory_id],
      with_vector: ["dense"],
    });
    const indexed = (point?.vector as { dense?: number[] } | undefined)?.dense ?? [];
    const cosine = indexed.reduce((sum, x, i) => sum + x * (vector?.[i] ?? 0), 0);
    expect(indexed).toHaveLength(vector?.length ?? -1);
    expect(cosine).toBeGreaterThan(0.999);

    const status = await (await get(u.key, `${body.status_url}?include_logs=true`)).json();
    expect(status).toMatchObject({
      integration_id: body.integration_id,
      type: "chat",
      platform: "chatgpt",
      status: "completed",
      progress: { percentage: 100, current_step: "completed", total_steps: 4, estimated_completion: null },
      stats: { items_processed: 7, items_total: 7, memories_created: body.memories.length, errors_count: 0 },
      completed_at: expect.any(String),
      errors: [],
    });
    const steps = status.logs.map((l: Json) => l.step);
    for (const step of ["validation", "conversation_detection", "content_extraction", "completed"]) {
      expect(steps).toContain(step);
    }
  });

  it("applies every field: modes, min_length, system messages, time gaps, categories", async () => {
    const u = await api.keyedUser();
    const topics = await (
      await importChat(u.key, {
        platform: "whatsapp",
        chat_data: chatExport({ messages: 120, perConversation: 40 }),
        extract_mode: "topics",
        auto_categorize: false,
      })
    ).json();
    expect(topics.status).toBe("completed");
    expect(topics.processing_stats.conversations_identified).toBe(3);
    expect(topics.processing_stats.topics_detected.length).toBeGreaterThan(0);
    expect(topics.memories.length).toBe(topics.processing_stats.topics_detected.length);
    for (const m of topics.memories) {
      expect(m.content).toMatch(/^I talk about \S+ in my chats\.$/);
      expect(m.category).toBe("relationships"); // auto_categorize: false → the platform's category
      expect(topics.processing_stats.topics_detected).toContain(m.conversation_topic);
    }

    // A tiny gap threshold splits every message; min_length 0 keeps the short "ok".
    const split = await (
      await importChat(u.key, {
        platform: "chatgpt",
        chat_data: smallChat,
        conversation_settings: { time_gap_threshold: 30, min_length: 0, include_system_messages: true },
        extract_mode: "insights",
      })
    ).json();
    expect(split.processing_stats.conversations_identified).toBe(7);
    expect(split.status).toBe("completed");

    // min_length above every message: nothing is considered, nothing is stored.
    const none = await (
      await importChat(u.key, {
        platform: "claude",
        chat_data: smallChat,
        conversation_settings: { min_length: 500 },
      })
    ).json();
    expect(none).toMatchObject({
      status: "completed",
      processing_stats: { conversations_identified: 0, memories_extracted: 0 },
      memories: [],
    });
  });

  it("treats named roles as participants, the most active one as the user, and anonymizes on request", async () => {
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
        content: "I moved to Hamburg for a new job, call me on +49 170 1234567 anytime!",
      },
      {
        timestamp: at(2),
        role: "Marta Kowalski",
        content: "I volunteer at the animal shelter on Saturdays, Jonas should join me.",
      },
      {
        timestamp: at(3),
        role: "Marta Kowalski",
        content: "Write to marta.k@example.com when you have the photos from the trip.",
      },
    ];
    const res = await importChat(u.key, { platform: "telegram", chat_data: chat, anonymize: true });
    const body = await res.json();
    expect(body.status).toBe("completed");
    const text = JSON.stringify(body.memories);
    expect(text).toMatch(/rescue dog/); // Marta wrote most: her messages are the user's facts
    expect(text).not.toMatch(/Marta|Jonas|Kowalski|example\.com|1234567/);
    // The guess is visible, and the other participant's facts are about him, not the user.
    expect(body.processing_stats.user_participant).toMatch(/^Person [0-9A-F]{6}$/);
    expect(body.processing_stats.user_participant_source).toBe("inferred");
    const all = (await (await get(u.key, "/v1/memories?page_size=100")).json()).data as Json[];
    const facts = all.filter((m) => m.metadata.kind !== "conversation");
    const hamburg = facts.find((m) => String(m.content).includes("Hamburg"));
    expect(hamburg?.metadata.subject).toMatch(/^Person [0-9A-F]{6}$/);
    expect(hamburg?.content).toMatch(/^Person [0-9A-F]{6} moved to Hamburg/);
    expect(hamburg?.metadata.subject).not.toBe(body.processing_stats.user_participant);
    const dog = facts.find((m) => String(m.content).includes("rescue dog"));
    expect(dog?.metadata.subject).toBeUndefined();
    // The search context (words of the messages around each fact, never returned) is masked too.
    const contexts = await api.services.db.sql<{ search_context: string }[]>`
      select search_context from memories where user_id = ${u.userId}`;
    expect(contexts.some((r) => r.search_context.includes("hamburg"))).toBe(true);
    expect(contexts.map((r) => r.search_context).join(" ")).not.toMatch(
      /marta|jonas|kowalski|example|1234567/i,
    );
    const participants = body.memories[0].participants as string[];
    expect(participants).toHaveLength(2);
    for (const p of participants) expect(p).toMatch(/^Person [0-9A-F]{6}$/);

    // Pseudonyms are stable: a second import names the same people the same way.
    const again = await (
      await importChat(u.key, { platform: "telegram", chat_data: chat, anonymize: true, extract_mode: "all" })
    ).json();
    const list = await (await get(u.key, "/v1/memories?page_size=100")).json();
    const sets = list.data.map((m: Json) => JSON.stringify(m.metadata.conversation_participants));
    expect(new Set(sets).size).toBe(1);
    expect(again.status).toBe("completed");
  });

  /** Imports `chat` as Ana's (min_length 1) and returns a finder over her memories that are not digests. */
  async function importedAsAna(key: string, platform: string, chat: Json[]) {
    const body = await (
      await importChat(key, {
        platform,
        chat_data: chat,
        user_name: "Ana",
        conversation_settings: { min_length: 1 },
      })
    ).json();
    expect(body.status).toBe("completed");
    const all = (await (await get(key, "/v1/memories?page_size=100")).json()).data as Json[];
    return (re: RegExp) => all.find((m) => m.metadata.kind !== "conversation" && re.test(String(m.content)));
  }

  it("OTHERS_IN_A_GROUP, WE_FOR_THE_GROUP, ADDRESSED_TO_THE_GROUP: in a group chat only the user's own statements about themself are facts", async () => {
    const u = await api.keyedUser();
    const group = [
      { message_id: "g1", timestamp: at(0), role: "Ana", content: "I work as a physiotherapist in Braga." },
      { message_id: "g2", timestamp: at(1), role: "Bo", content: "I moved to Porto last year for my job." },
      { message_id: "g3", timestamp: at(2), role: "Cy", content: "I have three cats and a very old car." },
      {
        message_id: "g4",
        timestamp: at(2),
        role: "Ana",
        content: "We will meet at the station in Aveiro on Friday.",
      },
      {
        message_id: "g5",
        timestamp: at(2),
        role: "Ana",
        content: "I will send you the photos of the regatta.",
      },
      {
        message_id: "g6",
        timestamp: at(2),
        role: "Ana",
        content: "I applied for the supervisor job at the bus depot.",
      },
      { message_id: "d1", timestamp: at(3), role: "Bo", content: "I play the cello in an orchestra." },
      { message_id: "d2", timestamp: at(4), role: "Ana", content: "I grew up in Coimbra, actually." },
    ].map((m) => ({ ...m, metadata: { conversation_id: m.message_id.startsWith("g") ? "group" : "dm" } }));
    const find = await importedAsAna(u.key, "whatsapp", group);
    // The user's own statements are facts, in the group as in the direct chat: a group of a chat app
    // is a circle of people, not a workspace's channel (NOT_ABOUT_THEMSELF holds in channels only).
    expect(find(/physiotherapist/)?.metadata.kind).toBeUndefined();
    expect(find(/supervisor job/)?.metadata.kind).toBeUndefined();
    expect(find(/Coimbra/)?.metadata.kind).toBeUndefined();
    // What the user says for the group ("we") or to it ("you"): episodes of the user's.
    for (const re of [/Aveiro/, /regatta/]) {
      const said = find(re);
      expect(said?.metadata.kind).toBe("remark");
      expect(said?.metadata.subject).toBeUndefined();
    }
    // Bo and Cy in the three-person group: kept, attributed and searchable, but episodes.
    for (const re of [/Porto/, /three cats/]) {
      const said = find(re);
      expect(said?.metadata).toMatchObject({ kind: "remark", subject: expect.stringMatching(/^(Bo|Cy)$/) });
      expect(said?.metadata.slot).toBeUndefined();
    }
    // Bo one to one with Ana (another conversation_id): a fact about Bo.
    const cello = find(/cello/);
    expect(cello?.metadata).toMatchObject({ subject: "Bo" });
    expect(cello?.metadata.kind).toBeUndefined();
  });

  it("CHANNEL_IS_A_GROUP: a Slack channel is a group however few spoke in it; a message marked channel_type dm is one to one", async () => {
    const u = await api.keyedUser();
    const chat = [
      {
        message_id: "c1",
        timestamp: at(0),
        role: "Ana",
        content: "I pushed the new build of the signup page.",
      },
      { message_id: "c2", timestamp: at(1), role: "Bo", content: "I moved to Porto last year for my job." },
      { message_id: "c3", timestamp: at(2), role: "Ana", content: "I grew up in Coimbra, actually." },
      // To a channel, "you" is its members, not the one other person who spoke in it.
      {
        message_id: "c4",
        timestamp: at(2),
        role: "Ana",
        content: "I will send you the slides from the Lisbon meetup.",
      },
      {
        message_id: "c5",
        timestamp: at(2),
        role: "Ana",
        content: "I applied for the supervisor job at the bus depot.",
      },
      { message_id: "d1", timestamp: at(3), role: "Bo", content: "I play the cello in an orchestra." },
    ].map((m) => ({
      ...m,
      metadata: m.message_id.startsWith("c")
        ? { conversation_id: "slack:general", channel_type: "channel" }
        : { conversation_id: "slack:D42", channel_type: "dm" },
    }));
    const find = await importedAsAna(u.key, "slack", chat);
    // Two people spoke in #general, but a channel is read by its members: Bo's statement is a remark…
    expect(find(/Porto/)?.metadata).toMatchObject({ kind: "remark", subject: "Bo" });
    // …the user's news of the team's work is an episode, what they say of themself a fact.
    expect(find(/signup page/)?.metadata.kind).toBe("remark");
    expect(find(/supervisor job/)?.metadata.kind).toBe("remark");
    expect(find(/Coimbra/)?.metadata.kind).toBeUndefined();
    const slides = find(/Lisbon meetup/);
    expect(slides?.content).toMatch(/send you the slides/);
    expect(slides?.metadata.kind).toBe("remark");
    // One to one (channel_type dm): Bo's own statement is a fact about Bo.
    expect(find(/cello/)?.metadata).toMatchObject({ subject: "Bo" });
    expect(find(/cello/)?.metadata.kind).toBeUndefined();
  });

  it("BOT_IS_NO_PERSON: a message marked bot (an app or bot posted it) is context only: no memory, no participant, never the inferred user", async () => {
    const u = await api.keyedUser();
    const dm = { conversation_id: "slack:D7", channel_type: "im" };
    const chat = [
      // A bot in a direct message with the user: its first person had been a "fact about Standup Bot".
      {
        role: "Standup Bot",
        content: "I'm your standup assistant, I post a reminder every weekday at 9.",
        bot: true,
      },
      {
        role: "Standup Bot",
        content: "What did you work on yesterday? I collect the answers for the team.",
        bot: true,
      },
      {
        role: "Standup Bot",
        content: "I will share the summary in the channel at 10 and I never forget.",
        bot: true,
      },
      {
        role: "Ana",
        content: "Yesterday I finished the onboarding flow, and I grew up in Coimbra by the way.",
      },
    ].map((m, i) => ({
      message_id: `b${i}`,
      timestamp: at(i),
      role: m.role,
      content: m.content,
      metadata: m.bot ? { ...dm, bot: true } : dm,
    }));
    // No user_name: the bot wrote the most messages, yet the user is Ana, the one person who spoke.
    const body = await (
      await importChat(u.key, {
        platform: "slack",
        chat_data: chat,
        conversation_settings: { min_length: 1 },
      })
    ).json();
    expect(body.status).toBe("completed");
    const all = (await (await get(u.key, "/v1/memories?page_size=100")).json()).data as Json[];
    expect(all.some((m) => /standup assistant|reminder|summary/i.test(String(m.content)))).toBe(false);
    expect(all.every((m) => m.metadata.subject !== "Standup Bot")).toBe(true);
    const coimbra = all.find((m) => m.metadata.kind !== "conversation" && /Coimbra/.test(String(m.content)));
    expect(coimbra?.metadata.subject).toBeUndefined();
    expect(coimbra?.metadata.user_participant).toBe("Ana");
    // The digest names who talked: Ana alone.
    const digest = all.find((m) => m.metadata.kind === "conversation");
    expect(digest?.content).toMatch(/Ana/);
    expect(digest?.content).not.toMatch(/Standup Bot/);
  });

  it("keeps a message shorter than min_length as the context of the answer that follows, never as a fact", async () => {
    const u = await api.keyedUser();
    const chat = [
      { message_id: "q1", timestamp: at(0), role: "Nadia", content: "do you still run in the park?" },
      {
        message_id: "a1",
        timestamp: at(1),
        role: "Emeka",
        content: "Actually yes, three times a week now, before work, always 5 km.",
      },
      { message_id: "s1", timestamp: at(2), role: "Nadia", content: "I moved to Gdańsk in May." },
    ];
    const body = await (
      await importChat(u.key, { platform: "whatsapp", chat_data: chat, user_name: "Nadia" })
    ).json();
    expect(body.status).toBe("completed");
    const all = (await (await get(u.key, "/v1/memories?page_size=100")).json()).data as Json[];
    const facts = all.filter((m) => m.metadata.kind !== "conversation");
    // The answer names the question it answers, and both messages are its provenance.
    const answer = facts.find((m) => /three times a week/i.test(String(m.content)));
    expect(answer?.content).toMatch(/run in the park/);
    expect(answer?.metadata.message_ids).toEqual(["q1", "a1"]);
    // The short messages (under the default min_length of 50) give no fact of their own.
    expect(facts.some((m) => /Gdańsk/.test(String(m.content)))).toBe(false);
    expect(facts.every((m) => (m.metadata.message_ids as string[]).includes("a1"))).toBe(true);
  });

  it("applies min_length to a speaker's turn: a burst of short messages is read as one", async () => {
    const u = await api.keyedUser();
    const sent = (minute: number) => new Date(Date.UTC(2026, 1, 15, 19, minute)).toISOString();
    const chat = [
      { message_id: "b1", timestamp: sent(0), role: "Callum", content: "shes here" },
      { message_id: "b2", timestamp: sent(1), role: "Callum", content: "born wednesday at 4am. 3.4 kg" },
      { message_id: "b3", timestamp: sent(1), role: "Callum", content: "both doing fine" },
      { message_id: "r1", timestamp: sent(2), role: "Aoife", content: "CALLUM" },
      { message_id: "r2", timestamp: sent(2), role: "Aoife", content: "I moved to Galway in May." },
    ];
    const body = await (
      await importChat(u.key, { platform: "whatsapp", chat_data: chat, user_name: "Aoife" })
    ).json();
    expect(body.status).toBe("completed");
    const all = (await (await get(u.key, "/v1/memories?page_size=100")).json()).data as Json[];
    const facts = all.filter((m) => m.metadata.kind !== "conversation");
    // Callum's turn (9 + 29 + 15 characters) reaches the default min_length of 50: its facts count.
    const born = facts.find((m) => /3\.4 kg/.test(String(m.content)));
    expect(born?.content).toMatch(/^Callum: Born on 2026-02-11/);
    expect(born?.metadata).toMatchObject({ subject: "Callum" });
    expect(born?.metadata.message_ids).toContain("b2");
    // Aoife's turn (6 + 25 characters) stays under it: context only, no fact of its own.
    expect(facts.some((m) => /Galway/.test(String(m.content)))).toBe(false);
  });

  it("reads each message's relative dates against its own time: a chat that crosses midnight", async () => {
    const u = await api.keyedUser();
    const chat = [
      {
        timestamp: "2025-05-01T23:50:00Z",
        role: "user",
        content: "I'm still awake, I never manage to sleep before a big day like this.",
      },
      {
        timestamp: "2025-05-02T00:20:00Z",
        role: "user",
        content: "I have my driving test tomorrow, my instructor says I am ready.",
      },
    ];
    const body = await (await importChat(u.key, { platform: "telegram", chat_data: chat })).json();
    expect(body.status).toBe("completed");
    const all = (await (await get(u.key, "/v1/memories?page_size=100")).json()).data as Json[];
    const test = all.find(
      (m) => m.metadata.kind !== "conversation" && /driving test/.test(String(m.content)),
    );
    // Said after midnight: "tomorrow" is the 3rd, not the day after the conversation started.
    expect(test?.content).toBe("I have my driving test on 2025-05-03, my instructor says I am ready.");
    expect(test?.metadata.event_date).toBe("2025-05-03");
  });

  it("imports a chat between two named people: both people's facts, attributed, with message_ids and a digest", async () => {
    const u = await api.keyedUser();
    // Melanie writes more messages than Daniel: only user_name says who the user is.
    const chat = [
      {
        message_id: "m1",
        timestamp: at(0),
        role: "Daniel",
        content: "Hey Melanie! I started as a nurse at the Charité last week.",
      },
      { message_id: "m2", timestamp: at(1), role: "Melanie", content: "Woohoo Daniel! Congrats!!" },
      {
        message_id: "m3",
        timestamp: at(2),
        role: "Melanie",
        content: "I paint watercolours every weekend and I have two kids.",
      },
      {
        message_id: "m4",
        timestamp: at(3),
        role: "Melanie",
        content: "We moved to Lyon in March, the kids love it.",
      },
      { message_id: "m5", timestamp: at(4), role: "Melanie", content: "haha" },
      { message_id: "m6", timestamp: at(5), role: "Daniel", content: "How is Lyon? Do you miss Berlin?" },
    ];
    const res = await importChat(u.key, {
      platform: "whatsapp",
      chat_data: chat,
      user_name: "Daniel",
      min_length: 1,
    });
    const body = await res.json();
    expect(body.status).toBe("completed");
    expect(body.processing_stats).toMatchObject({
      user_participant: "Daniel",
      user_participant_source: "user_name",
    });
    const all = (await (await get(u.key, "/v1/memories?page_size=100")).json()).data as Json[];
    const byContent = (re: RegExp) =>
      all.find((m) => m.metadata.kind !== "conversation" && re.test(String(m.content)));
    // The user's fact stays the user's, in the first person.
    const nurse = byContent(/^I started as a nurse/);
    expect(nurse?.metadata).toMatchObject({ message_ids: ["m1"], user_participant: "Daniel" });
    expect(nurse?.metadata.subject).toBeUndefined();
    // Its text never names Daniel; its search context does, so "Where does Daniel work?" finds it.
    const [nurseRow] = await api.services.db.sql<{ search_context: string }[]>`
      select search_context from memories where id = ${String(nurse?.memory_id)}`;
    expect(nurseRow?.search_context.split(" ")).toContain("daniel");
    // Melanie's facts are about her, named in the text, with her name in metadata.subject.
    const paints = byContent(/^Melanie paints watercolours/);
    expect(paints?.metadata).toMatchObject({ subject: "Melanie", message_ids: ["m3"] });
    expect(byContent(/^Melanie has two kids/)?.category).toBe("relationships");
    // Nothing from the reaction, the vocative or the questions.
    expect(all.some((m) => /Woohoo|haha|Congrats|miss Berlin/i.test(String(m.content)))).toBe(false);
    // One digest of the conversation: attributed, short, with the messages it condenses only.
    const digests = all.filter((m) => m.metadata.kind === "conversation");
    expect(digests).toHaveLength(1);
    const digest = digests[0];
    expect(digest.memory_type).toBe("episodic");
    expect(String(digest.content).split(/\s+/).length).toBeLessThanOrEqual(80);
    expect(digest.content).toMatch(/Daniel: I started as a nurse/);
    expect(digest.content).toMatch(/Melanie paints/);
    expect(digest.metadata).toMatchObject({
      conversation_topic: expect.any(String),
      conversation_participants: ["Daniel", "Melanie"],
      start_time: at(0),
      end_time: at(5),
    });
    expect(digest.metadata.message_ids).not.toContain("m2");
    expect(digest.metadata.message_ids).not.toContain("m5");
    // Without message_id, provenance is the index in chat_data.
    const plain = chat.map(({ message_id: _id, ...rest }) => rest);
    const v = await api.keyedUser();
    await importChat(v.key, { platform: "whatsapp", chat_data: plain, user_name: "Daniel", min_length: 1 });
    const again = (await (await get(v.key, "/v1/memories?page_size=100")).json()).data as Json[];
    expect(again.find((m) => /^Melanie paints/.test(String(m.content)))?.metadata.message_ids).toEqual([2]);
  });

  it("never stores secrets, and keeps no raw chat data after the import", async () => {
    const u = await api.keyedUser();
    const marker = "Zanzibar-quokka-7781";
    const chat = [
      {
        timestamp: at(0),
        role: "user",
        content: `My password for the bank is ${marker}, please remember it for me.`,
      },
      {
        timestamp: at(1),
        role: "user",
        content: "My card number is 4111 1111 1111 1111 and it expires next year, fyi.",
      },
      {
        timestamp: at(2),
        role: "user",
        content: "I transferred rent to DE89 3704 0044 0532 0130 00 yesterday evening.",
      },
      {
        timestamp: at(3),
        role: "user",
        content: "Here is my API key sk-abcdef1234567890abcdef, use it for the scripts.",
      },
      {
        timestamp: at(4),
        role: "assistant",
        content: `Noted the ${marker} detail; I would rather not keep passwords around.`,
      },
      {
        timestamp: at(5),
        role: "user",
        content: "I collect vintage fountain pens and I own about forty of them by now.",
      },
    ];
    const body = await (
      await importChat(u.key, { platform: "chatgpt", chat_data: chat, extract_mode: "all" })
    ).json();
    expect(body.status).toBe("completed");
    const contents = body.memories.map((m: Json) => m.content).join(" | ");
    expect(contents).toMatch(/fountain pens/);
    expect(contents).not.toMatch(/password|4111|DE89|sk-abc|Zanzibar/i);

    // PostgreSQL: no table holds the marker (only derived facts are kept).
    const tables = await api.services.db.sql<{ table_name: string }[]>`
      select table_name from information_schema.tables where table_schema = 'public'`;
    for (const { table_name } of tables) {
      const [row] = await api.services.db.sql.unsafe(
        `select count(*)::int as n from "${table_name}" t where t::text ilike $1`,
        [`%${marker}%`],
      );
      expect(row?.n, table_name).toBe(0);
    }
    // Redis: neither the staged list nor the job (nor its events) keep the messages.
    const redis = api.services.redis;
    expect(await redis.exists(chatStageKey(api.stack.queuePrefix, body.integration_id))).toBe(0);
    const keys = await redis.keys(`${api.stack.queuePrefix}:*`);
    for (const key of keys) {
      const type = await redis.type(key);
      const dump =
        type === "string"
          ? await redis.get(key)
          : type === "hash"
            ? JSON.stringify(await redis.hgetall(key))
            : type === "list"
              ? JSON.stringify(await redis.lrange(key, 0, -1))
              : type === "stream"
                ? JSON.stringify(await redis.xrange(key, "-", "+"))
                : type === "zset"
                  ? JSON.stringify(await redis.zrange(key, 0, -1))
                  : "";
      expect(dump ?? "", key).not.toContain(marker);
    }
  });
});

describe("bad input", () => {
  it("answers a VALIDATION_ERROR naming the item, and stores nothing", async () => {
    const u = await api.keyedUser();
    const ok = {
      timestamp: at(0),
      role: "user",
      content: "I grow tomatoes and basil on my balcony every summer.",
    };
    const cases: [unknown, string][] = [
      [{ platform: "chatgpt", chat_data: [] }, "chat_data"],
      [{ platform: "myspace", chat_data: [ok] }, "platform"],
      [
        { platform: "chatgpt", chat_data: [ok, { role: "user", content: "hello there" }] },
        "chat_data.1.timestamp",
      ],
      [
        { platform: "chatgpt", chat_data: [ok, ok, { timestamp: at(1), role: "user" }] },
        "chat_data.2.content",
      ],
      [
        { platform: "chatgpt", chat_data: [ok, { ...ok, timestamp: "last tuesday" }] },
        "chat_data.1.timestamp",
      ],
      [
        { platform: "chatgpt", chat_data: [{ ...ok, timestamp: "2025-02-30T10:00:00Z" }] },
        "chat_data.0.timestamp",
      ],
      [{ platform: "chatgpt", chat_data: [{ ...ok, role: "" }] }, "chat_data.0.role"],
      [{ platform: "chatgpt", chat_data: [ok], extract_mode: "everything" }, "extract_mode"],
      [
        { platform: "chatgpt", chat_data: [ok], conversation_settings: { min_length: -1 } },
        "conversation_settings.min_length",
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await importChat(u.key, payload);
      expect(res.status, field).toBe(400);
      expect(await res.json()).toMatchObject({
        code: "VALIDATION_ERROR",
        details: { field, reason: expect.any(String) },
      });
    }
    const huge = { platform: "chatgpt", chat_data: [{ ...ok, content: "x".repeat(26 * 1024 * 1024) }] };
    const tooLarge = await importChat(u.key, huge);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      max_size_bytes: 25 * 1024 * 1024,
    });

    const listed = await (await get(u.key, "/v1/integrations")).json();
    expect(listed.total).toBe(0);
    const memories = await (await get(u.key, "/v1/memories")).json();
    expect(memories.pagination.total_items).toBe(0);
  });

  it("reports unusable items as PARSE_ERROR entries while the rest goes on", async () => {
    const u = await api.keyedUser();
    const body = await (
      await importChat(u.key, {
        platform: "chatgpt",
        chat_data: [
          {
            timestamp: at(0),
            role: "user",
            content: "I speak Portuguese fluently because I grew up in Porto.",
            message_id: "a",
          },
          { timestamp: at(1), role: "user", content: "   ", message_id: "blank" },
          {
            timestamp: "2999-01-01T00:00:00Z",
            role: "user",
            content: "I will be a time traveller one day, that is my plan.",
            message_id: "future",
          },
          {
            timestamp: at(2),
            role: "user",
            content: "I play the cello in an amateur orchestra on Thursdays.",
            message_id: "a",
          },
          {
            timestamp: at(3),
            role: "user",
            content: "I play the cello in an amateur orchestra on Thursdays.",
          },
        ],
      })
    ).json();
    expect(body.status).toBe("completed");
    const contents = body.memories.map((m: Json) => m.content).join(" | ");
    expect(contents).toMatch(/Portuguese/);
    expect(contents).toMatch(/cello/);
    expect(contents).not.toMatch(/time traveller/);
    const status = await (await get(u.key, body.status_url)).json();
    expect(status.stats.errors_count).toBe(3);
    expect(status.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: "PARSE_ERROR",
          item_id: "blank",
          message: expect.stringMatching(/empty/),
        }),
        expect.objectContaining({
          code: "PARSE_ERROR",
          item_id: "future",
          message: expect.stringMatching(/future/),
        }),
        expect.objectContaining({
          code: "PARSE_ERROR",
          item_id: "a",
          message: expect.stringMatching(/duplicate/),
        }),
      ]),
    );
    expect(status.status).toBe("completed");
  });
});
