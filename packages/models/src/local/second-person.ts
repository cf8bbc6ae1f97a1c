import { outsideQuotations } from "../text/quotations.ts";
import { ADVERBS, conjugate, IRREGULAR_PAST, isPastParticiple } from "./english-verb-forms.ts";

/**
 * In a chat between two people, "you" is the other one: "i still can't believe you proposed" said
 * by Priya to Marcus → "i still can't believe Marcus proposed", "I'm proud of you" → "I'm proud of
 * Priya". English only. A sentence that speaks to several people ("you guys", "you two") or of
 * anyone ("you never know", "thank you", "you know,") is left as it is.
 */
export function toNamedAddressee(sentence: string, name: string): string {
  // A quotation's "you" is whom the quoted person spoke to ("My landlord wrote: 'You have two months'").
  return outsideQuotations(sentence, (held) => {
    // One pass over the text: thousands of reports in one message stay linear and off the stack.
    let out = "";
    let from = 0;
    for (const span of directSpeech(held)) {
      out += `${namedAddressee(held.slice(from, span.start), name)}${held.slice(span.start, span.end)}`;
      from = span.end;
    }
    return out + namedAddressee(held.slice(from), name);
  });
}

/**
 * DIRECT_SPEECH_UNQUOTED: someone else's verb of saying followed at once by an imperative, their
 * words as said without quotation marks ("My physio says pace yourself", "the doctor told me take
 * it easy"): its "you" and "yourself" are whom they spoke to, not the other person of the chat.
 * Reported speech shifts its pronouns to the chat's ("Mum says you haven't rung her", "Nani said
 * you have kind eyes": "you" is the other person), so it is read as usual. Where the words start,
 * or undefined.
 */
const SAYING = /\b(?:says|said|tells (?:me|us|everyone)|told (?:me|us)|likes to say|used to say)\s+/giu;
const SUBJECT_OR_DETERMINER =
  /^(?:you|u|i|i'm|he|she|we|they|it|that|this|there|the|a|an|my|your|his|her|our|their|hi|hello|no|yes|so|to|nothing|everything|something|anything|much|little|lots|a lot)\b|^\p{Lu}/u;
/** The spans of words said as they were, each from its imperative to the end of its sentence. */
function* directSpeech(text: string): Generator<{ start: number; end: number }> {
  let end = 0;
  for (const m of text.matchAll(SAYING)) {
    const start = m.index + m[0].length;
    if (m.index < end) continue;
    if (/\b(?:you|u)\s+(?:\p{L}+\s+)?$/iu.test(text.slice(Math.max(end, m.index - 30), m.index))) continue;
    if (SUBJECT_OR_DETERMINER.test(text.slice(start, start + 12))) continue;
    const stop = /[.!?…]/u.exec(text.slice(start, start + 300));
    end = stop ? start + stop.index + 1 : Math.min(text.length, start + 300);
    yield { start, end };
  }
}

function namedAddressee(sentence: string, name: string): string {
  const text = sentence.replace(/[’`]/g, "'");
  if (!/\b(?:you|your|yours|yourself|u)\b/i.test(text) || GENERIC.test(text)) return sentence;
  const out = text
    .replace(
      YOU,
      (
        whole,
        you: string,
        contracted: string | undefined,
        aux: string | undefined,
        adverbs = "",
        next = "",
        verb: string | undefined,
        offset: number,
      ) => {
        if (you === "U") return whole; // "U.S.", not chat spelling
        // "let you go", "watched you run": "you" is the object, the verb after it stays bare.
        if (!contracted && !aux && OBJECT_BEFORE.test(wordsBefore(text, offset)))
          return `${name}${adverbs}${next}`;
        if (contracted) {
          const c = contracted.toLowerCase();
          const form = c === "d" && verb && isPastParticiple(verb) ? "had" : CONTRACTED[c];
          return `${name} ${form}${adverbs}${next}`;
        }
        if (aux) return `${name} ${AUXILIARY[aux.toLowerCase()] ?? aux}${adverbs}${next}`;
        if (verb && isVerb(verb)) return `${name}${adverbs} ${conjugate(verb)}`;
        return `${name}${adverbs}${next}`;
      },
    )
    .replace(/\byourself\b/gi, name)
    .replace(/\byours\b/gi, `${name}'s`)
    .replace(/\byour\b/gi, `${name}'s`);
  return out === text ? sentence : out;
}

/** The alternatives of `YOU`, one a line. */
const YOU_WORDS = [
  String.raw`\s+(?:(?!(?:apply|reply|supply|rely|imply|comply)\b)[a-z]{3,}ly|just|also|still|now|really|never|always|often|even|only|already|almost|sometimes|ever|finally)`,
];
/** "you", "you're", "you are", then adverbs and the next word. */
const YOU = new RegExp(
  String.raw`\b(you|u)\b(?:'(re|ve|ll|d)\b|\s+(are|were|have|had|do|did|aren't|weren't|haven't|don't)\b)?((?:${YOU_WORDS.join("|")})*)(\s+([a-z]+(?:n't)?))?`,
  "gi",
);

/**
 * The last words before `offset` (at most 30 characters, from a word's start): what OBJECT_BEFORE
 * reads. Reading the whole text before each "you" made a message of thousands of them quadratic.
 */
function wordsBefore(text: string, offset: number): string {
  let start = Math.max(0, offset - 30);
  while (start > 0 && start < offset && /\p{L}/u.test(text.charAt(start - 1))) start++;
  return text.slice(start, offset);
}
/** Verbs whose object is followed by a bare verb ("let you go", "saw you run", "made you laugh"). */
const OBJECT_BEFORE =
  /\b(?:let|lets|letting|make|makes|made|making|help|helps|helped|watch|watches|watched|see|sees|saw|seen|hear|hears|heard|have|has|had|bid)\s+$/iu;

/** The alternatives of `GENERIC`, one a line. */
const GENERIC_WORDS = [
  "you guys",
  "you two",
  "you all",
  "you both",
  "you lot",
  "y'all",
  String.raw`you (?:were|are|'re|have|'ve) (?:\p{L}+ )?both\b`,
  "both of you",
  "thank you",
  "you never know",
  "if you ask me",
  "you know[,.!?]",
  String.raw`, you know\b`,
  "you see[,.]",
];
/** Sentences where "you" is no one in particular, or several people. */
const GENERIC = new RegExp(
  [
    String.raw`\b(?:${GENERIC_WORDS.join("|")})`,
    String.raw`^you know\b`,
    String.raw`^(?:here|there|in \p{L}+) (?:you|u)\b`,
  ].join("|"),
  "iu",
);

const CONTRACTED: Record<string, string> = { re: "is", ve: "has", ll: "will", d: "would" };
const AUXILIARY: Record<string, string> = {
  are: "is",
  were: "was",
  have: "has",
  had: "had",
  do: "does",
  did: "did",
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
  "don't": "doesn't",
};

/** Verbs "you" is the subject of; after any other word "you" is an object ("proud of you already"). */
const PRESENT = new Set(
  "apply ask be become bring buy call can cannot could come cook deserve did didn't do drink drive eat feel find forget get give go hate have keep know leave like live look love make may mean meet might miss must need owe pay play prefer promise put read remember run said say see seem send should sleep sound speak spend start stay study take talk teach tell think told travel try use visit want was watch wear will win work would write can't won't couldn't wouldn't shouldn't mustn't".split(
    " ",
  ),
);

function isVerb(word: string): boolean {
  const w = word.toLowerCase();
  if (PRESENT.has(w) || IRREGULAR_PAST.has(w)) return true;
  return w.length > 4 && w.endsWith("ed") && !ADVERBS.has(w);
}
