import { describe, expect, it } from "vitest";
import { parseChatExport } from "../src/index.ts";
import { fixture } from "./helpers/fixtures.ts";

const parse = (path: string, filename?: string, extra: object = {}) =>
  parseChatExport(fixture(`whatsapp/${path}`), { filename: filename ?? path, ...extra });
const reasons = (r: ReturnType<typeof parse>) => new Set(r.skipped.map((s) => s.reason));

describe("WhatsApp's deleted-message lines in its UI languages (rule DELETED_LINES)", () => {
  const lines = [
    "Tato zpráva byla odstraněna",
    "Вы удалили данное сообщение",
    "Данное сообщение удалено",
    "Diese Nachricht wurde gelöscht",
    "Du hast diese Nachricht gelöscht",
    "Ce message a été supprimé",
    "Vous avez supprimé ce message",
    "Se eliminó este mensaje",
    "Eliminaste este mensaje",
    "Questo messaggio è stato eliminato",
    "Hai eliminato questo messaggio",
    "Esta mensagem foi apagada",
    "Você apagou esta mensagem",
    "Dit bericht is verwijderd",
    "Ta wiadomość została usunięta",
  ];
  it("skips each as a deleted message, and keeps a message that only mentions deleting", () => {
    const text = [
      ...lines.map((l, i) => `12/03/2024, 10:${String(i).padStart(2, "0")} - Ana: ${l}`),
      "12/03/2024, 11:00 - Ana: Ich habe die Nachricht gelöscht, sorry",
      "12/03/2024, 11:01 - Ben: Ok",
    ].join("\n");
    const r = parseChatExport(new TextEncoder().encode(text), { filename: "chat.txt" });
    expect(r.messages.map((m) => m.content)).toEqual(["Ich habe die Nachricht gelöscht, sorry", "Ok"]);
    expect(r.skipped.filter((s) => s.reason === "deleted message")).toHaveLength(lines.length);
  });
});

describe("WhatsApp Android exports", () => {
  it("reads an English group chat: system lines are not messages, the export's own order is kept", () => {
    const r = parse("android-en-group.txt");
    expect(r.platform).toBe("whatsapp");
    expect(r.participants).toEqual(["Dmitry S"]);
    expect(r.messages.map((m) => m.content)).toEqual(["Hello all", "This is group chat", expect.any(String)]);
    expect(r.messages[0]?.timestamp).toBe("2023-01-11T16:26:00.000Z");
    expect(reasons(r).has("system line (no sender)")).toBe(true);
    expect(r.conversations).toBe(1);
  });

  it("keeps multi-line messages whole and resolves day-first from a later date (28/09)", () => {
    const r = parse("android-en-rwhatsapp.txt");
    expect(r.participants).toEqual(["Johannes Gruber", "Test"]);
    const multi = r.messages.find((m) => m.role === "Test");
    expect(multi?.content).toBe("It's fun doing text analysis with R\nisn't it?");
    expect(multi?.timestamp).toBe("2017-07-13T09:12:00.000Z");
    expect(r.skipped).toContainEqual({ item_id: "android-en-rwhatsapp.txt:3", reason: "media without text" });
  });

  it("reads 12-hour times with lowercase am and a multi-line first message", () => {
    const r = parse("android-en-12h.txt");
    expect(r.participants).toEqual(["Sathvik PN", "User_1🤩", "+91 98765 43210"]);
    expect(r.messages).toHaveLength(5);
    expect(r.messages[0]).toMatchObject({
      role: "Sathvik PN",
      content: "Stay safe from Covid-19 guys. ☣☣\nIt's rising.",
      timestamp: "2021-04-27T01:50:00.000Z",
    });
    expect(r.messages[3]?.timestamp).toBe("2021-04-30T02:11:00.000Z");
  });

  it("reads 12-hour pm times (1:09 pm → 13:09) and `file attached` sticker lines", () => {
    const r = parse("android-en-pm.txt", "WhatsApp Chat with Test.txt");
    expect(r.participants).toEqual(["Mayank", "Mummy Ji 💓💯"]);
    expect(r.owner).toBeUndefined();
    expect(r.messages[0]).toMatchObject({
      role: "Mayank",
      content: "Good afternoon mahi!",
      timestamp: "2022-03-18T13:09:00.000Z",
    });
    expect(r.messages.some((m) => m.content.includes("(file attached)"))).toBe(false);
    expect(r.skipped.filter((s) => s.reason === "media without text")).toHaveLength(5);
  });

  it("reads an ambiguous file (12/9/20 only) day-first", () => {
    const r = parse("android-en-mdy.txt");
    expect(r.participants).toEqual(["Bob", "Eve", "Alice", "Mallory", "Trent"]);
    expect(r.messages).toHaveLength(11);
    expect(r.messages[0]?.timestamp).toBe("2020-09-12T23:55:00.000Z");
  });

  it("reads the Czech layout (23.03.22 13:31), its media lines and the owner from a Czech file name", () => {
    const r = parse("android-cs.txt", "Chat WhatsApp s\u00a0uživatelem Elon.txt");
    expect(r.participants).toEqual(["Dmitry S", "Elon"]);
    expect(r.owner).toBe("Dmitry S");
    expect(r.messages[0]).toMatchObject({
      role: "Dmitry S",
      content: "Hello",
      timestamp: "2022-03-18T14:56:00.000Z",
    });
    expect(r.messages[0]?.metadata.conversation_title).toBe("Elon");
    expect(r.skipped.filter((s) => s.reason === "media without text").length).toBeGreaterThan(20);
    expect(r.messages.some((m) => m.content.includes("Média vynechány"))).toBe(false);
  });

  it("reads the Russian layout and the Dutch one, whose caption follows the media line", () => {
    const ru = parse("android-ru.txt");
    expect(ru.messages[0]).toMatchObject({ role: "Dmitry S", timestamp: "2022-03-18T14:56:00.000Z" });
    expect(ru.messages.some((m) => m.content.includes("Без медиафайлов"))).toBe(false);
    const nl = parse("android-nl-media.txt");
    expect(nl.messages[1]).toMatchObject({ content: "Caption", metadata: { media: "<Media weggelaten>" } });
    expect(nl.messages.some((m) => m.content.includes("bestand bijgevoegd"))).toBe(false);
  });

  it("keeps media as placeholders when asked", () => {
    const r = parse("android-en-group.txt", undefined, { media: "placeholder" });
    const cs = parse("android-cs.txt", undefined, { media: "placeholder" });
    expect(cs.messages.some((m) => m.content === "[Média vynechány]")).toBe(true);
    expect(r.messages.length).toBeGreaterThanOrEqual(3);
  });
});

describe("WhatsApp iOS exports", () => {
  const ios = [
    ["ios-de.txt", "German"],
    ["ios-ja.txt", "Japanese"],
    ["ios-th.txt", "Thai"],
    ["ios-vi.txt", "Vietnamese (time before date)"],
    ["ios-ar.txt", "Arabic (Arabic-Indic digits, RLM marks, 12-hour م)"],
    ["ios-buddhist-calendar.txt", "Buddhist calendar (2565 BE)"],
    ["ios-japanese-calendar.txt", "Japanese era (R4)"],
  ] as const;
  for (const [file, what] of ios) {
    it(`reads ${what}: dates in UTC, the encryption notice and media lines skipped`, () => {
      const r = parse(file);
      expect(r.participants).toEqual(["Dmitry S"]);
      expect(r.messages[0]).toMatchObject({
        role: "Dmitry S",
        content: "Hello World",
        timestamp: "2022-03-27T21:41:35.000Z",
      });
      expect(
        r.messages.every((m) => !m.content.startsWith("\u200e") && !m.content.startsWith("\u200f")),
      ).toBe(true);
      expect(r.skipped[0]?.reason).toBe("system line (encryption notice or group event)");
      expect(reasons(r).has("media without text")).toBe(true);
      expect(r.messages.every((m) => m.timestamp.startsWith("2022-03-"))).toBe(true);
    });
  }

  it("reads a group with bidi-wrapped phone numbers and system lines", () => {
    const r = parse("ios-en-group.txt");
    expect(r.participants[0]).toBe("+965 9650 8762");
    expect(r.messages[0]?.timestamp).toBe("2022-01-23T11:37:52.000Z");
    expect(reasons(r).has("system line (no sender)")).toBe(true);
  });

  it("reads `<attached: …>` media lines", () => {
    const r = parse("ios-en-attached.txt");
    expect(r.messages.map((m) => m.content)).not.toContainEqual(expect.stringContaining("<attached:"));
    const kept = parse("ios-en-attached.txt", undefined, { media: "placeholder" });
    expect(kept.messages.map((m) => m.content)).toContain(
      "[attached: 00000035-PHOTO-2022-03-27-21-41-55.jpg]",
    );
  });

  it("reads the chat inside an iOS zip (_chat.txt) and takes the chat name from the zip's name", () => {
    const r = parse("ios-ru.zip", "WhatsApp Chat - Elon Musk.zip");
    expect(r.participants).toEqual(["Dmitry Starkov"]);
    expect(r.messages[0]).toMatchObject({ content: "Hello World", timestamp: "2022-03-27T21:41:35.000Z" });
    expect(r.messages[0]?.metadata.conversation_title).toBe("Elon Musk");
  });

  it("shifts local times by utcOffsetMinutes", () => {
    const r = parse("ios-de.txt", undefined, { utcOffsetMinutes: 60 });
    expect(r.messages[0]?.timestamp).toBe("2022-03-27T20:41:35.000Z");
  });
});
