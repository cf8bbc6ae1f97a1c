import type { ApiUser } from "./client.ts";

/** The formats and styles of `GET /v1/profile/bio` (spec 4.8). */
export const BIO_FORMATS = ["full", "short", "bullets", "professional"] as const;
export const BIO_STYLES = ["narrative", "factual", "casual", "formal"] as const;

export interface BioVariant {
  format: string;
  style: string;
  /** The bio, or what the API answered instead (e.g. "BIO_NOT_FOUND: …"). */
  text: string;
}

/** One variant; a 202 (still being written on a worker) is asked again until `deadline`. */
async function readBio(user: ApiUser, format: string, style: string, deadline: number): Promise<string> {
  for (;;) {
    const res = await user.request<{ bio?: string; code?: string; error?: string }>(
      "GET",
      `/v1/profile/bio?format=${format}&style=${style}`,
    );
    if (res.status === 200) return res.body.bio ?? "";
    if (res.status !== 202) return `${res.body.code ?? res.status}: ${res.body.error ?? ""}`;
    if (Date.now() > deadline) return "still being written when the harness stopped waiting";
    // The status URL is the API's way to follow a bio being written; there is no event over HTTP.
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The user's bio in every format and style the API offers. */
export async function readAllBios(user: ApiUser, timeoutMs: number): Promise<BioVariant[]> {
  const deadline = Date.now() + timeoutMs;
  const out: BioVariant[] = [];
  for (const format of BIO_FORMATS) {
    for (const style of BIO_STYLES) {
      out.push({ format, style, text: await readBio(user, format, style, deadline) });
    }
  }
  return out;
}

/**
 * One line per variant, `format/style: text` with line breaks shown as " | "; a text equal to an
 * earlier variant's is printed as "= that variant".
 */
export function compactBios(bios: BioVariant[]): string[] {
  const seen = new Map<string, string>();
  return bios.map((b) => {
    const name = `${b.format}/${b.style}`;
    const text = b.text
      .split(/\n+/)
      .map((l) => l.trim())
      .filter(Boolean)
      .join(" | ");
    const earlier = seen.get(text);
    if (earlier) return `${name}: = ${earlier}`;
    seen.set(text, name);
    return `${name}: ${text}`;
  });
}
