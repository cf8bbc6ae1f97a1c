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
 * two messages before them, whoever said them, that the memory's text does not already have.
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
): (messageIndices: readonly number[], content: string) => string {
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
  return (messageIndices, content) => {
    if (messageIndices.length === 0) return "";
    const first = Math.min(...messageIndices);
    const before = Array.from({ length: Math.min(first, CONTEXT_MESSAGES) }, (_, k) => first - 1 - k);
    const own = new Set(contentWords(content));
    const words = new Set<string>();
    for (const i of new Set([...before, ...messageIndices])) {
      for (const word of wordsOf(i)) if (!own.has(word)) words.add(word);
    }
    return [...words].sort().join(" ");
  };
}
