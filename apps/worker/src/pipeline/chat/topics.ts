import { contentWords, stem } from "@memory/models";

/** Chat words that say nothing about what a conversation is about. */
const CHATTER = new Set(
  (
    "thanks thank please sure okay yeah yes hello hey great good nice cool fine like think know want going " +
    "would could should time today tomorrow yesterday something anything everything nothing need make well " +
    "right maybe sounds sound really actually just still though always never tell said says thing things " +
    "people person week month year day days night morning evening last next first much very also back " +
    "come came take took look looking love loved lovely awesome yeah sorry pretty kind little bit lot lots " +
    "person user assistant system message chat talk talked talking help helps helped " +
    // Verbs and adverbs of any conversation ("already", "brought" were topics).
    "already again even ever enough almost anyway probably basically literally honestly definitely " +
    "totally finally suddenly usually soon later earlier today's tonight brought bring bringing " +
    "getting went going doing done made making said saying told telling gave give giving keep kept " +
    "feel felt feeling seems seem seemed mean means meant guess hope hoped wait waiting wanted wants " +
    "trying tried thought thinking knew known started start starting stop stopped find found left " +
    "leave leaving called call calling asked ask asking coming goes gone getting heard hear seen " +
    "watch watched other another every everyone someone anyone same different whole " +
    // Dates, numbers and moods: when and how much, not what about.
    "january february march april june july august september october november december monday " +
    "tuesday wednesday thursday friday saturday sunday weekend weekends hour hours minute minutes " +
    "weeks months years since until half four five seven eight nine eleven twelve twenty hundred " +
    "happy glad tired busy crazy chaotic sweaty weird funny amazing perfect terrible horrible exciting " +
    "excited worried scared stressed ready sure home three send sent live lives living safe cried " +
    "crying laugh laughed"
  ).split(" "),
);

/** A candidate topic of one conversation: a word's stem, its spelling, how often, when first seen. */
export interface TopicCandidate {
  key: string;
  form: string;
  n: number;
  first: number;
}

/**
 * Counts the content words of one conversation and names its topic: the most frequent word
 * (grouped by stem, shown in its most common spelling) that appears at least twice and is neither
 * a function word, chat filler, a number, nor a participant's name or pseudonym.
 */
export class TopicCounter {
  private readonly counts = new Map<string, { n: number; first: number; forms: Map<string, number> }>();
  private seen = 0;
  private readonly excluded: Set<string>;

  constructor(excluded: Iterable<string> = []) {
    this.excluded = new Set([...excluded].flatMap((name) => name.toLowerCase().split(/\s+/)));
  }

  add(text: string): void {
    for (const word of contentWords(text)) {
      if (word.length < 4 || /\p{N}/u.test(word) || CHATTER.has(word) || this.excluded.has(word)) continue;
      const key = stem(word);
      if (CHATTER.has(key)) continue;
      let entry = this.counts.get(key);
      if (!entry) {
        entry = { n: 0, first: this.seen++, forms: new Map() };
        this.counts.set(key, entry);
      }
      entry.n += 1;
      entry.forms.set(word, (entry.forms.get(word) ?? 0) + 1);
    }
  }

  topic(): string | undefined {
    return pickTopic(this.candidates());
  }

  /** The stems seen (for the document frequency across the import's conversations). */
  keys(): IterableIterator<string> {
    return this.counts.keys();
  }

  /** The `limit` most frequent words seen at least twice, most frequent first (ties: seen first). */
  candidates(limit = 12): TopicCandidate[] {
    const out: TopicCandidate[] = [];
    for (const [key, entry] of this.counts) {
      if (entry.n < 2) continue;
      let form = "";
      let most = 0;
      for (const [word, n] of entry.forms) {
        if (n > most) {
          form = word;
          most = n;
        }
      }
      out.push({ key, form, n: entry.n, first: entry.first });
    }
    return out.sort((a, b) => b.n - a.n || a.first - b.first).slice(0, limit);
  }
}

/**
 * The topic among `candidates`: the most frequent, or, given how many of the import's
 * conversations use each word (`df` of `conversations`, from three on), the one most frequent here
 * and rarest elsewhere (count × ln(1 + conversations / df)): "mochi" rather than "work".
 */
export function pickTopic(
  candidates: readonly TopicCandidate[],
  df?: ReadonlyMap<string, number>,
  conversations = 0,
): string | undefined {
  const weight = (c: TopicCandidate) =>
    df && conversations >= 3 ? c.n * Math.log(1 + conversations / (df.get(c.key) ?? 1)) : c.n;
  let best: TopicCandidate | undefined;
  for (const c of candidates) {
    if (!best || weight(c) > weight(best) || (weight(c) === weight(best) && c.first < best.first)) best = c;
  }
  return best?.form;
}

/** The topic of a conversation in which no word stands out. */
export const GENERAL_TOPIC = "general";

/** The memory a topic becomes in the `topics` and `all` modes: a lasting, first-person fact. */
export const topicStatement = (topic: string) => `I talk about ${topic} in my chats.`;
