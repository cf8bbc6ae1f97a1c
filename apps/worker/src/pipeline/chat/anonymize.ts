import { createHash } from "node:crypto";
import { EMAIL_ADDRESS, wholeWords } from "@memory/models";

const GENERIC_ROLES = new Set(["user", "assistant", "system"]);
const EMAIL = new RegExp(EMAIL_ADDRESS, "gu");
/** A phone number: 9 to 22 characters (bounded: a run of digits and spaces was read to its end from each digit). */
const PHONE = /(?<![\p{L}\p{N}])\+?\d[\d ()./-]{7,20}\d(?![\p{L}\p{N}])/gu;
const HANDLE = /(?<![\p{L}\p{N}@])@[A-Za-z0-9_.]{2,}/gu;

/**
 * A participant's pseudonym: the same name always gives the same pseudonym for the same user (so
 * memories of several imports still line up), and another user gets another one.
 */
export function pseudonym(userId: string, name: string): string {
  const hex = createHash("sha256").update(`${userId}\u0000${name.trim().toLowerCase()}`).digest("hex");
  return `Person ${hex.slice(0, 6).toUpperCase()}`;
}

/** How speakers and content look in what an import stores: as sent, or anonymised. */
export interface Masker {
  speaker(role: string): string;
  text(content: string): string;
}

export const identityMasker: Masker = { speaker: (role) => role, text: (content) => content };

/**
 * Replaces participant names (as speakers, and their full or partial names inside messages) by
 * stable pseudonyms, and e-mail addresses, phone numbers and @handles by placeholders. The generic
 * roles `user`, `assistant` and `system` stay as they are.
 */
export function anonymizer(userId: string, names: Iterable<string>): Masker {
  const replacements = new Map<string, string>();
  for (const name of names) {
    if (GENERIC_ROLES.has(name.trim().toLowerCase())) continue;
    const alias = pseudonym(userId, name);
    replacements.set(name.trim().toLowerCase(), alias);
    for (const part of name.trim().split(/\s+/)) {
      if (part.length >= 3 && !replacements.has(part.toLowerCase()))
        replacements.set(part.toLowerCase(), alias);
    }
  }
  // Longest first, so "Ada Lovelace" is replaced before "Ada".
  const keys = [...replacements.keys()].sort((a, b) => b.length - a.length);
  const pattern = keys.length > 0 ? wholeWords(keys, "giu") : null;
  return {
    speaker: (role) =>
      GENERIC_ROLES.has(role.trim().toLowerCase())
        ? role
        : (replacements.get(role.trim().toLowerCase()) ?? pseudonym(userId, role)),
    text: (content) => {
      let out = content.replace(EMAIL, "[email]").replace(HANDLE, "[handle]").replace(PHONE, "[phone]");
      if (pattern) out = out.replace(pattern, (match) => replacements.get(match.toLowerCase()) ?? match);
      return out;
    },
  };
}
