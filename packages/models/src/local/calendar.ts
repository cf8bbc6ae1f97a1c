import type * as chrono from "chrono-node";
import type { DateGranularity } from "./date-types.ts";

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/*
 * All arithmetic below is on "wall-clock" dates: a Date whose UTC fields are the local calendar
 * fields of the conversation's time zone (taken from the timestamp's offset), so the result never
 * depends on the server's TZ.
 */
function isoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export const monthIndex = (date: Date) => date.getUTCFullYear() * 12 + date.getUTCMonth();
export const startOfDay = (date: Date) =>
  Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

function mondayOf(date: Date): Date {
  const monday = new Date(date);
  monday.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return monday;
}

export function format(date: Date, granularity: DateGranularity): string {
  if (granularity === "year") return String(date.getUTCFullYear());
  if (granularity === "month") return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
  return isoDay(granularity === "week" ? mondayOf(date) : date);
}

/** Offset in minutes of an ISO 8601 timestamp ("Z" or none → 0, "+02:00" → 120). */
export function timestampOffsetMinutes(timestamp: string): number {
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(timestamp.trim());
  if (!m) return 0;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** Days a weekday was moved by (±7), the year moves aside: the date as resolved against chrono's. */
export function dayShift(date: Date, start: chrono.ParsedComponents): number {
  const parsed = Date.UTC(date.getUTCFullYear(), (start.get("month") ?? 1) - 1, start.get("day") ?? 1);
  return Math.round((date.getTime() - parsed) / 86_400_000);
}
