import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { contents, timestamp, user } from "./helpers/facts.ts";

/**
 * The person spoken to: names, endearments, parents and salutations that are no part of the fact.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("clean, self-contained facts", () => {
  it("takes a name or an endearment at the end as a vocative only after a comma or a greeting ('I really miss Melanie' had become 'I really miss.')", () => {
    const messages = [
      user("I went to the cinema with Melanie. I really miss Melanie. Thanks Melanie! I love it, Melanie."),
      { role: "Melanie", content: "Delft is what I love. ok babe. I gave the book to Sam" },
      // A pet name goes without its comma (t03: "I know my love"); a baby that is had stays.
      { role: "Melanie", content: "I know my love. We're having a baby." },
      // "honey" and "baby" at the end are things without the comma (t11: "Customs are savage
      // about honey" had lost its honey, "I adore my baby" had become "Melanie adores their.").
      { role: "Melanie", content: "Customs are savage about honey. I adore my baby. night honey" },
    ];
    expect(contents(messages, "Sam")).toEqual([
      "I went to the cinema with Melanie.",
      "I really miss Melanie.",
      "Delft is what Melanie loves.",
      "Melanie gave the book to Sam.",
      "Melanie: We're having a baby.",
      "Melanie adores their baby.",
      "Melanie: Customs are savage about honey.",
    ]);
  });

  it("drops a parent greeted at the start ('Morning mama, already went for a run', t10) and keeps 'you were both' plural (t11)", () => {
    expect(
      contents(
        [
          { role: "Eleni", content: "are you up" },
          { role: "Nikos", content: "Morning mama, already went for a run, 14k along the isar" },
          { role: "Nikos", content: "Mum, I got the job at the hospital!" },
        ],
        "Eleni",
      ),
    ).toEqual(["Nikos already went for a run, 14k along the isar.", "Nikos got the job at the hospital."]);
    // The same greeting sent as a message of its own, before the news in the next ones (t10).
    const turn = [
      { role: "Eleni", content: "are you up", timestamp: "2025-06-01T07:00:00Z" },
      { role: "user", content: "morning mama", timestamp: "2025-06-01T07:01:00Z" },
      { role: "user", content: "already went for a run", timestamp: "2025-06-01T07:01:10Z" },
      { role: "user", content: "14k along the isar", timestamp: "2025-06-01T07:01:20Z" },
    ];
    expect(extractFacts({ timestamp, messages: turn, userName: "Nikos" }).map((f) => f.content)).toEqual([
      "I already went for a run, 14k along the isar.",
    ]);
    // A list is no one spoken to.
    expect(contents([user("Mum, dad and I went to Rome in May.")])).toEqual([
      "Mum, dad and I went to Rome in 2026-05.",
    ]);
    // "You were both set on Drumcondra" is Owen and Niamh, not Owen alone ("Owen was both").
    expect(
      contents(
        [
          user("we are moving to Cork"),
          { role: "Hattie", content: "I thought you were both set on Drumcondra." },
        ],
        "Owen",
      ),
    ).toEqual(["We are moving to Cork.", "Hattie thought you were both set on Drumcondra."]);
  });

  it("drops a letter's salutation ('Rajesh: Dear Ananya, good morning.' was kept, t05)", () => {
    expect(
      contents(
        [{ role: "Rajesh", content: "Dear Ananya, good morning. We have booked the flights to Manchester." }],
        "Ananya",
      ),
    ).toEqual(["Rajesh: We have booked the flights to Manchester."]);
  });

  it("takes 'mama', 'mum' or 'dad' at the end as the person spoken to, not as a word of the fact ('It's 19 degrees here mama', t10)", () => {
    const messages = [
      { role: "Nikos", content: "it's 19 degrees here mama. best easter ever mama" },
      // Said of them, the words stay: after a verb, a preposition or a possessive.
      {
        role: "Nikos",
        content: "I called mum. I'm visiting dad. I got a parcel from mama. I bought flowers for my mum",
      },
      // A determiner and its adjectives before the word: a noun phrase, no one spoken to.
      { role: "Nikos", content: "I'm a single dad. I'm a proud working mom" },
    ];
    expect(contents(messages, "Eleni")).toEqual([
      "Nikos: It's 19 degrees here. Best easter ever.",
      "Nikos called mum.",
      "Nikos is visiting dad.",
      "Nikos got a parcel from mama.",
      "Nikos bought flowers for their mum.",
      "Nikos is a single dad.",
      "Nikos is a proud working mom.",
    ]);
    // Also before an emoji: t10's answer was kept as "It's 19 degrees here mama (asked by …)".
    expect(
      contents(
        [
          { role: "Eleni", content: "14 kilometres?? in this heat?" },
          { role: "Nikos", content: "it's 19 degrees here mama 😂" },
          { role: "Nikos", content: "thanks Eleni 🙏🏽" },
        ],
        "Eleni",
      ),
    ).toEqual(['Nikos: It\'s 19 degrees here (asked by Eleni: "in this heat?").']);
    // A skin tone is part of its emoji: "My sister 👩🏽 got a job" had kept "🏽".
    expect(contents([user("My sister 👩🏽 got a job at the hospital in Leeds.")])).toEqual([
      "My sister got a job at the hospital in Leeds.",
    ]);
  });

  it("drops a term of endearment used as a vocative, and leaves no space before a period where an emoji was", () => {
    const facts = contents(
      [
        { role: "Emeka", content: "my love, I have to sleep early. I love my job, babe." },
        user("Ola is surviving, barely 😅 my sister has the patience of a saint"),
      ],
      "Nadia",
    );
    expect(facts).toContain("Emeka has to sleep early.");
    expect(facts).toContain("Emeka loves their job.");
    expect(facts).toContain("Nadia: Ola is surviving, barely.");
  });

  it("NAME_BEFORE_A_QUESTION: a name before an inverted question is its vocative ('marco can i ask u smth' had become 'Marco can I ask Marco smth')", () => {
    const facts = contents(
      [
        { role: "Marco", content: "hey joy" },
        { role: "Joy", content: "marco can i ask u smth" },
        { role: "Joy", content: "marco do you still have my charger" },
      ],
      "Joy",
    );
    expect(facts.join(" | ")).not.toMatch(/Marco can|Marco do/);
    // "have you" without its "?" asks too; a name before "I" is spoken to ("marco i got the job").
    const more = contents(
      [
        { role: "Marco", content: "joy have you seen my blue scarf anywhere" },
        { role: "Joy", content: "marco i got the job at the bank!!" },
      ],
      "Joy",
    );
    expect(more).toEqual(["Joy got the job at the bank."]);
    // A name that is also an auxiliary opens a question of its own: "will i ever learn" said to Will.
    const toWill = contents(
      [
        { role: "Will", content: "hey" },
        { role: "Joy", content: "will i ever learn to cook" },
      ],
      "Joy",
    );
    expect(toWill.join(" | ")).not.toMatch(/Joy ever learn|^I ever/);
  });

  it("ENDEARMENT_BEFORE_ITS_SUBJECT: chat leaves out the comma after a vocative before 'I' or 'we' ('mate i tore my calf' had become 'Mate Tom tore their calf')", () => {
    const facts = contents(
      [
        { role: "Tom", content: "mate i tore my calf at footy last night" },
        { role: "Tom", content: "love you too" },
        user("babe we got the flat in Leith!!"),
      ],
      "Nadia",
    );
    expect(facts.join(" | ")).toMatch(/^Tom tore/);
    expect(facts.join(" | ")).not.toMatch(/[Mm]ate|[Bb]abe/);
    expect(facts).toContain("We got the flat in Leith.");
  });
});
