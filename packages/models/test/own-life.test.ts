import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { mentionsOwnLife } from "../src/local/own-life.ts";

describe("OWN_LIFE_IN_A_REQUEST: a request to an assistant that names one's family, home or business", () => {
  it("finds a possessive before a family, household or organisation word", () => {
    for (const text of [
      "How should I answer if my girlfriend texts me in her sleep?",
      "What can I cook for my two daughters tonight?",
      "Write a sign for the window of my bakery.",
      "Can my dog eat grapes?",
    ])
      expect(mentionsOwnLife(text), text).toBe(true);
    for (const text of [
      "Fix the bug in my code.",
      "How do I add static files to my application?",
      "Explain my options for the tax return.",
      "What do you think of a girlfriend who texts in her sleep?",
    ])
      expect(mentionsOwnLife(text), text).toBe(false);
  });

  it("OWN_WORK_IN_A_REQUEST: one's own works and faith, and a thing the person made (Levin's build and create verbs)", () => {
    for (const text of [
      "Can you review the landing page of my own blog?",
      "Which tags suit a video about my podcast?",
      "Suggest psalms for a friend who shares my Christian faith.",
      "What hashtags fit a demo of a shortcut I created for my phone?",
      "Write a summary of a project I did on protein folding.",
      "Any name ideas for the board game that I've designed?",
      "Improve the price list of my gas station.",
    ])
      expect(mentionsOwnLife(text), text).toBe(true);
    for (const text of [
      "What hashtags fit a demo of a shortcut you created?",
      "Fix the function I pasted above.",
      "Why does the script I wrote fail on Windows?",
      "Which mistake did I make here?",
      "How do I deploy my application to a server?",
      "Is the station open on Sundays?",
    ])
      expect(mentionsOwnLife(text), text).toBe(false);
  });

  it("keeps such a request as an episode said by the user, never a fact", () => {
    const said = extractFacts({
      messages: [
        { role: "user", content: "What can I cook for my two daughters tonight? They hate mushrooms." },
        {
          role: "assistant",
          content: "Here are five quick dinners children usually like: pasta, tacos, soup.",
        },
      ],
      timestamp: "2026-11-20T10:00:00Z",
    });
    const episode = said.find((f) => f.content.includes("my two daughters"));
    expect(episode).toMatchObject({ kind: "said", memoryType: "episodic", messageIndices: [0] });
    expect(said.every((f) => f.kind === "said")).toBe(true);
  });

  it("adds nothing to a request without one, and no episode beside a fact of the same sentence", () => {
    const said = (content: string) =>
      extractFacts({
        messages: [
          { role: "user", content },
          { role: "assistant", content: "Sure, here is a version you can adapt." },
        ],
        timestamp: "2026-11-20T10:00:00Z",
      });
    expect(said("Fix the bug in my code, please.")).toEqual([]);
    const facts = said("I have a daughter and two cats.");
    expect(facts.map((f) => f.kind ?? "fact")).toEqual(["fact"]);
  });
});
