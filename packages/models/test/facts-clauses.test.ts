import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { contents, timestamp, user } from "./helpers/facts.ts";

/**
 * Clauses and follow-ups: the implied 'I', verbless pieces and pieces sent next.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("clauses", () => {
  it("NEWS_PREFACE: 'I should tell you, …' announces the news, it is none ('Tom should tell Kenji, Tom got the head roaster job' had been written)", () => {
    const said = contents(
      [{ role: "Tom", content: "oh i should tell you, i got the head roaster job at little ember" }],
      "Kenji",
    );
    expect(said).toEqual(["Tom got the head roaster job at little ember."]);
    expect(
      contents([user("I have to tell you something: we're moving to Oslo in June.")]).join(" | "),
    ).toMatch(/^We're moving to Oslo/);
    // With its subject dropped, or told late ("forgot to tell you, …", "I never told you, …"); alone or
    // before a question, it is no fact ("Anna should tell Ben." had been one).
    expect(
      contents([{ role: "Anna", content: "forgot to tell you, i started at the new gym" }], "Ben"),
    ).toEqual(["Anna started at the new gym."]);
    expect(contents([user("i never told you, i used to live in Spain")])).toEqual([
      "I used to live in Spain.",
    ]);
    expect(
      contents([{ role: "Anna", content: "i should tell you, are you free on saturday?" }], "Ben"),
    ).toEqual([]);
    // Telling someone else stays: "I should tell my boss, I'm leaving in May" is not announced to the hearer.
    expect(contents([user("I should tell my boss, I'm leaving in May.")]).join(" | ")).toMatch(
      /tell my boss/,
    );
  });

  it("NOT_I_BEFORE_ME: a dropped subject whose predicate has 'me' is not 'I' ('Looked right at me' had become 'I looked right at me')", () => {
    const said = contents([
      user("I tried that, she ate the tuna and left the pill on the floor. Looked right at me"),
    ]);
    expect(said.join(" | ")).not.toMatch(/I looked right at me/);
    // "Broke my wrist skiing" keeps its "I"; so does "Told me to rest" only if a "me" is no object: it is one.
    expect(contents([user("Broke my wrist skiing.")])).toEqual(["I broke my wrist skiing."]);
    // A "me" inside an infinitive clause of its own is bound there: "Got my mum to teach me to knit".
    expect(contents([user("Got my mum to teach me to knit last winter.")]).join(" | ")).toMatch(
      /^I got my mum/,
    );
  });

  it("SHOUTED_DROPPED_SUBJECT: a shouted sentence keeps its capitals after the implied 'I' ('GOT AN INTERVIEW' had become 'I gOT AN INTERVIEW')", () => {
    expect(contents([user("GOT THE JOB at the library!!")])).toEqual(["I GOT THE JOB at the library."]);
    expect(contents([user("Got the job at the library!!")])).toEqual(["I got the job at the library."]);
  });

  it("writes the implied 'I' back only after a first-person clause", () => {
    expect(contents([user("I live in Lyon and work at Google.")])).toEqual([
      "I live in Lyon.",
      "I work at Google.",
    ]);
    const facts = extractFacts({
      timestamp,
      userName: "Tariq",
      messages: [
        {
          role: "Hannah",
          content: "mum says restaurants are too loud. she'd rather come to cardiff and have lunch at ours",
        },
      ],
    });
    expect(facts.map((f) => f.content).join(" | ")).not.toMatch(/Hannah has lunch/);
    // An adjective in -ed before a noun and its verb is no dropped "I" (t11: "Hattie classified ads
    // paid for it"); a past verb before its object is ("Broke my wrist skiing").
    const said = contents(
      [
        {
          role: "Hattie",
          content:
            "It's a good analogy and a grim one. Though I'd say the council meeting was always the unglamorous bit nobody paid for directly. Classified ads paid for it, then the internet took the classifieds. Broke my wrist skiing.",
        },
      ],
      "Owen",
    ).join(" | ");
    expect(said).not.toMatch(/Hattie classified/);
    expect(said).toMatch(/Hattie broke Hattie's wrist skiing|Hattie broke their wrist skiing/);
  });

  it("keeps a list's last item after 'and my …' in its clause: a noun phrase is no clause (NOUN_PHRASE_AFTER_AND)", () => {
    expect(contents([user("I have two cats, a tabby and my sister's old ginger tom.")])).toEqual([
      "I have two cats, a tabby and my sister's old ginger tom.",
    ]);
    expect(contents([user("I own two bikes, a road bike and my dad's old Raleigh.")])).toEqual([
      "I own two bikes, a road bike and my dad's old Raleigh.",
    ]);
    // A clause of its own after "and my" still stands alone.
    expect(contents([user("I live in Leeds and my sister lives in York.")])).toEqual([
      "I live in Leeds.",
      "My sister lives in York.",
    ]);
  });

  it("keeps a verbless follow-up with the fact it completes ('And I moved! Last weekend. A small flat …', t06)", () => {
    const facts = extractFacts({
      timestamp: "2026-08-16T10:00:00Z",
      userName: "Maggie",
      messages: [
        {
          role: "Jae-won",
          content:
            "And I moved! Last weekend. A small flat in Mangwon-dong, 24 square metres, fourth floor, no lift.",
        },
        {
          role: "Sofia",
          content: "I'm thinking about buying a car finally. a Toyota Yaris hybrid, second hand.",
        },
        {
          role: "Sofia",
          content: "I record one video every Sunday. Class 10 algebra. 312 subscribers already.",
        },
        // A possessive is no verb; a teaser label goes (t08).
        {
          role: "Dmitri",
          content:
            "Some good news: the Polar Institute did open that position. Yesterday they offered me the job! Researcher in Kari's plankton group, permanent.",
        },
        // A number word continues the sentence; a clause with its own verb ("leads") stays apart (t08).
        { role: "Sofia", content: "Leonor asked me to join the small ensemble. Eight singers." },
        {
          role: "Dmitri",
          content: "A group came up to me afterwards. One of them, Kari Solheim, leads their plankton group.",
        },
        // When it starts: "starting monday", "Due in August".
        { role: "Dmitri", content: "btw I got the job!! starting monday 🎉" },
        { role: "Sofia", content: "I'm pregnant! Due in August." },
        // Reactions, requests and vague follow-ups stay out of the fact.
        { role: "Sofia", content: "We moved on the 31st. Total chaos. Take care!" },
        { role: "Sofia", content: "I stopped ceramics in July actually. too many things." },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Jae-won moved on 2026-08-09, a small flat in Mangwon-dong, 24 square metres, fourth floor, no lift.",
      "Sofia is thinking about buying a car finally, a Toyota Yaris hybrid, second hand.",
      "Sofia records one video every Sunday, Class 10 algebra. 312 subscribers already.",
      "On 2026-08-15 they offered Dmitri the job, Researcher in Kari's plankton group, permanent.",
      "Dmitri: The Polar Institute did open that position.",
      "Leonor asked Sofia to join the small ensemble, eight singers.",
      "A group came up to Dmitri afterwards.",
      "Dmitri: One of them, Kari Solheim, leads their plankton group.",
      "Dmitri got the job, starting on 2026-08-17.",
      "Sofia is pregnant, due in 2026-08.",
      "Sofia: We moved on 2026-07-31.",
      "Sofia stopped ceramics in 2026-07 actually.",
    ]);
  });

  it("joins a piece sent next in lower case ('I won't miss the rents, Or the 46A bus', t11)", () => {
    const at = (minute: number) => `2026-01-18T10:${minute}:00Z`;
    const facts = extractFacts({
      timestamp: at(10),
      userName: "Hattie",
      messages: [
        { role: "Owen", content: "I won't miss the rents.", timestamp: at(10) },
        { role: "Owen", content: "Or the 46A bus.", timestamp: at(11) },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual(["Owen won't miss the rents, or the 46A bus."]);
  });

  it("completes a fact with the pieces the speaker sent next, as separate chat messages (t10)", () => {
    const at = (minute: number) => `2025-09-16T18:${String(minute).padStart(2, "0")}:00Z`;
    const said = (role: string, minute: number, content: string) => ({
      role,
      content,
      timestamp: at(minute),
    });
    const facts = extractFacts({
      timestamp: at(20),
      userName: "Eleni",
      messages: [
        said("Nikos", 24, "they're closing our test department"),
        said("Nikos", 25, "end of the year"),
        said("Eleni", 30, "and you??"),
        said("Nikos", 30, "they offered me a transfer there lol"),
        said("Nikos", 31, "to pilsen, Eleni. a city in czech republic"),
        said("Nikos", 31, "😂"),
        said("Nikos", 31, "or severance, 4 months salary"),
        said("Nikos", 34, "and actually good news, i have an interview this thursday"),
        said("Nikos", 35, "wind turbine company in hamburg"),
        said("Nikos", 35, "reliability engineer"),
        // Someone else wrote in between: a new turn, nothing to complete.
        said("Eleni", 36, "hamburg?? that's so far"),
        said("Nikos", 38, "at the cultural centre"),
        // A clause that says enough stays a memory of its own.
        said("Nikos", 39, "Lena is applying to hospitals in Hamburg too"),
        said("Nikos", 39, "the severance helps"),
        // What says too little opens the turn: the next remark takes it.
        said("Eleni", 40, "👏"),
        said("Nikos", 41, "lena doesn't want to go"),
        said("Nikos", 41, "she loves her job at the children's hospital"),
      ],
    });
    const byMessage = facts.map((f) => [f.content, f.messageIndices]);
    expect(byMessage).toContainEqual([
      "Nikos: They're closing our test department, end of the year.",
      [0, 1],
    ]);
    expect(byMessage).toContainEqual([
      "They offered Nikos a transfer there lol, to pilsen, a city in czech republic, or severance, 4 months salary.",
      [3, 4, 6],
    ]);
    expect(byMessage).toContainEqual([
      "Nikos has an interview on 2025-09-18, wind turbine company in hamburg, reliability engineer.",
      [7, 8, 9],
    ]);
    expect(byMessage).toContainEqual([
      "Nikos: Lena is applying to hospitals in Hamburg too, the severance helps.",
      [12, 13],
    ]);
    expect(byMessage).toContainEqual([
      "Nikos: Lena doesn't want to go. She loves her job at the children's hospital.",
      [15, 16],
    ]);
    expect(facts.map((f) => f.content).join(" | ")).not.toMatch(/cultural centre/);
  });
});

describe("clean, self-contained facts", () => {
  it("keeps a place and a date said after a teaser ('And big news. Sam got a job here! At a school in Didsbury, from September', t05)", () => {
    expect(
      contents(
        [
          {
            role: "Ananya",
            content: "And big news. Sam got a job here! At a school in Didsbury, from September",
          },
        ],
        "Rajesh",
      ),
    ).toEqual(["Ananya: Sam got a job here. At a school in Didsbury, from 2027-09."]);
  });
});
