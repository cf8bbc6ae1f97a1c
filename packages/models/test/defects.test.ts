import { describe, expect, it } from "vitest";
import { extractFacts } from "../src/local/extract.ts";
import { splitSentences } from "../src/local/sentences.ts";
import { analyseQuery, eventDateIn } from "../src/query/analyse.ts";
import { sparseVector } from "../src/sparse.ts";

/** The defects reported against the first version of the memories, each as a test. */
const timestamp = "2026-11-20T10:00:00Z";
const user = (content: string) => ({ role: "user", content });
const contents = (messages: Array<{ role: string; content: string }>, userName?: string) =>
  extractFacts({ timestamp, messages, ...(userName ? { userName } : {}) }).map((f) => f.content);

describe("who is who", () => {
  it("keeps another participant's facts as memories about them, named, with subject and their own category", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Daniel",
      messages: [
        user("I work as a nurse in Berlin."),
        { role: "Melanie", content: "Woohoo Melanie. Thing, Daniel. I paint and I have two kids." },
      ],
    });
    expect(facts.map((f) => [f.content, f.subject])).toEqual([
      ["I work as a nurse in Berlin.", undefined],
      ["Melanie paints.", "Melanie"],
      ["Melanie has two kids.", "Melanie"],
    ]);
    expect(facts[2]?.category).toBe("relationships");
  });

  it("gives another person's single-valued attributes their own slot", () => {
    const [fact] = extractFacts({
      timestamp,
      messages: [{ role: "Melanie", content: "I moved to Lyon last month." }],
    });
    expect(fact).toMatchObject({ subject: "Melanie", slot: "person:melanie:residence" });
    expect(fact?.content).toBe("Melanie moved to Lyon in 2026-10.");
  });

  it("never takes an assistant's words as the user's", () => {
    expect(
      contents([user("Hello"), { role: "assistant", content: "I live in Paris and I love jazz." }]),
    ).toEqual([]);
  });
});

describe("third person", () => {
  it("leaves irregular pasts as they are ('I snuck into a call room' had become 'Marcus snucks')", () => {
    expect(
      contents(
        [{ role: "Marcus", content: "I snuck into the party. I threw a ball. I drank too much." }],
        "Priya",
      ),
    ).toEqual(["Marcus snuck into the party.", "Marcus threw a ball.", "Marcus drank too much."]);
  });

  it("reads 'I'd' before a past participle as 'had' ('I'd saved for a year' had become 'Hattie would saved', t11)", () => {
    expect(
      contents(
        [
          {
            role: "Hattie",
            content: "I'd saved for a year for the flight. I'd never eat raw fish, it scares me.",
          },
        ],
        "Owen",
      ),
    ).toEqual([
      "Hattie had saved for a year for the flight.",
      "Hattie would never eat raw fish, it scares Hattie.",
    ]);
  });

  it("conjugates a negation after an adverb and a shouted verb ('really dons't', 'Priya HATE' were written)", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Marcus",
      messages: [
        { role: "Priya", content: "i really don't want to pull out my epipen at your parents' table" },
        { role: "Priya", content: "i HATE fishing in that game" },
        { role: "Priya", content: "i still haven't booked the flights to Toronto" },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Priya really doesn't want to pull out their epipen at Marcus's parents' table.",
      "Priya HATES fishing in that game.",
      "Priya still hasn't booked the flights to Toronto.",
    ]);
  });

  it("names the other person of a two-person chat for 'you' ('can't believe you proposed' said who proposed to no one)", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Marcus",
      messages: [
        { role: "Priya", content: "i still can't believe you proposed on saturday at quarry rock" },
        { role: "user", content: "I'm so proud of you. your mom's pie is the best dessert I've ever had" },
        {
          role: "Priya",
          content: "Ingrid thought you'd finished. You apply for the transfer and I stay at ledgerly",
        },
        { role: "Priya", content: "Thank you for the weekend, you guys are the best hosts" },
        // "here you rent a whole house for that": anyone, not the other person (t10).
        { role: "Priya", content: "1250 for two rooms? here you rent a whole house for that" },
        // "you" after "let", "watch", "saw" is their object: its verb stays bare (t11: "Hattie
        // will let Owen goes").
        { role: "Priya", content: "I watched you run the whole race on the live stream" },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Priya still can't believe Marcus proposed on 2026-11-14 at quarry rock.",
      "I'm so proud of Priya.",
      "Priya's mom's pie is the best dessert I've ever had.",
      "Priya stays at ledgerly.",
      "Priya: Ingrid thought Marcus had finished. Marcus applies for the transfer.",
      "Priya: Here you rent a whole house for that.",
      "Priya watched Marcus run the whole race on the live stream.",
    ]);
    expect(facts[0]?.participants).toContain("Marcus");
  });

  it("writes back the subject chat drops ('Broke my wrist skiing' had become \"Broke Priya's wrist\")", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Marcus",
      messages: [
        { role: "Priya", content: "Broke my wrist skiing in February" },
        { role: "Priya", content: "Got promoted to senior engineer today 🎉" },
        { role: "user", content: "just moved into a flat in Hackney with my girlfriend Zoe" },
        { role: "Priya", content: "Tired of this job. Finished!" },
        // Not the speaker: a question, and how something went.
        { role: "Priya", content: "did you tell your boss" },
        { role: "Priya", content: "went really well! my flight got cancelled though" },
        // A progressive with where or when: "I'm" is written back; "Moving is hard", "Doing good" are not facts of that kind.
        { role: "Priya", content: "I just bought a house in Leith! Moving in on the 3rd. Moving is hard." },
        { role: "Priya", content: "Flying to Tokyo on Friday" },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Priya broke their wrist skiing in 2026-02.",
      "Priya got promoted to senior engineer on 2026-11-20.",
      "I just moved into a flat in Hackney with my girlfriend Zoe.",
      "Priya's flight got cancelled though.",
      "Priya just bought a house in Leith.",
      "Priya is moving in on 2026-12-03.",
      "Priya is flying to Tokyo on 2026-11-20.",
    ]);
  });

  it("keeps 'Tom and I' one subject with its plural verb ('Tom and I broke up' had become 'Lena broke up')", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Sam",
      messages: [
        { role: "Lena", content: "btw Tom and I broke up last month" },
        { role: "Lena", content: "My sister Anna and I are going to Rome in May" },
        { role: "Lena", content: "I live in Paris and I work at Google" },
        { role: "Lena", content: "My boyfriend and I are moving to Leeds" },
        { role: "Lena", content: "Mi novio y yo vivimos en Valencia." },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Tom and Lena broke up in 2026-10.",
      "Lena's sister Anna and Lena are going to Rome in 2027-05.",
      "Lena lives in Paris.",
      "Lena works at Google.",
      "Lena's boyfriend and Lena are moving to Leeds.",
      "Lena: Mi novio y yo vivimos en Valencia.",
    ]);
  });

  it("keeps an adverb before the verb as it is ('Dmitri almost cried'), and 'need' is not a past tense", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Sofia",
      messages: [
        { role: "Dmitri", content: "I almost cried at the finish line of the half marathon." },
        { role: "Dmitri", content: "I nearly missed the ferry to Tromsø this morning." },
        { role: "Dmitri", content: "I need a new novel for the long flight to Oslo." },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Dmitri almost cried at the finish line of the half marathon.",
      "Dmitri nearly missed the ferry to Tromsø this morning.",
      "Dmitri needs a new novel for the long flight to Oslo.",
    ]);
  });
});

describe("German and French chats", () => {
  it("reads their dates, job titles and leading words ('Wir waren am Samstag' was read as English)", () => {
    const german = extractFacts({
      timestamp: "2025-11-03T10:00:00Z",
      userName: "Sam",
      messages: [
        user("Super! Wir waren am Samstag in Potsdam wandern."),
        { role: "Lena", content: "Ich arbeite jetzt als Projektleiterin. Und mein Bruder heiratet im Juni." },
      ],
    });
    expect(german.map((f) => f.content)).toEqual([
      "Wir waren am 2025-11-01 in Potsdam wandern.",
      "Lena: Ich arbeite jetzt als Projektleiterin.",
      "Lena: Mein Bruder heiratet im 2026-06.",
    ]);
    expect(german[1]?.slot).toBe("person:lena:job_title");
    const french = extractFacts({
      timestamp: "2025-11-03T10:00:00Z",
      userName: "Sam",
      messages: [{ role: "Lena", content: "Moi je suis enceinte, le bébé est prévu pour mars." }],
    });
    // "bébé" and "prévu" are no past tense: March ahead, not behind.
    expect(french.map((f) => f.content)).toEqual(["Lena est enceinte, le bébé est prévu pour 2026-03."]);
    // "fuimos" is past: the Saturday just gone.
    expect(
      extractFacts({
        timestamp: "2025-11-03T10:00:00Z",
        messages: [user("El sábado fuimos a Toledo con mi hermana.")],
      })[0]?.content,
    ).toBe("El 2025-11-01 fuimos a Toledo con mi hermana.");
  });
});

describe("pronouns and numbers", () => {
  it("resolves 'she' only when one person is named, also at the start of a sentence, and keeps 'turned 10'", () => {
    const facts = extractFacts({
      timestamp: "2026-03-15T10:22:00Z",
      userName: "Sofia",
      messages: [
        { role: "Dmitri", content: "Sad for Rui, but a mother-daughter trip sounds special too." },
        user(
          "Inês is thrilled, she thinks she's in charge now. She turned 10 on Tuesday and has been unbearable since.",
        ),
      ],
    });
    const text = facts.map((f) => f.content).join(" | ");
    expect(text).not.toMatch(/Rui turned/);
    expect(text).toMatch(/turned 10 on 2026-03-10/);
  });

  it("resolves 'he' to the one person the message named before, never to a one-word answer ('Wonderful will move')", () => {
    const facts = extractFacts({
      timestamp: "2025-09-08T10:00:00Z",
      userName: "Ingrid",
      messages: [
        user("How was your weekend, by the way?"),
        {
          role: "Kwame",
          content:
            "Busy. We were buying school things for Kofi. He is 6 and already negotiating like a lawyer.",
        },
        user("So you will live together in Manchester?"),
        { role: "Ananya", content: "Wonderful. He'll move into the Chorlton flat in the summer." },
        { role: "Ananya", content: "Tell her to get them checked please" },
        user("I will tell her. She will not listen to me, but I will tell her."),
      ],
    });
    const text = facts.map((f) => f.content).join(" | ");
    expect(text).toMatch(/Kofi is 6 and already negotiating like a lawyer/);
    expect(text).not.toMatch(/Wonderful will|Busy is|Chorlton will|Tell will/);
  });
});

describe("negation", () => {
  it("keeps a leading 'no' that is part of the fact, and strips one that answers", () => {
    expect(contents([user("and no coriander in anything pls, it tastes like soap to me")])).toContain(
      "No coriander in anything pls, it tastes like soap to me.",
    );
    expect(contents([user("No, I moved to Porto last year.")])).toEqual(["I moved to Porto in 2025."]);
  });
});

describe("answers", () => {
  it("never takes a greeting or a wish for the question a reply answers", () => {
    const facts = extractFacts({
      timestamp,
      userName: "Sofia",
      messages: [
        user("Feliz Ano Novo, Dmitri!"),
        { role: "Dmitri", content: "Off the crutches since Christmas, physio twice a week now." },
        // Nor a request or a remark that ends with a full stop (t11: "(asked by Hattie: "Out with it.")").
        user("I'm up, it's six in the morning. Out with it."),
        { role: "Dmitri", content: "Niamh's pregnant, due in March." },
        user("Please do, he listens to you more than he listens to me."),
        { role: "Dmitri", content: "It's forty-one degrees here today, the sky is orange." },
        // "Please" opening a request is no one "she" could be (t06: "Please says she wants to meet …").
        user("Please thank her from me."),
        { role: "Dmitri", content: "She says she wants to meet you one day." },
        user("Is she sleeping at all?"),
        { role: "Dmitri", content: "She does the six o'clock shift so we can sleep two more hours." },
      ],
    });
    expect(facts.map((f) => f.content).join(" | ")).not.toMatch(/asked by|Please says|Is does/);
  });
});

describe("clauses", () => {
  it("writes the implied 'I' back only after a first-person clause", () => {
    expect(contents([user("I live in Lyon and work at Google.")])).toEqual([
      "I live in Lyon.",
      "I work at Google.",
    ]);
    const facts = extractFacts({
      timestamp,
      userName: "Tariq",
      messages: [
        {
          role: "Hannah",
          content: "mum says restaurants are too loud. she'd rather come to cardiff and have lunch at ours",
        },
      ],
    });
    expect(facts.map((f) => f.content).join(" | ")).not.toMatch(/Hannah has lunch/);
    // An adjective in -ed before a noun and its verb is no dropped "I" (t11: "Hattie classified ads
    // paid for it"); a past verb before its object is ("Broke my wrist skiing").
    const said = contents(
      [
        {
          role: "Hattie",
          content:
            "It's a good analogy and a grim one. Though I'd say the council meeting was always the unglamorous bit nobody paid for directly. Classified ads paid for it, then the internet took the classifieds. Broke my wrist skiing.",
        },
      ],
      "Owen",
    ).join(" | ");
    expect(said).not.toMatch(/Hattie classified/);
    expect(said).toMatch(/Hattie broke Hattie's wrist skiing|Hattie broke their wrist skiing/);
  });

  it("keeps a verbless follow-up with the fact it completes ('And I moved! Last weekend. A small flat …', t06)", () => {
    const facts = extractFacts({
      timestamp: "2026-08-16T10:00:00Z",
      userName: "Maggie",
      messages: [
        {
          role: "Jae-won",
          content:
            "And I moved! Last weekend. A small flat in Mangwon-dong, 24 square metres, fourth floor, no lift.",
        },
        {
          role: "Sofia",
          content: "I'm thinking about buying a car finally. a Toyota Yaris hybrid, second hand.",
        },
        {
          role: "Sofia",
          content: "I record one video every Sunday. Class 10 algebra. 312 subscribers already.",
        },
        // A possessive is no verb; a teaser label goes (t08).
        {
          role: "Dmitri",
          content:
            "Some good news: the Polar Institute did open that position. Yesterday they offered me the job! Researcher in Kari's plankton group, permanent.",
        },
        // A number word continues the sentence; a clause with its own verb ("leads") stays apart (t08).
        { role: "Sofia", content: "Leonor asked me to join the small ensemble. Eight singers." },
        {
          role: "Dmitri",
          content: "A group came up to me afterwards. One of them, Kari Solheim, leads their plankton group.",
        },
        // When it starts: "starting monday", "Due in August".
        { role: "Dmitri", content: "btw I got the job!! starting monday 🎉" },
        { role: "Sofia", content: "I'm pregnant! Due in August." },
        // Reactions, requests and vague follow-ups stay out of the fact.
        { role: "Sofia", content: "We moved on the 31st. Total chaos. Take care!" },
        { role: "Sofia", content: "I stopped ceramics in July actually. too many things." },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual([
      "Jae-won moved on 2026-08-09, a small flat in Mangwon-dong, 24 square metres, fourth floor, no lift.",
      "Sofia is thinking about buying a car finally, a Toyota Yaris hybrid, second hand.",
      "Sofia records one video every Sunday, Class 10 algebra. 312 subscribers already.",
      "On 2026-08-15 they offered Dmitri the job, Researcher in Kari's plankton group, permanent.",
      "Dmitri: The Polar Institute did open that position.",
      "Leonor asked Sofia to join the small ensemble, eight singers.",
      "A group came up to Dmitri afterwards.",
      "Dmitri: One of them, Kari Solheim, leads their plankton group.",
      "Dmitri got the job, starting on 2026-08-17.",
      "Sofia is pregnant, due in 2026-08.",
      "Sofia: We moved on 2026-07-31.",
      "Sofia stopped ceramics in 2026-07 actually.",
    ]);
  });

  it("joins a piece sent next in lower case ('I won't miss the rents, Or the 46A bus', t11)", () => {
    const at = (minute: number) => `2026-01-18T10:${minute}:00Z`;
    const facts = extractFacts({
      timestamp: at(10),
      userName: "Hattie",
      messages: [
        { role: "Owen", content: "I won't miss the rents.", timestamp: at(10) },
        { role: "Owen", content: "Or the 46A bus.", timestamp: at(11) },
      ],
    });
    expect(facts.map((f) => f.content)).toEqual(["Owen won't miss the rents, or the 46A bus."]);
  });

  it("completes a fact with the pieces the speaker sent next, as separate chat messages (t10)", () => {
    const at = (minute: number) => `2025-09-16T18:${String(minute).padStart(2, "0")}:00Z`;
    const said = (role: string, minute: number, content: string) => ({
      role,
      content,
      timestamp: at(minute),
    });
    const facts = extractFacts({
      timestamp: at(20),
      userName: "Eleni",
      messages: [
        said("Nikos", 24, "they're closing our test department"),
        said("Nikos", 25, "end of the year"),
        said("Eleni", 30, "and you??"),
        said("Nikos", 30, "they offered me a transfer there lol"),
        said("Nikos", 31, "to pilsen, Eleni. a city in czech republic"),
        said("Nikos", 31, "😂"),
        said("Nikos", 31, "or severance, 4 months salary"),
        said("Nikos", 34, "and actually good news, i have an interview this thursday"),
        said("Nikos", 35, "wind turbine company in hamburg"),
        said("Nikos", 35, "reliability engineer"),
        // Someone else wrote in between: a new turn, nothing to complete.
        said("Eleni", 36, "hamburg?? that's so far"),
        said("Nikos", 38, "at the cultural centre"),
        // A clause that says enough stays a memory of its own.
        said("Nikos", 39, "Lena is applying to hospitals in Hamburg too"),
        said("Nikos", 39, "the severance helps"),
        // What says too little opens the turn: the next remark takes it.
        said("Eleni", 40, "👏"),
        said("Nikos", 41, "lena doesn't want to go"),
        said("Nikos", 41, "she loves her job at the children's hospital"),
      ],
    });
    const byMessage = facts.map((f) => [f.content, f.messageIndices]);
    expect(byMessage).toContainEqual([
      "Nikos: They're closing our test department, end of the year.",
      [0, 1],
    ]);
    expect(byMessage).toContainEqual([
      "They offered Nikos a transfer there lol, to pilsen, a city in czech republic, or severance, 4 months salary.",
      [3, 4, 6],
    ]);
    expect(byMessage).toContainEqual([
      "Nikos has an interview on 2025-09-18, wind turbine company in hamburg, reliability engineer.",
      [7, 8, 9],
    ]);
    expect(byMessage).toContainEqual([
      "Nikos: Lena is applying to hospitals in Hamburg too, the severance helps.",
      [12, 13],
    ]);
    expect(byMessage).toContainEqual([
      "Nikos: Lena doesn't want to go. She loves her job at the children's hospital.",
      [15, 16],
    ]);
    expect(facts.map((f) => f.content).join(" | ")).not.toMatch(/cultural centre/);
  });
});

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
          "Ok so we have a slight problem with the Iceland trip. I have news too! I have a confession.",
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

  it("takes 'you' in a rule of life for anyone, not for the other person ('Three things nobody tells Owen', t11)", () => {
    const messages = [
      {
        role: "Hattie",
        content:
          "Three things nobody tells you. The Scandinavians worked out decades ago that if you want fathers to take leave you have to make it use-it-or-lose-it.",
      },
      // "You" that is the other person stays theirs, also after "if".
      {
        role: "Hattie",
        content: "If you want, you can stay with us in Hobart. Nobody told you about the boat?",
      },
    ];
    expect(contents(messages, "Owen")).toEqual(["Hattie: If Owen wants, Owen can stay with us in Hobart."]);
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

  it("reads '>' between words as a comparison, not code (t09: 'vancouver rain > toronto cold' was dropped)", () => {
    expect(
      contents(
        [{ role: "Priya", content: "vancouver rain > toronto cold, i will die on this hill" }],
        "Marcus",
      ),
    ).toEqual(["Vancouver rain > toronto cold, Priya will die on this hill."]);
    expect(contents([user("I set x>0 in the config. I use <div> everywhere.")])).toEqual([]);
  });

  it("keeps a place and a date said after a teaser ('And big news. Sam got a job here! At a school in Didsbury, from September', t05)", () => {
    expect(
      contents(
        [
          {
            role: "Ananya",
            content: "And big news. Sam got a job here! At a school in Didsbury, from September",
          },
        ],
        "Rajesh",
      ),
    ).toEqual(["Ananya: Sam got a job here. At a school in Didsbury, from 2027-09."]);
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

  it("takes a name or an endearment at the end as a vocative only after a comma or a greeting ('I really miss Melanie' had become 'I really miss.')", () => {
    const messages = [
      user("I went to the cinema with Melanie. I really miss Melanie. Thanks Melanie! I love it, Melanie."),
      { role: "Melanie", content: "Delft is what I love. ok babe. I gave the book to Sam" },
      // A pet name goes without its comma (t03: "I know my love"); a baby that is had stays.
      { role: "Melanie", content: "I know my love. We're having a baby." },
      // "honey" and "baby" at the end are things without the comma (t11: "Customs are savage
      // about honey" had lost its honey, "I adore my baby" had become "Melanie adores their.").
      { role: "Melanie", content: "Customs are savage about honey. I adore my baby. night honey" },
    ];
    expect(contents(messages, "Sam")).toEqual([
      "I went to the cinema with Melanie.",
      "I really miss Melanie.",
      "Delft is what Melanie loves.",
      "Melanie gave the book to Sam.",
      "Melanie: We're having a baby.",
      "Melanie adores their baby.",
      "Melanie: Customs are savage about honey.",
    ]);
  });

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

  it("counts a name said with 's among the people 'he' may be ('Farofa is turning 5' was Misha's birthday, t08)", () => {
    const facts = contents(
      [
        { role: "Sofia", content: "Farofa will be honoured." },
        {
          role: "Dmitri",
          content:
            "Oh, and it's Misha's birthday on the 21st. He's turning 5 and has ordered a tractor cake.",
        },
      ],
      "Sofia",
    );
    expect(facts.some((f) => f.includes("Farofa is turning"))).toBe(false);
    // "Niamh's mum" is someone "she" may be as much as Niamh: no one is named (t11).
    const mum = contents(
      [
        { role: "Hattie", content: "Is Niamh's mum being a help?" },
        { role: "user", content: "A saint. She does the six o'clock shift so we can sleep two more hours." },
      ],
      "Owen",
    );
    expect(mum.some((f) => f.includes("Niamh does"))).toBe(false);
    // "Doug's nephew Liam" names the nephew: "he" is Liam.
    expect(
      contents(
        [
          {
            role: "Hattie",
            content: "Doug's nephew Liam moved back to Hobart. He's thirty and strong as an ox.",
          },
        ],
        "Owen",
      ),
    ).toContain("Hattie: Doug's nephew Liam moved back to Hobart. Liam is thirty and strong as an ox.");
  });

  it("drops a parent greeted at the start ('Morning mama, already went for a run', t10) and keeps 'you were both' plural (t11)", () => {
    expect(
      contents(
        [
          { role: "Eleni", content: "are you up" },
          { role: "Nikos", content: "Morning mama, already went for a run, 14k along the isar" },
          { role: "Nikos", content: "Mum, I got the job at the hospital!" },
        ],
        "Eleni",
      ),
    ).toEqual(["Nikos already went for a run, 14k along the isar.", "Nikos got the job at the hospital."]);
    // The same greeting sent as a message of its own, before the news in the next ones (t10).
    const turn = [
      { role: "Eleni", content: "are you up", timestamp: "2025-06-01T07:00:00Z" },
      { role: "user", content: "morning mama", timestamp: "2025-06-01T07:01:00Z" },
      { role: "user", content: "already went for a run", timestamp: "2025-06-01T07:01:10Z" },
      { role: "user", content: "14k along the isar", timestamp: "2025-06-01T07:01:20Z" },
    ];
    expect(extractFacts({ timestamp, messages: turn, userName: "Nikos" }).map((f) => f.content)).toEqual([
      "I already went for a run, 14k along the isar.",
    ]);
    // A list is no one spoken to.
    expect(contents([user("Mum, dad and I went to Rome in May.")])).toEqual([
      "Mum, dad and I went to Rome in 2026-05.",
    ]);
    // "You were both set on Drumcondra" is Owen and Niamh, not Owen alone ("Owen was both").
    expect(
      contents(
        [
          user("we are moving to Cork"),
          { role: "Hattie", content: "I thought you were both set on Drumcondra." },
        ],
        "Owen",
      ),
    ).toEqual(["We are moving to Cork.", "Hattie thought you were both set on Drumcondra."]);
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
    expect(contents([user("im tired")])).toEqual(["I'm tired."]);
  });

  it("drops a letter's salutation ('Rajesh: Dear Ananya, good morning.' was kept, t05)", () => {
    expect(
      contents(
        [{ role: "Rajesh", content: "Dear Ananya, good morning. We have booked the flights to Manchester." }],
        "Ananya",
      ),
    ).toEqual(["Rajesh: We have booked the flights to Manchester."]);
  });

  it("takes 'mama', 'mum' or 'dad' at the end as the person spoken to, not as a word of the fact ('It's 19 degrees here mama', t10)", () => {
    const messages = [
      { role: "Nikos", content: "it's 19 degrees here mama. best easter ever mama" },
      // Said of them, the words stay: after a verb, a preposition or a possessive.
      {
        role: "Nikos",
        content: "I called mum. I'm visiting dad. I got a parcel from mama. I bought flowers for my mum",
      },
    ];
    expect(contents(messages, "Eleni")).toEqual([
      "Nikos: It's 19 degrees here. Best easter ever.",
      "Nikos called mum.",
      "Nikos is visiting dad.",
      "Nikos got a parcel from mama.",
      "Nikos bought flowers for their mum.",
    ]);
    // Also before an emoji: t10's answer was kept as "It's 19 degrees here mama (asked by …)".
    expect(
      contents(
        [
          { role: "Eleni", content: "14 kilometres?? in this heat?" },
          { role: "Nikos", content: "it's 19 degrees here mama 😂" },
          { role: "Nikos", content: "thanks Eleni 🙏🏽" },
        ],
        "Eleni",
      ),
    ).toEqual(['Nikos: It\'s 19 degrees here (asked by Eleni: "in this heat?").']);
    // A skin tone is part of its emoji: "My sister 👩🏽 got a job" had kept "🏽".
    expect(contents([user("My sister 👩🏽 got a job at the hospital in Leeds.")])).toEqual([
      "My sister got a job at the hospital in Leeds.",
    ]);
  });

  it("reads a shouted sentence as said ('I'M LEAVING THIS MEETING' is no \"Priya'M LEAVING\")", () => {
    expect(
      contents([{ role: "Priya", content: "I'M LEAVING THIS MEETING TO CALL MY MOM" }], "Marcus"),
    ).toEqual(["Priya is leaving this meeting to call their mom."]);
  });

  it("reads a chat whose assistant answers with code as a task, however short its answers (real export db-c079)", () => {
    const messages = [
      user(
        "I'm still getting a 0% value. I am looking for a method to output the memory used. I live in Missouri.",
      ),
      { role: "assistant", content: "Use this:\n```bash\ntop -l 1 | awk '/PhysMem/'\n```" },
      // The person's past, said with the request (db-c028, db-c071).
      user(
        "I have worked as a systems administrator on macOS. Last saturday, I attended the Show Me State Air Show. Tag my video.",
      ),
    ];
    expect(contents(messages)).toEqual([
      "I live in Missouri.",
      "I have worked as a systems administrator on macOS.",
      "On 2026-11-14, I attended the Show Me State Air Show.",
    ]);
  });

  it("cuts a request before the facts ('Check out my blog at …, I write about rust there')", () => {
    expect(
      contents(
        [{ role: "Priya", content: "check out my blog at https://priya.dev, I write about rust there" }],
        "Sam",
      ),
    ).toEqual(["Priya writes about rust there."]);
  });

  it("cuts a request that follows the facts ('I am vegetarian, so suggest a restaurant …')", () => {
    const messages = [
      user(
        "Also I live in Utrecht and I am vegetarian, so suggest a restaurant for our anniversary on May 3.",
      ),
      { role: "assistant", content: "How about De Kas?" },
    ];
    expect(contents(messages)).toEqual(["I live in Utrecht.", "I am vegetarian."]);
  });

  it("takes no fact from a pasted document or a role prompt (real export db-c069, db-c073, db-c002)", () => {
    const essay =
      "I first tried online dating seven years ago. I am surrounded by couples who met there. ".repeat(5);
    const messages = [
      user(`Please summarize the following text:\n\n${essay}`),
      {
        role: "assistant",
        content: "The author looks back at online dating and the match scores of OKCupid.",
      },
      user(
        `## The Nissan Murano, a car of its time\n\nMy Nissan wheeltime grew a respect for the brand. ${essay}`,
      ),
      user(`You are Whimsy, a world-building assistant. You are going to help me. I am a writer. ${essay}`),
      // A short label before the person's own words is no document.
      user("Some context about me:\nI am a nurse in Berlin and I have two kids."),
    ];
    expect(contents(messages)).toEqual(["I am a nurse in Berlin.", "I have two kids."]);
  });

  it("drops code, logs, requests to the assistant and task narration from an assistant chat", () => {
    const messages = [
      user(
        "Const newMessageCount = messages.length + 1;\ndonnes moi des commandes pour zfs. We add the messages. I propose. Montant prévu Libellé.",
      ),
      { role: "assistant", content: `Voici les commandes. ${"zfs snapshot pool/data@today ".repeat(40)}` },
      user("J'habite en France. Je suis Suisse. Mon toit est plat, et végétalisé."),
    ];
    expect(contents(messages)).toEqual([
      "J'habite en France.",
      "Je suis Suisse.",
      "Mon toit est plat, et végétalisé.",
    ]);
  });

  it("keeps who the person is before their request, and the facts they ask the assistant to mention", () => {
    const answer = { role: "assistant", content: `Here is a draft. ${"Dear Hiring Manager, ".repeat(40)}` };
    const messages = [
      user("I am a nurse in Berlin and I want to switch to UX design. Can you help me write a cover letter?"),
      answer,
      user("Make it shorter. Also mention that I speak German and English."),
      answer,
      user("my daughter is 4 so I need a job with flexible hours"),
      user("I am developing a django app, and I get the following error"),
    ];
    expect(contents(messages)).toEqual([
      "I am a nurse in Berlin.",
      "I speak German and English.",
      "My daughter is 4 so I need a job with flexible hours.",
    ]);
  });

  it("reads a fact after a label in an assistant chat ('Mijn situatie: ik ben een man, 54 jaar')", () => {
    const messages = [
      user(
        "Ik wil dat je handelt als een fitness coach. Mijn situatie: ik ben een man, 54 jaar, 1m95, en ik weeg 98 kilo. Ik wil afvallen.",
      ),
      { role: "assistant", content: `Natuurlijk. ${"Hier is een schema met oefeningen. ".repeat(20)}` },
      user("About me: I'm a nurse in Leeds and I have two kids. Fix this script: print(x)"),
      // Dutch and German put the verb second: "Over 3 uur heb ik …", "Seit 2019 wohne ich …".
      user("Over 3 uur heb ik een job interview. Nu heb ik een probleem met mijn script."),
      user("Seit 2019 wohne ich in Köln. Jetzt habe ich einen Fehler im Code."),
      // Not every verb-second clause: "and I'm still very happy with it" is no fact about the person.
      user('Hij schreef: "En daar ben ik nog steeds heel blij mee."'),
      // What one knows is about oneself (real export pk-c155: "I don't know Flask. Django, yes.").
      user("Ik ken helaas Flask niet. Wel Django. FastAPI lijkt meer op performance te zitten."),
    ];
    expect(contents(messages)).toEqual([
      "Ik ben een man, 54 jaar, 1m95, en ik weeg 98 kilo.",
      "I'm a nurse in Leeds.",
      "I have two kids.",
      "Over 3 uur heb ik een job interview.",
      "Seit 2019 wohne ich in Köln.",
      "Ik ken helaas Flask niet.",
    ]);
  });

  it("does not split at abbreviations, decimals or URLs", () => {
    expect(
      splitSentences("I work at St. Mary's hospital. Dr. Smith paid 3.50 at example.com/a.b today.", "en"),
    ).toEqual(["I work at St. Mary's hospital.", "Dr. Smith paid 3.50 at example.com/a.b today."]);
    expect(contents([user("I now work at St. Mary's hospital as a nurse.")])).toEqual([
      "I now work at St. Mary's hospital as a nurse.",
    ]);
  });

  it("ends a sentence at a period before a lower-case word, as chat is written", () => {
    expect(splitSentences("I know, don't worry. she understands. she's fine", "en")).toEqual([
      "I know, don't worry.",
      "she understands.",
      "she's fine",
    ]);
    // An emoji ends a sentence as a period does.
    expect(splitSentences("barely 😅 we had three shows this weekend", "en")).toEqual([
      "barely 😅",
      "we had three shows this weekend",
    ]);
    // Abbreviations still hold the sentence together.
    expect(splitSentences("we met approx. five years ago, e.g. at work", "en")).toEqual([
      "we met approx. five years ago, e.g. at work",
    ]);
    expect(
      contents([{ role: "Tomás", content: "do it. I take the bus to work every day" }], "Lucía"),
    ).toEqual(["Tomás takes the bus to work every day."]);
  });

  it("names the person a leading 'she' stands for from a question before the speaker's turn, also written in lower case when the chat capitalises the name elsewhere (t07)", () => {
    const messages = [
      { role: "Hannah", content: "you might move?? what does leila think?" },
      { role: "Tariq", content: "she's all for it. more money, no weekends" },
      { role: "Tariq", content: "she's a pharmacist at the boots in the bullring, we hardly see each other" },
    ];
    expect(contents(messages, "Hannah")).toContain(
      "Tariq: Leila is a pharmacist at the boots in the bullring, we hardly see each other.",
    );
    // A word the chat never writes as a name stays a word: no one to stand for.
    expect(
      contents(
        [
          { role: "Hannah", content: "what does the boss think?" },
          {
            role: "Tariq",
            content: "she's a pharmacist at the boots in the bullring, we hardly see each other",
          },
        ],
        "Hannah",
      ),
    ).toContain("Tariq: She's a pharmacist at the boots in the bullring, we hardly see each other.");
  });

  it("names the person a first-person fact's leading 'she' or 'he' stands for, when the message before names one", () => {
    expect(
      contents(
        [
          { role: "Lucía", content: "and Inés?" },
          { role: "Tomás", content: "She's the one who told me to apply for the job in Lisbon." },
        ],
        "Lucía",
      ),
    ).toContain("Inés is the one who told Tomás to apply for the job in Lisbon.");
    // "'s" before a past participle is "has" (t10: "Lena is made it twice" was written).
    expect(
      contents(
        [
          { role: "Lucía", content: "and Inés?" },
          { role: "Tomás", content: "She's made the paella twice already, from memory." },
        ],
        "Lucía",
      ),
    ).toContain('Tomás: Inés has made the paella twice already, from memory (asked by Lucía: "and Inés?").');
  });

  it("resolves to a hyphenated name whole, and drops a possessive with its noun alone ('My news.')", () => {
    const facts = contents(
      [
        { role: "Maggie", content: "And how is Soo-ah taking it?" },
        user("She lives ten minutes away now, we have dinner together every Wednesday."),
        { role: "Maggie", content: "My news. I am back in the pool." },
      ],
      "Jae-won",
    );
    expect(facts).toContain("Soo-ah lives ten minutes away now, we have dinner together every Wednesday.");
    expect(facts).toContain("Maggie is back in the pool.");
    expect(facts).not.toContain("Maggie's news.");
  });

  it("drops a term of endearment used as a vocative, and leaves no space before a period where an emoji was", () => {
    const facts = contents(
      [
        { role: "Emeka", content: "my love, I have to sleep early. I love my job, babe." },
        user("Ola is surviving, barely 😅 my sister has the patience of a saint"),
      ],
      "Nadia",
    );
    expect(facts).toContain("Emeka has to sleep early.");
    expect(facts).toContain("Emeka loves their job.");
    expect(facts).toContain("Nadia: Ola is surviving, barely.");
  });

  it("keeps a subject of two people whole, resolves 'she'll', never to a place, and reads an answer's tense without its question", () => {
    const facts = contents(
      [
        user("Andrés and I are taking the train to the wedding."),
        { role: "Tomás", content: "how is mum?" },
        user("she'll be in the hospital until Monday and then rehab"),
        {
          role: "Rajesh",
          content: "Your mother is already in Bengaluru since Tuesday. She took the knitting.",
        },
      ],
      "Lucía",
    );
    expect(facts).toContain("Andrés and I are taking the train to the wedding.");
    // Monday after Friday 2026-11-20 is the 23rd: "(asked by …)" does not make the answer past tense.
    expect(facts).toContain(
      'Lucía: She\'ll be in the hospital until 2026-11-23 and then rehab (asked by Tomás: "how is mum?").',
    );
    expect(facts.join(" ")).toContain("She took the knitting.");
    expect(facts.join(" ")).not.toMatch(/Bengaluru took|Your took/);
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

  it("keeps prose that uses a programming word as a word ('I can't function before my coffee')", () => {
    expect(contents([user("I can't function before my second coffee.")])).toEqual([
      "I can't function before my second coffee.",
    ]);
    expect(contents([{ role: "Ingrid", content: "I cannot live without coffee." }], "Kwame")).toEqual([
      "Ingrid cannot live without coffee.",
    ]);
    // Code stays out.
    expect(contents([user("function add(a, b) { return a + b }")])).toEqual([]);
    expect(contents([user("const total = items.length")])).toEqual([]);
  });
});

describe("dates", () => {
  it('keeps "since March" in the past of the reference time', () => {
    const [fact] = extractFacts({ timestamp, messages: [user("I've lived in Lyon since March.")] });
    expect(fact?.content).toBe("I've lived in Lyon since 2026-03.");
  });

  it("does not read a duration as a date", () => {
    const [fact] = extractFacts({
      timestamp,
      messages: [user("Yesterday I ran my first half marathon in 2 hours 5 minutes.")],
    });
    expect(fact?.content).toBe("On 2026-11-19 I ran my first half marathon in 2 hours 5 minutes.");
    expect(fact?.eventDate).toBe("2026-11-19");
  });

  it("resolves each message's dates against its own time, not the conversation's start", () => {
    const facts = extractFacts({
      timestamp: "2026-11-20T23:50:00Z",
      messages: [
        {
          role: "user",
          content: "I'm still up, I can't sleep before big days.",
          timestamp: "2026-11-20T23:50:00Z",
        },
        { role: "user", content: "I have my driving test tomorrow.", timestamp: "2026-11-21T00:20:00Z" },
      ],
    });
    expect(facts.map((f) => f.content)).toContain("I have my driving test on 2026-11-22.");
  });

  it("keeps habits semantic, without an event date", () => {
    const [fact] = extractFacts({
      timestamp,
      messages: [user("I usually go climbing on Tuesday evenings.")],
    });
    expect(fact).toMatchObject({
      content: "I usually go climbing on Tuesday evenings.",
      memoryType: "semantic",
    });
    expect(fact?.eventDate).toBeUndefined();
  });
});

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

describe("queries", () => {
  it("stop words never match", () => {
    expect(sparseVector("Where do I go climbing?").indices).toEqual(sparseVector("climbing").indices);
  });

  it("reads 'when' questions and named dates", () => {
    const q = analyseQuery("When did Melanie move in May 2023?", new Date(timestamp));
    expect(q.asksWhen).toBe(true);
    expect(eventDateIn("2023-05-14", q.dates)).toBe(true);
    expect(eventDateIn("2023-06-01", q.dates)).toBe(false);
    const summer = analyseQuery("What did Daniel do last summer?", new Date(timestamp));
    expect(eventDateIn("2026-07", summer.dates)).toBe(true);
  });
});
