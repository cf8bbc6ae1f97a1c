import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { contents, timestamp, user } from "./helpers/facts.ts";

/**
 * Facts written in the third person: verbs, 'I'd', negation, the subject chat drops, 'you' said to the other person or to anyone.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("third person", () => {
  it("leaves irregular pasts as they are ('I snuck into a call room' had become 'Marcus snucks')", () => {
    expect(
      contents(
        // "I drank too much." was the third; a day's drinking is an episode since A_DAYS_DOINGS.
        [{ role: "Marcus", content: "I snuck into the party. I threw a ball. I built a shed." }],
        "Priya",
      ),
    ).toEqual(["Marcus snuck into the party.", "Marcus threw a ball.", "Marcus built a shed."]);
  });

  it("reads 'I'd' before a past participle as 'had' ('I'd saved for a year' had become 'Hattie would saved', t11)", () => {
    expect(
      contents(
        [
          {
            role: "Hattie",
            content: "I'd saved for a year for the flight. I'd never eat raw fish, it scares me.",
          },
        ],
        "Owen",
      ),
    ).toEqual([
      "Hattie had saved for a year for the flight.",
      "Hattie would never eat raw fish, it scares Hattie.",
    ]);
  });

  it("conjugates a negation after an adverb and a shouted verb ('really dons't', 'Priya HATE' were written)", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Marcus",
      messages: [
        { role: "Priya", content: "i really don't want to pull out my epipen at your parents' table" },
        { role: "Priya", content: "i HATE fishing in that game" },
        { role: "Priya", content: "i still haven't booked the flights to Toronto" },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Priya really doesn't want to pull out their epipen at Marcus's parents' table.",
      "Priya HATES fishing in that game.",
      "Priya still hasn't booked the flights to Toronto.",
    ]);
  });

  it("names the other person of a two-person chat for 'you' ('can't believe you proposed' said who proposed to no one)", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Marcus",
      messages: [
        { role: "Priya", content: "i still can't believe you proposed on saturday at quarry rock" },
        { role: "user", content: "I'm so proud of you. your mom's pie is the best dessert I've ever had" },
        {
          role: "Priya",
          content: "Ingrid thought you'd finished. You apply for the transfer and I stay at ledgerly",
        },
        { role: "Priya", content: "Thank you for the weekend, you guys are the best hosts" },
        // "here you rent a whole house for that": anyone, not the other person (t10).
        { role: "Priya", content: "1250 for two rooms? here you rent a whole house for that" },
        // "you" after "let", "watch", "saw" is their object: its verb stays bare (t11: "Hattie
        // will let Owen goes").
        { role: "Priya", content: "I watched you run the whole race on the live stream" },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Priya still can't believe Marcus proposed on 2026-11-14 at quarry rock.",
      "I'm so proud of Priya.",
      "Priya's mom's pie is the best dessert I've ever had.",
      "Priya stays at ledgerly.",
      "Priya: Ingrid thought Marcus had finished. Marcus applies for the transfer.",
      "Priya: Here you rent a whole house for that.",
      "Priya watched Marcus run the whole race on the live stream.",
    ]);
    expect(facts[0]?.participants).toContain("Marcus");
  });

  it("writes back the subject chat drops ('Broke my wrist skiing' had become \"Broke Priya's wrist\")", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Marcus",
      messages: [
        { role: "Priya", content: "Broke my wrist skiing in February" },
        { role: "Priya", content: "Got promoted to senior engineer today 🎉" },
        { role: "user", content: "just moved into a flat in Hackney with my girlfriend Zoe" },
        { role: "Priya", content: "Tired of this job. Finished!" },
        // Not the speaker: a question, and how something went.
        { role: "Priya", content: "did you tell your boss" },
        { role: "Priya", content: "went really well! my flight got cancelled though" },
        // A progressive with where or when: "I'm" is written back; "Moving is hard", "Doing good" are not facts of that kind.
        { role: "Priya", content: "I just bought a house in Leith! Moving in on the 3rd. Moving is hard." },
        { role: "Priya", content: "Flying to Tokyo on Friday" },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Priya broke their wrist skiing in 2026-02.",
      "Priya got promoted to senior engineer on 2026-11-20.",
      "I just moved into a flat in Hackney with my girlfriend Zoe.",
      "Priya's flight got cancelled though.",
      "Priya just bought a house in Leith.",
      "Priya is moving in on 2026-12-03.",
      "Priya is flying to Tokyo on 2026-11-20.",
    ]);
  });

  it("keeps 'Tom and I' one subject with its plural verb ('Tom and I broke up' had become 'Lena broke up')", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Sam",
      messages: [
        { role: "Lena", content: "btw Tom and I broke up last month" },
        { role: "Lena", content: "My sister Anna and I are going to Rome in May" },
        { role: "Lena", content: "I live in Paris and I work at Google" },
        { role: "Lena", content: "My boyfriend and I are moving to Leeds" },
        { role: "Lena", content: "Mi novio y yo vivimos en Valencia." },
        // A correlative "both … and" coordinates the subject too ("My wife are vegan." had been written).
        { role: "Lena", content: "Both me and my wife are vegan." },
        // A hyphenated first subject: "My son are both coming …" had been written.
        { role: "Lena", content: "My ex-wife and my son are both coming to my graduation." },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Tom and Lena broke up in 2026-10.",
      "Lena's sister Anna and Lena are going to Rome in 2027-05.",
      "Lena lives in Paris.",
      "Lena works at Google.",
      "Lena's boyfriend and Lena are moving to Leeds.",
      "Lena: Mi novio y yo vivimos en Valencia.",
      "Both Lena and Lena's wife are vegan.",
      "Lena's ex-wife and Lena's son are both coming to Lena's graduation.",
    ]);
  });

  it("keeps an adverb before the verb as it is ('Dmitri almost quit'), and 'need' is not a past tense", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Sofia",
      messages: [
        { role: "Dmitri", content: "I almost quit at the finish line of the half marathon." },
        { role: "Dmitri", content: "I nearly missed the ferry to Tromsø this morning." },
        { role: "Dmitri", content: "I need a new novel for the long flight to Oslo." },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Dmitri almost quit at the finish line of the half marathon.",
      "Dmitri nearly missed the ferry to Tromsø on 2026-11-20.",
      "Dmitri needs a new novel for the long flight to Oslo.",
    ]);
  });
});

describe("clean, self-contained facts", () => {
  it("takes 'you' in a rule of life for anyone, not for the other person ('Three things nobody tells Owen', t11)", () => {
    const messages = [
      {
        role: "Hattie",
        content:
          "Three things nobody tells you. The Scandinavians worked out decades ago that if you want fathers to take leave you have to make it use-it-or-lose-it.",
      },
      // "You" that is the other person stays theirs, also after "if".
      {
        role: "Hattie",
        content: "If you want, you can stay with us in Hobart. Nobody told you about the boat?",
      },
    ];
    expect(contents(messages, "Owen")).toEqual(["Hattie: If Owen wants, Owen can stay with us in Hobart."]);
  });

  it("leaves a quotation as it was said ('Call me Ishmael' had become 'Call Tomás Ishmael') and ends it once", () => {
    expect(
      contents(
        [
          {
            role: "Tomás",
            content: 'My favourite first line is "Call me Ishmael." I reread it every winter.',
          },
        ],
        "Lucía",
      ),
    ).toContain('Tomás\'s favourite first line is "Call me Ishmael."');
    expect(contents([user('My favourite first line is "Call me Ishmael."')])).toEqual([
      'My favourite first line is "Call me Ishmael."',
    ]);
  });

  it("QUOTATION in single quotes: the quoted 'I' is the quoted person's ('My boss told me: 'I'm leaving'' had made the speaker leave)", () => {
    const said = (content: string) => contents([{ role: "Ben", content }], "Anna");
    expect(said("My boss told me: 'I'm leaving the company next month.'")).toEqual([
      "Ben's boss told Ben: 'I'm leaving the company in 2026-12.'",
    ]);
    expect(said("My sister texted me ‘I’m pregnant’ this morning.")).toEqual([
      "Ben's sister texted Ben ‘I’m pregnant’ on 2026-11-20.",
    ]);
    // An elision and a plural possessive quote nothing.
    expect(said("I'm at my parents' house 'cause I'm sick.")).toEqual([
      "Ben is at their parents' house 'cause Ben is sick.",
    ]);
  });

  it("QUOTED_SENTENCES: a quotation of several sentences is part of the sentence that reports it, not the speaker's facts", () => {
    const said = (content: string) => contents([{ role: "Ben", content }], "Anna");
    // "Ben has a new job." and "Anna has two months to leave." had been made of the quotations.
    expect(
      said("Her note said: 'I moved to Spain. I have a new job. Don't call me.' I'm moving out."),
    ).toEqual([
      "Ben is moving out.",
      "Ben: Her note said: 'I moved to Spain. I have a new job. Don't call me.'",
    ]);
    expect(said('My landlord wrote: "I am selling the flat. You have two months to leave." Great.')).toEqual([
      'Ben\'s landlord wrote: "I am selling the flat. You have two months to leave."',
    ]);
    // Outside a quotation, "you" is still the other person.
    expect(said("I'm so proud of you.")).toEqual(["Ben is so proud of Anna."]);
  });

  it("DROPPED_COPULA: chat drops 'I'm' before a state of life or a place one is back in or off to", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Marcus",
      messages: [
        { role: "Priya", content: "Engaged!!! 💍" },
        { role: "user", content: "WHAT" },
        { role: "Priya", content: "Back in Dublin for good now" },
        { role: "user", content: "amazing" },
        { role: "Priya", content: "Off to Berlin for a conference next week" },
        { role: "user", content: "nice" },
        // Not a state of life nor a place: the next minutes, bed.
        { role: "Priya", content: "Back in 5" },
        { role: "user", content: "ok" },
        { role: "Priya", content: "Off to bed, night night" },
      ],
    });
    expect(facts.filter((f) => !f.kind).map((f) => f.content)).toEqual([
      "Priya is engaged.",
      "Priya is back in Dublin for good now.",
      "Priya is off to Berlin for a conference in the week of 2026-11-23.",
    ]);
  });
});
