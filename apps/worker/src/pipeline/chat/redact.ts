import { containsSecret } from "@memory/models";

const SENTENCE_END = /(?<=[.!?])\s+|\n+/;

/**
 * Drops every sentence that names or contains a secret (password, API key, token, card number,
 * IBAN) before anything else sees the text: extraction (local or a remote model), topic detection
 * and the memories an import builds itself.
 */
export function withoutSecrets(text: string): string {
  if (!containsSecret(text)) return text;
  return text
    .split(SENTENCE_END)
    .filter((sentence) => sentence.trim() && !containsSecret(sentence))
    .join(" ");
}
