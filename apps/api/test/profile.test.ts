import { waitFor } from "@memory/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORBIDDEN_MESSAGES, PRIVATE_MESSAGE, PROFILE_MESSAGES } from "./fixtures/profile-memories.ts";
import { routeBody } from "./route-body.ts";
import { type Json, startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers({ PROFILE_REFRESH_DELAY_MS: "0", PROFILE_WAIT_MS: "15000" });
});
afterAll(async () => {
  await api?.close();
});

const FORMATS = ["full", "short", "bullets", "professional"] as const;
const STYLES = ["narrative", "factual", "casual", "formal"] as const;

async function remember(key: string, content: string): Promise<Json[]> {
  const res = await api.json(
    "POST",
    "/v1/memories",
    { messages: [{ role: "user", content }], agent_id: "a", thread_id: "t", source: "chat" },
    { "x-api-key": key },
  );
  expect(res.status).toBe(201);
  return (await res.json()).memories;
}

const get = (key: string, path: string) => api.json("GET", path, undefined, { "x-api-key": key });
const patch = (key: string, path: string, body: unknown) =>
  api.json("PATCH", path, body, { "x-api-key": key });

/** A user whose memories fill a profile, with the planted details and a private memory. */
async function richUser() {
  const u = await api.keyedUser();
  const ids: string[] = [];
  for (const text of [...PROFILE_MESSAGES, ...FORBIDDEN_MESSAGES.map((f) => f.text), PRIVATE_MESSAGE.text]) {
    ids.push(...(await remember(u.key, text)).map((m) => m.id as string));
  }
  return { ...u, ids };
}

let anna: Awaited<ReturnType<typeof richUser>>;
beforeAll(async () => {
  anna = await richUser();
}, 60_000);

describe("GET /v1/profile", () => {
  it("answers PROFILE_NOT_FOUND with a suggestion before the first generation", async () => {
    const u = await api.keyedUser();
    const res = await get(u.key, "/v1/profile");
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ code: "PROFILE_NOT_FOUND" });
    expect(body.suggestion).toMatch(/5 memories/);
  });

  it("is generated automatically after the stores, with exact stats and all ten category profiles", async () => {
    const auto = await waitFor("automatic profile", async () => {
      const res = await get(anna.key, "/v1/profile?sections=stats");
      return res.status === 200 ? ((await res.json()) as Json) : undefined;
    });
    // Generated as soon as 5 memories existed; the next automatic one waits 24 h, refresh=true forces it.
    expect(auto.stats.total_memories).toBeGreaterThanOrEqual(5);
    const refreshed = await get(
      anna.key,
      "/v1/profile?refresh=true&sections=bio,categories,stats,insights,traits",
    );
    expect(refreshed.status).toBe(200);
    const profile = await routeBody(api, "getProfile", refreshed);
    const list = await (await get(anna.key, "/v1/memories?page_size=100")).json();
    expect(profile.stats.total_memories).toBe(list.pagination.total_items);
    const byCategory: Record<string, number> = {};
    for (const m of list.data) byCategory[m.category] = (byCategory[m.category] ?? 0) + 1;
    expect(profile.stats.by_category).toEqual(byCategory);
    expect(profile.stats.by_type.semantic + profile.stats.by_type.episodic).toBe(list.pagination.total_items);
    expect(profile.stats.top_participants).toContain("Melanie");
    expect(profile.stats.top_locations).toContain("Lisbon");
    expect(Object.keys(profile.categories).sort()).toEqual([
      "career",
      "finance",
      "health",
      "identity",
      "interests",
      "learning",
      "private",
      "productivity",
      "relationships",
      "travel",
    ]);
    expect(profile.categories.career).toMatchObject({ title: "senior nurse" });
    expect(profile.categories.relationships.close_connections).toContain("Melanie");
    expect(profile.categories.interests.primary_interests.length).toBeGreaterThan(0);
    expect(profile.categories.travel).toMatchObject({ topic: "Travel", memory_count: 1 });
    for (const insight of profile.insights) expect(insight.memory_count).toBeGreaterThanOrEqual(2);
    for (const trait of profile.traits) expect(trait.evidence_count).toBeGreaterThanOrEqual(2);
    expect(profile.traits.length).toBeGreaterThan(0);
    expect(profile.bio.summary).toMatch(/^Anna Schmidt /);
    expect(profile.privacy_settings).toEqual({
      bio_public: false,
      categories_public: [],
      insights_enabled: true,
      trait_analysis_enabled: true,
      include_private_in_bio: false,
    });
    const events = await api.services.redis.xrange(`${api.stack.queuePrefix}:events`, "-", "+");
    expect(
      events.some(([, fields]) => fields[1] === "profile.updated" && fields[3]?.includes(anna.userId)),
    ).toBe(true);
  });

  it("answers the default sections, one category, and refuses an unknown section", async () => {
    const body = await (await get(anna.key, "/v1/profile")).json();
    expect(Object.keys(body).sort()).toEqual([
      "bio",
      "categories",
      "last_updated",
      "privacy_settings",
      "stats",
      "user_id",
    ]);
    const one = await (await get(anna.key, "/v1/profile?sections=categories&category=career")).json();
    expect(Object.keys(one.categories)).toEqual(["career"]);
    const bad = await get(anna.key, "/v1/profile?sections=bio,secrets");
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe("VALIDATION_ERROR");
    const badCategory = await get(anna.key, "/v1/profile?category=hobbies");
    expect(badCategory.status).toBe(400);
    expect((await badCategory.json()).code).toBe("INVALID_CATEGORY");
  });

  it("regenerates on refresh=true at most once per 10 minutes", async () => {
    // The test above refreshed already.
    const second = await get(anna.key, "/v1/profile?refresh=true");
    expect(second.status).toBe(429);
    const body = await second.json();
    expect(body.code).toBe("RATE_LIMIT_EXCEEDED");
    expect(body.retry_after).toBeGreaterThan(500);
    expect(second.headers.get("retry-after")).toBe(String(body.retry_after));
  });
});

describe("GET /v1/profile/bio", () => {
  it("writes all 16 formats × styles within their lengths, without any planted detail or private memory", async () => {
    const listed = await (await get(anna.key, "/v1/memories?page_size=100")).json();
    const ownIds = new Set(listed.data.map((m: { memory_id: string }) => m.memory_id));
    for (const format of FORMATS) {
      for (const style of STYLES) {
        const res = await get(anna.key, `/v1/profile/bio?format=${format}&style=${style}`);
        expect(res.status, `${format}/${style}`).toBe(200);
        const bio = await routeBody(api, "getBio", res);
        expect(bio).toMatchObject({ format, style, is_manual: false });
        const words = bio.bio.split(/\s+/).filter((w: string) => w && w !== "•").length;
        expect(bio.word_count).toBe(words);
        expect(bio.character_count).toBe(bio.bio.length);
        expect(Date.parse(bio.expires_at) - Date.parse(bio.generated_at)).toBe(7 * 24 * 3600 * 1000);
        expect(bio.source_memories).toBeGreaterThanOrEqual(2);
        // Traceable: the memories it is built on, each one of the user's own facts.
        expect(bio.memory_ids).toHaveLength(bio.source_memories);
        for (const id of bio.memory_ids) expect(ownIds.has(id), `${format}/${style}: ${id}`).toBe(true);
        expect(bio.categories_included).not.toContain("private");
        for (const f of FORBIDDEN_MESSAGES) expect(bio.bio, `${format}/${style}`).not.toMatch(f.marker);
        expect(bio.bio).not.toMatch(PRIVATE_MESSAGE.marker);
        if (format === "short") expect(words).toBeGreaterThanOrEqual(30);
        if (format === "short") expect(words).toBeLessThanOrEqual(50);
        if (format === "full") expect(words).toBeGreaterThanOrEqual(100);
        if (format === "full") expect(words).toBeLessThanOrEqual(200);
        if (format === "bullets")
          for (const line of bio.bio.split("\n")) expect(line.startsWith("• ")).toBe(true);
        if (format === "professional") expect(bio.categories_included).not.toContain("relationships");
      }
    }
  });

  it("answers the cached bio on the next read, and refreshes at most once per 10 minutes", async () => {
    const a = await (await get(anna.key, "/v1/profile/bio?format=short")).json();
    const b = await (await get(anna.key, "/v1/profile/bio?format=short")).json();
    expect(b.generated_at).toBe(a.generated_at);
    const refreshed = await get(anna.key, "/v1/profile/bio?format=short&refresh=true");
    expect(refreshed.status).toBe(200);
    expect(Date.parse((await refreshed.json()).generated_at)).toBeGreaterThan(Date.parse(a.generated_at));
    const again = await get(anna.key, "/v1/profile/bio?refresh=true");
    expect(again.status).toBe(429);
    expect((await again.json()).retry_after).toBeGreaterThan(0);
  });

  it("leaves out excluded categories", async () => {
    const res = await get(anna.key, "/v1/profile/bio?format=full&exclude_categories=career,health");
    expect(res.status).toBe(200);
    const bio = await res.json();
    expect(bio.categories_included).not.toContain("career");
    expect(bio.categories_included).not.toContain("health");
    expect(bio.bio).not.toMatch(/nurse at the Charit/);
  });

  it("refuses an unknown format or style with the valid ones", async () => {
    for (const q of ["format=poem", "style=poetic"]) {
      const res = await get(anna.key, `/v1/profile/bio?${q}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({
        code: "INVALID_FORMAT",
        valid_formats: ["full", "short", "bullets", "professional"],
        valid_styles: ["narrative", "factual", "casual", "formal"],
      });
    }
  });

  it("answers BIO_NOT_FOUND with the memory count until the requirements are met", async () => {
    const u = await api.keyedUser();
    await remember(
      u.key,
      "I work as a carpenter building wooden furniture for local families and small shops.",
    );
    await remember(u.key, "I go climbing at the indoor gym three evenings a week with my neighbour.");
    const res = await get(u.key, "/v1/profile/bio");
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body).toMatchObject({ code: "BIO_NOT_FOUND", current_memory_count: 2 });
    expect(body.suggestion).toMatch(/Store more memories/);
  });

  it("answers BIO_NOT_FOUND, never an empty bio, when no memory is a fact a bio can state", async () => {
    const u = await api.keyedUser();
    // Five long memories in several categories, none a fact the local writer states (it writes
    // English, French, German, Dutch, Spanish and Italian, and leaves out what it could say only
    // with a guess: here, who "we" are).
    for (const text of [
      "We have lived in Leeds since 2019, in a terraced house near the park with two cats.",
      "We go climbing at the indoor wall three evenings a week with our neighbours.",
      "Our daughter started primary school in September and loves her new teacher.",
      "We are learning Japanese together every morning before work with an app.",
      "We are both allergic to peanuts and always carry adrenaline pens with us.",
    ])
      await remember(u.key, text);
    const res = await get(u.key, "/v1/profile/bio");
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.code).toBe("BIO_NOT_FOUND");
    expect(body.current_memory_count).toBeGreaterThanOrEqual(5);
    expect(body.error).toMatch(/fact/);
    expect(body.suggestion).toMatch(/POST \/v1\/memories/);
    // Nothing was cached: the next read answers the same.
    expect((await get(u.key, "/v1/profile/bio")).status).toBe(404);
  });

  it("writes a French user's bio in French (BIO_IN_THE_USERS_LANGUAGE; before, BIO_NOT_FOUND; German is unit-tested)", async () => {
    const u = await api.keyedUser();
    const ids: string[] = [];
    for (const text of [
      "Je m'appelle Léa. Je travaille comme infirmière à l'hôpital de la Croix-Rousse à Lyon depuis bientôt dix ans.",
      "Je fais de l'escalade en salle trois soirs par semaine avec ma voisine et son frère.",
      "J'apprends le japonais avec une application tous les matins avant de partir au travail.",
      "Je suis allergique aux arachides depuis l'enfance et je le dis toujours au restaurant.",
      "J'habite à Lyon depuis 2019, dans le quartier de la Croix-Rousse, avec mon compagnon.",
    ])
      ids.push(...(await remember(u.key, text)).map((m) => m.id as string));
    const res = await get(u.key, "/v1/profile/bio?format=full&style=narrative");
    expect(res.status).toBe(200);
    const bio = await res.json();
    expect(bio.bio).toMatch(/^Léa /u);
    expect(bio.bio).toMatch(/Léa travaille comme infirmière/u);
    expect(bio.bio).not.toMatch(/(?:^|[^\p{L}])(?:[Jj]e|[Jj]'|[Mm]on|[Mm]a|[Mm]es|The user)(?=$|[^\p{L}])/u);
    expect(bio.memory_ids.length).toBeGreaterThan(0);
    for (const id of bio.memory_ids) expect(ids).toContain(id);
    // Another user's key sees none of it.
    const other = await api.keyedUser();
    expect((await get(other.key, "/v1/profile/bio?format=full&style=narrative")).status).toBe(404);
  });

  it("writes a Spanish user's bio in Spanish (before, BIO_NOT_FOUND)", async () => {
    const u = await api.keyedUser();
    const ids: string[] = [];
    for (const text of [
      "Me llamo Lucía. Trabajo como enfermera en el hospital de La Paz en Madrid desde hace casi diez años.",
      "Hago escalada en un rocódromo tres tardes por semana con mi vecina y su hermano.",
      "Aprendo japonés con una aplicación todas las mañanas antes de ir al trabajo.",
      "Soy alérgica a los cacahuetes y siempre tengo que llevar mi pluma de adrenalina.",
      "Vivo en Madrid desde 2019, en el barrio de Lavapiés, con mi pareja y nuestro gato.",
    ])
      ids.push(...(await remember(u.key, text)).map((m) => m.id as string));
    const res = await get(u.key, "/v1/profile/bio?format=full&style=narrative");
    expect(res.status).toBe(200);
    const bio = await res.json();
    expect(bio.bio).toMatch(/^Lucía /u);
    expect(bio.bio).toMatch(/Lucía trabaja como enfermera/u);
    expect(bio.bio).not.toMatch(/(?<!\p{L})(?:[Yy]o|[Mm]i|[Mm]is|[Mm]e|The user|La persona)(?!\p{L})/u);
    expect(bio.memory_ids.length).toBeGreaterThan(0);
    for (const id of bio.memory_ids) expect(ids).toContain(id);
    // Another user's key sees none of it.
    const other = await api.keyedUser();
    expect((await get(other.key, "/v1/profile/bio?format=full&style=narrative")).status).toBe(404);
  });

  it("writes an Italian user's bio in Italian (before, BIO_NOT_FOUND)", async () => {
    const u = await api.keyedUser();
    for (const text of [
      "Mi chiamo Giulia. Lavoro come infermiera all'ospedale San Raffaele di Milano da quasi dieci anni.",
      "Faccio arrampicata in palestra tre sere a settimana con la mia vicina e suo fratello.",
      "Studio il giapponese con un'applicazione tutte le mattine prima di andare al lavoro.",
      "Sono allergica alle arachidi e devo sempre portare la penna di adrenalina.",
      "Mia sorella Chiara vive a Bologna con i suoi due figli e suo marito.",
    ])
      await remember(u.key, text);
    const res = await get(u.key, "/v1/profile/bio?format=full&style=narrative");
    expect(res.status).toBe(200);
    const bio = await res.json();
    expect(bio.bio).toMatch(/^Giulia /u);
    expect(bio.bio).toMatch(/Giulia lavora come infermiera/u);
    expect(bio.bio).not.toMatch(/(?<!\p{L})(?:[Ii]o|[Mm]io|[Mm]ia|[Mm]i|The user|La persona)(?!\p{L})/u);
    const other = await api.keyedUser();
    expect((await get(other.key, "/v1/profile/bio?format=full&style=narrative")).status).toBe(404);
  });

  it("counts only the user's facts toward a bio: a group chat of others' news gives BIO_NOT_FOUND, 0 facts", async () => {
    const u = await api.keyedUser();
    const lines: Array<[string, string]> = [
      ["Jo", "I moved to Leeds last spring and I work as a nurse at St James's hospital now."],
      ["Sam", "I have been playing the cello in the city orchestra for almost twelve years now."],
      ["Mika", "Running a bit late, save me a seat at the back please!"],
      ["Jo", "My sister Ana is getting married in Porto in June and I am her maid of honour."],
      ["Sam", "I started a part-time master's degree in data science at the Open University."],
      ["Jo", "I broke my wrist skiing in February and I still go to physio twice a week."],
      ["Sam", "I'm saving up for a flat of my own, the rent in town is eating half my salary."],
    ];
    const res = await api.json(
      "POST",
      "/v1/integrations/chat",
      {
        platform: "whatsapp",
        user_name: "Mika",
        chat_data: lines.map(([role, content], i) => ({
          message_id: `g${i}`,
          timestamp: `2025-05-01T10:0${i}:00Z`,
          role,
          content,
        })),
      },
      { "x-api-key": u.key },
    );
    expect([201, 202]).toContain(res.status);
    await waitFor("the import's memories", async () => {
      const list = await (await get(u.key, "/v1/memories?page_size=100")).json();
      return list.pagination.total_items >= 5 ? list : undefined;
    });
    const bio = await get(u.key, "/v1/profile/bio");
    expect(bio.status).toBe(404);
    const body = await bio.json();
    expect(body.code).toBe("BIO_NOT_FOUND");
    expect(body.current_memory_count).toBe(0);
  });

  it("shows private memories only with include_private_in_bio", async () => {
    const u = await richUser();
    const on = await patch(u.key, "/v1/profile/privacy", { include_private_in_bio: true });
    expect(on.status).toBe(200);
    expect((await on.json()).include_private_in_bio).toBe(true);
    const only = "exclude_categories=career,interests,learning";
    const res = await get(u.key, `/v1/profile/bio?format=bullets&style=factual&${only}`);
    const bullets = await res.json();
    expect(res.status, JSON.stringify(bullets)).toBe(200);
    expect(bullets.bio).toMatch(PRIVATE_MESSAGE.marker);
    for (const f of FORBIDDEN_MESSAGES) expect(bullets.bio).not.toMatch(f.marker);
    await patch(u.key, "/v1/profile/privacy", { include_private_in_bio: false });
    const afterRes = await get(u.key, `/v1/profile/bio?format=bullets&style=factual&${only}`);
    const after = await afterRes.json();
    expect(afterRes.status, JSON.stringify(after)).toBe(200);
    expect(after.bio).not.toMatch(PRIVATE_MESSAGE.marker);
  }, 60_000);
});

describe("PATCH /v1/profile/bio", () => {
  it("refuses a text over 500 words with max_length and current_length in words", async () => {
    const res = await patch(anna.key, "/v1/profile/bio", { bio: Array(501).fill("word").join(" ") });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "BIO_TOO_LONG", max_length: 500, current_length: 501 });
    const still = await (await get(anna.key, "/v1/profile/bio?format=short")).json();
    expect(still.is_manual).toBe(false);
  });

  it("sets a manual bio that every read answers until is_manual is false", async () => {
    const u = await richUser();
    const text = "Nurse, hiker and watercolour painter who is learning Spanish.";
    const res = await patch(u.key, "/v1/profile/bio", { bio: text, format: "short", style: "casual" });
    expect(res.status).toBe(200);
    expect(await routeBody(api, "updateBio", res)).toMatchObject({
      bio: text,
      format: "short",
      style: "casual",
      word_count: 9,
      character_count: text.length,
      is_manual: true,
    });
    const read = await (await get(u.key, "/v1/profile/bio?format=full&refresh=true")).json();
    expect(read).toMatchObject({ bio: text, is_manual: true });
    const back = await patch(u.key, "/v1/profile/bio", { is_manual: false, format: "short" });
    expect(back.status).toBe(200);
    const generated = await back.json();
    expect(generated.is_manual).toBe(false);
    expect(generated.bio).not.toBe(text);
  }, 60_000);

  it("a refused regeneration changes nothing: the manual bio stays", async () => {
    const u = await api.keyedUser();
    await remember(
      u.key,
      "I work as a carpenter building wooden furniture for local families and small shops.",
    );
    const set = await patch(u.key, "/v1/profile/bio", { bio: "Carpenter and climber." });
    expect(set.status).toBe(200);
    const refused = await patch(u.key, "/v1/profile/bio", {
      regenerate: true,
      exclude_categories: ["career"],
    });
    expect(refused.status).toBe(404);
    expect((await refused.json()).code).toBe("BIO_NOT_FOUND");
    const read = await (await get(u.key, "/v1/profile/bio")).json();
    expect(read).toMatchObject({ bio: "Carpenter and climber.", is_manual: true });
    const settings = await api.services.db.sql<{ excluded: string[] }[]>`
      select bio_excluded_categories as excluded from profile_settings where user_id = ${u.userId}`;
    expect(settings[0]?.excluded).toEqual([]);
  });

  it("saves include_categories for later reads and regenerates on request", async () => {
    const u = await richUser();
    const res = await patch(u.key, "/v1/profile/bio", {
      include_categories: ["career", "learning"],
      format: "professional",
      style: "formal",
      regenerate: true,
    });
    expect(res.status).toBe(200);
    const read = await (await get(u.key, "/v1/profile/bio?format=professional&style=formal")).json();
    for (const c of read.categories_included) expect(["career", "learning"]).toContain(c);
    const again = await patch(u.key, "/v1/profile/bio", { regenerate: true });
    expect(again.status).toBe(429);
  }, 60_000);
});

describe("privacy and isolation", () => {
  it("drops insights and traits when disabled, and view=public shows only what is public", async () => {
    const u = await richUser();
    await waitFor("profile", async () => (await get(u.key, "/v1/profile")).status === 200);
    const off = await patch(u.key, "/v1/profile/privacy", {
      insights_enabled: false,
      trait_analysis_enabled: false,
      bio_public: true,
      categories_public: ["career"],
    });
    expect(await routeBody(api, "updateProfilePrivacy", off)).toMatchObject({
      insights_enabled: false,
      bio_public: true,
      categories_public: ["career"],
    });
    const body = await (await get(u.key, "/v1/profile?sections=insights,traits")).json();
    expect(body.insights).toEqual([]);
    expect(body.traits).toEqual([]);
    const pub = await (
      await get(u.key, "/v1/profile?view=public&sections=bio,categories,stats,insights")
    ).json();
    expect(Object.keys(pub.categories)).toEqual(["career"]);
    expect(pub.bio.summary.length).toBeGreaterThan(0);
    expect(pub).not.toHaveProperty("stats");
    expect(pub).not.toHaveProperty("insights");
    const empty = await patch(u.key, "/v1/profile/privacy", {});
    expect(empty.status).toBe(400);
  }, 60_000);

  it("another user's key sees and changes nothing; scopes are enforced", async () => {
    const other = await api.keyedUser();
    expect((await get(other.key, "/v1/profile")).status).toBe(404);
    expect((await get(other.key, "/v1/profile/bio")).status).toBe(404);
    await patch(other.key, "/v1/profile/privacy", { bio_public: true, insights_enabled: false });
    await patch(other.key, "/v1/profile/bio", { bio: "Someone else entirely." });
    const mine = await (await get(anna.key, "/v1/profile?sections=insights")).json();
    expect(mine.privacy_settings).toMatchObject({ bio_public: false, insights_enabled: true });
    expect((await (await get(anna.key, "/v1/profile/bio?format=short")).json()).is_manual).toBe(false);
    const reader = await api.keyedUser(["memories:read"]);
    const denied = await get(reader.key, "/v1/profile");
    expect(denied.status).toBe(403);
    expect((await denied.json()).required_scope).toBe("profile:read");
    const profileReader = await api.keyedUser(["profile:read"]);
    const noWrite = await patch(profileReader.key, "/v1/profile/privacy", { bio_public: true });
    expect(noWrite.status).toBe(403);
    expect((await noWrite.json()).required_scope).toBe("profile:write");
  });
});

describe("refresh=true with a read-only key", () => {
  it("is 403 naming profile:write, and regenerates nothing; a plain read still answers", async () => {
    const created = await api.json(
      "POST",
      "/v1/api-keys",
      { name: "reader", scopes: ["profile:read"] },
      { authorization: `Bearer ${anna.token}` },
    );
    const reader = (await created.json()).key as string;
    const before = (await (await get(anna.key, "/v1/profile?sections=stats")).json()).last_updated;
    for (const path of ["/v1/profile?refresh=true", "/v1/profile/bio?format=short&refresh=true"]) {
      const res = await get(reader, path);
      expect(res.status, path).toBe(403);
      const body = await res.json();
      expect(body).toMatchObject({ code: "FORBIDDEN", required_scope: "profile:write" });
      expect(body.error).toMatch(/refresh=true.*profile:write.*without refresh/);
    }
    const plain = await get(reader, "/v1/profile?sections=stats");
    expect(plain.status).toBe(200);
    expect((await plain.json()).last_updated).toBe(before);
  });
});

describe("automatic regeneration", () => {
  it("a category change schedules the check, which regenerates a profile older than 24 h", async () => {
    const u = await richUser();
    await waitFor("profile", async () => (await get(u.key, "/v1/profile")).status === 200);
    await api.services.db.sql`
      update profiles set generated_at = now() - interval '25 hours', updated_at = now() - interval '25 hours'
      where user_id = ${u.userId}`;
    const old = (await (await get(u.key, "/v1/profile")).json()).last_updated;
    const res = await patch(u.key, `/v1/memories/${u.ids[6]}`, { category: "interests" });
    expect(res.status).toBe(200);
    const fresh = await waitFor("regenerated profile", async () => {
      const body = await (await get(u.key, "/v1/profile?sections=stats")).json();
      return body.last_updated !== old ? body : undefined;
    });
    expect(fresh.stats.by_category.interests).toBeGreaterThanOrEqual(1);
    expect(Date.now() - Date.parse(fresh.last_updated)).toBeLessThan(60_000);
  }, 60_000);
});

describe("DELETE /v1/memories/{id}?cascade=true", () => {
  it("removes insights whose evidence is gone and updates stats and bios at once", async () => {
    const u = await richUser();
    const before = await (await get(u.key, "/v1/profile?refresh=true&sections=stats,traits,insights")).json();
    await (await get(u.key, "/v1/profile/bio?format=bullets")).json();
    // A trait or insight backed by exactly two memories loses its evidence with one of them.
    const rows = await api.services.db.sql<{ memory_ids: string[] }[]>`
      select memory_ids from profile_insights where user_id = ${u.userId} order by cardinality(memory_ids) asc limit 1`;
    const victim = rows[0]?.memory_ids[0] ?? "";
    expect(victim).not.toBe("");
    const res = await api.json("DELETE", `/v1/memories/${victim}?cascade=true`, undefined, {
      "x-api-key": u.key,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.cascade_deletions.profile_updates).toBeGreaterThanOrEqual(1);
    const after = await (await get(u.key, "/v1/profile?sections=stats,traits,insights")).json();
    expect(after.stats.total_memories).toBe(before.stats.total_memories - 1);
    const remaining = await api.services.db.sql<{ n: number }[]>`
      select count(*)::int as n from profile_insights where user_id = ${u.userId} and ${victim}::uuid = any(memory_ids)`;
    expect(remaining[0]?.n).toBe(0);
    const lost =
      before.insights.length + before.traits.length - (after.insights.length + after.traits.length);
    expect(body.cascade_deletions.derived_insights).toBe(lost);
    const bios = await api.services.db.sql<{ n: number }[]>`
      select count(*)::int as n from bios where user_id = ${u.userId} and ${victim}::uuid = any(memory_ids)`;
    expect(bios[0]?.n).toBe(0);
  }, 60_000);

  it("batch delete with cascade sums the profile updates", async () => {
    const u = await richUser();
    const before = await (await get(u.key, "/v1/profile?refresh=true")).json();
    const res = await api.json(
      "POST",
      "/v1/memories/batch-delete",
      { memory_ids: u.ids.slice(2, 5), cascade: true },
      { "x-api-key": u.key },
    );
    const body = await res.json();
    expect(body.deleted).toHaveLength(3);
    expect(body.cascade_deletions.profile_updates).toBeGreaterThanOrEqual(3);
    const after = await (await get(u.key, "/v1/profile")).json();
    expect(after.stats.total_memories).toBe(before.stats.total_memories - 3);
  }, 60_000);

  it("without cascade leaves the derived data alone", async () => {
    const u = await richUser();
    await waitFor("profile", async () => (await get(u.key, "/v1/profile")).status === 200);
    const res = await api.json("DELETE", `/v1/memories/${u.ids[1]}`, undefined, { "x-api-key": u.key });
    expect((await res.json()).cascade_deletions).toMatchObject({ profile_updates: 0, derived_insights: 0 });
  }, 60_000);
});
