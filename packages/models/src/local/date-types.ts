/** What reading dates gives: the dates found, resolved and rewritten. */

export type DateGranularity = "day" | "week" | "month" | "year";

export interface ResolvedDate {
  /** YYYY-MM-DD (day and week: the Monday of the week), YYYY-MM or YYYY. */
  iso: string;
  granularity: DateGranularity;
  /** The phrase as written by the user. */
  phrase: string;
}

/**
 * A date an earlier message named ("We fly to Osaka on the 18th of October"): a day of the month said
 * later without its month ("fly in on the 14th") belongs to it when it lies ahead.
 */
export interface DateAnchor {
  iso: string;
  granularity: "day" | "month";
  /**
   * Only when the text names the anchor's day again ("I'd propose 3 November" / "I'll make the case
   * for the 3rd"; "on to Osaka on the 17th instead of the 18th"): a bare day in another message
   * usually means this month's, whatever was said before ("it's Misha's birthday on the 21st").
   */
  onlyForItsDay?: boolean;
}

export interface DateResolution {
  text: string;
  dates: ResolvedDate[];
}

/** A date found in the text, resolved against the reference. */
export interface Found {
  index: number;
  text: string;
  date: Date;
  granularity: DateGranularity;
  /** The last day of a range of days ("8th to 15th august"). */
  end?: Date;
  /** A day of the month said without its month ("on the 14th"). */
  bare?: boolean;
  /** No date: the phrase only keeps chrono from misreading it ("por la mañana"; RELATIVE_DAY_WORDS). */
  asWords?: boolean;
}
