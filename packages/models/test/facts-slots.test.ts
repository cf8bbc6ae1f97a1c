import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { timestamp, user } from "./helpers/facts.ts";

/**
 * The phrasings that fill a single-valued slot, so a newer fact supersedes the older.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("supersede phrasings", () => {
  it.each([
    ["I now work as a team lead at Spotify.", "employer"],
    ["I started at Google last week.", "employer"],
    ["I got a job at the rehab unit of La Fe hospital.", "employer"],
    ["I've lived in Hamburg for a year.", "residence"],
    ["I've moved to Lisbon.", "residence"],
    ["I have just moved to Porto.", "residence"],
    ["We got engaged!", "relationship_status"],
    ["I start my new job at Siemens on the 1st.", "employer"],
    ["I'm starting at Google in March.", "employer"],
    ["I moved back in with my parents in Graz.", "residence"],
  ])("%s → %s", (text, slot) => {
    expect(extractFacts({ timestamp, messages: [user(text)] })[0]?.slot).toBe(slot);
  });

  it("a question never has a slot", () => {
    expect(extractFacts({ timestamp, messages: [user("Do you think I should move to Berlin?")] })).toEqual(
      [],
    );
  });
});
