/**
 * The ranking's reasons for one search result (`explanation` with `explain: true`). Typed loosely:
 * a service that predates a field leaves it out, and the console shows what is there.
 */
export interface Explanation {
  words?: number;
  meaning?: number;
  matched_terms?: (string | { term: string; match?: string; credit?: number })[];
  boosts?: { reason: string; operation?: string; value?: number; factor?: number; detail?: string }[];
}

const termText = (t: NonNullable<Explanation["matched_terms"]>[number]) =>
  typeof t === "string" ? t : `${t.term}${t.match && t.match !== "word" ? ` (${t.match})` : ""}`;

function boostText(b: NonNullable<Explanation["boosts"]>[number]): string {
  const amount = b.value ?? b.factor;
  const sign = b.operation === "multiply" ? "×" : amount !== undefined && amount >= 0 ? "+" : "";
  return `${b.reason}${amount === undefined ? "" : ` ${sign}${amount}`}${b.detail ? `: ${b.detail}` : ""}`;
}

export function WhyThisResult({ explanation }: { explanation: Explanation }) {
  const terms = explanation.matched_terms ?? [];
  const boosts = explanation.boosts ?? [];
  return (
    <details class="why">
      <summary>Why this result</summary>
      <ul>
        <li>Matched words: {terms.length > 0 ? terms.map(termText).join(", ") : "none"}</li>
        {explanation.meaning !== undefined && <li>Meaning: {explanation.meaning.toFixed(2)}</li>}
        {boosts.map((b) => (
          <li key={`${b.reason}-${b.detail ?? ""}`}>{boostText(b)}</li>
        ))}
      </ul>
    </details>
  );
}
