import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";

/**
 * Hardening: a message of 100 kB (a pasted log, a runaway list) is read in about a second and never
 * throws, whatever shape repeats in it. Each case below once crashed a worker or took many seconds.
 */
const read = (content: string) =>
  extractFacts({
    messages: [
      { role: "user", content },
      { role: "assistant", content: "Sure. ".repeat(200) },
    ],
    timestamp: "2026-01-01T00:00:00Z",
  });

/** The same message in a chat between two people (Ben the user). */
const readBetweenPeople = (content: string) =>
  extractFacts({
    messages: [
      { role: "Anna", content: "any news?" },
      { role: "Ben", content },
    ],
    userName: "Ben",
    timestamp: "2026-01-01T00:00:00Z",
  });

describe("long messages", () => {
  it("a sentence of thousands of fronted reasons ('since I moved, since I moved, …') overflowed the stack", () => {
    expect(() => read(`${"since I moved, ".repeat(6_000)}what now?`)).not.toThrow();
  });

  // Each shape alone (one test of all of them took 5 to 7 s on two cores, near its timeout).
  it.each([
    ["commas before a question", `${"I have two cats, ".repeat(6_000)}what should I do?`],
    ["clauses without a stop", "i like it and i go there and i see you and ".repeat(2_500)],
    // Thousands of dates: each had read the whole text before it (80 kB took 6 s).
    ["dates", "I moved on 3 May and left on 4 June and ".repeat(2_000)],
    // YEARLY_OCCASION reads the tense of the date's sentence: at most 200 characters either side.
    ["yearly occasions", "My birthday is on 3 May and ".repeat(3_000)],
    // Thousands of parentheses, and of unclosed ones (ASIDE_TO_THE_ASSISTANT reads each at most 200 characters).
    ["parentheses", "I live in Leeds (as you know) and ".repeat(2_500)],
    ["unclosed parentheses", "I live in Leeds (as you know and ".repeat(2_500)],
    // Thousands of quotations of several sentences, and of single quotes that never close (QUOTED_SENTENCES).
    ["quotations", `${"She wrote 'I moved. I left.' and ".repeat(2_500)}.`],
    ["unclosed quotes", "I said 'I moved. I left. ".repeat(2_500)],
  ])("thousands of %s are read in linear time", { timeout: 5_000 }, (_shape, text) => {
    expect(read(text)).toBeInstanceOf(Array);
  });

  it("thousands of 'so …' and 'donc …' without a please are read in linear time (each had looked for one to the end: 200 kB took 2 and 4 s)", {
    timeout: 5_000,
  }, () => {
    // 300 kB each: linear, well under a second; quadratic, about 14 s.
    expect(read("so i am here ".repeat(24_000))).toBeInstanceOf(Array);
    expect(read("donc je suis là ".repeat(19_000))).toBeInstanceOf(Array);
  });

  it("between people, thousands of sentences of the moment and hedged remarks are read in linear time", {
    timeout: 5_000,
  }, () => {
    expect(readBetweenPeople("I haven't seen it yet. ".repeat(4_000))).toBeInstanceOf(Array);
    expect(readBetweenPeople("I'm just eating lunch now and ".repeat(3_000))).toBeInstanceOf(Array);
    expect(readBetweenPeople("I think the meeting is at 3 and ".repeat(3_000))).toBeInstanceOf(Array);
    // ADJECTIVE_HEDGE and FIRST_PERSON_IN_A_COMPARISON.
    expect(
      readBetweenPeople("I'm worried the train is late and she is faster than me and ".repeat(1_500)),
    ).toBeInstanceOf(Array);
  });

  it("between people, ten thousand short sentences are read in linear time (each looked back over all the sentences before it for the person a 'he' or 'she' names, and each 'you' over the whole text before it: 140 kB took 11 s)", {
    timeout: 5_000,
  }, () => {
    expect(readBetweenPeople("You ran well. ".repeat(10_000))).toBeInstanceOf(Array);
    expect(readBetweenPeople("She ran well. ".repeat(10_000))).toBeInstanceOf(Array);
  });

  it("in a chat with an assistant, twelve thousand short sentences are read in linear time (MOVE_OF_THE_GAME read the whole message again for each sentence: 108 kB took 11 s)", {
    timeout: 5_000,
  }, () => {
    expect(read("I'm Ana. ".repeat(12_000))).toBeInstanceOf(Array);
  });

  it("a long token after 'that was' is read at once (THAT_IS's '(?:\\S+\\s*){0,6}' split it every way: 120 characters took 27 s, 300 never ended)", {
    timeout: 5_000,
  }, () => {
    const blob = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk".repeat(3);
    expect(readBetweenPeople(`That was ${blob} in the log and I have no clue what it means`)).toBeInstanceOf(
      Array,
    );
    expect(read(`That's ${blob} one two three four five six seven`)).toBeInstanceOf(Array);
  });

  it("long runs of spaces are read in linear time (every pattern that opens on a space had been tried at each space of a run: a table padded with 2,000 spaces a column took 7 s for 100 kB, one run of 20,000 spaces 19 s)", {
    timeout: 5_000,
  }, () => {
    const row = `revenue${" ".repeat(2_000)}1200${" ".repeat(2_000)}EUR\n`;
    expect(read(`Here is my report:\n${row.repeat(25)}`)).toBeInstanceOf(Array);
    // The words are read as with one space between them.
    const said = (content: string) => readBetweenPeople(content).map((f) => f.content);
    expect(said(`I live in Graz${" ".repeat(20_000)}and I work there.`)).toEqual(
      said("I live in Graz and I work there."),
    );
  });

  it("one long token (a pasted base64 blob, a key, a digit run) is read in linear time (the e-mail pattern was tried at each of its characters and read it to its end: 40 kB took 6 s)", {
    timeout: 5_000,
  }, () => {
    for (const unit of ["AbCdEfGh", "12345678", "ab.cd.ef"])
      expect(read(`Here is the key: ${unit.repeat(12_500)} thanks`)).toBeInstanceOf(Array);
  });

  it("thousands of requests naming one's household are read in linear time (PRESUPPOSED_HOUSEHOLD in French read the whole message again for each sentence: 4,000 took 7 s)", {
    timeout: 5_000,
  }, () => {
    expect(read("Mon chien aboie la nuit, que faire ? ".repeat(4_000))).toBeInstanceOf(Array);
  });

  it("thousands of dated plans, works kept up, relatives and reminders in parentheses are read in linear time", {
    timeout: 5_000,
  }, () => {
    // PLAN_WITH_A_DATE and VOLUNTEERING read at most 80 and 100 characters ahead.
    expect(read("I plan to move my blog to Hugo and ".repeat(2_500))).toBeInstanceOf(Array);
    expect(read("I run the site as a ".repeat(4_000))).toBeInstanceOf(Array);
    expect(read("je prévois de migrer mon blog vers Hugo et ".repeat(2_000))).toBeInstanceOf(Array);
    expect(read("I maintain a small my son plays my husband works at ".repeat(1_500))).toBeInstanceOf(Array);
    expect(read("Does it work? (remember I'm new to Rust) ".repeat(2_000))).toBeInstanceOf(Array);
    // DIRECT_SPEECH_UNQUOTED reads report after report in a loop.
    expect(readBetweenPeople("Mum says pace yourself. You ran well. ".repeat(2_500))).toBeInstanceOf(Array);
  });
});
