import { describe, expect, it } from "vitest";
import { CHAT_TALK_PATTERNS } from "../src/local/chat-talk.ts";
import { extractFacts } from "../src/local/extract.ts";

/** For each named pattern: sentences of the same shape as the defects that must match, and facts that must not. */
const CASES: Record<keyof typeof CHAT_TALK_PATTERNS, { match: string[]; not: string[] }> = {
  APPRAISAL_OF_THE_CHAT: {
    match: [
      "I like all three ideas.",
      "I love both of these options.",
      "I really like this.",
      "I'd prefer the shorter one, I like it a lot.",
      "I love how you've laid it out, it helps me see the steps.",
      "I love your examples though.",
      "I like what you wrote for the second paragraph.",
      "I like the proposed approach a lot.",
      "I love the idea of splitting the tests in two.",
      "I like what Kent proposed, and the other idea too.",
      "I prefer the second version.",
      "I dislike the ton of functions for path handling.",
      "I dislike the overconfident language.",
      "I love how clean this looks now.",
      "I like how it reads after your edit.",
    ],
    not: [
      "I love hiking in the Alps with my brother.",
      "I like my job at the bakery.",
      "I love it here in Porto.",
      "I really like jazz and old films.",
      "I prefer tea to coffee.",
      "I love the old town of Lyon.",
      "I like plans that leave room for a nap.",
      "I hate what my landlord did to the garden.",
      "I love how my garden looks in spring.",
    ],
  },
  STANCE_ON_THE_CHAT: {
    match: [
      "I'm happy with the result.",
      "I am not convinced by this approach.",
      "I'm confused about step 3.",
      "I am a bit lost here.",
      "I'm still not sure about the second option.",
      "I'm really impressed by your answer.",
    ],
    not: [
      "I'm happy with my new job at the library.",
      "I'm not convinced by my landlord's promises.",
      "I'm confused about my tax residency since the move.",
      "I'm lost without my glasses.",
    ],
  },
  ON_A_STEP: {
    match: ["I'm on step 4 now.", "I am at part 2.", "I'm now on question 12."],
    not: ["I'm on the fourth floor.", "I'm on a plane to Oslo.", "I'm at my desk in Leeds."],
  },
  GRATITUDE: {
    match: ["I'm so thankful.", "I'm really grateful for your help.", "I am very grateful for the advice!"],
    not: ["I'm grateful for my family's support after the surgery.", "I'm thankful to have a job I love."],
  },
  NARRATION_NOW: {
    match: [
      "I'm checking the logs now.",
      "I'm just running it right now",
      "I am testing your version at the moment.",
    ],
    not: [
      "I'm learning Spanish.",
      "I'm training for the Dublin marathon in October.",
      "Now I'm living in Leeds.",
    ],
  },
  NARRATION_OF_THE_TASK: {
    match: [
      "I'm a reviewing the code.",
      "I'm editing the draft.",
      "I'm fixing this script",
      "I am updating my spreadsheet",
    ],
    not: ["I'm reading the Bible every morning.", "I'm learning the guitar.", "I'm renovating the kitchen."],
  },
  PRO_FORM_ONE: {
    match: [
      "I'm gonna do a final one to make it a row on the page.",
      "I want to try another one with a darker colour.",
      "I'll write one more for the newsletter.",
    ],
    not: ["I'm going to run one marathon a year.", "I'm going to buy a new car next month."],
  },
  THE_CHAT_ITSELF: {
    match: ["I would like to resume this chat.", "I'd like to pick up our conversation from yesterday."],
    not: [
      "I had a long conversation with my boss about the promotion.",
      "I chat with my sister every Sunday.",
    ],
  },
  COURTESY_REPLY: {
    match: ["I am well thank you and hope the same for you.", "I'm fine, thanks!", "I'm doing good thanks"],
    not: ["I'm well known in the local climbing scene.", "I'm fine with spicy food."],
  },
  CLOCK_TALK: {
    match: [
      "We are Thursday 2023-10-23 and it is 8:23am.",
      "It's 9:15 here.",
      "Today is Monday and I'm tired.",
    ],
    not: [
      "It's my birthday on Thursday.",
      "We are moving to Leeds on Monday.",
      "Today is my first day at the new job.",
    ],
  },
  THE_REQUEST_ITSELF: {
    match: [
      "My first request is to create an invoice template.",
      "My next question is about the tax forms.",
      "My last message was unclear.",
    ],
    not: ["My first job was at a bakery in Leeds.", "My question to my doctor was answered."],
  },
  HEDGE_AFRAID: {
    match: ["I'm afraid I wasn't clear.", "I am afraid that is not what I meant.", "I'm afraid not."],
    not: ["I'm afraid of heights.", "I am afraid of dogs since I was bitten as a child."],
  },
  EPISTEMIC_FRAME: {
    match: [
      "My naive thinking is that the formatter never changes what the code means.",
      "My understanding is that the cache is cleared on restart.",
      "My guess was that the import had failed.",
    ],
    not: [
      "My thinking has changed a lot since I became a father.",
      "My guess is always chocolate ice cream.",
    ],
  },
  LEANING: {
    match: [
      "I'm leaning towards option 2.",
      "I am leaning more toward removing the rule.",
      "I'm inclined to keep both.",
    ],
    not: ["I'm leaning on my sister a lot since the divorce.", "I am inclined towards vegetarian food."],
  },
  CONCERN_ABOUT_THE_TASK: {
    match: [
      "I'm worried the new model has to be chosen at start.",
      "I am a bit concerned that this breaks the build.",
      "I'm not sure it handles dates.",
    ],
    not: [
      "I'm worried about my mother's health.",
      "I'm worried I'll lose my job in March.",
      "I'm not sure about moving to Lyon.",
    ],
  },
  CONCERN_FOR_THE_SETUP: {
    match: [
      "I'm paranoid about borking my local dev environment.",
      "I am a bit scared of messing up the database.",
      "I'm worried about breaking the build.",
    ],
    not: [
      "I'm worried about losing my job.",
      "I'm scared of flying to Boston.",
      "I'm nervous about meeting her family.",
      "I'm worried about running the build on my own.",
    ],
  },
  OPTION_CHOICE: {
    match: ["I like 2 or 3.", "I prefer option B.", "I'd go with 1 and 4!", "I choose the second."],
    not: ["I like 2 sugars in my coffee.", "I prefer one big meal a day.", "I'd go with my sister to Rome."],
  },
  IMMINENT: {
    match: ["I'm about to start the next step.", "I am just about to send it."],
    not: ["I'm a nurse about to retire from the clinic.", "I am abouting."],
  },
  ORGANISATION_OWNED: {
    match: [
      "I run a small gardening company in Leeds.",
      "I own a bakery.",
      "I started my own landscaping business in 2019.",
      "I manage the family restaurant.",
    ],
    not: ["I run the script again.", "I run every morning.", "I run a query on the table."],
  },
};

describe("chat-talk patterns", () => {
  for (const [name, { match, not }] of Object.entries(CASES)) {
    const pattern = CHAT_TALK_PATTERNS[name as keyof typeof CHAT_TALK_PATTERNS];
    it.each(match)(`${name} matches %s`, (sentence) => {
      expect(pattern.test(sentence.replace(/[’`]/g, "'"))).toBe(true);
    });
    it.each(not)(`${name} leaves alone %s`, (sentence) => {
      expect(pattern.test(sentence.replace(/[’`]/g, "'"))).toBe(false);
    });
  }
});

describe("French talk about the session", () => {
  it("gives no fact of 'je suis sur le serveur', and keeps 'je suis infirmière'", () => {
    const said = (content: string) =>
      extractFacts({
        messages: [
          { role: "user", content },
          { role: "assistant", content: "D'accord, voici la commande à lancer ensuite pour vérifier." },
        ],
        timestamp: "2026-11-20T10:00:00Z",
      }).map((f) => f.content);
    expect(said("Je suis sur le serveur en SSH.")).toEqual([]);
    expect(said("Je suis dans le terminal maintenant.")).toEqual([]);
    expect(said("Je suis infirmière à Nantes.")).toHaveLength(1);
  });
});

describe("ADDRESSED_TO_THE_ASSISTANT: a statement to the assistant in the second person", () => {
  const said = (content: string) =>
    extractFacts({
      messages: [
        { role: "user", content },
        { role: "assistant", content: "Of course. Here is a first version, tell me what to change." },
      ],
      timestamp: "2026-11-20T10:00:00Z",
    }).map((f) => f.content);
  it.each([
    "I don't mind that you can read the web, but be open about it.",
    "Ik vind het niet erg dat je het internet kunt lezen.",
    "Je trouve que tu réponds trop vite.",
    "Ich finde, dass du zu lange Antworten schreibst.",
  ])("gives no fact: %s", (content) => {
    expect(said(content)).toEqual([]);
  });
  it.each(["I live in Utrecht with my two daughters.", "Ik woon in Utrecht met mijn twee dochters."])(
    "keeps a statement about the person: %s",
    (content) => {
      expect(said(content)).toHaveLength(1);
    },
  );
});

describe("extractFacts with an AI assistant (issue 27's defects, in sentences of the same shape)", () => {
  const talk = [
    "I would like to resume this chat.",
    "I like all three ideas.",
    "I'm so thankful.",
    "I'm a reviewing the code.",
    "I'm gonna do a final one to make it a row on the page.",
    "We are Thursday 2023-10-23 and it is 8:23am.",
    "I love how you've created it visually as it helps me understand it better.",
    "I am well thank you and hope the same for you.",
    "My first request is to write a short product description.",
    "I'm afraid I didn't explain it well.",
    "I am about to begin the last chapter of my quest.",
  ];
  const reply = (length: "short" | "long") =>
    "Here is what I suggest for your next steps, with a few ideas you could try. ".repeat(
      length === "long" ? 30 : 1,
    );

  for (const length of ["short", "long"] as const) {
    it(`gives no fact of talk about the chat (${length} replies)`, () => {
      for (const content of talk) {
        const facts = extractFacts({
          messages: [
            { role: "user", content },
            { role: "assistant", content: reply(length) },
          ],
          timestamp: "2026-11-20T10:00:00Z",
        });
        expect(
          facts.map((f) => f.content),
          content,
        ).toEqual([]);
      }
    });
  }

  it("keeps the business the person runs, in a task session too", () => {
    const facts = extractFacts({
      messages: [
        { role: "user", content: "I run a small gardening company in Leeds. Can you write a flyer for it?" },
        { role: "assistant", content: reply("long") },
      ],
      timestamp: "2026-11-20T10:00:00Z",
    });
    expect(facts.map((f) => f.content)).toEqual(["I run a small gardening company in Leeds."]);
  });
});
