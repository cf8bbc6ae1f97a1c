import type * as chrono from "chrono-node";

/**
 * chrono's German, French and Portuguese locales read a month only with its day ("am 3. Mai", "le
 * 3 mars"): "im Mai", "seit März 2024", "en mars", "depuis mars", "em março de 2024" found no date.
 * This parser reads a month name after a preposition, or followed by a year; the year, when not
 * said, is the reference's (`resolveDates` then moves it by the sentence's tense, as for "in
 * March").
 */
const MONTHS: Record<"de" | "fr" | "pt", { names: string[]; before: string }> = {
  de: {
    names: [
      "januar|jänner|jan",
      "februar|feb",
      "märz|maerz|mär",
      "april|apr",
      "mai",
      "juni|jun",
      "juli|jul",
      "august|aug",
      "september|sept|sep",
      "oktober|okt",
      "november|nov",
      "dezember|dez",
    ],
    before: "im|seit|ab|bis|vor|nach|anfang|ende|mitte|letzten|nächsten|diesen",
  },
  fr: {
    names: [
      "janvier",
      "février|fevrier",
      "mars",
      "avril",
      "mai",
      "juin",
      "juillet",
      "août|aout",
      "septembre",
      "octobre",
      "novembre",
      "décembre|decembre",
    ],
    before: "en|depuis|dès|jusqu'en|début|fin|mi-|d'ici|avant|après|pour",
  },
  pt: {
    names: [
      "janeiro",
      "fevereiro",
      "março|marco",
      "abril",
      "maio",
      "junho",
      "julho",
      "agosto",
      "setembro",
      "outubro",
      "novembro",
      "dezembro",
    ],
    before: "em|desde|até|ate|início de|inicio de|fim de|final de|meados de|antes de|depois de",
  },
};

/** A German month's name as written ("Januar", "März"), from the first of its spellings above. */
export function germanMonthName(month: number): string | undefined {
  const name = MONTHS.de.names[month]?.split("|")[0];
  return name ? name.charAt(0).toUpperCase() + name.slice(1) : undefined;
}

export function withMonthNames(parser: chrono.Chrono, language: "de" | "fr" | "pt"): chrono.Chrono {
  const { names, before } = MONTHS[language];
  const monthOf = new Map<string, number>();
  names.forEach((alternatives, i) => {
    for (const name of alternatives.split("|")) monthOf.set(name, i + 1);
  });
  const pattern = new RegExp(
    `(^|[^\\p{L}])(?:(${before})\\s*)?(${[...monthOf.keys()].sort((a, b) => b.length - a.length).join("|")})(?:\\s+(?:de\\s+)?(\\d{4}))?(?![\\p{L}])`,
    "iu",
  );
  const out = parser.clone();
  out.parsers.push({
    pattern: () => pattern,
    extract: (context, match) => {
      const [, lead = "", preposition, name = "", year] = match;
      if (!preposition && !year) return null;
      const month = monthOf.get(name.toLowerCase());
      if (!month) return null;
      const start = (match.index ?? 0) + lead.length + match[0].slice(lead.length).indexOf(name);
      const text = match[0].slice(start - (match.index ?? 0));
      const components = context.createParsingComponents().assign("month", month).imply("day", 1);
      if (year) components.assign("year", Number(year));
      else components.imply("year", context.refDate.getFullYear());
      return context.createParsingResult(start, text, components);
    },
  });
  return out;
}
