/**
 * The credentials of this tab. sessionStorage only: the browser forgets them when the tab closes,
 * they are never put in a URL, and another tab signs in on its own.
 */
export interface Credentials {
  /** An API key (`msk_…`): memories, profile, imports. */
  apiKey?: string;
  /** A bearer token (JWT): API keys and webhooks. */
  bearerToken?: string;
}

const KEY = "memory-console.credentials";

export function loadCredentials(): Credentials | null {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Credentials;
    return parsed.apiKey || parsed.bearerToken ? parsed : null;
  } catch {
    return null;
  }
}

export function saveCredentials(credentials: Credentials): void {
  sessionStorage.setItem(KEY, JSON.stringify(credentials));
}

export function forgetCredentials(): void {
  sessionStorage.removeItem(KEY);
}
