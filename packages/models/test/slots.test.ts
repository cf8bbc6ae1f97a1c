import { describe, expect, it } from "vitest";
import { detectSlot } from "../src/local/slots.ts";

describe("detectSlot", () => {
  it.each([
    ["I live in Berlin.", "residence"],
    ["I just moved to Lisbon.", "residence"],
    ["Ich wohne seit zwei Jahren in München.", "residence"],
    ["J'habite à Lyon.", "residence"],
    ["Vivo en Sevilla.", "residence"],
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
