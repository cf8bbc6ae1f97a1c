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

  it("OWN_EVENT: an event of one's own life with where, when or with whom ('my trip to Japan in April', 'my surgery next week')", () => {
    for (const text of [
      "What should I pack for my trip to Japan in April?",
      "How do I prepare for my job interview at Deloitte?",
      "Can you help me write a speech for my wedding in June?",
      "What should I eat before my surgery next week?",
      "Quelles affaires prendre pour mon voyage au Japon en avril ?",
    ])
      expect(mentionsOwnLife(text, /[àéèô]|\bmon\b/u.test(text) ? "fr" : "en"), text).toBe(true);
    for (const text of [
      "My trip planner app keeps crashing, can you fix it?",
      "How do I add an interview question to the form?",
      "Plan a trip to Japan for a family of four.",
    ])
      expect(mentionsOwnLife(text), text).toBe(false);
    // Kept as said, an episode with its date, never a fact.
    const memories = extractFacts({
      timestamp: "2026-11-28T10:00:00Z",
      messages: [
        { role: "user", content: "What should I pack for my trip to Japan in April?" },
        { role: "assistant", content: `Here is a list. ${"Pack light. ".repeat(40)}` },
      ],
    });
    expect(memories.map((m) => [m.kind, m.content])).toEqual([
      ["said", "What should I pack for my trip to Japan in 2027-04?"],
    ]);
  });

  it("NEW_PROJECT_NAMED: a new project, repository or app named in a request is the person's own work", () => {
    for (const text of [
      "Start a new project, cosmic-pie-menu. This should not be a flatpak.",
      "Let's create a new repo called TurnClock for my board-game timer.",
      "Set up a new app named 'Birdsong Quiz' in this folder.",
    ])
      expect(mentionsOwnLife(text), text).toBe(true);
    for (const text of [
      "Create a new file called utils.py.",
      "Add a new function named parse_dates.",
      "Open the project settings.",
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
      // THE_GAP_IS_FILLED: the verb has its own object, so the noun before "I" is not what was made.
      "Is that only a problem because of the way I started it?",
      "Does it fail because of the order I created them in?",
      "Is this the reason I built it like that?",
    ])
      expect(mentionsOwnLife(text), text).toBe(false);
  });

  it("in French: 'mon', 'ma', 'mes' before a family, household, organisation or own-work word", () => {
    for (const text of [
      "Que puis-je cuisiner ce soir pour mes deux filles ?",
      "Écris une affiche pour la vitrine de ma boulangerie.",
      "Mon chien peut-il manger du raisin ?",
      "Relis la page d'accueil de mon blog.",
    ])
      expect(mentionsOwnLife(text, "fr"), text).toBe(true);
    for (const text of [
      "Corrige le bug dans mon code.",
      "Comment ajouter des fichiers statiques à mon application ?",
      "Que penses-tu d'une fille qui parle en dormant ?",
    ])
      expect(mentionsOwnLife(text, "fr"), text).toBe(false);
    const said = extractFacts({
      messages: [
        { role: "user", content: "Que puis-je cuisiner ce soir pour mes deux filles ?" },
        { role: "assistant", content: `Voici des idées. ${"Des pâtes, une soupe, des crêpes. ".repeat(20)}` },
      ],
      timestamp: "2026-11-20T10:00:00Z",
    });
    // Kept as said, in French, a question still (the space before "?" goes, as in every memory);
    // what it takes for granted is a fact (PRESUPPOSED_HOUSEHOLD).
    expect(said).toMatchObject([
      { language: "fr", content: "J'ai deux filles." },
      { kind: "said", language: "fr", content: "Que puis-je cuisiner le 2026-11-20 pour mes deux filles?" },
    ]);
  });

  it("keeps such a request as an episode said by the user, never a fact; what it takes for granted is one (PRESUPPOSED_HOUSEHOLD)", () => {
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
    expect(said.filter((f) => f.kind !== "said").map((f) => f.content)).toEqual(["I have two daughters."]);
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
