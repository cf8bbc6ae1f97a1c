import { straightApostrophes } from "./junk.ts";

/**
 * WHAT_ONE_MEANS_TO_TELL: a question about how to tell one's own people something ("How do I tell
 * my boss I'm pregnant?", "Comment annoncer à mes parents que je déménage ?"). The asker means to
 * assert the reported clause to them, so believes it (the sincerity condition of an assertion,
 * Searle 1969, ch. 3): the clause is a statement about the person, read like any other ("How do I
 * tell my client that I need more time?" still gives nothing). Only with an addressee of one's own
 * ("my", "mon"): "How do I say that I'm 30 in Japanese?" asks for a translation, not a fact.
 */

/** Up to two words of the addressee after its possessive: "my boss", "my new manager". */
const EN_ADDRESSEE = String.raw`(?:my|our)\s+(?:[\p{L}'-]+\s+){0,2}?`;
const EN = new RegExp(
  String.raw`^(?:(?:how|when)\s+(?:do|should|can|could|would|shall)\s+i|should\s+i|what(?:'s| is) the best way to)\s+(?:tell\s+${EN_ADDRESSEE}|break\s+(?:it|the news)\s+to\s+${EN_ADDRESSEE}|let\s+${EN_ADDRESSEE}know\s+)(?:that\s+)?((?:i|i'm|i've|my)\b[^,;?!.]*)`,
  "iu",
);
const FR_ADDRESSEE = String.raw`(?:mon|ma|mes|notre|nos)\s+(?:[\p{L}'-]+\s+){0,2}?`;
const FR = new RegExp(
  String.raw`^(?:comment|quand)\s+(?:(?:je\s+(?:peux|dois)|puis-je|dois-je)\s+)?(?:dire|annoncer|expliquer|avouer)\s+(?:à\s+${FR_ADDRESSEE}|aux?\s+(?:[\p{L}'-]+\s+){0,1}?)que\s+((?:je\b|j'|mon\b|ma\b|mes\b)[^,;?!.]*)`,
  "iu",
);

/** The clause a person means to tell their own people, as a statement ("I'm pregnant."), or undefined. */
export function newsToTell(sentence: string): string | undefined {
  const text = straightApostrophes(sentence);
  const match = EN.exec(text) ?? FR.exec(text);
  const clause = match?.[1];
  if (!match || !clause?.trim()) return undefined;
  // The same span of the original sentence: its own apostrophes are kept.
  const start = match.index + match[0].length - clause.length;
  const said = sentence.slice(start, start + clause.length).trim();
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
}
