import { describe, expect, it } from "vitest";
import { alsoFilledSlot, detectSlot, slotTopics } from "../src/local/slots.ts";

describe("detectSlot", () => {
  it.each([
    ["I live in Berlin.", "residence"],
    ["I just moved to Lisbon.", "residence"],
    ["Ich wohne seit zwei Jahren in München.", "residence"],
    ["J'habite à Lyon.", "residence"],
    ["Vivo en Sevilla.", "residence"],
    ["Abito a Milano con mia moglie.", "residence"],
    ["Vivo a Roma da dieci anni.", "residence"],
    ["I work at Siemens.", "employer"],
    ["I just joined Spotify as a designer.", "employer"],
    ["Ich arbeite bei Bosch.", "employer"],
    ["Ab März arbeite ich bei SAP.", "employer"],
    ["I work as a nurse.", "job_title"],
    ["I'm a software engineer.", "job_title"],
    ["My new role is head of sound.", "job_title"],
    ["Je suis infirmière.", "job_title"],
    ["My name is Daniel.", "name"],
    ["I'm Daniel.", "name"],
    ["Me llamo Lucía.", "name"],
    ["I'm 34 years old.", "age"],
    ["I just turned 40.", "age"],
    ["i'm 29 btw, turning 30 in may", "age"],
    ["Ich bin 29 Jahre alt.", "age"],
    ["I got married in June.", "relationship_status"],
    ["Je suis célibataire.", "relationship_status"],
  ])("%s → %s", (text, slot) => {
    expect(detectSlot(text)).toBe(slot);
  });

  it.each([
    "I love hiking in the Alps.",
    "I'm French.",
    "I'm Catholic.",
    "My sister lives with her dog.",
    // A distance is no home (Spanish "vivo a diez minutos"): it must not supersede "Vivo en Madrid".
    "Vivo a diez minutos del trabajo.",
    "Vivo a dos calles de mi madre.",
    "I enjoy working on puzzles.",
    // How the job is, not what it is (t09: "my job is safe" had taken Priya's job-title slot).
    "My job is safe, they told me explicitly.",
    "My job is killing me.",
    "",
  ])("finds no slot in %j", (text) => {
    expect(detectSlot(text)).toBeUndefined();
  });

  it("reads typographic apostrophes like straight ones", () => {
    expect(detectSlot("I’m 34 years old.")).toBe("age");
  });

  it("does not take a place after 'work in/at' for an employer", () => {
    const isPlace = (word: string) => word === "Madrid";
    expect(detectSlot("Trabajo en Madrid.", isPlace)).toBeUndefined();
    expect(detectSlot("Trabajo en Telefónica.", isPlace)).toBe("employer");
    expect(detectSlot("I work from home.")).toBeUndefined();
  });
});

describe("slotTopics (search: memories about an attribute said without a slot's exact phrasing)", () => {
  it.each([
    ["I moved on 2026-08-09, a small flat in Mangwon-dong, 24 square metres.", "residence"],
    ["The commute from my parents' place in Bundang is 1 hour 10 each way.", "residence"],
    ["Nadia: I'm quitting Pluma.", "employer"],
    ["I'm going freelance from 2024-04.", "employer"],
    ["Lena: She's a paediatric nurse at the children's hospital.", "job_title"],
    ["Kwame: Kofi is 6 and already negotiating like a lawyer.", "age"],
    ["Zosia and Kuba turn 5 in May.", "age"],
    ["Marcus proposed on 2026-04-04 at the lake.", "relationship_status"],
    ["Aoife: Me and ronan are done. I ended it two weeks ago.", "relationship_status"],
  ])("%s → %s", (text, slot) => {
    expect(slotTopics(text)).toContain(slot);
  });

  it.each([
    "I work out three times a week.",
    "The soup was flat and the bread was 5 days old.",
    "We watched the match at 9.",
    "I love living in the moment.",
  ])("%s → none", (text) => {
    expect(slotTopics(text)).toEqual([]);
  });
});

describe("a job said with its workplace is the employer slot, however it is announced", () => {
  // isPlace as the classifier's gazetteer answers for these words.
  const isPlace = (word: string) => ["Lisbon", "Porto", "Leeds", "Madrid"].includes(word);
  // Rule ROLE_AT_WORKPLACE (English grammar: subject + verb of work/hiring or copula + "as"/article +
  // role noun phrase + "at/for/with" + proper name): one statement of where the user works now.
  it.each([
    "I work as a nurse at St. Mary's hospital.",
    "Big news: I now work as a head nurse at Lisbon General Hospital.",
    "I've started as a junior architect at Foster Partners.",
    "I have finally started as a teacher at Oakwood School.",
    "I'm now a paramedic at Leeds Ambulance Service.",
    "I am a senior developer at Norrland Games.",
    "I got a job as a line cook at Marlow's Kitchen!",
    "Guess what, I just got a new job as a barista with Porto Coffee Roasters.",
    "Honestly I'm now working as a translator for Madrid Language Services.",
  ])("%s → employer", (text) => {
    expect(detectSlot(text, isPlace)).toBe("employer");
  });

  // Rule NAME_PHRASE: a proper name followed by more capitalised words ("Lisbon General Hospital")
  // names an organisation; only the place's name on its own is a place.
  it("reads a place's name that starts an organisation's name as the organisation", () => {
    expect(detectSlot("I work at Lisbon General Hospital.", isPlace)).toBe("employer");
    expect(detectSlot("I work at Lisbon.", isPlace)).toBeUndefined();
    expect(detectSlot("Trabajo en Madrid.", isPlace)).toBeUndefined();
  });

  // Rule RESIDENCE_MOVE: "moved to" + place is the home slot whatever announces it.
  it.each(["Big news: I finally moved to Porto!", "I now moved to Leeds."])("%s → residence", (text) => {
    expect(detectSlot(text, isPlace)).toBe("residence");
  });

  // Someone else's job, a past job, a job wished for: not the user's current job.
  it.each([
    "My sister works as a nurse at St. Mary's hospital.",
    "My sister is now a nurse at Lisbon General Hospital.",
    "I used to work as a nurse at St. Mary's hospital.",
    "I used to be a teacher at Oakwood School.",
    "I would love to work as a chef at Marlow's Kitchen.",
    "I want a job as a designer at Figma.",
    "I was a nurse at St. Mary's hospital for ten years.",
  ])("finds no current job in %j", (text) => {
    expect(detectSlot(text, isPlace)).toBeUndefined();
  });
});

describe("alsoFilledSlot (a role at a workplace also states the job title)", () => {
  it.each([
    ["employer", "I've started as a head nurse at Alder Bay Clinic.", "job_title"],
    ["employer", "I'm now a paramedic at Leeds Ambulance Service.", "job_title"],
    ["employer", "I work at Siemens.", undefined],
    ["job_title", "I work as a nurse.", undefined],
    ["residence", "I now work as a chef at Marlow's Kitchen.", undefined],
  ])("%s: %s → %s", (slot, text, also) => {
    expect(alsoFilledSlot(slot, text)).toBe(also);
  });
});
