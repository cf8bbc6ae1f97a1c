/**
 * Secrets never become memories: a sentence that names or contains a credential, a card number
 * or a bank account number is dropped before extraction.
 */
const SECRET_WORDS =
  /\b(?:passwor[dt]s?|passwort|mot de passe|contraseña|clave secreta|passcode|pin(?:[- ]?code)?|api[- ]?key|secret key|access token|private key|ssh key|cvv|cvc|kennwort|zugangsdaten)\b/iu;
const TOKEN_PATTERNS = [
  /\bsk-[A-Za-z0-9_-]{8,}/, // OpenAI-style keys
  /\bmsk_[A-Za-z0-9_-]{8,}/, // this service's API keys
  /\b(?:ghp|gho|ghu|ghs|github_pat)_[A-Za-z0-9_]{10,}/, // GitHub tokens
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/, // Slack tokens
  /\bAKIA[0-9A-Z]{16}\b/, // AWS access key ids
  /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\./, // JWTs
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];
const IBAN = /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b/g;

/** Luhn checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

function hasCardNumber(text: string): boolean {
  // Runs of 13-19 digits, optionally grouped by spaces or dashes.
  for (const match of text.matchAll(/\d(?:[ -]?\d){12,18}/g)) {
    const digits = match[0].replace(/\D/g, "");
    if (digits.length >= 13 && digits.length <= 19 && luhnValid(digits)) return true;
  }
  return false;
}

function ibanValid(candidate: string): boolean {
  const iban = candidate.replace(/\s/g, "");
  if (iban.length < 15 || iban.length > 34) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** True when `text` contains or announces a secret (password, API key, token, card number, IBAN). */
export function containsSecret(text: string): boolean {
  if (SECRET_WORDS.test(text)) return true;
  if (TOKEN_PATTERNS.some((pattern) => pattern.test(text))) return true;
  if (hasCardNumber(text)) return true;
  for (const match of text.toUpperCase().matchAll(IBAN)) if (ibanValid(match[0])) return true;
  return false;
}
