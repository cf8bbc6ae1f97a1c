import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { containsSecret, luhnValid } from "../src/local/secrets.ts";

const timestamp = "2026-11-20T10:00:00Z";
const user = (content: string) => ({ role: "user", content });

describe("local extraction", () => {
  it("keeps each fact in the user's language and never translates", () => {
    const facts = extractFacts({
      timestamp,
      messages: [
        user("Ich wohne in Berlin und arbeite bei SAP."),
        user("J'habite à Lyon."),
        user("Vivo en Sevilla y trabajo en Telefónica."),
        user("I live in Denver."),
      ],
    });
    expect(facts.map((f) => [f.content, f.language, f.slot])).toEqual([
      ["Ich wohne in Berlin.", "de", "residence"],
      ["Ich arbeite bei SAP.", "de", "employer"],
      ["J'habite à Lyon.", "fr", "residence"],
      ["Vivo en Sevilla.", "es", "residence"],
      ["Trabajo en Telefónica.", "es", "employer"],
      ["I live in Denver.", "en", "residence"],
    ]);
  });

  it("reads a day said without its month in the month an earlier message or sentence named", () => {
    // t06: the 14th and the 17th had become September's, two messages after "the 18th of October";
    // t08: "I'm giving a talk on 13 November. The symposium runs from the 12th to the 14th" had
    // become October's, each sentence read alone.
    const at = (minute: number) => `2026-08-16T10:${minute}:00Z`;
    const facts = extractFacts({
      timestamp: at(25),
      userName: "Jae-won",
      messages: [
        {
          role: "Maggie",
          content: "We fly to Osaka on the 18th of October, three weeks.",
          timestamp: at(25),
        },
        { role: "user", content: "That sounds amazing. You must come to Seoul!", timestamp: at(26) },
        {
          role: "Maggie",
          content:
            "We could stop in Seoul on the way. Fly in on the 14th, then on to Osaka on the 17th instead of the 18th.",
          timestamp: at(28),
        },
        // Another day of the month than the one named before: this month's (t08, t09).
        { role: "Maggie", content: "Ruth's birthday is on the 21st, she wants a cake.", timestamp: at(29) },
        {
          role: "Maggie",
          content:
            "I'm giving a talk in Lisbon on 13 November. The symposium runs from the 12th to the 14th, so I could take the train up on the Friday.",
          timestamp: at(30),
        },
        {
          role: "Maggie",
          content:
            "I land in Cork on the 21st of October, via Heathrow, and I'll stay with you until the 31st.",
          timestamp: at(31),
        },
        // A day later the anchor is gone: the next 20th is this month's.
        {
          role: "Maggie",
          content: "I'm seeing my sister on the 20th, she lives in Perth.",
          timestamp: "2026-08-17T09:00:00Z",
        },
      ],
    });
    const text = facts.map((f) => f.content).join(" | ");
    expect(text).toContain("2026-10-14");
    expect(text).toContain("2026-10-17");
    expect(text).toContain("2026-08-21");
    expect(text).toContain("2026-08-20");
    expect(text).toContain("from 2026-11-12 to 2026-11-14");
    // A clause after a date, in the same sentence.
    expect(text).toContain("until 2026-10-31");
    // …and a weekday after them is read as in the whole message at once: the first Friday after
    // the days named (it was the Friday after the message, in August).
    expect(text).toContain("take the train up on 2026-11-20");
  });

  it("fills participants, location, event date and message indices", () => {
    const [fact] = extractFacts({
      timestamp,
      messages: [
        { role: "assistant", content: "How was your week?" },
        user("Last Friday I went hiking with Tom in the Alps."),
      ],
    });
    expect(fact).toMatchObject({
      content: "On 2026-11-13 I went hiking with Tom in the Alps.",
      memoryType: "episodic",
      participants: ["Tom"],
      location: "Alps",
      eventDate: "2026-11-13",
      messageIndices: [1],
    });
  });

  it("skips questions, requests, greetings, filler and assistant messages", () => {
    const facts = extractFacts({
      timestamp,
      messages: [
        user("Hi! Can you recommend a restaurant? Thanks."),
        { role: "assistant", content: "I live in the cloud and I love helping." },
        user("I think so."),
        user("Kannst du mir helfen? Qu'est-ce que tu en penses ? ¿Dónde está el baño?"),
      ],
    });
    expect(facts).toEqual([]);
  });

  it("collapses repeats into one fact that lists every source message", () => {
    const facts = extractFacts({ timestamp, messages: [user("I love sushi."), user("Yes, I love sushi!")] });
    expect(facts).toHaveLength(1);
    expect(facts[0]?.messageIndices).toEqual([0, 1]);
  });

  it("marks single-valued attributes so a newer fact can supersede the older", () => {
    const facts = extractFacts({
      timestamp,
      messages: [user("I live in Paris."), user("Actually, I moved to Berlin last month.")],
    });
    expect(facts.map((f) => [f.content, f.slot, f.memoryType])).toEqual([
      ["I live in Paris.", "residence", "semantic"],
      ["I moved to Berlin in 2026-10.", "residence", "episodic"],
    ]);
  });

  it("drops sentences with secrets and keeps the rest of the message", () => {
    const facts = extractFacts({
      timestamp,
      messages: [
        user(
          "My password is hunter2. Here is my key sk-proj-abcdefghijklmnop1234. My card is 4111 1111 1111 1111. " +
            "Meine IBAN ist DE89 3704 0044 0532 0130 00. Our service key is msk_live_abcdefghijklmnop. I live in Denver.",
        ),
      ],
    });
    expect(facts.map((f) => f.content)).toEqual(["I live in Denver."]);
  });
});

describe("secret detection", () => {
  it("recognises keys, card numbers and IBANs, and leaves ordinary numbers alone", () => {
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
    expect(containsSecret("card 5500-0000-0000-0004")).toBe(true);
    expect(containsSecret("FR14 2004 1010 0505 0001 3M02 606")).toBe(true);
    expect(containsSecret("Mi contraseña es perro")).toBe(true);
    expect(containsSecret("token ghp_abcdefghijklmnopqrstuvwxyz0123")).toBe(true);
    expect(containsSecret("My phone number is 1234 5678 9012 3456")).toBe(false);
    expect(containsSecret("I ran 10 km in 52 minutes on 2026-11-13")).toBe(false);
    expect(containsSecret("I live in Paris")).toBe(false);
  });
});

describe("context-only messages (shorter than a chat import's min_length)", () => {
  it("give no fact of their own but stay the question an answer keeps", () => {
    const facts = extractFacts({
      messages: [
        { role: "user", content: "I moved to Gdańsk in May.", contextOnly: true },
        { role: "user", content: "do you still run in the park?", contextOnly: true },
        { role: "Emeka", content: "Actually yes! 3 times a week now, before work. 5 km" },
      ],
      timestamp: "2025-05-01T09:00:00Z",
      userName: "Nadia",
    });
    expect(facts.map((f) => [f.content, f.messageIndices])).toEqual([
      [
        'Emeka: 3 times a week now, before work. 5 km (asked by Nadia: "do you still run in the park?").',
        [1, 2],
      ],
    ]);
  });
});
