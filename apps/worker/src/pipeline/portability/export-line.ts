import { findJsonProblem, MAX_JSON_DEPTH } from "@memory/db";
import { ExportLine } from "@memory/jobs";
import { BIO_MAX_WORDS, countWords } from "@memory/models/profile";

/** How deeply a line may nest: a version's metadata sits two levels below a memory's (`versions.N.metadata`). */
const LINE_DEPTH = MAX_JSON_DEPTH + 2;

/** The codes of the error entries a line of an export can become (item_id = its line number). */
export type LineErrorCode = "PARSE_ERROR" | "FORBIDDEN" | "PROCESSING_ERROR";

export type LineOutcome =
  | { kind: "ignored" }
  | { kind: "error"; code: LineErrorCode; message: string }
  | { kind: "line"; line: ExportLine; bytes: number };

const parseError = (message: string): LineOutcome => ({ kind: "error", code: "PARSE_ERROR", message });

/**
 * What one line after the header is: a line to apply, one to ignore (blank, or a type of a newer
 * minor version), or an error entry in our own words naming the line: not JSON, not a valid line,
 * text PostgreSQL cannot hold (NUL, a lone surrogate), a bio longer than PATCH /v1/profile/bio
 * allows, or a settings line of a key without `profile:write`. `text` is null for a line longer
 * than the reader accepts.
 */
export function readExportLine(number: number, text: string | null, mayWriteProfile: boolean): LineOutcome {
  if (text === null) return parseError(`line ${number} is longer than the largest line this reader accepts`);
  if (text.trim() === "") return { kind: "ignored" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return parseError(`line ${number} is not valid JSON (truncated or garbled)`);
  }
  const type = (value as { type?: unknown } | null)?.type;
  // A newer minor version's line type: ignored, as the format's versioning rule says.
  if (typeof type === "string" && !["memory", "privacy", "bio", "footer"].includes(type))
    return { kind: "ignored" };
  const unstorable = findJsonProblem(value, LINE_DEPTH);
  if (unstorable)
    return parseError(`line ${number}: ${unstorable.field}: ${unstorable.reason}; the line was skipped`);
  const parsed = ExportLine.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return parseError(
      `line ${number}: ${issue?.path.join(".") || "line"}: ${issue?.message ?? "invalid value"}`,
    );
  }
  const line = parsed.data;
  if ((line.type === "privacy" || line.type === "bio") && !mayWriteProfile)
    return { kind: "error", code: "FORBIDDEN", message: profileLineRefused(number, line.type) };
  if (line.type === "bio") {
    const words = countWords(line.bio);
    if (words > BIO_MAX_WORDS)
      return parseError(
        `line ${number}: bio: has ${words} words; at most ${BIO_MAX_WORDS} are allowed (as in PATCH /v1/profile/bio): the bio was not applied`,
      );
  }
  return { kind: "line", line, bytes: Buffer.byteLength(text) };
}

/** A settings line of a key without `profile:write`: what was not applied and how to apply it. */
function profileLineRefused(line: number, type: "privacy" | "bio"): string {
  const what = type === "privacy" ? "privacy settings were" : "manual bio was";
  return `line ${line}: the ${what} not applied: the API key that sent the file lacks the scope profile:write; import the file again with a key that has it (the memories are not duplicated), or use PATCH /v1/profile/${type}`;
}
