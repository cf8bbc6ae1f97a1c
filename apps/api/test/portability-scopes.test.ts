import { getProfileSettings, updateProfileSettings } from "@memory/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allMemories, exportOf, importInto, lines } from "./portability-support.ts";
import { type Json, startTestApiWithWorkers, type TestApiWithWorkers } from "./support.ts";

let api: TestApiWithWorkers;
beforeAll(async () => {
  api = await startTestApiWithWorkers({ FILE_IMPORT_WAIT_MS: "30000" });
});
afterAll(async () => {
  await api?.close();
});

/** Another key of the same user, with only these scopes. */
const keyWith = async (token: string, scopes: string[]) => {
  const res = await api.json(
    "POST",
    "/v1/api-keys",
    { name: scopes.join(" "), scopes },
    {
      authorization: `Bearer ${token}`,
    },
  );
  expect(res.status).toBe(201);
  return (await res.json()).key as string;
};
const settingsOf = async (userId: string) => {
  const s = await getProfileSettings(api.services.db.orm, userId);
  return {
    bioPublic: s.bioPublic,
    categoriesPublic: s.categoriesPublic,
    includePrivateInBio: s.includePrivateInBio,
    bioIsManual: s.bioIsManual,
    manualBio: s.manualBio,
  };
};
/** Anna's export (taken with her all-scopes key): two memories, public settings and a manual bio. */
const annasFile = async () => {
  const anna = await api.keyedUser();
  for (const content of ["I restore old bicycles in my garage.", "My daughter Mia plays chess."]) {
    const res = await api.json(
      "POST",
      "/v1/memories",
      { messages: [{ role: "user", content }], agent_id: "a", thread_id: "t", source: "chat" },
      { "x-api-key": anna.key },
    );
    expect(res.status).toBe(201);
  }
  await updateProfileSettings(api.services.db.orm, anna.userId, {
    bioPublic: true,
    categoriesPublic: ["interests", "relationships"],
    includePrivateInBio: true,
    bioIsManual: true,
    manualBio: "Anna restores bicycles.",
  });
  return { anna, text: await exportOf(api, anna.key) };
};

describe("export and import respect the profile scopes", () => {
  it("skips the privacy and bio lines of a key without profile:write, with a FORBIDDEN entry each, and restores the memories", async () => {
    const { anna, text } = await annasFile();
    const file = lines(text);
    const privacyLine = file.findIndex((l) => l.type === "privacy") + 1;
    const bioLine = file.findIndex((l) => l.type === "bio") + 1;
    expect([privacyLine, bioLine].every((n) => n > 1)).toBe(true);

    const ben = await api.keyedUser(["memories:write", "memories:read", "integrations:read"]);
    const before = await settingsOf(ben.userId);
    const patch = await api.json(
      "PATCH",
      "/v1/profile/privacy",
      { bio_public: true },
      { "x-api-key": ben.key },
    );
    expect(patch.status).toBe(403);

    const res = await importInto(api, ben.key, text);
    expect(res.status).toBe(201);
    const answer = await res.json();
    expect(answer).toMatchObject({
      status: "completed",
      stats: { memories_restored: 2, parse_errors: 0, lines_skipped: 2 },
    });
    expect(answer.errors.map((e: Json) => [e.code, e.item_id])).toEqual([
      ["FORBIDDEN", String(privacyLine)],
      ["FORBIDDEN", String(bioLine)],
    ]);
    for (const e of answer.errors) expect(e.message).toMatch(/lacks the scope profile:write/);
    expect(await settingsOf(ben.userId)).toEqual(before);
    expect(await allMemories(api, ben.key)).toHaveLength(2);
    const status = await (
      await api.json("GET", answer.status_url, undefined, { "x-api-key": ben.key })
    ).json();
    expect(status).toMatchObject({ status: "completed", stats: { errors_count: 2 } });

    // The same file with a key of Ben's that has profile:write applies the settings, adds no memory.
    const full = await keyWith(ben.token, ["memories:write", "profile:write"]);
    const again = await (await importInto(api, full, text)).json();
    expect(again).toMatchObject({
      status: "completed",
      stats: { memories_restored: 0, duplicates_skipped: 2, lines_skipped: 0 },
    });
    expect(again.errors).toBeUndefined();
    expect(await settingsOf(ben.userId)).toEqual({
      bioPublic: true,
      categoriesPublic: ["interests", "relationships"],
      includePrivateInBio: true,
      bioIsManual: true,
      manualBio: "Anna restores bicycles.",
    });

    // Eve's import of the same file changes Eve's account only.
    const eve = await api.keyedUser();
    const annaBefore = await settingsOf(anna.userId);
    await updateProfileSettings(api.services.db.orm, ben.userId, { bioPublic: false, categoriesPublic: [] });
    const benBefore = await settingsOf(ben.userId);
    expect((await importInto(api, eve.key, text)).status).toBe(201);
    expect((await settingsOf(eve.userId)).bioPublic).toBe(true);
    expect(await settingsOf(ben.userId)).toEqual(benBefore);
    expect(await settingsOf(anna.userId)).toEqual(annaBefore);
  });

  it("shows the privacy and bio lines only to a key with profile:read", async () => {
    const { anna } = await annasFile();
    const readOnly = await keyWith(anna.token, ["memories:read"]);
    const bio = await api.json("GET", "/v1/profile/bio", undefined, { "x-api-key": readOnly });
    expect(bio.status).toBe(403);
    const partial = lines(await exportOf(api, readOnly));
    expect(partial.map((l) => l.type)).toEqual(["header", "memory", "memory", "footer"]);
    expect(JSON.stringify(partial)).not.toContain("Anna restores bicycles.");

    const withProfile = await keyWith(anna.token, ["memories:read", "profile:read"]);
    const whole = lines(await exportOf(api, withProfile));
    expect(whole.map((l) => l.type)).toEqual(["header", "memory", "memory", "privacy", "bio", "footer"]);
    expect(whole.find((l) => l.type === "bio")?.bio).toBe("Anna restores bicycles.");

    // Another user's export holds nothing of Anna's.
    const eve = await api.keyedUser();
    const evesFile = lines(await exportOf(api, eve.key));
    expect(evesFile.map((l) => l.type)).toEqual(["header", "privacy", "footer"]);
    expect(evesFile.find((l) => l.type === "privacy")?.bio_public).toBe(false);
  });
});
