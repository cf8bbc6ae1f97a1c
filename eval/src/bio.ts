import type { ApiUser } from "./client.ts";

/** The formats and styles of `GET /v1/profile/bio` (spec 4.8). */
export const BIO_FORMATS = ["full", "short", "bullets", "professional"] as const;
export const BIO_STYLES = ["narrative", "factual", "casual", "formal"] as const;

export interface BioVariant {
  format: string;
  style: string;
  /** The bio, or what the API answered instead (e.g. "BIO_NOT_FOUND: …"). */
  text: string;
  /** The memories the bio says it is built on (`memory_ids`); none when there is no bio. */
  memoryIds: string[];
}

/** One variant; a 202 (still being written on a worker) is asked again until `deadline`. */
async function readBio(
  user: ApiUser,
  format: string,
  style: string,
  deadline: number,
): Promise<Pick<BioVariant, "text" | "memoryIds">> {
  for (;;) {
    const res = await user.request<{ bio?: string; memory_ids?: string[]; code?: string; error?: string }>(
      "GET",
      `/v1/profile/bio?format=${format}&style=${style}`,
    );
    if (res.status === 200) return { text: res.body.bio ?? "", memoryIds: res.body.memory_ids ?? [] };
    if (res.status !== 202)
      return { text: `${res.body.code ?? res.status}: ${res.body.error ?? ""}`, memoryIds: [] };
    if (Date.now() > deadline)
      return { text: "still being written when the harness stopped waiting", memoryIds: [] };
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
      out.push({ format, style, ...(await readBio(user, format, style, deadline)) });
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

/** How many of the memories a user's bios are built on are junk (made only of `none` messages). */
export interface BioJunk {
  /** Variants that are a bio (not an error). */
  bios: number;
  /** Distinct memories the bios are built on, and how many of them are junk. */
  memories: number;
  junk: number;
  /** Bios with at least one junk memory. */
  biosWithJunk: number;
}

export function bioJunk(variants: BioVariant[], junkIds: ReadonlySet<string>): BioJunk {
  const bios = variants.filter((v) => v.memoryIds.length > 0);
  const used = new Set(bios.flatMap((v) => v.memoryIds));
  return {
    bios: bios.length,
    memories: used.size,
    junk: [...used].filter((id) => junkIds.has(id)).length,
    biosWithJunk: bios.filter((v) => v.memoryIds.some((id) => junkIds.has(id))).length,
  };
}
