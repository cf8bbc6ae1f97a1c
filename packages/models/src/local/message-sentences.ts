import { standardSpelling } from "./chat-spelling.ts";
import { ownWords } from "./junk.ts";
import type { Language } from "./language.ts";
import { splitSentences } from "./sentences.ts";

/**
 * The sentences the extractor reads in one message: English chat spelling made standard ("i dont"
 * → "I don't"), and in a chat with an assistant only the person's own words (no pasted document).
 * The reader and the about-person model's training read messages through this one function.
 */
export function messageSentences(content: string, language: Language, withAssistant: boolean): string[] {
  const spelled = language === "en" ? standardSpelling(content) : content;
  return splitSentences(withAssistant ? ownWords(spelled) : spelled, language);
}
