/**
 * Synthetic chat exports for tests and the benchmark: conversations separated by long silences,
 * user messages that are mostly questions with a first-person fact now and then, assistant
 * answers, every message longer than the default min_length (50 characters).
 */
import { seededRandom } from "@memory/models";

export interface ChatItem {
  timestamp: string;
  role: string;
  content: string;
  message_id?: string;
  metadata?: Record<string, unknown>;
}

const HOBBIES = ["hiking", "chess", "photography", "gardening", "climbing", "painting", "cycling", "baking"];
const CITIES = ["Lisbon", "Vienna", "Oslo", "Kyoto", "Denver", "Prague", "Dublin", "Seville"];
const FOODS = ["ramen", "tapas", "pierogi", "curry", "falafel", "dumplings", "paella", "risotto"];
const TOPICS = [
  "kubernetes",
  "sourdough",
  "marathon",
  "guitar",
  "astronomy",
  "budgeting",
  "espresso",
  "origami",
];

/** A small deterministic PRNG (mulberry32), so the same seed gives the same export. */
const random = seededRandom;

export function chatExport(options: {
  messages: number;
  /** Messages per conversation (default 40). */
  perConversation?: number;
  /** One user message in this many states a fact (default 6). */
  factEvery?: number;
  seed?: number;
  start?: Date;
}): ChatItem[] {
  const rnd = random(options.seed ?? 42);
  const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const per = options.perConversation ?? 40;
  const factEvery = options.factEvery ?? 6;
  let time = (options.start ?? new Date("2024-01-01T09:00:00Z")).getTime();
  const items: ChatItem[] = [];
  let topic = pick(TOPICS);
  for (let i = 0; i < options.messages; i++) {
    if (i > 0 && i % per === 0) {
      time += (2 + Math.floor(rnd() * 6)) * 3600_000; // a new conversation hours later
      topic = pick(TOPICS);
    } else {
      time += (20 + Math.floor(rnd() * 200)) * 1000;
    }
    const user = i % 2 === 0;
    let content: string;
    if (user) {
      const n = Math.floor(i / 2);
      if (n % factEvery === 0) {
        const facts = [
          `I really enjoy ${pick(HOBBIES)} on weekends, especially when the weather is good.`,
          `I am planning a trip to ${pick(CITIES)} next spring with my two closest friends.`,
          `My favourite food is ${pick(FOODS)}, and I cook it at home at least once a week.`,
          `I have been learning about ${topic} for a few months now and it is going well.`,
        ];
        content = pick(facts);
      } else {
        content = `Could you explain how ${topic} works in practice, and what a beginner should read about ${topic} first?`;
      }
    } else {
      content = `Sure. When it comes to ${topic}, the basics matter most: start small, practise regularly and keep notes on ${topic}.`;
    }
    items.push({
      timestamp: new Date(time).toISOString(),
      role: user ? "user" : "assistant",
      content,
      message_id: `m${i}`,
    });
  }
  return items;
}
