import { contentWords, stem } from "@memory/models";

/** Chat words that say nothing about what a conversation is about. */
const CHATTER = new Set(
  (
    "thanks thank please sure okay yeah yes hello hey great good nice cool fine like think know want going " +
    "would could should time today tomorrow yesterday something anything everything nothing need make well " +
    "right maybe sounds sound really actually just still though always never tell said says thing things " +
    "people person week month year day days night morning evening last next first much very also back " +
    "come came take took look looking love loved lovely awesome yeah sorry pretty kind little bit lot lots " +
    "person user assistant system message chat talk talked talking help helps helped"
  ).split(" "),
);

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
    let best: { n: number; first: number; forms: Map<string, number> } | undefined;
    for (const entry of this.counts.values()) {
      if (entry.n < 2) continue;
      if (!best || entry.n > best.n || (entry.n === best.n && entry.first < best.first)) best = entry;
    }
    if (!best) return undefined;
    let form = "";
    let most = 0;
    for (const [word, n] of best.forms) {
      if (n > most) {
        form = word;
        most = n;
      }
    }
    return form;
  }
}

/** The topic of a conversation in which no word stands out. */
export const GENERAL_TOPIC = "general";

/** The memory a topic becomes in the `topics` and `all` modes: a lasting, first-person fact. */
export const topicStatement = (topic: string) => `I talk about ${topic} in my chats.`;
