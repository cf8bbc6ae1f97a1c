import { describe, expect, it } from "vitest";
import { contents, user } from "./helpers/facts.ts";

/**
 * What is no fact: vocatives, reactions, fragments, generic statements, pity and sign-offs.
 * Defects reported against the first version of the memories, each as a test (split from defects.test.ts).
 */
describe("clean, self-contained facts", () => {
  it("drops vocatives, reactions and fragments", () => {
    const messages = [
      { role: "Melanie", content: "Woohoo Melanie! Thing, Melanie. Much, Melanie. I'm so happy for you!" },
      user("I live honestly. Sounds great. I can't wait!"),
      { role: "Hannah", content: "guess what i did this week" },
      user("Guess who I ran into at the station"),
      // Requests and wishes to the other person.
      { role: "Melanie", content: "Send me a picture of a walrus. Take care of it, seriously." },
      user("I hope 2026 started better than December ended for you. Feliz Ano Novo!"),
      { role: "Rajesh", content: "No pressure. No worries at all, no rush." },
      user("Thanks so much for the weekend!"),
      // Apologies, congratulations, a belated greeting and an errand for a third person (t09).
      {
        role: "Marcus",
        content: "I'm sorry about sam. sorry I was such a mess on the 14th. Sorry, I'm late.",
      },
      { role: "Priya", content: "First of all congrats that's huge. Congratulations!!" },
      { role: "Marcus", content: "Happy (belated) valentine's" },
      { role: "Priya", content: "tell jordan to mind his business. ask rohan if he's coming" },
      // A thanks said by another participant (t08: "much for the 2025-11-22" was kept as a remark).
      {
        role: "Dmitri",
        content: "Welcome back to reality 😂 Thank you SO much for the weekend. Thanks a lot!",
      },
      { role: "Sofia", content: "Thank YOU for coming!" },
      // Cut off before its second half (t09).
      { role: "Priya", content: "I didn't want to bring it up on saturday and ruin it but" },
      // Idioms, teasers and small talk (t07–t09): no fact about anyone.
      {
        role: "Sofia",
        content: "My lips are sealed. Your secret is safe with me. Excellent, my work is done.",
      },
      {
        role: "Sofia",
        content:
          "Ok so we have a slight problem with the Iceland trip. I have news too! I have a confession. I've got something to tell you. I need to tell you something.",
      },
      {
        role: "Priya",
        content:
          "HAHAHAHA. I knew it would happen one day. Sensible. Even I approve. sounds like your whole family",
      },
      {
        role: "Priya",
        content: "been dead busy tbh. i'll ask leila. that was the plan. That's exactly what I suggested",
      },
      { role: "Priya", content: "ok i have to go to standup. with my croissant" },
      // Where the speaker is right now, and what they will do with the chat (t09).
      { role: "Marcus", content: "ok back to the wards, I snuck into a call room for this lol. omw" },
      { role: "Priya", content: "I'm on my way! just landed. I'll read them in the morning" },
      // A verb that needs its object, a topic named alone, a question after a name (t10).
      { role: "Eleni", content: "i saw!! i promise. i worry" },
      { role: "Marcus", content: "so. the wedding." },
      { role: "Eleni", content: "and danae, did you see how she held your finger" },
      // What would have happened, advice, and catching up (t08): no fact about anyone.
      { role: "Sofia", content: "He'd have kept you there all night if I hadn't dragged you out." },
      { role: "Sofia", content: "If I were you I would take the job. In your shoes I'd ask for more." },
      { role: "Dmitri", content: "Sofia! I haven't heard from you since August. Long time no talk!" },
      // A name without a comma before a request to its bearer (t10, lower-case chat).
      { role: "Eleni", content: "sofia listen to me" },
      // Sympathy, and a request to hug the baby (t01, t11).
      { role: "Eleni", content: "Noooo poor baby. Kiss that baby. Poor you!" },
      // An anniversary wish and a request to be taught (t09).
      { role: "Priya", content: "Happy 2 years again. Teach me happy birthday." },
      // Praise (t10: "Bravo Eleni's champion").
      { role: "Eleni", content: "bravo my champion!!! Bravo to lena." },
      // Sign-offs and a season's greeting with its vocative (t11).
      { role: "Owen", content: "Safe travels on Tuesday. Go and have breakfast. Love to Niamh." },
      { role: "Hattie", content: "Merry Christmas, my darling, and to Niamh and the bump." },
      { role: "Hattie", content: "Go and stretch your calves. Don't get me started." },
    ];
    expect(contents(messages, "Daniel")).toEqual([]);
  });

  it("WELCOME_AND_INVITATION: a welcome and an invitation to a group are no remark ('Kim: Welcome to the channel. Introduce yourselves.' was kept)", () => {
    const messages = [
      { role: "Kim", content: "Welcome to the channel! Introduce yourselves 👋" },
      { role: "Raj", content: "Welcome aboard. Feel free to ask questions here, don't hesitate to ping me." },
      user("Hi all, I'm a junior dev at a fintech in Austin."),
      // A remark about a welcome that was: it says something.
      { role: "Kim", content: "The welcome party was great, the new office is huge." },
    ];
    const said = contents(messages);
    expect(said.filter((s) => /welcome|introduce|feel free|hesitate/iu.test(s) && !/party/u.test(s))).toEqual(
      [],
    );
    expect(said.some((s) => /junior dev at a fintech in Austin/u.test(s))).toBe(true);
    expect(said.some((s) => /welcome party was great/iu.test(s))).toBe(true);
  });

  it("IMPERATIVE_WITH_ME: a sentence that opens with a verb whose object is 'me' or 'us' is a request, between people and to an assistant ('Get me a coffee on your way.' was a fact)", () => {
    const priya = (content: string) => ({ role: "Priya", content });
    const people = [
      priya("I'm at the station, need anything?"),
      user("Get me a coffee on your way. Grab us some croissants too."),
      priya("Saturday is on, are you coming?"),
      user("Count me in for Saturday! Keep me posted about the tickets."),
      // A discourse marker before a statement, and words of other classes before "me".
      priya("You know about this stuff?"),
      user("Trust me, I'm a nurse."),
      priya("And Lisbon?"),
      user("Both me and Tom love Lisbon."),
    ];
    expect(contents(people, "Sam")).toEqual(["Trust me, I'm a nurse.", "Both me and Tom love Lisbon."]);
    const toAnAssistant = [
      user(
        "Can you schedule a stand-down at 8pm every day? Get me into planning mode. Remind us on Fridays.",
      ),
      { role: "assistant", content: "Sure." },
      user("I work nights at the hospital."),
    ];
    expect(contents(toAnAssistant)).toEqual(["I work nights at the hospital."]);
  });

  it("drops a statement whose subject is everyone or no one in particular ('Every sport invents a machine …', t11)", () => {
    const messages = [
      {
        role: "Hattie",
        content:
          "Every sport invents a machine to stop the arguments. Every government swears it will fix it. Nobody knows what pays for journalism. People bank time early because they feel wonderful.",
      },
      // Habits, what the speaker, the other or a named person does, and the people around them stay.
      { role: "Hattie", content: "Every Sunday Niamh swims in the sea at Sandycove. I swim every morning." },
      {
        role: "Owen",
        content:
          "Everything was perfect until 32k, when my calf cramped. People here are less posh than in Munich.",
      },
      { role: "Hattie", content: "People already come to you with their questions." },
    ];
    expect(contents(messages, "Owen")).toEqual([
      "Hattie swims every morning.",
      "Hattie: Every Sunday Niamh swims in the sea at Sandycove.",
      "Everything was perfect until 32k, when Owen's calf cramped.",
      "Owen: People here are less posh than in Munich.",
      "Hattie: People already come to Owen with their questions.",
    ]);
  });

  it("drops a short statement whose object is only 'it', 'that' or 'this' (it does not read on its own)", () => {
    const messages = [
      user("I can handle it. I'm drowning in it lol. I kept it. I will write it for her."),
      { role: "Priya", content: "i'm stealing that. ok you're gonna crush it. I'm not built for that" },
      // An answer keeps its question, which says what "it" is.
      { role: "Marcus", content: "how's the new flat?" },
      { role: "Priya", content: "we love it" },
      { role: "Marcus", content: "and the job?" },
      { role: "Priya", content: "love it. big team, lots of travel" },
      { role: "Priya", content: "love it!" },
      // Longer statements, and "it" that is not the last word, stay.
      user("I bought a blue Vespa in May and I kept it. I sold it to my cousin."),
    ];
    expect(contents(messages, "Marcus")).toEqual([
      'Priya: We love it (asked by Marcus: "how\'s the new flat?").',
      'Priya: Love it. Big team, lots of travel (asked by Marcus: "and the job?").',
      "I bought a blue Vespa in 2026-05.",
      "I sold it to my cousin.",
    ]);
  });

  it("keeps a short remark that tells a life event ('leila's pregnant!!!' was dropped for having two content words, t07)", () => {
    const messages = [
      { role: "Tariq", content: "leila's pregnant!!!" },
      { role: "Hannah", content: "gareth's in hospital" },
      { role: "Hannah", content: "jen got engaged!" },
      // Two content words with a place say enough; without, or with a day, too little.
      { role: "Hannah", content: "We are getting married in June! The wedding is in Tuscany." },
      // (Said in the same turn, they would complete the remark before them.)
      { role: "Tariq", content: "wow" },
      { role: "Hannah", content: "very hot" },
      { role: "Tariq", content: "wow" },
      { role: "Hannah", content: "you were nervous about it on Sunday" },
    ];
    expect(contents(messages, "Tariq")).toEqual([
      "Tariq: Leila's pregnant.",
      "Hannah: Gareth's in hospital.",
      "Hannah: Jen got engaged.",
      "Hannah: We are getting married in 2027-06.",
      "Hannah: The wedding is in Tuscany.",
    ]);
  });

  it("drops pity and sign-offs ('Poor Astrid. poor you.', 'I have to go to standup') but not plans", () => {
    expect(
      contents([
        user("Poor Astrid. poor you."),
        user("I have to go to standup, talk later"),
        user("gotta run, my bus is here"),
        user("I need to sleep now"),
        user("I have to go to the dentist on Friday"),
        user("my poor dog has a cold"),
        user("I dunno. Pray for me."),
        user("I don't know Berlin at all."),
      ]),
    ).toEqual([
      "I have to go to the dentist on 2026-11-20.",
      "My poor dog has a cold.",
      "I don't know Berlin at all.",
    ]);
  });

  it("drops a sign-off with its reason ('ok mama have to go, lena is dragging me to …', 'Talk next week, I have to go and …')", () => {
    expect(
      contents([user("ok mama have to go, lena is dragging me to the viktualienmarkt")], "Nikos"),
    ).toEqual([]);
    expect(
      contents(
        [
          {
            role: "Owen",
            content:
              "To be fair it sort of is the moon. Talk next week, I have to go and put things in boxes.",
          },
        ],
        "Hattie",
      ),
    ).toEqual(["Owen: To be fair it sort of is the moon."]);
    expect(contents([user("gotta go, the kids are up. Talk tomorrow!")])).toEqual([]);
    // A plan, an obligation and a "have to go" with a place stay.
    expect(contents([user("I have to go and see the surgeon again in March.")])).toEqual([
      "I have to go and see the surgeon again in 2027-03.",
    ]);
    expect(contents([user("My talk on Friday went well.")])).toEqual(["My talk on 2026-11-20 went well."]);
  });

  it("reads 'stop' as an interjection and a bare 'I'm so excited' as a reaction ('Stop Priya is so excited.', t09)", () => {
    expect(
      contents(
        [{ role: "Priya", content: "stop i'm so excited. do they know if it's a boy or a girl?" }],
        "Marcus",
      ),
    ).toEqual([]);
    expect(contents([user("Stop, I'm moving to Lisbon in May!")])).toEqual([
      "I'm moving to Lisbon in 2027-05.",
    ]);
    expect(contents([user("I'm so excited about the Japan trip in April.")])).toEqual([
      "I'm so excited about the Japan trip in 2027-04.",
    ]);
    expect(contents([user("I stopped eating meat in 2024.")])).toEqual(["I stopped eating meat in 2024."]);
    expect(
      contents([{ role: "Owen", content: "That's the best news I've had all year." }], "Hattie"),
    ).toEqual([]);
  });

  it("keeps the clause after a hedge, and reads 'we'll see' or 'I see' as a reaction only on their own", () => {
    expect(contents([user("I guess I'll move to Porto in the spring.")])).toEqual([
      "I'll move to Porto in the spring.",
    ]);
    expect(contents([user("We'll see each other at the weekends, it's only an hour by train.")])).toEqual([
      "We'll see each other at the weekends, it's only an hour by train.",
    ]);
    expect(contents([user("I see my therapist on Mondays.")])).toEqual(["I see my therapist on Mondays."]);
    expect(contents([user("I see. We'll see!")])).toEqual([]);
  });

  it("reads \"I'm in\" and \"I'm down\" as a reaction only on their own ('I'm in Toronto next week' was dropped)", () => {
    expect(contents([user("I'm in Toronto next week for a conference.")])).toEqual([
      "I'm in Toronto in the week of 2026-11-23 for a conference.",
    ]);
    expect(contents([user("I'm down to 70 kg since March.")])).toEqual(["I'm down to 70 kg since 2026-03."]);
    expect(contents([user("I'm in! I'm down.")])).toEqual([]);
    // The same for "I know", "I bet", "I mean": "I know the owner" was dropped, "I know Spanish" lost its verb.
    expect(contents([user("I know the owner of that bar.")])).toEqual(["I know the owner of that bar."]);
    expect(contents([user("I know Spanish and a bit of French.")])).toEqual([
      "I know Spanish and a bit of French.",
    ]);
    expect(contents([user("I know. I bet! I mean…")])).toEqual([]);
    // "I mean it" insists; with the name of the person spoken to, it was kept as "it hannah".
    expect(
      contents(
        [user("and no coriander in anything pls, it tastes like soap to me"), user("i mean it hannah")],
        "Tariq",
      ),
    ).toEqual(["No coriander in anything pls, it tastes like soap to me."]);
    // Nor is it a question that the other person's reply answers.
    expect(
      contents(
        [user("i mean it hannah"), { role: "Hannah", content: "you're such a baby, honestly" }],
        "Tariq",
      ),
    ).toEqual(["Hannah: Tariq is such a baby, honestly."]);
    expect(contents([user("I mean it, Hannah!")])).toEqual([]);
  });
});
