import { describe, expect, it } from "vitest";
import {
  hasSubjectOrVerb,
  isAssistantRequest,
  isFragment,
  isGeneric,
  isImperativeWithMe,
  isPersonalStatement,
  isReaction,
  isSmallTalk,
  isTaskTalk,
  isVague,
  looksLikeCode,
  ownWords,
  pointsBack,
  startsWithIdentity,
} from "../src/local/junk.ts";

/** Each rule: sentences it must catch, and prose of the same look it must leave. */
const each = (rule: (s: string) => boolean, yes: string[], no: string[]) => {
  for (const s of yes) expect(rule(s), `should match: ${s}`).toBe(true);
  for (const s of no) expect(rule(s), `should not match: ${s}`).toBe(false);
};

describe("junk rules", () => {
  it("looksLikeCode: operators, calls, commands, paths, file names, log lines; not prose with the same words", () => {
    each(
      looksLikeCode,
      [
        "if (x >= 0) return y;",
        "const total = items.length",
        "npm install express",
        "see /var/log/syslog",
        "ERROR 12:03:55 disk full",
        "Run `git status` first.",
        "I set `x = 1` in the config.",
      ],
      [
        // CODE_SPAN_AS_NAME: one word in backticks names a tool in prose.
        "I'm new to `uv` and `ruff`.",
        "I'm unfamiliar with `TypedDict`.",
        "I can't function before my coffee",
        "I moved to Leeds in 2024.",
        "vancouver rain > toronto cold",
        "My log cabin is cosy.",
      ],
    );
  });

  it("isAssistantRequest: an imperative first ('Write …', 'Explique …'), not a statement that starts with a noun", () => {
    each(
      isAssistantRequest,
      [
        "Write me a cover letter",
        "Translate this into German",
        "Explique-moi la photosynthèse",
        "Let's plan a trip",
      ],
      ["I write poems", "Writers need coffee", "My help desk job is boring"],
    );
  });

  it("isTaskTalk: the user about the task ('I want …', 'I tried …', 'I have an error'), not a lasting fact", () => {
    each(
      isTaskTalk,
      ["I want a shorter version", "I tried that already", "I have an error in line 3", "je veux une liste"],
      ["I have two daughters", "I live in Porto", "She wants a dog"],
    );
  });

  it("isPersonalStatement: where one lives, works, what one has or likes; not what one is doing with the assistant", () => {
    each(
      isPersonalStatement,
      [
        "I live in Ghent",
        "I'm a nurse",
        "I have two kids",
        "My wife is Dutch",
        "J'habite à Lyon",
        "Ich wohne in Köln",
        // The contracted perfect is the same statement as the full one ("I have been a nurse …").
        "I've been a nurse for ten years",
        "I've lived in Lisbon since 2019",
        // USE_AS_MY: a tool named, lower-case too.
        "I'm using Tower as my git client",
        "I use neovim as my editor",
      ],
      [
        // USE_AS_MY: a pronoun or a determiner is no tool's name.
        "I use it as my editor",
        "I use the app as my browser",
        "I'm trying to fix my script",
        "I'm not sure",
        "Can you help me?",
        "The server is down",
        "I've been thinking about your answer",
      ],
    );
  });

  it("startsWithIdentity: who the person is, said first; not a sentence that only gets there later", () => {
    each(
      startsWithIdentity,
      [
        "I am a teacher and I need a lesson plan",
        "My daughter is 4 so I need ideas",
        "Je suis une étudiante",
      ],
      ["Please help, I am a teacher", "I want a plan", "I'm tired"],
    );
  });

  it("isReaction: filler and reactions to the other person; not a statement that begins with the same word", () => {
    each(
      isReaction,
      [
        "I'm so happy for you!",
        "I can't wait",
        "Sounds great",
        "Thanks so much",
        "Congratulations!",
        "We'll see.",
      ],
      [
        "I'm happy in my new job",
        "I wait tables on Fridays",
        "We'll see my parents in May",
        "I'm in Toronto next week",
      ],
    );
  });

  it("isSmallTalk: what would have happened, advice and catching up; not a past or a plan", () => {
    each(
      isSmallTalk,
      [
        "If I were you I would take it",
        "He'd have stayed if I hadn't called",
        "I haven't heard from you since August",
        "Long time no see",
        // Pre-closings (conversation analysis: Schegloff and Sacks 1973), the end of a call or chat.
        "One last thing about the garden and then I'll let you go",
        "I'd better let you get back to your dinner",
        "Right, I had better head off",
        "I should get going, talk to you later",
      ],
      [
        "I stayed in Rome for a week",
        "If it rains we stay home",
        "I haven't smoked since May",
        "They let me go home after two days",
        "I have to go to Leeds for work on Monday",
        "I run every morning",
        // A reviewer's shapes (my sentences): the words of a closing that carry a plan or a fact.
        "I should get going on my dissertation, it's due in June",
        "I'll let you go ahead with the booking for our trip to Porto",
        "I'll let you go first, I'm not in a hurry",
        "I must be going deaf, I bought a hearing test",
        "I'd better head off to Glasgow early tomorrow",
        "Ok I'll let you go, my son has chickenpox",
      ],
    );
  });

  it("isGeneric: everyone or no one as the subject, or 'you' in a rule of life; not a habit or a person", () => {
    each(
      isGeneric,
      [
        "Everyone loves a good story",
        "Nobody knows what pays for journalism",
        "Every sport invents a machine",
        "Nobody tells you how hard it is",
      ],
      [
        "Every Sunday Niamh swims",
        "Everyone here knows me",
        "People call me Sam",
        "Nobody came to Tom's party",
      ],
    );
  });

  it("isFragment: one word, a verb that needs its object, a cut-off clause, a bare possessive; not a short fact", () => {
    each(
      isFragment,
      [
        "Thing.",
        "I live honestly.",
        "I propose.",
        "I didn't want to ruin it but",
        "My news.",
        "with my croissant",
      ],
      ["I swim.", "Tom quit his job.", "At a school in Didsbury, from September", "I love jazz."],
    );
  });

  it("isImperativeWithMe: a verb in its base form, then 'me' or 'us'; not a third-person or past form, another word class, or a marker before a comma", () => {
    each(
      isImperativeWithMe,
      ["Get me a coffee on your way.", "Count me in!", "Keep us posted.", "Pass me the salt", "Feed me."],
      [
        "Reminds me of home.",
        "Reminded me of Lisbon.",
        "Trust me, I'm a nurse.",
        "Both me and Tom love Lisbon.",
        "Just me and the dog tonight.",
        "Call me Dan.",
        "I miss you.",
      ],
    );
  });

  it("isFragment (CUT_OFF_BEFORE_ITS_WORD): a sentence that ends on a word that needs what follows it: a determiner, a hedge, a quotative 'like'", () => {
    each(
      isFragment,
      [
        "I am like...",
        "I was like",
        "My duck was broken for unclear reasons, so it was just kinda...",
        "I'm sort of.",
        "We went to the",
        "I gave it to my...",
        "I'm very.",
        // The copula after a noun-phrase subject, its complement after a dash the sentence split at
        // ("So my experience now is - not to waste energy …", the Komodo Discord).
        "My experience now is.",
        "The plan was",
      ],
      [
        "I take vitamin A.",
        "I know who I am.",
        "That's what my job is.",
        "I love the way it looks, kind of.",
        "I like it very much.",
        "It was class like.",
        "I'd like to.",
        "She is just like her mother.",
      ],
    );
  });

  it("isVague: a short statement whose object is only 'it', 'that' or 'this'; not one that says what", () => {
    each(
      isVague,
      ["I can handle it.", "Priya is stealing that.", "I love it lol", "That's so cool"],
      ["I can handle the night shifts.", "It rained all day in Leeds.", "I love jazz."],
    );
  });

  it("isVague (UNRESOLVED_OBJECT): a proposal pointed at ('that idea', 'your suggestion', 'the last 2 options') is as unresolved as 'it'", () => {
    each(
      isVague,
      [
        "I like that idea.",
        "I love your suggestion!",
        "I like the last 2 options",
        "We prefer the second one.",
      ],
      ["I like the idea of moving to Porto.", "I love that band.", "I like my new job."],
    );
  });

  it("isVague (UNRESOLVED_OBJECT): a phrasal verb's particle after 'it' does not say what 'it' is", () => {
    each(
      isVague,
      [
        "I figured it out.",
        "I'll sort it out tomorrow",
        "I finally picked them up lol",
        "We turned it off again.",
      ],
      ["I figured out the tax forms.", "I picked up running in May.", "I gave up smoking."],
    );
  });

  it("isVague (UNRESOLVED_OBJECT): a time adjunct does not say what 'it' is", () => {
    each(
      isVague,
      [
        "I'm going to do it tomorrow.",
        "I'll finish that tonight!",
        "We can fix this next week",
        "I'M GONNA TRY IT LATER",
      ],
      [
        "I'm going to run the Berlin marathon tomorrow.",
        "I'll finish my thesis tonight",
        "It snowed in Oslo today",
      ],
    );
  });

  it("pointsBack (UNRESOLVED_SUBJECT): 'it', 'this' or 'that' as the subject names what was said before; not a dummy 'it'", () => {
    each(
      pointsBack,
      [
        "It is harder than I thought.",
        "It makes me smile every morning.",
        "It's Emeka's therapy.",
        "It was the best day of my life.",
        "This is the first flat I've owned.",
        "That was my favourite part of the trip.",
        "It feels like home to me now.",
      ],
      [
        // Extraposition, time since, what something takes: the subject is a dummy.
        "It is hard for me to sleep before midnight.",
        "It's been two years since I quit smoking.",
        "It takes me an hour to get to work.",
        "It was easy for us to find a flat in Lisbon.",
        "It seems that I'm allergic to cats.",
        "It's my birthday on Friday.",
        "It rained all day in Leeds.",
        "I love it.",
        "My flat is small but it is cheap.",
      ],
    );
  });

  it("isVague (PASSING_STATE): a stage-level state alone says how one is now, not who one is", () => {
    each(
      isVague,
      [
        "I'm free",
        "I'm FREE tonight!",
        "i am ready",
        "Im busy rn",
        "I'm back",
        "I'm here now lol",
        "I'm home",
        // Feelings and bodily states are stage-level too (Carlson's "tired", "hungry"), now or then.
        "I'm so tired",
        "I was very proud.",
        "i'm exhausted lol",
        "I'm on my first coffee",
        "I was so nervous!",
        // The Komodo Discord: "I'm already overwhelmed.", "I'm better now though." had been facts.
        "I'm already overwhelmed.",
        "I'm better now though.",
        "I was so frustrated",
        "I'm a bit confused",
      ],
      [
        "I'm free to work from anywhere since I went freelance",
        "I'm nervous about the interview on Friday",
        "I was proud of my daughter's graduation",
        "I'm tired of my job at the bank",
        "I'm ready to move to Lisbon",
        "I'm busy with my PhD on coral reefs",
        "I'm back in Porto for good",
        "I'm a vegetarian",
        "I'm allergic to nuts",
        "I'm tall",
        "I'm better at maths than at languages",
        "I was confused about my gender for years",
      ],
    );
  });

  it("hasSubjectOrVerb: a pronoun subject, a finite verb or a contraction; not a noun phrase", () => {
    each(
      hasSubjectOrVerb,
      ["she paints", "works at the bank", "it's late", "moved last week"],
      ["a small flat in Mangwon-dong", "last weekend", "Tom's new car"],
    );
  });
});

describe("ownWords", () => {
  const pasted = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(8);

  it("keeps only the announcing line of a pasted document, and nothing of a long role prompt or article", () => {
    expect(ownWords(`Please summarize the following text:\n\n${pasted}`)).toBe(
      "Please summarize the following text:",
    );
    expect(ownWords(`You are Whimsy, a world-building assistant. ${pasted}`)).toBe("");
    expect(ownWords(`# My essay\n\n${pasted}`)).toBe("");
  });

  it("keeps a message of one's own whole, also one that ends with a colon or starts with 'you are'", () => {
    expect(ownWords("I live in Leeds and I have two cats.")).toBe("I live in Leeds and I have two cats.");
    expect(ownWords("Here is what I think:")).toBe("Here is what I think:");
    expect(ownWords("You are right, I moved to Porto.")).toBe("You are right, I moved to Porto.");
  });
});
