import { describe, expect, it } from "vitest";
import { findLocation, findParticipants, isNotAName, isPlace } from "../src/local/entities.ts";

describe("isNotAName / isPlace", () => {
  it("knows capitalised words that are no person: pronouns, weekdays, months, brands and places", () => {
    for (const word of ["I", "Monday", "March", "Google", "Paris", "Germany"])
      expect(isNotAName(word), word).toBe(true);
    for (const word of ["Melanie", "Tomás", "Priya"]) expect(isNotAName(word), word).toBe(false);
  });

  it("knows cities and countries as places, not names or common nouns", () => {
    expect(isPlace("Lisbon")).toBe(true);
    expect(isPlace("Japan")).toBe(true);
    expect(isPlace("Melanie")).toBe(false);
    expect(isPlace("lisbon")).toBe(false);
  });
});

describe("findParticipants", () => {
  it("finds names after a relation word, 'with', a verb of meeting, 'named', or before 'and I', in order", () => {
    expect(findParticipants("I met Anna for lunch with my sister Lena.")).toEqual(["Anna", "Lena"]);
    expect(findParticipants("Tom and I went hiking.")).toEqual(["Tom"]);
    expect(findParticipants("We adopted a dog named Biscuit.")).toEqual(["Biscuit"]);
    expect(findParticipants("Ich war mit Jonas im Kino.")).toEqual(["Jonas"]);
  });

  it("takes no weekday, month, place or the first word of a place for a person", () => {
    expect(findParticipants("I'm meeting with Monday's team.")).toEqual([]);
    expect(findParticipants("We went with Paris in mind.")).toEqual([]);
    expect(findParticipants("I travelled with New York friends.")).toEqual([]);
    expect(findParticipants("my sister lives in town")).toEqual([]);
  });
});

describe("findLocation", () => {
  it("takes a capitalised name after a place preposition, or a known place anywhere", () => {
    expect(findLocation("I moved to Lyon last year.", "en")).toBe("Lyon");
    expect(findLocation("We live in Mangwon-dong now.", "en")).toBe("Mangwon-dong");
    expect(findLocation("Tokyo was amazing.", "en")).toBe("Tokyo");
    expect(findLocation("Je vais à Marseille.", "fr")).toBe("Marseille");
  });

  it("takes in German only known places (every noun is capitalised), and no person or weekday", () => {
    expect(findLocation("Ich fahre nach Rom.", "de")).toBe("Rom");
    expect(findLocation("Ich bin in Sorge.", "de")).toBeUndefined();
    expect(findLocation("I went out with Anna on Monday.", "en", ["Anna"])).toBeUndefined();
    expect(findLocation("I talked to Anna.", "en", ["Anna"])).toBeUndefined();
  });
});
