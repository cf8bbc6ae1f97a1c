import { ENDS_HERE, endsAfter, rx } from "../patterns.ts";

/**
 * English reactions and chat filler: a first-person word, but no fact ("I'm so happy for you",
 * "I can't wait"). Each opens the sentence (junk.ts composes them with `opening`).
 */

/** The sentence is only a pity: "poor Sam", "oh poor thing!". */
export const POOR_SOMEONE_ONLY = /^(?:(?:n+o+|oh+|aw+)[\s,!.]+)?poor (?:\p{L}+)\s*[.!…]*$/iu;
/** "Poor Sam, …": pity opening a sentence. */
export const POOR_SOMEONE = rx`poor \p{L}+${ENDS_HERE}`;
/** "Bravo!", borrowed as is into English. */
export const BRAVO = /bravo/iu;

/** "I'm so happy for you", "I am sorry to hear that". */
export const FEELING_FOR_YOU =
  /i(?:'m| am) (?:so |really |very |super )?(?:happy|glad|sorry|proud|excited|jealous) (?:for|about|to hear) (?:you|that|this|it)/iu;
/** "I'm so sorry", "sorry": an apology. */
export const SORRY = /(?:i(?:'m| am) (?:so |really |very |super |truly )?)?sorry/iu;
/** "I'm so excited lol": excitement alone. */
export const EXCITED = rx`(?:i(?:'m| am)|im) (?:so+ |really |very |super )?(?:excited|thrilled|pumped|buzzing)${endsAfter(["lol", "haha"])}`;

/** "I can't wait", "I miss you", "I love that", "I hope so". */
export const FEELINGS_TOWARD_YOU =
  /i can't wait|i cant wait|i miss you|i love (?:you|that|this|it)|i hope (?:so|not|you|it|that)|i(?:'d| would) love (?:to|that)/iu;
/** "Love it", "miss you", "see ya". */
export const LOVE_IT = /love (?:it|that|this|you)|miss you|see (?:you|ya)/iu;
/** "I know.", "I know right", "I bet", "I see", "I mean", "we'll see": agreement alone. */
export const I_KNOW = rx`(?:i know(?: right)?|i bet|i see|i mean|we'll see)${ENDS_HERE}`;
/** "I get it", "I feel you", "I guess", "I think so", "I agree", "me neither". */
export const AGREEMENT = /i get it|i feel you|i guess|i think so|i agree|me neither/iu;
/** "I'm in.", "I'm down": joining a plan. */
export const IM_IN = rx`i'm (?:in|down)${ENDS_HERE}`;
/** "I dunno", "idk", "I have no idea." */
export const DONT_KNOW = rx`(?:i dunno|idk|i don't know|i have no idea)${ENDS_HERE}`;

/** "Sounds good", "sound really fun", "sounds like a plan". */
export const SOUNDS_GOOD =
  /sounds? (?:\p{L}+ )?(?:good|great|grim|fun|nice|amazing|awesome|lovely|perfect|rough|bad|terrible|horrible|hard|like a plan|fair|about right)/iu;
/** "Sounds like …": a comment on what the other said. */
export const SOUNDS_LIKE = /sounds? like\b/iu;
/** "Good luck", "good night", "good call". */
export const GOOD_THING = /good (?:man|girl|one|luck|night|job|call)/iu;
/** Set phrases: "nice one", "well done", "fair enough", "of course", "not bad". */
export const SET_PHRASES =
  /nice one|well done|fair enough|same here|no way|of course|all good|not bad|my bad|my pleasure|oh my/iu;
/** "No worries", "no problem", "no idea". */
export const NO_WORRIES = /no (?:pressure|worries|rush|problem|problems|idea|thanks|biggie|stress)/iu;
/** "Congrats", "first of all, congratulations". */
export const CONGRATULATIONS = /(?:first of all,? )?congrat\p{L}*/iu;
/** "Thanks so much for", "thank you again". */
export const THANKS = /(?:thanks|thank you)(?: so much| a lot| again)?(?: for)?/iu;
/** "Welcome back", "guess what", "you'll never guess". */
export const GREETING_TEASER =
  /welcome (?:back|home)|guess (?:what|who|where)|you(?:'ll| will) never guess/iu;
/** "That's the best news". */
export const BEST_NEWS = /that's the (?:best|worst|greatest|nicest|saddest) news\b/iu;
/** "My lips are sealed", "your secret is safe with me", "I knew it". */
export const SEALED_LIPS =
  /my lips are sealed|(?:your|the|my) secret is safe with me|my work (?:here )?is done|(?:even )?i approve|i knew it(?: would happen)?/iu;

/** "Talk soon", "talk to you on Friday". */
export const TALK_SOON = rx`talk (?:to you )?(?:soon|later|tomorrow|tonight|next week|on \p{L}+day|at the weekend|this weekend)${ENDS_HERE}`;
/** "I'll let you know", "I'll call you". */
export const ILL_LET_YOU_KNOW = /i'll (?:let you know|call you|text you|see you|tell you)/iu;
/** "I'll check.", "I'll ask Sam", "I'll think about it". */
export const ILL_CHECK = rx`i'll (?:ask \p{L}+|check|see|find out|think about it|look into it)${ENDS_HERE}`;
/** When the speaker will get to it: "later", "in the morning". */
const LATER = ["later", "tomorrow", "tonight", "in the morning", "after work", "lol"];
/** "I'll read it later", "I will watch this tonight". */
export const ILL_READ_IT = rx`(?:i'll|ill|i will) (?:read|check|look at|reply to|answer|watch|listen to) (?:it|them|this|that)${endsAfter(LATER)}`;
/** "Pray for me", "wish me luck". */
export const WISH_ME_LUCK = /pray for me|wish me luck|don't get me started/iu;
/** "Safe travels", "drive safely", "bon voyage". */
export const SAFE_TRAVELS =
  /safe (?:travels|trip|flight|journey|drive)|(?:travel|drive|fly) safe(?:ly)?|bon voyage/iu;

/** Where the speaker is on the way: "I'm running late", "im heading home now". */
const UNDER_WAY =
  /on my way|almost there|nearly there|outside|running late|in a meeting|leaving (?:now|this \p{L}+|the office|work)|heading (?:out|home|off|over|back)/iu;
/** "I'm on my way", "I'm outside lol". */
export const ON_MY_WAY = rx`(?:i'm|im|i am) (?:${UNDER_WAY})${endsAfter(["now", "lol", "haha"])}`;
/** "omw", "otw". */
export const OMW = /omw|otw/iu;
/** "Just landed", "just got home haha". */
export const JUST_ARRIVED = rx`just (?:landed|got home|got back|got in|woke up|arrived)${endsAfter(["lol", "haha"])}`;
/** "Ok, back to work", "off to bed!". */
export const BACK_TO_WORK =
  /(?:ok(?:ay)?[\s,]+)?(?:back to|off to) (?:work|the wards|bed|sleep|the office|class)\b(?=[^.!?]*[.!?…]*$)/iu;
/** "Gotta run", "I'm off to bed." */
export const GOTTA_GO = rx`gotta (?:go|run|dash)|(?:i(?:'m| am)|im) off(?: to bed)?${ENDS_HERE}`;
/** "I have to go now", "need to sleep", "must go to standup". */
export const HAVE_TO_GO =
  /(?:i )?(?:have to|need to|gotta|must|should) (?:go|run|sleep|get some sleep|go to (?:bed|sleep|standup|stand-up|class|a meeting|my meeting))(?=(?:\s+(?:now|soon))?\s*(?:[,.!?…;:-]|$))/iu;
/** "I've been so busy tbh." */
export const BEEN_BUSY = rx`(?:i've |i have |ive )?been (?:\p{L}+ )?busy(?: tbh| lol)?${ENDS_HERE}`;

/** "Ok so", "and": what may come before an announcement. */
const LEAD_IN = "(?:(?:ok|okay|so|and)[\\s,]+)*";
/** "So I have big news", "good news". */
export const NEWS = rx`${LEAD_IN}(?:(?:i|we) have (?:some |big |good |bad |great |huge )?news|(?:some|big|good|bad) news)`;
/** A teaser of news to come: "I've got something to tell you", "I need to tell you something". */
export const SOMETHING_TO_TELL = rx`${LEAD_IN}(?:(?:i|we)(?: have|'ve got| got|'ve) something to (?:tell|show|ask) (?:you|u)|(?:i|we) (?:need|have|want|gotta) to tell (?:you|u) something)`;
/** "I have a confession", "we have a small problem with". */
export const CONFESSION = rx`${LEAD_IN}(?:i|we) have a (?:confession|question|(?:slight |small |little |big |tiny )?(?:problem|issue)(?: with\b)?)`;

/** Every English reaction, in the order junk.ts tries them. */
export const REACTIONS = [
  BRAVO,
  FEELING_FOR_YOU,
  SORRY,
  EXCITED,
  FEELINGS_TOWARD_YOU,
  LOVE_IT,
  I_KNOW,
  AGREEMENT,
  IM_IN,
  DONT_KNOW,
  SOUNDS_GOOD,
  SOUNDS_LIKE,
  GOOD_THING,
  SET_PHRASES,
  NO_WORRIES,
  CONGRATULATIONS,
  THANKS,
  GREETING_TEASER,
  BEST_NEWS,
  SEALED_LIPS,
  TALK_SOON,
  ILL_LET_YOU_KNOW,
  ILL_CHECK,
  ILL_READ_IT,
  WISH_ME_LUCK,
  SAFE_TRAVELS,
  ON_MY_WAY,
  OMW,
  JUST_ARRIVED,
  BACK_TO_WORK,
  GOTTA_GO,
  HAVE_TO_GO,
  BEEN_BUSY,
  NEWS,
  SOMETHING_TO_TELL,
  CONFESSION,
  POOR_SOMEONE,
];
