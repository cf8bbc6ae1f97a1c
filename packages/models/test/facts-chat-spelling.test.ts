import { describe, expect, it } from "vitest";
import { contents, user } from "./helpers/facts.ts";

/**
 * Chat spelling: 'dont', 'im', shouted sentences.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("clean, self-contained facts", () => {
  it("reads chat spelling as the words it stands for ('i dont even want it' had become 'Callum dont even want it', t02)", () => {
    const messages = [
      { role: "Callum", content: "havent smoked though. 5 months. i dont even want it at night now" },
      user("sunday night is game night so i keep sundays lazy. im tired, i didnt sleep"),
      // Words that are words stay: "ill", "its", "well", "i.e.".
      user("Its roof is flat, i.e. the rain stays. I was ill all week."),
    ];
    expect(contents(messages, "Aoife")).toEqual([
      "Callum doesn't even want it at night now.",
      "Callum: Haven't smoked though. 5 months.",
      "Sunday night is game night so I keep sundays lazy.",
      "I'm tired, I didn't sleep.",
      "Its roof is flat, i.e. the rain stays.",
      "I was ill all week.",
    ]);
  });

  it("reads 'im' as English chat, not German ('Callum: Im useless, she did everything', t02)", () => {
    expect(
      contents(
        [
          { role: "Aoife", content: "how was it" },
          { role: "Callum", content: "amazing. 14 hours labour. im useless, she did everything" },
        ],
        "Aoife",
      ),
    ).toEqual([
      "Callum is useless, she did everything.",
      'Callum: 14 hours labour (asked by Aoife: "how was it").',
    ]);
    expect(contents([user("im allergic to nuts")])).toEqual(["I'm allergic to nuts."]);
  });

  it("reads a shouted sentence as said ('I'M LEAVING THIS MEETING' is no \"Priya'M LEAVING\")", () => {
    expect(
      contents([{ role: "Priya", content: "I'M LEAVING THIS MEETING TO CALL MY MOM" }], "Marcus"),
    ).toEqual(["Priya is leaving this meeting to call their mom."]);
  });

  it("reads a shouted sentence with a date as shouted ('STARTED MY NEW JOB TODAY' had become 'Anna STARTED MY NEW JOB on …')", () => {
    expect(contents([{ role: "Anna", content: "STARTED MY NEW JOB TODAY!!" }], "Ben")).toEqual([
      "Anna started their new job on 2026-11-20.",
    ]);
  });
});
