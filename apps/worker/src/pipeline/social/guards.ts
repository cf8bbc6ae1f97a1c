import { textProblem } from "@memory/db";
import type { SocialItem } from "./types.ts";

/**
 * How the connectors read a platform's JSON (SOCIAL_BODIES_ARE_CHECKED): a body is `unknown` until
 * these guards have read it. One item without a usable id (or without what its statement needs) is
 * skipped and counted, never the page; a body whose envelope is unusable is the client's
 * `unusableBody` error (a PlatformRequestError the sync retries).
 */

export type Fields = Record<string, unknown>;

/** An object's fields; null for anything else (null, an array, a string, a number). */
export function fieldsOf(value: unknown): Fields | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

/** Printable ASCII without spaces, at most 256 characters: tweet ids, Reddit fullnames, LinkedIn URNs, handles, cursors. */
const ID = /^[\x21-\x7e]{1,256}$/;

/**
 * A platform id (or a handle, or a page cursor) from a string or a finite number only; null for
 * anything else. It keys the `social_items` row, so it must be short and printable.
 */
export function idOf(value: unknown): string | null {
  const id =
    typeof value === "string"
      ? value
      : typeof value === "number" && Number.isFinite(value)
        ? String(value)
        : null;
  return id !== null && ID.test(id) ? id : null;
}

/** Text from a string only, non-empty and storable (no NUL, no lone surrogate); undefined otherwise. */
export function textOf(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" && textProblem(value) === null ? value : undefined;
}

/** How far ahead of our clock a creation time may lie (clock skew); a later one is not believed. */
const FUTURE_SLACK_MS = 86_400_000;
const ISO_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/**
 * A creation time from epoch seconds or milliseconds (a finite number) or an ISO 8601 string, or
 * null when it does not parse, is not after 1970 or lies in the future: never an Invalid Date, and
 * never a time that would hold an incremental sync's high-water mark ahead of every later item.
 */
export function dateOf(value: unknown, unit: "seconds" | "milliseconds" | "iso"): Date | null {
  let ms = Number.NaN;
  if (unit === "iso" && typeof value === "string" && ISO_DATE_TIME.test(value)) ms = Date.parse(value);
  if (unit !== "iso" && typeof value === "number") ms = unit === "seconds" ? value * 1000 : value;
  return Number.isFinite(ms) && ms > 0 && ms <= Date.now() + FUTURE_SLACK_MS ? new Date(ms) : null;
}

/** Reads each element of a page's list; one that is not an object or gives no item is counted, not thrown. */
export function readItems(
  list: unknown[],
  read: (fields: Fields) => SocialItem | null,
): { items: SocialItem[]; unreadable: number } {
  const items: SocialItem[] = [];
  for (const element of list) {
    const fields = fieldsOf(element);
    const item = fields ? read(fields) : null;
    if (item) items.push(item);
  }
  return { items, unreadable: list.length - items.length };
}

/**
 * A text flattened to one line and cut to `max` characters with "…", never between the two halves
 * of a surrogate pair ("a".repeat(198) + "😀" had left a lone surrogate, which PostgreSQL refuses).
 */
export function quote(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1).replace(/[\uD800-\uDBFF]$/u, "");
  return `${cut}…`;
}
