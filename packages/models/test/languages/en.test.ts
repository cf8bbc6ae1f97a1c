import { describe } from "vitest";
import * as CHAT from "../../src/local/languages/en/assistant-chat.ts";
import * as CLAUSE from "../../src/local/languages/en/clause.ts";
import * as TALK from "../../src/local/languages/en/discourse.ts";
import * as GENERIC from "../../src/local/languages/en/generic.ts";
import * as R from "../../src/local/languages/en/reactions.ts";
import * as SMALL from "../../src/local/languages/en/small-talk.ts";
import { anywhere, exactlyOneOf, oneOf, opening, startingWith } from "../../src/local/languages/patterns.ts";
import { expectPatterns } from "./expect-pattern.ts";

/** Examples from how English works (set phrases, verb forms), not from the tuning conversations. */
describe("English reactions (each opens the sentence)", () => {
  expectPatterns([
    ["POOR_SOMEONE_ONLY", R.POOR_SOMEONE_ONLY, "Aw, poor thing!", "poor people need housing"],
    ["POOR_SOMEONE", opening(R.POOR_SOMEONE), "Poor Max, he tried.", "Poor planning cost us the match"],
    ["BRAVO", opening(R.BRAVO), "Bravo!", "Bravos are a baseball team"],
    ["FEELING_FOR_YOU", opening(R.FEELING_FOR_YOU), "I'm so happy for you", "I'm proud of my garden"],
    ["SORRY", opening(R.SORRY), "I am truly sorry", "Sorrow is a heavy word"],
    ["EXCITED", opening(R.EXCITED), "I'm sooo excited lol", "I'm excited about the new job in Oslo"],
    ["FEELINGS_TOWARD_YOU", opening(R.FEELINGS_TOWARD_YOU), "I hope so", "I hoped for a garden"],
    ["LOVE_IT", opening(R.LOVE_IT), "Love that!", "Lovely weather in Cork"],
    ["I_KNOW", opening(R.I_KNOW), "I know, right.", "I know three languages"],
    ["AGREEMENT", opening(R.AGREEMENT), "I agree", "I agreed to sell the car"],
    ["IM_IN", opening(R.IM_IN), "I'm in!", "I'm in Lisbon until May"],
    ["DONT_KNOW", opening(R.DONT_KNOW), "I don't know.", "I don't know Python yet"],
    ["SOUNDS_GOOD", opening(R.SOUNDS_GOOD), "Sounds really fun", "Soundproofing is expensive"],
    ["SOUNDS_LIKE", opening(R.SOUNDS_LIKE), "Sounds like you had a day", "Soundslike is not a word"],
    ["GOOD_THING", opening(R.GOOD_THING), "Good luck tomorrow", "Good food is my weakness"],
    ["SET_PHRASES", opening(R.SET_PHRASES), "Fair enough", "Fairs come to town in June"],
    ["NO_WORRIES", opening(R.NO_WORRIES), "No worries at all", "No one came"],
    [
      "CONGRATULATIONS",
      opening(R.CONGRATULATIONS),
      "First of all, congratulations",
      "Congress met on Monday",
    ],
    ["THANKS", opening(R.THANKS), "Thank you so much for the flowers", "Thanksgiving is in November"],
    ["GREETING_TEASER", opening(R.GREETING_TEASER), "Guess what", "Guests arrive at six"],
    ["BEST_NEWS", opening(R.BEST_NEWS), "That's the best news ever", "That's the best bakery in town"],
    ["SEALED_LIPS", opening(R.SEALED_LIPS), "My lips are sealed", "My lips are chapped from the cold"],
    ["TALK_SOON", opening(R.TALK_SOON), "Talk to you on Friday!", "Talk therapy helped me a lot"],
    ["ILL_LET_YOU_KNOW", opening(R.ILL_LET_YOU_KNOW), "I'll let you know", "I'll move to Bristol"],
    ["ILL_CHECK", opening(R.ILL_CHECK), "I'll think about it.", "I'll check in at the hotel at noon"],
    ["ILL_READ_IT", opening(R.ILL_READ_IT), "I will read it tomorrow", "I will read law at Oxford"],
    ["WISH_ME_LUCK", opening(R.WISH_ME_LUCK), "Wish me luck", "Wishes came true for my sister"],
    ["SAFE_TRAVELS", opening(R.SAFE_TRAVELS), "Drive safely", "Safety is my job as an engineer"],
    ["ON_MY_WAY", opening(R.ON_MY_WAY), "I'm heading home now", "I'm heading the design team"],
    ["OMW", opening(R.OMW), "omw", "omelettes are my favourite"],
    ["JUST_ARRIVED", opening(R.JUST_ARRIVED), "Just landed haha", "Just landed a job at the bank"],
    ["BACK_TO_WORK", opening(R.BACK_TO_WORK), "Okay, back to work!", "Back to work was hard. I slept badly"],
    ["GOTTA_GO", opening(R.GOTTA_GO), "I'm off to bed.", "I'm off sugar since January"],
    ["HAVE_TO_GO", opening(R.HAVE_TO_GO), "I have to go now", "I have to go to Leeds for work"],
    ["BEEN_BUSY", opening(R.BEEN_BUSY), "I've been crazy busy tbh", "I've been busy renovating the attic"],
    ["NEWS", opening(R.NEWS), "Okay so we have big news", "Newsletters pile up in my inbox"],
    ["CONFESSION", opening(R.CONFESSION), "I have a confession", "I have a cat called Miso"],
  ]);
});

describe("English, in a chat with an assistant", () => {
  expectPatterns([
    ["REQUEST_VERBS", opening(oneOf(CHAT.REQUEST_VERBS)), "Summarise this article", "Writers block is real"],
    ["TASK_ACTION", anywhere(CHAT.TASK_ACTION), "Now I tried the second option", "I travel a lot"],
    ["TASK_OBJECT", anywhere(CHAT.TASK_OBJECT), "I have an error in line 3", "I have a brother"],
    ["TIME_LEAD", opening(CHAT.TIME_LEAD), "Last summer", "Lasting friendships"],
    ["I_AM", opening(CHAT.I_AM), "I'm a teacher", "I'm still trying to fix it"],
    [
      "I_AM, not the moment",
      opening(CHAT.I_AM),
      "I am a night nurse",
      "I am about to begin the last chapter",
    ],
    ["I_LIVE", opening(CHAT.I_LIVE), "I grew up in Ghana", "I grow tomatoes"],
    ["I_HAVE_HOUSEHOLD", opening(CHAT.I_HAVE_HOUSEHOLD), "I have two daughters", "I have two questions"],
    ["I_LIKE", opening(CHAT.I_LIKE), "I prefer tea", "I previously asked this"],
    ["I_DID", opening(CHAT.I_DID), "I graduated in 2010", "I gradually understood it"],
    [
      "I_HAVE_BEEN",
      opening(CHAT.I_HAVE_BEEN),
      "I have been a nurse for years",
      "I have been thinking about it",
    ],
    ["MY_SOMETHING_IS", opening(CHAT.MY_SOMETHING_IS), "My older brother is a pilot", "My goodness"],
    [
      "IDENTITY_FIRST",
      startingWith(...CHAT.IDENTITY_FIRST),
      "I am an architect and I need a plan",
      "I need a plan",
    ],
  ]);
});

describe("English small talk (anywhere in the sentence)", () => {
  expectPatterns([
    [
      "WOULD_HAVE_IF",
      anywhere(SMALL.WOULD_HAVE_IF),
      "He'd have stayed if you asked",
      "He has stayed in Rome",
    ],
    [
      "IF_HAD_WOULD_HAVE",
      anywhere(SMALL.IF_HAD_WOULD_HAVE),
      "If I had known, I would have come",
      "If I go, I will call",
    ],
    ["IN_YOUR_SHOES", anywhere(SMALL.IN_YOUR_SHOES), "If I were you I'd wait", "If I win I'll buy a boat"],
    [
      "NOT_HEARD_FROM_YOU",
      anywhere(SMALL.NOT_HEARD_FROM_YOU),
      "We haven't spoken to each other in ages",
      "I haven't seen the film",
    ],
    [
      "LONG_TIME_NO_SEE",
      anywhere(SMALL.LONG_TIME_NO_SEE),
      "Long time no see!",
      "It took a long time to see the doctor",
    ],
    ["LET_YOU_GO", anywhere(SMALL.LET_YOU_GO), "Anyway, I'll let you go", "They won't let you go home yet"],
    ["PRE_CLOSING", anywhere(SMALL.PRE_CLOSING), "Anyway, I should get going", "I'm going to Leeds"],
  ]);
});

describe("English clauses and generic sentences", () => {
  expectPatterns([
    ["SUBJECT_OR_VERB", CLAUSE.SUBJECT_OR_VERB, "at school she teaches", "at a school in Leeds"],
    ["PRONOUN_IS", CLAUSE.PRONOUN_IS, "there's a park", "Anna's park"],
    ["CONTRACTED_VERB", CLAUSE.CONTRACTED_VERB, "they're here", "their house"],
    ["ED_OR_ING", CLAUSE.ED_OR_ING, "walked home", "the blue car"],
    ["NEEDS_COMPLEMENT", exactlyOneOf(CLAUSE.NEEDS_COMPLEMENT), "promise", "promised"],
    ["GENERIC_SUBJECT", GENERIC.GENERIC_SUBJECT, "Every student needs sleep", "Every Sunday Ana swims"],
    ["PERSON_WORD", GENERIC.PERSON_WORD, "People like you", "People like cake"],
    ["NAME_INSIDE", GENERIC.NAME_INSIDE, "Everyone loves Priya", "Everyone loves cake"],
    ["NOBODY_TELLS_YOU", GENERIC.NOBODY_TELLS_YOU, "Nobody ever tells you that", "Nobody told me"],
    [
      "IF_YOU_YOU_HAVE_TO",
      GENERIC.IF_YOU_YOU_HAVE_TO,
      "If you want a dog you have to walk it",
      "If you want, you can stay",
    ],
    ["VAGUE_OBJECT", GENERIC.VAGUE_OBJECT, "I can handle it.", "I can handle the budget."],
    ["PASSING_STATE", GENERIC.PASSING_STATE, "I'm free tonight", "I'm free to work from anywhere"],
    [
      "THAT_IS",
      GENERIC.THAT_IS,
      "That's so true",
      "That's what my mother said when we moved to Porto in the spring",
    ],
    ["TRAILING_FILLER", CLAUSE.TRAILING_FILLER, "I do too lol", "I do yoga"],
    ["PREPOSITION_FIRST", CLAUSE.PREPOSITION_FIRST, "with my croissant", "within a week"],
    ["FIRST_PERSON_SUBJECTS", exactlyOneOf(CLAUSE.FIRST_PERSON_SUBJECTS), "we", "us"],
    ["POSSESSIVES", exactlyOneOf(CLAUSE.POSSESSIVES), "their", "theirs"],
    ["CONJUNCTIONS", exactlyOneOf(CLAUSE.CONJUNCTIONS), "because", "before"],
    ["DOCUMENT_POINTERS", exactlyOneOf(CHAT.DOCUMENT_POINTERS), "the following", "the followers"],
    ["ROLE_OPENERS", exactlyOneOf(CHAT.ROLE_OPENERS), "act as", "acted as"],
    ["QUESTION_OPENERS", opening(oneOf(TALK.QUESTION_OPENERS)), "Did u see it", "Didn't see it"],
    ["REQUEST_PHRASES", anywhere(oneOf(TALK.REQUEST_PHRASES)), "Ok, let me know", "Let me go"],
    ["LEADING_FILLERS", opening(oneOf(TALK.LEADING_FILLERS)), "By the way, I moved", "Bythorn is a village"],
  ]);
});
