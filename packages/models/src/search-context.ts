import { containsSecret } from "./local/secrets.ts";
import { contentWords } from "./text/tokenize.ts";
import type { ConversationMessage } from "./types.ts";

/**
 * The text a memory's dense vector is made from: its content, then its search context. The
 * context's words pull the vector towards what the conversation was about ("Marta wedding" for
 * "It's on the 24th in Zaragoza."); measured with `pnpm eval` (docs/memory-quality.md).
 */
export function embeddingText(content: string, searchContext: string): string {
  return searchContext ? `${content}\n${searchContext}` : content;
}

/** How many messages before a fact's first message belong to its search context. */
export const CONTEXT_MESSAGES = 2;

/**
 * A memory's search context: the content words of the messages it came from and of the (up to)
 * two messages before them, whoever said them, that the memory's text does not already have, and
 * the name of the person it is about (`about`) when its text does not name them.
 * Chat is elliptical: "It's on the 24th in Zaragoza." follows "are you coming to Marta's
 * wedding?" (a question, so not a fact of its own), and a search for Marta's wedding should find
 * it. Kept as a sorted set of lowercase words (no stop words, no order to read the messages back
 * from); a message that looks like a secret, and system messages, give nothing. Measured with
 * `pnpm eval` (docs/memory-quality.md).
 *
 * Returns the function for one list of messages; each message is read once however many facts
 * it gives context to.
 */
export function searchContexts(
  messages: readonly ConversationMessage[],
): (messageIndices: readonly number[], content: string, about?: string) => string {
  const read = new Map<number, readonly string[]>();
  const wordsOf = (i: number): readonly string[] => {
    let words = read.get(i);
    if (!words) {
      const message = messages[i];
      words =
        !message || message.role === "system" || containsSecret(message.content)
          ? []
          : contentWords(message.content);
      read.set(i, words);
    }
    return words;
  };
  return (messageIndices, content, about) => {
    const own = new Set(contentWords(content));
    const words = new Set<string>();
    // The user's first-person facts never name them ("I got a job at La Fe"): the name joins the
    // context, so that a query naming them ("Where does Lucía work?") finds them among its candidates.
    for (const word of about ? contentWords(about) : []) if (!own.has(word)) words.add(word);
    if (messageIndices.length === 0) return [...words].sort().join(" ");
    const first = Math.min(...messageIndices);
    const before = Array.from({ length: Math.min(first, CONTEXT_MESSAGES) }, (_, k) => first - 1 - k);
    for (const i of new Set([...before, ...messageIndices])) {
      for (const word of wordsOf(i)) if (!own.has(word)) words.add(word);
    }
    return [...words].sort().join(" ");
  };
}
