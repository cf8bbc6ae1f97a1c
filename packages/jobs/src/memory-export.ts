import { BIO_FORMATS, BIO_STYLES } from "@memory/db";
import { CATEGORIES, MEMORY_TYPES } from "@memory/db/enums";
import { z } from "zod";

/**
 * The memory export format (docs/export-format.md): JSON Lines, a `header` line first, then one
 * `memory` line per memory, then `privacy` and `bio` settings lines, then a `footer`. Readers accept
 * files of their own major `version` and ignore fields they do not know (zod objects strip them).
 */
export const EXPORT_FORMAT = "memory-service-export";
export const EXPORT_VERSION = 1;
/** The largest export POST /v1/import accepts (the body is streamed to staging, never held). */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;
/** The longest line a reader accepts (a memory with a long history); longer lines are PARSE_ERRORs. */
export const MAX_EXPORT_LINE_BYTES = 4 * 1024 * 1024;

const isoDate = z.string().datetime({ offset: true });

export const ExportHeader = z.object({
  type: z.literal("header"),
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int(),
  exported_at: isoDate,
  counts: z
    .object({ memories: z.number().int().min(0) })
    .partial()
    .optional(),
});
export type ExportHeader = z.infer<typeof ExportHeader>;

export const ExportVersion = z.object({
  version: z.number().int().min(1),
  content: z.string().min(1),
  category: z.enum(CATEGORIES),
  memory_type: z.enum(MEMORY_TYPES),
  importance: z.number().min(0).max(1),
  metadata: z.record(z.string(), z.unknown()).default({}),
  reason: z.string().min(1),
  replaced_at: isoDate,
});

export const ExportMemory = z.object({
  type: z.literal("memory"),
  id: z.string().min(1).max(200),
  content: z.string().min(1).max(20_000),
  category: z.enum(CATEGORIES),
  memory_type: z.enum(MEMORY_TYPES),
  importance: z.number().min(0).max(1),
  metadata: z.record(z.string(), z.unknown()).default({}),
  slot: z.string().nullable().optional(),
  search_context: z.string().max(20_000).optional(),
  version: z.number().int().min(1).default(1),
  created_at: isoDate,
  updated_at: isoDate,
  versions: z.array(ExportVersion).default([]),
});
export type ExportMemory = z.infer<typeof ExportMemory>;

export const ExportPrivacy = z.object({
  type: z.literal("privacy"),
  bio_public: z.boolean(),
  categories_public: z.array(z.enum(CATEGORIES)),
  insights_enabled: z.boolean(),
  trait_analysis_enabled: z.boolean(),
  include_private_in_bio: z.boolean(),
  bio_excluded_categories: z.array(z.enum(CATEGORIES)).default([]),
});
export type ExportPrivacy = z.infer<typeof ExportPrivacy>;

export const ExportBio = z.object({
  type: z.literal("bio"),
  bio: z.string().min(1),
  format: z.enum(BIO_FORMATS).nullable().optional(),
  style: z.enum(BIO_STYLES).nullable().optional(),
});
export type ExportBio = z.infer<typeof ExportBio>;

export const ExportFooter = z.object({
  type: z.literal("footer"),
  counts: z.object({ memories: z.number().int().min(0) }).partial(),
});

/** Any line after the header. Unknown `type`s are skipped by readers of the same major version. */
export const ExportLine = z.discriminatedUnion("type", [
  ExportMemory,
  ExportPrivacy,
  ExportBio,
  ExportFooter,
]);
export type ExportLine = z.infer<typeof ExportLine>;

/**
 * Checks the first line of a file: null when it is a header this reader accepts, else a message
 * that says what is wrong and what to do.
 */
export function headerProblem(line: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return `the first line is not JSON: a memory export starts with {"type":"header","format":"${EXPORT_FORMAT}",…}`;
  }
  const parsed = ExportHeader.safeParse(value);
  if (!parsed.success) {
    return `the first line is not a ${EXPORT_FORMAT} header: export the file with GET /v1/export`;
  }
  if (parsed.data.version !== EXPORT_VERSION) {
    return `export format version ${parsed.data.version} is not supported by this service (it reads version ${EXPORT_VERSION}): export again from a service of the same version or upgrade this one`;
  }
  return null;
}

/**
 * Splits a stream of bytes into lines (UTF-8, `\n` or `\r\n`), holding at most one line: a line
 * longer than `maxLine` is reported as `tooLong` instead of being accumulated.
 */
export async function* readLines(
  parts: AsyncIterable<Uint8Array>,
  maxLine = MAX_EXPORT_LINE_BYTES,
): AsyncGenerator<{ number: number; text: string | null }> {
  const decoder = new TextDecoder("utf-8", { fatal: false });
  let buffer = "";
  let number = 0;
  let skipping = false;
  for await (const part of parts) {
    buffer += decoder.decode(part, { stream: true });
    let at = buffer.indexOf("\n");
    while (at !== -1) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      number += 1;
      if (skipping) {
        skipping = false;
        yield { number, text: null };
      } else yield { number, text: line.endsWith("\r") ? line.slice(0, -1) : line };
      at = buffer.indexOf("\n");
    }
    if (buffer.length > maxLine) {
      skipping = true;
      buffer = "";
    }
  }
  buffer += decoder.decode();
  if (skipping) yield { number: number + 1, text: null };
  else if (buffer.trim().length > 0) yield { number: number + 1, text: buffer };
}
