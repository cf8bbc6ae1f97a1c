import { createHash } from "node:crypto";

/**
 * Identity of a fact's wording for duplicate detection: case, accents' composition, punctuation,
 * spacing and word order do not matter ("I love pizza." = "i LOVE pizza").
 */
export function contentHash(content: string): string {
  const tokens = content
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const bag = [...new Set(tokens)].sort().join(" ");
  return createHash("sha256").update(bag).digest("hex");
}
