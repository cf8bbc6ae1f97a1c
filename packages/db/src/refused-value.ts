/**
 * PostgreSQL's SQLSTATE classes for a statement refused because of the values it carried (22 data
 * exception: a date out of range, a malformed value; 23 integrity constraint; 54 a value too large
 * to index), not because the database is unreachable or busy. Writing the same values again fails
 * the same way, so a caller isolates the item instead of retrying.
 */
const VALUE_CLASSES = ["22", "23", "54"];

/** What was wrong with the refused value, in our own words (never the driver's text). */
const REASONS: Record<string, string> = {
  "22007": "a date is not valid",
  "22008": "a date is out of range",
  "22001": "a value is too long",
  "22P02": "a value is malformed",
  "54000": "a value is too large to index",
};

/** The reason a write was refused for its values, or null when the error is of another kind. */
export function refusedValueReason(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && VALUE_CLASSES.includes(code.slice(0, 2)))
      return REASONS[code] ?? "the database refused one of its values";
  }
  return null;
}
