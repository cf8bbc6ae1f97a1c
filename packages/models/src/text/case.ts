/** The text with its first letter upper case ("vive …" → "Vive …"). */
export function capitaliseFirst(text: string): string {
  const first = text.charAt(0);
  return first.toLocaleUpperCase() === first ? text : first.toLocaleUpperCase() + text.slice(1);
}

/** `word` with the case of `like`'s first letter ("son" like "Mon" → "Son"). */
export function matchCase(word: string, like: string): string {
  return like.charAt(0) === like.charAt(0).toUpperCase() ? capitaliseFirst(word) : word;
}
