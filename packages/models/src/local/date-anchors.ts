import { type DateAnchor, resolveDates, timestampOffsetMinutes } from "./dates.ts";

/** The time relative dates are read against, with the time zone of its timestamp. */
export interface Reference {
  date: Date;
  offset: number;
}

/** The reference of `timestamp`; `fallback` (else now) when it is absent or not a date. */
export function referenceOf(timestamp: string | undefined, fallback?: Reference): Reference {
  const parsed = timestamp ? new Date(timestamp) : undefined;
  if (!timestamp || !parsed || Number.isNaN(parsed.getTime()))
    return fallback ?? { date: new Date(), offset: 0 };
  return { date: parsed, offset: timestampOffsetMinutes(timestamp) };
}

/** The day of `at` in its own time zone (YYYY-MM-DD). */
export function localDay(at: Reference): string {
  return new Date(at.date.getTime() + at.offset * 60_000).toISOString().slice(0, 10);
}

/** How long a date named with its month lends that month to a day said without one. */
const DATE_ANCHOR_MS = 60 * 60_000;
/** A month's name (or "next month"): the message may name a date a later "on the 14th" belongs to. */
const MONTH_CUE =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|next month)\b/iu;

/**
 * The dates said so far that a day said without its month ("fly in on the 14th") belongs to: the
 * last one an earlier message named, and the last one an earlier sentence of this message named.
 */
export class DateAnchors {
  /** The last date an earlier message named with its month ("the 18th of October"), and when. */
  #message: { anchor: DateAnchor; at: number } | undefined;
  /** The last date an earlier sentence of the message being read named. */
  sentence: DateAnchor | undefined;

  /** The anchor for a day said without its month ("fly in on the 14th"). */
  for(at: Reference): DateAnchor | undefined {
    return (
      this.sentence ??
      (this.#message && Math.abs(at.date.getTime() - this.#message.at) <= DATE_ANCHOR_MS
        ? this.#message.anchor
        : undefined)
    );
  }

  /** The last day or month `text` names, read with the anchor so far. */
  lastDate(text: string, at: Reference): DateAnchor | undefined {
    if (!MONTH_CUE.test(text)) return undefined;
    const { dates } = resolveDates(text, "en", at.date, at.offset, this.for(at));
    const last = dates.findLast((d) => d.granularity === "day" || d.granularity === "month");
    return last ? { iso: last.iso, granularity: last.granularity as DateAnchor["granularity"] } : undefined;
  }

  /**
   * A new message: no sentence of it read yet. Dates the message before named ("the 18th of
   * October") lend their month to a bare "the 14th" (`english`: only in an English conversation).
   */
  startMessage(
    earlier: { content: string; timestamp?: string } | undefined,
    fallback: Reference,
    english: boolean,
  ) {
    this.sentence = undefined;
    if (!earlier || !english) return;
    const at = referenceOf(earlier.timestamp, fallback);
    const anchor = this.lastDate(earlier.content, at);
    if (anchor) this.#message = { anchor: { ...anchor, onlyForItsDay: true }, at: at.date.getTime() };
  }

  /** A sentence or clause read: the last date it names anchors what follows in the message. */
  saw(text: string, at: Reference): void {
    this.sentence = this.lastDate(text, at) ?? this.sentence;
  }
}
